"""The conformance kit over the main mode (issue 9 asks for 6, 9, 13, 26 and 50 players).

``deux_rois`` is not in the registry yet (its pages and CLI come later); the kit's final
replay loads games by id, so these tests register it for their own duration.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from royaumes import registry
from royaumes.games.deux_rois.rules import GAME
from royaumes.testing import check_game


@pytest.fixture(autouse=True)
def _registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(registry, "GAME_IDS", (*registry.GAME_IDS, "deux_rois"))
    registry.load.cache_clear()
    yield
    registry.load.cache_clear()


@pytest.mark.parametrize(
    ("num_players", "seed", "info_set_every", "full_every"),
    [(6, 1, 3, 2), (7, 2, 3, 2), (9, 3, 5, 3), (13, 4, 9, 5), (26, 5, 31, 17), (50, 6, 97, 53)],
)
def test_a_quick_game_passes_the_conformance_kit(
    num_players: int, seed: int, info_set_every: int, full_every: int
) -> None:
    record = check_game(
        GAME, num_players, seed, {"rounds": 3},
        info_set_every=info_set_every, full_every=full_every,
    )  # fmt: skip
    assert record.result is not None


def test_a_standard_game_passes_the_conformance_kit() -> None:
    record = check_game(GAME, 10, 7, info_set_every=7, full_every=5)
    assert record.result is not None
