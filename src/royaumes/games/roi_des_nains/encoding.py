"""Tensors for learning on Le Roi des Nains (issue 20): see :class:`RoiDesNainsEncoding`.

Rules source: ``shared/rules/roi_des_nains.md`` (section numbers below, §, refer to it).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from royaumes.encoding import Encoding, Layout, Tensor
from royaumes.game import Event
from royaumes.game import View as _BaseView
from royaumes.games.roi_des_nains.rules import GAME, Phase, View, catalogue

__all__ = ["ENCODING", "RoiDesNainsEncoding"]

_CATALOGUE: Final = catalogue()
_CARDS: Final = tuple(card.code for card in _CATALOGUE.cards)
"""The 53 cards (§2.1 base cards suit by suit, then the §2.2 special cards), in the
catalogue's order (``cards.toml``), which is also the ``deal`` chance ids' order."""
_CARD_INDEX: Final = {code: i for i, code in enumerate(_CARDS)}
_SPECIALS: Final = tuple(_CARDS[card] for card in _CATALOGUE.specials)
"""The 14 special cards (§2.2), in catalogue order."""
_SPECIAL_INDEX: Final = {code: i for i, code in enumerate(_SPECIALS)}
_FACES: Final = tuple(face.id for face in _CATALOGUE.faces)
"""The 40 Quest faces (§2.3) ``Q01A`` .. ``Q20B``, in catalogue order."""
_FACE_INDEX: Final = {face: i for i, face in enumerate(_FACES)}
_TILE_OF_FACE: Final = {face.id: face.tile for face in _CATALOGUE.faces}
_TILES: Final = _CATALOGUE.tiles
"""The 20 Quest tiles ``Q01`` .. ``Q20``."""
_TILE_INDEX: Final = {tile: i for i, tile in enumerate(_TILES)}
_SUITS: Final = tuple(dict.fromkeys(card.code[0] for card in _CATALOGUE.cards if not card.special))
"""The three suits (peoples) B, G, R (§2.1), read from the base cards."""
_DIRECTIONS: Final = ("left", "right")
"""The Standard Bearer's directions (§4.4, §11 ``banner left``)."""
_PHASES: Final = tuple(Phase)
_STRENGTH_BOUND: Final = max(card.strength for card in _CATALOGUE.cards) + 1.0
"""16: above every effective strength (an Ace is 15; a Clone adds under 1, §4.3)."""
_TOTAL_SCALE: Final = 50.0
"""The running totals' scale: a scale, not a bound (deal scores run to about ±30 in
principle; in random games totals stay within ±50), so values may pass ±1."""
_SPECIAL_POINTS_BOUND: Final = 4.0
"""The special card's points in one deal lie in [-3, 4] (§6.1: Shaman -3, Goldsmith +4,
Scout +1 per J/Q/K/A among the at most 4 other cards of its trick)."""
_EXTRA_DEALS_OFF: Final = 7
"""The extra deals counted in the deal scale when ``max_tiebreak_deals`` is off."""


class RoiDesNainsEncoding(Encoding):
    """Le Roi des Nains' tensors for one player count and options.

    Seats are relative to the viewer everywhere (``n`` rows: row 0 is the viewer, row 1
    its left neighbour who plays after it, ...). ``C = 53`` cards (the catalogue's
    order: ``B2``..``BA``, ``G2``..``GA``, ``R2``..``RA``, then the 14 special cards
    ``B1``..``M5``); ``S = 14`` special cards; ``F = 40`` Quest faces; ``T = 20`` tiles;
    3 suits B, G, R; ``N`` tricks a deal (13, 10 or 8 at 3, 4, 5 players, §3.2).

    **Observation** (the position now, from the view only):

    ======================  =========  =================================================
    segment                 shape      meaning (spec section)
    ======================  =========  =================================================
    ``phase``               (11,)      one-hot ``Phase`` (dealer .. over)
    ``deal``                (1,)       deal number / (``quests_per_game`` +
                                       ``max_tiebreak_deals``, 7 when off); clipped to 1
    ``extra_deal``          (1,)       1 in a tie-break deal (§6.5)
    ``trick``               (1,)       trick number / N
    ``to_move``             (n,)       the seat(s) to act
    ``dealer``              (n,)       this deal's dealer (§4.5)
    ``contenders``          (n,)       the seats that can still win (§6.5)
    ``totals``              (n,)       running totals / 50 (a scale, not a bound)
    ``special``             (S,)       the deal's special card, once revealed (§3.3)
    ``quest``               (F,)       the chosen Quest face (§4.1)
    ``quest_tile``          (T,)       the tile drawn for this deal
    ``unchosen_face``       (F,)       the other face, where the view shows it
    ``top_tile``            (T,)       the visible top tile of the stack (§3.1)
    ``stack_left``          (1,)       tiles left in the stack / ``quests_per_game``
    ``specials_used``       (S,)       special cards of the finished deals (never
                                       back this game, §4.5)
    ``tiles_used``          (T,)       tiles of the finished deals (likewise)
    ``blue5``               (n,)       who held B5 at the quest choice (§4.1)
    ``red5``                (n,)       who held R5 at the first lead (§4.2)
    ``hand``                (C,)       the viewer's hand
    ``hand_sizes``          (n,)       cards in each hand / N
    ``leader``              (n,)       who leads (led) the current trick
    ``led_suit``            (3,)       the current trick's led suit, once set (§4.3)
    ``trick_cards``         (n, C)     the card each seat put on the current trick
    ``trick_suits``         (n, 3)     its effective suit (none: all 0) (§4.3)
    ``trick_strengths``     (n,)       its effective strength / 16
    ``wizard_suit``         (3,)       the trump the Wizard named in this trick (§5)
    ``tricks_won``          (n, N)     1 at each trick number a seat won this deal
                                       (after a Troll hand-over: the receiver, §4.4)
    ``tricks_count``        (n,)       tricks won this deal / N
    ``special_points``      (n,)       the special card's points this deal / 4
    ``last_won_trick``      (C,)       the cards of the viewer's last won trick (§7:
                                       the one trick a player may look at again)
    ======================  =========  =================================================

    **Information state** (perfect recall): the observation's segments, then

    ======================  ===========  ===============================================
    ``dealt``               (C,)         the cards dealt to the viewer this deal (§3.3)
    ``deal_leaders``        (N, n)       who led each trick of this deal
    ``deal_plays``          (N, n, C)    the card each seat played in each trick of
                                         this deal; play goes clockwise from the
                                         leader, so with ``deal_leaders`` this is the
                                         whole order of play
    ``deal_winners``        (N, n)       who took each finished trick of this deal
    ``deal_wizard_suit``    (3,)         the trump the Wizard named this deal, if any
    ``effect_after``        (N,)         the trick after which this deal's swap, pass
                                         or look happened (§4.4: one special a deal,
                                         so at most one)
    ``swap``                (n + 1,)     Druid: the seat it swapped with; slot ``n``:
                                         ``swap none`` (``druid_mandatory = false``)
    ``banner``              (2,)         Standard Bearer: left, right
    ``spy``                 (n,)         Goblin Ninja: whose hand was shown
    ``received``            (C,)         the hand the viewer received (Druid swap or
                                         Standard Bearer pass), as received
    ``received_from``       (n,)         who gave it
    ``seen_hand``           (C,)         the hand a Ninja look showed the viewer, as
                                         shown
    ======================  ===========  ===============================================

    What perfect recall keeps and drops: the whole current deal (the viewer's dealt
    cards, every card played by whom in which trick in order, the Wizard's trump, the
    winners, the swap, pass or look and every hand shown to the viewer). Every card is
    dealt afresh each deal (§3.3), so earlier deals matter under the rules only through
    what they left: the totals, the special cards and tiles used (they never come back,
    which sets the odds of the next ones), the dealer they made, and the contenders of
    a tie-break deal. Their tricks and piles (``View.deals``) are dropped. No bound on
    length is needed: a deal has ``N`` tricks and the rest is summed up in counts.

    Hidden values (another seat's dealt card, a hand shown to someone else) are simply
    not set.

    Raises:
        ConfigError: bad player count or options (from :class:`Encoding`).
    """

    game_id = "roi_des_nains"

    def __init__(self, num_players: int, options: Mapping[str, object] | None = None) -> None:
        super().__init__(num_players, options)
        # The tricks a deal from the game itself (§3.2: every card dealt, 13/10/8).
        self.num_tricks = GAME.new_state(num_players, self.options).view(0).num_tricks
        """N: the tricks (and cards a hand) of every deal at this table."""
        quests = self.options["quests_per_game"]
        extra = self.options["max_tiebreak_deals"]
        assert isinstance(quests, int)
        self.num_quests = quests
        self.deal_bound = quests + (extra if isinstance(extra, int) else _EXTRA_DEALS_OFF)
        """The deal number that scales to 1."""
        for layout in (self.observation_layout, self.information_state_layout):
            self._add_observation(layout)
        n, c, t = num_players, len(_CARDS), self.num_tricks
        info = self.information_state_layout
        info.add("dealt", c)
        info.add("deal_leaders", t, n)
        info.add("deal_plays", t, n, c)
        info.add("deal_winners", t, n)
        info.add("deal_wizard_suit", len(_SUITS))
        info.add("effect_after", t)
        info.add("swap", n + 1)
        info.add("banner", len(_DIRECTIONS))
        info.add("spy", n)
        info.add("received", c)
        info.add("received_from", n)
        info.add("seen_hand", c)

    def _add_observation(self, layout: Layout) -> None:
        """Add the observation's segments to ``layout`` (both tensors start with them)."""
        n, c, t = self.num_players, len(_CARDS), self.num_tricks
        s, f, tiles, suits = len(_SPECIALS), len(_FACES), len(_TILES), len(_SUITS)
        layout.add("phase", len(_PHASES))
        layout.add("deal", 1)
        layout.add("extra_deal", 1)
        layout.add("trick", 1)
        layout.add("to_move", n)
        layout.add("dealer", n)
        layout.add("contenders", n)
        layout.add("totals", n)
        layout.add("special", s)
        layout.add("quest", f)
        layout.add("quest_tile", tiles)
        layout.add("unchosen_face", f)
        layout.add("top_tile", tiles)
        layout.add("stack_left", 1)
        layout.add("specials_used", s)
        layout.add("tiles_used", tiles)
        layout.add("blue5", n)
        layout.add("red5", n)
        layout.add("hand", c)
        layout.add("hand_sizes", n)
        layout.add("leader", n)
        layout.add("led_suit", suits)
        layout.add("trick_cards", n, c)
        layout.add("trick_suits", n, suits)
        layout.add("trick_strengths", n)
        layout.add("wizard_suit", suits)
        layout.add("tricks_won", n, t)
        layout.add("tricks_count", n)
        layout.add("special_points", n)
        layout.add("last_won_trick", c)

    # -- writing ---------------------------------------------------------------

    def write_observation(self, view: _BaseView, out: Tensor) -> None:
        """Write the observation segments (class docstring) of ``view``.

        Raises:
            TypeError: not a Le Roi des Nains view.
        """
        self._write_common(self._view(view), out)

    def write_information_state(self, view: _BaseView, out: Tensor) -> None:
        """Write the observation segments, then this deal's history (class docstring).

        Raises:
            TypeError: not a Le Roi des Nains view.
        """
        v = self._view(view)
        self._write_common(v, out)
        last_trick = 0  # the last trick taken so far, as the events go
        for e in self._deal_events(v):
            if e.kind == "win":
                last_trick = e.params["trick"]
            self._write_event(v, e, last_trick, out)

    def _view(self, view: _BaseView) -> View:
        if not isinstance(view, View):
            raise TypeError(f"{view!r} is not a roi_des_nains view")
        return view

    def _rel(self, seat: int, v: View) -> int:
        assert v.seat is not None  # Encoding._check: a seat's view
        return self.relative(seat, v.seat)

    def _write_common(self, v: View, out: Tensor) -> None:
        """The observation's segments (shared by both tensors)."""
        n, t = self.num_players, self.num_tricks
        out.one_hot("phase", _PHASES.index(v.phase))
        out.one_hot("deal", 0, min(1.0, v.deal / self.deal_bound))
        if v.deal > v.num_deals:
            out.one_hot("extra_deal", 0)
        out.one_hot("trick", 0, v.trick_number / t)
        for seat in v.to_move:
            if seat >= 0:
                out.one_hot("to_move", self._rel(seat, v))
        if v.dealer is not None:
            out.one_hot("dealer", self._rel(v.dealer, v))
        for seat in v.contenders:
            out.one_hot("contenders", self._rel(seat, v))
        for seat in range(n):
            r = self._rel(seat, v)
            out.one_hot("totals", r, v.totals[seat] / _TOTAL_SCALE)
            out.one_hot("hand_sizes", r, v.hand_sizes[seat] / t)
            for number in v.tricks_won[seat]:
                out.one_hot("tricks_won", (r, number - 1))
            out.one_hot("tricks_count", r, len(v.tricks_won[seat]) / t)
            out.one_hot("special_points", r, v.special_points[seat] / _SPECIAL_POINTS_BOUND)
        if v.special is not None:
            out.one_hot("special", _SPECIAL_INDEX[v.special])
        if v.quest is not None:
            out.one_hot("quest", _FACE_INDEX[v.quest])
        if v.quest_tile is not None:
            out.one_hot("quest_tile", _TILE_INDEX[v.quest_tile])
        if v.unchosen_face is not None:
            out.one_hot("unchosen_face", _FACE_INDEX[v.unchosen_face])
        if v.top_tile is not None:
            out.one_hot("top_tile", _TILE_INDEX[v.top_tile])
        out.one_hot("stack_left", 0, v.stack_left / self.num_quests)
        for summary in v.deals:
            out.one_hot("specials_used", _SPECIAL_INDEX[summary.special])
            out.one_hot("tiles_used", _TILE_OF_FACE[summary.quest])
        if v.blue5 is not None:
            out.one_hot("blue5", self._rel(v.blue5, v))
        if v.red5 is not None:
            out.one_hot("red5", self._rel(v.red5, v))
        out.many_hot("hand", (_CARD_INDEX[code] for code in v.hand or ()))
        if v.leader is not None:
            out.one_hot("leader", self._rel(v.leader, v))
        if v.led_suit is not None:
            out.one_hot("led_suit", _SUITS.index(v.led_suit))
        for played in v.trick:
            r = self._rel(played.seat, v)
            out.one_hot("trick_cards", (r, _CARD_INDEX[played.card]))
            if played.suit is not None:
                out.one_hot("trick_suits", (r, _SUITS.index(played.suit)))
            out.one_hot("trick_strengths", r, played.strength / _STRENGTH_BOUND)
            if played.named is not None:
                out.one_hot("wizard_suit", _SUITS.index(played.named))
        out.many_hot("last_won_trick", (_CARD_INDEX[code] for code in v.last_won_trick or ()))

    def _deal_events(self, v: View) -> tuple[Event, ...]:
        """The events of the current deal: from its ``special`` reveal on (§3.3), none
        before it (a new deal's dealer and tiles come first)."""
        events = v.events
        for i in range(len(events) - 1, -1, -1):
            e = events[i]
            if e.kind == "special":
                return events[i:] if e.params["deal"] == v.deal else ()
        return ()

    def _write_event(self, v: View, e: Event, last_trick: int, out: Tensor) -> None:
        """One event of the current deal into the history segments; ``last_trick`` is
        the number of the last trick taken before it (0 before the first)."""
        kind = e.kind
        me = f"P{v.seat}"
        if kind == "play" or kind == "wizard":
            args = e.params
            who = self._rel(int(e.actor[1:]), v)
            trick = args["trick"] - 1
            if args["role"] == "lead":
                out.one_hot("deal_leaders", (trick, who))
            out.one_hot("deal_plays", (trick, who, _CARD_INDEX[args["card"]]))
            if kind == "wizard":
                out.one_hot("deal_wizard_suit", _SUITS.index(args["suit"]))
        elif kind == "win":
            args = e.params
            out.one_hot("deal_winners", (args["trick"] - 1, self._rel(args["seat"], v)))
        elif kind == "deal":
            card = e.params["card"]
            if e.to == me and card is not None:
                out.one_hot("dealt", _CARD_INDEX[card])
        elif kind in ("swap", "keep", "banner", "spy"):
            # The decision follows the trick that held the card (§4.4): the last taken.
            if last_trick:
                out.one_hot("effect_after", last_trick - 1)
            if kind == "swap":
                out.one_hot("swap", self._rel(e.params["seat"], v))
            elif kind == "keep":
                out.one_hot("swap", self.num_players)
            elif kind == "banner":
                out.one_hot("banner", _DIRECTIONS.index(e.params["direction"]))
            else:
                out.one_hot("spy", self._rel(e.params["seat"], v))
        elif kind == "receive" and e.to == me and e.params["cards"] is not None:
            out.one_hot("received_from", self._rel(e.params["seat"], v))
            out.many_hot("received", (_CARD_INDEX[code] for code in e.params["cards"]))
        elif kind == "hand" and e.to == me and e.params["cards"] is not None:
            out.many_hot("seen_hand", (_CARD_INDEX[code] for code in e.params["cards"]))


ENCODING: Final = RoiDesNainsEncoding
"""This game's :class:`~royaumes.encoding.Encoding` class (``royaumes.encoding.encoding``)."""
