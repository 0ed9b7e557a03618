"""Mode Historique (§2.12 of ``shared/rules/deux_rois.md``): the event draw and the 28
events, as rule changes the core (``rules.py``) asks for through a few hooks.

With ``historic=true`` (off by default) each round's Generals submit a hidden number
during DESIGNATION (``number n``); at EVENT_DRAW, right after both designations lock,
the event ``s = n_N + n_E`` is drawn (``event_draw``: ``generals_sum`` DEFAULT,
``uniform_1_28``, ``generals_0_14``) and announced to both rooms
(``event 19 numbers 9,10``, or ``event 19`` under ``uniform_1_28``). An event's scope
(:class:`HistoricEvent`) says when it is in force: ``X`` the exchange in progress (from
the draw to the end of its ARRIVAL_WINDOW), ``R+1`` the next round (possibly narrowed
to its negotiation or designation by the hook that reads it).

Each event is one :data:`EVENTS` entry (number, name, scope) plus the hooks below that
read :func:`active`. The core calls: :func:`legal_actions` / :func:`apply` (the events'
actions), :func:`host_actions` / :func:`apply_host` (``silence``, ``recall``),
:func:`chance_outcomes` / :func:`apply_chance` (numbers, the uniform draw, the storm,
Lieutenant, council, Relic, Port picks), and the phase hooks
(:func:`on_negotiation_start`, :func:`on_negotiation_end`, :func:`after_election`,
:func:`start_lieutenant`, :func:`on_designation_start`, :func:`start_event_draw`,
:func:`start_traitors`, :func:`on_departure`, :func:`start_crossing`,
:func:`on_arrival`). The events' state is the ``_h_*`` fields of :class:`core.Fields`
(immutable values: states share them until they change them).

Engine rules and decisions where the spec is silent (each marked so at its code):

* Chance's missing Historic number is written ``draw n`` (the spec writes it ``number
  n`` like the General's; one text names one action, and chance's actions have their
  own ids), the uniform draw ``event n``; under ``generals_0_14`` chance draws 0–14.
  The draw runs in the EVENT_DRAW phase, whose chance nodes wait for nobody else.
* Event 14's council is the two eldest present players by ``player_ages``; a tie, or
  no ages, is settled by chance nodes (``pick S``, at the start of NEGOTIATION); a
  councillor's ``council S`` is his alone, only the council's choice is told to the
  room (``council_immune``).
* Event 2: the storm's cards change hands all at once after the last ``deal`` (each
  caught envoy is told his card as it is dealt); the caught envoys' ``leaves`` lines
  stand (they did set off) and no ``arrives`` follows. Moving actions (Vagabond,
  Emissary, Contrebandier, Navigateur's send-back, events 16/17/19/24) are not legal
  while the ban holds; any other move (the Protection Divine's weakness) is suppressed.
* Event 5: the demand is told to the General's room with the target's COLOUR_PUBLIC.
* Event 7: the General may add his Commandant extras in LIEUTENANT (the power's
  ``commandant_lieutenant`` half); the Commandant's extras reset at the round's start
  (not at DESIGNATION's).
* Event 9: the looks are the Viking's alone (the room sees a one-way full reveal's
  occurrence); the Vikings are announced to everyone (``vikings``).
* Event 11: every ``power …`` action is unavailable (each power either costs a reveal
  of the full card or acts from an options window, which only full reveals open), and
  an immunity proof is the statement ``immune`` without the card.
* Event 12: the substitution is announced as ``envoy_removed``/``envoy_added`` to the
  room; an original envoy who was substituted acts no more.
* Event 16: "moved once" is once in the round of the event (it lasts one round).
* Event 17: an envoy sent back by a Navigateur cannot be sent back again, and
  conversely (§2.9.3 step 4).
* Event 18: the designating General's list is the other room's (its envoys leave it);
  the lock's ``envoys`` line is told to that room and to him. The other room's General
  is never eligible, but the designator does not see who he is (he was elected in a
  room the designator is not in), so naming him is legal and fails when applied: the
  spec's engine rule "Chosen targets that turn out immune or unable" (§2.5.1, legality
  may depend only on what the actor knows, §2.14.4; event 18 actions are listed
  there). See :func:`unseen_ineligible`.
* Event 19: a raider cannot be moved by anything, his own powers included.
* Event 20: a decline is the envoy's alone until DEPARTURE (``declines S`` to his room).
* Event 21: the holder's ``relic`` request is told to the room (the forced share's
  occurrence and the Relic's passing are public there anyway).
* Event 23: an oath offer lapses at the end of its phase; a sworn envoy owes his
  public reveal at ARRIVAL, or at DEPARTURE if he no longer crosses.
* Event 25: Citadel occupants do not vote (they are done at once in ELECTION).
* Event 26: in the Camp no ``power …`` action is legal (each needs a full reveal or a
  window); from the Tent, full shares and private full reveals go to Tent occupants
  only; entering a Tent of two is a group reveal (``occurrence group``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Final

from royaumes._logged import replace_at
from royaumes.game import CHANCE, HOST
from royaumes.games.deux_rois.config import ints
from royaumes.games.deux_rois.core import (
    PUBLIC,
    ROOMS,
    TABLE,
    ZONES,
    ChanceNode,
    EventDraw,
    GeneralDraw,
    NumberDraw,
    Phase,
    Pick,
    PickFor,
    StormDeal,
    action_of,
    plain_action,
    seat_action,
    set_room,
)

if TYPE_CHECKING:
    from royaumes.games.deux_rois.core import Action
    from royaumes.games.deux_rois.rules import State

__all__ = [
    "CHANCE_FORMS",
    "EVENTS",
    "FORMS",
    "ZONES",
    "HistoricEvent",
    "active",
    "event_of_round",
    "in_force",
]

FORMS: Final[tuple[tuple[str, str], ...]] = (
    ("number", "n15"),
    ("lieutenant", "S"),
    ("demand_colour", "S"),
    ("substitute", "S"),
    ("viking", "S"),
    ("council", "S"),
    ("tostig", "S"),
    ("pilgrim_move", ""),
    ("send_back", "S"),
    ("raid", "S"),
    ("decline_mission", ""),
    ("relic", ""),
    ("propose oath", "S"),
    ("legate", "S"),
    ("legate_move", ""),
    ("zone", "zone"),
    ("challenge", "S"),
    ("silence", "S"),
    ("recall", "S"),
)
"""The events' seat and HOST action forms (§8.4), after the powers' in the id order."""

CHANCE_FORMS: Final[tuple[tuple[str, str], ...]] = (("draw", "n15"), ("event", "n28"))
"""Chance's Historic number (``draw n``: 1–14, or 0–14 under ``generals_0_14``) and the
uniform draw (``event n``)."""


@dataclass(frozen=True, slots=True)
class HistoricEvent:
    """One event of §2.12.2.

    Attributes:
        number: 1–28.
        id: the notation's id (``"e19-raids-cotiers"``, §8.3).
        name: the French name.
        scope: ``"-"`` (event 1), ``"X"``, ``"R+1"`` or ``"X+R+1"`` (event 2).
        narrowed: the part of round r+1 it applies to when narrowed (``"negotiation"``,
            ``"designation"``), else ``""``.
        hooks: the functions of this module (or the core's) that carry its rule change.
    """

    number: int
    id: str
    name: str
    scope: str
    narrowed: str = ""
    hooks: tuple[str, ...] = ()


EVENTS: Final[dict[int, HistoricEvent]] = {
    e.number: e
    for e in (
        HistoricEvent(1, "e01-aucun", "Aucun événement", "-", hooks=()),
        HistoricEvent(
            2,
            "e02-tempete",
            "Tempête en Manche",
            "X+R+1",
            "negotiation",
            hooks=("start_crossing", "move_banned", "filter_actions"),
        ),
        HistoricEvent(
            3,
            "e03-veille-de-hastings",
            "Veille de Hastings",
            "R+1",
            hooks=("config.phase_seconds",),
        ),
        HistoricEvent(
            4,
            "e04-extinction-de-voix",
            "Extinction de voix",
            "R+1",
            "negotiation",
            hooks=("host_actions", "apply_host", "limbo"),
        ),
        HistoricEvent(
            5,
            "e05-couronnement",
            "La Cérémonie du Couronnement",
            "R+1",
            "designation",
            hooks=("legal_actions", "_apply_demand_colour"),
        ),
        HistoricEvent(
            6, "e06-serment-royal", "Le Serment royal", "R+1", hooks=("on_designation_start",)
        ),
        HistoricEvent(
            7,
            "e07-ost-feodal",
            "L'Ost Féodal",
            "R+1",
            "designation",
            hooks=("start_lieutenant", "designator", "candidates"),
        ),
        HistoricEvent(
            8, "e08-traversee", "La Traversée de la Manche", "X", hooks=("on_departure",)
        ),
        HistoricEvent(
            9,
            "e09-invasion-viking",
            "L'Invasion Viking",
            "R+1",
            hooks=("on_negotiation_start", "_apply_viking", "unable_full"),
        ),
        HistoricEvent(
            10,
            "e10-echec-des-negociations",
            "L'Échec des Négociations",
            "R+1",
            "negotiation",
            hooks=("config.phase_seconds",),
        ),
        HistoricEvent(
            11,
            "e11-nuit-de-hastings",
            "La Nuit de Hastings",
            "R+1",
            hooks=("unable_full", "powers_allowed"),
        ),
        HistoricEvent(
            12,
            "e12-bal-des-traitres",
            "Le bal des traîtres",
            "X",
            hooks=("start_traitors", "_apply_substitute"),
        ),
        HistoricEvent(
            13,
            "e13-frappe-des-monnaies",
            "La Frappe des Monnaies",
            "R+1",
            "negotiation",
            hooks=("on_full_pair",),
        ),
        HistoricEvent(
            14,
            "e14-parlement-des-sages",
            "Le Parlement des Sages",
            "R+1",
            hooks=("on_negotiation_start", "_apply_council", "candidates"),
        ),
        HistoricEvent(
            15,
            "e15-espions-de-tostig",
            "Les Espions de Tostig",
            "R+1",
            "negotiation",
            hooks=("on_round_end", "_apply_tostig"),
        ),
        HistoricEvent(
            16,
            "e16-route-des-pelerins",
            "La Route des Pèlerins",
            "R+1",
            "negotiation",
            hooks=("on_full_pair", "_apply_pilgrim"),
        ),
        HistoricEvent(
            17,
            "e17-etat-de-siege",
            "État de siège",
            "X",
            hooks=("arrival_window_needed", "_apply_send_back"),
        ),
        HistoricEvent(
            18,
            "e18-saint-clair-sur-epte",
            "Le Traité de Saint-Clair-sur-Epte",
            "R+1",
            "designation",
            hooks=("designator", "designating_room", "unseen_ineligible", "cannot_designate"),
        ),
        HistoricEvent(
            19,
            "e19-raids-cotiers",
            "Les Raids Côtiers",
            "R+1",
            "negotiation",
            hooks=("_apply_raid", "apply_host", "on_negotiation_end"),
        ),
        HistoricEvent(
            20,
            "e20-vent-de-revolte",
            "Un vent de révolte",
            "R+1",
            hooks=("extra_envoys", "_apply_decline", "on_departure"),
        ),
        HistoricEvent(
            21,
            "e21-course-aux-reliques",
            "La Course aux Reliques",
            "R+1",
            hooks=("on_negotiation_start", "_apply_relic", "after_move", "skips_election"),
        ),
        HistoricEvent(
            22, "e22-proces-de-stigand", "Le Procès de Stigand", "X", hooks=("on_departure",)
        ),
        HistoricEvent(
            23,
            "e23-serment-du-sang",
            "Le Serment du Sang",
            "X",
            hooks=("_apply_oath_offer", "start_crossing", "on_departure", "on_arrival"),
        ),
        HistoricEvent(
            24,
            "e24-emissaires-du-pape",
            "Les Émissaires du Pape",
            "R+1",
            "negotiation",
            hooks=("_apply_legate", "_apply_legate_move"),
        ),
        HistoricEvent(
            25,
            "e25-port-et-citadelle",
            "Port et Citadelle",
            "R+1",
            hooks=("_apply_zone", "filter_actions", "on_negotiation_end", "empty_port"),
        ),
        HistoricEvent(
            26,
            "e26-camp-et-tente",
            "Le Camp Militaire et la Tente Royale",
            "R+1",
            "negotiation",
            hooks=("_apply_zone", "unable_full", "powers_allowed", "filter_actions"),
        ),
        HistoricEvent(
            27,
            "e27-champ-et-village",
            "Le Champ de Bataille et le Village",
            "R+1",
            "negotiation",
            hooks=("_apply_challenge", "after_move"),
        ),
        HistoricEvent(
            28, "e28-comete-de-halley", "Comète de Halley", "R+1", hooks=("on_negotiation_start",)
        ),
    )
}
"""The 28 events of §2.12.2, by number."""

PELERIN, PAPE, MOINE = 43, 26, 25
EMISSARIES: Final = (13, 14)
_RAIDS_PER_ROOM: Final = 3
_TRAITORS, _PRE_DEPARTURE, _CROSSING = Phase.TRAITORS, Phase.PRE_DEPARTURE, Phase.CROSSING
_VIKING_LOOKS: Final = 2


# ---------------------------------------------------------------------------
# Side state


def _once(state: State, key: str, seat: int) -> bool:
    """Whether ``seat`` already used the once-a-round event action ``key``."""
    used = state._h_used
    return (key, state._round, seat) in used


def _count(state: State, key: str, seat: int) -> int:
    used = state._h_used
    return sum(1 for k, r, s in used if k.split("#")[0] == key and r == state._round and s == seat)


def _mark(state: State, key: str, seat: int) -> None:
    used = state._h_used
    n = _count(state, key, seat)
    state._h_used = used | {(f"{key}#{n}" if n else key, state._round, seat)}


def event_of_round(state: State, round_no: int) -> int:
    """The event drawn at round ``round_no``'s exchange, 0 if none (yet)."""
    drawn = state._h_drawn
    return next((e for r, e in drawn if r == round_no), 0)


def active(state: State, number: int) -> bool:
    """Whether event ``number`` is in force now, by its scope (§2.12.1): ``X`` from its
    draw to the end of this round, ``R+1`` all of the next round (narrowed ones are
    narrowed by the hooks that read this)."""
    if not state._opts.historic:
        return False
    scope = EVENTS[number].scope
    if "X" in scope and event_of_round(state, state._round) == number:
        return True
    return "R+1" in scope and event_of_round(state, state._round - 1) == number


def in_force(state: State) -> tuple[int, ...]:
    """Every event in force now (at most an [R+1] one and an [X] one, §2.12.1)."""
    if not state._opts.historic:
        return ()
    found = {event_of_round(state, state._round), event_of_round(state, state._round - 1)}
    return tuple(sorted(e for e in found if e and active(state, e)))


def _previous_generals(state: State) -> tuple[int, int]:
    """The Generals in office when the event in force for this round was drawn."""
    found = state._h_prev
    return next((g for r, g in found if r == state._round - 1), (-1, -1))


def _phase(state: State) -> str:
    return state._phase.label


def _targeted_immune(state: State, target: int) -> bool:
    """An event ability aimed at an Emissary character fails on his immunity
    (``emissary_event_immunity=targeted_actions``, §2.7.4)."""
    return state._opts.emissary_event_immunity == "targeted_actions" and (
        state._immune_to_powers(target)
    )


def _announce(state: State, seat: int, action: Action, audience: int) -> None:
    """The actor's action, logged to ``audience`` (his own bit included)."""
    state._log(seat, action, audience | 1 << seat)


def _compelled_colour_public(state: State, seat: int) -> None:
    """A rule-compelled COLOUR_PUBLIC: the Berserker shows his full card instead, or
    nothing under ``impossible_reveal=nothing`` or when he cannot (§2.5.1)."""
    if state._card[seat] == 46:
        if state._opts.impossible_reveal == "substitute" and not state.unable_full(seat):
            state._reveal("FULL_PUBLIC", (seat,))
        return
    state._reveal("COLOUR_PUBLIC", (seat,))


def _compelled_full_public(state: State, seat: int) -> None:
    """A rule-compelled FULL_PUBLIC: an unable shower shows his colour instead (§2.5.1,
    §2.12.1 overlap)."""
    if not state.unable_full(seat):
        state._reveal("FULL_PUBLIC", (seat,))
    elif state._opts.impossible_reveal == "substitute" and state._card[seat] != 46:
        state._reveal("COLOUR_PUBLIC", (seat,))


# ---------------------------------------------------------------------------
# Hooks read by the core's predicates


def limbo(state: State) -> frozenset[int]:
    """Seats in limbo (event 4, ``silence_mode=moderated``): out of their room."""
    found = state._h_limbo
    return found


def unable_full(state: State, seat: int) -> bool:
    """Event inabilities to show a full card: everyone under event 11, a Viking of
    event 9 (§2.5.1)."""
    if not state._opts.historic:
        return False
    if active(state, 11) and event_of_round(state, state._round - 1) == 11:
        return True
    if active(state, 26) and _phase(state) == "negotiation" and _zone(state, seat) == "camp":
        return True
    return active(state, 9) and seat in _vikings(state)


def powers_allowed(state: State, seat: int) -> bool:
    """Whether ``seat`` may use powers now: not under event 11, nor in event 26's Camp
    (Engine rules, see the module's notes)."""
    if active(state, 26) and _phase(state) == "negotiation" and _zone(state, seat) == "camp":
        return False
    return not (active(state, 11) and event_of_round(state, state._round - 1) == 11)


_COMPELLED_FULL: Final = (
    "power autorite", "power pretre", "power devin", "viking", "tostig", "challenge",
    "power interprete", "power diplomate_royal",
)  # fmt: skip
_MOVES: Final = (
    "power vagabond", "power emissaire", "power contrebandier", "pilgrim_move",
    "legate_move", "raid", "send_back",
)  # fmt: skip


def filter_actions(state: State, seat: int, actions: list[Action]) -> list[Action]:
    """Drop what the events forbid: targeting a Citadel occupant with a compelled full
    showing (event 25), a Citadel occupant's usurpation (event 25), and moves while room
    changes are banned (event 2; the Navigateur's send-back included)."""
    if not state._opts.historic:
        return actions
    out = actions
    if active(state, 25):
        citadel = {p for p in range(state._n) if _zone(state, p) == "citadel"}
        if citadel:

            def aimed(action: Action) -> set[int]:
                words = str(action).split()
                if action.kind in ("power interprete", "power diplomate_royal"):
                    return {int(x) for x in words[2].split(",")}
                if action.kind.startswith("power "):
                    return {int(words[2])} if len(words) > 2 and words[2].isdigit() else set()
                return {action.arg}

            out = [
                a
                for a in out
                if not (a.kind in _COMPELLED_FULL and aimed(a) & citadel)
                and not (a.kind == "power sang_royal" and seat in citadel)
                and not (a.kind == "relic" and _relic_holder_here(state, seat) in citadel)
            ]
    if active(state, 26) and _zone(state, seat) == "tent":
        outside = {p for p in range(state._n) if _zone(state, p) != "tent"}
        out = [
            a
            for a in out
            if not (a.kind in ("reveal full_private", "propose full_share") and a.arg in outside)
        ]
    if move_banned(state, seat):
        out = [
            a
            for a in out
            if a.kind not in _MOVES
            and not (a.kind == "power navigateur" and _phase(state) == "arrival_window")
        ]
    return out


def move_banned(state: State, seat: int) -> bool:
    """Whether a room change of ``seat`` is banned: event 2 from its draw to the end of
    the next negotiation; a raider of event 19 cannot be moved by anything else."""
    if not state._opts.historic:
        return False
    if event_of_round(state, state._round) == 2:
        return True
    if event_of_round(state, state._round - 1) == 2 and _phase(state) == "negotiation":
        return True
    return seat in _raiders(state)


def extra_envoys(state: State) -> int:
    """Event 20: each room's k grows by 3 (§2.12.2)."""
    return 3 if active(state, 20) else 0


def candidates(state: State, room: int) -> list[int]:
    """The present players of ``room`` who may be designated, before the list and the
    General: not the Lieutenant (event 7), not the council's choice (event 14), not in
    a Citadel (event 25)."""
    lieutenants = _lieutenants(state)
    immune = _council_immune(state)
    return [
        p
        for p in state._present(room)
        if p not in lieutenants and p not in immune and _zone(state, p) != "citadel"
    ]


def designator(state: State, room: int) -> int:
    """Who designates ``room``'s envoys: its Lieutenant under event 7, the other room's
    General under event 18, else its General."""
    if active(state, 18) and _phase(state) == "designation":
        return state._general[1 - room]
    lieutenant = _lieutenants(state)[room]
    return lieutenant if lieutenant >= 0 else state._general[room]


def unseen_ineligible(state: State, room: int) -> tuple[int, ...]:
    """The players of ``room`` its designator may name in DESIGNATION although they
    cannot be designated, because he cannot see that they cannot: under event 18,
    ``room``'s General (never eligible, §2.12.2), until the designator has been told.

    **Engine rule** (the spec's "Chosen targets that turn out immune or unable", §2.5.1,
    which lists event 18's actions; reason: legality may depend only on what the actor
    knows, §2.14.4). The other room's General was elected in a room the designating
    General is not in: nothing he has seen tells him who holds the office, so leaving
    that player out of his ``designate S`` actions would tell him. Naming him is legal;
    when applied it has no effect (:func:`cannot_designate`): he is not designated, the
    designator keeps the slot and is told privately ``cannot_designate S``, after which
    he knows, and the player is left out like a proven Emissary (``State._proven``).
    ``k_eff`` is still judged on who can really go (§2.12.2), which the designator can
    count without knowing who the General is (the room's present players less one).
    The other room's Lieutenant exists only under event 7, never in force in the same
    round as event 18 (one [R+1] event a round), and :func:`candidates` leaves him out.
    """
    if not active(state, 18) or _phase(state) != "designation":
        return ()
    general = state._general[room]
    if general < 0 or state._room[general] != room:
        return ()
    if general in state._proven or general in state._lists[room]:
        return ()
    return (general,)


def cannot_designate(state: State, room: int, seat: int) -> bool:
    """Whether naming ``seat`` for ``room``'s list fails because he cannot be designated
    though his designator could not see it: event 18's other General
    (:func:`unseen_ineligible`)."""
    return active(state, 18) and _phase(state) == "designation" and seat == state._general[room]


def list_general(state: State, room: int) -> int:
    """The General who designated ``room``'s envoys this round, or -1: under event 18
    the other room's (who receives the Geôlier's private reveal, §2.12.2), else the
    room's own."""
    if active(state, 18):
        return state._general[1 - room]
    return state._general[room]


def designating_room(state: State, seat: int) -> int:
    """The room whose list ``seat`` builds in DESIGNATION, or -1."""
    for room in (0, 1):
        if seat >= 0 and designator(state, room) == seat:
            return room
    return -1


def arrival_window_needed(state: State) -> bool:
    """Event 17 opens the ARRIVAL_WINDOW even without a Navigateur in the deck."""
    return active(state, 17)


def to_move(state: State) -> list[int]:
    """Who is to move in LIEUTENANT, TRAITORS and a decision CROSSING."""
    label = _phase(state)
    if label == "lieutenant":
        named = _lieutenants(state)
        return [
            state._general[room]
            for room in (0, 1)
            if state._general[room] >= 0 and named[room] < 0 and _qualifying(state, room)
        ]
    if label == "traitors":
        originals = state._h_traitors
        return sorted(p for p in originals if not state._flag[p])
    return [p for p in range(state._n) if state._room[p] >= 0 and not state._flag[p]]


# ---------------------------------------------------------------------------
# Legal actions and their effects


def legal_actions(state: State, seat: int) -> list[Action]:
    """The events' actions for ``seat`` now (§8.4), from what it may see (§2.14.4)."""
    if not state._opts.historic:
        return []

    label = _phase(state)
    out: list[Action] = []
    room = state._room[seat]
    others = [p for p in state._present(room) if p != seat]
    if label == "designation":
        if seat in number_pending(state):
            low = 0 if state._opts.event_draw == "generals_0_14" else 1
            out += [action_of(f"number {n}") for n in range(low, 15)]
        if (
            active(state, 5)
            and state._general[room] == seat
            and not state._locked[room]
            and not _once(state, "demand_colour", seat)
        ):
            out += [seat_action("demand_colour", p) for p in others]
    elif label == "lieutenant":
        out += [seat_action("lieutenant", p) for p in _qualifying(state, room)]
    elif label == "traitors":
        out.append(plain_action("pass"))
        listed = state._lists[room]
        out += [seat_action("substitute", p) for p in state._eligible(room) if p not in listed]
    elif label == "negotiation":
        out += _negotiation_actions(state, seat, others)
    elif label == "pre_departure":
        declines = state._h_declines
        if active(state, 20) and seat in state._lists[room] and seat not in declines:
            out.append(plain_action("decline_mission"))
        if active(state, 23):
            out += _oath_actions(state, seat, others)
    elif label == "crossing":
        if active(state, 23) and seat in state._lists[room]:
            out += _oath_actions(state, seat, list(state._lists[1 - room]))
    elif label == "arrival_window" and active(state, 17) and state._general[room] == seat:
        gone = state._h_sent_back
        navigated = state._sent_back
        if navigated[0] == state._round:
            gone = gone | navigated[1]
        out += [
            seat_action("send_back", p)
            for p in _arrived(state)
            if state._room[p] == room and p not in gone
        ]
    return out


def _negotiation_actions(state: State, seat: int, others: list[int]) -> list[Action]:
    out: list[Action] = []
    # 9: a Viking's two looks.
    if active(state, 9) and seat in _vikings(state) and _count(state, "viking", seat) < 2:
        out += [seat_action("viking", p) for p in others]
    # 15: Tostig's spies, one forced reveal each.
    spy = active(state, 15) and seat in _tostig(state) and not _once(state, "tostig", seat)
    if spy and not state.unable_full(seat):
        out += [seat_action("tostig", p) for p in others]
    # 16: a papal follower who met the Pope may move once.
    pilgrim = active(state, 16) and _pilgrim(state, seat) and not _once(state, "pilgrim", seat)
    if pilgrim and not move_banned(state, seat):
        out.append(plain_action("pilgrim_move"))
    # 19: the previous General's raids.
    if active(state, 19) and seat in _previous_generals(state) and others:
        room = state._room[seat]
        if _raids(state, room) < _RAIDS_PER_ROOM and not move_banned(state, seat):
            raiders = _raiders(state)
            out += [seat_action("raid", p) for p in others if p not in raiders]
    # 14: a councillor names a player for immunity (until the choice is made).
    if active(state, 14):
        _rnd, members, _choices, immune = state._h_council
        room = state._room[seat]
        if seat in _councillors(state, room) and immune[room] < 0:
            out += [seat_action("council", p) for p in others if p not in members[room]]
    # 21: a request to the Relic holder.
    holder = _relic_holder_here(state, seat)
    if active(state, 21) and holder >= 0 and holder != seat and not state.unable_full(seat):
        out.append(plain_action("relic"))
    # 25, 26: zones; 27: a challenge on the Battlefield.
    out += _zone_actions(state, seat, others)
    # 24: the previous General names a Legate; a Legate moves.
    if active(state, 24):
        if seat in _previous_generals(state) and not _once(state, "legate", seat) and others:
            out += [seat_action("legate", p) for p in others]
        if seat in _legates(state) and not move_banned(state, seat):
            out.append(plain_action("legate_move"))
    return out


def _oath_actions(state: State, seat: int, partners: list[int]) -> list[Action]:
    """Event 23: propose, cancel or answer blood oaths with ``partners``."""
    out = []
    made = {t for f, t, k in state._offers if f == seat and k == "oath"}
    received = {f for f, t, k in state._offers if t == seat and k == "oath"}
    for p in partners:
        if p in made:
            out.append(seat_action("cancel", p))
        elif not any(f == seat and t == p for f, t, _k in state._offers):
            out.append(seat_action("propose oath", p))
        if p in received:
            out += [seat_action("accept", p), seat_action("decline", p)]
    return out


def _zone_actions(state: State, seat: int, others: list[int]) -> list[Action]:
    zone = _zone(state, seat)
    if active(state, 25):
        return [action_of("zone citadel" if zone == "port" else "zone port")]
    if active(state, 26):
        if zone == "tent":
            return [action_of("zone camp")]
        room = state._room[seat]
        inside = [p for p in state._present(room) if _zone(state, p) == "tent"]
        able = not (state._card[seat] == 6 and _armurier_unable(state)) and not (
            active(state, 9) and seat in _vikings(state)
        )
        return [action_of("zone tent")] if len(inside) < 3 and able else []
    challenger = zone == "battlefield" and not state.unable_full(seat)
    if active(state, 27) and challenger and not _once(state, "challenge", seat):
        return [seat_action("challenge", p) for p in others if _zone(state, p) == "battlefield"]
    return []


def _armurier_unable(state: State) -> bool:
    return state.armurier_unable()


def apply(state: State, seat: int, action: Action) -> bool:
    """Apply an event action of ``seat`` (legality checked); ``False`` if not one. Called
    for every seat's action: the phases are compared as module names (``Phase.X`` reads
    through the enum class, ten times slower)."""
    kind = action.kind
    phase = state._phase
    if kind == "pass" and phase is not _TRAITORS:
        return False
    if kind in ("cancel", "accept", "decline") and (phase is _PRE_DEPARTURE or phase is _CROSSING):
        _apply_oath_answer(state, seat, action)
        return True
    handler = _HANDLERS.get(kind)
    if handler is None:
        return False
    handler(state, seat, action)
    if _phase(state) == "negotiation":
        state._flag = replace_at(state._flag, seat, False)
    return True


def _apply_number(state: State, seat: int, action: Action) -> None:
    """A General's Historic number: hidden (his alone) and final (§2.12.1)."""
    state._log(seat, action, 1 << seat)
    room = state._room[seat]
    numbers = state._h_numbers
    state._h_numbers = (action.arg, numbers[1]) if room == 0 else (numbers[0], action.arg)
    state._designation_maybe_over()


def _apply_demand_colour(state: State, seat: int, action: Action) -> None:
    """Event 5: the target makes a COLOUR_PUBLIC now; an Emissary proves his immunity and
    the demand is not used (§2.12.2, §2.7.4)."""
    target = action.arg
    room = state._room[seat]
    _announce(state, seat, action, state._room_mask(room))
    if _targeted_immune(state, target):
        state._prove_immunity(target, seat)
        return
    _mark(state, "demand_colour", seat)
    _compelled_colour_public(state, target)


def _apply_lieutenant(state: State, seat: int, action: Action) -> None:
    room = state._room[seat]
    _announce(state, seat, action, state._room_mask(room))
    _name_lieutenant(state, room, action.arg)


def _apply_substitute(state: State, seat: int, action: Action) -> None:
    """Event 12: S becomes an envoy in the namer's place; an Emissary S proves his
    immunity and the envoy may name again (§2.12.2)."""
    target = action.arg
    room = state._room[seat]
    _announce(state, seat, action, state._room_mask(room))
    if _targeted_immune(state, target):
        state._proven = state._proven | {target}
        state._prove_immunity(target, seat)
        return
    state.substitute(seat, target)
    state._flag = replace_at(state._flag, seat, True)
    _traitors_maybe_over(state)


def _apply_pass(state: State, seat: int, action: Action) -> None:
    state._log(seat, action, 1 << seat)
    state._flag = replace_at(state._flag, seat, True)
    _traitors_maybe_over(state)


def _traitors_maybe_over(state: State) -> None:
    # The substitutions cleared the room's flags (§2.9.2); the originals keep theirs.
    originals = state._h_traitors
    acted = state._h_traitors_acted
    acted = acted | {p for p in originals if state._flag[p]}
    state._h_traitors_acted = acted

    for p in acted:
        state._flag = replace_at(state._flag, p, True)
    if not [p for p in state._compute_to_move() if p != HOST]:
        state._start_pre_departure()


def _can_compel(state: State, seat: int, target: int) -> bool:
    """Whether ``seat`` may compel ``target``'s full card now; if not, the chosen-target
    outcome (§2.5.1): an immune target gives his proof, an unable one is told to the
    actor, and the use is not counted."""
    if _targeted_immune(state, target):
        state._prove_immunity(target, seat)
        return False
    if state.unable_full(target):
        state._table("cannot_reveal", 1 << seat, seat=target)
        return False
    return True


def _apply_viking(state: State, seat: int, action: Action) -> None:
    """Event 9: a compelled FULL_PRIVATE from the target to the Viking; an immune or
    unable target gives the chosen-target outcome and the look is not used."""
    target = action.arg
    state._log(seat, action, 1 << seat)
    if not _can_compel(state, seat, target):
        return
    _mark(state, "viking", seat)
    state._reveal("FULL_PRIVATE", (target, seat))


def _apply_tostig(state: State, seat: int, action: Action) -> None:
    """Event 15: a FORCED_SHARE as Autorité's (the spy shows first)."""
    target = action.arg
    state._log(seat, action, 1 << seat)
    if not _can_compel(state, seat, target):
        return
    _mark(state, "tostig", seat)
    state._reveal("FORCED_SHARE", (seat, target))


def _apply_pilgrim(state: State, seat: int, action: Action) -> None:
    """Event 16: the follower moves to the other room at once (the room sees him go)."""
    state._log(seat, action, 1 << seat)
    _mark(state, "pilgrim", seat)
    state._move(seat, 1 - state._room[seat])


def _apply_raid(state: State, seat: int, action: Action) -> None:
    """Event 19: S goes raiding in the other room at once; an Emissary proves his
    immunity and the slot is not used (§2.12.2)."""
    target = action.arg
    room = state._room[seat]
    _announce(state, seat, action, state._room_mask(room))
    if _targeted_immune(state, target):
        state._prove_immunity(target, seat)
        return
    state._move(target, 1 - room)
    raiders = state._h_raiders
    state._h_raiders = (*raiders, (target, room))
    state._h_raids = (*state._h_raids, (state._round, room))
    state._table("raider", PUBLIC, seat=target)


def _apply_legate(state: State, seat: int, action: Action) -> None:
    _announce(state, seat, action, state._room_mask(state._room[seat]))
    _mark(state, "legate", seat)
    legates = state._h_legates
    state._h_legates = legates | {action.arg}
    state._table("legate", PUBLIC, seat=action.arg)


def _apply_legate_move(state: State, seat: int, action: Action) -> None:
    state._log(seat, action, 1 << seat)
    state._move(seat, 1 - state._room[seat])


def _apply_decline(state: State, seat: int, action: Action) -> None:
    """Event 20: a private, final decline, applied at DEPARTURE."""
    state._log(seat, action, 1 << seat)
    declines = state._h_declines
    state._h_declines = declines | {seat}
    state._flag = replace_at(state._flag, seat, False)


def _apply_send_back(state: State, seat: int, action: Action) -> None:
    """Event 17: the arrived envoy returns to his origin room at once; the Pèlerin
    proves his immunity (§2.12.2)."""
    target = action.arg
    _announce(state, seat, action, state._room_mask(state._room[seat]))
    if PELERIN in state.as_card(target) or _targeted_immune(state, target):
        state._prove_immunity(target, seat)
        return
    state._table("sent_back", PUBLIC, seat=target)
    state._move(target, 1 - state._room[target])
    state._h_sent_back = state._h_sent_back | {target}
    state._flag = tuple(False if state._room[p] >= 0 else f for p, f in enumerate(state._flag))


def _apply_council(state: State, seat: int, action: Action) -> None:
    """Event 14: a councillor names a player; when both name the same, he is immune
    from designation for the round (told to the room), and the choice is final."""
    room = state._room[seat]
    state._log(seat, action, 1 << seat)  # only the choice is told (§4.1)
    found = state._h_council
    rnd, members, choices, immune = found
    idx = 2 * room + members[room].index(seat)
    picks = list(choices)
    picks[idx] = action.arg
    if picks[2 * room] == picks[2 * room + 1] >= 0:
        done = list(immune)
        done[room] = action.arg
        immune = (done[0], done[1])
        state._table("council_immune", state._room_mask(room), room=ROOMS[room], seat=action.arg)
    state._h_council = (rnd, members, (picks[0], picks[1], picks[2], picks[3]), immune)


def _apply_relic(state: State, seat: int, action: Action) -> None:
    """Event 21: a FORCED_SHARE initiated by the requester with the Relic holder, then
    the Relic passes to him (it stays on an immune or unable holder)."""
    room = state._room[seat]
    holder = _relics(state)[room]
    _announce(state, seat, action, state._room_mask(room))
    if not _can_compel(state, seat, holder):
        return
    state._reveal("FORCED_SHARE", (seat, holder))
    if state._room[seat] != room:
        # Engine rule: the share moved the requester out (the Protection Divine's
        # weakness): the Relic stays in its room, with its holder or chance's pick.
        return
    # The Relic is his, even if the share moved its holder out (no draw for it then).
    state._chance = tuple(
        node
        for node in state._chance
        if not (isinstance(node, Pick) and node.what is PickFor.RELIC and node.room == room)
    )
    _give_relic(state, room, seat)


def _apply_zone(state: State, seat: int, action: Action) -> None:
    """Events 25, 26: a move between zones, public in the room; entering the Royal Tent
    makes a full reveal with each occupant (§2.12.2, event 26)."""
    room = state._room[seat]
    zone = ZONES[action.arg]
    occupants = [p for p in state._present(room) if _zone(state, p) == "tent" and p != seat]
    _announce(state, seat, action, state._room_mask(room))
    _set_zone(state, seat, zone)
    if zone == "tent" and occupants:
        _tent_reveal(state, seat, occupants)


def _apply_challenge(state: State, seat: int, action: Action) -> None:
    """Event 27: a FORCED_SHARE against a Battlefield player, then the challenger goes
    to the Village; an immune or unable target: not used, he stays."""
    target = action.arg
    _announce(state, seat, action, state._room_mask(state._room[seat]))
    if not _can_compel(state, seat, target):
        return
    _mark(state, "challenge", seat)
    state._reveal("FORCED_SHARE", (seat, target))
    _set_zone(state, seat, "village")


def _apply_oath_offer(state: State, seat: int, action: Action) -> None:
    """Event 23: a blood oath offered (``propose oath S``); its receiver may answer."""
    target = action.arg
    state._log(seat, action, 1 << seat | 1 << target)
    state._make_offer(seat, target, "oath")
    state._flag = replace_at(state._flag, target, False)


def _apply_oath_answer(state: State, seat: int, action: Action) -> None:
    """``cancel``/``accept``/``decline`` of a blood oath in PRE_DEPARTURE or CROSSING."""
    other = action.arg
    state._log(seat, action, 1 << seat | 1 << other)
    if action.kind == "cancel":
        state._offers = frozenset(o for o in state._offers if o[:2] != (seat, other))
        return
    state._offers = frozenset(o for o in state._offers if o[:2] != (other, seat))
    if action.kind != "accept":
        return
    state._swap(other, seat)
    envoys = {p for room in (0, 1) for p in state._lists[room]}
    owed = state._h_oath_owed
    for p in sorted((other, seat)):
        if p in envoys:
            owed = owed | {p}  # at ARRIVAL in his arrival room, or at DEPARTURE if he stays
        else:
            _compelled_full_public(state, p)
    state._h_oath_owed = owed


_HANDLERS: Final = {
    "number": _apply_number,
    "demand_colour": _apply_demand_colour,
    "lieutenant": _apply_lieutenant,
    "substitute": _apply_substitute,
    "viking": _apply_viking,
    "tostig": _apply_tostig,
    "pilgrim_move": _apply_pilgrim,
    "raid": _apply_raid,
    "legate": _apply_legate,
    "legate_move": _apply_legate_move,
    "decline_mission": _apply_decline,
    "send_back": _apply_send_back,
    "pass": _apply_pass,
    "council": _apply_council,
    "relic": _apply_relic,
    "zone": _apply_zone,
    "challenge": _apply_challenge,
    "propose oath": _apply_oath_offer,
}


# ---------------------------------------------------------------------------
# HOST (event 4 silence, event 19 recall)


def host_actions(state: State) -> list[Action]:
    """``silence S`` under event 4 (moderated) in negotiation; ``recall S`` for a raider."""
    if not state._opts.historic or _phase(state) != "negotiation" or state._chance:
        return []

    out = []
    if active(state, 4) and state._opts.silence_mode == "moderated":
        out += [
            seat_action("silence", p)
            for p in range(state._n)
            if state._room[p] >= 0 and p not in limbo(state)
        ]
    if active(state, 19):
        out += [seat_action("recall", p) for p in _raiders(state)]
    return out


def apply_host(state: State, action: Action) -> None:
    target = action.arg
    if action.kind == "silence":
        room = state._room[target]
        state._table("silenced", state._room_mask(room), seat=target)
        state._h_limbo = limbo(state) | {target}
        state._offers = frozenset(o for o in state._offers if target not in o[:2])
        state._close_windows(lambda user, partner: target in (user, partner))
        state._close_joins(lambda i, a, b: target in (i, a, b))
        after_move(state, target, room)  # the Relic stays in the room he leaves
    elif action.kind == "recall":
        _recall(state, target)
    else:  # pragma: no cover
        state._log(TABLE, action, PUBLIC, played=False)


def _recall(state: State, seat: int) -> None:
    raiders = state._h_raiders
    origin = next(r for p, r in raiders if p == seat)
    state._h_raiders = tuple((p, r) for p, r in raiders if p != seat)
    if state._room[seat] != origin:
        state._move(seat, origin)


# ---------------------------------------------------------------------------
# Chance


def chance_outcomes(state: State, node: ChanceNode) -> tuple[tuple[Action, float], ...]:
    """The outcomes of the events' chance nodes (the core's own are ``rules``')."""
    match node:
        case NumberDraw():
            low = 0 if state._opts.event_draw == "generals_0_14" else 1
            return tuple((action_of(f"draw {n}"), 1 / (15 - low)) for n in range(low, 15))
        case EventDraw():
            return tuple((action_of(f"event {n}"), 1 / 28) for n in range(1, 29))
        case StormDeal():
            left = _storm_left(state)
            return tuple((action_of(f"deal {c}"), 1 / len(left)) for c in left)
        case Pick(what, pool, _audience, room):
            if what is PickFor.COUNCIL:  # the second councillor is another player
                chosen = state._h_council[1][room]
                pool = tuple(p for p in pool if p not in chosen)
            return tuple((seat_action("pick", p), 1 / len(pool)) for p in pool)
    raise AssertionError(node)


def apply_chance(state: State, node: ChanceNode, action: Action) -> None:
    """Apply chance's ``action`` at one of the events' nodes."""
    match node:
        case NumberDraw(room):
            general = state._general[room]
            state._log(CHANCE, action, 1 << general if general >= 0 else 0)
            state._h_numbers = set_room(state._h_numbers, room, action.arg)
            if not state._chance:
                _draw(state)
        case EventDraw():
            state._log(CHANCE, action, PUBLIC)
            _drawn(state, action.arg, None)
        case StormDeal(seat):
            state._log(CHANCE, action, 1 << seat)
            _storm_deal(state, seat, action.arg)
        case Pick(what, _pool, audience, _room):
            state._log(CHANCE, action, audience)
            _PICKED[what](state, action.arg)
        case _:  # pragma: no cover
            raise AssertionError(node)


# ---------------------------------------------------------------------------
# The draw (§2.12.1)


def number_pending(state: State) -> list[int]:
    """The Generals who still owe their Historic number in DESIGNATION."""
    if not state._opts.historic or state._opts.event_draw == "uniform_1_28":
        return []
    if _phase(state) != "designation":
        return []
    numbers = state._h_numbers
    return [g for room, g in enumerate(state._general) if g >= 0 and numbers[room] < 0]


def on_designation_start(state: State) -> None:
    """New numbers to submit; event 6: the General in office shows his colour."""
    state._h_numbers = (-1, -1)
    if active(state, 6):
        for room in (0, 1):
            general = state._general[room]
            if general >= 0 and state._room[general] == room:
                _compelled_colour_public(state, general)


def start_event_draw(state: State) -> bool:
    """EVENT_DRAW after both designations lock (Mode Historique only): chance draws a
    missing number (or the uniform event), then the event is announced. ``False``
    outside Mode Historique."""
    if not state._opts.historic:
        return False

    state._phase = Phase.EVENT_DRAW
    state._flag = (True,) * state._n  # nobody is to move: it waits for chance only
    state._phase_actions = 0
    if state._opts.event_draw == "uniform_1_28":
        state._chance = (EventDraw(),)
        return True
    numbers = state._h_numbers
    state._chance = tuple(NumberDraw(room) for room in (0, 1) if numbers[room] < 0)
    if not state._chance:
        _draw(state)
    return True


def _draw(state: State) -> None:
    numbers = state._h_numbers
    total = numbers[0] + numbers[1]
    if state._opts.event_draw == "generals_0_14" and total <= 1:
        total = 1
    _drawn(state, total, numbers)


def _drawn(state: State, event: int, numbers: tuple[int, int] | None) -> None:
    """Announce the event to both rooms and put it in force (§2.12.1)."""
    drawn = state._h_drawn
    state._h_drawn = (*drawn, (state._round, event))
    prev = state._h_prev
    state._h_prev = (*prev, (state._round, state._general))
    if numbers is not None:
        state._table("event_numbers", PUBLIC, n=event, a=numbers[0], b=numbers[1])
    else:
        state._table("event", PUBLIC, n=event)
    state._after_event_draw()


# ---------------------------------------------------------------------------
# Negotiation: start and end


def on_negotiation_start(state: State) -> None:
    """The [R+1] events that act at the start of NEGOTIATION: 28 (colours), 9 (the
    Vikings announced), 13 (tokens)."""
    if not state._opts.historic:
        return

    state._h_limbo = frozenset()
    state._h_raiders = ()
    state._h_declines = frozenset()
    if active(state, 28):
        for seat in range(state._n):
            if state._room[seat] >= 0:
                _compelled_colour_public(state, seat)
    if active(state, 9):
        vikings = _vikings(state)
        if vikings:
            state._table("vikings", PUBLIC, seats=tuple(str(v) for v in sorted(vikings)))
    if active(state, 13):
        state._h_tokens = tuple(range(state._n))
    if active(state, 15):
        spies = _tostig(state)
        for p in spies:
            state._table("tostig_spy", 1 << p)
    for event, zone in ((25, "port"), (26, "camp"), (27, "battlefield")):
        if active(state, event):
            state._h_zone = (ZONES.index(zone),) * state._n
    if active(state, 21):
        state._h_relic = (state._round, (-1, -1))
        previous = _previous_generals(state)
        for room in (0, 1):
            present = state._present(room)
            if previous[room] in present:
                _give_relic(state, room, previous[room])
            elif present:
                state._chance = (*state._chance, _pick(PickFor.RELIC, present, state, room))
    if active(state, 14):
        state._h_council = (state._round, ((), ()), (-1, -1, -1, -1), (-1, -1))
        for room in (0, 1):
            present = state._present(room)
            if len(present) >= 3:
                # The two eldest; chance settles a tie, or draws both without ages.
                fixed, pool, missing = _eldest(present, ints(state._opts.player_ages))
                for seat in fixed:
                    _picked_councillor(state, seat)
                node = _pick(PickFor.COUNCIL, pool, state, room)
                state._chance = (*state._chance, *(node,) * missing)


def on_negotiation_end(state: State) -> None:
    """Event 19's raiders go home; event 25's Citadel occupants show their colours."""
    if not state._opts.historic:
        return
    for seat, _origin in state._h_raiders:
        _recall(state, seat)
    if active(state, 25):
        for room in (0, 1):
            for p in state._present(room):
                if _zone(state, p) == "citadel":
                    _compelled_colour_public(state, p)


def skips_election(state: State) -> bool:
    """Whether no ballot is held: event 21 (the Relic holder becomes General), or an
    empty Port under event 25 (the previous General keeps office, else chance)."""
    if not state._opts.historic:
        return False
    if active(state, 21):
        holders = _relics(state)
        for room in (0, 1):
            state._general = set_room(state._general, room, -1)
            if holders[room] >= 0:
                state._elect(room, holders[room])
        state._ballots = (-2,) * state._n
        state._after_election()
        return True
    return False


def on_election_start(state: State) -> None:
    """Event 25: only Port occupants vote (the others are done at once)."""
    if not active(state, 25):
        return
    flags = tuple(_zone(state, p) == "citadel" or f for p, f in enumerate(state._flag))
    state._flag = flags


def election_candidates(state: State, room: int, present: list[int]) -> list[int]:
    """Who may be elected in ``room``: its Port occupants under event 25. Under
    ``election_mode=standing_leader`` also who may nominate, point, be nominated or
    pointed at, and lead (§2.8)."""
    if not active(state, 25):
        return present
    return [p for p in present if _zone(state, p) != "citadel"]


def empty_port(state: State, room: int) -> bool:
    """Event 25 with nobody in ``room``'s Port: the previous General keeps office if
    present, else a chance node picks a present player; ``True`` when handled."""
    present = state._present(room)
    if not active(state, 25) or not present or election_candidates(state, room, present):
        return False
    previous = _previous_generals(state)[room]
    if previous in present:
        state._elect(room, previous)
    else:
        state._chance = (*state._chance, GeneralDraw(room, tuple(present)))
    return True


def after_election(state: State) -> None:
    """Event 4's silenced players come back at the election result."""
    state._h_limbo = frozenset()


# ---------------------------------------------------------------------------
# Event 7: the Lieutenant


def _lieutenants(state: State) -> tuple[int, int]:
    found = state._h_lieutenant
    return found[1] if found[0] == state._round else (-1, -1)


def _qualifying(state: State, room: int) -> list[int]:
    """The present players of ``room`` whose counted ballot was not for its General.
    Under ``election_mode=standing_leader`` the core records as "ballots" the counted
    pointers when NEGOTIATION ended (§2.8): those not pointing at him qualify."""
    general = state._general[room]
    return [p for p in state._present(room) if p != general and state._ballots[p] != general]


def start_lieutenant(state: State) -> bool:
    """LIEUTENANT under event 7, when a General has a qualifying player (§2.4.1)."""
    if not active(state, 7):
        return False

    if not any(state._general[r] >= 0 and _qualifying(state, r) for r in (0, 1)):
        return False
    state._phase = Phase.LIEUTENANT
    state._flag = (False,) * state._n
    state._phase_actions = 0
    state._table("phase", PUBLIC, phase="lieutenant")
    return True


def _name_lieutenant(state: State, room: int, seat: int) -> None:
    current = list(_lieutenants(state))
    current[room] = seat
    state._h_lieutenant = (state._round, (current[0], current[1]))
    state._table("lieutenant_named", state._room_mask(room), room=ROOMS[room], seat=seat)
    if not [p for p in state._compute_to_move() if p != HOST] and not state._chance:
        state._start_designation()


def end_lieutenant(state: State) -> None:
    """HOST ends LIEUTENANT: chance names a missing Lieutenant (§2.12.2, event 7)."""
    named = _lieutenants(state)
    pending = []
    for room in (0, 1):
        general = state._general[room]
        pool = _qualifying(state, room)
        if general >= 0 and named[room] < 0 and pool:
            pending.append(Pick(PickFor.LIEUTENANT, tuple(pool), 1 << general, room))
    state._chance = tuple(pending)
    if not state._chance:
        state._start_designation()


def _picked_lieutenant(state: State, seat: int) -> None:
    room = state._room[seat]
    current = list(_lieutenants(state))
    current[room] = seat
    state._h_lieutenant = (state._round, (current[0], current[1]))
    state._table("lieutenant_named", state._room_mask(room), room=ROOMS[room], seat=seat)
    if not state._chance:
        state._start_designation()


def _picked_nothing(state: State, seat: int) -> None:
    """A sampled state's stand-in for a chance node its seat cannot see."""


_PICKED: Final[dict[PickFor, Callable[[State, int], None]]] = {
    PickFor.LIEUTENANT: _picked_lieutenant,
    PickFor.RELIC: lambda state, seat: _picked_relic(state, seat),
    PickFor.COUNCIL: lambda state, seat: _picked_councillor(state, seat),
    PickFor.NOOP: _picked_nothing,
}


# ---------------------------------------------------------------------------
# Event 12: the traitors' ball


def start_traitors(state: State) -> bool:
    """TRAITORS under event 12: each designated envoy may name a substitute."""
    if not active(state, 12):
        return False

    originals = frozenset(p for room in (0, 1) for p in state._lists[room])
    if not originals:
        return False
    state._phase = Phase.TRAITORS
    state._flag = (False,) * state._n
    state._proven = frozenset()
    state._phase_actions = 0
    state._h_traitors = originals
    state._h_traitors_acted = frozenset()
    state._table("phase", PUBLIC, phase="traitors")
    return True


# ---------------------------------------------------------------------------
# The exchange: departure, crossing, arrival


def on_departure(state: State) -> None:
    """DEPARTURE (§2.9.3 step 1) after the rally claims: event 20's declines, event 22's
    public reveals, event 8's convoy colours, each room N then E, seats ascending."""
    if not state._opts.historic:
        return
    state._offers = frozenset()  # PRE_DEPARTURE's pending oaths lapse
    if active(state, 20):
        declines = state._h_declines
        for room in (0, 1):
            for p in sorted(p for p in state._lists[room] if p in declines):
                state._table("declines", state._room_mask(room), seat=p)
                state._remove_envoy(p)
    owed = state._h_oath_owed
    staying = sorted(p for p in owed if p not in state._lists[state._room[p]])
    for p in staying:  # an oath-sworn envoy who does not cross shows his card at home
        _compelled_full_public(state, p)
    state._h_oath_owed = owed - set(staying)
    if active(state, 22):
        for room in (0, 1):
            for p in sorted(state._lists[room]):
                _compelled_full_public(state, p)
    if active(state, 8):
        for room in (0, 1):
            convoy = sorted(state._lists[room])
            if len(convoy) == 2:
                _convoy_pair(state, convoy[0], convoy[1])
            elif len(convoy) >= 3:
                _convoy_group(state, room, convoy)


def _convoy_pair(state: State, a: int, b: int) -> None:
    """A COLOUR_SHARE between two envoys; a Berserker shows his card instead (§2.5.1)."""
    if 46 in (state._card[a], state._card[b]):
        for shower, viewer in ((a, b), (b, a)):
            state._show(shower, 1 << viewer, "card" if state._card[shower] == 46 else "colour")
        return
    state._reveal("COLOUR_SHARE", (a, b))


def _convoy_group(state: State, room: int, convoy: list[int]) -> None:
    """GROUP_COLOUR: each envoy's displayed colour to each other (§2.5.1)."""
    onlookers = state._room_mask(room)
    for p in convoy:
        onlookers &= ~(1 << p)
    if state._opts.room_sees_occurrences and onlookers:
        state._table("occurrence", onlookers, cls="colour", seats=tuple(str(p) for p in convoy))
    for shower in convoy:
        viewers = 0
        for p in convoy:
            if p != shower:
                viewers |= 1 << p
        state._show(shower, viewers, "card" if state._card[shower] == 46 else "colour")


def start_crossing(state: State) -> bool:
    """CROSSING: event 2's storm (chance deals the cards back), or event 23's crossing
    oaths (a decision phase for the envoys in transit). ``True`` when the engine must
    wait (chance or the envoys)."""
    if active(state, 23) and all(state._lists):
        envoys = {p for room in (0, 1) for p in state._lists[room]}
        state._phase = Phase.CROSSING
        state._flag = tuple(p not in envoys for p in range(state._n))
        state._phase_actions = 0
        state._table("phase", PUBLIC, phase="crossing")
        return True
    if not active(state, 2) or event_of_round(state, state._round) != 2:
        return False

    # The Pèlerin, and a Monk copying him, cross with their cards (§2.7.4, §2.10 card 25).
    caught = sorted(
        p for room in (0, 1) for p in state._lists[room] if PELERIN not in state.as_card(p)
    )
    if not caught:
        return False
    state._phase = Phase.CROSSING
    state._flag = (True,) * state._n  # nobody is to move: it waits for chance only
    state._phase_actions = 0
    state._table("phase", PUBLIC, phase="crossing")
    state._table("storm", PUBLIC, seats=tuple(str(p) for p in caught))
    state._h_storm = (tuple(caught), tuple(state._card[p] for p in caught), ())
    state._chance = (StormDeal(caught[0]),)
    return True


def _storm_left(state: State) -> list[int]:
    _caught, cards, dealt = state._h_storm
    return sorted(set(cards) - set(dealt))


def _storm_deal(state: State, seat: int, card: int) -> None:
    """One storm envoy is dealt a card back from the pile (told to him alone); after
    the last, every card changes hands at once (the transfer rule, §2.7.2, for each
    that changed holder), the envoys stay home (no room change, no arrival) and the
    crossing ends with the Pèlerin's arrival, if he crossed (§2.12.2, event 2)."""
    caught, cards, dealt = state._h_storm
    dealt = (*dealt, card)
    state._h_storm = (caught, cards, dealt)
    state._table("shown_card", 1 << seat, seat=seat, card=card)
    if len(dealt) < len(caught):
        state._chance = (StormDeal(caught[len(dealt)]),)
        return
    for p, new in zip(caught, dealt, strict=True):
        old = state._card[p]
        if new == old:
            continue  # dealt back his own card: no change of holder
        state._card = replace_at(state._card, p, new)
        if MOINE in (old, new):
            state._end_copy()
        state._cards = replace_at(state._cards, new, replace(state._cards[new], used=frozenset()))
        _close_all(state, p)
    for room in (0, 1):
        state._lists = set_room(
            state._lists, room, tuple(p for p in state._lists[room] if p not in caught)
        )
    state._arrival()


def _close_all(state: State, seat: int) -> None:
    """``seat``'s card changed: his windows and join windows close (§2.7.2)."""
    state._close_windows(lambda user, _partner: user == seat)
    state._close_joins(lambda i, _a, _b: i == seat)


def on_arrival(state: State, arrived: list[int]) -> None:
    """Remember who arrived at this exchange (events 15, 17); event 23's sworn envoys
    show their new cards in their arrival room, in ascending seat order."""
    state._h_arrived = (state._round, tuple(sorted(arrived)))
    state._h_sent_back = frozenset()
    state._offers = frozenset(o for o in state._offers if o[2] != "oath")
    owed = state._h_oath_owed
    for p in sorted(owed):
        _compelled_full_public(state, p)
    state._h_oath_owed = frozenset()


def on_round_end(state: State) -> None:
    """Event 15's spies for the next round: who crossed at this exchange and was not
    sent back (by a Navigateur or event 17)."""
    gone = state._h_sent_back
    navigated = state._sent_back
    if navigated[0] == state._round:
        gone = gone | navigated[1]
    spies = tuple(p for p in _arrived(state) if p not in gone)
    state._h_crossed = (state._round, spies)


def _arrived(state: State) -> tuple[int, ...]:
    found = state._h_arrived
    return found[1] if found[0] == state._round else ()


# ---------------------------------------------------------------------------
# Roles of the round


def _vikings(state: State) -> frozenset[int]:
    """Event 9's Vikings: the previous Generals."""
    return frozenset(g for g in _previous_generals(state) if g >= 0)


def _tostig(state: State) -> frozenset[int]:
    """Event 15's spies: who crossed at the draw's exchange and was not sent back."""
    found = state._h_crossed
    return frozenset(found[1]) if found[0] == state._round - 1 else frozenset()


def _raiders(state: State) -> frozenset[int]:
    return frozenset(p for p, _r in state._h_raiders)


def _raids(state: State, room: int) -> int:
    """Raids sent from ``room`` this round (recalled ones too)."""
    sent = state._h_raids
    return sum(1 for r, origin in sent if r == state._round and origin == room)


def _legates(state: State) -> frozenset[int]:
    found = state._h_legates
    return found if active(state, 24) else frozenset()


def _pilgrim(state: State, seat: int) -> bool:
    """Event 16: PAPACY allegiance, not card 26, and a full reveal with 26's holder."""
    card = state._card[seat]
    if card == PAPE:
        return False
    statuses = state._cards[card].statuses
    papacy = "CONVERTED" in statuses or (card in (25, 43) and "SUBJECT" not in statuses)
    met = state._h_met_pope
    return papacy and seat in met


def on_full_pair(state: State, a: int, b: int) -> None:
    """Each full-reveal pair: event 13's token swap; event 16's record of who met the
    Pope's card."""
    if not state._opts.historic:
        return
    met = state._h_met_pope
    if state._card[b] == PAPE:
        met = met | {a}
    if state._card[a] == PAPE:
        met = met | {b}
    state._h_met_pope = met
    if active(state, 13) and _phase(state) == "negotiation":
        tokens: tuple[int, ...] = state._h_tokens or tuple(range(state._n))
        swapped = list(tokens)
        swapped[a], swapped[b] = tokens[b], tokens[a]
        state._h_tokens = tuple(swapped)
        state._table("tokens", 1 << a | 1 << b, a=min(a, b), b=max(a, b))


# ---------------------------------------------------------------------------
# Zones (events 25–27), the Relic (21), the council (14)


def _zone(state: State, seat: int) -> str:
    """The zone of ``seat`` under event 25, 26 or 27 in force, else ``""``."""
    if not any(active(state, e) for e in (25, 26, 27)):
        return ""
    zones = state._h_zone
    return ZONES[zones[seat]] if zones else ""


def _set_zone(state: State, seat: int, zone: str) -> None:
    zones: tuple[int, ...] = state._h_zone or (0,) * state._n
    state._h_zone = replace_at(zones, seat, ZONES.index(zone))


def _tent_reveal(state: State, entrant: int, occupants: list[int]) -> None:
    """Entering the Tent: a full reveal with each occupant, in their order of entry (an
    ordinary pair with one, a group with two, §2.12.2 event 26 and §2.6)."""
    if len(occupants) == 1:
        state._reveal("FULL_SHARE", (entrant, occupants[0]))
        return
    if state._opts.window_close == "next_reveal":
        state._close_windows(lambda user, _partner: user == entrant)
    room_mask = state._room_mask(state._room[entrant])
    group = (entrant, *occupants)
    onlookers = room_mask
    for p in group:
        onlookers &= ~(1 << p)
    if state._opts.room_sees_occurrences and onlookers:
        seats = tuple(str(p) for p in sorted(group))
        state._table("occurrence", onlookers, cls="group", seats=seats)
    for other in occupants:
        state._table("shown_card", 1 << other, seat=entrant, card=state._card[entrant])
        state._table("shown_card", 1 << entrant, seat=other, card=state._card[other])
    for other in occupants:
        state._automatic(entrant, other)
    for other in occupants:
        state._open_window(entrant, other)
        state._open_window(other, entrant)


def _eldest(present: list[int], ages: tuple[int, ...] | None) -> tuple[list[int], list[int], int]:
    """Event 14's council by age: the councillors fixed by age, the tied pool chance
    picks from, and how many picks it makes (no ages: all present, two picks).

    >>> _eldest([0, 1, 2, 3], (70, 60, 60, 20))
    ([0], [1, 2], 1)
    >>> _eldest([0, 1, 2], None)
    ([], [0, 1, 2], 2)
    """
    if ages is None:
        return [], list(present), 2
    fixed: list[int] = []
    for age in sorted({ages[p] for p in present}, reverse=True):
        group = [p for p in present if ages[p] == age]
        slots = 2 - len(fixed)
        if len(group) > slots:
            return fixed, group, slots
        fixed += group
        if len(fixed) == 2:
            break
    return fixed, [], 0


def _pick(what: PickFor, pool: list[int], state: State, room: int) -> Pick:
    """A chance node ``pick S`` over ``pool`` (told to ``room``) for ``what``."""
    return Pick(what, tuple(pool), state._room_mask(room), room)


def _relics(state: State) -> tuple[int, int]:
    found = state._h_relic
    return found[1] if found[0] == state._round and active(state, 21) else (-1, -1)


def _relic_holder_here(state: State, seat: int) -> int:
    room = state._room[seat]
    return _relics(state)[room] if room >= 0 else -1


def _give_relic(state: State, room: int, seat: int) -> None:
    holders = list(_relics(state))
    holders[room] = seat
    state._h_relic = (state._round, (holders[0], holders[1]))
    state._table("relic_holder", state._room_mask(room), room=ROOMS[room], seat=seat)


def _picked_relic(state: State, seat: int) -> None:
    _give_relic(state, state._room[seat], seat)


def _councillors(state: State, room: int) -> tuple[int, ...]:
    """Event 14's councillors of ``room`` still present there."""
    found = state._h_council
    if found[0] != state._round or not active(state, 14):
        return ()
    return tuple(p for p in found[1][room] if state._room[p] == room and p not in limbo(state))


def _council_immune(state: State) -> tuple[int, ...]:
    found = state._h_council
    if found[0] != state._round or not active(state, 14):
        return ()
    return tuple(p for p in found[3] if p >= 0)


def _picked_councillor(state: State, seat: int) -> None:
    rnd, members, choices, immune = state._h_council
    rnd = rnd or state._round  # no council drawn yet this game
    room = state._room[seat]
    listed = list(members)
    listed[room] = (*members[room], seat)
    state._h_council = (rnd, (listed[0], listed[1]), choices, immune)
    if len(listed[room]) == 2:
        a, b = sorted(listed[room])
        state._table("council_named", state._room_mask(room), room=ROOMS[room], a=a, b=b)


def after_move(state: State, seat: int, origin: int) -> None:
    """A seat changed rooms during play: he starts in the arrival room's first zone;
    the Relic he held stays in the room he left (chance gives it to a present player,
    §6 case 18)."""
    if not state._opts.historic:
        return
    for event, zone in ((25, "port"), (26, "camp"), (27, "battlefield")):
        if active(state, event):
            _set_zone(state, seat, zone)
    holders = _relics(state)
    if origin in (0, 1) and holders[origin] == seat:
        listed = list(holders)
        listed[origin] = -1
        state._h_relic = (state._round, (listed[0], listed[1]))
        present = state._present(origin)
        if present:
            state._chance = (*state._chance, _pick(PickFor.RELIC, present, state, origin))


# ---------------------------------------------------------------------------
# The sampler (``DeuxRois.sample_state``): what a view tells of the events


def sample_drawn(state: State, view: Any) -> None:
    """Rebuild, on a sampled state, the events drawn so far (their announcements are
    public: a spectator's view holds them too)."""
    if not state._opts.historic:
        return
    round_no, drawn = 0, []
    for event in view.events:
        if event.kind == "round":
            round_no = event.params["round"]
        elif event.actor == "table" and event.kind in ("event", "event_numbers"):
            drawn.append((round_no, event.params["n"]))
    state._h_drawn = tuple(drawn)


_FIRST_ZONE: Final = {
    25: ZONES.index("port"), 26: ZONES.index("camp"), 27: ZONES.index("battlefield")
}  # fmt: skip
"""Where everyone starts, and every arrival starts, under event 25 or 26 (§2.12.2)."""


def _sample_zones(
    zones: list[int], event: Any, round_no: int, drawn: list[tuple[int, int]], n: int
) -> list[int]:
    """The zones of events 25 to 27 as a seat's view has them after ``event`` (of round
    ``round_no``): all in the first zone when a round under the event starts, a player's
    ``zone Z`` (public in his room), and the first zone for a player who arrives in a
    room (§2.12.2). A zone change in the other room is not in the view; it restricts only
    actions inside that room (§2.14.4), so it decides none of the seat's legal actions.
    Event 27: a challenger goes to the Village (the room sees the challenge; when the
    seat sees it fail on an immune or unable target, he stays: ``sample`` undoes it)."""
    actor, kind, p = event.actor, event.kind, event.params
    if kind == "round":
        round_no, zones = p["round"], []
    first = _FIRST_ZONE.get(next((e for r, e in drawn if r == round_no - 1), 0), -1)
    if first < 0:
        return []
    if not zones:
        zones = [first] * n
    if kind == "arrives":
        zones[p["seat"]] = first
    elif actor.startswith("P") and actor[1:].isdigit() and kind == "zone":
        zones[int(actor[1:])] = ZONES.index(p["zone"])
    elif actor.startswith("P") and actor[1:].isdigit() and kind == "challenge":
        zones[int(actor[1:])] = ZONES.index("village")
    return zones


_OWN_MARKS: Final = {
    "viking": "viking", "tostig": "tostig", "pilgrim_move": "pilgrim", "legate": "legate",
    "challenge": "challenge", "demand_colour": "demand_colour",
}  # fmt: skip
"""The seat's own event actions whose use is counted (``_mark``), by event kind."""


def _sample_event_facts(state: State, view: Any, seat: int) -> None:
    """Rebuild, on a state sampled from ``seat``'s view, what decides the seat's own
    event actions: the Generals at each draw as the seat knew them (event 9's Vikings
    are public), whether it is one of event 15's spies (told to him), its own limited
    actions this round, the Relic's holders it was told of, the Legates and the raiders
    (public), and its room's raids (told to the room)."""
    n = state._n
    generals: list[int] = [-1, -1]
    prev: list[tuple[int, tuple[int, int]]] = []
    round_no = 0
    spy = False
    used: set[tuple[str, int, int]] = set()
    counts: dict[str, int] = {}
    relic = [-1, -1]
    legates: set[int] = set()
    raiders: dict[int, int] = {}
    raids: list[tuple[int, int]] = []
    room_of = [-1] * n
    members: list[tuple[int, ...]] = [(), ()]
    choices, immune = [-1, -1, -1, -1], [-1, -1]
    council = False
    for event in view.events:
        actor, kind, p = event.actor, event.kind, event.params
        if kind == "round":
            round_no, spy, counts = p["round"], False, {}
            relic, legates, raiders = [-1, -1], set(), {}
            members, choices, immune, council = [(), ()], [-1, -1, -1, -1], [-1, -1], False
        elif actor == "table" and kind == "council_named":  # event 14 (told to the room)
            members[ROOMS.index(p["room"])] = (p["a"], p["b"])
            council = True
        elif actor == "table" and kind == "council_immune":
            immune[ROOMS.index(p["room"])] = p["seat"]
        elif actor == f"P{seat}" and kind == "council":  # his own choice
            for r in (0, 1):
                if seat in members[r]:
                    choices[2 * r + members[r].index(seat)] = p["seat"]
        elif actor == "table":
            if kind in ("general", "usurp", "general_none"):
                generals[ROOMS.index(p["room"])] = p.get("seat", -1)
            elif kind in ("event", "event_numbers"):
                prev.append((round_no, (generals[0], generals[1])))
            elif kind == "vikings" and prev:
                vikings = [int(x) for x in p["seats"]]
                rooms = [room_of[v] if room_of[v] >= 0 else 0 for v in vikings]
                known = list(prev[-1][1])
                for v, r in zip(vikings, rooms, strict=True):
                    known[r if known[r] in (-1, v) else 1 - r] = v
                prev[-1] = (prev[-1][0], (known[0], known[1]))
            elif kind == "tostig_spy":
                spy = True
            elif kind == "relic_holder":
                relic[ROOMS.index(p["room"])] = p["seat"]
            elif kind == "legate":
                legates.add(p["seat"])
            elif kind == "raider":  # logged after his move: he came from the other room
                here = room_of[p["seat"]]
                raiders[p["seat"]] = 1 - here if here >= 0 else -1
            elif kind == "arrives":
                room_of[p["seat"]] = ROOMS.index(p["room"])
            elif kind == "leaves":
                who = p["seat"]
                room_of[who] = ROOMS.index(p["room"])
                if relic[room_of[who]] == who:
                    relic[room_of[who]] = -1
        elif actor == f"P{seat}" and kind in _OWN_MARKS:
            key = _OWN_MARKS[kind]
            k = counts.get(key, 0)
            counts[key] = k + 1
            used.add((f"{key}#{k}" if k else key, round_no, seat))
        if actor == f"P{seat}" and kind == "raid":
            raids.append((round_no, room_of[seat] if room_of[seat] >= 0 else state._room[seat]))
    if prev:
        state._h_prev = tuple(prev)
    if council:
        state._h_council = (
            round_no, (members[0], members[1]),
            (choices[0], choices[1], choices[2], choices[3]), (immune[0], immune[1]),
        )  # fmt: skip
    if spy:
        state._h_crossed = (state._round - 1, (seat,))
    state._h_used = frozenset(used)
    if any(r >= 0 for r in relic):
        state._h_relic = (state._round, (relic[0], relic[1]))
    state._h_legates = frozenset(legates)
    state._h_raiders = tuple((p, 1 - state._room[p] if r < 0 else r) for p, r in raiders.items())
    state._h_raids = tuple(raids)


def sample(state: State, view: Any, seat: int, room: int) -> None:
    """Rebuild, on a state sampled from ``seat``'s view, the event facts that decide
    whether the seat is to move: the events drawn (public), this round's Lieutenants
    (told to their room), the seat's own Historic number, who the original envoys
    of event 12 are, and the facts that decide its legal actions: the zones of events
    25 and 26 (public in the room), event 17's arrivals and send-backs, and a list
    locked at DESIGNATION's start for want of anyone to list."""
    if not state._opts.historic:
        return

    round_no, lieutenants = 0, [-1, -1]
    drawn: list[tuple[int, int]] = []
    own: list[Any] = []
    locked: set[int] = set()
    silenced: set[int] = set()
    sent_back: set[int] = set()  # this phase's (event 17's and the Navigateur's)
    zones: list[int] = []
    challenge = (-1, -1)  # the last challenge seen: (challenger, target), event 27
    declined = False  # event 20: the seat's own decline since this round's NEGOTIATION
    for event in view.events:
        kind, args = event.kind, event.params
        if kind == "phase" and args["phase"] == "negotiation":
            declined = False
        elif kind == "decline_mission" and event.actor == f"P{seat}":
            declined = True
        zones = _sample_zones(zones, event, round_no, drawn, state._n)
        if kind == "challenge" and event.actor.startswith("P"):
            challenge = (int(event.actor[1:]), args["seat"])
        elif kind in ("immune", "cannot_reveal") and zones and args["seat"] == challenge[1]:
            zones[challenge[0]] = ZONES.index("battlefield")  # it failed: he stays
            challenge = (-1, -1)
        elif event.actor == "table" and kind not in ("immune", "cannot_reveal"):
            challenge = (-1, -1)
        if kind in ("envoys", "envoys_none"):
            locked = {int(x) for x in args.get("seats") or ()}
        elif kind == "silenced":
            silenced.add(args["seat"])
        elif kind == "phase" and args["phase"] != "election":
            silenced = set()
        if kind == "round":
            round_no, lieutenants = args["round"], [-1, -1]
        elif event.actor == "table" and kind in ("event", "event_numbers"):
            drawn.append((round_no, args["n"]))
        elif kind == "lieutenant_named":
            lieutenants[ROOMS.index(args["room"])] = args["seat"]
        elif kind == "phase":
            own, sent_back = [], set()
        elif event.actor == "table" and kind == "sent_back":
            sent_back.add(args["seat"])
        elif event.actor == f"P{seat}":
            own.append(event)
    state._h_drawn = tuple(drawn)
    state._h_lieutenant = (state._round, (lieutenants[0], lieutenants[1]))
    # The others' declines are private until DEPARTURE: none is drawn (each is theirs).
    state._h_declines = frozenset({seat}) if declined else frozenset()
    _sample_event_facts(state, view, seat)
    if zones:
        state._h_zone = tuple(zones)
    phase = state._phase
    if phase is Phase.DESIGNATION:
        numbers = [1, 1]
        if state._general[room] == seat:
            given = [e.params["n"] for e in own if e.kind == "number"]
            numbers[room] = given[0] if given else -1 if view.to_act else 1
        state._h_numbers = (numbers[0], numbers[1])
        mine = designating_room(state, seat)
        if mine >= 0:
            if mine != room:  # event 18: he builds the other room's list
                state._lists = set_room(state._lists, room, ())
                state._lists = set_room(state._lists, mine, view.designation or ())
            done = any(e.kind == "done" for e in own) or not view.to_act
            if not any(e.kind == "designate" for e in own) and state._k_eff(mine) == 0:
                done = True  # locked at the phase's start: nobody to list (an empty Port)
            state._locked = set_room(state._locked, mine, done)
    elif phase is Phase.LIEUTENANT and state._general[room] == seat:
        # The counted ballots (or pointers) told to the room decide who qualifies.
        counted: tuple[str, ...] = ()
        for event in view.events:
            if event.actor == "table" and event.kind in ("ballots", "pointers"):
                counted = event.params[event.kind]
        for cell in counted:
            who, _, voted = cell.partition(":")
            ballot = int(voted) if voted.isdigit() else -1
            state._ballots = replace_at(state._ballots, int(who), ballot)
        if not view.to_act and lieutenants[room] < 0:
            for p in state._present(room):
                state._ballots = replace_at(state._ballots, p, seat)
    elif phase is Phase.TRAITORS:
        originals = locked - {seat}
        if view.to_act or view.ready:
            originals.add(seat)
        state._h_traitors = frozenset(originals)
    elif phase is Phase.ARRIVAL_WINDOW:
        # Event 17: who arrived at this exchange (read from the log, as the Navigateur's
        # send-back does) and who was sent back since (public, §2.9.3 step 4).
        state._h_arrived = (state._round, state.arrivals())
        state._h_sent_back = frozenset(sent_back)
    elif phase is Phase.NEGOTIATION:
        state._h_limbo = frozenset(silenced)
        if not view.to_act and not view.ready and seat not in silenced:
            # A chance node it cannot see is pending (a council or Relic draw).
            present = tuple(state._present(room))
            state._chance = (Pick(PickFor.NOOP, present, 0, room),)
