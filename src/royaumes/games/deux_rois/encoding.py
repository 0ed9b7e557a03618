"""Deux Rois (main mode) as tensors for learning (issue 20): :class:`DeuxRoisEncoding`.

Both tensors are built from one seat's :class:`~royaumes.games.deux_rois.rules.View`
only: its fields and the typed arguments (``kind``, ``args``) of the events it holds,
never their texts. Seats are relative to the viewer (row 0 is the viewer, row 1 the
next seat...). Shapes depend on (N, options) only: N = the player count, D = the
cards in play for (N, ``custom_deck``) (§2.2; N cards), R = the ``rounds`` option.

numpy is used here (the ``[rl]`` extra).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from royaumes.encoding import Encoding, Tensor
from royaumes.game import View, list_items
from royaumes.games.deux_rois import config, core, historique, powers, scoring
from royaumes.games.deux_rois import events as dr_events
from royaumes.games.deux_rois import rules as _rules
from royaumes.games.deux_rois.characters import COLOURS as _PRINTED

__all__ = ["ENCODING", "DeuxRoisEncoding"]

FloatArray = npt.NDArray[np.float32]

# -- vocabularies, each derived from the game's own tables -------------------------

CARD_COLOURS: Final = _PRINTED
"""Printed colour classes of a card (red, blue, red+blue, grey, orange, green; §2.10)."""
SHOWN_COLOURS: Final = tuple(c for c in _PRINTED if "+" not in c)
"""The colours a colour reveal can show: a single printed colour, or the current
colour / claim of the two bi-colour cards (§1.2 "displayed colour")."""
TEAM_COLOURS: Final = core.COLOURS
"""red, blue: the Infidèle's colour and the Espion's claim (§2.3, §2.10)."""
STATUSES: Final = tuple(sorted(s.lower() for s in scoring.STATUSES))
"""The card statuses that reach the end (§2.7.1), as the events write them."""
EVENT_STATUSES: Final = ("blessed", "free", "copy_ended", "pledge", "copy")
"""Further status lines a seat may be told of a card (§4.1: a blessing offered, card 6
freed, a Monk's copy ended, the Capitaine's pledge, a Monk's copy made), which the
engine logs as ``status`` / ``status_pledge`` / ``status_copy`` lines and keeps in no
list of its own."""
CARD_STATUSES: Final = STATUSES + EVENT_STATUSES
POWER_IDS: Final = tuple(powers.POWERS)
"""Every registered power id (§2.10, §8.4), in registration order."""
OFFER_KINDS: Final = (
    "colour_share",
    "full_share",
    *(p.id for p in powers.POWERS.values() if p.on_accept is not None),
    "oath",
    "abdicate",
)
"""Pending offer kinds (§2.14.5): the two shares, the powers that make an offer (their
id), event 23's blood oath and the standing leader's abdication. A kind the engine adds
later falls in one more, last, "other" slot."""
PHASES: Final = tuple(core.Phase)
NUM_EVENTS: Final = len(historique.EVENTS)
"""The Historic events 1..28 (§2.12.2)."""
CONDITIONS: Final = scoring.CONDITIONS
ZONES: Final = core.ZONES
_HOST_KINDS: Final = frozenset({"end_phase", "silence", "recall"})
"""HOST's own action kinds (§2.14.3): never a seat's, so they get no column."""
SEAT_ACTION_KINDS: Final = tuple(
    name
    for (kind, form), name in dr_events.action_kinds(core.forms())[0].items()
    # chance's forms come last, their ids from num_distinct_actions on (§8.1)
    if core.first_ids()[kind, form] < _rules.GAME.spec.num_distinct_actions
    and name not in _HOST_KINDS
)
"""The event kind of every seat action form (``vote``, ``power_devin``...; §8.4)."""
_SEAT_KIND_INDEX: Final = {name: i for i, name in enumerate(SEAT_ACTION_KINDS)}

ROLES: Final = (
    "general_my_room",  # view.general (§2.8)
    "general_other_room",  # the other room's latest General the viewer was told of
    "envoy",  # on this room's announced envoy list (view.envoys, §2.9.1)
    "designated",  # on the viewer's own list while he designates (view.designation)
    "my_ballot",  # the viewer's ballot before the close (view.ballot)
    "my_pointer",  # the viewer's pointer (standing_leader, view.pointer)
    "window",  # the viewer has an options window on this seat (view.windows)
    "lieutenant",  # event 7, this round
    "viking",  # event 9, this round
    "legate",  # event 24, this round
    "raider",  # event 19, this round
    "councillor",  # event 14, this round
    "council_immune",  # event 14, this round
    "relic_holder",  # event 21, this round
    "silenced",  # event 4 (moderated), this round
    "declined",  # event 20, this round
    "sent_back",  # §2.9.3 / event 17, this round
    "storm",  # event 2: caught in the storm this round
    "usurper",  # §2.8 step 4, this round
    "cannot_reveal",  # told "cannot reveal" about him, this round (§2.5.1)
    "bound_by_me",  # the viewer's Trésorier binding on him, this round (§2.8, card 11)
    "binds_me",  # he bound the viewer, this round
    "tostig_spy",  # event 15: told to the viewer about himself, this round
    "proven_immune",  # ever told "immune" about him (§2.7.4)
)
_ROLE: Final = {name: i for i, name in enumerate(ROLES)}
_ROUND_ROLES: Final = {
    "lieutenant_named": "lieutenant",
    "raider": "raider",
    "legate": "legate",
    "council_immune": "council_immune",
    "relic_holder": "relic_holder",
    "silenced": "silenced",
    "declines": "declined",
    "cannot_reveal": "cannot_reveal",
}
"""Table lines naming one seat (``seat``) in a role for the round."""
ROUND_FEATURES: Final = (
    "room_N",  # room at the round's start
    "room_E",
    "envoy",  # on the announced envoy list of its room (as far as seen)
    "envoy_removed",
    "left",  # a "leaves" line (the exchange or a move)
    "arrived",
    "sent_back",
    "general",  # General (or leader) of a room at some point of the round
    "usurped",
    "votes_received",  # ballots seen for him / N
    "abstained",
    "voted_for_general",  # his counted ballot was for the room's new General
    "voted_for_me",
    "public_card",  # made a public full reveal (seen)
    "public_colour",
    "showed_me_card",  # a "shown" line about him to the viewer
    "showed_me_colour",
    "occurrences",  # reveals seen that he took part in / N, at most 1
    "historic_role",  # any event role of the round (lieutenant, viking, legate...)
)
_FEATURE: Final = {name: i for i, name in enumerate(ROUND_FEATURES)}
OCCURRENCE_CLASSES: Final = ("colour", "full", "group")
"""What onlookers see of a reveal (§2.5.2)."""
_MET_BY_SEAT: Final = core.ESPION
"""Card 9 keeps the partner seats it met; card 10 the principal cards (§2.10)."""

SECONDS_SCALE: Final = 300.0
"""A phase's clock setting is divided by this (the longest default phase, §2.4.2)."""
BANKED_SCALE: Final = 10.0
"""Banked points and final points are divided by this (§2.11.4: 8 is the largest team
value; banked points stay well below 10 in a real game)."""


class DeuxRoisEncoding(Encoding):
    """Deux Rois (main mode, §2 of ``shared/rules/deux_rois.md``) as two flat tensors.

    N = players, D = cards in play (N of them, §2.2; a card ``c`` is index
    ``deck.index(c)``), R = the ``rounds`` option, P = the registered powers, K = the
    seat action kinds. A "stamp" is ``(r + 1) / (R + 1)`` for round r (0: setup) and 0
    for never: the most recent round a thing was seen in. Rows of seat blocks are
    relative seats (0 = the viewer). Every value is 0 or in [0, 1] unless said.

    **Observation** (the position now):

    - ``my_card`` (D): one-hot, the viewer's card (none before the deal). §4.1.
    - ``my_card_colour`` (6): its printed colour class (:data:`CARD_COLOURS`). §2.10.
    - ``my_statuses`` (7): multi-hot, the statuses on it (:data:`STATUSES`). §2.7.1.
    - ``my_colour`` (2): the Infidèle's colour / Espion's claim on it (red, blue). §2.3.
    - ``my_numbers`` (3): banked points / 10; the Pèlerin's visits to N and E /
      (2R + 1). §2.10 cards 9, 10, 43, 44.
    - ``my_powers_used`` (P, 3): per power id, used this round; used in the game
      (a 1/game power, or any round); used by a Monk's copy. §2.7.1.
    - ``my_copy`` (D): the card a Monk's copy copies. §2.10 card 25.
    - ``my_met_cards`` (D): card 10's principal cards met; ``my_met_seats`` (N): card 9's
      partners (relative seats). §2.10.
    - ``phase`` (14): one-hot :class:`~royaumes.games.deux_rois.core.Phase`. §2.4.1.
    - ``round`` (R + 1): one-hot round 0 (setup) .. R; ``progress`` (1): round / R.
    - ``clock`` (2): the phase's clock setting / 300 s (may exceed 1 with custom
      clocks); 1 if the phase is timed. §2.4.2.
    - ``flags`` (5): to act; ready/done flag; every card public (end); over; the
      viewer is his room's General.
    - ``counters`` (3): table step / the game's length bound; lines seen in this phase
      / its action cap; own actions in this phase / the per-player cap (each at most 1).
      §2.14.7.
    - ``rooms`` (N, 3): room N, room E, in the viewer's room (now). §4.1.
    - ``roles`` (N, 24): :data:`ROLES`; the event roles hold for the current round only.
    - ``offers_made``, ``offers_received`` (N, len(:data:`OFFER_KINDS`) + 1): pending
      offers by kind. §2.14.5.
    - ``known_card`` (N, D): the card last shown to the viewer for that seat (a private
      or public full reveal, a Troubadour's song, a swap it took part in, the final
      reveal; row 0: the viewer's own card). §2.5.2 knowledge update.
    - ``known_colour`` (N, 5): the colour last shown (:data:`SHOWN_COLOURS`).
    - ``known_meta`` (N, 4): stamp of the card fact; stamp of the colour fact; the card
      fact was public; the fact may be stale (the seat was caught in a storm after it).
    - ``card_statuses`` (D, 12): statuses the viewer was told of, per card
      (:data:`CARD_STATUSES`; every status at the final reveal). §4.1.
    - ``card_banked`` (D): banked points the viewer was told of, per card / 10.
    - ``zones`` (N, 6): the zone a seat last moved to this round (events 25-27; the
      event's starting zone is implied by ``events_in_force``). §2.12.2.
    - ``events_in_force`` (28): the Historic events in force (§2.12.1 scopes).
    - ``outcome`` (8): W, one-hot (:data:`CONDITIONS`), once scored. §2.11.3.
    - ``points`` (N): each seat's points / 10 (may be negative); ``winners`` (N). §2.11.

    **Information state** = the observation's segments, then what the seat has learned
    per other seat and per round (perfect recall, summarised):

    - ``cards_held`` (D): every card the viewer has held (a swap or storm changes it).
    - ``rounds_seat`` (R, N, 19): per round and seat, :data:`ROUND_FEATURES` as far as
      the viewer saw them (rooms, envoys, departures, Generals, ballots, public and
      private reveals, occurrences, event roles).
    - ``events_drawn`` (R, 28): the Historic event drawn at each round's exchange.
    - ``votes`` (N, N + 1): the latest ballots (or standing-leader pointers) the viewer
      saw: row = voter, column = the seat voted for, last column abstain / none. §2.8.
    - ``occurrences`` (N, N, 3): stamp of the latest reveal of each class seen from seat
      a (row) to seat b (column): the room's occurrence lines, the shown lines to the
      viewer, the viewer's own one-way reveals; shares and groups fill both ways.
    - ``actions_seen`` (N, K): stamp of the latest action of each kind seen from each
      seat (:data:`SEAT_ACTION_KINDS`; the viewer's own row holds all of his).
    - ``targets_seen`` (N, N): stamp of the latest seen action of seat a aimed at seat b.

    What perfect recall keeps and drops: the game is real time (HOST's clock ends the
    phases), so a negotiation may hold up to 50 N actions and the history has no useful
    bound; the tensor keeps, per seat, the latest fact of each sort and the round it
    came in, and per round the summaries above (R is bounded by the options). It drops
    the order of lines within a round, how many times a thing happened (but for
    ballots and occurrences), the offers and windows already closed, and the texts of
    the victory check. Cards change holders (Faussaire, Négociateur, storm): a known
    card is the last one shown, stamped, and flagged stale after a storm; the viewer's
    own swaps update both sides. Lines after the end's ``log`` mark (the rest of the
    action log, made public at the end, §4.1) are not read: the game is over.

    Raises:
        ConfigError: bad player count or options.
    """

    game_id = "deux_rois"

    def __init__(self, num_players: int, options: Mapping[str, object] | None = None) -> None:
        super().__init__(num_players, options)
        n = self.num_players
        deck = config.deck(n, _opt_str(self.options.get("custom_deck")))
        self.deck: tuple[int, ...] = deck
        self._card_index = {card: i for i, card in enumerate(deck)}
        self.rounds = _opt_int(self.options["rounds"])
        self._max_length = max(1, self.game.max_game_length(n, self.options) or 1)
        self._negotiation_cap = _opt_int(self.options["max_negotiation_actions_per_player"])
        self._phase_cap = _opt_int(self.options["max_phase_actions_per_player"])
        d, r = len(deck), self.rounds
        obs = self.observation_layout
        info = self.information_state_layout
        for layout in (obs, info):
            layout.add("my_card", d)
            layout.add("my_card_colour", len(CARD_COLOURS))
            layout.add("my_statuses", len(STATUSES))
            layout.add("my_colour", len(TEAM_COLOURS))
            layout.add("my_numbers", 3)
            layout.add("my_powers_used", len(POWER_IDS), 3)
            layout.add("my_copy", d)
            layout.add("my_met_cards", d)
            layout.add("my_met_seats", n)
            layout.add("phase", len(PHASES))
            layout.add("round", r + 1)
            layout.add("progress", 1)
            layout.add("clock", 2)
            layout.add("flags", 5)
            layout.add("counters", 3)
            layout.add("rooms", n, 3)
            layout.add("roles", n, len(ROLES))
            layout.add("offers_made", n, len(OFFER_KINDS) + 1)
            layout.add("offers_received", n, len(OFFER_KINDS) + 1)
            layout.add("known_card", n, d)
            layout.add("known_colour", n, len(SHOWN_COLOURS))
            layout.add("known_meta", n, 4)
            layout.add("card_statuses", d, len(CARD_STATUSES))
            layout.add("card_banked", d)
            layout.add("zones", n, len(ZONES))
            layout.add("events_in_force", NUM_EVENTS)
            layout.add("outcome", len(CONDITIONS))
            layout.add("points", n)
            layout.add("winners", n)
        # The observation is the information state's first segments: one pass fills both.
        assert obs.describe() == info.describe()[: len(obs.describe())]
        info.add("cards_held", d)
        info.add("rounds_seat", r, n, len(ROUND_FEATURES))
        info.add("events_drawn", r, NUM_EVENTS)
        info.add("votes", n, n + 1)
        info.add("occurrences", n, n, len(OCCURRENCE_CLASSES))
        info.add("actions_seen", n, len(SEAT_ACTION_KINDS))
        info.add("targets_seen", n, n)
        self._slots = [
            (name, offset, offset + math.prod(shape), shape)
            for name, offset, shape in info.describe()
        ]
        self._cache: tuple[View, FloatArray] | None = None
        self._passes: dict[int, _Pass] = {}

    # -- the two tensors -------------------------------------------------------------

    def write_observation(self, view: View, out: Tensor) -> None:
        """The position now (the class docstring's observation segments)."""
        out.array[...] = self._digest(view)[: self.observation_layout.size]

    def write_information_state(self, view: View, out: Tensor) -> None:
        """The observation's segments, then the per-seat and per-round history."""
        out.array[...] = self._digest(view)

    # -- reading a view --------------------------------------------------------------

    def _digest(self, view: View) -> FloatArray:
        """The information-state tensor of ``view``, whose first segments are the
        observation's, in the same order: one pass fills both.

        Two caches keep this cheap (neither changes a result): the last view's tensor
        (a caller usually asks for both tensors), and per seat the pass over the events
        of the last view seen for it. A view whose events extend that view's (the same
        event objects: a later position of the same game) continues the pass from
        there, so a game costs O(its length) rather than O(length²); any other view
        is read from its first event.
        """
        cached = self._cache
        if cached is not None and cached[0] is view:
            return cached[1]
        assert isinstance(view, _rules.View)
        seat = view.seat if view.seat is not None else 0
        events = view.events
        done = self._passes.get(seat)
        if done is None or not done.extends(events):
            done = _Pass(self, seat)
        done.read(events)
        self._passes[seat] = done
        final = done.copy()
        final.fields(view)
        self._cache = (view, final.flat)
        return final.flat

    def stamp(self, round_no: int) -> float:
        """The value recording "last seen in round ``round_no``" (0 is setup)."""
        return (round_no + 1) / (self.rounds + 1)


class _Pass:
    """One seat's pass over its events (what they taught it so far), then the view's
    own fields on a copy (:meth:`fields`)."""

    def __init__(self, enc: DeuxRoisEncoding, seat: int) -> None:
        self.enc, self.me, self.n = enc, seat, enc.num_players
        n, r = self.n, enc.rounds
        self._segments(np.zeros(enc.information_state_layout.size, dtype=np.float32))
        self.count = 0  # events read
        self.last: object = None  # the last event read (its identity)
        self.stopped = False  # the end's "log" mark was read
        self.round = 0
        self.room = [-1] * n  # tracked rooms (0 N, 1 E)
        rooms = list_items(_opt_str(enc.options.get("rooms")))
        if enc.options.get("room_split") == "manual" and rooms:
            self.room = [core.ROOMS.index(x) for x in rooms][:n]
        self.own_card = 0
        self.role_round = np.full((n, len(ROLES)), -1, dtype=np.int32)
        self.zone_round = np.full(n, -1, dtype=np.int32)
        self.zone = np.zeros(n, dtype=np.int32)
        self.ballots: dict[int, dict[int, int]] = {}  # per room: voter -> target (-1)
        self.occ_counts = np.zeros((r, n), dtype=np.float32)
        self.generals = [-1, -1]  # per room, the latest General told (-1: none known)
        self.phase_lines = 0
        self.phase_own = 0
        self.drawn: dict[int, int] = {}

    def _segments(self, flat: FloatArray) -> None:
        self.flat = flat
        self.a: dict[str, FloatArray] = {  # each segment, a view of ``flat`` in its shape
            name: flat[start:stop].reshape(shape) for name, start, stop, shape in self.enc._slots
        }

    def copy(self) -> _Pass:
        """An independent copy (arrays and containers copied)."""
        other = object.__new__(_Pass)
        other.__dict__.update(self.__dict__)
        other._segments(self.flat.copy())
        other.room = list(self.room)
        other.role_round = self.role_round.copy()
        other.zone_round = self.zone_round.copy()
        other.zone = self.zone.copy()
        other.ballots = {room: dict(b) for room, b in self.ballots.items()}
        other.generals = list(self.generals)
        other.occ_counts = self.occ_counts.copy()
        other.drawn = dict(self.drawn)
        return other

    def extends(self, events: tuple[Any, ...]) -> bool:
        """Whether ``events`` begin with the events read (the same objects)."""
        return self.count == 0 or (
            len(events) >= self.count and events[self.count - 1] is self.last
        )

    def read(self, events: tuple[Any, ...]) -> None:
        """Read ``events`` from where the pass stopped."""
        for event in events[self.count :]:
            if self.stopped:
                break
            if event.kind == "log":  # the end's public log follows: not read (docstring)
                self.stopped = True
                break
            self._event(event.actor, event.kind, dict(event.args))
        self.count = len(events)
        self.last = events[-1] if events else None

    # seat helpers
    def rel(self, seat: int) -> int:
        return (seat - self.me) % self.n

    def card_ix(self, card: Any) -> int:
        if not isinstance(card, int):
            return -1
        return self.enc._card_index.get(card, -1)

    def rr(self) -> int:
        """The current round's row in the per-round blocks (setup counts as round 1)."""
        return min(max(self.round, 1), self.enc.rounds) - 1

    def feature(self, seat: int, name: str, value: float = 1.0) -> None:
        if 0 <= seat < self.n:
            self.a["rounds_seat"][self.rr(), self.rel(seat), _FEATURE[name]] = value

    def role(self, seat: int, name: str) -> None:
        if 0 <= seat < self.n:
            self.role_round[self.rel(seat), _ROLE[name]] = self.round

    # -- the events -------------------------------------------------------------------

    def _event(self, actor: str, kind: str, p: dict[str, Any]) -> None:
        a, enc = self.a, self.enc
        stamp = enc.stamp(self.round)
        self.phase_lines += 1
        if actor.startswith("P"):
            self._action(int(actor[1:]), kind, p, stamp)
            return
        if actor == "chance":
            if kind == "room" and isinstance(p.get("seat"), int):
                self.room[p["seat"]] = core.ROOMS.index(p["room"])
            elif kind == "deal" and p.get("seat") == self.me and p.get("card"):
                self._own_card(p["card"])  # the deal, or a storm's card dealt back
            elif kind == "event" and isinstance(p.get("n"), int):
                self._drawn(p["n"])
            return
        if actor != "table":
            return
        if kind == "phase":
            self.phase_lines = 0
            self.phase_own = 0
        elif kind == "round":
            self.round = int(p["round"])
            rr = self.rr()
            for seat, room in enumerate(self.room):
                if room >= 0:
                    a["rounds_seat"][rr, self.rel(seat), room] = 1.0
        elif kind in ("shown_card", "public_card", "song"):
            seat = p["partner"] if kind == "song" else p["seat"]
            if seat == self.me and kind == "shown_card":
                self._own_card(p["card"])  # told his new card (a swap)
            else:
                self._know_card(seat, p["card"], public=kind != "shown_card")
            if kind == "shown_card" and seat != self.me:
                self.feature(seat, "showed_me_card")
                self._occur(seat, self.me, "full", stamp)
            elif kind == "public_card":
                self.feature(seat, "public_card")
        elif kind in ("shown_colour", "public_colour"):
            seat, colour = p["seat"], p["colour"]
            row = self.rel(seat)
            a["known_colour"][row] = 0.0
            if colour in SHOWN_COLOURS:
                a["known_colour"][row, SHOWN_COLOURS.index(colour)] = 1.0
            a["known_meta"][row, 1] = stamp
            if kind == "shown_colour":
                self.feature(seat, "showed_me_colour")
                self._occur(seat, self.me, "colour", stamp)
            else:
                self.feature(seat, "public_colour")
        elif kind == "occurrence_one":
            self._occur(p["a"], p["b"], _occurrence_class(p["cls"]), stamp, count=True)
        elif kind == "occurrence":
            seats = [int(x) for x in p["seats"]]
            cls = _occurrence_class(p["cls"])
            for x in seats:
                for y in seats:
                    if x != y:
                        self._occur(x, y, cls, stamp)
                self._count_occurrence(x)
        elif kind == "swap":
            x, y = p["a"], p["b"]
            other = y if x == self.me else x
            if self.me in (x, y) and self.own_card:
                self._know_card(other, self.own_card, public=False)
        elif kind == "status":
            self._card_status(p["card"], str(p["status"]))
        elif kind == "status_pledge":
            self._card_status(p["card"], "pledge")
        elif kind == "status_copy":
            self._card_status(p["card"], "copy")
        elif kind == "status_banked":
            ix = self.card_ix(p["card"])
            if ix >= 0:
                a["card_banked"][ix] = _number(p["points"]) / BANKED_SCALE
        elif kind in ("leaves", "arrives"):
            seat = p["seat"]
            self.feature(seat, "left" if kind == "leaves" else "arrived")
            if kind == "arrives":
                self.room[seat] = core.ROOMS.index(p["room"])
        elif kind == "sent_back":
            self.feature(p["seat"], "sent_back")
            self.role(p["seat"], "sent_back")
        elif kind in ("ballots", "pointers"):
            self._ballots(
                core.ROOMS.index(p["room"]), p["ballots" if kind == "ballots" else "pointers"]
            )
        elif kind in ("general", "usurp", "majority"):
            room, seat = core.ROOMS.index(p["room"]), p["seat"]
            self.feature(seat, "general")
            if kind == "usurp":
                self.feature(seat, "usurped")
                self.role(seat, "usurper")
            for voter, target in self.ballots.pop(room, {}).items():
                if target == seat:
                    self.feature(voter, "voted_for_general")
            self.generals[room] = seat
        elif kind == "general_none":
            self.generals[core.ROOMS.index(p["room"])] = -1
        elif kind in ("envoys", "envoys_none"):
            for x in p.get("seats") or ():
                self.feature(int(x), "envoy")
        elif kind == "envoy_added":
            self.feature(p["seat"], "envoy")
        elif kind == "envoy_removed":
            self.feature(p["seat"], "envoy_removed")
        elif kind in _ROUND_ROLES:
            self.role(p["seat"], _ROUND_ROLES[kind])
            if kind != "cannot_reveal":
                self.feature(p["seat"], "historic_role")
        elif kind == "immune":
            self.role(p["seat"], "proven_immune")
        elif kind == "vikings" or kind == "storm":
            for x in p["seats"]:
                seat = int(x)
                self.role(seat, "viking" if kind == "vikings" else "storm")
                self.feature(seat, "historic_role")
                if kind == "storm" and seat != self.me:
                    a["known_meta"][self.rel(seat), 3] = 1.0
        elif kind == "council_named":
            for seat in (p["a"], p["b"]):
                self.role(seat, "councillor")
                self.feature(seat, "historic_role")
        elif kind == "bound":
            if p["binder"] == self.me:
                self.role(p["seat"], "bound_by_me")
            elif p["seat"] == self.me:
                self.role(p["binder"], "binds_me")
        elif kind == "tostig_spy":
            self.role(self.me, "tostig_spy")
        elif kind in ("event", "event_numbers") and isinstance(p.get("n"), int):
            self._drawn(p["n"])
        elif kind in ("final", "final_plain"):
            seat, card = p["seat"], p["card"]
            self._know_card(seat, card, public=True)
            for status in p.get("statuses") or ():
                self._card_status(card, str(status))

    def _action(self, seat: int, kind: str, p: dict[str, Any], stamp: float) -> None:
        a = self.a
        row = self.rel(seat)
        column = _SEAT_KIND_INDEX.get(kind)
        if column is not None:
            a["actions_seen"][row, column] = stamp
        if seat == self.me:
            self.phase_own += 1
        targets = [p[k] for k in ("seat", "a", "b") if isinstance(p.get(k), int)]
        for target in targets:
            if 0 <= target < self.n:
                a["targets_seen"][row, self.rel(target)] = stamp
        if seat == self.me and kind in ("reveal_full_private", "reveal_colour_private"):
            self._occur(seat, p["seat"], "full" if "full" in kind else "colour", stamp)
        if kind == "zone" and p.get("zone") in ZONES:
            self.zone[row] = ZONES.index(p["zone"])
            self.zone_round[row] = self.round

    # -- pieces of knowledge ---------------------------------------------------------

    def _own_card(self, card: int) -> None:
        self.own_card = card
        ix = self.card_ix(card)
        if ix >= 0:
            self.a["cards_held"][ix] = 1.0

    def _know_card(self, seat: int, card: Any, public: bool) -> None:
        if not 0 <= seat < self.n:
            return
        row, ix = self.rel(seat), self.card_ix(card)
        a = self.a
        a["known_card"][row] = 0.0
        if ix >= 0:
            a["known_card"][row, ix] = 1.0
        a["known_meta"][row, 0] = self.enc.stamp(self.round)
        a["known_meta"][row, 2] = 1.0 if public else 0.0
        a["known_meta"][row, 3] = 0.0

    def _card_status(self, card: Any, status: str) -> None:
        ix = self.card_ix(card)
        status = status.lower()
        if ix >= 0 and status in CARD_STATUSES:
            self.a["card_statuses"][ix, CARD_STATUSES.index(status)] = 1.0

    def _occur(self, x: int, y: int, cls: str, stamp: float, count: bool = False) -> None:
        if 0 <= x < self.n and 0 <= y < self.n:
            column = OCCURRENCE_CLASSES.index(cls)
            self.a["occurrences"][self.rel(x), self.rel(y), column] = stamp
            if count:
                self._count_occurrence(x)
                self._count_occurrence(y)

    def _count_occurrence(self, seat: int) -> None:
        rr, row = self.rr(), self.rel(seat)
        self.occ_counts[rr, row] += 1.0
        value = min(1.0, self.occ_counts[rr, row] / self.n)
        self.a["rounds_seat"][rr, row, _FEATURE["occurrences"]] = value

    def _ballots(self, room: int, items: Any) -> None:
        a, n = self.a, self.n
        a["votes"][...] = 0.0
        counted: dict[int, int] = {}
        for item in items or ():
            voter_text, _, target_text = str(item).partition(":")
            voter = int(voter_text)
            target = int(target_text) if target_text.isdigit() else -1
            counted[voter] = target
            column = n if target < 0 else self.rel(target)
            a["votes"][self.rel(voter), column] = 1.0
            if target < 0:
                self.feature(voter, "abstained")
            else:
                row = a["rounds_seat"][self.rr(), self.rel(target)]
                row[_FEATURE["votes_received"]] += 1.0 / n
                if target == self.me:
                    self.feature(voter, "voted_for_me")
        self.ballots[room] = counted

    def _drawn(self, number: int) -> None:
        if 1 <= number <= NUM_EVENTS:
            self.drawn[self.round] = number
            self.a["events_drawn"][self.rr()] = 0.0
            self.a["events_drawn"][self.rr(), number - 1] = 1.0

    # -- the view's own fields -------------------------------------------------------

    def fields(self, view: _rules.View) -> None:
        """Write the view's own fields (on a copy: the pass may read more events)."""
        a, enc, n = self.a, self.enc, self.n
        card = view.card
        if card:
            self._own_card(card)
            a["my_card"][self.card_ix(card)] = 1.0
            a["my_card_colour"][CARD_COLOURS.index(core.printed_colour(card))] = 1.0
            self._know_card(self.me, card, public=False)
            a["known_meta"][0, 0] = enc.stamp(view.round)
        state = view.card_state
        if state is not None and card:
            for status in state.statuses:
                if status.lower() in STATUSES:
                    a["my_statuses"][STATUSES.index(status.lower())] = 1.0
                self._card_status(card, status)
            if state.colour in TEAM_COLOURS:
                a["my_colour"][TEAM_COLOURS.index(state.colour)] = 1.0
            a["my_numbers"][0] = state.banked / BANKED_SCALE
            a["card_banked"][self.card_ix(card)] = state.banked / BANKED_SCALE
            visits_scale = 2 * enc.rounds + 1
            a["my_numbers"][1] = state.visits[0] / visits_scale
            a["my_numbers"][2] = state.visits[1] / visits_scale
            for key, used_round in state.used:
                by_copy = key.startswith("copy:")
                power = key.removeprefix("copy:")
                if power not in POWER_IDS:
                    continue
                row = a["my_powers_used"][POWER_IDS.index(power)]
                if by_copy:
                    row[2] = 1.0
                else:
                    row[1] = 1.0
                    if used_round == view.round:
                        row[0] = 1.0
            if state.copy and self.card_ix(state.copy) >= 0:
                a["my_copy"][self.card_ix(state.copy)] = 1.0
            for met in state.met:
                if card == _MET_BY_SEAT:
                    if 0 <= met < n:
                        a["my_met_seats"][self.rel(met)] = 1.0
                elif self.card_ix(met) >= 0:
                    a["my_met_cards"][self.card_ix(met)] = 1.0
        a["phase"][PHASES.index(view.phase)] = 1.0
        round_no = min(max(view.round, 0), enc.rounds)
        a["round"][round_no] = 1.0
        a["progress"][0] = round_no / enc.rounds
        if view.seconds is not None:
            a["clock"][0] = view.seconds / SECONDS_SCALE
            a["clock"][1] = 1.0
        a["flags"][0] = float(view.to_act)
        a["flags"][1] = float(view.ready)
        a["flags"][2] = float(view.cards is not None)
        a["flags"][3] = float(view.result is not None)
        a["flags"][4] = float(view.general == self.me)
        negotiation = view.phase is core.Phase.NEGOTIATION
        per_player = enc._negotiation_cap if negotiation else enc._phase_cap
        a["counters"][0] = min(1.0, view.step / enc._max_length)
        a["counters"][1] = min(1.0, self.phase_lines / (per_player * n))
        a["counters"][2] = min(1.0, self.phase_own / per_player)
        self._rooms_and_roles(view)
        self._offers(view)
        if view.cards is not None:
            for seat, held in enumerate(view.cards):
                self._know_card(seat, held, public=True)
        for row in range(n):
            if self.zone_round[row] == view.round and view.round > 0:
                a["zones"][row, self.zone[row]] = 1.0
        self._in_force(view)
        self._outcome(view)

    def _rooms_and_roles(self, view: _rules.View) -> None:
        a = self.a
        roles = a["roles"]
        if view.rooms is not None:
            mine = view.rooms[self.me]
            for seat, room in enumerate(view.rooms):
                row = self.rel(seat)
                a["rooms"][row, core.ROOMS.index(room)] = 1.0
                a["rooms"][row, 2] = float(room == mine)
        roles[self.role_round == view.round] = 1.0  # the event roles of this round
        proven = _ROLE["proven_immune"]  # ... and the proofs of any round
        roles[:, proven] = self.role_round[:, proven] >= 0

        def seat_role(seat: int | None, name: str) -> None:
            if seat is not None and 0 <= seat < self.n:
                roles[self.rel(seat), _ROLE[name]] = 1.0

        seat_role(view.general, "general_my_room")
        if view.rooms is not None:
            other = self.generals[1 - core.ROOMS.index(view.rooms[self.me])]
            if other >= 0 and other != view.general:
                seat_role(other, "general_other_room")
        for seat in view.envoys or ():
            seat_role(seat, "envoy")
        for seat in view.designation or ():
            seat_role(seat, "designated")
        if view.ballot is not None and view.ballot >= 0:
            seat_role(view.ballot, "my_ballot")
        seat_role(view.pointer, "my_pointer")
        for seat in view.windows:
            seat_role(seat, "window")

    def _offers(self, view: _rules.View) -> None:
        a = self.a
        for name, offers in (
            ("offers_made", view.offers_made),
            ("offers_received", view.offers_received),
        ):
            for seat, kind in offers:
                column = OFFER_KINDS.index(kind) if kind in OFFER_KINDS else len(OFFER_KINDS)
                a[name][self.rel(seat), column] = 1.0

    def _in_force(self, view: _rules.View) -> None:
        """Historic events in force now, by their scopes (§2.12.1): an ``X`` event drawn
        this round, an ``R+1`` event drawn last round."""
        current = view.round
        for drawn_round, number in self.drawn.items():
            scope = historique.EVENTS[number].scope
            if ("X" in scope and drawn_round == current) or (
                "R+1" in scope and drawn_round == current - 1
            ):
                self.a["events_in_force"][number - 1] = 1.0

    def _outcome(self, view: _rules.View) -> None:
        a = self.a
        if view.outcome is not None and view.outcome[0] in CONDITIONS:
            a["outcome"][CONDITIONS.index(view.outcome[0])] = 1.0
        result = view.result
        if result is not None:
            for seat, points in enumerate(result.points):
                a["points"][self.rel(seat)] = float(points) / BANKED_SCALE
            for seat in result.winners:
                a["winners"][self.rel(seat)] = 1.0


def _occurrence_class(cls: Any) -> str:
    """The class of an occurrence line's ``cls`` (§2.5.2; under ``occurrence_detail=
    kind`` the reveal's kind, folded to its class: a group colour reveal is ``colour``)."""
    text = str(cls)
    if text in ("group", "group_full"):
        return "group"
    return "colour" if "colour" in text else "full"


def _number(text: Any) -> float:
    try:
        return float(text)
    except (TypeError, ValueError):
        return 0.0


def _opt_str(value: object) -> str | None:
    return value if isinstance(value, str) else None


def _opt_int(value: object) -> int:
    """An integer option's value (resolved options hold ints for them)."""
    if not isinstance(value, int):
        raise TypeError(f"an integer option, not {value!r}")
    return value


ENCODING: Final = DeuxRoisEncoding
