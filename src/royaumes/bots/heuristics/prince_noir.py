"""A heuristic bot for Les Chevauchées du Prince Noir.

For every legal placement the bot estimates

- the **stake** of the castle: how much the final-score difference (castles +
  largest group, spec §6) moves if the castle flips, with a large bonus for
  the 8-castle victory. A castle whose loss would split the bot's largest
  group, or whose capture would split the opponent's or join two of the
  bot's runs, has a large stake, so it defends and attacks there;
- the **chance** that the combat goes its way (§5): the opponent's group is
  modelled from the public card counts, its deck minus its side of the
  common discard (every face-up card it ever played). Once the opponent's
  group at that castle is placed its size is public, so an attack of ``n``
  cards is one main card (drawn in proportion to the mains left) plus
  ``n - 1`` pillages, and a defence of ``k`` cards holds a hypergeometric
  number of pillages. Before that, a fixed prior over sizes is used, cut
  at the cards the opponent can still place;
- the **cost** of the cards spent: a card kept scores 1 at the end, so the
  cost of a card grows as the bot's draw pile runs out (cards are kept for
  the final score late in the game). A Siège costs a little more than a Raid,
  and a defence before its own attack must leave a main card.

The estimate is ``chance * stake - cost``; the bot picks the best, with a
little random noise, and sometimes pads an attack with one pillage, so that
the number of cards does not tell its strength.

The resolution order (§4.1 step 4) is chosen by looking ahead: the bot
samples states consistent with its view (``game.sample_state``), applies both
orders with the engine itself and keeps the order whose boards are better on
average (exact once the groups are revealed).

It reads only its view and the legal actions (DESIGN.md, "Bots").
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from typing import Final

from royaumes.bots.base import SeatView
from royaumes.errors import ConfigError
from royaumes.game import Action, Game, Seat
from royaumes.games.prince_noir import rules

__all__ = ["PrinceNoirBot", "make"]

_WIN: Final = 30.0  # stake bonus of holding all 8 castles
# Priors over the size of a group the opponent has not placed yet (§4.1).
_ATTACK_SIZES: Final = ((1, 0.45), (2, 0.3), (3, 0.15), (4, 0.1))
_DEFENCE_SIZES: Final = ((1, 0.3), (2, 0.35), (3, 0.2), (4, 0.1), (5, 0.05))
_TYPE_COST: Final = {"Sg": 0.25, "Ch": 0.15, "Rd": 0.05, "Pl": 0.1}
_NO_MAIN_PENALTY: Final = 2.0  # defending first with the last main card
_NOISE: Final = 0.08
_PAD: Final = 0.25  # chance of padding an attack with one more pillage
_SAMPLES: Final = 8  # sampled states for the resolution order


def _bonus(table: Sequence[int], n: int) -> int:
    return table[min(n, len(table) - 1)]


_chain: Final = rules.chain_bonus  # §5, the engine's own reckoning


def _largest(board: str, side: str) -> int:
    best = run = 0
    for owner in board:
        run = run + 1 if owner == side else 0
        best = max(best, run)
    return best


def _metric(board: str, me: str, opp: str) -> float:
    """The final-score difference the board gives (§6), with the 8-castle victory."""
    value = float(board.count(me) + _largest(board, me) - board.count(opp) - _largest(board, opp))
    if board.count(me) == len(board):
        value += _WIN
    if board.count(opp) == len(board):
        value -= _WIN
    return value


def _flip(board: str, castle: int, side: str) -> str:
    return board[:castle] + side + board[castle + 1 :]


def _capped(sizes: Sequence[tuple[int, float]], cap: int) -> Sequence[tuple[int, float]]:
    """The prior over group sizes, without the sizes above ``cap`` cards."""
    kept = [(n, w) for n, w in sizes if n <= cap]
    return kept or [(max(1, cap), 1.0)]


def _order_matters(board: str, x: int, y: int) -> bool:
    """Whether a flip at one castle can change the runs at the other (§5)."""
    low, high = min(x, y), max(x, y)
    return len(set(board[low + 1 : high])) <= 1


def _comb(n: int, k: int) -> int:
    return math.comb(n, k) if 0 <= k <= n else 0


class PrinceNoirBot:
    """Places the group with the best estimate (see the module docstring).

    Args:
        game: the game (used to sample states for the resolution order).
        seat: the seat it plays.
        rng: its own random stream.
    """

    name = "heuristic"

    def __init__(self, game: Game, seat: Seat, rng: random.Random) -> None:
        self.game = game
        self.seat = seat
        self._rng = rng

    # -- entry point --------------------------------------------------------------

    def act(self, seat_view: SeatView, legal_actions: tuple[Action, ...]) -> Action:
        """The legal action with the best estimate."""
        if (
            len(legal_actions) == 1
            or not isinstance(view := seat_view(), rules.View)
            or view.sides is None
        ):
            return legal_actions[0]
        actions = [a for a in legal_actions if isinstance(a, rules.Action)]
        if len(actions) != len(legal_actions):
            return legal_actions[self._rng.randrange(len(legal_actions))]
        if view.phase is rules.Phase.ORDER:
            return self._order(view, actions)
        return self._place(view, actions)

    # -- placements -----------------------------------------------------------------

    def _place(self, view: rules.View, actions: list[rules.Action]) -> rules.Action:
        cat = rules.catalogue()
        assert view.sides is not None
        me = view.sides[self.seat]
        opp = "F" if me == "E" else "E"
        mode = str(view.options.get("chain_mode", "per_side_sum"))
        pool = self._opponent_pool(view, opp)
        lam = self._card_cost(view)
        placed = {p.castle - 1: p for p in view.placements}
        # Will this seat still attack later this turn, after this placement?
        attack_later = view.phase in (rules.Phase.OPEN_X, rules.Phase.ANSWER_X)
        hand = [0] * len(cat.cards)
        for card in view.hand or ():
            hand[next(c.index for c in cat.cards if c.id == card)] += 1
        base = _metric(view.board, me, opp)
        # The most cards the opponent can put in a group it has not placed yet (§4.1).
        their_hand = view.hand_sizes[1 - self.seat]
        cap = their_hand - 1 if view.phase is rules.Phase.OPEN_X else their_hand
        scored: list[tuple[float, rules.Action]] = []
        for action in actions:
            castle, group = action.castle, action.group
            theirs = placed.get(castle)
            known = theirs.size if theirs is not None and theirs.side == opp else None
            if action.kind is rules.ActionKind.ATTACK:
                stake = _metric(_flip(view.board, castle, me), me, opp) - base
                attack = self._attack_value(group) + _chain(view.board, castle, me, mode)
                chance = self._p_beats(
                    attack, _chain(view.board, castle, opp, mode), pool, known, cap
                )
                role_later_attack = False
            else:
                stake = base - _metric(_flip(view.board, castle, opp), me, opp)
                defence = self._defence_value(group) + _chain(view.board, castle, me, mode)
                chance = self._p_holds(
                    defence, _chain(view.board, castle, opp, mode), pool, known, cap
                )
                role_later_attack = attack_later
            cost = sum(
                k * (lam + _TYPE_COST.get(cat.cards[t].id, 0.1)) for t, k in enumerate(group)
            )
            estimate = chance * stake - cost
            if role_later_attack:
                left = [h - g for h, g in zip(hand, group, strict=True)]
                if not any(left[c.index] for c in cat.cards if c.main):
                    estimate -= _NO_MAIN_PENALTY
            estimate += self._rng.gauss(0.0, _NOISE)
            scored.append((estimate, action))
        best = max(scored, key=lambda x: x[0])[1]
        return self._pad(best, actions, lam)

    def _pad(self, best: rules.Action, actions: list[rules.Action], lam: float) -> rules.Action:
        """Sometimes add one pillage to an attack, so its size tells less (bluff)."""
        if best.kind is not rules.ActionKind.ATTACK or lam > 0.7 or self._rng.random() > _PAD:
            return best
        pl = rules.catalogue().pillage
        wanted = tuple(k + (t == pl) for t, k in enumerate(best.group))
        for action in actions:
            if action.kind is best.kind and action.castle == best.castle and action.group == wanted:
                return action
        return best

    @staticmethod
    def _attack_value(group: Sequence[int]) -> int:
        cards = rules.catalogue().cards
        return sum(cards[t].value * k for t, k in enumerate(group))

    @staticmethod
    def _defence_value(group: Sequence[int]) -> int:
        cat = rules.catalogue()
        return sum(group) + _bonus(cat.pillage_bonus, group[cat.pillage])

    def _card_cost(self, view: rules.View) -> float:
        """What one card spent costs: more as the bot's draw pile runs out."""
        pile = view.pile_sizes[self.seat]
        size = view.options.get("hand_size", 6)
        deck = sum(c.copies for c in rules.catalogue().cards) - (
            size if isinstance(size, int) else 6
        )
        return 0.3 + 0.7 * (1 - pile / max(1, deck))

    @staticmethod
    def _opponent_pool(view: rules.View, opp: str) -> list[int]:
        """The opponent's unseen cards (hand and pile together) per type."""
        cards = rules.catalogue().cards
        played = view.discard.get(opp, {})
        return [max(0, c.copies - played.get(c.id, 0)) for c in cards]

    # -- the opponent's groups --------------------------------------------------------

    def _defence_dist(self, pool: list[int], sizes: Iterable[tuple[int, float]]
                      ) -> dict[int, float]:  # fmt: skip
        """The opponent's defence value (chain excluded) as a distribution."""
        cat = rules.catalogue()
        total = sum(pool)
        pls = pool[cat.pillage]
        out: dict[int, float] = {}
        for size, weight in sizes:
            denom = _comb(total, size)
            if denom == 0:
                out[size] = out.get(size, 0.0) + weight
                continue
            for k in range(size + 1):
                p = _comb(pls, k) * _comb(total - pls, size - k) / denom
                if p:
                    value = size + _bonus(cat.pillage_bonus, k)
                    out[value] = out.get(value, 0.0) + weight * p
        return out

    def _attack_dist(self, pool: list[int], sizes: Iterable[tuple[int, float]]
                     ) -> dict[int, float]:  # fmt: skip
        """The opponent's attack value (chain excluded) as a distribution."""
        cards = rules.catalogue().cards
        mains = [(c.value, pool[c.index]) for c in cards if c.main and pool[c.index]]
        total = sum(k for _, k in mains)
        out: dict[int, float] = {}
        for size, weight in sizes:
            if not total:
                out[size] = out.get(size, 0.0) + weight
                continue
            for value, k in mains:
                v = value + size - 1
                out[v] = out.get(v, 0.0) + weight * k / total
        return out

    def _p_beats(self, attack: int, their_chain: int, pool: list[int], known: int | None,
                 cap: int) -> float:  # fmt: skip
        sizes = _capped(_DEFENCE_SIZES, cap) if known is None else ((known, 1.0),)
        dist = self._defence_dist(pool, sizes)
        total = sum(dist.values())
        return sum(p for v, p in dist.items() if attack > v + their_chain) / total

    def _p_holds(self, defence: int, their_chain: int, pool: list[int], known: int | None,
                 cap: int) -> float:  # fmt: skip
        sizes = _capped(_ATTACK_SIZES, cap) if known is None else ((known, 1.0),)
        dist = self._attack_dist(pool, sizes)
        total = sum(dist.values())
        return sum(p for v, p in dist.items() if v + their_chain <= defence) / total

    # -- the resolution order -------------------------------------------------------------

    def _order(self, view: rules.View, actions: list[rules.Action]) -> rules.Action:
        """Both orders played by the engine on sampled states; the better average board."""
        assert view.sides is not None
        me = view.sides[self.seat]
        opp = "F" if me == "E" else "E"
        x, y = divmod(actions[0].arg, 8) if actions[0].kind is rules.ActionKind.ORDER else (0, 0)
        if not _order_matters(view.board, x, y):
            return actions[self._rng.randrange(len(actions))]
        hidden = any(p.cards is None for p in view.placements)
        samples = _SAMPLES if hidden else 1
        totals = [0.0] * len(actions)
        for _ in range(samples):
            try:
                state = self.game.sample_state(view, self._rng)
            except ConfigError:  # a failed sample only weakens the estimate
                continue
            for i, action in enumerate(actions):
                after = state.apply(self.seat, action)
                assert isinstance(after, rules.State)
                totals[i] += _metric(after.board_text(), me, opp)
        best = max(totals)
        choices = [a for a, t in zip(actions, totals, strict=True) if t >= best - 1e-9]
        return choices[self._rng.randrange(len(choices))]


def make(game: Game, seat: Seat, rng: random.Random) -> PrinceNoirBot:
    """The heuristic bot for ``seat`` (the bot registry's factory)."""
    return PrinceNoirBot(game, seat, rng)
