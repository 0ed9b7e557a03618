"""Tensors for learning on Les 4 Royaumes (issue 20): see :class:`QuatreRoyaumesEncoding`.

Rules source: ``shared/rules/quatre_royaumes.md`` (section numbers below, §, refer to it).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from royaumes.encoding import Encoding, Layout, Tensor
from royaumes.game import View as _BaseView
from royaumes.games.quatre_royaumes.rules import GAME, Phase, View, scoring

__all__ = ["ENCODING", "QuatreRoyaumesEncoding"]


def _vocabulary(prefix: str) -> tuple[str, ...]:
    """The names that follow ``prefix`` in the game's action texts, in id order (the
    seats' ``play`` ids are the 40 number cards, the chance ``mission`` ids the 12
    mission cards): the vocabulary comes from the action table, never retyped."""
    spec = GAME.spec
    names: list[str] = []
    for i in range(spec.num_distinct_actions + spec.max_chance_outcomes):
        text = str(GAME.action_from_id(i))
        if text.startswith(prefix):
            names.append(text[len(prefix) :])
    return tuple(names)


_CARDS: Final = _vocabulary("play ")
"""The 40 number cards, in play-id order (``1S`` .. ``10D``)."""
_CARD_INDEX: Final = {name: i for i, name in enumerate(_CARDS)}
_MISSIONS: Final = _vocabulary("mission ")
"""The 12 mission cards, in id order (``J-S`` .. ``K-D``)."""
_MISSION_INDEX: Final = {name: i for i, name in enumerate(_MISSIONS)}
_SUITS: Final = tuple(dict.fromkeys(name[-1] for name in _CARDS))
"""The suits in the cards' order: S, C, H, D."""
_PAIRS: Final = tuple(
    sorted(
        {p for text in _vocabulary("pairs ") for p in text.split()},
        key=lambda p: int(p.split("-")[0]),
    )
)
"""The rank pairs ``1-2`` .. ``9-10`` (§3), read from the ``pairs`` chance texts."""
_HAND_SIZE: Final = len(_CARDS) // len(_PAIRS)
"""Cards per hand (§2: two ranks of four suits), so also tricks per round (§4)."""
_PHASES: Final = tuple(Phase)
_HIDDEN: Final = len(_CARDS)
"""The slot after the 40 cards: a renounce hidden from the viewer (§7, ``face_down``)."""
_ROUND_BOUND: Final = 20
"""The round scale when ``max_rounds`` is off (the DEFAULT cap, §6)."""


class QuatreRoyaumesEncoding(Encoding):
    """Les 4 Royaumes' tensors for one player count and options.

    **Places.** Every per-place segment has ``P`` rows: the places at the table in
    clockwise order counted from the viewer (row 0 is the viewer, row 1 the next place
    clockwise...). At 3 to 5 players a place is a seat, so row ``k`` is
    ``relative(seat, viewer)``. At 2 players the automaton ``V`` counts as a place
    (§3: clockwise V, A, B), so ``P = 3`` and V's row depends on the viewer (row 2
    for A, row 1 for B): the ``automaton`` segment marks it. ``C = 40`` number cards
    (the ``play`` ids' order, ``1S``..``10D``); ``M = 12`` mission cards (the
    ``mission`` chance ids' order, ``J-S``..``K-D``); ``H = 8`` cards a hand (and
    tricks a round).

    **Observation** (the position now, from the view only):

    ===================  =========  ====================================================
    segment              shape      meaning (spec section)
    ===================  =========  ====================================================
    ``phase``            (6,)       one-hot ``Phase``: leader, pairs, deal, row, play,
                                    over
    ``round``            (1,)       round / ``max_rounds`` (20 when off; clipped to 1)
    ``trick``            (1,)       trick number in the round / 8 (§4)
    ``to_move``          (P,)       1 at the place to play (never V: §4.2)
    ``automaton``        (P,)       1 at V's place (2 players; all 0 otherwise)
    ``pairs``            (P, 5)     each place's rank pair (§3), once dealt
    ``hand``             (C,)       the viewer's cards in hand
    ``unplayed``         (P, C)     each place's cards not yet seen played this round
                                    (§7: rank pairs are public, so hands are deduced;
                                    under ``face_down`` hidden renounces count in)
    ``set_aside``        (C,)       the number cards out of the game (§3)
    ``mission``          (P, M)     each place's mission this round where the viewer
                                    sees it (its own, V's, all after the reveal)
    ``mission_hidden``   (P,)       1: dealt but hidden from the viewer (§7)
    ``tricks_won``       (P,)       tricks won this round / 8
    ``visible``          (P, C)     each place's visible card (§5.2), if any
    ``kept``             (P, M, 2)  missions kept in front of each place: ``[..., 0]``
                                    face up (+2), ``[..., 1]`` face down (-1) (§5.3)
    ``score``            (P,)       points / 24 (12 missions at +2 bound every score:
                                    values lie in [-0.5, 1])
    ``pile_size``        (1,)       missions in the pile / 12
    ``trick_leader``     (P,)       the place that led the current trick
    ``holder``           (P,)       the place holding the current trick (§4.1)
    ``led_suit``         (4,)       the led suit (S, C, H, D)
    ``current_trick``    (P, C+1)   the card each place put on the current trick;
                                    slot ``C``: a renounce hidden from the viewer
    ``v_row``            (H, C)     2 players only: V's row now, position by card
                                    (§4.3: public, in order of play)
    ``pile_bottom``      (M, M)     ``returned_missions = bottom`` only: the known
                                    missions at the bottom of the pile, in the order
                                    they will come out (§5.3)
    ===================  =========  ====================================================

    **Information state** (perfect recall): the observation's segments, then

    ===================  ============  =================================================
    ``round_leaders``    (H, P)        the place that led each trick of this round
    ``round_plays``      (H, P, C+1)   the card each place played in each trick of
                                       this round (slot ``C``: hidden renounce); with
                                       the leader this is the whole play order, since
                                       play goes clockwise from the leader (§4.1)
    ``round_winners``    (H, P)        the winner of each finished trick of this round
    ``row_laid``         (H, C)        2 players only: V's row as laid for this round
                                       (kept from round 1 under ``virtual_row =
                                       fixed``), position by card
    ===================  ============  =================================================

    What perfect recall keeps and drops: the current round's whole play (every card,
    who played it, in which trick, in order, who won), the viewer's own mission and the
    public ones, V's row. Earlier rounds are not kept move by move: every seat takes
    its same 8 cards back each round (§5.4), so an earlier round matters under the
    rules only through what it left: the scores and the mission cards kept face up or
    down (``score``, ``kept``), hence the pile's make-up (every mission not kept and not
    dealt this round is in it; under ``bottom`` its known order is ``pile_bottom``),
    the round number and who leads (``round_leaders``). The round reveals
    (``View.rounds``) and the earlier tricks are dropped. No bound on length is needed:
    a round has 8 tricks. Tie-break 2 (§6) reads the last round's tricks, which are
    ``round_plays`` and ``round_winners`` at the end.

    Hidden values are left at 0 (a mission ``?``: its row of ``mission`` is 0 and
    ``mission_hidden`` is 1) or set in the explicit hidden slot (a face-down renounce).

    Raises:
        ConfigError: bad player count or options (from :class:`Encoding`).
    """

    game_id = "quatre_royaumes"

    def __init__(self, num_players: int, options: Mapping[str, object] | None = None) -> None:
        super().__init__(num_players, options)
        self.num_places = 3 if num_players == 2 else num_players
        """The places at the table: the seats, and V at 2 players (§3)."""
        max_rounds = self.options["max_rounds"]
        self.round_bound = max_rounds if isinstance(max_rounds, int) else _ROUND_BOUND
        """The round number that scales to 1 (``max_rounds``, or 20 when off)."""
        table = scoring()
        self.score_bound = max(abs(table.same_suit), abs(table.no_trick)) * len(_MISSIONS)
        """The bound on any score (every mission kept at +2): 24."""
        self.bottom = self.options["returned_missions"] == "bottom"
        for layout in (self.observation_layout, self.information_state_layout):
            self._add_observation(layout)
        info = self.information_state_layout
        p, c = self.num_places, len(_CARDS)
        info.add("round_leaders", _HAND_SIZE, p)
        info.add("round_plays", _HAND_SIZE, p, c + 1)
        info.add("round_winners", _HAND_SIZE, p)
        if num_players == 2:
            info.add("row_laid", _HAND_SIZE, c)

    def _add_observation(self, layout: Layout) -> None:
        """Add the observation's segments to ``layout`` (both tensors start with them)."""
        p, c, m = self.num_places, len(_CARDS), len(_MISSIONS)
        layout.add("phase", len(_PHASES))
        layout.add("round", 1)
        layout.add("trick", 1)
        layout.add("to_move", p)
        layout.add("automaton", p)
        layout.add("pairs", p, len(_PAIRS))
        layout.add("hand", c)
        layout.add("unplayed", p, c)
        layout.add("set_aside", c)
        layout.add("mission", p, m)
        layout.add("mission_hidden", p)
        layout.add("tricks_won", p)
        layout.add("visible", p, c)
        layout.add("kept", p, m, 2)
        layout.add("score", p)
        layout.add("pile_size", 1)
        layout.add("trick_leader", p)
        layout.add("holder", p)
        layout.add("led_suit", len(_SUITS))
        layout.add("current_trick", p, c + 1)
        if self.num_players == 2:
            layout.add("v_row", _HAND_SIZE, c)
        if self.bottom:
            layout.add("pile_bottom", m, m)

    # -- places ----------------------------------------------------------------

    def _rows(self, view: View) -> dict[str, int]:
        """Each place's name ("P1", "V") to its row: clockwise places from the viewer."""
        places = view.places
        mine = next(i for i, place in enumerate(places) if place.seat == view.seat)
        return {place.name: (i - mine) % len(places) for i, place in enumerate(places)}

    # -- writing ---------------------------------------------------------------

    def write_observation(self, view: _BaseView, out: Tensor) -> None:
        """Write the observation segments (class docstring) of ``view``.

        Raises:
            TypeError: not a Les 4 Royaumes view.
        """
        self._write_common(self._view(view), out)

    def write_information_state(self, view: _BaseView, out: Tensor) -> None:
        """Write the observation segments, then this round's plays (class docstring).

        Raises:
            TypeError: not a Les 4 Royaumes view.
        """
        v = self._view(view)
        rows = self._write_common(v, out)
        # The round starts at its first mission dealt (the event marks it "first");
        # plays go clockwise, so the k-th play of the round is in trick k // places.
        start = 0
        for i, e in enumerate(v.events):
            if e.kind == "mission" and e.params["first"]:
                start = i
        plays = 0
        p = self.num_places
        for e in v.events[start:]:
            if e.kind == "play":
                trick, row = divmod(plays, p)
                args = e.params
                who = rows[e.actor]
                if row == 0:
                    out.one_hot("round_leaders", (trick, who))
                card = args["card"]
                out.one_hot(
                    "round_plays", (trick, who, _HIDDEN if card is None else _CARD_INDEX[card])
                )
                if args["winner"]:
                    out.one_hot("round_winners", (trick, rows[args["winner"]]))
                plays += 1
            elif e.kind == "row" and e.params["row"] and self.num_players == 2:
                laid = out["row_laid"]
                laid[:] = 0  # the newest whole row (each round's, or the one kept)
                for k, card in enumerate(e.params["row"]):
                    laid[k, _CARD_INDEX[card]] = 1.0

    def _view(self, view: _BaseView) -> View:
        if not isinstance(view, View):
            raise TypeError(f"{view!r} is not a quatre_royaumes view")
        return view

    def _write_common(self, v: View, out: Tensor) -> dict[str, int]:
        """The observation's segments (shared by both tensors); returns the rows."""
        rows = self._rows(v)
        out.one_hot("phase", _PHASES.index(v.phase))
        out.one_hot("round", 0, min(1.0, v.round / self.round_bound))
        out.one_hot("trick", 0, v.trick / _HAND_SIZE)
        for seat in v.to_move:
            if seat >= 0:
                out.one_hot("to_move", self._row_of_seat(v, rows, seat))
        for place in v.places:
            r = rows[place.name]
            if place.seat is None:
                out.one_hot("automaton", r)
            if place.pair is not None:
                out.one_hot("pairs", (r, _PAIRS.index(place.pair)))
            unplayed = out["unplayed"][r]
            for card in v.unplayed(place.name):
                unplayed[_CARD_INDEX[card]] = 1.0
            if place.mission == "?":
                out.one_hot("mission_hidden", r)
            elif place.mission is not None:
                out.one_hot("mission", (r, _MISSION_INDEX[place.mission]))
            out.one_hot("tricks_won", r, place.tricks_won / _HAND_SIZE)
            if place.visible is not None:
                out.one_hot("visible", (r, _CARD_INDEX[place.visible]))
            for mission, face_up in place.kept:
                out.one_hot("kept", (r, _MISSION_INDEX[mission], 0 if face_up else 1))
            out.one_hot("score", r, place.score / self.score_bound)
            if place.seat is None and self.num_players == 2:
                v_row = out["v_row"]
                for k, card in enumerate(place.row):
                    v_row[k, _CARD_INDEX[card]] = 1.0
        me = v.me
        assert me is not None  # Encoding._check: a seat's view
        out.many_hot("hand", (_CARD_INDEX[c] for c in me.hand or ()))
        out.many_hot("set_aside", (_CARD_INDEX[c] for c in v.set_aside))
        out.one_hot("pile_size", 0, v.pile_size / len(_MISSIONS))
        if v.trick_leader is not None:
            out.one_hot("trick_leader", rows[v.trick_leader])
        if v.holder is not None:
            out.one_hot("holder", rows[v.holder])
        if v.led_suit is not None:
            out.one_hot("led_suit", _SUITS.index(v.led_suit))
        for name, card in v.trick_cards:
            slot = _HIDDEN if card == "?" else _CARD_INDEX[card]
            out.one_hot("current_trick", (rows[name], slot))
        if self.bottom:
            for k, mission in enumerate(v.pile_bottom):
                out.one_hot("pile_bottom", (k, _MISSION_INDEX[mission]))
        return rows

    def _row_of_seat(self, v: View, rows: dict[str, int], seat: int) -> int:
        for place in v.places:
            if place.seat == seat:
                return rows[place.name]
        raise ValueError(f"no place for seat {seat}")


ENCODING: Final = QuatreRoyaumesEncoding
"""This game's :class:`~royaumes.encoding.Encoding` class (``royaumes.encoding.encoding``)."""
