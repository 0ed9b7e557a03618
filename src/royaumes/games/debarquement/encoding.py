"""Tensors for learning on Débarquement (issue 20): see :class:`DebarquementEncoding`.

Rules source: ``shared/rules/deux_rois.md`` §3 (section numbers below, §3.x, refer to it).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Final

from royaumes.encoding import Encoding, Layout, Tensor
from royaumes.game import Event
from royaumes.game import View as _BaseView
from royaumes.games.debarquement.rules import (
    BOAT_CAPACITY,
    BOATS,
    GREEN,
    GREY,
    HAND_SIZE,
    NUM_CARDS,
    ORANGE,
    Phase,
    View,
    card_colours,
)

__all__ = ["ENCODING", "DebarquementEncoding"]

_PHASES: Final = tuple(Phase)
_MAX_CAPTURES: Final = NUM_CARDS // BOAT_CAPACITY
"""10: the boats a deal can see captured (each capture takes at least 5 of the 50 cards
placed in the deal, §3.5)."""
_CAPTURED_SCALE: Final = 20.0
"""The scale of the boats captured over the whole game (a scale, not a bound)."""


class DebarquementEncoding(Encoding):
    """Débarquement's tensors for one player count and options.

    Seats are relative to the viewer everywhere (``n`` rows: row 0 is the viewer, row 1
    the next seat...). Cards are the 50 character cards: index ``c - 1`` for card ``c``
    (``NUM_CARDS`` of the rules). Boats: 0 Norman, 1 English (``BOATS``). ``T`` is the
    turns a deal can have: ``ceil(50 / n)`` (§3.2: 50 // n under the DEFAULT draw rule,
    one more at most under ``draw_rule = seat_order``).

    **Observation** (the position now, from the view only):

    ======================  ============  ==============================================
    segment                 shape         meaning (spec section)
    ======================  ============  ==============================================
    ``phase``               (5,)          one-hot ``Phase``: deal, select, place, draw,
                                          over (§3.9)
    ``deal``                (1,)          deal number / ``max_deals`` (§3.6)
    ``turn``                (1,)          turn in the deal / T
    ``first_seat``          (n,)          this deal's first player (§3.2)
    ``to_move``             (n,)          the seats the table waits for (``waiting``:
                                          never chance nor the clock, HOST)
    ``selected``            (n,)          who has selected this turn (not what, §3.10)
    ``hand``                (50,)         the viewer's hand
    ``selection``           (50,)         the viewer's own selected card, before the
                                          reveal
    ``selection_boat``      (2,)          its predeclared boat (``predeclare``)
    ``hand_sizes``          (n,)          cards in each hand / 6
    ``revealed``            (n, 50)       this turn's revealed card of each seat
    ``revealed_boat``       (n, 2)        its predeclared boat, if any
    ``placing``             (n, 50)       the neutral card waiting for its owner's boat
    ``boats``               (2, 2, 50)    per boat: ``[b, 0]`` the visible cards,
                                          ``[b, 1]`` the covered ones (§3.4; visible
                                          cards rise left to right, so the set says
                                          the order)
    ``boat_visible``        (2,)          visible cards per boat / 5 (§3.5; may pass
                                          1 under ``capture_timing = end_of_turn``)
    ``captures``            (n, 50)       each seat's captured cards this deal, where
                                          the view shows them (``captures_visible``)
    ``capture_counts``      (n, 2)        boats / 10 and cards / 50 captured this deal
    ``boats_captured``      (n,)          boats captured over the game / 20 (a scale)
    ``pile_size``           (1,)          cards in the draw pile / 50
    ``set_aside``           (1,)          pile cards set aside this deal / 50
    ``deal_scores``         (n,)          the last finished deal's scores / threshold
    ``totals``              (n,)          cumulative totals / threshold (1: reached)
    ``eliminated``          (n,)          out of the game (``end_rule = elimination``)
    ======================  ============  ==============================================

    **Information state** (perfect recall): the observation's segments, then

    =========================  ============  ===========================================
    ``deal_received``          (50,)         every card dealt or drawn to the viewer this
                                             deal (§3.2, §3.3: its receiver only sees it)
    ``deal_played_by``         (50, n)       who played each card this deal (revealed)
    ``deal_played_turn``       (50,)         the turn it was played in / T (0: unplayed)
    ``deal_played_boat``       (50, 2)       the boat it went to (once placed)
    ``deal_captures``          (10, 50)      the cards of each boat captured this deal,
                                             in capture order (at most 10, §3.5)
    ``deal_capture_takers``    (10, n)       who took it
    ``deal_capture_boat``      (10, 2)       which boat it was
    ``game_colours``           (n, 3)        ``mono_scope = game`` only: over the seat's
                                             captures of the whole game (cards the
                                             single-colour test ignores left out, §3.7):
                                             ``[.., 0]`` every one carries red,
                                             ``[.., 1]`` every one carries blue,
                                             ``[.., 2]`` it has at least one
    =========================  ============  ===========================================

    What perfect recall keeps and drops: the whole current deal (the viewer's cards
    dealt and drawn, every card revealed with its owner, turn and boat, in placement
    order: ascending within a turn, §3.3; every capture with its cards, taker and boat;
    the captures are public in the history even under ``captures_visible = false``,
    since every placement was seen). All 50 cards are dealt afresh each deal (§3.2),
    so earlier deals matter under the rules only through what they left: the totals,
    the last deal's scores, the boats captured over the game (``tie_rule =
    fewer_captured_boats``), eliminations and, under ``mono_scope = game``, the colours
    of every capture (``game_colours``). Their turns are dropped; the selections a seat
    revised (``revisable_selection``) are dropped too (only the card revealed counts).
    No bound on length is needed: a deal has at most T turns and 50 cards.

    Hidden values (another seat's selection, a card dealt to another seat, the pile)
    are simply not set.

    Raises:
        ConfigError: bad player count or options (from :class:`Encoding`).
    """

    game_id = "debarquement"

    def __init__(self, num_players: int, options: Mapping[str, object] | None = None) -> None:
        super().__init__(num_players, options)
        self.max_turns = math.ceil(NUM_CARDS / num_players)
        """T: the most turns a deal can have."""
        threshold, max_deals = self.options["threshold"], self.options["max_deals"]
        assert isinstance(threshold, int)
        assert isinstance(max_deals, int)
        self.threshold = threshold
        self.max_deals = max_deals
        self.game_mono = self.options["mono_scope"] == "game"
        ignored = GREY if self.options["mono_ignore"] == "grey" else GREY | ORANGE | GREEN
        self.ignored: frozenset[int] = frozenset(ignored)
        """The cards the single-colour test leaves out (§3.7 ``mono_ignore``)."""
        for layout in (self.observation_layout, self.information_state_layout):
            self._add_observation(layout)
        n = num_players
        info = self.information_state_layout
        info.add("deal_received", NUM_CARDS)
        info.add("deal_played_by", NUM_CARDS, n)
        info.add("deal_played_turn", NUM_CARDS)
        info.add("deal_played_boat", NUM_CARDS, len(BOATS))
        info.add("deal_captures", _MAX_CAPTURES, NUM_CARDS)
        info.add("deal_capture_takers", _MAX_CAPTURES, n)
        info.add("deal_capture_boat", _MAX_CAPTURES, len(BOATS))
        if self.game_mono:
            info.add("game_colours", n, 3)

    def _add_observation(self, layout: Layout) -> None:
        """Add the observation's segments to ``layout`` (both tensors start with them)."""
        n, c, b = self.num_players, NUM_CARDS, len(BOATS)
        layout.add("phase", len(_PHASES))
        layout.add("deal", 1)
        layout.add("turn", 1)
        layout.add("first_seat", n)
        layout.add("to_move", n)
        layout.add("selected", n)
        layout.add("hand", c)
        layout.add("selection", c)
        layout.add("selection_boat", b)
        layout.add("hand_sizes", n)
        layout.add("revealed", n, c)
        layout.add("revealed_boat", n, b)
        layout.add("placing", n, c)
        layout.add("boats", b, 2, c)
        layout.add("boat_visible", b)
        layout.add("captures", n, c)
        layout.add("capture_counts", n, 2)
        layout.add("boats_captured", n)
        layout.add("pile_size", 1)
        layout.add("set_aside", 1)
        layout.add("deal_scores", n)
        layout.add("totals", n)
        layout.add("eliminated", n)

    # -- writing ---------------------------------------------------------------

    def write_observation(self, view: _BaseView, out: Tensor) -> None:
        """Write the observation segments (class docstring) of ``view``.

        Raises:
            TypeError: not a Débarquement view.
        """
        self._write_common(self._view(view), out)

    def write_information_state(self, view: _BaseView, out: Tensor) -> None:
        """Write the observation segments, then this deal's history (class docstring).

        Raises:
            TypeError: not a Débarquement view.
        """
        v = self._view(view)
        self._write_common(v, out)
        events = v.events
        start = 0
        for i in range(len(events) - 1, -1, -1):
            if events[i].kind == "new_deal":
                start = i
                break
        self._write_deal(v, events[start:], out)
        if self.game_mono:
            self._write_game_colours(v, events, out)

    def _view(self, view: _BaseView) -> View:
        if not isinstance(view, View):
            raise TypeError(f"{view!r} is not a debarquement view")
        return view

    def _rel(self, seat: int, v: View) -> int:
        assert v.seat is not None  # Encoding._check: a seat's view
        return self.relative(seat, v.seat)

    def _write_common(self, v: View, out: Tensor) -> None:
        """The observation's segments (shared by both tensors)."""
        n = self.num_players
        out.one_hot("phase", _PHASES.index(v.phase))
        out.one_hot("deal", 0, min(1.0, v.deal / self.max_deals))
        out.one_hot("turn", 0, min(1.0, v.turn / self.max_turns))
        out.one_hot("first_seat", self._rel(v.first_seat, v))
        for seat in v.waiting:  # §3.9: the view has no to_move; the players waited for
            out.one_hot("to_move", self._rel(seat, v))
        out.many_hot("hand", (card - 1 for card in v.hand or ()))
        if v.selection is not None:
            chosen, declared = v.selection
            out.one_hot("selection", chosen - 1)
            if declared is not None:
                out.one_hot("selection_boat", declared)
        for seat in range(n):
            r = self._rel(seat, v)
            if v.selected[seat]:
                out.one_hot("selected", r)
            out.one_hot("hand_sizes", r, v.hand_sizes[seat] / HAND_SIZE)
            captures = v.captures[seat]
            for taken in captures or ():
                for card in taken:
                    out.one_hot("captures", (r, card - 1))
            boats, cards = v.capture_counts[seat]
            out.one_hot("capture_counts", (r, 0), boats / _MAX_CAPTURES)
            out.one_hot("capture_counts", (r, 1), cards / NUM_CARDS)
            out.one_hot("boats_captured", r, v.boats_captured[seat] / _CAPTURED_SCALE)
            if v.deal_scores is not None:
                out.one_hot("deal_scores", r, v.deal_scores[seat] / self.threshold)
            out.one_hot("totals", r, v.totals[seat] / self.threshold)
            if v.eliminated[seat]:
                out.one_hot("eliminated", r)
        for seat, card in v.revealed:
            out.one_hot("revealed", (self._rel(seat, v), card - 1))
        if v.placing is not None:
            seat, card = v.placing
            out.one_hot("placing", (self._rel(seat, v), card - 1))
        for b, stacks in enumerate(v.boats):
            for stack in stacks:
                out.one_hot("boats", (b, 0, stack[-1] - 1))
                for card in stack[:-1]:
                    out.one_hot("boats", (b, 1, card - 1))
            out.one_hot("boat_visible", b, len(stacks) / BOAT_CAPACITY)
        out.one_hot("pile_size", 0, v.pile_size / NUM_CARDS)
        out.one_hot("set_aside", 0, v.set_aside / NUM_CARDS)
        self._write_revealed_boats(v, out)

    def _write_revealed_boats(self, v: View, out: Tensor) -> None:
        """The predeclared boats of this turn's reveal (its event's facts), if any."""
        if not v.revealed:
            return
        for e in reversed(v.events):
            if e.kind == "reveal":
                args = e.params
                for seat, boat in zip(args["seats"], args["boats"], strict=True):
                    if boat in BOATS:
                        out.one_hot("revealed_boat", (self._rel(int(seat), v), BOATS.index(boat)))
                return

    def _write_deal(self, v: View, events: tuple[Event, ...], out: Tensor) -> None:
        """The current deal's history (``events`` from its ``new_deal`` on)."""
        me = f"P{v.seat}"
        turn = 0
        captures = 0
        for e in events:
            kind = e.kind
            if kind == "reveal":
                turn += 1
                args = e.params
                for seat, card in zip(args["seats"], args["cards"], strict=True):
                    index = int(card) - 1
                    out.one_hot("deal_played_by", (index, self._rel(int(seat), v)))
                    out.one_hot("deal_played_turn", index, turn / self.max_turns)
            elif kind == "placed":
                args = e.params
                out.one_hot("deal_played_boat", (int(args["card"]) - 1, BOATS.index(args["boat"])))
            elif kind == "captured" and captures < _MAX_CAPTURES:
                args = e.params
                for card in args["cards"]:
                    out.one_hot("deal_captures", (captures, int(card) - 1))
                out.one_hot("deal_capture_takers", (captures, self._rel(int(args["seat"]), v)))
                out.one_hot("deal_capture_boat", (captures, BOATS.index(args["boat"])))
                captures += 1
            elif kind == "deal" and e.to == me:
                card = e.params["card"]
                if card is not None:
                    out.one_hot("deal_received", int(card) - 1)

    def _write_game_colours(self, v: View, events: tuple[Event, ...], out: Tensor) -> None:
        """``game_colours``: every capture of the game, by taker (§3.7 ``mono_scope``)."""
        red = [True] * self.num_players
        blue = [True] * self.num_players
        some = [False] * self.num_players
        for e in events:
            if e.kind != "captured":
                continue
            seat = int(e.params["seat"])
            for card in e.params["cards"]:
                number = int(card)
                if number in self.ignored:
                    continue
                colours = card_colours(number)
                some[seat] = True
                red[seat] = red[seat] and "red" in colours
                blue[seat] = blue[seat] and "blue" in colours
        for seat in range(self.num_players):
            if some[seat]:
                r = self._rel(seat, v)
                out.one_hot("game_colours", (r, 0), float(red[seat]))
                out.one_hot("game_colours", (r, 1), float(blue[seat]))
                out.one_hot("game_colours", (r, 2))


ENCODING: Final = DebarquementEncoding
"""This game's :class:`~royaumes.encoding.Encoding` class (``royaumes.encoding.encoding``)."""
