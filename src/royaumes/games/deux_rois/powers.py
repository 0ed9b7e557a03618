"""The characters' powers (§2.10), one small function pair per power, in a registry.

A power is ``power <id> [arguments]`` (§8.4). Each :class:`Power` says which
cards hold it, in which phase it may be used, how often (``per`` ``"round"`` or
``"game"``, counted on the card and reset when the card changes holder,
§2.7.2), which actions it offers a seat (``legal``, from what that seat may
see only, §2.14.4) and what it does (``apply``, on the fresh state being
built by :meth:`State._apply`; it may refuse nothing: legality was checked).

Adding a power: write ``_legal_x`` and ``_apply_x`` here (or in a module of a
family of powers that calls :func:`register`), give its action forms in ``forms``
(the notation gathers them, :func:`core.install_forms`), and test it in
``tests/games/test_deux_rois_powers.py`` (one test that uses it, one that shows a
precondition refusing it).

Powers here: the Monk's copy (25), the Interprète's join (45), Autorité (1, 2), royal
refusal (1, 2, 35), usurpation (7, 8).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Final

from royaumes._logged import replace_at
from royaumes.games.deux_rois.core import Phase, action_of, plain_action, seat_action

if TYPE_CHECKING:
    from royaumes.games.deux_rois.core import Action
    from royaumes.games.deux_rois.rules import State

__all__ = ["BY_CARD", "POWERS", "Power", "legal_powers", "register"]


@dataclass(frozen=True)
class Power:
    """One power (§2.10).

    Attributes:
        id: the notation's id (``"autorite"``).
        cards: the cards that hold it.
        phase: the phase it is used in.
        per: ``"round"``, ``"game"`` or ``""`` (unlimited).
        legal: ``legal(state, seat)``: the power's actions for that seat now.
        apply: ``apply(state, seat, action) -> consumed``: its effect; ``False`` when
            the power is not consumed (an immune target, §2.5.1).
        forms: the action forms it adds to the notation: ``(words, argument form)``
            pairs, e.g. ``("power devin", "SC")`` (see ``rules._arguments``).
        on_accept: for a power that makes an offer (``state._make_offer(seat, target,
            id)``): ``on_accept(state, offerer, target, convert)``, its effect when the
            target accepts (``convert``: ``accept S convert``, the Pope's blessing).
    """

    id: str
    cards: tuple[int, ...]
    phase: Phase
    per: str
    legal: Callable[[State, int], list[Action]]
    apply: Callable[[State, int, Action], bool]
    forms: tuple[tuple[str, str], ...] = ()
    on_accept: Callable[[State, int, int, bool], None] | None = None


POWERS: Final[dict[str, Power]] = {}
"""Every registered power, by id."""
BY_CARD: Final[dict[int, list[Power]]] = {}
"""The registered powers of each card, in registration order (the legal actions' hot
path looks up a card's few powers rather than scanning them all; the core skips
:func:`legal_powers` for a card without any, the Monk's aside). Read-only outside."""


def register(power: Power) -> Power:
    """Add a power to :data:`POWERS` (an id registered twice is a programming error)."""
    if power.id in POWERS:
        raise ValueError(f"power {power.id!r} registered twice")
    POWERS[power.id] = power
    for card in power.cards:
        BY_CARD.setdefault(card, []).append(power)
    return power


COPIED_POWERS: Final[dict[int, tuple[str, ...]]] = {
    1: ("autorite", "refus_royal"), 2: ("autorite", "refus_royal"), 35: ("refus_royal",),
    10: ("troubadour",), 16: ("geolier",), 44: ("devin",), 26: ("pape",),
}  # fmt: skip
"""What a Monk's copy of these cards lets him use (§2.10 card 25's table); a copy of any
other card gives its active powers, and of 3, 5, 9, 12, 18, 19, 21, 41, 42, 46, 50 none."""
_NOT_COPIED: Final = frozenset({3, 5, 9, 12, 18, 19, 21, 41, 42, 46, 50})


def legal_powers(state: State, seat: int, phase: Phase) -> list[Action]:
    """The power actions ``seat`` may use now: its card's, and a Monk's copy's, within
    their limits (the copy's counters are its own, §2.10 card 25)."""
    card = state._card[seat]
    copy = state._cards[25].copy if card == 25 else 0
    out: list[Action] = []
    if not copy:  # only the card's own powers can be legal
        used = state._cards[card].used
        for power in BY_CARD.get(card, ()):
            if power.phase is not phase:
                continue
            # (State._spent inlined: the card's own power, whose key is its id)
            per = power.per
            if per == "round":
                if (power.id, state._round) in used:
                    continue
            elif per == "game" and (power.id, 0) in used:
                continue
            out += power.legal(state, seat)
        return out
    for power in POWERS.values():
        if power.phase is not phase:
            continue
        own = card in power.cards
        copied = (
            bool(copy)
            and copy in power.cards
            and copy not in _NOT_COPIED
            and power.id in COPIED_POWERS.get(copy, (power.id,))
        )
        if (own or copied) and not state._spent(card, power):
            out += power.legal(state, seat)
    return out


# -- 25: the Monk's copy, unlimited, post-reveal -------------------------------------------


def _legal_moine(state: State, seat: int) -> list[Action]:
    out = []
    for user, partner in sorted(state._windows):
        window = state.window(user, partner)
        if user == seat and window is not None and "moine" not in window[2]:
            out.append(seat_action("power moine", partner))
    return out


def _apply_moine(state: State, seat: int, action: Action) -> bool:
    """The Monk copies the card his partner showed in the reveal that opened the window
    (replacing any copy, with fresh counters); private to him (§2.10 card 25)."""
    partner = action.arg
    window = state.window(seat, partner)
    assert window is not None
    state._use_window(seat, partner, "moine")
    card_state = state._cards[25]
    used = frozenset(u for u in card_state.used if not u[0].startswith("copy:"))
    state._cards = replace_at(state._cards, 25, replace(card_state, copy=window[0], used=used))
    state._table("status_copy", 1 << seat, card=25, copy=window[0])
    return True


register(
    Power(
        "moine", (25,), Phase.NEGOTIATION, "", _legal_moine, _apply_moine,
        forms=(("power moine", "S"),),
    )
)  # fmt: skip


# -- 45: the Interprète's join, 3/round, from a join window -----------------------------------

_JOINS_PER_ROUND: Final = 3


def _joins_used(state: State, seat: int) -> int:
    card = state._card[seat]
    prefix = "copy:interprete#" if card == 25 else "interprete#"
    return sum(
        1 for key, r in state._cards[card].used if key.startswith(prefix) and r == state._round
    )


def _legal_interprete(state: State, seat: int) -> list[Action]:
    if _joins_used(state, seat) >= _JOINS_PER_ROUND or state.unable_full(seat):
        return []
    return [
        action_of(f"power interprete {a},{b}") for i, a, b in sorted(state.joins()) if i == seat
    ]


def _apply_interprete(state: State, seat: int, action: Action) -> bool:
    """GROUP_FULL of the Interprète with A and with B, on the cards they hold now; the
    join extends their reveal and leaves their own windows open (§2.10 card 45)."""
    a, b = action.arg // 64, action.arg % 64
    state._close_joins(lambda i, x, y: (i, x, y) == (seat, a, b))
    for target in (a, b):
        if state._immune_to_powers(target):
            state._prove_immunity(target, seat)
            return False
        if state.unable_full(target):
            state._table("cannot_reveal", 1 << seat, seat=target)
            return False
    if state._opts.window_close == "next_reveal":
        state._close_windows(lambda user, _partner: user == seat)
    room_mask = state._room_mask(state._room[seat])
    onlookers = room_mask & ~(1 << seat | 1 << a | 1 << b)
    if state._opts.room_sees_occurrences and onlookers:
        listed = tuple(str(p) for p in sorted((seat, a, b)))
        state._table("occurrence", onlookers, cls="group", seats=listed)
    for other in (a, b):
        state._table("shown_card", 1 << other, seat=seat, card=state._card[seat])
        state._table("shown_card", 1 << seat, seat=other, card=state._card[other])
    for other in (a, b):
        state._automatic(seat, other)
    for other in (a, b):
        if state._room[other] == state._room[seat]:
            state._open_window(seat, other)
            state._open_window(other, seat)
    card = state._card[seat]
    prefix = "copy:interprete#" if card == 25 else "interprete#"
    used = state._cards[card].used | {(f"{prefix}{_joins_used(state, seat) + 1}", state._round)}
    state._cards = replace_at(state._cards, card, replace(state._cards[card], used=used))
    return False  # counted above (3 a round), not by the registry's once-only marks


register(
    Power(
        "interprete", (45,), Phase.NEGOTIATION, "", _legal_interprete, _apply_interprete,
        forms=(("power interprete", "pair"),),
    )
)  # fmt: skip


# -- 1, 2: Autorité (a forced reveal), 1/round, negotiation --------------------------------


def _legal_autorite(state: State, seat: int) -> list[Action]:
    room = state._room[seat]
    return [seat_action("power autorite", p) for p in state._present(room) if p != seat]


def _apply_autorite(state: State, seat: int, action: Action) -> bool:
    """FORCED_SHARE with the target, Guillaume or Harold showing first; an immune
    target (an Emissary) proves it and the power is not consumed (§2.5.1)."""
    target = action.arg
    if state._immune_to_powers(target):
        state._prove_immunity(target, seat)
        return False
    if state.unable_full(target):
        state._table("cannot_reveal", 1 << seat, seat=target)
        return False
    state._reveal("FORCED_SHARE", (seat, target))
    return True


register(
    Power(
        "autorite", (1, 2), Phase.NEGOTIATION, "round", _legal_autorite, _apply_autorite,
        forms=(("power autorite", "S"),),
    )
)  # fmt: skip


# -- 1, 2, 35: royal refusal, 1/game, pre_departure --------------------------------------


def _legal_refus(state: State, seat: int) -> list[Action]:
    room = state._room[seat]
    return [plain_action("power refus_royal")] if seat in state._lists[room] else []


def _apply_refus(state: State, seat: int, action: Action) -> bool:
    """Cost: a public reveal; effect: off the envoy list, nobody replaces him (§2.10, 1)."""
    state._reveal("FULL_PUBLIC", (seat,))
    state._remove_envoy(seat)
    return True


register(
    Power(
        "refus_royal", (1, 2, 35), Phase.PRE_DEPARTURE, "game", _legal_refus, _apply_refus,
        forms=(("power refus_royal", ""),),
    )
)  # fmt: skip


# -- 7, 8: usurpation, 1/game, usurp ---------------------------------------------------------


def _legal_usurp(state: State, seat: int) -> list[Action]:
    room = state._room[seat]
    return [] if state._general[room] == seat else [plain_action("power sang_royal")]


def _apply_usurp(state: State, seat: int, action: Action) -> bool:
    """Cost: a public reveal; he becomes his room's General for this round (§2.10, 7/8)."""
    state._reveal("FULL_PUBLIC", (seat,))
    state._usurp(seat)
    return True


register(
    Power(
        "sang_royal", (7, 8), Phase.USURP, "game", _legal_usurp, _apply_usurp,
        forms=(("power sang_royal", ""),),
    )
)  # fmt: skip


# The families of powers register themselves on import (after the registry exists).
from royaumes.games.deux_rois import (  # noqa: E402
    powers_departure,
    powers_negotiation,
    powers_windows,
)

_FAMILIES = (powers_departure, powers_negotiation, powers_windows)
"""The family modules, imported for their registrations (named here so they count as used)."""
