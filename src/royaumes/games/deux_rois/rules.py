"""Deux Rois pour un Royaume, main mode (``deux_rois``): the engine core (§2 of
``shared/rules/deux_rois.md``).

6 to 50 players in two rooms (``N`` Normandie, ``E`` Angleterre), one secret
character card each. The state machine runs SETUP, then per round
NEGOTIATION → ELECTION → USURP → (LIEUTENANT) → DESIGNATION → (EVENT_DRAW) →
(TRAITORS) → PRE_DEPARTURE → (DEPARTURE, CROSSING, ARRIVAL: automatic, except a
CROSSING of oaths) → ARRIVAL_WINDOW, then FINAL_REVEAL → END_DECISIONS →
RESOLUTION → SCORING (§2.4.1); the phases in brackets belong to the Mode
Historique, whose draw and 28 events are ``historique.py`` (§2.12). Time is not
in the engine: every timed phase ends by the ``HOST`` pseudo-seat's ``end_phase``
(the table's clock) or when every seat to move is done (§2.14.2–2.14.3). Every
random outcome is a chance node (§2.14.6).

What is here: the deal and rooms, setup answers, the
reveal kinds a player starts (shares with consent, one-way private and public
reveals), the reveal pipeline's Faussaire pre-emption and automatic effects
(subjugation, arming, the Infidèle's colour, the Protection Divine's weakness),
empty options windows, the election, the Sang Royal usurpation, designation
with the Emissaries' immunity proof, the exchange, the final reveal, the
attack decisions and the scoring of ``scoring.py``. The characters' powers are
``powers*.py``; the Mode Historique's events are ``historique.py``.

Under ``election_mode=standing_leader`` (§2.8, TRAAB) there is no ballot: ``nominate
S`` while a room has no leader, ``point S`` / ``point none``, the leader's ``abdicate
S`` (an offer), a majority of pointers, and a chance ``pick S`` for a room still
without leader when NEGOTIATION ends (the phase is still ``negotiation`` while it is
drawn; ELECTION is skipped). Engine rules where §2.8 and §4.1 are silent:

* Nominations and pointers are public in the room (a live room sees who points at
  whom); an abdication offer is the two players' (§2.14.5), its outcome the room's.
  Every change of leader is told to the room as ``general N S`` (a majority first as
  ``majority N S``); a room left without leader as ``general N none``.
* Pointing at oneself is legal only with ``allow_self_vote``. A player who leaves a
  room loses his pointer, and pointers at him are cleared; a player arriving in a
  room (or back from event 4's limbo) is told its leader (``general E S`` or ``none``).
* The counted pointers (Trésorier bindings applied, as ballots are) are told to each
  room when NEGOTIATION ends (``pointers N 3:12,4:none``): event 7's Lieutenant is
  named among those not pointing at the General.
* Event 25: only Port occupants nominate, point, are nominated or pointed at, and
  accept an abdication; the majority is more than half of the Port; a leader in the
  Citadel when zones freeze stops leading (with an empty Port he keeps office, and a
  leaderless room's pick is over all its present players). Event 21: the Relic
  holder becomes the leader, as he becomes General.

Hidden information (§4.1): each log entry carries its audience (a bit per
seat, fixed when it is written: "the room" means who is present then); a view
holds the entries its seat is in and nothing else: another seat's private
action does not appear at all (§8.5).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any, ClassVar, Final, TypeAlias

from royaumes._logged import LoggedState, replace_at
from royaumes.errors import ConfigError, InvalidActionError
from royaumes.events import EventKind, Message
from royaumes.game import (
    CHANCE,
    HOST,
    Event,
    Game,
    GameSpec,
    OptionValue,
    Result,
    Seat,
    list_items,
)
from royaumes.game import Action as _BaseAction
from royaumes.game import State as _BaseState
from royaumes.game import View as _BaseView
from royaumes.games.deux_rois import (
    config,
    core,
    historique,
    narration,
    powers,
    powers_departure,
    powers_negotiation,
    powers_windows,
    scoring,
)
from royaumes.games.deux_rois import events as dr_events
from royaumes.games.deux_rois.core import (  # the rules' vocabulary, re-exported
    ARMURIER,
    ASSASSIN,
    BERSERKER,
    CHAMAN,
    CHANCELIER,
    EMISSARIES,
    ESPION,
    FAUSSAIRE,
    GUILLAUME,
    HAROLD,
    INFIDELE,
    INTERPRETE,
    MOINE,
    NUM_CARDS,
    PAPE,
    PELERIN,
    PROTECTION,
    ROI_DE_FRANCE,
    ROOMS,
    SANG_ROYAL,
    TROUBADOUR,
    Action,
    CardState,
    ChanceNode,
    ColourDraw,
    Deal,
    EnvoyDraw,
    Fields,
    GeneralDraw,
    LargerRoom,
    Phase,
    RoomDraw,
    printed_colour,
)
from royaumes.games.deux_rois.core import COLOURS as _COLOURS
from royaumes.games.deux_rois.core import PUBLIC as _PUBLIC
from royaumes.games.deux_rois.core import TABLE as _TABLE
from royaumes.games.deux_rois.core import Entry as _Entry
from royaumes.games.deux_rois.core import arguments as _arguments
from royaumes.games.deux_rois.core import set_room as _set_room
from royaumes.games.deux_rois.core import table as _table

__all__ = ["GAME", "Action", "DeuxRois", "Phase", "State", "View"]

_KINDS: Final = core._KINDS
"""Each action form's kind, by form index (``Action.kind`` without its property call)."""
_NEGOTIATION_POWER_CARDS: Final = frozenset(
    card
    for card, listed in powers.BY_CARD.items()
    if any(power.phase is Phase.NEGOTIATION for power in listed)
)
"""The cards with a power of NEGOTIATION (the power modules, imported above, registered
them all): another card's ``legal_powers`` there is empty, the Monk's copy aside."""
_legal_powers: Final = powers.legal_powers


# ---------------------------------------------------------------------------
# Actions (§8.4)

_ACTION_FORMS: Final[tuple[tuple[str, str], ...]] = (
    # (kind, argument form): "" none, "S" a seat, "C" a card, "col" red/blue, "room" N/E
    ("ready", ""),
    ("ready", "col"),
    ("unready", ""),
    ("claim", "col"),
    ("propose colour_share", "S"),
    ("propose full_share", "S"),
    ("cancel", "S"),
    ("accept", "S"),
    ("decline", "S"),
    ("reveal colour_private", "S"),
    ("reveal full_private", "S"),
    ("reveal colour_public", ""),
    ("reveal full_public", ""),
    ("dismiss", "S"),
    ("dismiss", "pair"),
    ("vote", "S"),
    ("abstain", ""),
    ("pass", ""),
    ("accept", "Sconvert"),
    ("designate", "S"),
    ("withdraw", "S"),
    ("done", ""),
    ("attack", ""),
    ("spare", ""),
    ("end_phase", ""),
)
# Chance's actions come after every seat's (their ids are num_distinct_actions and up).
_CHANCE_FORMS: Final[tuple[tuple[str, str], ...]] = (
    ("larger", "room"),
    ("room", "room"),
    ("deal", "C"),
    ("colour", "col"),
    ("pick", "S"),
)
# The standing leader's actions (``election_mode=standing_leader``, §2.8, §8.4), after the
# events' in the id order.
_LEADER_FORMS: Final[tuple[tuple[str, str], ...]] = (
    ("nominate", "S"),
    ("point", "S"),
    ("point none", ""),
    ("abdicate", "S"),
)


def _gather_forms() -> tuple[tuple[str, str], ...]:
    """Every action form in id order: the core's, each registered power's, the events',
    the standing leader's, then chance's (§8.4)."""
    extra = [f for power in powers.POWERS.values() for f in power.forms]
    return (
        *_ACTION_FORMS,
        *dict.fromkeys(extra),
        *historique.FORMS,
        *_LEADER_FORMS,
        *_CHANCE_FORMS,
        *historique.CHANCE_FORMS,
    )


core.install_forms(_gather_forms())
_forms = core.forms
_ACTIONS: Final = _table().actions
"""Every action, by dense id: the integer path's answers become objects by indexing."""
_FIRST: Final = core.first_ids()
# The first id of each form the core's legal actions use (a seat form's ids: first + seat).
_READY, _READY_COL, _UNREADY = _FIRST["ready", ""], _FIRST["ready", "col"], _FIRST["unready", ""]
_CLAIM = _FIRST["claim", "col"]
_PROPOSE_COLOUR = _FIRST["propose colour_share", "S"]
_PROPOSE_FULL = _FIRST["propose full_share", "S"]
_CANCEL, _ACCEPT, _DECLINE = _FIRST["cancel", "S"], _FIRST["accept", "S"], _FIRST["decline", "S"]
_ACCEPT_CONVERT = _FIRST["accept", "Sconvert"]
_REVEAL_COLOUR_PRIVATE = _FIRST["reveal colour_private", "S"]
_REVEAL_FULL_PRIVATE = _FIRST["reveal full_private", "S"]
_REVEAL_COLOUR_PUBLIC = _FIRST["reveal colour_public", ""]
_REVEAL_FULL_PUBLIC = _FIRST["reveal full_public", ""]
_DISMISS, _DISMISS_PAIR = _FIRST["dismiss", "S"], _FIRST["dismiss", "pair"]
_PAIR_INDEX: Final = core.pair_index()
_VOTE, _ABSTAIN, _PASS = _FIRST["vote", "S"], _FIRST["abstain", ""], _FIRST["pass", ""]
_DESIGNATE, _WITHDRAW = _FIRST["designate", "S"], _FIRST["withdraw", "S"]
_DONE, _ATTACK, _SPARE = _FIRST["done", ""], _FIRST["attack", ""], _FIRST["spare", ""]
_END_PHASE = _FIRST["end_phase", ""]
_NOMINATE, _POINT, _POINT_NONE = (
    _FIRST["nominate", "S"],
    _FIRST["point", "S"],
    _FIRST["point none", ""],
)
_ABDICATE = _FIRST["abdicate", "S"]
_NEGOTIATION_ORDER: Final = (
    _READY, _UNREADY, _CLAIM, _PROPOSE_COLOUR, _PROPOSE_FULL, _CANCEL, _ACCEPT, _DECLINE,
    _REVEAL_COLOUR_PRIVATE, _REVEAL_FULL_PRIVATE, _REVEAL_COLOUR_PUBLIC, _REVEAL_FULL_PUBLIC,
    _DISMISS, _DISMISS_PAIR, _ACCEPT_CONVERT,
)  # fmt: skip
assert list(_NEGOTIATION_ORDER) == sorted(_NEGOTIATION_ORDER), (
    "State._negotiation_core builds its ids in this order (no sort)"
)
_LARGER, _ROOM = _FIRST["larger", "room"], _FIRST["room", "room"]
_DEAL = _FIRST["deal", "C"] - 1  # + card (cards are 1..50)
_COLOUR, _PICK = _FIRST["colour", "col"], _FIRST["pick", "S"]
# The phases as module names: a member read through its enum class (``Phase.OVER``) is a
# descriptor call, ten times a global name's cost, and an action reads a dozen.
(
    _DEALING, _SETUP, _NEGOTIATION, _ELECTION, _USURP, _LIEUTENANT, _DESIGNATION, _EVENT_DRAW,
    _TRAITORS, _PRE_DEPARTURE, _CROSSING, _ARRIVAL_WINDOW, _END_DECISIONS, _OVER,
) = Phase  # fmt: skip
_KIND_OF_FORM, _ACTION_KINDS = dr_events.action_kinds(_forms())
EVENTS: Final = dr_events.build(_ACTION_KINDS)
"""Deux Rois' events (:mod:`royaumes.events`, :mod:`.events`); their text is §8.5's."""


_SPECS: Final[dict[str, EventKind]] = {name: EVENTS[name] for name in EVENTS}
"""The event kinds by name, as a plain dict (read for every line logged)."""
_FORM_EVENTS: Final = tuple(
    (_KIND_OF_FORM[kind, form], _SPECS[_KIND_OF_FORM[kind, form]], form) for kind, form in _forms()
)
"""Per action form (by index): its event kind's name and spec, and its argument form."""


_lazy_entry: Final = core.lazy_entry
"""A history line built when read (:meth:`core.Entry.lazy`, called for every line)."""


def _log_seat(state: State, actor: int, action: Action, audience: int) -> None:
    """``state._log(actor, action, audience)`` for an action of a seat form (``"S"``,
    ``"Sconvert"``) whose line takes no fact (offers and their answers): what it comes
    to, without its keyword arguments and method lookup."""
    line = _lazy_entry(actor, _FORM_EVENTS[action.form][1], {"seat": action.arg}, audience, action)
    state._history = (state._history, line)


def _between(offer: tuple[int, int, str], a: int, b: int) -> bool:
    """Whether ``offer`` is from ``a`` to ``b`` or from ``b`` to ``a``."""
    return (offer[0] == a and offer[1] == b) or (offer[0] == b and offer[1] == a)


def _csv(seats: Iterable[int]) -> tuple[str, ...]:
    """Seats as a ``csv`` argument (``1,4``)."""
    return tuple(str(p) for p in seats)


@functools.cache
def _num_seat_actions() -> int:
    chance = set(_CHANCE_FORMS) | set(historique.CHANCE_FORMS)
    return sum(len(_arguments(form)) for kind, form in _forms() if (kind, form) not in chance)


@functools.cache
def _num_chance_ids() -> int:
    """How many ids chance's outcomes have, after the seats' (``max_chance_outcomes``)."""
    return sum(len(_arguments(form)) for _, form in _forms()) - _num_seat_actions()


# ---------------------------------------------------------------------------
# Views


_EndReport: TypeAlias = tuple[str, tuple[str, ...], tuple[scoring.Line, ...]]
"""The view's outcome: W, the check's lines, the same lines as data."""


def _outcome_json(outcome: _EndReport | None) -> dict[str, Any] | None:
    """The outcome as ``{"condition": ..., "lines": [...], "steps": [{"kind": ...}],
    "says": [message or null, ...]}`` (``says``: each step in words, for the pages)."""
    if outcome is None:
        return None
    condition, lines, steps = outcome
    # Each step in words too (the end screen draws them; narration.end_step writes them).
    says = [narration.end_step(s.kind, dict(s.args), dict(s.facts), short=True) for s in steps]
    return {"condition": condition, "lines": list(lines),
            "steps": [step.to_json() for step in steps],
            "says": [m.to_json() if m is not None else None for m in says]}  # fmt: skip


def _outcome_of_json(data: Mapping[str, Any] | None) -> _EndReport | None:
    if data is None:
        return None
    steps = tuple(scoring.Line.from_json(step) for step in data.get("steps", ()))
    return data["condition"], tuple(data["lines"]), steps


@dataclass(frozen=True)
class View(_BaseView):
    """All that one seat (or a spectator, ``seat=None``) may know (§4.1).

    Attributes:
        seat: the seat, or ``None`` (spectators and HOST: the public-to-all view).
        num_players: N.
        options: every option's value.
        deck: the cards in play, ascending (public, §4.1).
        round: the round, from 1 (0 during setup); ``rounds`` in all.
        rounds: 5 (standard game) or 3 (quick game).
        phase: what the game waits for.
        rooms: per seat, its room ("N" or "E"), ``None`` before the rooms are drawn.
        card: this seat's card (``None`` for a spectator or before the deal).
        card_state: this seat's card's statuses, colour or claim, banked points.
        general: the General of this seat's room, if it knows one.
        envoys: this seat's room's envoy list once announced.
        designation: the designator's own list while he builds it.
        ballot: this seat's ballot (a seat, ``-1`` abstain), ``None`` if not cast.
        pointer: under ``election_mode=standing_leader``, the seat this seat points at
            (its own ``point S``; ``None``: nobody, §2.8).
        ready: this seat's ready (negotiation) or done flag.
        offers_made: the seats this seat has a pending offer to, with its kind.
        offers_received: the seats with a pending offer to this seat, with its kind.
        windows: the partners this seat has an options window with.
        facts: what was shown to this seat: ``(seat, "card", n)`` or ``(seat,
            "colour", "red")``, oldest first (they may be stale: cards move).
        to_act: whether this seat is to move now (never anyone else's, §2.14.1).
        seconds: the current phase's length on the table's clock, in seconds (§2.4.2,
            the options and the events in force; ``None`` where nothing is timed): the
            server's deadline is the phase's start plus this.
        step: how many actions (chance and HOST included) the table has applied. The
            server sends this count to every seat with each update anyway; a sampler
            needs it to rebuild a position at the same step.
        cards: after the final reveal, every seat's card; else ``None``.
        outcome: after scoring, the winning condition, the check's lines and the same
            as data (:class:`.scoring.Line`: what an end screen reads).
        events: this seat's history (perfect recall of what it was shown).
        result: the result, once the game is over.
    """

    game_id: ClassVar[str] = "deux_rois"
    seat: Seat | None
    num_players: int
    options: Mapping[str, OptionValue] = field(metadata={"from_json": dict})
    deck: tuple[int, ...]
    round: int
    rounds: int
    phase: Phase
    rooms: tuple[str, ...] | None
    card: int | None
    card_state: CardState | None
    general: int | None
    envoys: tuple[int, ...] | None
    designation: tuple[int, ...] | None
    ballot: int | None
    pointer: int | None
    ready: bool
    offers_made: tuple[tuple[int, str], ...]
    offers_received: tuple[tuple[int, str], ...]
    windows: tuple[int, ...]
    facts: tuple[tuple[int, str, Any], ...]
    to_act: bool
    seconds: float | None
    step: int
    cards: tuple[int, ...] | None
    outcome: _EndReport | None = field(
        metadata={"to_json": _outcome_json, "from_json": _outcome_of_json}
    )
    events: tuple[Event, ...]
    result: Result | None


# ---------------------------------------------------------------------------
# State

_SHARES: Final = ("colour_share", "full_share")
_PRINTED_COLOURS: Final = ("", *(printed_colour(card) for card in range(1, NUM_CARDS + 1)))
"""Each card's printed colour (:func:`core.printed_colour`), by number."""
_REVEALS: Final = {
    f"reveal {what}": (what.upper(), what.endswith("public"))
    for what in ("colour_private", "full_private", "colour_public", "full_public")
}
"""A player's reveal kinds (§2.5): the reveal record's kind, and whether it is public."""
_CORE_NEGOTIATION: Final = frozenset(
    {*_REVEALS, "propose colour_share", "propose full_share", "cancel", "accept", "decline",
     "dismiss", "ready", "unready"}
)  # fmt: skip
"""The core's NEGOTIATION kinds that no power, event (``historique.apply`` takes a
``cancel``, ``accept`` or ``decline`` in PRE_DEPARTURE and CROSSING only) or rally takes:
``_apply`` hands them to ``_negotiate`` at once, the commonest actions of a game."""
_CORE_NEGOTIATION_FORM: Final = tuple(kind in _CORE_NEGOTIATION for kind, _form in _forms())
"""Per action form (by index): whether its kind is in :data:`_CORE_NEGOTIATION` (an
action's form is read where its kind would be a property call)."""
_PLAYER_REVEAL_FORM: Final = tuple(
    (*_REVEALS[kind], _FORM_EVENTS[i][1]) if kind in _REVEALS else None
    for i, (kind, _form) in enumerate(_forms())
)
"""Per action form (by index): for a player's reveal, the reveal record's kind, whether it
is public, and the event kind it is logged as (``_log``'s, with no fact to add)."""
_REVEAL_KINDS: Final = {
    kind: (kind.startswith("FULL") or kind == "FORCED_SHARE", kind.endswith("PUBLIC"),
           kind.endswith("PRIVATE"), kind in ("FULL_SHARE", "FORCED_SHARE"))
    for kind in ("COLOUR_PRIVATE", "FULL_PRIVATE", "COLOUR_PUBLIC", "FULL_PUBLIC",
                 "COLOUR_SHARE", "FULL_SHARE", "FORCED_SHARE")
}  # fmt: skip
"""Per reveal record kind (``State._reveal``): whether the card is shown (else the colour),
whether the reveal is public, private (one way), a full pair (a share of the cards)."""
_SHOW_SPECS: Final = {
    (told, what): _SPECS[f"{told}_{what}"]
    for told in ("shown", "public")
    for what in ("card", "colour")
}
"""The event kind of a card or colour shown (``State._show``), by (told, what)."""
_OCCURRENCE_ONE: Final = _SPECS["occurrence_one"]


_MATE_FORMS: Final = (
    _PROPOSE_COLOUR, _PROPOSE_FULL, _REVEAL_COLOUR_PRIVATE, _REVEAL_FULL_PRIVATE
)  # fmt: skip
_Mates: TypeAlias = tuple[
    tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]
]
"""A seat's room-mates, ascending, and the ids aimed at each of them of the forms of
:data:`_MATE_FORMS`: ``propose colour_share S``, ``propose full_share S``, ``reveal
colour_private S``, ``reveal full_private S``."""


class _Rooms:
    """Who is present where, for one ``_room`` tuple and one limbo set, shared by every
    state that has both (``_evolve`` hands it down; a state whose rooms or limbo changed
    builds its own). Both are immutable and replaced when they change, so they are
    compared by identity, which costs nothing, where the lists they give cost a pass over
    every seat (50 at the most) at each of the many reads of an action.

    Attributes:
        room: the ``_room`` tuple it was built for.
        limbo: the limbo set it was built for (event 4).
        present: per room, its present seats, ascending (``State._present``).
        masks: per room, a bit per present seat (``State._room_mask``).
        waiting: a ``_flag`` tuple (or ``None``) and the seats to move for it in the
            phases where whoever is present and has no flag is, with HOST
            (``State._waiting``).
        core: per seat, its NEGOTIATION core ids and what they were computed from
            (``State._negotiation_ids``).
    """

    __slots__ = ("_mates", "core", "limbo", "masks", "present", "room", "waiting")

    def __init__(self, room: tuple[int, ...], limbo: frozenset[int]) -> None:
        self.room, self.limbo = room, limbo
        present: tuple[list[int], list[int]] = ([], [])
        for p, r in enumerate(room):
            if r >= 0 and p not in limbo:
                present[r].append(p)
        self.present = (tuple(present[0]), tuple(present[1]))
        self.masks = tuple(sum(1 << p for p in seats) for seats in present)
        self.waiting: tuple[tuple[bool, ...] | None, tuple[Seat, ...]] = (None, ())
        self._mates: dict[int, _Mates] = {}
        self.core: dict[int, tuple[tuple[Any, ...], tuple[int, ...]]] = {}

    def mates(self, seat: int) -> _Mates:
        """The other seats present in ``seat``'s room (he is in one), and the ids of the
        NEGOTIATION forms aimed at each of them (:data:`_Mates`)."""
        found = self._mates.get(seat)
        if found is None:
            others = tuple([p for p in self.present[self.room[seat]] if p != seat])
            colour, full, reveal_colour, reveal_full = (
                tuple([first + p for p in others]) for first in _MATE_FORMS
            )
            found = self._mates[seat] = (others, colour, full, reveal_colour, reveal_full)
        return found


_STATE_CACHES: Final = (*LoggedState._CACHES, "_to_move_cache", "_legal_by_seat")
"""The memoised answers that belong to one state (``State._evolve`` drops them)."""
_NO_CACHES: Final = dict.fromkeys(_STATE_CACHES)


class State(Fields, LoggedState, _BaseState):
    """One immutable position of the main mode (its fields: :class:`core.Fields`)."""

    _game: DeuxRois
    _history: core.History
    # Memoised answers: they belong to one state (``_evolve`` drops the first two; the
    # views' cache is handed down, each entry knowing the history node it was built on).
    _to_move_cache: tuple[Seat, ...] | None = None
    """:attr:`to_move`, once asked."""
    _legal_by_seat: dict[Seat, tuple[Action, ...]] | None = None
    """:meth:`legal_actions` per seat, once asked."""
    _legal_cache: dict[Seat, tuple[int, ...]] | None = None
    """:meth:`legal_action_ids` per seat, once asked (``LoggedState._evolve`` drops it)."""
    _outcomes_cache: tuple[tuple[int, float], ...] | None = None
    """:meth:`chance_outcome_ids`, once asked (``LoggedState._evolve`` drops it)."""
    _seen_cache: Mapping[Seat | None, _Seen] = MappingProxyType({})
    """What each viewer has seen (:meth:`_seen`), as of some history node."""
    _rooms_memo: _Rooms | None = None
    """Who is present where (:meth:`_rooms_now`), for some ``_room`` and limbo."""

    @classmethod
    def _initial(
        cls, game: DeuxRois, opts: config.Options, resolved: Mapping[str, OptionValue], n: int
    ) -> State:
        s = object.__new__(State)
        s._game, s._opts, s._options, s._n = game, opts, resolved, n
        s._deck = config.deck(n, opts.custom_deck)
        s._phase = _DEALING
        s._round = 0
        s._room = (-1,) * n
        s._card = (0,) * n
        s._cards = (CardState(),) * (NUM_CARDS + 1)
        s._flag = (False,) * n
        s._offers = frozenset()
        s._windows = frozenset()
        s._shown = {}
        s._ballots = (-2,) * n
        s._general = (-1, -1)
        s._pointer = (-1,) * n
        s._lists = ((), ())
        s._proven = frozenset()
        s._locked = (False, False)
        s._chance = ()
        s._phase_actions = 0
        s._phase_step = 0
        s._decisions = ()
        s._outcome = None
        s._history = None
        s._num_actions = 0
        # Fields that every action reads, though they keep their class defaults for long:
        # in the state's own dict, a read finds them at once (a class attribute read
        # through a state is a search of its dict, then of the class, every time).
        s._rallies, s._join_windows, s._neutraliser = Fields._rallies, Fields._join_windows, 15
        s._h_limbo, s._rooms_memo = Fields._h_limbo, None
        rooms = list_items(opts.rooms)
        if rooms is not None:  # room_split=manual: no draw (§2.3)
            s._room = tuple(ROOMS.index(r) for r in rooms)
            s._chance = (Deal(0),)
        elif n % 2:
            s._chance = (LargerRoom(),)
        else:
            s._chance = (RoomDraw(0, n // 2, n // 2),)
        return s

    # -- protocol ----------------------------------------------------------------

    @property
    def game(self) -> DeuxRois:
        return self._game

    @property
    def num_players(self) -> int:
        return self._n

    @property
    def options(self) -> Mapping[str, OptionValue]:
        return self._options

    def _present(self, room: int) -> list[int]:
        """The players present in ``room``: not in limbo (event 4)."""
        if room == 0 or room == 1:
            return list(self._rooms_now().present[room])
        limbo = historique.limbo(self)
        return [p for p in range(self._n) if self._room[p] == room and p not in limbo]

    def _rooms_now(self) -> _Rooms:
        """Who is present where now (:class:`_Rooms`), built once per ``_room`` and
        limbo (``historique.limbo``) and handed down to the states that keep them."""
        memo = self._rooms_memo
        room, limbo = self._room, self._h_limbo  # (historique.limbo, read at every action)
        if memo is None or memo.room is not room or memo.limbo is not limbo:
            memo = self._rooms_memo = _Rooms(room, limbo)
        return memo

    def _holder(self, card: int) -> int:
        """The seat holding ``card``, or -1 (not in play or not dealt)."""
        try:
            return self._card.index(card)
        except ValueError:
            return -1

    @property
    def to_move(self) -> tuple[Seat, ...]:
        found = self._to_move_cache
        if found is None:
            found = self._to_move_cache = self._compute_to_move()
        return found

    def _compute_to_move(self) -> tuple[Seat, ...]:
        if self._chance:
            return (CHANCE,)
        phase = self._phase
        if phase is _NEGOTIATION:  # (the commonest, first)
            return _waiting(self)
        if phase is _OVER:
            return ()
        seats: list[int]
        if phase is _DESIGNATION:
            seats = [
                self._designator(room)
                for room in (0, 1)
                if self._designator(room) >= 0 and not self._locked[room]
            ]
            seats += historique.number_pending(self)
            seats = sorted(set(seats))
        elif phase in (_LIEUTENANT, _TRAITORS, _CROSSING):
            seats = historique.to_move(self)
        elif phase is _END_DECISIONS:
            decided = {c for c, _ in self._decisions}
            seats = [
                self._holder(c) for c in self._attackers() if c not in decided
            ]  # fmt: skip
        else:
            return _waiting(self)
        return (*sorted(seats), HOST)

    def _waiting(self) -> tuple[Seat, ...]:
        """Whoever is present (in a room, not in limbo) and has no flag, then HOST: who is
        to move in the phases where every player answers. The same while the flags, rooms
        and limbo are (most actions of a negotiation change none of them): kept in
        :class:`_Rooms` with the flags it was computed for."""
        rooms, flag = _rooms_now(self), self._flag
        kept_flag, seats = rooms.waiting
        if kept_flag is not flag:
            limbo, room = rooms.limbo, rooms.room
            seats = (
                *[p for p in range(self._n) if room[p] >= 0 and not flag[p] and p not in limbo],
                HOST,
            )
            rooms.waiting = (flag, seats)  # (one assignment: a reader sees both or neither)
        return seats

    def legal_actions(self, seat: Seat) -> tuple[Action, ...]:
        """The actions of :meth:`legal_action_ids`, in the same (id) order: actions sort
        as their ids do (form, then argument)."""
        cache = self._legal_by_seat
        if cache is None:
            cache = self._legal_by_seat = {}
        actions = cache.get(seat)
        if actions is None:
            by_id = _ACTIONS
            actions = cache[seat] = tuple([by_id[i] for i in self.legal_action_ids(seat)])
        return actions

    def legal_action_ids(self, seat: Seat) -> tuple[int, ...]:
        """The dense ids of ``seat``'s legal actions, ascending (chance's: in its outcomes'
        order); ``()`` for a seat not to move. Computed once per state and seat, from ints
        (no action object or text is built, §8.4's order is the ids')."""
        cache = self._legal_cache
        if cache is None:
            cache = self._legal_cache = {}
        ids = cache.get(seat)
        if ids is None:
            to_move = self._to_move_cache  # (the property's memo, read without its call)
            if to_move is None:
                to_move = self.to_move
            if seat not in to_move:
                ids = ()
            elif self._phase is _NEGOTIATION and seat >= 0:  # (the commonest, first)
                ids = _negotiation_ids(self, seat)
            else:
                ids = self._compute_legal_ids(seat)
            cache[seat] = ids
        return ids

    def _compute_legal_ids(self, seat: Seat) -> tuple[int, ...]:
        if seat == CHANCE:
            return tuple([i for i, _ in self.chance_outcome_ids()])
        if seat == HOST:
            return tuple(sorted({_END_PHASE, *(a.id for a in historique.host_actions(self))}))
        phase = self._phase
        if phase is _NEGOTIATION:
            return self._negotiation_ids(seat)
        out: list[int] = []
        card = self._card[seat]
        here = self._room[seat]
        if phase is _SETUP:
            return (_READY_COL, _READY_COL + 1) if card in (ESPION, INFIDELE) else (_READY,)
        if card == ESPION and phase in (_USURP, _PRE_DEPARTURE, _ARRIVAL_WINDOW):
            claim = self._cards[ESPION].colour
            out += [_CLAIM + c for c in (0, 1) if _COLOURS[c] != claim]
        if phase is _ELECTION:
            out.append(_ABSTAIN)
            if self._opts.allow_self_vote:
                out.append(_VOTE + seat)
            others = [p for p in self._present(here) if p != seat]
            out += [_VOTE + p for p in historique.election_candidates(self, here, others)]
        elif phase is _USURP:
            out.append(_PASS)
        elif phase is _DESIGNATION:
            room = historique.designating_room(self, seat)
            if room >= 0 and not self._locked[room]:
                listed = self._lists[room]
                k = self._k_eff(room)
                if len(listed) == k:
                    out.append(_DONE)
                if len(listed) < k:
                    out += [_DESIGNATE + p for p in self._eligible(room)]
                    # event 18: the other General, whom the designator cannot see (§2.5.1)
                    out += [_DESIGNATE + p for p in historique.unseen_ineligible(self, room)]
                out += [_WITHDRAW + p for p in listed]
        elif phase in (_PRE_DEPARTURE, _ARRIVAL_WINDOW, _CROSSING):
            out.append(_DONE)
        elif phase is _END_DECISIONS:
            out += (_ATTACK, _SPARE)
        return self._finish_ids(seat, phase, out, [], False)

    def _finish_ids(
        self, seat: int, phase: Phase, out: Sequence[int], extra: list[int], ordered: bool
    ) -> tuple[int, ...]:
        """The legal ids: the phase's ``out`` (ascending and distinct if ``ordered``) and
        ``extra``, with the powers' and a rally's, then the events' actions and what they
        forbid (Mode Historique), ascending."""
        # Only a card with powers, or the Monk (by his copy), has any; powers_allowed is
        # the events' (always true outside the Mode Historique).
        card = self._card[seat]
        if (card in powers.BY_CARD or card == MOINE) and (
            not self._opts.historic or historique.powers_allowed(self, seat)
        ):
            usable = powers.legal_powers(self, seat, phase)
            if usable:
                extra += [a.id for a in usable]
        if self._rallies and (phase is _NEGOTIATION or phase is _PRE_DEPARTURE):
            # a Porte-Étendard's rally (none is offered before a rally was called)
            extra += [a.id for a in powers_negotiation.rally_actions(self, seat)]
        if self._opts.historic:  # the events' actions, then what they forbid
            actions = [_ACTIONS[i] for i in (*out, *extra)] + historique.legal_actions(self, seat)
            return tuple(sorted({a.id for a in historique.filter_actions(self, seat, actions)}))
        if extra or not ordered:
            return tuple(sorted({*out, *extra}))
        return tuple(out)

    def _negotiation_ids(self, seat: int) -> tuple[int, ...]:
        """NEGOTIATION's legal ids of ``seat`` (§2.5, §2.14.5): the core's
        (:meth:`_negotiation_core`), then the standing leader's, the powers' and the
        events' (:meth:`_finish_ids`).

        Outside the Mode Historique the core's are kept in :class:`_Rooms` (they depend on
        the rooms) with what else they read: this seat's flag, the cards and their states,
        the offers, the windows, the joins and the card NEUTRALISED is linked to; a state
        where these are equal reuses them (a reveal, half a random game's actions, changes
        none of them)."""
        rooms = self._rooms_memo  # (_rooms_now inlined)
        if rooms is None or rooms.room is not self._room or rooms.limbo is not self._h_limbo:
            rooms = _rooms_now(self)
        if self._opts.historic:  # the events' rules read more: computed every time
            core = _negotiation_core(self, seat, rooms)
            return self._finish_ids(seat, _NEGOTIATION, core, self._leader_ids(seat), True)
        key = (
            self._flag[seat], self._card, self._cards, self._offers, self._windows,
            self._join_windows, self._neutraliser,
        )  # fmt: skip
        found = rooms.core.get(seat)
        if found is not None and found[0] == key:  # (identical objects compare at once)
            core = found[1]
        else:
            core = _negotiation_core(self, seat, rooms)
            rooms.core[seat] = (key, core)
        if self._rallies or self._opts.election_mode == "standing_leader":
            return self._finish_ids(seat, _NEGOTIATION, core, self._leader_ids(seat), True)
        # What _finish_ids comes to with no rally, leader's or event's action to add.
        card = self._card[seat]
        if card in _NEGOTIATION_POWER_CARDS or card == MOINE:
            usable = _legal_powers(self, seat, _NEGOTIATION)
            if usable:
                return tuple(sorted({*core, *[a.id for a in usable]}))
        return core

    def _leader_ids(self, seat: int) -> list[int]:
        """The standing leader's actions of ``seat`` in NEGOTIATION, if he is (§2.8)."""
        return self._leader_action_ids(seat, self._room[seat]) if self.standing else []

    def _negotiation_core(self, seat: int, rooms: _Rooms) -> tuple[int, ...]:
        """NEGOTIATION's core ids of ``seat``: ready, the Espion's claim, offers, answers,
        reveals, dismissals, built in id order (the forms' order: no sort) in one pass over
        the offers, the ids aimed at each room-mate read from ``rooms``. A seat to move is
        in a room (``_room`` >= 0)."""
        card = self._card[seat]
        out = [_UNREADY if self._flag[seat] else _READY]
        if card == ESPION:
            claim = self._cards[ESPION].colour
            out += [_CLAIM + c for c in (0, 1) if _COLOURS[c] != claim]
        made: set[int] = set()
        received: dict[int, set[str]] = {}
        for f, t, k in self._offers:
            if f == seat:
                made.add(t)
            if t == seat:
                received.setdefault(f, set()).add(k)
        # He cannot take part in such a reveal (§2.5.1): the Berserker in a colour one, an
        # unable player (a neutralised Armurier, the events') in a full one.
        colour = card != BERSERKER
        full = not (  # (unable_full inlined)
            (self._opts.historic and historique.unable_full(self, seat))
            or (card == ARMURIER and powers_windows.armurier_unable(self))
        )
        others, propose_colour, propose_full, reveal_colour, reveal_full = rooms.mates(seat)
        if made:
            free = [p for p in others if p not in made]
            if colour:
                out += [_PROPOSE_COLOUR + p for p in free]
            if full:
                out += [_PROPOSE_FULL + p for p in free]
            out += [_CANCEL + p for p in others if p in made]
        else:
            if colour:
                out += propose_colour
            if full:
                out += propose_full
        converts: list[int] = []
        if received:
            declines: list[int] = []
            for p in sorted(received):
                if p not in others:
                    continue
                kinds = received[p]
                for k in kinds:  # (a loop, not any() over a generator: this runs often)
                    if k != "pape" and self._can_accept(seat, k):
                        out.append(_ACCEPT + p)
                        break
                else:
                    if "pape" in kinds and powers_windows.can_accept_pape(self, seat, False):
                        out.append(_ACCEPT + p)
                if "pape" in kinds and powers_windows.can_accept_pape(self, seat, True):
                    converts.append(_ACCEPT_CONVERT + p)
                declines.append(_DECLINE + p)
            out += declines
        if colour:
            out += reveal_colour
        if full:
            out += reveal_full
        if others:
            if colour:
                out.append(_REVEAL_COLOUR_PUBLIC)
            if full:
                out.append(_REVEAL_FULL_PUBLIC)
        windows = self._windows
        if windows:
            out += [_DISMISS + p for p in others if (seat, p) in windows]
        joins = self._join_windows
        if joins:
            out += sorted(
                [_DISMISS_PAIR + _PAIR_INDEX[a * 64 + b] for i, a, b in joins if i == seat]
            )
        out += converts
        return tuple(out)

    def _can_accept(self, seat: int, kind: str) -> bool:
        """Whether ``seat`` can accept an offer of this kind (the Berserker cannot take part
        in a colour share, nor a neutralised Armurier in a full one, §2.5.1)."""
        if kind == "colour_share":
            return self._card[seat] != BERSERKER
        if kind == "full_share":
            return not self.unable_full(seat)
        if kind == "abdicate":  # only who may lead takes the office (event 25's Port)
            return seat in self._leader_pool(self._room[seat])
        return True

    # The rule modules reach one another through the state: the Mode Historique does not
    # import the powers, nor the powers the Mode Historique.

    def armurier_unable(self) -> bool:
        """Whether the Armurier (card 6) is unable to show his full card now (§2.5.1)."""
        return powers_windows.armurier_unable(self)

    def arrivals(self) -> tuple[int, ...]:
        """The seats that arrived at this round's exchange (in ARRIVAL_WINDOW, §2.9.3)."""
        return powers_departure.arrivals(self)

    def substitute(self, out: int, seat: int) -> None:
        """``seat`` takes ``out``'s place on their room's envoy list."""
        powers_departure.substitute(self, out, seat)

    def list_general(self, room: int) -> int:
        """The General who designated ``room``'s envoys this round, or -1 (event 18)."""
        return historique.list_general(self, room)

    def unable_full(self, seat: int) -> bool:
        """Whether ``seat`` cannot show his full card now (a neutralised Armurier in the
        Maître d'Armes' room, §2.5.1 "unable players"; the events' inabilities: 9, 11, 26)."""
        if self._opts.historic and historique.unable_full(self, seat):  # (none outside it)
            return True
        return self._card[seat] == ARMURIER and powers_windows.armurier_unable(self)

    def _make_offer(self, frm: int, to: int, kind: str) -> None:
        """A pending offer from ``frm`` to ``to`` (a share, or a power's: its id), told to
        both (§2.14.5)."""
        self._offers = self._offers | {(frm, to, kind)}
        self._table("offer", 1 << frm | 1 << to, a=frm, b=to, offer=kind)
        self._wake(to)

    def _wake(self, seat: int) -> None:
        """An offer to a player who said ``ready`` makes him not ready: he is to move again
        and answers it (**Engine rule**, as a ``done`` is cleared by an offer in
        pre_departure, §2.14.2; reason: a ready player has no legal action, so an offer to
        him could only lapse, and the phase could end on it)."""
        if self._phase is _NEGOTIATION and self._flag[seat]:
            self._flag = replace_at(self._flag, seat, False)

    def _is_legal(self, seat: Seat, action: _BaseAction) -> bool:
        # A table action is judged by its id; an action built otherwise (a copy made with
        # dataclasses.replace keeps the id of what it was copied from) by its content.
        action_id = action.id if isinstance(action, Action) else -1
        if 0 <= action_id < len(_ACTIONS) and _ACTIONS[action_id] is action:
            return action_id in self.legal_action_ids(seat)
        return action in self.legal_actions(seat)

    def __getstate__(self) -> dict[str, Any]:
        """Pickled with the history as a flat list (nested pairs, one per line, would
        recurse as deep as the game is long) and without memoised answers."""
        data = dict(self.__dict__)
        for key in (*_STATE_CACHES, "_seen_cache", "_rooms_memo"):
            data.pop(key, None)
        data["_history"] = self._entries()
        return data

    def __setstate__(self, data: dict[str, Any]) -> None:
        node: core.History = None
        for entry in data["_history"]:
            node = (node, entry)
        self.__dict__.update(data, _history=node, _to_move_cache=None, _legal_by_seat=None)

    def _illegal_reason(self, seat: Seat, action: _BaseAction) -> str:
        if seat not in self.to_move:
            return f"seat {seat} is not to move in {self._phase.label}"
        return f"{action} is not legal for seat {seat} in {self._phase.label}"

    def chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        by_id = _ACTIONS
        return tuple([(by_id[i], p) for i, p in self.chance_outcome_ids()])

    def chance_outcome_ids(self) -> tuple[tuple[int, float], ...]:
        """``(action id, probability)`` of the pending chance node's outcomes (§2.14.6),
        ascending by id for the core's nodes (the events' in their own order); ``()``
        off chance nodes. Computed once per state."""
        outcomes = self._outcomes_cache
        if outcomes is None:
            outcomes = self._outcomes_cache = self._compute_outcome_ids()
        return outcomes

    def _compute_outcome_ids(self) -> tuple[tuple[int, float], ...]:
        if not self._chance:
            return ()
        node = self._chance[0]
        match node:
            case LargerRoom():
                return ((_LARGER, 0.5), (_LARGER + 1, 0.5))
            case RoomDraw(_, left_n, left_e):
                total = left_n + left_e
                out = []
                if left_n:
                    out.append((_ROOM, left_n / total))
                if left_e:
                    out.append((_ROOM + 1, left_e / total))
                return tuple(out)
            case Deal():
                left = sorted(set(self._deck).difference(self._card))
                p = 1 / len(left)
                return tuple([(_DEAL + c, p) for c in left])
            case ColourDraw():
                return ((_COLOUR, 0.5), (_COLOUR + 1, 0.5))
            case GeneralDraw() | EnvoyDraw():
                pool = (
                    node.candidates if isinstance(node, GeneralDraw) else self._eligible(node.room)
                )
                if not pool:
                    return ()
                p = 1 / len(pool)
                return tuple([(_PICK + q, p) for q in pool])
        return tuple([(a.id, p) for a, p in historique.chance_outcomes(self, node)])

    def apply_id(self, seat: Seat, action_id: int) -> State:
        """:meth:`apply` of the action with dense id ``action_id``, checked against the
        cached legal ids; anything else goes through :meth:`apply`, which raises its
        errors (GameOverError, NotYourTurnError, IllegalActionError; InvalidActionError
        for an id no action has)."""
        if type(action_id) is int:
            cache = self._legal_cache  # (legal_action_ids's answer, read here when cached)
            ids = cache.get(seat) if cache is not None else None
            if ids is None:
                ids = self.legal_action_ids(seat)
            if action_id in ids:
                return _apply(self, seat, _ACTIONS[action_id])
        return self.apply(seat, self.game.action_from_id(action_id))

    # -- applying ------------------------------------------------------------------

    def _evolve(self) -> State:
        # LoggedState._evolve inlined (one call less per action), its memoised answers and
        # this class's reset to None (their class defaults) in one dict update
        new = object.__new__(type(self))
        d = new.__dict__ = self.__dict__.copy()
        d.update(_NO_CACHES)
        return new

    def _log(
        self, actor: int, action: Action, audience: int = _PUBLIC, *, played: bool = True,
        **facts: Any,
    ) -> None:  # fmt: skip
        """Log ``action``'s event (the kind of its form) with the kind's facts; not
        ``played``: the line only tells an action (an announce, a withdrawn offer)."""
        kind, spec, form = _FORM_EVENTS[action.form]
        # a fresh dict, handed over to the line (a seat's, the commonest, made here)
        args: dict[str, Any] = (
            {"seat": action.arg}
            if form == "S"
            else dr_events.action_args(form, action.arg, _COLOURS, ROOMS, core.ZONES)
        )
        if played:
            if kind in ("ready", "power_navigateur"):
                args["phase"] = self._phase.label
            elif kind == "ready_colour":
                args["role"] = "espion" if self._card[actor] == ESPION else "infidele"
        if facts:
            args.update(facts)
        logged = action if played else None
        self._history = (self._history, _lazy_entry(actor, spec, args, audience, logged))

    def _say(
        self, actor: int, kind: str, args: Mapping[str, Any], audience: int = _PUBLIC,
        action: Any = None,
    ) -> None:  # fmt: skip
        """Log an event of ``kind`` with ``args``, its text derived from them."""
        # The text and the ordered arguments are built when the line is read.
        self._history = (self._history, _lazy_entry(actor, _SPECS[kind], args, audience, action))

    def _room_mask(self, room: int) -> int:
        if room == 0 or room == 1:
            return _rooms_now(self).masks[room]
        mask = 0
        for p in self._present(room):
            mask |= 1 << p
        return mask

    def _table(self, kind: str, audience: int, **args: Any) -> None:
        """A table line of ``kind`` (:data:`EVENTS`) with ``args``."""
        self._history = (self._history, _lazy_entry(_TABLE, _SPECS[kind], args, audience, None))

    def _tell_general(self, room: int, leader: int, audience: int) -> None:
        """``room``'s leader (``general N 3``), or that it has none (``general N none``)."""
        if leader >= 0:
            self._table("general", audience, room=ROOMS[room], seat=leader)
        else:
            self._table("general_none", audience, room=ROOMS[room])

    def _apply(self, seat: Seat, action: _BaseAction) -> State:
        assert isinstance(action, Action)
        # (_evolve inlined: one call less per action)
        s = object.__new__(type(self))
        d = s.__dict__ = self.__dict__.copy()
        d.update(_NO_CACHES)
        s._num_actions += 1
        opts = self._opts
        if seat == CHANCE:
            s._apply_chance(action)
        elif seat == HOST:
            s._log(HOST, action, _PUBLIC)
            if action.kind == "end_phase":
                s._end_phase()
            else:
                historique.apply_host(s, action)
        else:
            s._phase_actions += 1
            phase = s._phase
            if phase is _NEGOTIATION and _CORE_NEGOTIATION_FORM[action.form]:
                _negotiate(s, seat, action)  # (what _apply_seat's checks would come to)
            else:
                s._apply_seat(seat, action)
            # (powers_windows.after_action's first test, made here: it rarely has work)
            if opts.mda_duration == "until_first_separation" and (
                "NEUTRALISED" in s._cards[6].statuses
            ):
                powers_windows.after_action(s)
            # (_action_cap inlined, on this state's phase as it read it)
            cap = (
                opts.max_negotiation_actions_per_player
                if self._phase is _NEGOTIATION
                else opts.max_phase_actions_per_player
            ) * self._n
            if s._phase_actions >= cap and s._phase is not _OVER and not s._chance:
                s._table("cap", _PUBLIC, phase=s._phase.label)
                s._end_phase()
        phase = s._phase
        if phase is _NEGOTIATION and opts.election_mode == "standing_leader" and not s._chance:
            s._settle_leaders()  # (the leaders of ``standing``)
            phase = s._phase
        if phase is not self._phase or s._round != self._round:
            s._phase_step = s._num_actions
        elif (
            phase is _NEGOTIATION and not s._chance and not self._chance
            and s._flag is self._flag and s._room is self._room and s._h_limbo is self._h_limbo
        ):  # fmt: skip
            s._to_move_cache = self._to_move_cache  # the same seats wait (see _waiting)
        return s

    def _action_cap(self) -> int:
        per = (
            self._opts.max_negotiation_actions_per_player
            if self._phase is _NEGOTIATION
            else self._opts.max_phase_actions_per_player
        )
        return per * self._n

    # -- chance -----------------------------------------------------------------

    def _apply_chance(self, action: Action) -> None:
        node, self._chance = self._chance[0], self._chance[1:]
        match node:
            case LargerRoom():
                self._log(CHANCE, action, _PUBLIC)
                big, small = (self._n + 1) // 2, self._n // 2
                left = (big, small) if action.arg == 0 else (small, big)
                self._chance = (RoomDraw(0, *left),)
            case RoomDraw(p, left_n, left_e):
                self._log(CHANCE, action, _PUBLIC, seat=p)
                self._room = replace_at(self._room, p, action.arg)
                left_n, left_e = (left_n - 1, left_e) if action.arg == 0 else (left_n, left_e - 1)
                if p + 1 < self._n:
                    self._chance = (RoomDraw(p + 1, left_n, left_e),)
                else:
                    self._chance = (Deal(0),)
            case Deal(p):
                self._log(CHANCE, action, 1 << p, seat=p)
                self._card = replace_at(self._card, p, action.arg)
                if p + 1 < self._n:
                    self._chance = (Deal(p + 1),)
                else:
                    self._start_setup()
            case ColourDraw(card):
                self._log(CHANCE, action, self._card_mask(card))
                self._set_colour(card, _COLOURS[action.arg])
                if not self._chance:
                    self._start_round()
            case GeneralDraw(room):
                self._log(CHANCE, action, self._room_mask(room))
                self._elect(room, action.arg)
                if not self._chance:
                    self._after_election()
            case EnvoyDraw(room):
                self._log(CHANCE, action, 1 << self._designator(room))
                self._designate(room, action.arg)
                if len(self._lists[room]) < self._k_eff(room):
                    self._chance = (EnvoyDraw(room), *self._chance)
                if not self._chance:
                    self._lock_designations()
            case _:
                historique.apply_chance(self, node, action)

    def _card_mask(self, card: int) -> int:
        holder = self._holder(card)
        return 1 << holder if holder >= 0 else 0

    def _set_colour(self, card: int, colour: str) -> None:
        self._cards = replace_at(self._cards, card, replace(self._cards[card], colour=colour))

    # -- seats' actions ---------------------------------------------------------------

    def _apply_seat(self, seat: int, action: Action) -> None:
        kind = action.kind
        me = 1 << seat
        phase = self._phase
        if phase is _SETUP:
            self._log(seat, action, me)
            if action.text in ("ready red", "ready blue"):
                self._set_colour(self._card[seat], _COLOURS[action.arg])
            self._flag = replace_at(self._flag, seat, True)
            if all(self._flag):
                self._finish_setup()
            return
        if kind.startswith("power "):
            self._use_power(seat, action)
            return
        if historique.apply(self, seat, action):
            return
        if kind == "rally":
            powers_negotiation.apply_rally(self, seat, action)
            return
        if kind == "claim":
            self._log(seat, action, me)
            self._set_colour(ESPION, _COLOURS[action.arg])
            if phase is _NEGOTIATION:
                self._flag = replace_at(self._flag, seat, False)
            return
        if phase is _NEGOTIATION:
            self._negotiate(seat, action)
        elif phase is _ELECTION:
            self._log(seat, action, me)
            self._ballots = replace_at(self._ballots, seat, -1 if kind == "abstain" else action.arg)
            self._flag = replace_at(self._flag, seat, True)
            if not [p for p in self._compute_to_move() if p != HOST]:
                self._close_election()
        elif phase is _USURP:
            self._log(seat, action, me)
            self._flag = replace_at(self._flag, seat, True)
            self._after_usurp_action()
        elif phase is _DESIGNATION:
            room = historique.designating_room(self, seat)
            self._log(seat, action, me)
            if kind == "designate":
                self._designate(room, action.arg)
            elif kind == "withdraw":
                self._lists = _set_room(
                    self._lists, room, tuple(p for p in self._lists[room] if p != action.arg)
                )
            else:  # done
                self._locked = _set_room(self._locked, room, True)
                self._designation_maybe_over()
        elif phase in (_PRE_DEPARTURE, _ARRIVAL_WINDOW, _CROSSING):
            self._log(seat, action, me)
            self._flag = replace_at(self._flag, seat, True)
            if not [p for p in self._compute_to_move() if p != HOST]:
                self._end_phase(by_host=False)
        elif phase is _END_DECISIONS:
            self._log(seat, action, me)
            self._decisions = (*self._decisions, (self._card[seat], kind == "attack"))
            if len(self._decisions) == len(self._attackers()):
                self._resolve()

    def _after_usurp_action(self) -> None:
        if all(self._flag[p] for p in range(self._n) if self._room[p] >= 0):
            self._before_designation()

    def _designation_maybe_over(self) -> None:
        """Designation ends when each room's list is done and, in Mode Historique, each
        General's number is in (§2.9.1)."""
        if all(self._locked[r] or self._designator(r) < 0 for r in (0, 1)) and not (
            historique.number_pending(self)
        ):
            self._lock_designations()

    def _designator(self, room: int) -> int:
        """Who designates ``room``'s envoys: its General, or his Lieutenant (event 7)."""
        return historique.designator(self, room)

    # -- powers (powers.py) -------------------------------------------------------------

    def _spent(self, card: int, power: powers.Power) -> bool:
        used = self._cards[card].used
        key = f"copy:{power.id}" if card == MOINE and card not in power.cards else power.id
        if power.per == "round":
            return (key, self._round) in used
        return power.per == "game" and (key, 0) in used

    def as_card(self, seat: int) -> tuple[int, ...]:
        """The cards whose powers and passive effects ``seat`` has: his card, and for the
        Monk his active copy (§2.10 card 25)."""
        card = self._card[seat]
        copy = self._cards[MOINE].copy if card == MOINE else 0
        return (card, copy) if copy else (card,)

    def _use_power(self, seat: int, action: Action) -> None:
        power = powers.POWERS[action.kind.split()[1]]
        self._log(seat, action, 1 << seat)
        card = self._card[seat]
        copied = card == MOINE and card not in power.cards  # the Monk uses his copy's power
        # A card that changed hands during the effect (a Faussaire's swap) starts afresh.
        if power.apply(self, seat, action) and power.per and self._card[seat] == card:
            key = f"copy:{power.id}" if copied else power.id
            mark = (key, self._round if power.per == "round" else 0)
            state = self._cards[card]
            self._cards = replace_at(self._cards, card, replace(state, used=state.used | {mark}))
        if self._phase is _USURP and self._card[seat] in power.cards:
            self._flag = replace_at(self._flag, seat, True)  # a usurper is done for the window
            self._after_usurp_action()
        elif self._phase is _NEGOTIATION:
            self._flag = replace_at(self._flag, seat, False)

    def _immune_to_powers(self, seat: int) -> bool:
        """Whether a power aimed at ``seat`` fails on his immunity (Emissaries, and a Monk
        copying one, §2.7.4)."""
        return any(c in EMISSARIES for c in self.as_card(seat))

    def _prove_immunity(self, target: int, actor: int) -> None:
        """The immune target proves it: FULL_PRIVATE to the General in office of his room
        if present, else to the actor; the actor is told "immune" (§2.7.4)."""
        room = self._room[target]
        general = self._general[room]
        present = general >= 0 and general != target and self._room[general] == room
        receiver = general if present else actor
        self._table("immune", 1 << actor | 1 << receiver | 1 << target, seat=target)
        if not historique.unable_full(self, target):  # else the statement alone (§2.7.4)
            self._table("shown_card", 1 << receiver, seat=target, card=self._card[target])

    def _remove_envoy(self, seat: int) -> None:
        """Off his room's envoy list (nobody replaces him); the room is told, and every
        player of that room may react again (§2.9.2)."""
        room = self._room[seat]
        self._lists = _set_room(self._lists, room, tuple(p for p in self._lists[room] if p != seat))
        self._table("envoy_removed", self._room_mask(room), room=ROOMS[room], seat=seat)
        self._flag = tuple(False if self._room[p] == room else f for p, f in enumerate(self._flag))

    def _usurp(self, seat: int) -> None:
        room = self._room[seat]
        self._general = _set_room(self._general, room, seat)
        self._table("usurp", self._room_mask(room), room=ROOMS[room], seat=seat)

    # -- the standing leader (election_mode=standing_leader, §2.8) ----------------------

    @property
    def standing(self) -> bool:
        """Whether the General is TRAAB's standing leader (``election_mode=standing_leader``)
        rather than elected by a vote each round (§2.8)."""
        return self._opts.election_mode == "standing_leader"

    def _leader_pool(self, room: int) -> list[int]:
        """Who may nominate, point, be nominated or pointed at, and lead in ``room``: its
        present players; only its Port occupants under event 25 (§2.8)."""
        return historique.election_candidates(self, room, self._present(room))

    def _leader_action_ids(self, seat: int, room: int) -> list[int]:
        """``nominate S`` while the room has no leader, ``point S`` / ``point none``, and
        the leader's ``abdicate S`` (§2.8, §8.4), as ids. Everything they read is public in
        the room (its leader, its roster, its zones), so the list follows the seat's view."""
        pool = self._leader_pool(room)
        if seat not in pool:
            return []  # a Citadel occupant (event 25)
        out: list[int] = []
        leader = self._general[room]
        if leader < 0:
            out += [_NOMINATE + p for p in pool if p != seat]
        mine = self._pointer[seat]
        selfish = self._opts.allow_self_vote
        out += [_POINT + p for p in pool if p != mine and (p != seat or selfish)]
        if mine >= 0:
            out.append(_POINT_NONE)
        if leader == seat:
            offered = {t for f, t, _k in self._offers if f == seat}
            out += [_ABDICATE + p for p in pool if p != seat and p not in offered]
        return out

    def _leader_action(self, seat: int, action: Action) -> None:
        """Apply ``nominate``, ``point`` or ``abdicate`` (legality checked). Nominations
        and pointers are public in the room (**Engine rule**: §4.1 is silent; a live room
        sees who points at whom); an abdication is an offer, told to the two (§2.14.5)."""
        kind, other, room = action.kind, action.arg, self._room[seat]
        if kind == "abdicate":
            self._log(seat, action, 1 << seat)
            self._make_offer(seat, other, "abdicate")
            return
        self._log(seat, action, self._room_mask(room))
        if kind == "nominate":
            self._lead(room, other)  # the first nominee leads at once
        else:
            self._pointer = replace_at(self._pointer, seat, other if kind == "point" else -1)

    def _lead(self, room: int, seat: int) -> None:
        """``seat`` becomes ``room``'s leader now, told to the room; the old leader's
        pending abdication offers lapse."""
        old = self._general[room]
        self._offers = frozenset(
            o for o in self._offers if not (o[0] == old and o[2] == "abdicate")
        )
        self._elect(room, seat)

    def _unlead(self, room: int) -> None:
        """``room`` has no leader any more (he left it, or event 25's Citadel), told to the
        room as ``general N none``."""
        old = self._general[room]
        self._offers = frozenset(
            o for o in self._offers if not (o[0] == old and o[2] == "abdicate")
        )
        self._general = _set_room(self._general, room, -1)
        self._tell_general(room, -1, self._room_mask(room))

    def _leader_moved(self, seat: int, origin: int, room: int) -> None:
        """A seat changed rooms: a leader who leaves stops being leader; his pointer and
        the pointers at him are cleared (**Engine rule**: a pointer names a present
        player); he is told his new room's leader (§4.1: an arrival sees the room's
        current state)."""
        if origin in (0, 1) and self._general[origin] == seat:
            self._unlead(origin)
        self._pointer = tuple(
            -1 if p == seat or t == seat else t for p, t in enumerate(self._pointer)
        )
        leader = self._general[room]
        self._tell_general(room, leader, 1 << seat)

    def _counted_pointers(self, room: int) -> dict[int, int]:
        """``{player: seat he counts as pointing at}`` for the room's pool: a Trésorier
        binding makes the bound player's pointer follow his binder's (chains followed,
        both in the pool, as for ballots, §2.8); pointers at players outside the pool do
        not count."""
        pool = self._leader_pool(room)
        inside = set(pool)
        links = powers_windows.binding_overrides(self)
        out: dict[int, int] = {}
        for p in pool:
            source = links.get(p, p)
            target = self._pointer[source if source in inside else p]
            if target in inside:
                out[p] = target
        return out

    def _settle_leaders(self) -> None:
        """After every action of NEGOTIATION: a leader no longer present stops leading;
        when more than half of the pool points at one player other than the leader, he
        leads at once (``majority N S``, told to the room) and the room's pointers are
        cleared (§2.8)."""
        for room in (0, 1):
            leader = self._general[room]
            if leader >= 0 and leader not in self._present(room):
                self._unlead(room)
            pool = self._leader_pool(room)
            tally: dict[int, int] = {}
            for target in self._counted_pointers(room).values():
                tally[target] = tally.get(target, 0) + 1
            chosen = [t for t, c in tally.items() if 2 * c > len(pool) and t != self._general[room]]
            if chosen:
                self._table("majority", self._room_mask(room), room=ROOMS[room], seat=chosen[0])
                self._lead(room, chosen[0])
                here = set(self._present(room))
                self._pointer = tuple(-1 if p in here else t for p, t in enumerate(self._pointer))

    def _close_standing(self) -> None:
        """NEGOTIATION's end under ``standing_leader``: the counted pointers are told to
        each room (``pointers N 3:12,4:none``, as ballots are at a close; event 7's
        Lieutenant is named among those not pointing at the General); a leader in a
        Citadel stops leading (event 25; with an empty Port he keeps office); a room
        without leader gets one by a chance node over its pool (``pick S``); then USURP
        (§2.8)."""
        self._settle_leaders()
        ballots = [-2] * self._n
        pending: list[ChanceNode] = []
        for room in (0, 1):
            present = self._present(room)
            if not present:
                continue
            counted = self._counted_pointers(room)
            for p in present:
                ballots[p] = counted.get(p, -1)
            cells = tuple(f"{p}:{counted.get(p, 'none')}" for p in present)
            self._table("pointers", self._room_mask(room), room=ROOMS[room], pointers=cells)
            pool = self._leader_pool(room) or present  # an empty Port: anyone present
            leader = self._general[room]
            if leader >= 0 and leader not in pool:
                self._unlead(room)
                leader = -1
            if leader < 0:
                pending.append(GeneralDraw(room, tuple(pool)))
        self._ballots = tuple(ballots)
        self._chance = (*self._chance, *pending)
        if not self._chance:
            self._after_election()

    def _negotiate(self, seat: int, action: Action) -> None:
        other = action.arg
        me = 1 << seat
        reveal = _PLAYER_REVEAL_FORM[action.form]
        if reveal is not None:  # the commonest actions: _log's line, made here
            if self._flag[seat]:  # (a flag already down keeps its tuple: see _waiting)
                self._flag = replace_at(self._flag, seat, False)
            what, public, spec = reveal
            card = self._card[seat]
            if self._windows or self._join_windows or card == FAUSSAIRE:
                # (windows to close, or the Faussaire's pre-emption: the whole pipeline)
                if public:
                    self._history = (self._history, _lazy_entry(seat, spec, {}, me, action))
                    _reveal(self, what, (seat,))
                else:
                    line = _lazy_entry(seat, spec, {"seat": other}, me | 1 << other, action)
                    self._history = (self._history, line)
                    _reveal(self, what, (seat, other))
                return
            # What _reveal and _show come to for a player's own reveal otherwise: the
            # action's line, the room's occurrence line (private), the shown line.
            room = self._room[seat]
            room_mask = (
                _rooms_now(self).masks[room] if room == 0 or room == 1 else self._room_mask(room)
            )
            full = _REVEAL_KINDS[what][0]
            if full:
                args: dict[str, Any] = {"seat": seat, "card": card}
            else:
                colour = (
                    self._cards[card].colour or "red"
                    if card in (ESPION, INFIDELE)
                    else _PRINTED_COLOURS[card]
                )
                args = {"seat": seat, "colour": colour}
            history = self._history
            if public:
                history = (history, _lazy_entry(seat, spec, {}, me, action))
                told = _SHOW_SPECS["public", "card" if full else "colour"]
                history = (history, _lazy_entry(_TABLE, told, args, room_mask, None))
            else:
                him = 1 << other
                history = (history, _lazy_entry(seat, spec, {"seat": other}, me | him, action))
                onlookers = room_mask & ~(me | him)
                if onlookers and self._opts.room_sees_occurrences:
                    cls = {"cls": "full" if full else "colour", "a": seat, "b": other}
                    history = (history, _lazy_entry(_TABLE, _OCCURRENCE_ONE, cls, onlookers, None))
                told = _SHOW_SPECS["shown", "card" if full else "colour"]
                history = (history, _lazy_entry(_TABLE, told, args, him, None))
            self._history = history
            return
        kind = _KINDS[action.form]
        if kind == "ready":
            self._log(seat, action, me)
            self._flag = replace_at(self._flag, seat, True)
            # Everyone present ready (event 4's silenced cannot say anything): nobody but
            # HOST waits (and the next state's to_move is this answer, kept for its flags).
            if self._opts.early_end and len(self._waiting()) == 1:
                self._end_phase(by_host=False)
            return
        if self._flag[seat]:  # (a flag already down keeps its tuple: see _waiting)
            self._flag = replace_at(self._flag, seat, False)
        if kind == "unready":
            self._log(seat, action, me)
        elif kind.startswith("propose"):
            share = kind[8:]  # (the word after "propose ")
            _log_seat(self, seat, action, me | 1 << other)
            self._offers = self._offers | {(seat, other, share)}
            if self._flag[other]:  # (_wake inlined: this is NEGOTIATION)
                self._flag = replace_at(self._flag, other, False)
        elif kind == "cancel":
            _log_seat(self, seat, action, me | 1 << other)
            self._offers = frozenset([o for o in self._offers if o[0] != seat or o[1] != other])
        elif kind == "decline":
            _log_seat(self, seat, action, me | 1 << other)
            self._offers = frozenset([o for o in self._offers if o[0] != other or o[1] != seat])
        elif kind == "accept":
            _log_seat(self, seat, action, me | 1 << other)
            share = next(k for f, t, k in self._offers if f == other and t == seat)
            self._offers = frozenset([o for o in self._offers if o[0] != other or o[1] != seat])
            if share == "abdicate":
                self._lead(self._room[seat], seat)  # the offerer was still leader (§2.8)
            elif share in _SHARES:
                # Any other pending proposal of the same class between them is withdrawn.
                self._offers = frozenset(
                    [o for o in self._offers if o[2] != share or not _between(o, seat, other)]
                )
                self._reveal(share.upper(), (other, seat))
            else:
                on_accept = powers.POWERS[share].on_accept
                assert on_accept is not None
                on_accept(self, other, seat, action.text.endswith("convert"))
        elif kind == "dismiss" and "," in action.text:
            self._log(seat, action, me)
            a, b = other // 64, other % 64
            self._close_joins(lambda i, x, y: (i, x, y) == (seat, a, b))
        elif kind == "dismiss":
            self._log(seat, action, me)
            self._close_windows(lambda user, partner: (user, partner) == (seat, other))
        elif kind in ("nominate", "point", "point none", "abdicate"):
            self._leader_action(seat, action)
        elif kind.startswith("reveal"):
            what = kind.split()[1]
            audience = me if what.endswith("public") else me | 1 << other
            self._log(seat, action, audience)
            if what.endswith("public"):
                self._reveal(what.upper(), (seat,))
            else:
                self._reveal(what.upper(), (seat, other))

    # -- reveals (§2.5, §2.6) -------------------------------------------------------

    def _displayed_colour(self, seat: int) -> str:
        card = self._card[seat]
        if card in (ESPION, INFIDELE):
            return self._cards[card].colour or "red"
        return _PRINTED_COLOURS[card]

    def _show(self, shower: int, viewers: int, what: str, told: str = "shown") -> None:
        """``shower``'s card or colour (``what``) told to ``viewers`` (``shown``, or
        ``public`` to his room)."""
        card = self._card[shower]
        if what == "card":
            args: dict[str, Any] = {"seat": shower, "card": card}
        else:  # (_displayed_colour inlined: a reveal in two shows a colour)
            colour = (
                self._cards[card].colour or "red"
                if card in (ESPION, INFIDELE)
                else _PRINTED_COLOURS[card]
            )
            args = {"seat": shower, "colour": colour}
        line = _lazy_entry(_TABLE, _SHOW_SPECS[told, what], args, viewers, None)
        self._history = (self._history, line)

    def joins(self) -> frozenset[tuple[int, int, int]]:
        """The Interprète's open join windows: ``(his seat, A, B)`` with A < B (§2.6 step 3)."""
        return self._join_windows

    def _open_join(self, a: int, b: int) -> None:
        """A FULL_SHARE or FORCED_SHARE between A and B gives the Interprète present in
        their room, if not a participant, a join window on (A, B) (§2.6 step 3)."""
        room = self._room[a]
        for seat in self._present(room):
            if seat not in (a, b) and INTERPRETE in self.as_card(seat):
                self._join_windows = self.joins() | {(seat, min(a, b), max(a, b))}

    def _close_joins(self, which: Callable[[int, int, int], bool]) -> None:
        joins = self.joins()
        closing = {j for j in joins if which(*j)}
        if closing:
            self._join_windows = joins - closing

    def _open_window(self, user: int, partner: int) -> None:
        """An options window of ``user`` on ``partner`` after a full reveal (§2.6 step 3),
        remembering the card the partner showed and the user's own card then."""
        self._windows = self._windows | {(user, partner)}
        shown = dict(self._shown)
        shown[(user, partner)] = (self._card[partner], self._card[user], frozenset())
        self._shown = shown

    def _close_windows(self, which: Callable[[int, int], bool]) -> None:
        closing = {w for w in self._windows if which(*w)}
        if closing:
            self._windows = self._windows - closing
            self._shown = {w: v for w, v in self._shown.items() if w not in closing}

    def window(self, user: int, partner: int) -> tuple[int, int, frozenset[str]] | None:
        """``user``'s open window on ``partner``: (the card the partner showed, the user's
        card at that reveal, the powers already used from it), or ``None``."""
        return self._shown.get((user, partner))

    def _use_window(self, user: int, partner: int, power: str) -> None:
        shown, own, used = self._shown[(user, partner)]
        table = dict(self._shown)
        table[(user, partner)] = (shown, own, used | {power})
        self._shown = table

    def _reveal(self, kind: str, seats: tuple[int, ...]) -> None:
        """Run one reveal record: show, tell the room, then the pipeline (§2.6).

        Under ``window_close=next_reveal`` taking part in a reveal closes the
        participant's open windows first (§2.14.5).
        """
        if self._windows and self._opts.window_close == "next_reveal":  # (most have none)
            self._close_windows(lambda user, _partner: user in seats)
        # An Interprète's join windows close when A or B takes part in a later reveal.
        if self._join_windows:
            self._close_joins(lambda _i, a, b: a in seats or b in seats)
        room = self._room[seats[0]]
        room_mask = (
            _rooms_now(self).masks[room] if room == 0 or room == 1 else self._room_mask(room)
        )
        full, public, private, full_pair = _REVEAL_KINDS[kind]
        what = "card" if full else "colour"
        if public:
            (shower,) = seats
            _show(self, shower, room_mask, what, "public")
            return
        a, b = seats
        mask = 1 << a | 1 << b
        if private:
            onlookers = room_mask & ~mask
            if onlookers and self._opts.room_sees_occurrences:
                args = {"cls": "full" if full else "colour", "a": a, "b": b}
                line = _lazy_entry(_TABLE, _OCCURRENCE_ONE, args, onlookers, None)
                self._history = (self._history, line)
            _show(self, a, 1 << b, what)
            showers: tuple[int, ...] = (a,)
        else:  # a share (forced or not): both show, the initiator first
            onlookers = room_mask & ~mask
            if self._opts.room_sees_occurrences and onlookers:
                cls = "full" if full else "colour"
                self._table("occurrence", onlookers, cls=cls, seats=_csv(sorted((a, b))))
            _show(self, a, 1 << b, what)
            _show(self, b, 1 << a, what)
            showers = (a, b)
        if full_pair:
            self._pair_up(a, b)  # a full reveal took place, pre-empted or not
        # 1. Faussaire pre-emption: a two-person reveal where the Faussaire shows.
        if self._card[a] == FAUSSAIRE:
            forger = a
        elif len(showers) > 1 and self._card[b] == FAUSSAIRE:
            forger = b
        else:
            forger = -1
        if forger >= 0:
            other = b if forger == a else a
            if self._card[other] not in EMISSARIES:
                if full_pair:
                    historique.on_full_pair(self, a, b)
                self._swap(forger, other)
                return
        if not full_pair:
            return
        self._open_join(a, b)
        # 2. Automatic effects of the full-reveal pair (a, b).
        self._automatic(a, b)
        # 3. Options windows: one each way, whatever the cards (their existence reveals nothing).
        self._open_window(a, b)
        self._open_window(b, a)

    def _swap(self, x: int, y: int) -> None:
        """The cards of seats x and y change holders (§2.7.2)."""
        cx, cy = self._card[x], self._card[y]
        self._card = replace_at(replace_at(self._card, x, cy), y, cx)
        if MOINE in (cx, cy):
            self._end_copy()
        for card in (cx, cy):  # a card that changes holder starts its limits afresh (§2.7.2)
            self._cards = replace_at(
                self._cards, card, replace(self._cards[card], used=frozenset())
            )
        self._close_windows(lambda user, _partner: user in (x, y))  # their cards changed
        self._close_joins(lambda i, _a, _b: i in (x, y))
        self._table("swap", 1 << x | 1 << y, a=min(x, y), b=max(x, y))
        self._table("shown_card", 1 << x, seat=x, card=cy)
        self._table("shown_card", 1 << y, seat=y, card=cx)

    def _add_status(self, card: int, status: str, told: int) -> None:
        state = self._cards[card]
        if status in state.statuses:
            return
        self._cards = replace_at(
            self._cards, card, replace(state, statuses=state.statuses | {status})
        )
        self._table("status", told, card=card, status=status.lower())

    def pairs(self, seat: int) -> frozenset[int]:
        """The seats ``seat`` has done a full reveal with, as a player, whatever cards were
        held (his pair history, §2.7.1): shares, forced shares, councils and joins."""
        found = self._pair_history
        return found[seat] if found else frozenset()

    def _pair_up(self, a: int, b: int) -> None:
        history = self._pair_history
        if not history:
            history = (frozenset(),) * self._n
        history = replace_at(history, a, history[a] | {b})
        self._pair_history = replace_at(history, b, history[b] | {a})

    def _automatic(self, a: int, b: int) -> None:
        self._pair_up(a, b)
        historique.on_full_pair(self, a, b)  # event 13's tokens, event 16's meetings
        ca, cb = self._card[a], self._card[b]
        pair_mask = 1 << a | 1 << b
        for x, y, ys in ((a, b, self.as_card(b)), (b, a, self.as_card(a))):
            xs, y_card = self.as_card(x), self._card[y]
            # Subjugation (card 35, or a Monk copying it).
            if ROI_DE_FRANCE in xs and not self._subjugation_immune(y):
                self._add_status(y_card, "SUBJECT", pair_mask)
            # Arming (cards 5 and 6; a Monk copying 6 arms card 5 too).
            if self._card[x] == ASSASSIN and ARMURIER in ys:
                self._add_status(ASSASSIN, "ARMED", pair_mask)
        for x, y in ((ca, cb), (cb, ca)):
            # The Infidèle's colour (card 22).
            if x == INFIDELE and y in (GUILLAUME, PROTECTION):
                self._set_colour(INFIDELE, "red")
            if x == INFIDELE and y in (HAROLD, CHAMAN):
                self._set_colour(INFIDELE, "blue")
        # Banked points (§2.6 step 2.5): the Troubadour and the Espion.
        for seat, partner in ((a, b), (b, a)):
            self._bank(seat, partner)
        powers_windows.on_full_reveal(self, a, b)  # the treaty's ratification (41/42)
        # The Protection Divine's weakness: the pair {3, 12} sends 3's holder across.
        if {ca, cb} == {PROTECTION, CHAMAN}:
            holder = a if ca == PROTECTION else b
            self._move(holder, 1 - self._room[holder])

    def _bank(self, seat: int, partner: int) -> None:
        """+1 on card 10 for each principal card (1, 2, 26, 35) its holder meets in a full
        reveal; +0.5 on card 9 for each new partner of its holder (§2.10, cards 9 and 10;
        ``troubadour_count`` and ``espion_count`` count every reveal instead)."""
        card, other = self._card[seat], self._card[partner]
        if card == TROUBADOUR and other in (GUILLAUME, HAROLD, PAPE, ROI_DE_FRANCE):
            key, gain, every = other, 1.0, self._opts.troubadour_count == "every_reveal"
        elif card == ESPION:
            key, gain, every = partner, 0.5, self._opts.espion_count == "every_reveal"
        else:
            return
        state = self._cards[card]
        if key in state.met and not every:
            return
        banked = state.banked + gain
        self._cards = replace_at(
            self._cards, card, replace(state, banked=banked, met=state.met | {key})
        )
        self._table("status_banked", 1 << seat, card=card, points=f"{banked:g}")

    def _end_copy(self) -> None:
        state = self._cards[MOINE]
        if state.copy:
            used = frozenset(u for u in state.used if not u[0].startswith("copy:"))
            self._cards = replace_at(self._cards, MOINE, replace(state, copy=0, used=used))
            holder = self._holder(MOINE)
            if holder >= 0:
                self._table("status", 1 << holder, card=MOINE, status="copy_ended")

    def _subjugation_immune(self, seat: int) -> bool:
        """Whether ``seat``'s card cannot be subjugated (card 35): 13, 14, 22, 26, a FRANCE
        card, a subject or a convert, or a Monk copying an immune card (§2.10, §2.7.4)."""
        card = self._card[seat]
        statuses = self._cards[card].statuses
        immune = (*EMISSARIES, PAPE, INFIDELE, ROI_DE_FRANCE, CHANCELIER)
        return (
            any(c in immune for c in self.as_card(seat))
            or "SUBJECT" in statuses
            or "CONVERTED" in statuses
        )

    def _move(self, seat: int, room: int) -> None:
        """A seat changes rooms now (a power's move: announced without its cause); nothing
        happens while room changes are banned (event 2) or the seat is a raider (event 19)."""
        if historique.move_banned(self, seat):
            return
        origin = self._room[seat]
        self._table("leaves", _PUBLIC, seat=seat, room=ROOMS[self._room[seat]])
        self._room = replace_at(self._room, seat, room)
        self._table("arrives", _PUBLIC, seat=seat, room=ROOMS[room])
        self._close_windows(lambda user, partner: seat in (user, partner))
        self._close_joins(lambda i, a, b: seat in (i, a, b))
        self._offers = frozenset(o for o in self._offers if seat not in o[:2])
        if self.standing:
            self._leader_moved(seat, origin, room)
        if self._card[seat] == PELERIN:
            visits = list(self._cards[PELERIN].visits)
            visits[room] += 1
            self._cards = replace_at(
                self._cards, PELERIN, replace(self._cards[PELERIN], visits=(visits[0], visits[1]))
            )
        historique.after_move(self, seat, origin)  # zones, the Relic (events 21, 25-27)

    # -- phases -------------------------------------------------------------------

    def _start_setup(self) -> None:
        self._phase = _SETUP
        self._flag = (False,) * self._n
        self._phase_actions = 0
        if PELERIN in self._card:
            room = self._room[self._holder(PELERIN)]
            visits = (1, 0) if room == 0 else (0, 1)
            self._cards = replace_at(
                self._cards, PELERIN, replace(self._cards[PELERIN], visits=visits)
            )
        self._table("phase", _PUBLIC, phase="setup")

    def _finish_setup(self) -> None:
        missing = [c for c in (ESPION, INFIDELE) if c in self._card and not self._cards[c].colour]
        self._chance = tuple(ColourDraw(c) for c in missing)
        if not self._chance:
            self._start_round()

    def _start_round(self) -> None:
        self._round += 1
        self._phase = _NEGOTIATION
        self._flag = (False,) * self._n
        self._offers = frozenset()
        self._close_windows(lambda _user, _partner: True)
        self._close_joins(lambda _i, _a, _b: True)
        self._phase_actions = 0
        self._extra_envoys = (0, 0)  # the Commandant's, this round's only
        self._table("round", _PUBLIC, round=self._round, rounds=self._opts.rounds)
        self._table("phase", _PUBLIC, phase="negotiation")
        historique.on_negotiation_start(self)

    def _end_phase(self, by_host: bool = True) -> None:
        """Close the current decision phase with its defaults (§2.14.3)."""
        phase = self._phase
        if phase is _SETUP:
            self._flag = (True,) * self._n
            self._finish_setup()
        elif phase is _NEGOTIATION:
            self._offers = frozenset()
            self._close_windows(lambda _user, _partner: True)
            self._close_joins(lambda _i, _a, _b: True)
            historique.on_negotiation_end(self)
            self._start_election()
        elif phase is _ELECTION:
            self._close_election()
        elif phase is _USURP:
            self._before_designation()
        elif phase is _LIEUTENANT:
            historique.end_lieutenant(self)
        elif phase is _DESIGNATION:
            pending = [
                EnvoyDraw(room)
                for room in (0, 1)
                if self._designator(room) >= 0
                and not self._locked[room]
                and len(self._lists[room]) < self._k_eff(room)
            ]
            self._locked = (True, True)
            self._chance = tuple(pending)
            if not self._chance:
                self._lock_designations()
        elif phase is _TRAITORS:
            self._start_pre_departure()
        elif phase is _PRE_DEPARTURE:
            self._exchange()
        elif phase is _CROSSING:
            self._arrival()
        elif phase is _ARRIVAL_WINDOW:
            self._end_round()
        elif phase is _END_DECISIONS:
            self._resolve()

    def _start_election(self) -> None:
        if historique.skips_election(self):
            return
        if self.standing:  # no ballots: ELECTION is skipped (§2.4.1, §2.8)
            self._close_standing()
            return
        self._phase = _ELECTION
        self._flag = (False,) * self._n
        self._ballots = (-2,) * self._n
        self._phase_actions = 0
        self._table("phase", _PUBLIC, phase="election")
        historique.on_election_start(self)

    def _close_election(self) -> None:
        self._chance = ()
        # Trésorier bindings: a bound player's ballot copies his binder's (§2.8 step 2).
        ballots = list(self._ballots)
        for bound, binder in powers_windows.binding_overrides(self).items():
            ballots[bound] = self._ballots[binder]
        self._ballots = tuple(ballots)
        for room in (0, 1):
            present = self._present(room)
            votes = {p: self._ballots[p] for p in present}
            cells = tuple(f"{p}:{'abstain' if v < 0 else v}" for p, v in sorted(votes.items()))
            self._table("ballots", self._room_mask(room), room=ROOMS[room], ballots=cells)
            if not present:
                self._general = _set_room(self._general, room, -1)
                continue
            if historique.empty_port(self, room):
                continue
            tally: dict[int, int] = {}
            for v in votes.values():
                if v >= 0 and self._room[v] == room:
                    tally[v] = tally.get(v, 0) + 1
            if tally:
                top = max(tally.values())
                tied = tuple(sorted(p for p, c in tally.items() if c == top))
            else:
                tied = tuple(historique.election_candidates(self, room, present))
            if len(tied) == 1:
                self._elect(room, tied[0])
            else:
                self._chance = (*self._chance, GeneralDraw(room, tied))
        if not self._chance:
            self._after_election()

    def _elect(self, room: int, seat: int) -> None:
        self._general = _set_room(self._general, room, seat)
        self._tell_general(room, seat, self._room_mask(room))

    def _after_election(self) -> None:
        back = historique.limbo(self)
        historique.after_election(self)
        if self.standing:  # event 4's silenced come back: told their room's leader (§4.1)
            for seat in sorted(back):
                room, leader = self._room[seat], self._general[self._room[seat]]
                self._tell_general(room, leader, 1 << seat)
        if any(c in self._deck for c in SANG_ROYAL):
            self._phase = _USURP
            self._flag = (False,) * self._n
            self._phase_actions = 0
            self._table("phase", _PUBLIC, phase="usurp")
        else:
            self._before_designation()

    def _before_designation(self) -> None:
        """After USURP: the LIEUTENANT phase under event 7, else DESIGNATION."""
        if not historique.start_lieutenant(self):
            self._start_designation()

    def _start_designation(self) -> None:
        self._phase = _DESIGNATION
        self._lists = ((), ())
        self._proven = frozenset()
        self._locked = (self._designator(0) < 0, self._designator(1) < 0)
        self._phase_actions = 0
        self._table("phase", _PUBLIC, phase="designation")
        historique.on_designation_start(self)
        for room in (0, 1):
            if self._designator(room) >= 0 and self._k_eff(room) == 0:
                self._locked = _set_room(self._locked, room, True)
        self._designation_maybe_over()

    def _k(self) -> int:
        return config.envoys(self._n, self._round, self._opts.rounds, self._opts.envoy_table)

    def _eligible(self, room: int) -> list[int]:
        listed = self._lists[room]
        return [
            p
            for p in historique.candidates(self, room)
            if p != self._general[room] and p not in listed and p not in self._proven
        ]

    def _k_eff(self, room: int) -> int:
        """Envoys the room's designator must list: k plus the extras powers added this
        round (``_extra_envoys``, per room; the Commandant's) and event 20's 3, capped by
        who can go (§2.4.3)."""
        extras = self._extra_envoys
        wanted = self._k() + extras[room] + historique.extra_envoys(self)
        return min(wanted, len(self._lists[room]) + len(self._eligible(room)))

    def _designate(self, room: int, seat: int) -> None:
        general = historique.designator(self, room)
        if historique.cannot_designate(self, room, seat):
            # Event 18's other General, named by a designator who could not see him: no
            # effect, the slot is kept, the designator alone is told (§2.5.1 "Chosen
            # targets that turn out immune or unable"; historique.unseen_ineligible).
            self._proven = self._proven | {seat}
            self._table("cannot_designate", 1 << general, seat=seat)
            return
        if self._card[seat] in EMISSARIES:
            # The Emissary's immunity: he proves it to the designator (§2.7.4, §2.9.1).
            self._proven = self._proven | {seat}
            self._table("immune", 1 << general | 1 << seat, seat=seat)
            self._table("shown_card", 1 << general, seat=seat, card=self._card[seat])
            return
        self._lists = _set_room(self._lists, room, (*self._lists[room], seat))

    def _lock_designations(self) -> None:
        for room in (0, 1):
            chooser = historique.designator(self, room)  # another room's under event 18
            told = self._room_mask(room) | (1 << chooser if chooser >= 0 else 0)
            if self._lists[room]:
                self._table("envoys", told, room=ROOMS[room], seats=_csv(self._lists[room]))
            else:
                self._table("envoys_none", told, room=ROOMS[room])
        generals = [g for g in self._general if g >= 0]
        if len(generals) == 2:
            for room in (0, 1):
                self._tell_general(1 - room, self._general[1 - room], 1 << self._general[room])
        if not historique.start_event_draw(self):
            self._after_event_draw()

    def _after_event_draw(self) -> None:
        """After the draw (or the lock, outside Mode Historique): TRAITORS under event
        12, else PRE_DEPARTURE."""
        if not historique.start_traitors(self):
            self._start_pre_departure()

    def _start_pre_departure(self) -> None:
        self._phase = _PRE_DEPARTURE
        self._flag = (False,) * self._n
        self._phase_actions = 0
        self._table("phase", _PUBLIC, phase="pre_departure")

    def _exchange(self) -> None:
        """DEPARTURE, CROSSING and ARRIVAL (§2.9.3): envoys swap rooms at once."""
        powers_negotiation.rally_claims(self)  # rallied envoys show their colour first
        historique.on_departure(self)  # events 20, 22, 8
        leaving = [(room, p) for room in (0, 1) for p in self._lists[room]]
        for room, p in leaving:
            self._table("leaves", _PUBLIC, seat=p, room=ROOMS[room])
        if historique.start_crossing(self):
            return  # the storm's chance nodes, or event 23's crossing oaths
        self._arrival()

    def _arrival(self) -> None:
        """ARRIVAL (§2.9.3 step 3): the envoys of the lists enter their destination, event
        23's sworn envoys show their new cards, then the Monk's copy expires.

        The copy lasts through DEPARTURE and CROSSING (§2.10 card 25: "expires at the
        next ARRIVAL step"; §2.9.3 lists the expiry last in step 3), so a Monk copying the
        Pèlerin is still immune to the storm (event 2) and to PRE_DEPARTURE blocks, but
        no longer in the ARRIVAL_WINDOW (as a copied Navigateur cannot send back, §6 case
        30). The step runs, and the copy expires, even when a storm kept every envoy home
        or nobody crossed (**Engine rule**: §2.9.3 runs step 3 at every exchange; event
        2 says only that no envoy arrives).
        """
        leaving = [(room, p) for room in (0, 1) for p in self._lists[room]]
        for room, p in leaving:
            self._room = replace_at(self._room, p, 1 - room)
            self._table("arrives", _PUBLIC, seat=p, room=ROOMS[1 - room])
            if self._card[p] == PELERIN:
                visits = list(self._cards[PELERIN].visits)
                visits[1 - room] += 1
                self._cards = replace_at(
                    self._cards, PELERIN,
                    replace(self._cards[PELERIN], visits=(visits[0], visits[1])),
                )  # fmt: skip
        if self.standing:
            for room, p in leaving:
                self._leader_moved(p, room, 1 - room)
        historique.on_arrival(self, [p for _room, p in leaving])
        self._end_copy()  # §2.9.3 step 3, after the arrivals and event 23's reveals
        self._lists = ((), ())
        if any(c in self._deck for c in (29, 30)) or historique.arrival_window_needed(self):
            self._phase = _ARRIVAL_WINDOW
            self._flag = (False,) * self._n
            self._phase_actions = 0
            self._table("phase", _PUBLIC, phase="arrival_window")
        else:
            self._end_round()

    def _end_round(self) -> None:
        historique.on_round_end(self)
        if self._round < self._opts.rounds:
            self._start_round()
        else:
            self._final_reveal()

    def _final_reveal(self) -> None:
        for p in range(self._n):
            card = self._card[p]
            cs = self._cards[card]
            statuses = tuple(s.lower() for s in sorted(cs.statuses))
            extra = (*statuses, "colour", cs.colour) if cs.colour else statuses
            told = {"seat": p, "card": card, "room": ROOMS[self._room[p]],
                    "statuses": statuses, "colour": cs.colour or None}  # fmt: skip
            if extra:
                self._table("final", _PUBLIC, extra=extra, **told)
            else:
                self._table("final_plain", _PUBLIC, **told)
        if self._attackers():
            self._phase = _END_DECISIONS
            self._phase_actions = 0
            self._table("phase", _PUBLIC, phase="end_decisions")
        else:
            self._resolve()

    def _final_cards(self) -> list[scoring.FinalCard]:
        pledges = powers_windows.pledges(self)
        out = []
        for p in range(self._n):
            card = self._card[p]
            cs = self._cards[card]
            out.append(
                scoring.FinalCard(
                    number=card,
                    seat=p,
                    room=ROOMS[self._room[p]],
                    statuses=cs.statuses,
                    colour=cs.colour,
                    banked=cs.banked,
                    visits=cs.visits,
                    pledge=pledges.get(card),
                )
            )
        return out

    def _attackers(self) -> tuple[int, ...]:
        cards = self._final_cards()
        return tuple(c for c in (ASSASSIN, BERSERKER) if scoring.attack_qualifies(cards, c))

    def _resolve(self) -> None:
        cards = self._final_cards()
        decisions = dict(self._decisions)
        for attacker in self._attackers():
            if attacker not in decisions:
                decisions[attacker] = scoring.default_decision(cards, attacker)
        outcome = scoring.score(cards, self._n, decisions, end_options(self._opts))
        self._outcome = outcome
        self._phase = _OVER
        for line in outcome.steps:
            self._table(line.kind, _PUBLIC, **narration.event_args(line))
        self._table("result", _PUBLIC, condition=outcome.condition.lower())

    # -- results and views ------------------------------------------------------------

    def observed_action_id(self, seat: Seat, action_id: int, observer: Seat) -> int:
        """What ``observer`` sees of ``seat``'s action, derived from its view
        (``_observed_in_view``): many of a negotiation's actions are seen by one seat or
        none (§2.5: a private reveal, a proposal, a secret ballot), so the rules' own
        redaction is the one source. It costs an ``apply`` and a view, which a search
        pays only in a tree below its own first decision (:mod:`royaumes.bots.ismcts`
        searches Deux Rois one decision deep)."""
        return self._observed_in_view(seat, action_id, observer)

    @property
    def is_over(self) -> bool:
        return self._phase is _OVER

    @property
    def result(self) -> Result | None:
        outcome = self._outcome
        if outcome is None:
            return None
        points = outcome.points
        ranks = scoring.ranks(outcome)
        return Result(
            points=tuple(float(p) for p in points),
            ranks=ranks,
            winners=tuple(outcome.winners),
            details={"condition": outcome.condition},
        )

    def events_for(self, viewer: Seat | None, since: State | None = None) -> tuple[Event, ...]:
        """The history as ``viewer`` sees it: entries it is in the audience of, and
        after the end every action (§4.1)."""
        if since is None:
            return self._seen(viewer).events
        return tuple(self._visible(self._entries(since), viewer))

    @staticmethod
    def _visible(entries: Sequence[_Entry], viewer: Seat | None) -> list[Event]:
        bit = 0 if viewer is None else 1 << viewer
        return [e.event() for e in entries if e.audience == _PUBLIC or e.audience & bit]

    def _seen(self, viewer: Seat | None) -> _Seen:
        """What ``viewer`` has seen, built on the parent state's (states share their
        history's prefix, so each step adds only its own entries: views cost O(step)
        rather than O(history)).

        Once the game is over the whole action log is public (§4.1): what the seat
        had not seen follows its history, in order, after the result (its history
        itself never changes: perfect recall)."""
        cache = self._seen_cache
        known = cache.get(viewer)
        if known is not None and known.node is self._history:
            return known
        new_entries: list[_Entry] = []
        node = self._history
        stop = known.node if known is not None else None
        while node is not None and node is not stop:
            node, entry = node
            new_entries.append(entry)
        if node is not stop:  # pragma: no cover - not an ancestor: start afresh
            known = None
        new_entries.reverse()
        base = known if known is not None else _Seen(None, (), (), (None, None), (None, None))
        seen = base.extend(self._history, self._visible(new_entries, viewer))
        if self._phase is _OVER:
            bit = 0 if viewer is None else 1 << viewer
            hidden = [
                e.event()
                for e in self._entries()
                if not (e.audience == _PUBLIC or e.audience & bit)
            ]
            mark = _Entry(_TABLE, "log", kind="log").event()
            seen = replace(seen, events=seen.events + (mark, *hidden))
        cache = dict(cache)
        cache[viewer] = seen
        self._seen_cache = cache
        return seen

    def view(self, seat: Seat | None) -> View:
        n = self._n
        if seat is not None and (not isinstance(seat, int) or not 0 <= seat < n):
            raise ConfigError(f"{seat!r} is not a seat of this {n}-player table")
        seen = self._seen(seat)
        events = seen.events
        over = self._phase is _OVER
        rooms = None if -1 in self._room else tuple(ROOMS[r] for r in self._room)
        here = None if seat is None or self._room[seat] < 0 else self._room[seat]
        general = None if here is None else seen.generals[here]
        envoys = None if here is None else seen.envoys[here]
        facts = seen.facts
        card = None if seat is None or not self._card[seat] else self._card[seat]
        designator = (
            seat is not None
            and self._phase is _DESIGNATION
            and historique.designating_room(self, seat) >= 0
        )
        return View(
            seat=seat,
            num_players=n,
            options=self._options,
            deck=self._deck,
            round=self._round,
            rounds=self._opts.rounds,
            phase=self._phase,
            rooms=rooms,
            card=card,
            card_state=None if card is None else self._cards[card],
            general=general,
            envoys=envoys,
            designation=self._lists[historique.designating_room(self, seat)]
            if designator and seat is not None
            else None,
            ballot=None
            if seat is None or self._phase is not _ELECTION or self._ballots[seat] == -2
            else self._ballots[seat],
            pointer=None if seat is None or self._pointer[seat] < 0 else self._pointer[seat],
            ready=seat is not None and self._flag[seat],
            offers_made=tuple(sorted((t, k) for f, t, k in self._offers if f == seat)),
            offers_received=tuple(sorted((f, k) for f, t, k in self._offers if t == seat)),
            windows=tuple(sorted(p for u, p in self._windows if u == seat)),
            facts=tuple(facts),
            to_act=seat is not None and seat in self.to_move,
            seconds=self._phase_length(),
            step=self._num_actions,
            cards=self._card if over or self._phase is _END_DECISIONS else None,
            outcome=None
            if self._outcome is None
            else (self._outcome.condition, self._outcome.lines, self._outcome.steps),
            events=events,
            result=self.result,
        )

    def _phase_length(self) -> float | None:
        """The current phase's clock setting in seconds (§2.4.2), ``None`` where nothing
        is timed (dealing, the end); pending chance nodes do not change it."""
        if self._phase in (_DEALING, _OVER):
            return None
        seconds = config.phase_seconds(
            self._opts, self._phase.label, self._round, events=historique.in_force(self)
        )
        return None if seconds is None else float(seconds)

    def fingerprint(self) -> str:
        """A short description of the position for messages (round, phase, step)."""
        return f"round {self._round} {self._phase.label} after {self._num_actions} actions"

    def __repr__(self) -> str:
        return f"<deux_rois.State {self.fingerprint()}>"


# The rules' hot internal calls go through these module globals rather than ``self.``:
# CPython 3.11 never specialises a method looked up on a state (its attribute dict is a
# new copy on every action), so each such lookup would search that dict and the class.
_apply: Final = State._apply
_negotiate: Final = State._negotiate
_reveal: Final = State._reveal
_show: Final = State._show
_rooms_now: Final = State._rooms_now
_waiting: Final = State._waiting
_negotiation_ids: Final = State._negotiation_ids
_negotiation_core: Final = State._negotiation_core


@dataclass(frozen=True, slots=True)
class _Seen:
    """One seat's history and what it learnt from it, as of history node ``node``."""

    node: Any
    events: tuple[Event, ...]
    facts: tuple[tuple[int, str, Any], ...]
    generals: tuple[int | None, int | None]  # the last General it was told of, per room
    envoys: tuple[tuple[int, ...] | None, tuple[int, ...] | None]  # this round's lists

    def extend(self, node: Any, events: Sequence[Event]) -> _Seen:
        facts = list(self.facts)
        generals = list(self.generals)
        envoys = list(self.envoys)
        for e in events:
            if e.actor != "table":
                continue
            kind, p = e.kind, e.params
            if kind == "shown_card":
                facts.append((p["seat"], "card", p["card"]))
            elif kind == "shown_colour":
                facts.append((p["seat"], "colour", p["colour"]))
            elif kind == "round":
                envoys = [None, None]
            elif kind in ("general", "usurp", "general_none"):
                # ``general N none``: the standing leader left (§2.8)
                generals[ROOMS.index(p["room"])] = p.get("seat")
            elif kind in ("envoys", "envoys_none"):
                listed = tuple(int(x) for x in p.get("seats") or ())
                envoys[ROOMS.index(p["room"])] = listed
            elif kind in ("envoy_added", "envoy_removed"):
                room, who = ROOMS.index(p["room"]), p["seat"]
                current = envoys[room] or ()
                envoys[room] = (
                    (*current, who)
                    if kind == "envoy_added"
                    else tuple(x for x in current if x != who)
                )
        return _Seen(
            node,
            self.events + tuple(events),
            tuple(facts),
            (generals[0], generals[1]),
            (envoys[0], envoys[1]),
        )


def end_options(opts: config.Options) -> scoring.EndOptions:
    """The end-of-game keys of the table's options (Appendix A); the score sheet's too."""
    names = list(scoring.EndOptions.__dataclass_fields__)
    return scoring.EndOptions(**{name: getattr(opts, name) for name in names})


# ---------------------------------------------------------------------------
# Game


class DeuxRois(Game):
    """The game object of the main mode (``royaumes.games.deux_rois.rules.GAME``)."""

    event_kinds = EVENTS
    message_prefix = "dr"
    view_type = View

    def narrate(self, event: Event, viewer: Seat | None) -> Message:
        """One event in words (keys ``dr.ev.*``, :mod:`.narration`)."""
        if event.kind not in EVENTS:
            return super().narrate(event, viewer)
        return narration.narrate(event, viewer)

    spec = GameSpec(
        id="deux_rois",
        title="Deux Rois pour un Royaume",
        version=2,
        min_players=6,
        max_players=50,
        options=config.OPTIONS,
        summary="The party game of two rooms: 6 to 50 people, secret roles, reveals, a "
        "General per room and envoys crossing each round; Normans, English and others each "
        "win in their own way.",
        summary_fr="Le jeu de salon à deux pièces : de 6 à 50 joueurs, rôles secrets, "
        "révélations, un général par pièce et des émissaires qui traversent à chaque tour.",
        num_distinct_actions=_num_seat_actions(),
        max_chance_outcomes=_num_chance_ids(),
        rules_source="shared/rules/deux_rois.md §2",
        table_chat=False,  # played face to face, in one room
    )

    def timeout_seconds(self, state: _BaseState) -> float | None:
        """The clock setting of the current phase (§2.4.2), or ``None``."""
        if not isinstance(state, State) or state._chance or state.is_over:
            return None
        return state._phase_length()

    def timed_since(self, state: _BaseState) -> int:
        """The action count when the current phase began: a phase's clock runs from
        its start, whatever is done meanwhile (§2.4.2)."""
        return state._phase_step if isinstance(state, State) else state.num_actions

    def opening(self, state: _BaseState) -> bool:
        """The setup (§2.3): people join by their links and look at their cards; a
        server's clock waits for them (or for the host) before counting it."""
        return isinstance(state, State) and state._phase is _SETUP

    def acts_on_current_state(self, options: Mapping[str, object] | None = None) -> bool:
        """Yes: every action is judged on the state it meets, whatever version its
        sender saw (§2.14.5: a version check would refuse most actions of a busy room)."""
        return True

    def new_state(self, num_players: int, options: Mapping[str, object] | None = None) -> State:
        """The state before the rooms are drawn (§2.3).

        Raises:
            ConfigError: bad player count or options.
        """
        self.spec.check_num_players(num_players)
        resolved = self.spec.resolve_options(options)
        opts = config.Options.from_resolved(resolved)
        config.validate(num_players, opts)
        return State._initial(self, opts, resolved, num_players)

    def parse_action(self, text: str) -> Action:
        """The action of a canonical text (``"vote 12"``).

        Raises:
            InvalidActionError: not an action of this game.
        """
        return _table().parse(text)

    def action_from_json(self, data: object) -> Action:
        """The action of :meth:`Action.to_json` output."""
        if not isinstance(data, Mapping) or not isinstance(data.get("type"), str):
            raise InvalidActionError(f"{data!r} is not a Deux Rois action object")
        words = [data["type"]]
        if "what" in data:
            words.append(str(data["what"]))
        if isinstance(data.get("seats"), list):
            words.append(",".join(str(x) for x in data["seats"]))
        for key in ("seat", "card", "colour", "room", "n", "zone", "visibility"):
            if key in data:
                words.append(str(data[key]))
        if data.get("convert") is True:
            words.append("convert")
        return self.parse_action(" ".join(words))

    def action_id(self, action: object) -> int:
        """The dense id: the seats' actions (core forms, then each power's), then chance's.

        Raises:
            InvalidActionError: not an action of this game.
        """
        return _table().id_of(action, Action)

    def action_from_id(self, action_id: int) -> Action:
        """The action with dense id ``action_id``.

        Raises:
            InvalidActionError: no action has this id.
        """
        return _table().from_id(action_id)

    def max_game_length(
        self, num_players: int, options: Mapping[str, object] | None = None
    ) -> int | None:
        """§2.14.7's bound: setup, R rounds of capped phases, the end, with chance."""
        opts = config.Options.from_resolved(self.spec.resolve_options(options))
        per_round = (
            opts.max_negotiation_actions_per_player + 8 * opts.max_phase_actions_per_player
        ) * num_players
        chance = 3 * num_players + 2 + opts.rounds * (2 * num_players + 2)
        host = opts.rounds * 8 + 2
        if opts.historic:
            # Numbers, the draw, the storm, councils, Lieutenants, Ports, and a Relic
            # drawn again each time its holder leaves (at most once per player action);
            # HOST's silences and recalls (§2.12).
            chance += opts.rounds * (num_players + 12 + opts.max_negotiation_actions_per_player
                                     * num_players)  # fmt: skip
            host += opts.rounds * (num_players + 2 * 3)
        return num_players + opts.rounds * per_round + 2 + chance + host + 2

    def sample_state(self, view: _BaseView, rng: random.Random) -> State:
        """A full state that gives ``view``'s seat exactly ``view`` (for ISMCTS and the
        conformance kit's information-set test), built directly from the view.

        Another seat's private actions leave no trace in a view (§8.5), so the sample's
        history is the seat's own history (each line visible to that seat only) at the
        same step count; what the view does not hold is drawn: the others' cards (a card
        the seat was last shown for a player goes to that player when still free, a
        shown colour is honoured when a free card of that colour remains, the rest at
        random), the other room's General, the others' flags and ballots.

        Raises:
            ConfigError: not a Deux Rois view.
        """
        if not isinstance(view, View):
            raise ConfigError(f"{view!r:.60} is not a Deux Rois view")
        return _Sampler(self, view, rng).state()


class _Sampler:
    """Builds the state of :meth:`DeuxRois.sample_state`."""

    def __init__(self, game: DeuxRois, view: View, rng: random.Random) -> None:
        self.game, self.view, self.rng = game, view, rng

    def state(self) -> State:
        view, rng = self.view, self.rng
        n, seat = view.num_players, view.seat
        resolved = dict(view.options)
        s = State._initial(self.game, config.Options.from_resolved(resolved), resolved, n)
        s._phase, s._round = view.phase, view.round
        self._history(s)
        self._rooms(s)
        self._cards(s)
        mine = -1 if seat is None else s._room[seat]
        self._colours(s)
        if seat is not None and view.card_state is not None and view.card:
            s._cards = replace_at(s._cards, view.card, view.card_state)
        # Offices: this seat's room's General as it knows him, the other room's drawn.
        generals = [-1, -1]
        for room in (0, 1):
            present = s._present(room)
            if room == mine and view.general is not None:
                generals[room] = view.general
            elif present and view.round > 0 and view.phase is not _NEGOTIATION:
                # Not the seat itself: a General knows his office (he may have left for
                # the other room since, by a move or the exchange).
                others = [p for p in present if p != seat]
                generals[room] = rng.choice(others) if others else -1
        s._general = (generals[0], generals[1])
        if seat is not None:
            self._own(s, seat, mine)
        else:
            historique.sample_drawn(s, view)
        if view.result is not None and view.outcome is not None:
            result = view.result
            s._outcome = scoring.Outcome(
                condition=view.outcome[0],
                attack=scoring.Attack(False, False, None),
                points=tuple(result.points),
                winners=tuple(result.winners),
                lines=view.outcome[1],
                steps=view.outcome[2],
            )
        return s

    def _history(self, s: State) -> None:
        view = self.view
        audience = _PUBLIC if view.seat is None else 1 << view.seat
        actors = {"chance": CHANCE, "host": HOST, "table": _TABLE}
        history: core.History = None
        events = list(view.events)
        tail: list[Event] = []
        if view.phase is _OVER and Event("table", "log") in events:
            # After the end, the lines the seat had not seen follow a "log" mark: they are
            # the history's hidden entries (§4.1), rebuilt as seen by nobody.
            mark = events.index(Event("table", "log"))
            events, tail = events[:mark], events[mark + 1 :]
        for event, seen_by in [(e, audience) for e in events] + [(e, 0) for e in tail]:
            actor = actors.get(event.actor)
            if event.kind:
                kind, args = event.kind, event.args
            else:  # an event given by its text only
                kind, read = EVENTS.parse(event.text)
                args = dr_events.ordered(EVENTS[kind], read)
            history = (history, _Entry(int(event.actor[1:]) if actor is None else actor,
                                       event.text, seen_by, None, kind, args))  # fmt: skip
        s._history = history
        s._num_actions = view.step
        s._phase_step = view.step  # not in the view: only a server's clock reads it

    def _rooms(self, s: State) -> None:
        view, n = self.view, self.view.num_players
        if view.rooms is not None:
            s._room = tuple(ROOMS.index(r) for r in view.rooms)
            s._chance = ()
            if view.phase is _DEALING:  # dealing: who is next is told by the step count
                drawn = sum(1 for e in view.events if e.kind in ("larger", "room"))
                dealt = view.step - drawn
                s._chance = (Deal(dealt),)
            return
        rooms = [-1] * n
        placed = 0
        left = [n // 2, n // 2]
        for e in view.events:
            if e.kind == "larger":
                big = ROOMS.index(e.params["room"])
                left = [n // 2, n // 2]
                left[big] += 1
            elif e.kind == "room":
                rooms[placed] = ROOMS.index(e.params["room"])
                left[rooms[placed]] -= 1
                placed += 1
        s._room = tuple(rooms)
        if n % 2 and not any(e.kind == "larger" for e in view.events):
            s._chance = (LargerRoom(),)
        else:
            s._chance = (RoomDraw(placed, left[0], left[1]),)

    def _cards(self, s: State) -> None:
        view, rng, n = self.view, self.rng, self.view.num_players
        if view.cards is not None:
            s._card = view.cards
            return
        dealt = n
        if s._chance and isinstance(s._chance[0], LargerRoom | RoomDraw):
            dealt = 0
        elif s._chance and isinstance(s._chance[0], Deal):
            dealt = s._chance[0].seat
        cards = [0] * n
        free = set(s._deck)
        seat = view.seat
        if seat is not None and view.card:
            cards[seat] = view.card
            free.discard(view.card)
        last: dict[int, tuple[str, Any]] = {}
        for about, what, value in view.facts:
            last[about] = (what, value)
        others = [p for p in range(dealt) if p != seat]
        rng.shuffle(others)
        for p in others:
            what, value = last.get(p, ("", None))
            if what == "card" and value in free:
                cards[p] = value
            elif what == "colour":
                fitting = sorted(c for c in free if printed_colour(c) in (value, "red+blue"))
                if fitting:
                    cards[p] = rng.choice(fitting)
            if cards[p]:
                free.discard(cards[p])
        for p in others:
            if not cards[p]:
                cards[p] = rng.choice(sorted(free))
                free.discard(cards[p])
        s._card = tuple(cards)

    def _colours(self, s: State) -> None:
        """The Espion's claim and the Infidèle's colour, set once the setup is over (a
        choice or a draw, §2.3, §2.10; scoring needs the Infidèle's), on another seat's
        card: the colour the seat was last shown for its holder, else drawn."""
        view = self.view
        if view.round < 1 and view.phase is not _OVER:
            return
        last: dict[int, Any] = {}
        for about, what, value in view.facts:
            if what == "colour":
                last[about] = value
            elif what == "card":
                last.pop(about, None)
        for card in (ESPION, INFIDELE):
            if card not in s._card or card == view.card or s._cards[card].colour:
                continue
            colour = last.get(s._card.index(card))
            if colour not in _COLOURS:
                colour = self.rng.choice(_COLOURS)
            s._cards = replace_at(s._cards, card, replace(s._cards[card], colour=colour))

    def _own(self, s: State, seat: int, room: int) -> None:
        view = self.view
        phase = view.phase
        flags = [False] * view.num_players
        flags[seat] = view.ready
        if phase is _ELECTION and view.ballot is not None:
            flags[seat] = True
            s._ballots = replace_at(s._ballots, seat, view.ballot)
        s._flag = tuple(flags)
        if view.pointer is not None:
            s._pointer = replace_at(s._pointer, seat, view.pointer)
        if phase is _DESIGNATION:
            s._locked = (s._general[0] < 0, s._general[1] < 0)
            if view.designation is not None:
                s._lists = _set_room(s._lists, room, view.designation)
                s._locked = _set_room(s._locked, room, not view.to_act)
            # The Emissaries who proved their immunity to the designator (§2.9.1), and
            # under event 18 the other room's General, once he was reported
            # ``cannot_designate`` (historique.unseen_ineligible).
            proven: set[int] = set()
            other = -1
            for e in view.events:
                if e.kind == "phase":
                    proven, other = set(), -1
                elif e.kind == "immune" and e.actor == "table":
                    proven.add(e.params["seat"])
                elif e.kind == "cannot_designate" and e.actor == "table":
                    proven.add(e.params["seat"])
                    other = e.params["seat"]
            s._proven = frozenset(proven)
            if other >= 0:
                s._general = _set_room(s._general, s._room[other], other)
            elif view.designation is not None:
                # Event 18: the other room's General, drawn blind, is none of those the
                # seat listed there or saw prove an immunity (naming him would have failed).
                ruled_out = set(view.designation) | proven
                for r in (0, 1):
                    free = [p for p in s._present(r) if p != seat and p not in ruled_out]
                    if s._general[r] in ruled_out and free:
                        s._general = _set_room(s._general, r, self.rng.choice(free))
        elif phase is _CROSSING:
            # Both rooms' lists: every envoy's departure is public, in list order (§2.9.3).
            lists: tuple[list[int], list[int]] = ([], [])
            for e in view.events:
                if e.kind == "phase" and e.params["phase"] != "crossing":
                    lists = ([], [])
                elif e.kind == "leaves" and e.actor == "table":
                    lists[ROOMS.index(e.params["room"])].append(e.params["seat"])
                elif e.kind == "arrives" and e.actor == "table":  # a power's move
                    for listed in lists:
                        if e.params["seat"] in listed:
                            listed.remove(e.params["seat"])
            s._lists = (tuple(lists[0]), tuple(lists[1]))
        elif phase in (_PRE_DEPARTURE, _TRAITORS) and view.envoys is not None:
            s._lists = _set_room(s._lists, room, view.envoys)
        historique.sample(s, view, seat, room)
        s._offers = frozenset(
            {(seat, t, k) for t, k in view.offers_made}
            | {(f, seat, k) for f, k in view.offers_received}
        )
        shown = {about: value for about, what, value in view.facts if what == "card"}
        s._windows = frozenset((seat, p) for p in view.windows)
        s._shown = {
            (seat, p): (shown.get(p, s._card[p]), s._card[seat], frozenset()) for p in view.windows
        }
        if phase is _END_DECISIONS and not view.to_act and view.card in s._attackers():
            s._decisions = ((view.card, True),)
        if (seat in s.to_move) != view.to_act and phase not in (
            _DESIGNATION,
            _LIEUTENANT,
            _TRAITORS,
        ):
            # A chance node the seat cannot see (a tie drawn in the other room...) or a flag
            # whose meaning the view does not carry: align who is to move with the view.
            if view.to_act:
                s._chance = ()
                s._flag = replace_at(s._flag, seat, False)
            elif not view.ready and phase is _ELECTION:
                # The ballots closed and a tie is being drawn: a pick is pending.
                s._chance = (GeneralDraw(room, tuple(s._present(room))),)
            elif not view.ready and phase is _NEGOTIATION and s.standing:
                # NEGOTIATION ended and a leaderless room's leader is being drawn (§2.8):
                # this seat's room if it knows no leader there, else the other room.
                drawn = room if s._general[room] < 0 or not s._present(1 - room) else 1 - room
                s._chance = (GeneralDraw(drawn, tuple(s._present(drawn))),)
            else:
                s._flag = replace_at(s._flag, seat, True)
        s._to_move_cache = None
        s._legal_by_seat = s._legal_cache = s._outcomes_cache = None


GAME: Final = DeuxRois()
