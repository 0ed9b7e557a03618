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

# Long games (hundreds of actions) check the costly, history-sized properties
# (information set, JSON round trips) on every k-th state, and use fewer
# random-option seeds, to keep the suite within its time budget:
# (info_set_every, full_every, random-option seeds). Since the samplers solve from
# the view instead of replaying the history (issue 18), the information-set test
# runs two to three times as often as before in the long games.
_BUDGET: dict[str, tuple[int, int, int]] = {
    "roi_des_nains": (10, 10, 6),
    "for_a_crown": (4, 4, 5),
    "prince_noir": (1, 1, 12),
    "debarquement": (20, 50, 3),
    "deux_rois": (20, 20, 2),
}
_SHORT = (1, 1, 25)
# Random options can make a long game (Débarquement to 40 deals: ~4,800 steps), whose
# information-set test replays the whole history for every observer: the first and last.
_RANDOM_INFO_EVERY: dict[str, int] = {"debarquement": 10_000}
_RANDOM_FULL_EVERY: dict[str, int] = {"debarquement": 150}
# Games of many players are checked at a few counts (more in their own conformance
# tests, e.g. tests/games/test_deux_rois_conformance.py at 26 and 50).
_PLAYERS: dict[str, tuple[int, ...]] = {"deux_rois": (6, 8)}


def _cases(seeds: range, random_options: bool = False) -> list[tuple[str, int, int]]:
    cases: list[tuple[str, int, int]] = []
    for game_id in GAMES:
        spec = royaumes.load(game_id).spec
        count = _BUDGET.get(game_id, _SHORT)[2] if random_options else len(seeds)
        counts = _PLAYERS.get(game_id, range(spec.min_players, spec.max_players + 1))
        for n in counts:
            cases.extend((game_id, n, seed) for seed in seeds[:count])
    return cases


def _random_options(
    spec_options: tuple[OptionSpec, ...], seed: int, num_players: int
) -> dict[str, object]:
    """A random choice for every option, so variants are checked too.

    A choice that names a seat ("3") is only drawn among this table's seats.
    """
    rng = stream(seed, "options")
    options: dict[str, object] = {}
    for option in spec_options:
        if option.kind is OptionKind.CHOICE:
            choices = [c for c in option.choices if not c.isdigit() or int(c) < num_players]
            options[option.name] = rng.choice(choices)
        elif option.kind is OptionKind.FLOAT:
            low, high = option.minimum or 0.0, option.maximum or 1.0
            options[option.name] = rng.choice([option.default, low + (high - low) / 4])
        elif option.kind is OptionKind.BOOL:
            options[option.name] = rng.random() < 0.5
        elif option.kind is OptionKind.LIST:
            continue  # its length depends on the table: the game's own tests set lists
        else:
            low = int(option.minimum or 1)
            options[option.name] = rng.choice([option.default, low, low + 2])
    return options


def _valid_random_options(game_id: str, seed: int, num_players: int) -> dict[str, object]:
    """Random options that make a valid table: an option drawn into a combination the
    game refuses (a Gallery too small for its start space, say) goes back to DEFAULT."""
    game = royaumes.load(game_id)
    options = _random_options(game.spec.options, seed, num_players)
    for name in [o.name for o in game.spec.options]:
        try:
            game.new_state(num_players, options)
        except royaumes.ConfigError:
            options.pop(name, None)
        else:
            break
    return options


@pytest.mark.parametrize(("game_id", "num_players", "seed"), _cases(range(3)))
def test_default_game_passes_every_check_at_every_step(
    game_id: str, num_players: int, seed: int
) -> None:
    info_every, full_every, _ = _BUDGET.get(game_id, _SHORT)
    record = check_game(
        game_id, num_players, seed, info_set_every=info_every, full_every=full_every
    )
    assert record.result is not None


@pytest.mark.parametrize(("game_id", "num_players", "seed"), _cases(range(100, 125), True))
def test_game_with_random_options_passes_the_checks(
    game_id: str, num_players: int, seed: int
) -> None:
    options = _valid_random_options(game_id, seed, num_players)
    info_every, full_every, _ = _BUDGET.get(game_id, _SHORT)
    info_every = _RANDOM_INFO_EVERY.get(game_id, info_every * 7)
    full_every = _RANDOM_FULL_EVERY.get(game_id, full_every)
    record = check_game(
        game_id, num_players, seed, options, info_set_every=info_every, full_every=full_every
    )
    assert record.options == royaumes.load(game_id).spec.resolve_options(options)
    assert record.result is not None


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
