"""The Deux Rois heuristic bot: it finishes games, plays only legal actions from its view,
and seeks its side (full games of bots at several table sizes)."""

from __future__ import annotations

import random

import pytest

from royaumes.bots.heuristics.deux_rois import DeuxRoisBot
from royaumes.games.deux_rois.rules import GAME, State
from royaumes.match import Match

from .test_deux_rois_core import play, setup


@pytest.mark.parametrize("num_players", [6, 13, 26])
def test_a_table_of_heuristic_bots_plays_to_the_end(num_players: int) -> None:
    match = Match(GAME, num_players, ["heuristic"] * num_players, seed=num_players)
    match.run()
    assert match.state.is_over
    result = match.state.result
    assert result is not None
    assert result.details["condition"] in {
        "PEACE", "FRANCE", "ASSASSINATION", "RETAINED", "MAJORITY", "HOME", "ENGLISH_DEFAULT"
    }  # fmt: skip


@pytest.mark.parametrize(("num_players", "draw"), [(9, "uniform_1_28"), (14, "generals_sum")])
def test_heuristic_bots_finish_a_historic_game(num_players: int, draw: str) -> None:
    options = {"historic": True, "event_draw": draw}
    match = Match(GAME, num_players, ["heuristic"] * num_players, seed=3, options=options)
    match.run()
    assert match.state.is_over
    assert any(e.text.startswith("event ") for e in match.state.view(None).events)


def test_it_votes_for_a_known_ally_and_attacks_only_for_the_english() -> None:
    state = setup([1, 2, 3, 4, 5, 6], "NNNEEE")
    # Seat 4 (the Assassin) learns that seat 5 is the Armurier (blue, an ally).
    state = play(state, 4, "propose full_share 5")
    state = play(state, 5, "accept 4")
    state = state.apply(-2, GAME.parse_action("end_phase"))
    bot = DeuxRoisBot(4, random.Random(0))
    action = bot.act(lambda: state.view(4), state.legal_actions(4))
    assert str(action) == "vote 5"
    assert isinstance(state, State)


def test_it_accepts_a_colour_share_and_declines_a_full_share_from_a_stranger() -> None:
    state = setup([1, 2, 3, 4, 5, 6], "NNNEEE")
    state = play(state, 1, "propose full_share 0")
    bot = DeuxRoisBot(0, random.Random(0))
    assert str(bot.act(lambda: state.view(0), state.legal_actions(0))) == "decline 1"
    state = play(state, 2, "propose colour_share 0")
    state = play(state, 0, "decline 1")
    assert str(bot.act(lambda: state.view(0), state.legal_actions(0))) == "accept 2"
