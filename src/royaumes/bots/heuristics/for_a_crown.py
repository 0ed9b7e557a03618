"""A heuristic bot for For a Crown: recruits by value for cost, keeps its Rubies, hits the leader.

Every Mercenary fires once per remaining round (spec §1: cards are never
discarded), so a card is worth roughly its symbols' value times the rounds
left, minus its cost. The bot:

- recruits the best value for cost (ties: the higher level), never a card
  whose cost would leave it with no Ruby;
- pays with Coins first, keeping its Rubies (they score; Coins do not);
- aims HITs and BANDITs at the strongest rival, judged from public
  information (influence, Heirloom sold, Bandits);
- moves its own Portrait right when it can (influence: recruiting first,
  the final +1 Ruby, no Scandal loss), else a rival's left;
- bribes its Bandits away when it holds the most of them (a Burglary costs
  the most-Bandit families 2 Rubies, and the final count 1);
- rolls for the Mercenary Mages when it can pay with a Coin.

It reads only its view and the legal actions (DESIGN.md, "Bots").
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from royaumes.bots.base import SeatView
from royaumes.game import Action, Game, Seat
from royaumes.games.for_a_crown import rules
from royaumes.games.for_a_crown.rules import ActionKind

__all__ = ["ForACrownBot", "make", "projected_scores", "rollout_action"]

# Rough worth of one symbol, in Rubies of lead over the others (tuned by
# simulation against random bots): a Ruby is 1; a HIT takes 1 from a rival;
# a Bandit on a rival may cost them 2 at a Burglary; a Coin pays for recruits.
_SYMBOL_VALUE: Final = {
    rules.RUBY: 1.0,
    rules.COIN: 0.6,
    rules.BANDIT: 0.5,
    rules.HIT: 0.7,
    rules.MOVE: 0.35,
    rules.DIE: 0.6,
}


class ForACrownBot:
    """The For a Crown heuristic bot (see the module docstring).

    Args:
        seat: the seat it plays.
        rng: its own random stream, for ties.
    """

    name = "heuristic"

    def __init__(self, seat: Seat, rng: random.Random) -> None:
        self.seat = seat
        self._rng = rng

    def act(self, seat_view: SeatView, legal_actions: tuple[Action, ...]) -> Action:
        """The chosen legal action."""
        if len(legal_actions) == 1 or not isinstance(view := seat_view(), rules.View):
            return legal_actions[0]
        scored = [(self._score(view, a), self._rng.random(), a) for a in legal_actions]
        return max(scored)[2]

    # -- scoring each kind of decision --------------------------------------------

    def _score(self, view: rules.View | _Board, action: Action) -> float:
        assert isinstance(action, rules.Action)
        kind = action.kind
        if kind in (ActionKind.RECRUIT, ActionKind.RECRUIT_DECK, ActionKind.SKIP):
            return self._recruit_value(view, action)
        if kind is ActionKind.PAY:
            coins, rubies = rules._PAYMENTS[action.arg]
            return coins - rubies
        if kind is ActionKind.CHOOSE:
            return self._symbol_value(view, action.arg)
        if kind is ActionKind.NEXT:
            return self._symbol_value(view, action.arg)
        if kind in (ActionKind.BANDIT, ActionKind.HIT):
            return self._threat(view, action.arg)
        if kind is ActionKind.MOVE:
            who, direction = divmod(action.arg, 2)
            if who == self.seat:
                return 2.0 if direction == 1 else -2.0
            return self._threat(view, who) * (1 if direction == 0 else -1)
        if kind is ActionKind.BRIBE:
            return self._bribe_value(view, action.arg)
        if kind is ActionKind.MAGES_ROLL:
            chest = view.chests[self.seat]
            return 1.0 if chest is not None and chest.coins >= 1 else -1.0
        return 0.0  # MAGES_PASS and anything else

    def _rounds_left(self, view: rules.View | _Board) -> int:
        return 4 - view.round + 1

    def _recruit_value(self, view: rules.View | _Board, action: rules.Action) -> float:
        cat = rules.catalogue()
        chest = view.chests[self.seat]
        wealth = 0 if chest is None else chest.coins + chest.rubies
        if action.kind is rules.ActionKind.SKIP:
            return 0.0
        if action.kind is rules.ActionKind.RECRUIT_DECK:
            level = action.arg
            cards = [m for m in cat.mercenaries if m.level == level]
            worth = sum(_card_worth(m) for m in cards) / len(cards)
        else:
            merc = cat.mercenaries[action.arg]
            level = merc.level
            worth = _card_worth(merc)
        cost = view.costs[level - 1] or 0
        coins = 0 if chest is None else chest.coins
        ruby_cost = max(0, cost - coins)
        if chest is not None and ruby_cost >= chest.rubies and cost > 0:
            return -5.0  # never spend the last Ruby: the next loss sells the Heirloom
        del wealth
        return worth * self._rounds_left(view) - 0.6 * min(cost, coins) - 1.0 * ruby_cost

    def _symbol_value(self, view: rules.View | _Board, symbol: int) -> float:
        if symbol == rules.MOVE:
            gallery = view.gallery
            mine = gallery[self.seat]
            return 0.8 if mine and mine < max(gallery) else _SYMBOL_VALUE[symbol]
        return _SYMBOL_VALUE[symbol]

    def _threat(self, view: rules.View | _Board, seat: int) -> float:
        """How much a rival seems to lead, from public information."""
        if seat == self.seat:
            return -10.0
        influence = view.influence
        rank = influence.index(seat) if seat in influence else len(influence)
        heirloom = 0.0 if view.heirloom_sold[seat] else 3.0
        return heirloom + (len(influence) - rank) + 0.5 * view.bandits[seat]

    def _bribe_value(self, view: rules.View | _Board, k: int) -> float:
        mine = view.bandits[self.seat]
        others = [view.bandits[p] for p in view.influence if p != self.seat]
        top_other = max(others, default=0)
        if mine < top_other or mine == 0:
            return -k  # not the Burglary's target: keep the tokens
        enough = mine - max(top_other - 1, 0)  # drop strictly below the others
        return -abs(k - enough) - 0.1 * k


_COIN_WORTH: Final = 0.5  # a Coin in the chest: it pays for recruits (a Ruby otherwise)


def projected_scores(state: rules.State) -> tuple[float, ...] | None:
    """For search (:mod:`royaumes.bots.ismcts`): at a round's end
    (:meth:`rules.State.interim_scores`), each family's score so far plus what its
    Mercenaries should still bring, once in each round left (spec §1: they are never
    discarded), at the symbol values this bot recruits by, and its Coins; ``None``
    elsewhere. With the chest alone, a search sees a recruit's cost and one round of its
    income, so it stops recruiting. Read on a determinisation, never the real state."""
    scores = state.interim_scores()
    if scores is None:
        return None
    left = rules.catalogue().rounds - state.round
    return tuple(
        score
        + left * sum(_card_worth(m) for m in state.mercenaries_of(p))
        + _COIN_WORTH * state.coins(p)
        for p, score in enumerate(scores)
    )


def rollout_action(
    state: rules.State, seat: Seat, legal_ids: tuple[int, ...], randrange: Callable[[int], int]
) -> int:
    """For search (:mod:`royaumes.bots.ismcts`): a playout's move for ``seat`` among
    ``legal_ids`` (ascending): this bot's choice, judged from what the seat's view
    would show of the determinisation (:class:`_Board`, built without the view's
    history), ties drawn with ``randrange``."""
    if len(legal_ids) == 1:
        return legal_ids[0]
    bot = _ROLLOUT_BOTS[seat]
    board = _Board.of(state, seat)
    table = rules._table().actions  # the engine's actions by dense id
    best: list[int] = []
    top = -1e9
    for i in legal_ids:
        score = bot._score(board, table[i])
        if score > top:
            top, best = score, [i]
        elif score == top:
            best.append(i)
    return best[0] if len(best) == 1 else best[randrange(len(best))]


@dataclass(frozen=True, slots=True)
class _Board:
    """What this bot reads of a view (its own chest, the public rest), taken straight
    from a state in a playout: a seat's view would also build its history."""

    seat: Seat
    num_players: int
    round: int
    gallery: tuple[int, ...]
    bandits: tuple[int, ...]
    heirloom_sold: tuple[bool, ...]
    chests: tuple[rules.Chest | None, ...]
    costs: tuple[int | None, ...]

    @classmethod
    def of(cls, state: rules.State, seat: Seat) -> _Board:
        n = state.num_players
        chests: list[rules.Chest | None] = [None] * n
        chests[seat] = state.chest(seat)
        return cls(
            seat, n, state.round, state.gallery, state.bandits, state.heirloom_sold,
            tuple(chests), state.costs,
        )  # fmt: skip

    @property
    def influence(self) -> tuple[Seat, ...]:
        """As :attr:`rules.View.influence`."""
        gallery = self.gallery
        return tuple(
            sorted((p for p in range(self.num_players) if gallery[p]), key=lambda p: -gallery[p])
        )


_ROLLOUT_BOTS: Final = tuple(ForACrownBot(p, random.Random(0)) for p in range(8))
"""One scorer per seat for the playouts (``_score`` draws nothing)."""


def _card_worth(merc: rules.Mercenary) -> float:
    """A Mercenary's worth each time it is turned over: its symbols' values (the best
    one for a level-1 card, whose owner picks)."""
    values = [_SYMBOL_VALUE[s] for s in merc.symbols]
    return max(values) if merc.choice else sum(values)


def make(game: Game, seat: Seat, rng: random.Random) -> ForACrownBot:
    """The heuristic bot for ``seat`` (the bot registry's factory)."""
    return ForACrownBot(seat, rng)
