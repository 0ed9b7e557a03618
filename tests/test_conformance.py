"""The conformance kit over every registered game (← OpenSpiel api_test, PettingZoo test/)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Mapping

import pytest

import royaumes
from royaumes.game import OptionKind, OptionSpec
from royaumes.seeding import stream
from royaumes.testing import check_game, playthrough

GAMES = royaumes.available_games()


def _cases(seeds: range) -> list[tuple[str, int, int]]:
    return [
        (game_id, n, seed)
        for game_id in GAMES
        for n in range(
            royaumes.load(game_id).spec.min_players, royaumes.load(game_id).spec.max_players + 1
        )
        for seed in seeds
    ]


def _random_options(spec_options: tuple[OptionSpec, ...], seed: int) -> dict[str, object]:
    """A random choice for every option, so variants are checked too."""
    rng = stream(seed, "options")
    options: dict[str, object] = {}
    for option in spec_options:
        if option.kind is OptionKind.CHOICE:
            options[option.name] = rng.choice(option.choices)
        elif option.kind is OptionKind.BOOL:
            options[option.name] = rng.random() < 0.5
        else:
            low = option.minimum or 1
            options[option.name] = rng.choice([option.default, low, low + 2])
    return options


@pytest.mark.parametrize(("game_id", "num_players", "seed"), _cases(range(3)))
def test_default_game_passes_every_check_at_every_step(
    game_id: str, num_players: int, seed: int
) -> None:
    record = check_game(game_id, num_players, seed, info_set_every=1)
    assert record.result is not None


@pytest.mark.parametrize(("game_id", "num_players", "seed"), _cases(range(100, 125)))
def test_game_with_random_options_passes_the_checks(
    game_id: str, num_players: int, seed: int
) -> None:
    options = _random_options(royaumes.load(game_id).spec.options, seed)
    record = check_game(game_id, num_players, seed, options, info_set_every=7)
    assert record.options == royaumes.load(game_id).spec.resolve_options(options)


def _transcript(game_id: str, num_players: int, seed: int) -> str:
    return playthrough(game_id, num_players, seed)


def test_same_seed_gives_a_byte_identical_transcript() -> None:
    assert _transcript(GAMES[0], 4, 11) == _transcript(GAMES[0], 4, 11)
    assert _transcript(GAMES[0], 4, 11) != _transcript(GAMES[0], 4, 12)


def test_transcript_does_not_depend_on_the_hash_seed() -> None:
    code = (
        "import sys; from royaumes.testing import playthrough; "
        "sys.stdout.write(playthrough(sys.argv[1], 3, 5))"
    )
    outputs = set()
    for hash_seed in ("0", "4242"):
        env: Mapping[str, str] = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(
            [sys.executable, "-c", code, GAMES[0]],
            capture_output=True,
            text=True,
            check=True,
            env=env,
        )
        outputs.add(done.stdout)
    assert len(outputs) == 1
    assert outputs == {_transcript(GAMES[0], 3, 5)}


@pytest.mark.parametrize("game_id", GAMES)
def test_spec_is_json_and_options_defaults_validate(game_id: str) -> None:
    spec = royaumes.load(game_id).spec
    data = json.loads(json.dumps(spec.to_json()))
    assert data["id"] == game_id
    for option in spec.options:
        assert option.validate(option.default) == option.default
