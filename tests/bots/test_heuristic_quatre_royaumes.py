"""The Les 4 Royaumes heuristic bot: legal, sensible, and clearly stronger than random."""

from __future__ import annotations

import pytest

from royaumes import CHANCE, Match
from royaumes.bots import make_bot
from royaumes.games import quatre_royaumes
from royaumes.games.quatre_royaumes import State
from royaumes.seeding import stream

GAME = quatre_royaumes.GAME


def _deal(state: State, missions: list[str]) -> State:
    for text in missions:
        state = state.apply(CHANCE, GAME.parse_action(f"mission {text}"))
    return state


def _play(state: State, cards: list[str]) -> State:
    for card in cards:
        state = state.apply(state.to_move[0], GAME.parse_action(f"play {card}"))
    return state


@pytest.mark.parametrize("num_players", [2, 3, 4, 5])
def test_heuristic_bots_play_whole_games_legally(num_players: int) -> None:
    for seed in range(5):
        record = Match("quatre_royaumes", num_players, ["heuristic"] * num_players, seed=seed)
        assert record.run().result is not None


def test_last_to_play_takes_a_trick_of_its_mission_suit() -> None:
    # 3 players; P2 (mission hearts) is last in the trick after P0 leads 1H.
    state = _deal(GAME.new_state(3), ["K-S", "K-C", "K-H"])
    state = _play(state, ["1H", "3S"])
    bot = make_bot("heuristic", GAME, 2, stream(0, "seat/2"))
    choice = bot.act(lambda: state.view(2), state.legal_actions(2))
    assert str(choice) in ("play 5H", "play 6H")


def test_holding_its_mission_it_renounces_a_trick_of_the_other_colour() -> None:
    # P2 (mission hearts) wins trick 1 with 5H; P0 wins trick 2. In trick 3 a
    # spade would replace P2's heart as its scoring card (+2 -> -1): renounce.
    state = _deal(GAME.new_state(3), ["K-H", "K-C", "Q-H"])
    state = _play(state, ["1H", "3S", "5H", "5S", "1S", "3C", "2S", "4H"])
    me = state.view(2).me
    assert me is not None
    assert me.visible == "5H"
    bot = make_bot("heuristic", GAME, 2, stream(0, "seat/2"))
    choice = bot.act(lambda: state.view(2), state.legal_actions(2))
    assert str(choice) != "play 6S"


@pytest.mark.parametrize(("num_players", "games", "minimum"), [(2, 120, 0.75), (4, 150, 0.4)])
def test_heuristic_wins_clearly_more_than_its_share_against_random(
    num_players: int, games: int, minimum: float
) -> None:
    wins = 0
    for seed in range(games):
        seats = ["heuristic"] + ["random"] * (num_players - 1)
        result = Match("quatre_royaumes", num_players, seats, seed=seed).run().result
        assert result is not None
        wins += 0 in result["winners"]
    assert wins / games > minimum
