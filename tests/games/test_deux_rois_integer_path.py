"""Deux Rois on the integer path: an action is judged by what it is, and a long state pickles."""

from __future__ import annotations

import dataclasses
import pickle

import pytest

import royaumes
from royaumes import CHANCE
from royaumes.games.deux_rois.rules import GAME


def test_a_copy_of_a_table_action_is_judged_by_its_content_not_its_id() -> None:
    state = GAME.new_state(6)
    while state.to_move != (CHANCE,):
        seat = state.to_move[0]
        state = state.apply_id(seat, state.legal_action_ids(seat)[0])
    outcome = state.chance_outcomes()[0][0]
    forged = dataclasses.replace(outcome, arg=7)  # keeps the id of the outcome it copies
    assert forged not in state.legal_actions(CHANCE)
    before = state.to_json()
    with pytest.raises(royaumes.IllegalActionError):
        state.apply(CHANCE, forged)
    assert state.to_json() == before


def test_a_long_finished_game_pickles_flat_and_reads_back_equal() -> None:
    match = royaumes.Match(GAME, 6, ["random"] * 6, seed=1)
    state = match.play()
    assert state.num_actions > 1000  # deep enough to overflow a recursive pickle
    view = state.view(0)
    copy = pickle.loads(pickle.dumps(state))
    assert copy == state
    assert copy.view(0) == view
    assert copy.view(None) == state.view(None)
