"""Tensors for learning on For a Crown (issue 20).

See :class:`ForACrownEncoding` for the layout;
``royaumes.encoding.encoding("for_a_crown", n)`` builds it for 3 to 5 families.

>>> import royaumes
>>> enc = ForACrownEncoding(3)
>>> view = royaumes.load("for_a_crown").new_state(3).view(0)
>>> enc.observation_tensor(view).shape == enc.observation_shape
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from royaumes.encoding import Encoding, Tensor
from royaumes.game import View as _BaseView
from royaumes.games.for_a_crown.rules import _SYMBOLS, COIN, RUBY, Phase, View, catalogue

__all__ = ["ENCODING", "ForACrownEncoding"]

_RUBY: Final = _SYMBOLS[RUBY]
_COIN: Final = _SYMBOLS[COIN]
# Columns of the ledger (see the class docstring).
_START, _GAIN_R, _GAIN_C, _LOST, _SOLD, _PAID_C, _PAID_R, _PAID_HIDDEN = range(8)
_LEDGER: Final = 8
# Channels of the per-round actions between families.
_BANDIT, _HIT, _MOVE_LEFT, _MOVE_RIGHT = range(4)
_TARGETS: Final = 4


def _seat(name: str) -> int:
    """``"P3"`` -> 3 (a seat as an event's csv facts write it)."""
    return int(name[1:])


@dataclass
class _Recall:
    """What the history tells, gathered in one pass over the view's events (absolute
    seats; the tensor writer makes them relative)."""

    n: int
    rounds: int
    levels: int
    mercs: int
    events: int
    ledger: npt.NDArray[np.float64] = field(init=False)
    known: npt.NDArray[np.float64] = field(init=False)
    unknown: npt.NDArray[np.float64] = field(init=False)
    known_events: npt.NDArray[np.float64] = field(init=False)
    unknown_events: int = 0
    targets: npt.NDArray[np.float64] = field(init=False)
    recruits: npt.NDArray[np.float64] = field(init=False)

    def __post_init__(self) -> None:
        self.ledger = np.zeros((self.n, _LEDGER))
        self.known = np.zeros((self.n, self.mercs))
        self.unknown = np.zeros((self.n, self.levels))
        self.known_events = np.zeros(self.events)
        self.targets = np.zeros((self.rounds, self.n, self.n, _TARGETS))
        self.recruits = np.zeros((self.rounds, self.n, self.levels + 1))


class ForACrownEncoding(Encoding):
    """For a Crown as tensors for one seat (rules: ``shared/rules/for_a_crown.md``; §
    below are its sections), for 3 to 5 families.

    Vocabularies come from the game's data (``cards.toml`` via ``catalogue()``): ``M``
    Mercenary ids (42, in catalogue order: ``L1-RB`` ... ``L5-10``), ``E`` Event ids
    (7: ``E1`` ... ``E7``), ``L`` levels (5), ``R`` rounds (4); ``G`` is the option
    ``gallery_size`` (9) and ``N`` the number of families. Seat axes are relative to
    the viewer (0: the viewer, 1: the next seat...). Bounds, all derived:

    - Rubies, Coins and Bandits are divided by the box's counts (``reserve_*`` in the
      data: 60, 30, 25), under either ``reserve`` option: the reserve is unlimited by
      default, so a value above 1 is possible, though no random game reached one;
    - a card count is divided by that id's ``copies`` in the box;
    - ``S`` = the recruits of a whole game (the sum of ``recruit_passes``: 5):
      sleeves;
    - ``D`` = the largest shared deck: Starting Events + one added Event per later
      round (at most the Event stack) + ``N * S`` (30 at 5 families);
    - a payment is divided by ``max(top cost, box Bandits)`` (25: a bribe can be as
      large as a family's Bandits);
    - ``A`` = the most symbols a family's cards carry in one round (``S`` times the
      most symbols on a card: 25): the per-round actions between families.

    A hidden value (another family's chest, a card drawn blind, an added Event) is not
    set: it stays 0, with a "known" flag where 0 is a value.

    **Observation** (the position now, §7):

    ==================  ==============  ================================================
    segment             shape           meaning
    ==================  ==============  ================================================
    ``phase``           (16,)           one-hot the rules' ``Phase``
    ``round``           (1,)            the round / ``R``
    ``to_move``         (N + 1,)        multi-hot: relative seats to move, then chance
    ``gallery``         (N, G)          one-hot each family's Portrait space (a row of
                                        zeros: out of play)
    ``influence``       (N, N)          one-hot each family's rank in influence order
                                        (0: most influential), in play only
    ``bandits``         (N,)            Masked Bandits / 25 (public)
    ``heirloom_sold``   (N,)            1 once the family sold its Heirloom (public)
    ``eliminated``      (N, 2)          1 if eliminated, then its place in the
                                        elimination order (k / N, k from 1)
    ``chests``          (N, 4)          a chest the viewer may see (its own; all at the
                                        end): known flag, Rubies / 60, Coins / 30, 1 if
                                        the Heirloom is in it
    ``costs``           (L, 2)          per level: 1 if open this round, cost / top cost
    ``square``          (M,)            the Royal Square: per level-1 id its stack, per
                                        other id its face-up copies, / copies
    ``deck_sizes``      (L - 1,)        levels 2..L: cards left in the deck / the
                                        level's cards in the box
    ``sleeves``         (N,)            Mercenaries recruited / ``S``
    ``shared_deck``     (1,)            face-down cards in the shared deck / ``D``
    ``played``          (N, M)          this round's Mercenaries turned over, per owner
                                        / copies
    ``played_events``   (E,)            this round's Events turned over / copies
    ``event_stack``     (1,)            Events left in the stack / its size at setup
    ``my_cards``        (M,)            the viewer's Mercenaries / copies
    ``reserve``         (3,)            a counted reserve's Rubies, Coins, Bandits / the
                                        box's (zeros when ``reserve = unlimited``)
    ``resolving``       (M + E + N,)    the card being resolved: its id one-hot, then
                                        its owner (relative) for a Mercenary
    ``payment``         (1,)            the amount to pay now / 25
    ``winners``         (N,)            at the end, 1 for the winner (none if every
                                        family was eliminated)
    ``points``          (N,)            at the end, each family's points / 60
    ==================  ==============  ================================================

    **Information state** (perfect recall): every observation segment, prefixed
    ``obs.``, then what the history (the view's events, by kind and typed arguments)
    leaves that can still matter under the rules:

    ========================  ==============  ==========================================
    ``hist.ledger``           (N, 8)          per family, its public token flows (§7: "every
                                              gain, loss and payment is public"): starting
                                              Coins, Rubies gained, Coins gained, Rubies
                                              owed to forced losses (HIT, Scandal,
                                              Burglary, final -1), Rubies from its Heirloom
                                              sale, Coins paid, Rubies paid, and the totals
                                              of payments whose split it did not see
                                              (``payment_visibility = hidden``); Coins / 30,
                                              the rest / 60
    ``hist.known``            (N, M)          per family, its Mercenaries whose identity the
                                              viewer knows (recruited face up, drawn by the
                                              viewer, or turned over since) / copies
    ``hist.unknown``          (N, L)          per family and level, its Mercenaries drawn
                                              blind and not turned over yet / ``S``
    ``hist.known_events``     (E,)            Events known to be in the shared deck (the
                                              Starting Events, added ones once turned over)
                                              / copies
    ``hist.unknown_events``   (1,)            added Events not turned over yet / ``R - 1``
    ``hist.reveals``          (D, M + E + N)  this round's turn-overs in order: card
                                              one-hot, then the owner of a Mercenary
    ``hist.targets``          (R, N, N, 4)    per round, actor x target: Bandits given,
                                              HITs, Portrait moved left, moved right / ``A``
                                              (a die roll's choices included)
    ``hist.recruits``         (R, N, L + 1)   per round, per family: recruits per level,
                                              then skips / the round's passes
    ========================  ==============  ==========================================

    What perfect recall keeps and drops: a round's cards are shuffled back into the
    shared deck (§4.3), so an earlier round enters only through what it left: the
    chests' flows (from which, under the default public payments, every chest follows
    exactly, §7), each family's cards, the Events known to be in the deck, and who
    targeted, moved and recruited whom and what in each round. The current round's
    turn-overs are kept in order. Dropped: the order of the decisions within a round
    (beyond those counts), which card a gain came from, and, under ``payment_visibility
    = hidden``, the bounds a Heirloom sale (or its absence) puts on a hidden split at
    that moment (the totals still give each family's wealth exactly). The view's
    ``destinations`` are left out (a function of ``gallery``).

    Raises:
        ConfigError: a player count outside 3 to 5, or bad options.
    """

    game_id = "for_a_crown"

    def __init__(self, num_players: int, options: Mapping[str, object] | None = None) -> None:
        super().__init__(num_players, options)
        cat = catalogue()
        n = self.num_players
        self.merc_ids = tuple(m.id for m in cat.mercenaries)
        self.merc_index = {m: i for i, m in enumerate(self.merc_ids)}
        self.merc_level = tuple(m.level for m in cat.mercenaries)
        self.merc_copies = np.array([m.copies for m in cat.mercenaries], dtype=np.float64)
        self.event_ids = tuple(e.id for e in cat.events)
        self.event_index = {e: i for i, e in enumerate(self.event_ids)}
        self.event_copies = np.array([e.copies for e in cat.events], dtype=np.float64)
        self.levels = max(self.merc_level)
        self.level_box = [
            sum(m.copies for m in cat.mercenaries if m.level == lv)
            for lv in range(2, self.levels + 1)
        ]
        self.rounds = cat.rounds
        self.rubies_bound, self.coins_bound, self.bandits_bound = (float(x) for x in cat.reserve)
        self.top_cost = max(max(row) for row in cat.costs)
        self.pay_bound = float(max(self.top_cost, cat.reserve[2]))
        self.sleeves_bound = sum(cat.recruit_passes)
        starting = sum(e.copies for e in cat.events if e.starting)
        self.stack_size = sum(e.copies for e in cat.events if not e.starting)
        self.deck_bound = starting + min(self.rounds - 1, self.stack_size) + n * self.sleeves_bound
        most_symbols = max(len(m.symbols) for m in cat.mercenaries)
        self.targets_bound = float(self.sleeves_bound * most_symbols)
        self.passes = cat.recruit_passes
        gallery_size = self.options["gallery_size"]
        assert isinstance(gallery_size, int)  # an INT option (validated by the spec)
        self.gallery_size = gallery_size
        m, e, lv = len(self.merc_ids), len(self.event_ids), self.levels
        for layout, prefix in (
            (self.observation_layout, ""),
            (self.information_state_layout, "obs."),
        ):
            layout.add(prefix + "phase", len(Phase))
            layout.add(prefix + "round", 1)
            layout.add(prefix + "to_move", n + 1)
            layout.add(prefix + "gallery", n, self.gallery_size)
            layout.add(prefix + "influence", n, n)
            layout.add(prefix + "bandits", n)
            layout.add(prefix + "heirloom_sold", n)
            layout.add(prefix + "eliminated", n, 2)
            layout.add(prefix + "chests", n, 4)
            layout.add(prefix + "costs", lv, 2)
            layout.add(prefix + "square", m)
            layout.add(prefix + "deck_sizes", lv - 1)
            layout.add(prefix + "sleeves", n)
            layout.add(prefix + "shared_deck", 1)
            layout.add(prefix + "played", n, m)
            layout.add(prefix + "played_events", e)
            layout.add(prefix + "event_stack", 1)
            layout.add(prefix + "my_cards", m)
            layout.add(prefix + "reserve", 3)
            layout.add(prefix + "resolving", m + e + n)
            layout.add(prefix + "payment", 1)
            layout.add(prefix + "winners", n)
            layout.add(prefix + "points", n)
        info = self.information_state_layout
        info.add("hist.ledger", n, _LEDGER)
        info.add("hist.known", n, m)
        info.add("hist.unknown", n, lv)
        info.add("hist.known_events", e)
        info.add("hist.unknown_events", 1)
        info.add("hist.reveals", self.deck_bound, m + e + n)
        info.add("hist.targets", self.rounds, n, n, _TARGETS)
        info.add("hist.recruits", self.rounds, n, lv + 1)

    # -- helpers -------------------------------------------------------------------

    @staticmethod
    def _view(view: _BaseView) -> View:
        if not isinstance(view, View):
            raise ValueError(f"{view!r} is not a for_a_crown view")
        return view

    def _card_counts(self, ids: Any) -> npt.NDArray[np.float64]:
        """Per Mercenary id, how many of ``ids``, divided by its copies."""
        out = np.zeros(len(self.merc_ids))
        for card in ids:
            out[self.merc_index[card]] += 1
        return out / self.merc_copies

    def _write_now(self, view: View, out: Tensor, prefix: str) -> None:
        """The observation's segments (shared by both tensors)."""
        assert view.seat is not None
        me, n = view.seat, self.num_players
        nm, ne = len(self.merc_ids), len(self.event_ids)

        def rel(seat: int) -> int:
            return self.relative(seat, me)

        out.one_hot(prefix + "phase", int(view.phase))
        out.one_hot(prefix + "round", 0, view.round / self.rounds)
        for seat in view.to_move:
            out.one_hot(prefix + "to_move", rel(seat) if seat >= 0 else n)
        for rank, seat in enumerate(view.influence):
            out.one_hot(prefix + "influence", (rel(seat), rank))
        eliminated = out[prefix + "eliminated"]
        for k, seat in enumerate(view.eliminated, 1):
            eliminated[rel(seat)] = (1.0, k / n)
        chests = out[prefix + "chests"]
        for seat in range(n):
            r = rel(seat)
            if view.gallery[seat]:
                out.one_hot(prefix + "gallery", (r, view.gallery[seat] - 1))
            out.one_hot(prefix + "bandits", r, view.bandits[seat] / self.bandits_bound)
            out.one_hot(prefix + "heirloom_sold", r, float(view.heirloom_sold[seat]))
            out.one_hot(prefix + "sleeves", r, view.sleeves[seat] / self.sleeves_bound)
            chest = view.chests[seat]
            if chest is not None:
                chests[r] = (
                    1.0,
                    chest.rubies / self.rubies_bound,
                    chest.coins / self.coins_bound,
                    float(chest.heirloom),
                )
        costs = out[prefix + "costs"]
        for level, cost in enumerate(view.costs):
            if cost is not None:
                costs[level] = (1.0, cost / self.top_cost)
        square = [card for card, k in view.level1 for _ in range(k)]
        square += [card for cards in view.face_up for card in cards]
        out[prefix + "square"][:] = self._card_counts(square)
        out[prefix + "deck_sizes"][:] = [
            k / box for k, box in zip(view.deck_sizes, self.level_box, strict=True)
        ]
        out.one_hot(prefix + "shared_deck", 0, view.shared_deck / self.deck_bound)
        played, played_events = out[prefix + "played"], out[prefix + "played_events"]
        for card, owner in view.played:
            if owner is None:
                i = self.event_index[card]
                played_events[i] += 1.0 / self.event_copies[i]
            else:
                i = self.merc_index[card]
                played[rel(owner), i] += 1.0 / self.merc_copies[i]
        out.one_hot(prefix + "event_stack", 0, view.event_stack / self.stack_size)
        out[prefix + "my_cards"][:] = self._card_counts(view.my_cards)
        if view.reserve is not None:
            bounds = (self.rubies_bound, self.coins_bound, self.bandits_bound)
            out[prefix + "reserve"][:] = [k / b for k, b in zip(view.reserve, bounds, strict=True)]
        if view.resolving is not None:
            # "L2-05 P1" (a Mercenary and its owner) or "E4" (an Event).
            card, _, by = view.resolving.partition(" ")
            if by:
                out.one_hot(prefix + "resolving", self.merc_index[card])
                out.one_hot(prefix + "resolving", nm + ne + rel(_seat(by)))
            else:
                out.one_hot(prefix + "resolving", nm + self.event_index[card])
        if view.payment is not None:
            out.one_hot(prefix + "payment", 0, view.payment / self.pay_bound)
        if view.result is not None:
            for seat in view.result.winners:
                out.one_hot(prefix + "winners", rel(seat))
            for seat, points in enumerate(view.result.points):
                out.one_hot(prefix + "points", rel(seat), points / self.rubies_bound)

    def _recall(self, view: View) -> _Recall:
        """One pass over the history (see the class docstring)."""
        cat = catalogue()
        recall = _Recall(
            self.num_players, self.rounds, self.levels, len(self.merc_ids), len(self.event_ids)
        )
        ledger, known, unknown = recall.ledger, recall.known, recall.unknown
        for e in cat.events:
            if e.starting:
                recall.known_events[e.index] += e.copies
        turned: Counter[tuple[int, str]] = Counter()  # this round's turn-overs
        r = 0  # the round's index
        for event in view.events:
            kind, args = event.kind, dict(event.args)
            actor = _seat(event.actor) if event.actor.startswith("P") else -1
            for gain in args.get("gains") or ():
                # "P0+RUBY": a gain; "P1~HIT": a symbol with no rival in play.
                who, plus, symbol = gain.partition("+")
                if plus and symbol == _RUBY:
                    ledger[_seat(who), _GAIN_R] += 1
                elif plus and symbol == _COIN:
                    ledger[_seat(who), _GAIN_C] += 1
            if kind == "gallery" and args.get("coins"):
                for item in args["coins"]:
                    who, _, coins = item.partition(":")
                    ledger[_seat(who), _START] = int(coins)
            elif kind == "round":
                r = args["round"] - 1
            elif kind == "reveal_round":
                turned.clear()
            elif kind == "recruit":
                i = self.merc_index[args["card"]]
                known[actor, i] += 1
                recall.recruits[r, actor, self.merc_level[i] - 1] += 1
            elif kind == "recruit_deck":
                unknown[actor, args["level"] - 1] += 1
                recall.recruits[r, actor, args["level"] - 1] += 1
            elif kind == "skip":
                recall.recruits[r, actor, self.levels] += 1
            elif kind == "draw" and args["card"] is not None:
                i = self.merc_index[args["card"]]
                known[args["owner"], i] += 1
                unknown[args["owner"], self.merc_level[i] - 1] -= 1
            elif kind == "pay":
                ledger[actor, _PAID_C] += args["coins"]
                ledger[actor, _PAID_R] += args["rubies"]
            elif kind == "pay_hidden":
                ledger[actor, _PAID_HIDDEN] += args["total"]
            elif kind == "reveal":
                owner, card = args["owner"], args["card"]
                turned[owner, card] += 1
                i = self.merc_index[card]
                if turned[owner, card] > known[owner, i]:  # a blind draw turned over
                    known[owner, i] += 1
                    unknown[owner, self.merc_level[i] - 1] -= 1
            elif kind == "reveal_event":
                card = args["card"]
                turned[-1, card] += 1
                i = self.event_index[card]
                if turned[-1, card] > recall.known_events[i]:  # an added Event
                    recall.known_events[i] += 1
                    recall.unknown_events -= 1
                if args["effect"] == "scandal":
                    for item in args["seats"] or ():
                        who, _, loss = item.partition(":")
                        ledger[_seat(who), _LOST] += int(loss)
                elif args["effect"] == "burglary":
                    for who in args["seats"] or ():
                        ledger[_seat(who), _LOST] += 2  # §5.5
            elif kind == "event":
                if args["card"] is None:
                    recall.unknown_events += 1
                else:  # shown once the game is over
                    recall.known_events[self.event_index[args["card"]]] += 1
            elif kind == "hit":
                ledger[args["target"], _LOST] += 1
                recall.targets[r, actor, args["target"], _HIT] += 1
            elif kind == "bandit":
                recall.targets[r, actor, args["target"], _BANDIT] += 1
            elif kind == "move":
                side = _MOVE_LEFT if args["side"] == "left" else _MOVE_RIGHT
                recall.targets[r, actor, args["target"], side] += 1
            elif kind == "sell":
                ledger[args["seat"], _SOLD] += args["value"]
            elif kind == "over":
                # §6: +1 to the first and the richest, -1 to the most masked.
                if args["first"] is not None:
                    ledger[args["first"], _GAIN_R] += 1
                for who in args["rich"] or ():
                    ledger[_seat(who), _GAIN_R] += 1
                for who in args["masked"] or ():
                    ledger[_seat(who), _LOST] += 1
        return recall

    # -- the tensors ---------------------------------------------------------------

    def write_observation(self, view: _BaseView, out: Tensor) -> None:
        """The position now (§7) into ``out``; see the class docstring.

        Raises:
            ValueError: not a for_a_crown view.
        """
        self._write_now(self._view(view), out, "")

    def write_information_state(self, view: _BaseView, out: Tensor) -> None:
        """The observation's segments, then what the history leaves (see the class
        docstring).

        Raises:
            ValueError: not a for_a_crown view, or one longer than the rules allow.
        """
        fac = self._view(view)
        self._write_now(fac, out, "obs.")
        recall = self._recall(fac)
        assert fac.seat is not None
        # Rows in relative seat order: row k is the seat k places after the viewer.
        order = [(fac.seat + k) % self.num_players for k in range(self.num_players)]
        scale = np.full(_LEDGER, self.rubies_bound)
        scale[[_START, _GAIN_C, _PAID_C]] = self.coins_bound
        out["hist.ledger"][:] = recall.ledger[order] / scale
        out["hist.known"][:] = recall.known[order] / self.merc_copies
        out["hist.unknown"][:] = recall.unknown[order] / self.sleeves_bound
        out["hist.known_events"][:] = recall.known_events / self.event_copies
        out.one_hot("hist.unknown_events", 0, recall.unknown_events / (self.rounds - 1))
        targets = recall.targets[:, order][:, :, order]
        out["hist.targets"][:] = targets / self.targets_bound
        passes = np.array(self.passes, dtype=np.float64)[:, None, None]
        out["hist.recruits"][:] = recall.recruits[:, order] / passes
        reveals = out["hist.reveals"]
        nm, ne = len(self.merc_ids), len(self.event_ids)
        if len(fac.played) > self.deck_bound:
            raise ValueError(f"a shared deck larger than {self.deck_bound} cards")
        for k, (card, owner) in enumerate(fac.played):
            if owner is None:
                reveals[k, nm + self.event_index[card]] = 1.0
            else:
                reveals[k, self.merc_index[card]] = 1.0
                reveals[k, nm + ne + self.relative(owner, fac.seat)] = 1.0


ENCODING: Final = ForACrownEncoding
"""The encoding class of this game (see :func:`royaumes.encoding.encoding`)."""
