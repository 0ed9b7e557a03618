"""Golden playthroughs: a rules change shows up as a readable diff (← OpenSpiel).

Regenerate with ``python scripts/regenerate_playthroughs.py`` after a
deliberate rules change, and bump the game's version.
"""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from royaumes.testing import playthrough

HERE = Path(__file__).parent / "playthroughs"
FILES = sorted(HERE.glob("*.txt"))


def _parse_header(text: str) -> tuple[str, int, int, str]:
    fields = dict(line.split(": ", 1) for line in text.splitlines()[:4])
    return (
        fields["game"].split()[0],
        int(fields["players"]),
        int(fields["seed"]),
        fields["options"],
    )


def test_every_registered_game_has_a_playthrough() -> None:
    import royaumes

    names = {path.name.split(".")[0].rsplit("_", 1)[0] for path in FILES}
    assert set(royaumes.available_games()) <= names


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_playthrough_is_unchanged(path: Path) -> None:
    import json

    expected = path.read_text(encoding="utf-8")
    game_id, players, seed, options = _parse_header(expected)
    actual = playthrough(game_id, players, seed, json.loads(options))
    if actual != expected:
        diff = "".join(
            list(
                difflib.unified_diff(
                    expected.splitlines(True), actual.splitlines(True), "golden", "now"
                )
            )[:60]
        )
        pytest.fail(f"{path.name} changed; if deliberate, bump the version and regenerate:\n{diff}")
