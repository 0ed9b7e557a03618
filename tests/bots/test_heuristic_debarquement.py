"""The Débarquement heuristic bot: legal, sensible, and clearly stronger than random."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from royaumes import CHANCE, Match
from royaumes.bots import make_bot
from royaumes.games import debarquement
from royaumes.games.debarquement import State
from royaumes.seeding import stream

GAME = debarquement.GAME

# Three players, first player P0: P0 gets the first 6 cards, then P1, then P2 (spec §3.2);
# after each turn everyone draws, P0 first (§3.3 step 4).
_HANDS = ([11, 23, 27, 31, 44, 46], [13, 17, 14, 16, 33, 48], [15, 2, 29, 18, 1, 40])
_DRAWS = (3, 5, 6, 4, 8, 12, 7, 20, 24, 19, 28, 30)  # three per turn, in seat order
_TURNS = (
    (11, 13, 15),  # N: 11 13 15
    (23, 17, 2),  # 17 is N's 4th, P0's 23 the 5th: P0 takes {11 13 15 17 23}, red only
    (27, 14, 29),  # N: 27 29 · E: 2 14
    (31, 16, 18),  # N: 27 29 31 · E: 2 14 16 18 (4 visible)
)


def _apply(state: State, seat: int, text: str) -> State:
    """``state.apply`` typed as this game's state (the engine does not narrow it)."""
    after = state.apply(seat, GAME.parse_action(text))
    assert isinstance(after, State)
    return after


def _start(turns: int, options: Mapping[str, object] | None = None) -> State:
    """The 3-player deal above, after ``turns`` turns of ``_TURNS`` and their draws."""
    state = GAME.new_state(3, options)
    for hand in _HANDS:
        for card in hand:
            state = _apply(state, CHANCE, f"deal {card}")
    draws = iter(_DRAWS)
    for plays in _TURNS[:turns]:
        for seat, card in enumerate(plays):
            state = _apply(state, seat, f"choose {card}")
        for _ in range(3):
            state = _apply(state, CHANCE, f"deal {next(draws)}")
    return state


def _choices(state: State, seat: int, seeds: int = 5) -> set[str]:
    out = set()
    for seed in range(seeds):
        bot = make_bot("heuristic", GAME, seat, stream(seed, f"seat/{seat}"))
        out.add(str(bot.act(lambda: state.view(seat), state.legal_actions(seat))))
    return out


def test_the_scenario_is_what_it_says() -> None:
    view = _start(4).view(0)
    assert view.captures[0] == ((11, 13, 15, 17, 23),)
    assert view.visible(0) == (27, 29, 31)
    assert view.visible(1) == (2, 14, 16, 18)
    assert view.hand == (3, 4, 7, 19, 44, 46)


def test_it_does_not_lay_the_5th_card_of_a_boat() -> None:
    # 46 would likely be the English boat's 5th card (and break P0's red-only haul);
    # the red cards 3, 4, 7 and 19 cover the Norman boat's 27: never a 5th card.
    choices = _choices(_start(4), 0)
    assert "choose 46" not in choices


def test_a_neutral_card_keeps_the_haul_single_colour() -> None:
    # P2 plays 1 (covers 27) and P1 33: the Norman boat shows 1 29 31 33, the English
    # 2 14 16 18. P0's grey 44 is the 5th card in either boat: the Norman boat keeps
    # P0's haul red only (a negative deal score), the English one would break it.
    state = _start(4)
    for seat, card in ((0, 44), (1, 33), (2, 1)):
        state = _apply(state, seat, f"choose {card}")
    assert state.view(0).placing == (0, 44)
    assert _choices(state, 0) == {"place 44 norman"}


def test_it_takes_a_boat_that_keeps_its_haul_single_colour() -> None:
    # P2's 6 completes the English boat first (P2 takes 2 6 14 16 18); P1's 33 makes the
    # Norman boat 27 29 31 33. P0's grey 44 would be the Norman boat's 5th card: 10 points
    # of red cards, which keep P0's haul red only, so its deal score only gets lower.
    state = _start(4)
    for seat, card in ((0, 44), (1, 33), (2, 6)):
        state = _apply(state, seat, f"choose {card}")
    view = state.view(0)
    assert view.placing == (0, 44)
    assert view.boats[1] == ()
    assert view.captures[2] == ((2, 6, 14, 16, 18),)
    assert _choices(state, 0) == {"place 44 norman"}


def test_without_a_single_colour_haul_it_leaves_the_5th_card_to_others() -> None:
    # Same position, but the single-colour rule works on the whole game's captures
    # (no negative deal score): the 10 points are only a cost, so 44 starts the empty
    # English boat instead.
    state = _start(4, {"mono_scope": "game"})
    for seat, card in ((0, 44), (1, 33), (2, 6)):
        state = _apply(state, seat, f"choose {card}")
    assert _choices(state, 0) == {"place 44 english"}


_VARIANTS = [
    {},
    {"neutral_choice": "predeclare"},
    {"revisable_selection": True},
    {"capture_timing": "end_of_turn", "green_mode": "per_card"},
    {"mono_scope": "game", "mono_ignore": "grey_orange_green", "threshold": 30},
    {"end_rule": "elimination", "threshold": 30},
    {"end_rule": "threshold_after_capture", "draw_rule": "seat_order"},
    {"captures_visible": False, "tie_rule": "fewer_captured_boats", "threshold": 30},
]


@pytest.mark.parametrize("options", _VARIANTS)
def test_heuristic_bots_play_whole_games_legally(options: dict[str, object]) -> None:
    for seed, seats in enumerate((["heuristic", "random", "heuristic"], ["random", "heuristic"])):
        record = Match("debarquement", len(seats), seats, options=options, seed=seed).run()
        assert record.result is not None


def test_heuristic_wins_clearly_more_than_its_share_against_random() -> None:
    # Three players: a fair share is 1/3; the bot wins about 85% (see the module docstring).
    games, wins = 30, 0
    for seed in range(games):
        seats = ["random", "random", "random"]
        me = seed % 3
        seats[me] = "heuristic"
        result = Match("debarquement", 3, seats, seed=seed).run().result
        assert result is not None
        wins += me in result["winners"]
    assert wins / games > 0.6
