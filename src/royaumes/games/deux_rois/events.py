"""Deux Rois' events as data (:mod:`royaumes.events`): every line of the history is a
kind and typed arguments, its canonical text (§8.5, the playthrough files' lines)
derived from them.

Two families:

* an action (a seat's, chance's, the host's) logs as the event of its form, built from
  the action table (:func:`action_kinds`): ``vote 12`` is kind ``vote`` with
  ``seat=12``, ``power devin 12 5`` kind ``power_devin`` with ``seat=12, card=5``;
* the table's lines (:data:`TABLE_KINDS`): what the engine tells a room or a seat
  (``shown 3 card 27``, ``envoys N 1,4``), and the victory check's explanation
  (scoring's canonical English, ``seat 3 card 27: total 4``).

A seat is written bare (``num``) as the notation does; a card is its number (``int``).
Facts (what the text does not write but a renderer would otherwise re-derive from
earlier lines): the seat a room was drawn for, the phase a ``ready`` or a Navigateur's
power was made in, the round count, the role of a colour announced at ``ready``, an
Infidèle's or a card's state at the final reveal, whether a Trésorier binds a vote or
a pointer.

Standard library only.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Final

from royaumes.events import ArgValue, EventKind, EventKinds

__all__ = ["CARD_ARGS", "SEAT_ARGS", "TABLE_KINDS", "action_args", "action_kinds", "build"]

SEAT_ARGS: Final = frozenset({"seat", "a", "b", "target", "binder", "partner"})
"""The arguments that are seats (written bare in the text)."""
CARD_ARGS: Final = frozenset({"card", "pledge", "copy"})
"""The arguments that are cards (their numbers)."""

TABLE_KINDS: Final[tuple[EventKind, ...]] = (
    EventKind("log", "log"),
    EventKind("phase", "phase {phase}"),
    EventKind("round", "round {round:int}", facts=("rounds:int",)),
    EventKind("cap", "cap {phase}"),
    EventKind("offer", "offer {a:num}>{b:num} {offer}"),
    EventKind("immune", "immune {seat:num}"),
    EventKind("cannot_reveal", "cannot_reveal {seat:num}"),
    # event 18: the other room's General, named by a designator who could not see him
    EventKind("cannot_designate", "cannot_designate {seat:num}"),
    EventKind("shown_card", "shown {seat:num} card {card:int}"),
    EventKind("shown_colour", "shown {seat:num} colour {colour}"),
    EventKind("public_card", "public {seat:num} card {card:int}"),
    EventKind("public_colour", "public {seat:num} colour {colour}"),
    # cls: full or colour (or the reveal's kind, occurrence_detail=kind)
    EventKind("occurrence_one", "occurrence {cls} {a:num}>{b:num}"),
    # a mutual reveal (two seats) or a group's (Interprète, Diplomate, convoy of event 12)
    EventKind("occurrence", "occurrence {cls} {seats:csv}"),
    EventKind("swap", "swap {a:num},{b:num}"),
    EventKind("status_banked", "status card {card:int} banked {points}"),
    EventKind("status_pledge", "status card {card:int} pledge {pledge:int}"),
    EventKind("status_copy", "status card {card:int} copy {copy:int}"),
    # status: armed, subject, converted, neutralised, blessed, free, copy_ended...
    EventKind("status", "status card {card:int} {status}"),
    EventKind("leaves", "leaves {seat:num} {room}"),
    EventKind("arrives", "arrives {seat:num} {room}"),
    EventKind("sent_back", "sent_back {seat:num}"),
    EventKind("ballots", "ballots {room} {ballots:csv}"),
    EventKind("pointers", "pointers {room} {pointers:csv}"),
    EventKind("general_none", "general {room} none"),
    EventKind("general", "general {room} {seat:num}"),
    EventKind("usurp", "usurp {room} {seat:num}"),
    EventKind("majority", "majority {room} {seat:num}"),
    EventKind("envoys_none", "envoys {room}"),
    EventKind("envoys", "envoys {room} {seats:csv}"),
    EventKind("envoy_added", "envoy_added {room} {seat:num}"),
    EventKind("envoy_removed", "envoy_removed {room} {seat:num}"),
    EventKind("guess_card", "guess {seat:num}>{target:num} card {card:int}"),
    EventKind("guess", "guess {seat:num}>{target:num} {answer}"),
    EventKind("confirmation", "confirmation {seat:num} {answer}"),
    # standing: "yes" when the Trésorier binds a pointer (standing leader), not a vote
    EventKind("bound", "bound {seat:num} {binder:num}", facts=("standing",)),
    EventKind("not_bound", "not_bound {seat:num}"),
    EventKind("song", "song {seat:num} {partner:num} card {card:int}"),
    # Mode Historique
    EventKind("event_numbers", "event {n:int} numbers {a:int},{b:int}"),
    EventKind("vikings", "vikings {seats:csv}"),
    EventKind("tostig_spy", "tostig_spy"),
    EventKind("silenced", "silenced {seat:num}"),
    EventKind("raider", "raider {seat:num}"),
    EventKind("lieutenant_named", "lieutenant {room} {seat:num}"),
    EventKind("declines", "declines {seat:num}"),
    EventKind("storm", "storm {seats:csv}"),
    EventKind("tokens", "tokens {a:num},{b:num}"),
    EventKind("relic_holder", "relic {room} {seat:num}"),
    EventKind("council_named", "council {room} {a:num},{b:num}"),
    EventKind("council_immune", "council_immune {room} {seat:num}"),
    # the end: each card (statuses and an Infidèle's colour as facts), the check
    EventKind(
        "final_plain",
        "final {seat:num} card {card:int} room {room}",
        facts=("statuses:list", "colour"),
    ),
    EventKind(
        "final",
        "final {seat:num} card {card:int} room {room} {extra:list}",
        facts=("statuses:list", "colour"),
    ),
    EventKind("result", "result {condition}"),
    EventKind("decisive", "decisive room: {room}"),
    EventKind("guillaume_room", "guillaume's room: {room}"),
    EventKind("protection", "protection: {protection:text}", facts=("shield",)),
    EventKind("attacks_none", "attacks: card 1 not in play"),
    EventKind(
        "attack_line",
        "attack {card:int}: {line:text}",
        facts=("result", "how", "english:int", "norman:int", "room"),
    ),
    EventKind("band", "band {band}"),
    EventKind("check", "check {condition}: {answer}"),
    EventKind("fallback", "W = {condition} (fallback={fallback})"),
    EventKind("winner", "W = {condition}"),
    EventKind("score_total", "seat {seat:num} card {card:int}: total {total}"),
    EventKind(
        "score_part",
        "seat {seat:num} card {card:int}: {delta} ({why:text})",
        facts=("reasons:list",),
    ),
)
"""The table's lines, in the order a text is read back (specific before general)."""

_FORM_TEMPLATES: Final[dict[str, str]] = {
    "": "",
    "S": " {seat:num}",
    "Sconvert": " {seat:num} convert",
    "C": " {card:int}",
    "col": " {colour}",
    "room": " {room}",
    "pair": " {a:num},{b:num}",
    "SC": " {seat:num} {card:int}",
    "Svis": " {seat:num} {vis}",
    "zone": " {zone}",
    "n2": " {n:int}",
    "n15": " {n:int}",
    "n28": " {n:int}",
}
_FORM_SUFFIX: Final = {"col": "_colour", "pair": "_pair", "Sconvert": "_convert"}

# Facts of the actions' events (see the module doc).
_ACTION_FACTS: Final[dict[str, tuple[str, ...]]] = {
    "room": ("seat:num",),
    "deal": ("seat:num",),
    "ready": ("phase",),
    "ready_colour": ("role",),
    "power_navigateur": ("phase",),
}


def action_kind_name(kind: str, form: str, taken: Iterable[str] = ()) -> str:
    """The event kind of an action form: its words joined by ``_`` (``power_devin``),
    with a suffix where two forms share the words (``ready_colour``)."""
    name = kind.replace(" ", "_")
    return name + _FORM_SUFFIX.get(form, "_" + form) if name in taken else name


def action_kinds(forms: Iterable[tuple[str, str]]) -> tuple[dict[tuple[str, str], str],
                                                            list[EventKind]]:  # fmt: skip
    """The event kinds of the action forms ``(kind, form)``, and each form's kind name."""
    names: dict[tuple[str, str], str] = {}
    kinds: list[EventKind] = []
    for kind, form in forms:
        if (kind, form) in names:
            continue
        name = action_kind_name(kind, form, names.values())
        names[kind, form] = name
        facts = _ACTION_FACTS.get(name, ())
        kinds.append(EventKind(name, kind + _FORM_TEMPLATES[form], facts=facts))
    return names, kinds


def action_args(form: str, arg: int, colours: tuple[str, ...], rooms: tuple[str, ...],
                zones: tuple[str, ...]) -> dict[str, ArgValue]:  # fmt: skip
    """An action's arguments by its form (the encoding of ``rules._arguments``)."""
    if form in ("S", "Sconvert"):
        return {"seat": arg}
    if form == "C":
        return {"card": arg}
    if form == "col":
        return {"colour": colours[arg]}
    if form == "room":
        return {"room": rooms[arg]}
    if form == "pair":
        return {"a": arg // 64, "b": arg % 64}
    if form == "SC":
        return {"seat": arg // 64, "card": arg % 64}
    if form == "Svis":
        return {"seat": arg // 2, "vis": ("private", "public")[arg % 2]}
    if form == "zone":
        return {"zone": zones[arg]}
    if form in ("n2", "n15", "n28"):
        return {"n": arg}
    return {}


def build(kinds: Iterable[EventKind]) -> EventKinds:
    """Deux Rois' :class:`~royaumes.events.EventKinds`: the table's lines, then ``kinds``
    (the actions')."""
    return EventKinds("deux_rois", [*TABLE_KINDS, *kinds])


def ordered(kind: EventKind, args: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    """``args`` in the kind's order, a fact left out as ``None`` (``Event.args``)."""
    return tuple((name, args.get(name)) for name, _ in kind.all_fields)
