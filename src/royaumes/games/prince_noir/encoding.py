"""Tensors for learning on Les Chevauchées du Prince Noir (issue 20).

See :class:`PrinceNoirEncoding` for the layout;
``royaumes.encoding.encoding("prince_noir", 2)`` builds it.

>>> import royaumes
>>> enc = PrinceNoirEncoding(2)
>>> view = royaumes.load("prince_noir").new_state(2).view(0)
>>> enc.information_state_tensor(view).shape == enc.information_state_shape
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

import numpy as np
import numpy.typing as npt

from royaumes.encoding import Encoding, Tensor
from royaumes.game import View as _BaseView
from royaumes.games.prince_noir.rules import Phase, View, catalogue

__all__ = ["ENCODING", "PrinceNoirEncoding"]

_SIDES: Final = "EF"
_ROLES: Final = ("attack", "defend")
_SLOTS: Final = 4  # groups placed per turn: X by P1, X by P2, Y by P2, Y by P1 (§4.1)
_COMBATS: Final = 2  # combats per turn (§4.1 step 5)


class PrinceNoirEncoding(Encoding):
    """Les Chevauchées du Prince Noir as tensors for one seat (rules: ``shared/rules/
    prince_noir.md``; § below are its sections). Two players only.

    Vocabularies come from the game's data (``cards.toml`` via ``catalogue()``): ``T``
    card types (4: ``Sg Ch Rd Pl``, in catalogue order) and ``C`` castles (8). Seat
    axes are relative to the viewer (0: the viewer, 1: the opponent); a board row is
    the castles of that relative seat's side. Bounds (all derived, never retyped):

    - ``H`` = the option ``hand_size`` (6): hand sizes, group sizes and one refill's
      draws are divided by it;
    - a card type's count (hand, discard) is divided by its ``copies`` in one deck;
    - ``N`` = cards in one deck (18): pile sizes are divided by it;
    - ``K`` = ``N // 2`` (9) turns at most (§6: each side spends at least 2 cards a
      turn), so the history has no clock and keeps every turn;
    - ``V`` = the largest strength a group can reach: ``max(best main + (H - 1)
      pillages, H + top pillage bonus) + 2 * top chain bonus`` (21): combat values and
      chain bonuses are divided by it;
    - scores (§6: castles + cards in hand + largest group) are divided by ``2C + H``.

    A hidden value (the other side's cards before the reveal, its draws) is simply not
    set; before the sides are drawn (§3) the side-dependent segments are all zero.

    **Observation** (the position now, §7):

    ==================  ===========  ===================================================
    segment             shape        meaning
    ==================  ===========  ===================================================
    ``phase``           (8,)         one-hot :class:`~royaumes.games.prince_noir.rules.Phase`
    ``side``            (2,)         one-hot the viewer's side (``E``, ``F``), once drawn
    ``first_player``    (2,)         one-hot the relative seat holding the shield (P1)
    ``to_move``         (3,)         multi-hot: relative seats to move, then chance
    ``turn``            (1,)         the turn number / ``K``
    ``board``           (2, C)       1 where the castle is held by that relative seat
    ``hand``            (T,)         the viewer's cards per type / copies
    ``hand_sizes``      (2,)         per relative seat / ``H``
    ``pile_sizes``      (2,)         per relative seat / ``N``
    ``discard``         (2, T)       the common discard per relative seat (whose deck)
                                     and type / copies (§4.1 step 7)
    ``chains``          (2, C)       that seat's chain bonus at each castle (§5) / ``V``
    ``largest_groups``  (2,)         largest group of adjacent castles (§6) / ``C``
    ``scores``          (2,)         the §6 score now / ``(2C + H)``
    ``placements``      (4, F)       this turn's groups in the order placed (X by P1, X
                                     by P2, Y by P2, Y by P1), ``F = C + 2 + 2 + 1 + 1 +
                                     T``: castle one-hot, placer one-hot (relative),
                                     role one-hot (attack, defend), size / ``H``, a
                                     "cards known" flag, then the cards per type / ``H``
                                     once the viewer may see them (its own, or after the
                                     reveal)
    ``order``           (2, C)       the resolution order once chosen: row 0 the first
                                     castle, row 1 the second (§4.1 step 4)
    ``winners``         (2,)         at the end, 1 for each relative seat among the
                                     winners (both on a draw)
    ==================  ===========  ===================================================

    **Information state** (perfect recall): every observation segment above, prefixed
    ``obs.``, then the whole game's history read from the view's events (their kinds and
    typed arguments):

    ==================  ==============  ================================================
    ``hist.groups``     (K, 4, F)       per turn, its four groups as in ``placements``
                                        (the cards once seen by the viewer)
    ``hist.order``      (K, 2, C)       per turn, its resolution order
    ``hist.combats``    (K, 2, 5)       per turn, its combats in resolution order:
                                        attacker one-hot (relative), attack / ``V``,
                                        defence / ``V``, 1 if the tile flipped
    ``hist.draws``      (K + 1, 2)      per draw block (0: the opening deal, k: the
                                        refill after turn k), per relative seat, the
                                        cards drawn / ``H`` (public counts)
    ``hist.drawn``      (K + 1, 2, T)   the same blocks' cards per type / ``H``, where
                                        the viewer saw them: its own draws (the other
                                        side's only once the game is over, §7)
    ==================  ==============  ================================================

    What perfect recall keeps and drops: it keeps every group placed (its castle,
    placer, role, size, and its cards once revealed), every order, every combat's
    values and outcome (so each board of the game follows), and every card the viewer
    drew, grouped by refill. It drops the order of the cards within one refill (draws
    are uniform without replacement, §3, so nothing in the rules depends on it), the
    event texts, and the view's ``strengths`` (a function of the legal actions and the
    board, both already here). The game has no earlier deals: its one deck per side is
    never reshuffled (§4.1 step 7).

    Raises:
        ConfigError: a player count other than 2, or bad options.
    """

    game_id = "prince_noir"

    def __init__(self, num_players: int, options: Mapping[str, object] | None = None) -> None:
        super().__init__(num_players, options)
        cat = catalogue()
        self.types = tuple(c.id for c in cat.cards)
        self.type_index = {c: i for i, c in enumerate(self.types)}
        self.copies = tuple(float(c.copies) for c in cat.cards)
        self.castles = cat.castles
        hand_size = self.options["hand_size"]
        assert isinstance(hand_size, int)  # an INT option (validated by the spec)
        self.hand_size = hand_size
        self.deck_size = sum(c.copies for c in cat.cards)
        self.max_turns = self.deck_size // 2
        best_main = max(c.value for c in cat.cards if c.main)
        pillage = cat.cards[cat.pillage].value
        best_group = max(
            best_main + (self.hand_size - 1) * pillage,
            self.hand_size + max(cat.pillage_bonus),
        )
        self.value_bound = float(best_group + 2 * max(cat.chain_table))
        self.score_bound = float(2 * self.castles + self.hand_size)
        self.slot_width = self.castles + 2 + 2 + 1 + 1 + len(self.types)
        n, t, c = 2, len(self.types), self.castles
        for layout, prefix in (
            (self.observation_layout, ""),
            (self.information_state_layout, "obs."),
        ):
            layout.add(prefix + "phase", len(Phase))
            layout.add(prefix + "side", len(_SIDES))
            layout.add(prefix + "first_player", n)
            layout.add(prefix + "to_move", n + 1)
            layout.add(prefix + "turn", 1)
            layout.add(prefix + "board", n, c)
            layout.add(prefix + "hand", t)
            layout.add(prefix + "hand_sizes", n)
            layout.add(prefix + "pile_sizes", n)
            layout.add(prefix + "discard", n, t)
            layout.add(prefix + "chains", n, c)
            layout.add(prefix + "largest_groups", n)
            layout.add(prefix + "scores", n)
            layout.add(prefix + "placements", _SLOTS, self.slot_width)
            layout.add(prefix + "order", 2, c)
            layout.add(prefix + "winners", n)
        info = self.information_state_layout
        info.add("hist.groups", self.max_turns, _SLOTS, self.slot_width)
        info.add("hist.order", self.max_turns, 2, c)
        info.add("hist.combats", self.max_turns, _COMBATS, n + 3)
        info.add("hist.draws", self.max_turns + 1, n)
        info.add("hist.drawn", self.max_turns + 1, n, t)

    # -- helpers -------------------------------------------------------------------

    @staticmethod
    def _view(view: _BaseView) -> View:
        if not isinstance(view, View):
            raise ValueError(f"{view!r} is not a prince_noir view")
        return view

    def _rel_side(self, view: View, side: str) -> int:
        """The relative seat playing ``side`` ("E" or "F"); sides must be drawn."""
        assert view.sides is not None
        assert view.seat is not None
        return self.relative(view.sides.index(side), view.seat)

    def _rel_actor(self, view: View, actor: str) -> int:
        """The relative seat of an event's actor or recipient (``"P1"``)."""
        assert view.seat is not None
        return self.relative(int(actor[1:]), view.seat)

    def _counts(self, cards: str | tuple[str, ...]) -> list[int]:
        """Per card type, how many of ``cards`` (a group text ``Ch+Pl`` or ids)."""
        ids = cards.split("+") if isinstance(cards, str) else cards
        out = [0] * len(self.types)
        for card in ids:
            out[self.type_index[card]] += 1
        return out

    def _slot(
        self, row: npt.NDArray[np.float32], castle: int, placer: int, role: str, size: int,
        cards: str | None,
    ) -> None:  # fmt: skip
        """Write one placed group into ``row`` (a segment row of width ``slot_width``):
        ``castle`` 1 to C, ``placer`` relative, ``cards`` a group text or ``None``."""
        c = self.castles
        row[castle - 1] = 1.0
        row[c + placer] = 1.0
        row[c + 2 + _ROLES.index(role)] = 1.0
        row[c + 4] = size / self.hand_size
        if cards is not None:
            row[c + 5] = 1.0
            row[c + 6 :] = [k / self.hand_size for k in self._counts(cards)]

    def _write_now(self, view: View, out: Tensor, prefix: str) -> None:
        """The observation's segments (shared by both tensors)."""
        assert view.seat is not None
        me = view.seat
        out.one_hot(prefix + "phase", int(view.phase))
        for seat in view.to_move:
            if seat >= 0:
                out.one_hot(prefix + "to_move", self.relative(seat, me))
            else:
                out.one_hot(prefix + "to_move", 2)  # chance draws (§3)
        out.one_hot(prefix + "turn", 0, view.turn / self.max_turns)
        if view.hand is not None:
            counts = self._counts(view.hand)
            out[prefix + "hand"][:] = [k / n for k, n in zip(counts, self.copies, strict=True)]
        for seat in range(2):
            rel = self.relative(seat, me)
            out.one_hot(prefix + "hand_sizes", rel, view.hand_sizes[seat] / self.hand_size)
            out.one_hot(prefix + "pile_sizes", rel, view.pile_sizes[seat] / self.deck_size)
        if view.result is not None:
            for seat in view.result.winners:
                out.one_hot(prefix + "winners", self.relative(seat, me))
        if view.order is not None:
            out.one_hot(prefix + "order", (0, view.order[0] - 1))
            out.one_hot(prefix + "order", (1, view.order[1] - 1))
        if view.sides is None:
            return  # nothing below is relative to the viewer before the sides draw (§3)
        out.one_hot(prefix + "side", _SIDES.index(view.sides[me]))
        out.one_hot(prefix + "first_player", self._rel_side(view, view.first_player))
        board, chains = out[prefix + "board"], out[prefix + "chains"]
        discard = out[prefix + "discard"]
        for side in _SIDES:
            rel = self._rel_side(view, side)
            for c, owner in enumerate(view.board):
                board[rel, c] = owner == side
            chains[rel] = [b / self.value_bound for b in view.chains[side]]
            largest = view.largest_groups[side]
            out.one_hot(prefix + "largest_groups", rel, largest / self.castles)
            held = view.board.count(side)
            score = held + view.hand_sizes[view.sides.index(side)] + largest
            out.one_hot(prefix + "scores", rel, score / self.score_bound)
            kept = view.discard[side]
            discard[rel] = [kept[t] / n for t, n in zip(self.types, self.copies, strict=True)]
        slots = out[prefix + "placements"]
        for i, p in enumerate(view.placements):
            rel = self._rel_side(view, p.side)
            self._slot(slots[i], p.castle, rel, p.role, p.size, p.cards)

    # -- the tensors ---------------------------------------------------------------

    def write_observation(self, view: _BaseView, out: Tensor) -> None:
        """The position now (§7) into ``out``; see the class docstring.

        Raises:
            ValueError: not a prince_noir view.
        """
        self._write_now(self._view(view), out, "")

    def write_information_state(self, view: _BaseView, out: Tensor) -> None:
        """The observation's segments, then the game's history (see the class docstring).

        Raises:
            ValueError: not a prince_noir view, or a history longer than the rules allow.
        """
        pn = self._view(view)
        self._write_now(pn, out, "obs.")
        try:
            self._write_history(pn, out)
        except IndexError:
            raise ValueError(f"a prince_noir view with more than {self.max_turns} turns") from None

    def _write_history(self, pn: View, out: Tensor) -> None:
        groups, orders = out["hist.groups"], out["hist.order"]
        combats, draws, drawn = out["hist.combats"], out["hist.draws"], out["hist.drawn"]
        turn = 0  # the turns whose order is chosen: the current turn's index
        slot = 0  # groups placed so far this turn
        combat = 0  # combats resolved in the last ordered turn
        for event in pn.events:
            kind, args = event.kind, dict(event.args)
            if kind == "draw":
                # A draw belongs to the block before turn ``turn + 1``: the opening deal
                # or the refill after the last ordered turn.
                rel = self._rel_actor(pn, event.to)
                draws[turn, rel] += 1.0 / self.hand_size
                if args["card"] is not None:
                    drawn[turn, rel, self.type_index[args["card"]]] += 1.0 / self.hand_size
            elif kind in ("attack", "defend", "hidden", "hidden_one"):
                rel = self._rel_actor(pn, event.actor)
                if kind in _ROLES:
                    role, size, cards = kind, len(args["cards"].split("+")), args["cards"]
                else:
                    role, size, cards = args["role"], args["size"], None
                self._slot(groups[turn, slot], args["castle"], rel, role, size, cards)
                slot += 1
            elif kind == "order":
                orders[turn, 0, args["first"] - 1] = 1.0
                orders[turn, 1, args["second"] - 1] = 1.0
                turn, slot, combat = turn + 1, 0, 0
            elif kind in ("flip", "hold"):
                row = combats[turn - 1, combat]
                row[self._rel_side(pn, args["attacker"])] = 1.0
                row[2] = args["attack"] / self.value_bound
                row[3] = args["defence"] / self.value_bound
                row[4] = kind == "flip"
                combat += 1
            # "sides" (in ``obs.side``), "reveal" (the cards, also on the attack and
            # defend events once revealed) and the end events (``obs.phase``,
            # ``obs.winners``) add nothing here.


ENCODING: Final = PrinceNoirEncoding
"""The encoding class of this game (see :func:`royaumes.encoding.encoding`)."""
