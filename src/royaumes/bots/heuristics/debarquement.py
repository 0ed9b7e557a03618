"""A heuristic bot for Débarquement: stay clear of the 5th card, keep hauls single-colour.

Lowest total wins, so the bot mostly avoids captures, and takes the ones that
pay: a boat worth 0 (orange), or one that keeps its haul single-colour (a
negative deal score, spec §3.7). Every decision is a one-turn look-ahead with
the engine's own placement rule (:func:`rules.place`) and scores
(:func:`rules.deal_score`, :func:`rules.boat_value`):

- **Selecting a card.** The others' cards are unknown, so the bot draws them
  a few times from the cards it has not seen this deal (not in its hand, not
  placed since the deal began), plays out the turn in ascending order for
  each of its candidate cards, and averages the cost. A neutral card of its
  own is tried in both boats and the better one kept (it is chosen when
  placed, with the boats in sight), or in its predeclared boat. The others
  put a neutral card where it does not complete a boat, else by the §3.8
  default.
- **Choosing a neutral card's boat** (``place C norman|english``). The rest of
  the turn is known (the revealed cards), so the bot plays it out for both
  boats, the others' neutral cards by the same rule.

The cost of an outcome is the change in the bot's deal score, with a negative
(single-colour) score counted only in part early in the deal, since a later
forced capture may break it; minus a fraction of what the others capture
(the game is won on totals); plus a look-ahead term on the boats left on the
table: each boat's value times the bot's share of the cards still to go to
it. So an orange card goes to a boat the bot is likely to take (zeroing it),
and a green card to a boat the others are likely to take. Among equally safe
cards the bot plays its highest and keeps low cards, which cover instead of
adding a visible card (§3.4) and are its escape later. Under
``revisable_selection`` a seat asked again must change its choice: it takes
its next best.

It reads only its view and the legal actions (DESIGN.md, "Bots"), and draws
randomness only from its own stream. Against random bots it wins 86.2% of
3-player games (95% Wilson interval 84.6–87.6%) and 55.0% of 6-player games
(52.8–57.2%), 2000 games each, ``royaumes simulate`` seed 2024, seat 0; a
3-player game with it takes a few tenths of a second.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from royaumes.bots.base import SeatView
from royaumes.game import Action, Game, Seat
from royaumes.games.debarquement import rules
from royaumes.games.deux_rois.characters import characters

__all__ = ["DebarquementBot", "make"]

_NUM_CARDS: Final = 50
_CAPACITY: Final = 5  # visible cards that complete a boat (spec §3.5)
_SAMPLES: Final = 24  # draws of the others' cards per selection
_OTHERS: Final = 0.5  # weight of the others' captured points (shared over them)
_LOOKAHEAD: Final = 0.6  # weight of the boats left on the table
_KEEP: Final = 0.01  # per card number: prefer playing high, keeping low cards
_NOISE: Final = 0.02

_Boat = tuple[tuple[int, ...], ...]


_FORCED: Final = (None,) + tuple(
    0 if c.colour == "red" else 1 if c.colour == "blue" else None for c in characters()
)
"""Per card number: the boat a red or blue card must go to (0 Norman, 1 English), else None."""


def _forced_boat(card: int) -> int | None:
    """The boat a red or blue card must go to (0 Norman, 1 English); None if neutral."""
    return _FORCED[card]


def _fit(cards: Sequence[int], boat: int) -> float:
    """How many of ``cards`` go to ``boat``: a neutral card counts a half."""
    return sum(1.0 if _FORCED[c] == boat else 0.5 if _FORCED[c] is None else 0.0 for c in cards)


def _cards_of(boat: _Boat) -> tuple[int, ...]:
    return tuple(c for stack in boat for c in stack)


class _Outcome:
    """What one played-out turn gives: the boats after it and who captured what."""

    __slots__ = ("boats", "captures")

    def __init__(self, boats: list[_Boat], captures: list[tuple[Seat, tuple[int, ...]]]) -> None:
        self.boats = boats
        self.captures = captures


def _others_boat(boats: Sequence[_Boat], card: int) -> int:
    """Another seat's neutral card: where it does not complete a boat, else the §3.8 default."""
    completes = [len(rules.place(b, card)) == _CAPACITY for b in boats]
    if completes[0] != completes[1]:
        return 0 if completes[1] else 1
    return 1 if len(boats[1]) < len(boats[0]) else 0


def _play_turn(
    boats: Sequence[_Boat], plays: Sequence[tuple[int, Seat, int | None]], end_of_turn: bool
) -> _Outcome:
    """Place ``plays`` (card, owner, boat or None) in ascending order (spec §3.3–§3.5)."""
    now = list(boats)
    captures: list[tuple[Seat, tuple[int, ...]]] = []
    reached: list[Seat | None] = [None, None]
    for card, owner, chosen in sorted(plays):
        boat = _forced_boat(card)
        if boat is None:
            boat = chosen if chosen is not None else _others_boat(now, card)
        now[boat] = rules.place(now[boat], card)
        if len(now[boat]) == _CAPACITY:
            if not end_of_turn:
                captures.append((owner, _cards_of(now[boat])))
                now[boat] = ()
            elif reached[boat] is None:
                reached[boat] = owner
    for index, taker in enumerate(reached):
        if taker is not None:
            captures.append((taker, _cards_of(now[index])))
            now[index] = ()
    return _Outcome(now, captures)


class DebarquementBot:
    """Chooses cards and boats by a one-turn look-ahead (see the module docstring).

    Args:
        seat: the seat it plays.
        rng: its own random stream.
    """

    name = "heuristic"

    def __init__(self, seat: Seat, rng: random.Random) -> None:
        self.seat = seat
        self._rng = rng

    # -- entry point ------------------------------------------------------------------

    def act(self, seat_view: SeatView, legal_actions: tuple[Action, ...]) -> Action:
        """The legal action with the lowest estimated cost."""
        if (
            len(legal_actions) == 1
            or not isinstance(view := seat_view(), rules.View)
            or view.hand is None
        ):
            return legal_actions[0]
        actions = [a for a in legal_actions if isinstance(a, rules.Action)]
        if len(actions) != len(legal_actions):
            return legal_actions[self._rng.randrange(len(legal_actions))]
        if view.phase is rules.Phase.PLACE:
            return self._place(view, actions)
        return self._select(view, actions)

    # -- options and costs ----------------------------------------------------------------

    def _score(self, view: rules.View, haul: Sequence[Sequence[int]]) -> float:
        """The deal score of ``haul``; a negative one counted in part early in the deal."""
        opts = view.options
        negate = opts.get("mono_scope", "deal") == "deal"
        score = rules.deal_score(
            haul,
            green_mode=str(opts.get("green_mode", "once")),
            mono_ignore=str(opts.get("mono_ignore", "grey")),
            negate=negate,
        )
        if score >= 0:
            return float(score)
        active = max(1, sum(1 for e in view.eliminated if not e))
        turns = max(1, _NUM_CARDS // active)
        progress = min(1.0, view.turn / turns)
        return score * (0.5 + 0.5 * progress)

    def _shares(self, view: rules.View, hand: Sequence[int], unseen: Sequence[int]
                ) -> tuple[float, float]:  # fmt: skip
        """Per boat: the bot's share of the cards still to go to it, minus a fair share."""
        active = max(2, sum(1 for e in view.eliminated if not e))
        others_cards = sum(
            n for p, n in enumerate(view.hand_sizes) if p != self.seat and not view.eliminated[p]
        )
        out = []
        for b in (0, 1):
            mine = _fit(hand, b)
            theirs = others_cards * _fit(unseen, b) / len(unseen) if unseen else 0.0
            share = mine / (mine + theirs) if mine + theirs > 0 else 1 / active
            out.append(share - 1 / active)
        return out[0], out[1]

    def _cost(self, view: rules.View, outcome: _Outcome, shares: tuple[float, float],
              before: float) -> float:  # fmt: skip
        """What ``outcome`` costs the bot (lower is better); ``before``: its score now."""
        green_mode = str(view.options.get("green_mode", "once"))
        mine: list[tuple[int, ...]] | None = None
        others = 0.0
        for owner, cards in outcome.captures:
            if owner == self.seat:
                mine = [*(view.captures[self.seat] or ()), cards]
            else:
                others += rules.boat_value(cards, green_mode)
        active = sum(1 for e in view.eliminated if not e)
        cost = -_OTHERS * others / max(1, active - 1)
        if mine is not None:
            cost += self._score(view, mine) - before
        for b, boat in enumerate(outcome.boats):
            if boat:
                value = rules.boat_value(_cards_of(boat), green_mode)
                cost += _LOOKAHEAD * value * shares[b] * len(boat) / (_CAPACITY - 1)
        return cost

    # -- what the bot knows ------------------------------------------------------------------

    @staticmethod
    def _placed_this_deal(view: rules.View) -> set[int]:
        """Every card placed since the deal began (all placements are public, §3.10)."""
        out: set[int] = set()
        for event in reversed(view.events):
            if event.kind == "new_deal":
                break
            if event.kind == "placed":
                out.add(int(event.params["card"]))
        return out

    @staticmethod
    def _predeclared(view: rules.View) -> dict[int, int]:
        """This turn's predeclared boats, card to boat, from the last reveal event."""
        for event in reversed(view.events):
            if event.kind == "reveal":
                p = event.params
                return {
                    int(card): rules.BOATS.index(boat)
                    for card, boat in zip(p["cards"], p["boats"], strict=True)
                    if boat in rules.BOATS
                }
        return {}

    # -- decisions --------------------------------------------------------------------------

    def _place(self, view: rules.View, actions: list[rules.Action]) -> rules.Action:
        """Play out the rest of the turn for each boat; the cheaper one."""
        assert view.placing is not None
        assert view.hand is not None
        card = view.placing[1]
        declared = self._predeclared(view)
        rest = [
            (c, s, declared.get(c)) for s, c in view.revealed if c > card
        ]  # the cards not placed yet (ascending order, §3.3)
        end_of_turn = view.options.get("capture_timing") == "end_of_turn"
        shares = self._shares(view, view.hand, self._unseen(view, ()))
        before = self._score(view, view.captures[self.seat] or ())
        scored = []
        for action in actions:
            outcome = _play_turn(view.boats, [(card, self.seat, action.boat), *rest], end_of_turn)
            cost = self._cost(view, outcome, shares, before)
            scored.append((cost + self._rng.gauss(0.0, _NOISE), action))
        return min(scored, key=lambda x: x[0])[1]

    def _unseen(self, view: rules.View, extra: Sequence[int]) -> list[int]:
        seen = self._placed_this_deal(view) | set(view.hand or ()) | set(extra)
        seen |= {c for _, c in view.revealed}
        return [c for c in range(1, _NUM_CARDS + 1) if c not in seen]

    def _select(self, view: rules.View, actions: list[rules.Action]) -> rules.Action:
        """Average each candidate's cost over draws of the others' cards."""
        assert view.hand is not None
        unseen = self._unseen(view, ())
        players = [
            p for p in range(view.num_players)
            if p != self.seat and view.hand_sizes[p] and not view.eliminated[p]
        ]  # fmt: skip
        end_of_turn = view.options.get("capture_timing") == "end_of_turn"
        predeclare = view.options.get("neutral_choice") == "predeclare"
        draws = [
            self._rng.sample(unseen, len(players)) if len(unseen) >= len(players) else []
            for _ in range(_SAMPLES)
        ]
        before = self._score(view, view.captures[self.seat] or ())
        totals: dict[rules.Action, float] = {}
        for action in actions:
            card = action.card
            shares = self._shares(view, [c for c in view.hand if c != card], unseen)
            if _forced_boat(card) is not None or predeclare:
                options: list[int | None] = [action.boat]
            else:
                options = [0, 1]  # chosen at placement, with the boats in sight
            total = 0.0
            for draw in draws:
                theirs = [(c, p, None) for c, p in zip(draw, players, strict=False)]
                total += min(
                    self._cost(
                        view,
                        _play_turn(view.boats, [(card, self.seat, boat), *theirs], end_of_turn),
                        shares, before,
                    )
                    for boat in options
                )  # fmt: skip
            totals[action] = total / max(1, len(draws)) - _KEEP * card
        return min(actions, key=lambda a: totals[a] + self._rng.gauss(0.0, _NOISE))


def make(game: Game, seat: Seat, rng: random.Random) -> DebarquementBot:
    """The heuristic bot for ``seat`` (the bot registry's factory)."""
    return DebarquementBot(seat, rng)
