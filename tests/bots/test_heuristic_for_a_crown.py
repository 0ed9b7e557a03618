"""The For a Crown heuristic bot: legal, sensible, and clearly stronger than random."""

from __future__ import annotations

import pytest

from royaumes import Match
from royaumes.bots import make_bot
from royaumes.games.for_a_crown import GAME, rules
from royaumes.seeding import stream


@pytest.mark.parametrize("num_players", [3, 4, 5])
def test_heuristic_bots_play_whole_games_legally(num_players: int) -> None:
    for seed in range(4):
        match = Match(GAME, num_players, ["heuristic"] * num_players, seed=seed)
        assert match.run().result is not None


def test_it_pays_with_coins_first() -> None:
    state = GAME.new_state(3)
    for text in ("gallery P0", "gallery P1", "gallery P2"):
        state = state.apply(-1, GAME.parse_action(text))
    while state.to_move == (-1,):
        state = state.apply(-1, state.legal_actions(-1)[0])
    # P0 (3 Coins, 10 Rubies) recruits a level-2 card costing 3.
    level2 = next(a for a in state.legal_actions(0) if a.kind is rules.ActionKind.RECRUIT_DECK)
    state = state.apply(0, level2)
    bot = make_bot("heuristic", GAME, 0, stream(0, "seat/0"))
    choice = bot.act(lambda: state.view(0), state.legal_actions(0))
    assert str(choice) == "pay 3c0r"


def test_heuristic_wins_clearly_more_than_its_share_against_random() -> None:
    wins = 0
    games = 80
    for seed in range(games):
        seats = ["heuristic", "random", "random", "random"]
        result = Match(GAME, 4, seats, seed=seed).run().result
        assert result is not None
        wins += 0 in result["winners"]
    assert wins / games > 0.5  # a fair share is 25%
