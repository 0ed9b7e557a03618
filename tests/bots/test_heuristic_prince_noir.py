"""The Prince Noir heuristic bot: legal, sensible, and clearly stronger than random."""

from __future__ import annotations

import pytest

from royaumes import CHANCE, Match
from royaumes.bots import make_bot
from royaumes.games import prince_noir
from royaumes.games.prince_noir import State
from royaumes.seeding import stream

GAME = prince_noir.GAME


def _start(english: str, french: str, board: str) -> State:
    """Seat 0 English (P1 on turn 1), the two hands dealt, then ``board`` set up."""
    state = GAME.new_state(2, {"sides": "seat0_english"})
    for card in english.split() + french.split():
        state = state.apply(CHANCE, GAME.parse_action(f"draw {card}"))
    assert state.view(0).phase is prince_noir.Phase.OPEN_X
    # Position the castles as in the spec's examples; the bot reads only the view, and
    # no resolution order (which samples the history) is asked of it on this board.
    state.__dict__["_board"] = tuple("EF".index(ch) for ch in board)
    return state


def _play(state: State, texts: list[str]) -> State:
    for text in texts:
        state = state.apply(state.to_move[0], GAME.parse_action(text))
    return state


@pytest.mark.parametrize("seats", [["heuristic", "heuristic"], ["random", "heuristic"]])
def test_heuristic_bots_play_whole_games_legally(seats: list[str]) -> None:
    for seed in range(6):
        record = Match("prince_noir", 2, seats, seed=seed).run()
        assert record.result is not None


def test_e8_it_chooses_the_order_that_keeps_more_castles() -> None:
    # Two real turns lead to spec E8's board EEEEEFFF with E as P1; F (seat 1) orders,
    # and "order 2 6" leaves E 5 castles instead of 6.
    state = GAME.new_state(2, {"sides": "seat0_english"})
    turns = [
        "Sg Sg Rd Pl Pl Pl Sg Ch Pl Pl Pl Pl",  # the opening draws, English first
        "attack 2 Sg|defend 2 Pl|attack 7 Sg|defend 7 Pl|order 2 7",  # EEEFEFFF
        "Sg Ch Rd Rd",  # E then F refill
        "defend 4 Pl|attack 4 Sg|defend 1 Pl+Pl|attack 1 Rd|order 4 1",  # EEEEEFFF
        "Rd Pl Pl Sg Sg",
        "attack 6 Rd|defend 6 Pl|attack 2 Ch|defend 2 Pl",
    ]
    for i, line in enumerate(turns):
        if i % 2 == 0:
            for card in line.split():
                state = state.apply(CHANCE, GAME.parse_action(f"draw {card}"))
        else:
            state = _play(state, line.split("|"))
    assert state.board_text() == "EEEEEFFF"
    assert state.to_move == (1,)
    for seed in range(5):
        bot = make_bot("heuristic", GAME, 1, stream(seed, "seat/1"))
        choice = bot.act(lambda: state.view(1), state.legal_actions(1))
        assert str(choice) == "order 2 6"


def test_it_attacks_the_last_enemy_castle_when_its_chain_wins_the_game() -> None:
    # E holds 1-7: an attack at 8 gets the +5 chain bonus and takes every castle.
    state = _start("Sg Ch Rd Pl Pl Pl", "Sg Ch Rd Pl Pl Pl", "EEEEEEEF")
    for seed in range(5):
        bot = make_bot("heuristic", GAME, 0, stream(seed, "seat/0"))
        choice = bot.act(lambda: state.view(0), state.legal_actions(0))
        assert str(choice).startswith("attack 8 ")


def test_it_defends_the_castle_that_holds_its_largest_group_together() -> None:
    # E attacks 8; F defends it and attacks 4 with one card (worth at most 4). Losing 4
    # would split E's run 1-7, so E answers with at least 2 cards: 2 + chain 1 + 1 >= 4.
    state = _start("Sg Ch Rd Pl Pl Pl", "Sg Ch Rd Pl Pl Pl", "EEEEEEEF")
    state = _play(state, ["attack 8 Rd", "defend 8 Pl", "attack 4 Sg"])
    assert state.to_move == (0,)
    for seed in range(5):
        bot = make_bot("heuristic", GAME, 0, stream(seed, "seat/0"))
        choice = bot.act(lambda: state.view(0), state.legal_actions(0))
        assert isinstance(choice, prince_noir.Action)
        assert choice.castle == 3
        assert sum(choice.group) >= 2


def test_heuristic_wins_clearly_more_than_its_share_against_random() -> None:
    games, wins = 100, 0
    for seed in range(games):
        seats = ["heuristic", "random"] if seed % 2 else ["random", "heuristic"]
        me = seats.index("heuristic")
        result = Match("prince_noir", 2, seats, seed=seed).run().result
        assert result is not None
        wins += me in result["winners"]
    assert wins / games > 0.8
