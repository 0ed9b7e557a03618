"""Deux Rois on the integer path: an action is judged by what it is, a long state pickles,
and what the engine keeps from state to state (who is present, who waits, a seat's
NEGOTIATION ids) is what it would compute afresh."""

from __future__ import annotations

import dataclasses
import pickle
import random

import pytest

import royaumes
from royaumes import CHANCE
from royaumes.games.deux_rois import historique
from royaumes.games.deux_rois.core import Phase
from royaumes.games.deux_rois.rules import _ACTIONS, _CORE_NEGOTIATION, _REVEALS, GAME, State
from royaumes.match import draw_outcome


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


def _afresh(state: State) -> State:
    """A copy of ``state`` that keeps nothing from the states before it."""
    copy = state._evolve()
    copy._rooms_memo = None
    return copy


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (6, {}),
        (9, {"election_mode": "standing_leader"}),
        (12, {"historic": True, "silence_mode": "moderated"}),
    ],
)
def test_what_is_kept_from_state_to_state_is_what_is_computed_afresh(
    players: int, options: dict[str, object]
) -> None:
    rng = random.Random(players)
    state = GAME.new_state(players, options)
    for _ in range(1500):
        if not state.to_move:
            state = GAME.new_state(players, options)
        fresh = _afresh(state)
        assert state.to_move == fresh.to_move
        for room in (0, 1):
            present = [
                p
                for p in range(players)
                if state._room[p] == room and p not in historique.limbo(state)
            ]
            assert state._present(room) == present
            assert state._room_mask(room) == sum(1 << p for p in present)
        seats = [s for s in state.to_move if s != CHANCE]
        for seat in seats:
            assert state.legal_action_ids(seat) == fresh.legal_action_ids(seat)
        if state.to_move[0] == CHANCE:
            seat, action = CHANCE, draw_outcome(state.chance_outcome_ids(), rng.random())
        else:
            seat = rng.choice(seats) if rng.random() < 0.05 else seats[0]
            ids = state.legal_action_ids(seat)
            action = ids[rng.randrange(len(ids))]
        state = state.apply_id(seat, action)
    assert state._phase is not Phase.DEALING


def test_the_core_negotiation_kinds_are_no_event_s_nor_power_s() -> None:
    # State._apply hands these straight to _negotiate, past powers, events and rallies.
    assert not _CORE_NEGOTIATION & set(historique._HANDLERS)
    assert not any(kind.startswith("power ") or kind == "rally" for kind in _CORE_NEGOTIATION)


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (6, {}),
        (9, {"room_sees_occurrences": False, "window_close": "phase_end"}),
        (13, {"election_mode": "standing_leader"}),
    ],
)
def test_a_negotiation_s_shortcuts_come_to_the_whole_pipeline(
    players: int, options: dict[str, object]
) -> None:
    # State._negotiate logs a player's own reveal itself (unless windows, joins or the
    # Faussaire call for the whole pipeline), and NEGOTIATION's legal ids skip
    # _finish_ids, and legal_powers for a card without a power of the phase.
    rng = random.Random(players)
    state = GAME.new_state(players, options)
    reveals = 0
    for _ in range(3000):
        if not state.to_move:
            state = GAME.new_state(players, options)
        seat = state.to_move[0]
        if seat >= 0 and state._phase is Phase.NEGOTIATION:
            core = state._negotiation_core(seat, state._rooms_now())
            whole = state._finish_ids(seat, Phase.NEGOTIATION, core, state._leader_ids(seat), True)
            assert state.legal_action_ids(seat) == whole
            for action_id in whole:
                action = _ACTIONS[action_id]
                if action.kind not in _REVEALS:
                    continue
                reveals += 1
                fast = state.apply_id(seat, action_id)
                what, public = _REVEALS[action.kind]
                seats = (seat,) if public else (seat, action.arg)
                slow = state._evolve()
                slow._log(seat, action, sum(1 << p for p in seats))
                slow._reveal(what, seats)
                logged = [
                    (e.actor, e.text, e.audience, e.action, e.kind, e.args)
                    for e in fast._entries(state)
                ]
                expected = [
                    (e.actor, e.text, e.audience, e.action, e.kind, e.args)
                    for e in slow._entries(state)
                ]
                assert logged[: len(expected)] == expected  # (then the cap's lines, if hit)
                assert (fast._card, fast._cards) == (slow._card, slow._cards)
        if seat == CHANCE:
            action_id = draw_outcome(state.chance_outcome_ids(), rng.random())
        else:
            ids = state.legal_action_ids(seat)
            action_id = ids[rng.randrange(len(ids))]
        state = state.apply_id(seat, action_id)
    assert reveals > 1000
