"""Deux Rois' narration, written once (:meth:`DeuxRois.narrate`): an event, as one seat
sees it, to a catalogue message (``dr.ev.<kind>``, ``locales/*/deux_rois.ftl``).

It reads only the event (its kind, arguments and facts, its actor) and the viewer's
seat. A seat is a ``seat`` reference (the renderer writes a name), a card a ``card``
reference (its number; the renderer draws it); a list of seats is a ``seats``
reference (its numbers as words), the ballots and pointers of a room ``ballots`` and
``pointers`` references (``"3:12"``, ``"4:abstain"``), a card's states at the final
reveal a ``statuses`` reference: a renderer that does not draw them gets their
notation.
"""

from __future__ import annotations

from typing import Any, Final

from royaumes.events import Message, ParamValue, Ref, actor_ref
from royaumes.game import Event, Seat
from royaumes.games.deux_rois.events import CARD_ARGS, SEAT_ARGS
from royaumes.games.deux_rois.historique import EVENTS as HISTORIC

__all__ = ["end_step", "event_args", "narrate"]

_LISTS: Final = {"seats": "seats", "ballots": "ballots", "pointers": "pointers",
                 "extra": "statuses"}  # fmt: skip
_BY_TABLE: Final = frozenset({"event", "legate"})
"""Kinds that a seat (or chance) and the table both log: the table's reads ``.table``."""


def narrate(event: Event, viewer: Seat | None) -> Message:
    """The message of ``event`` for ``viewer`` (``None``: a spectator)."""
    kind = event.kind
    params: dict[str, ParamValue] = {"who": actor_ref(event.actor)}
    for name, value in event.args:
        if value is None:
            params[name] = "?"  # hidden, or a fact this line does not carry
            continue
        if name == "seats":
            params[name] = Ref("seats", tuple(int(v) if str(v).isdigit() else v for v in value))
            params["count"] = len(value)
        elif name in _LISTS:
            params[name] = Ref(_LISTS[name], tuple(str(v) for v in value))
            params["count"] = len(value)
        elif name in SEAT_ARGS and isinstance(value, int):
            params[name] = Ref("seat", value)
        elif name in CARD_ARGS and isinstance(value, int):
            params[name] = Ref("card", value)
        elif isinstance(value, tuple):
            params[name] = " ".join(value)
        else:
            params[name] = value
    if kind in _WORDED:
        worded = _end_words(kind, event.params)
        if worded is not None:
            return worded
    key = f"dr.ev.{kind}"
    if kind in _BY_TABLE and event.actor == "table":
        key += ".table"
    if kind in ("event", "event_numbers"):
        params["name"] = _historic_name(HISTORIC, event.params["n"])
    elif kind in ("deal", "shown_card") and event.params.get("seat") == viewer is not None:
        key += ".mine"
    elif kind == "deal":
        params.setdefault("seat", "?")
    return Message(key, params)


def _historic_name(table: Any, n: int) -> str:
    try:
        return str(table[n].name)
    except (KeyError, IndexError):  # pragma: no cover - a number outside the table
        return str(n)


def _words(key: str, **args: Any) -> Ref:
    """A catalogue message as a parameter: drawn in the reader's language."""
    return Ref("says", ((key, tuple(args.items())),))


def _card_name(card: int) -> str:
    from royaumes.games.deux_rois.characters import characters

    return next(c.name for c in characters() if c.number == card)


_ATTACK_KEYS: Final = {
    "does_not_qualify": "dr.w.att_noq",
    "protected": "dr.w.att_protected",
    "killed": "dr.w.att_killed",
    "no_majority": "dr.w.att_nomaj",
    "dead": "dr.w.att_dead",
}


def end_step(
    kind: str, args: dict[str, Any], facts: dict[str, Any], *, short: bool = False
) -> Message | None:
    """One step of the end of the game (a :class:`.scoring.Line`: its kind, arguments
    and facts) in the words of the end screen (``dr.w.*``, ``dr.*``), every word from the
    catalogue; ``None`` for a step with nothing to say (a card not in this game).

    The end screen and the score sheet show the victory check with it; a seat is a
    ``seat`` reference, a point line's reasons a ``says`` reference (each reason
    translated). ``short``: a point line without its seat and card (the end screen's
    points table names them in its row)."""

    def room(r: str) -> Ref:
        return _words(f"dr.room.{r}")

    def condition(c: str) -> Ref:
        return _words(f"dr.cond.{str(c).lower()}")

    if kind == "guillaume_room":
        return Message("dr.guillaume_room", {"room": room(args["room"])})
    if kind == "protection":
        return Message(f"dr.w.prot_{facts.get('shield', args['protection'])}")
    if kind == "attacks_none":
        return Message("dr.w.no_guillaume")
    if kind == "attack_line":
        result = facts.get("result")
        card = f"{args['card']} {_card_name(args['card'])}"
        if result == "not_in_play":
            return None
        if result == "count":
            return Message(
                "dr.w.att_count",
                {"card": card, "e": facts["english"], "n": facts["norman"],
                 "room": room(facts["room"])},
            )  # fmt: skip
        if result in ("attack", "spare"):
            how = _words(f"dr.w.decided.{facts.get('how', 'chosen')}")
            return Message(f"dr.w.att_{'yes' if result == 'attack' else 'spare'}",
                           {"card": card, "how": how})  # fmt: skip
        return Message(_ATTACK_KEYS[str(result)], {"card": card})
    if kind == "band":
        return Message("dr.band", {"band": args["band"]})
    if kind == "check":
        answer = _words("dr.yes" if args["answer"] == "yes" else "dr.no")
        return Message("dr.check", {"condition": condition(args["condition"]), "answer": answer})
    if kind in ("winner", "fallback"):
        return Message("dr.result", {"condition": condition(args["condition"])})
    if kind == "decisive":
        return Message("dr.decisive", {"room": room(args["room"])})
    if kind == "score_part":
        reasons = tuple(
            (f"dr.w.why.{r.key}", () if r.card is None else (("card", _card_name(r.card)),))
            for r in facts.get("reasons", ())
        )
        if short:
            return Message(
                "dr.w.part",
                {"delta": str(args["delta"]).replace("-", "−"), "why": Ref("says", reasons)},
            )
        return Message(
            "dr.w.score_part",
            {"seat": Ref("seat", args["seat"]), "card": args["card"],
             "delta": str(args["delta"]).replace("-", "−"), "why": Ref("says", reasons)},
        )  # fmt: skip
    if kind == "score_total":
        return Message(
            "dr.w.score_total",
            {"seat": Ref("seat", args["seat"]), "card": args["card"], "total": args["total"]},
        )
    return None


_WORDED: Final = frozenset({"protection", "attack_line", "score_part"})
"""The end's kinds the log tells in the end screen's words (:func:`end_step`), from the
facts their events carry (a record older than these facts keeps the plain message)."""


def event_args(line: Any) -> dict[str, Any]:
    """A scoring line's event arguments: its text's arguments and the facts the end's
    words read (a point line's reasons as ``key`` or ``key:card`` words)."""
    args = dict(line.args)
    for name, value in line.facts:
        if name == "reasons":
            args["reasons"] = tuple(r.key if r.card is None else f"{r.key}:{r.card}" for r in value)
        elif line.kind in _WORDED:
            args[name] = value
    return args


def _end_words(kind: str, args: dict[str, Any]) -> Message | None:
    """The end screen's words for a logged end step, from its event's facts (``None``
    when the event has none: the plain message then)."""
    from royaumes.games.deux_rois import scoring

    facts = {k: v for k, v in args.items() if v is not None}
    if kind == "protection" and "shield" not in facts:
        return None
    if kind == "attack_line":
        if "result" not in facts:
            return None
        if facts["result"] == "not_in_play":
            return Message("dr.w.att_nip", {"card": f"{args['card']} {_card_name(args['card'])}"})
    if kind == "score_part":
        if "reasons" not in facts:
            return None
        facts["reasons"] = tuple(
            scoring.Reason(key, int(card) if card else None)
            for key, _, card in (word.partition(":") for word in facts["reasons"])
        )
    return end_step(kind, dict(args), facts)
