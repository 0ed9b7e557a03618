"""A heuristic bot for Les 4 Royaumes that plays for its mission.

The round scores the led suit of the last trick a seat wins (spec §5.3):
+2 for the mission suit, 0 for its partner suit, -1 for the other colour or
no trick at all. For each legal card the bot estimates

- the chance of winning the trick with it: a seat after it in the trick
  takes hold if it plays the led suit; the bot reads every remaining hand
  from the view (rank pairs are public and every card is seen, spec §7), plays
  the automaton's fixed policy exactly (spec §4.3), and takes a human seat to
  follow with probability ``led-suit cards / cards in hand``;
- the round's value if the trick ended the round: ``value(led suit)`` if it
  wins, its current standing if not;
- a small bonus for the cards it keeps: mission-suit cards win good tricks
  later, other-colour cards are best thrown away on renounces.

It chooses the best estimate, ties broken by its own random stream. It reads
only its view and the legal actions (DESIGN.md, "Bots").
"""

from __future__ import annotations

import random
from typing import Final

from royaumes.bots.base import SeatView
from royaumes.game import Action, Game, Seat
from royaumes.games.quatre_royaumes import rules

__all__ = ["QuatreRoyaumesBot", "make"]

_SUITS: Final = "SCHD"
# Weight of the cards kept for later tricks, per suit relation to the mission
# (mission, partner, other colour); tuned by simulation against random bots.
_KEEP: Final = (0.25, 0.08, 0.0)


def _value(suit: int, mission: int) -> int:
    """Spec §5.3: the round's points if ``suit`` is the scoring suit."""
    if suit == mission:
        return 2
    if suit // 2 == mission // 2:
        return 0
    return -1


def _relation(suit: int, mission: int) -> int:
    if suit == mission:
        return 0
    return 1 if suit // 2 == mission // 2 else 2


class QuatreRoyaumesBot:
    """Plays the card whose estimated round value is best (see the module docstring).

    Args:
        seat: the seat it plays.
        rng: its own random stream, for ties.
    """

    name = "heuristic"

    def __init__(self, seat: Seat, rng: random.Random) -> None:
        self.seat = seat
        self._rng = rng

    def act(self, seat_view: SeatView, legal_actions: tuple[Action, ...]) -> Action:
        """The legal action with the best estimate."""
        if len(legal_actions) == 1 or not isinstance(view := seat_view(), rules.View):
            return legal_actions[0]
        me = view.me
        if me is None or me.mission is None or me.mission == "?":
            return legal_actions[self._rng.randrange(len(legal_actions))]
        mission = _SUITS.index(me.mission[-1])
        if me.tricks_won and me.visible is not None:
            current = _value(_SUITS.index(me.visible[-1]), mission)
        else:
            current = -1
        hand = [rules.parse_card(c) for c in me.hand or ()]
        later = self._later_places(view, me.name)
        led = _SUITS.index(view.led_suit) if view.led_suit else -1
        best_holder_card = self._holder_card(view)
        scored: list[tuple[float, float, Action]] = []
        for action in legal_actions:
            assert isinstance(action, rules.Action)
            card = action.arg
            suit = card // 10
            if led < 0 or suit == led:
                trick_suit = suit if led < 0 else led
                if (
                    led >= 0
                    and view.options.get("hold_rule") == "highest"
                    and best_holder_card is not None
                    and card < best_holder_card
                ):
                    p_win = 0.0  # a lower card does not take hold under `highest`
                else:
                    p_win = self._p_keep(view, later, trick_suit, card)
                estimate = p_win * _value(trick_suit, mission) + (1 - p_win) * current
            else:
                estimate = float(current) - 0.05  # a renounce leaves the standing as it is
            kept = [c for c in hand if c != card]
            estimate += sum(_KEEP[_relation(c // 10, mission)] for c in kept) / 4
            scored.append((estimate, self._rng.random(), action))
        return max(scored)[2]

    @staticmethod
    def _later_places(view: rules.View, me: str) -> list[str]:
        """The places still to play in this trick after ``me``, in order."""
        names = [p.name for p in view.places]
        start = names.index(me)
        remaining = len(names) - len(view.trick_cards) - 1
        return [names[(start + k) % len(names)] for k in range(1, remaining + 1)]

    @staticmethod
    def _holder_card(view: rules.View) -> int | None:
        for who, text in view.trick_cards:
            if who == view.holder and text != "?":
                return rules.parse_card(text)
        return None

    def _p_keep(self, view: rules.View, later: list[str], suit: int, card: int) -> float:
        """The chance that no later place takes hold of a trick of ``suit`` held by ``card``."""
        highest = view.options.get("hold_rule") == "highest"
        p = 1.0
        for name in later:
            cards = [rules.parse_card(c) for c in view.unplayed(name)]
            if not cards:
                continue
            takers = [c for c in cards if c // 10 == suit and (not highest or c > card)]
            if name == "V":
                if takers:
                    return 0.0  # spec §4.3: the automaton always takes hold when it can
                continue
            p *= 1 - len(takers) / len(cards)
        return p


def make(game: Game, seat: Seat, rng: random.Random) -> QuatreRoyaumesBot:
    """The heuristic bot for ``seat`` (the bot registry's factory)."""
    return QuatreRoyaumesBot(seat, rng)
