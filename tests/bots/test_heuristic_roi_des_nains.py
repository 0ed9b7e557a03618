"""The Le Roi des Nains heuristic bot: legal, reads the Quest, clearly stronger than random."""

from __future__ import annotations

import time

import pytest

from games._roi_des_nains_helpers import deal_4p as _deal
from games._roi_des_nains_helpers import play_all as _play
from royaumes import CHANCE, Match
from royaumes.bots import make_bot
from royaumes.bots.heuristics.roi_des_nains import score_face
from royaumes.games import roi_des_nains
from royaumes.games.roi_des_nains import State, catalogue
from royaumes.seeding import stream

GAME = roi_des_nains.GAME


def _choice(state: State, seat: int = 0) -> str:
    assert state.to_move == (seat,)
    bot = make_bot("heuristic", GAME, seat, stream(0, f"seat/{seat}"))
    action = bot.act(lambda: state.view(seat), state.legal_actions(seat))
    assert action in state.legal_actions(seat)
    return str(action)


@pytest.mark.parametrize("num_players", [3, 4, 5])
def test_heuristic_bots_play_whole_games_legally(num_players: int) -> None:
    for seed in range(3):
        match = Match("roi_des_nains", num_players, ["heuristic"] * num_players, seed=seed)
        record = match.run()
        assert record.result is not None
        assert match.state.is_over


def test_a_whole_four_player_game_of_heuristic_bots_is_fast() -> None:
    start = time.perf_counter()
    Match("roi_des_nains", 4, ["heuristic"] * 4, seed=11).run()
    assert time.perf_counter() - start < 2.0  # about 0.3 s on one core


def test_it_plays_legally_with_every_special_card_and_option() -> None:
    options = {"druid_mandatory": False, "magic_follow_rule": "always_free", "quests_per_game": 14}
    for seed in range(2):
        Match("roi_des_nains", 4, ["heuristic"] * 4, seed=seed, options=options).run()


def test_with_goblin_infestation_it_ducks_a_trick_full_of_red() -> None:
    # Q07A (-1 per red card won). P1 leads R9, P2 R10, P3 RJ; P0 holds RA and R3.
    state = _deal({0: ["RA", "R3"], 1: ["B5", "R5", "R9"], 2: ["R10"], 3: ["RJ"]}, "G1", "Q07")
    state = _play(state, ["quest Q07A", "play R9", "play R10", "play RJ"])
    assert _choice(state) == "play R3"


def test_with_goblin_infestation_it_throws_a_high_red_card_on_another_seats_trick() -> None:
    # P1 leads BA, which nothing can beat; P0, void in blue, throws away RK or RQ.
    hands = {
        0: ["RK", "RQ", "G2", "G3", "G4", "G6", "G7", "G8", "R2", "R3"],
        1: ["B5", "R5", "BA"],
        2: ["B2"],
        3: ["B3"],
    }
    state = _deal(hands, "G1", "Q07")
    state = _play(state, ["quest Q07A", "play BA", "play B2", "play B3"])
    assert _choice(state) in ("play RK", "play RQ")


def test_it_does_not_win_the_shamans_trick() -> None:
    # Q12A (+1 per trick won), but the Shaman gives -3 to its trick's winner.
    hands = {0: ["R11a", "R2"], 1: ["B5", "R5", "R8"], 2: ["R9"], 3: ["R10"]}
    state = _deal(hands, "R11a", "Q12")
    state = _play(state, ["quest Q12A", "play R8", "play R9", "play R10"])
    assert _choice(state) == "play R2"


def test_it_wins_the_goldsmiths_trick() -> None:
    # The Dwarf Goldsmith (green 11) gives +4 to its trick's winner: P0 takes it with GQ.
    hands = {0: ["GQ", "G2"], 1: ["B5", "R5", "G11b"], 2: ["G9"], 3: ["G10"]}
    state = _deal(hands, "G11b", "Q12")
    state = _play(state, ["quest Q12A", "play G11b", "play G9", "play G10"])
    assert _choice(state) == "play GQ"


def test_it_chooses_the_quest_face_that_suits_its_hand() -> None:
    # P0 holds the blue 5 and the three aces: +3 per ace (Q14A) beats -3 per ace (Q14B).
    state = _deal({0: ["B5", "BA", "GA", "RA", "BK", "GK"], 1: ["R5"]}, "G1", "Q14")
    assert _choice(state) == "quest Q14A"
    # With low cards only, it avoids the face that gives points per trick won.
    state = _deal({0: ["B5", "B2", "B3", "G2", "G3", "G4", "R2", "R3", "R4", "B4"]}, "G1", "Q12")
    assert _choice(state) == "quest Q12B"


def test_the_goblin_ninja_looks_at_the_leader_in_totals() -> None:
    # Random seats up to a Goblin Ninja look (seed 11: deal 5, totals 1, -6, -7, -3).
    match = Match("roi_des_nains", 4, ["random"] * 4, seed=11)
    while True:
        state = match.state
        assert not state.is_over
        seat = state.to_move[0]
        if seat != CHANCE and str(state.legal_actions(seat)[0]).startswith("spy "):
            break
        match.step()
    assert isinstance(state, State)
    view = state.view(seat)
    best = max(view.totals[p] for p in range(4) if p != seat)
    spied = int(_choice(state, seat).split()[1][1:])
    assert [view.totals[p] for p in range(4) if p != seat].count(best) == 1  # not a tie
    assert view.totals[spied] == best


def test_its_scoring_matches_the_engine_on_random_games() -> None:
    faces = {f.id: f for f in catalogue().faces}
    for seed in range(12):
        n = 3 + seed % 3
        match = Match("roi_des_nains", n, ["random"] * n, seed=seed)
        match.run()
        view = match.state.view(0)
        assert isinstance(view, roi_des_nains.View)
        deal = -1
        tricks: list[tuple[int, int, list[str], str]] = []
        current: list[tuple[int, str]] = []
        for event in view.events:
            words = event.text.split()
            if event.actor == "chance" and words[0] == "special":
                deal += 1
                tricks = []
            elif event.actor.startswith("P") and words[0] == "play":
                current.append((int(event.actor[1:]), words[1]))
            elif event.actor == "table" and words[0] == "win":
                winner = int(words[1][1:])
                by_seat = dict(current)
                troll = "M5" in by_seat.values()
                won_by = (winner - 1) % n if troll else winner
                tricks.append((current[0][0], winner, [c for _, c in current], by_seat[won_by]))
                current = []
            elif event.actor == "table" and words[0] == "score" and words[1] == "P0":
                summary = view.deals[deal]
                face = faces[summary.quest]
                points = score_face(face, n, view.num_tricks, tricks)
                assert tuple(points) == summary.quest_points, (seed, summary.quest)


@pytest.mark.parametrize(("num_players", "games", "minimum"), [(4, 100, 0.5)])
def test_heuristic_wins_clearly_more_than_its_share_against_random(
    num_players: int, games: int, minimum: float
) -> None:
    wins = 0.0
    for seed in range(games):
        seat = seed % num_players
        seats = ["random"] * num_players
        seats[seat] = "heuristic"
        result = Match("roi_des_nains", num_players, seats, seed=seed).run().result
        assert result is not None
        if seat in result["winners"]:
            wins += 1 / len(result["winners"])
    # A fair share is 1/4; the bot wins about 80% (measured over 2000 games).
    assert wins / games > minimum
