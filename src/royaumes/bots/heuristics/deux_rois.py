"""A simple team-seeking bot for Deux Rois pour un Royaume, main mode (issue 9).

It plays from its seat's view only. Its side is its card's printed colour (red:
the Normans, blue: the English; the Infidèle and the Espion by their colour or
claim; the others have no side to seek). Each negotiation it offers colour
shares to people it knows nothing about (a few per round), accepts colour
shares, accepts full shares from known allies (and from anyone when its card
gains from a full reveal: the Assassin looking for the Armurier, the King of
France subjugating), then says it is ready. It votes for a known ally in its
room (else anyone), designates known enemies first and never a known ally or
its side's leader, refuses a mission home as Guillaume, and attacks at the end
only when it plays for the English.

Under ``election_mode=standing_leader`` it nominates a known ally (else someone not
known as an enemy) when its room has no leader, and points at most once a round, at a
known ally; it never abdicates, so its leader actions are few and the game stays short.

In Mode Historique it submits a random Historic number as General, and plays the
events' own decisions (Lieutenant, traitors' substitutes, a Viking's or a spy's looks
now and then) as random legal choices.
"""

from __future__ import annotations

import random
from typing import Any

from royaumes.bots.base import SeatView
from royaumes.game import Action, Game, Seat, View
from royaumes.games.deux_rois.characters import characters
from royaumes.games.deux_rois.core import Phase

__all__ = ["SEARCHED_PHASES", "DeuxRoisBot", "make", "worth_searching"]

_COLOUR = {c.number: c.colour for c in characters()}
_SIDE_OF = {"red": "N", "blue": "E"}
_SEEKERS = (5, 6, 35)  # cards that gain from full reveals with anyone (§2.6)
_PROPOSALS_PER_ROUND = 3
_EVENT_ACTIONS = ("viking ", "tostig ", "legate ", "raid ", "pilgrim_move", "legate_move")


def _side(card: int, colour: str | None) -> str | None:
    printed = _COLOUR.get(card, "grey")
    if printed == "red+blue":
        return _SIDE_OF.get(colour or "")
    return _SIDE_OF.get(printed)


class DeuxRoisBot:
    """The heuristic bot (``royaumes play deux_rois --bots heuristic``)."""

    name = "heuristic"

    def __init__(self, seat: Seat, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng
        self.round = -1
        self.proposed = 0
        self.pointed = False

    def act(self, seat_view: SeatView, legal_actions: tuple[Action, ...]) -> Action:
        by_text = {str(a): a for a in legal_actions}
        data: dict[str, Any] = seat_view().to_json()
        if data["round"] != self.round:
            self.round, self.proposed, self.pointed = data["round"], 0, False
        choice = self._choose(data, by_text)
        return by_text[choice] if choice in by_text else self.rng.choice(legal_actions)

    # -- what it knows -----------------------------------------------------------------

    def _sides(self, data: dict[str, Any]) -> dict[int, str]:
        """The side it believes each seat plays for, from what it was shown (latest wins)."""
        sides: dict[int, str] = {}
        for seat, what, value in data["facts"]:
            side = _side(value, None) if what == "card" else _SIDE_OF.get(value)
            if side is not None:
                sides[seat] = side
        return sides

    def _choose(self, data: dict[str, Any], legal: dict[str, Action]) -> str:
        phase = data["phase"]
        card = data["card"] or 0
        state = data["card_state"] or {}
        mine = _side(card, state.get("colour"))
        sides = self._sides(data)
        allies = {s for s, side in sides.items() if mine is not None and side == mine}
        enemies = {s for s, side in sides.items() if mine is not None and side != mine}
        here = data["rooms"][self.seat] if data["rooms"] else None
        roommates = [
            p for p, room in enumerate(data["rooms"] or []) if room == here and p != self.seat
        ]
        if phase == "setup":
            colour = self.rng.choice(("red", "blue"))
            return f"ready {colour}" if f"ready {colour}" in legal else "ready"
        numbers = [a for a in legal if a.startswith("number ")]
        if numbers and (phase != "designation" or "done" not in legal):
            return self.rng.choice(numbers)
        if phase in ("lieutenant", "traitors"):
            return self.rng.choice(list(legal))
        if phase == "negotiation":
            events = [a for a in legal if a.startswith(_EVENT_ACTIONS)]
            if events and self.rng.random() < 0.2:
                return self.rng.choice(events)
            for seat, kind in data["offers_received"]:
                welcome = kind == "colour_share" or seat in allies or card in _SEEKERS
                if welcome and f"accept {seat}" in legal:
                    return f"accept {seat}"
                return f"decline {seat}"
            leader = self._leader_move(data, legal, allies, enemies, roommates)
            if leader is not None:
                return leader
            unknown = [p for p in roommates if p not in sides]
            pending = {s for s, _ in data["offers_made"]}
            if self.proposed < _PROPOSALS_PER_ROUND:
                kind = "full_share" if card in _SEEKERS else "colour_share"
                targets = [p for p in unknown if p not in pending]
                if card in _SEEKERS:
                    targets = [p for p in roommates if p not in pending]
                self.rng.shuffle(targets)
                for p in targets:
                    if f"propose {kind} {p}" in legal:
                        self.proposed += 1
                        return f"propose {kind} {p}"
            return "ready" if "ready" in legal else next(iter(legal))
        if phase == "election":
            friends = [p for p in roommates if p in allies and f"vote {p}" in legal]
            others = [p for p in roommates if p not in enemies and f"vote {p}" in legal]
            pool = friends or others or [p for p in roommates if f"vote {p}" in legal]
            return f"vote {self.rng.choice(pool)}" if pool else "abstain"
        if phase == "usurp":
            general = data["general"]
            if "power sang_royal" in legal and general in enemies:
                return "power sang_royal"
            return "pass"
        if phase == "designation":
            if "done" in legal:
                return "done"
            leaders = {1, 2}  # never send its own side's leader if it knows him

            def rank(action: str) -> tuple[int, float]:
                target = int(action.split()[1])
                facts_card = {s: v for s, w, v in data["facts"] if w == "card"}
                if target in allies or facts_card.get(target) in leaders:
                    return (2, self.rng.random())
                return (0 if target in enemies else 1, self.rng.random())

            designations = [a for a in legal if a.startswith("designate ")]
            if designations:
                return min(designations, key=rank)
            return self.rng.choice(list(legal))
        if phase == "pre_departure":
            if card == 1 and "power refus_royal" in legal and here == "N":
                return "power refus_royal"
            return "done" if "done" in legal else next(iter(legal))
        if phase == "end_decisions":
            return "attack" if mine == "E" else "spare"
        return "done" if "done" in legal else next(iter(legal))

    def _leader_move(
        self,
        data: dict[str, Any],
        legal: dict[str, Action],
        allies: set[int],
        enemies: set[int],
        roommates: list[int],
    ) -> str | None:
        """``standing_leader`` (§2.8): nominate when the room has none; point once a
        round at a known ally not pointed at yet."""
        nominees = [p for p in roommates if f"nominate {p}" in legal]
        if nominees:
            pool = [p for p in nominees if p in allies] or [
                p for p in nominees if p not in enemies
            ] or nominees  # fmt: skip
            return f"nominate {self.rng.choice(pool)}"
        if self.pointed:
            return None
        targets = [p for p in roommates if p in allies and f"point {p}" in legal]
        if targets and data.get("pointer") not in allies:
            self.pointed = True
            return f"point {self.rng.choice(targets)}"
        return None


def make(game: Game, seat: Seat, rng: random.Random) -> DeuxRoisBot:
    """The heuristic bot for ``seat`` (the bot registry's factory)."""
    return DeuxRoisBot(seat, rng)


SEARCHED_PHASES = frozenset(
    {
        Phase.ELECTION,
        Phase.USURP,
        Phase.LIEUTENANT,
        Phase.DESIGNATION,
        Phase.TRAITORS,
        Phase.PRE_DEPARTURE,
        Phase.CROSSING,
        Phase.ARRIVAL_WINDOW,
        Phase.END_DECISIONS,
    }
)
"""The phases where the ``hard`` and ``expert`` levels search (issue 19): a vote, who
crosses, a power, an attack change the board. The setup and the negotiation exchange
what seats know, which playouts of random moves cannot value: there the heuristic plays."""


def worth_searching(view: View) -> bool:
    """Whether the search levels search at this decision (:data:`SEARCHED_PHASES`)."""
    return getattr(view, "phase", None) in SEARCHED_PHASES
