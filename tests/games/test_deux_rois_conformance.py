"""The conformance kit over the main mode at the player counts issue 9 names (6, 9, 13,
26 and 50), on quick games with budgets sized to each table; ``tests/test_conformance.py``
adds default and random-option games at small counts."""

from __future__ import annotations

import random

import pytest

from royaumes import CHANCE, HOST
from royaumes.games.deux_rois import historique
from royaumes.games.deux_rois.rules import GAME
from royaumes.testing import check_game, check_info_set, check_node


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


@pytest.mark.parametrize(
    ("num_players", "seed", "historic", "info_set_every", "full_every"),
    [(6, 41, False, 3, 2), (9, 42, False, 5, 3), (13, 43, False, 9, 5), (9, 44, True, 5, 3)],
)
def test_a_standing_leader_game_passes_the_conformance_kit(
    num_players: int, seed: int, historic: bool, info_set_every: int, full_every: int
) -> None:
    """``election_mode=standing_leader`` (§2.8): nominations, pointers, abdications and
    the leader's chance pick, with Mode Historique's events in one game."""
    options: dict[str, object] = {"rounds": 3, "election_mode": "standing_leader"}
    if historic:
        options |= {"historic": True, "event_draw": "uniform_1_28"}
    record = check_game(
        GAME, num_players, seed, options,
        info_set_every=info_set_every, full_every=full_every,
    )  # fmt: skip
    assert record.result is not None


def test_a_standard_game_passes_the_conformance_kit() -> None:
    record = check_game(GAME, 10, 7, info_set_every=7, full_every=5)
    assert record.result is not None


@pytest.mark.parametrize(
    ("num_players", "seed", "draw", "info_set_every", "full_every"),
    [
        (6, 11, "uniform_1_28", 3, 2),
        (9, 12, "uniform_1_28", 5, 3),
        (13, 13, "uniform_1_28", 9, 5),
        (9, 14, "generals_sum", 5, 3),
        (6, 15, "generals_0_14", 3, 2),
    ],
)
def test_a_historic_game_passes_the_conformance_kit(
    num_players: int, seed: int, draw: str, info_set_every: int, full_every: int
) -> None:
    """Mode Historique (§2.12): the uniform draw reaches every event over a few seeds."""
    options = {"rounds": 3, "historic": True, "event_draw": draw}
    record = check_game(
        GAME, num_players, seed, options,
        info_set_every=info_set_every, full_every=full_every,
    )  # fmt: skip
    assert record.result is not None


@pytest.mark.parametrize("seed", range(20, 28))
def test_historic_events_pass_the_conformance_kit_over_many_draws(seed: int) -> None:
    """Eight more 6-player historic games (three draws each, uniform): most events in
    force at least once, with the information-set test at every 6th step."""
    options = {"rounds": 3, "historic": True, "event_draw": "uniform_1_28"}
    check_game(GAME, 6, seed, options, info_set_every=6, full_every=6)


def _forced_event_game(event: int, num_players: int, seed: int) -> None:
    """A random game in which round 1's Generals choose numbers summing to ``event``
    (the draw's own mechanism, no test-only option), checked like the kit does: every
    node, and the information-set test on every 8th step."""
    rng = random.Random(seed)
    state = GAME.new_state(num_players, {"rounds": 3, "historic": True})
    wanted = {0: min(14, event - 1), 1: event - min(14, event - 1)}
    seen = False
    while not state.is_over:
        check_node(state, rng, full=False)
        if state.num_actions % 8 == 0:
            for seat in (None, *range(num_players)):
                check_info_set(state, seat, rng)
        if state.to_move == (CHANCE,):
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
            state = state.apply(CHANCE, action)
            continue
        owing = historique.number_pending(state) if state._round == 1 else []
        if owing:
            general = owing[0]
            room = state._general.index(general)
            state = state.apply(general, GAME.parse_action(f"number {wanted[room]}"))
            continue
        players = [s for s in state.to_move if s != HOST]
        if not players or rng.random() < 0.05:
            state = state.apply(HOST, GAME.parse_action("end_phase"))
            continue
        seat = rng.choice(players)
        state = state.apply(seat, rng.choice(state.legal_actions(seat)))
        seen = seen or historique.event_of_round(state, 1) == event
    assert seen
    assert state.result is not None


@pytest.mark.parametrize("event", range(2, 29))
def test_each_event_passes_the_kit_checks(event: int) -> None:
    _forced_event_game(event, 12, event)


def test_a_seat_that_declined_its_mission_is_sampled_as_having_declined() -> None:
    """Event 20: a decline is private until DEPARTURE; a state sampled from the
    decliner's view must hold it (else it could decline again), and nobody else's."""
    rng = random.Random(5)
    state = GAME.new_state(12, {"rounds": 3, "historic": True})
    checked = 0
    while not state.is_over and checked < 6:
        if state.to_move == (CHANCE,):
            outcomes = state.chance_outcome_ids()
            state = state.apply_id(CHANCE, outcomes[rng.randrange(len(outcomes))][0])
            continue
        owing = historique.number_pending(state) if state._round == 1 else []
        if owing:  # round 1's Generals choose 14 and 6: event 20 is drawn
            general = owing[0]
            number = (14, 6)[state._general.index(general)]
            state = state.apply(general, GAME.parse_action(f"number {number}"))
            continue
        players = [s for s in state.to_move if s != HOST]
        declining = [
            s for s in players if GAME.parse_action("decline_mission") in state.legal_actions(s)
        ]
        if declining:
            seat = declining[0]
            state = state.apply(seat, GAME.parse_action("decline_mission"))
            for k in range(3):
                check_info_set(state, seat, random.Random(k))
                assert GAME.sample_state(state.view(seat), random.Random(k))._h_declines == {seat}
            checked += 1
            continue
        if not players or rng.random() < 0.05:
            state = state.apply(HOST, GAME.parse_action("end_phase"))
            continue
        seat = rng.choice(players)
        state = state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert checked > 0


@pytest.mark.parametrize(
    ("num_players", "options"),
    [
        (8, {"rounds": 4, "negotiation_seconds": "60,60,60,60", "envoy_table": "2,1,1,1"}),
        (7, {"rounds": 3, "room_split": "manual", "rooms": "N,N,E,E,N,E,N"}),
        (6, {"rounds": 3, "custom_deck": "1,2,3,4,5,14"}),
        (8, {"rounds": 3, "historic": True, "event_draw": "uniform_1_28",
             "player_ages": "30,41,25,67,52,19,41,33"}),
    ],
)  # fmt: skip
def test_list_options_pass_the_conformance_kit(
    num_players: int, options: dict[str, object]
) -> None:
    """Appendix A's lists: other round counts, manual rooms, a custom deck, ages."""
    record = check_game(GAME, num_players, 3, options, info_set_every=3, full_every=2)
    assert record.result is not None


def test_manual_rooms_and_a_custom_deck_are_what_the_table_gets() -> None:
    options = {"room_split": "manual", "rooms": "E,N,E,N,E,N", "custom_deck": "1,2,3,4,5,14"}
    state = GAME.new_state(6, options)
    assert state.to_move == (CHANCE,)
    assert state.view(None).rooms == ("E", "N", "E", "N", "E", "N")  # no draw
    assert state.view(None).deck == (1, 2, 3, 4, 5, 14)
    dealt = {a.arg for a, _ in state.chance_outcomes()}
    assert dealt == {1, 2, 3, 4, 5, 14}
