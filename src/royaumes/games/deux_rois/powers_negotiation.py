"""Powers of the negotiation family (§2.10), registered into :data:`powers.POWERS`.

See :mod:`royaumes.games.deux_rois.powers` for how a power is written.

Powers here: the Emissaries' free movement (13, 14), Confession (33, 34), the Devin's
guess (44), the Diplomate Royal's council (37, 38) and the Porte-Étendard's rally (39,
40; the core calls the opt-ins and the DEPARTURE claims: :func:`rally_actions`,
:func:`apply_rally` and :func:`rally_claims`; the ``rally red|blue`` action form is
declared in the Porte-Étendard's ``forms``). :func:`group_reveal` is the GROUP_FULL reveal
(§2.5.1), used by the council, the Interprète's join and the Royal Tent.

State fields (declared in :class:`core.Fields`):

* ``_rallies``: ``tuple[tuple[int, int, str, frozenset[int]], ...]``, one
  ``(round, room, banner colour, entitled seats)`` per rally used.
* ``_rally_optins``: ``frozenset[tuple[int, int, str]]``, ``(round, seat, colour)``.

Decisions where the spec is silent (each also in its power's docstring):

* Event texts not in §8.5: the Devin's public guess ``guess D>T card C`` (the room), its
  result ``guess D>T right`` / ``guess D>T wrong`` (the Devin and T); a rally opt-in is
  logged as its action text to the opter only.
* A power whose user's card changes hands during its own effect (a Faussaire swap) is
  not marked used: the card left, and the transfer rule (§2.7.2) resets it anyway.
* An unable target (a NEUTRALISED Armurier, card 6, in the room of the holder of 15,
  §6.3) makes Confession, the council and the Devin fail like an immune one: the actor is
  told ``cannot_reveal S`` and nothing is consumed (§2.5.1).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Final

from royaumes._logged import replace_at
from royaumes.games.deux_rois.characters import characters
from royaumes.games.deux_rois.core import Phase, action_of, plain_action, seat_action
from royaumes.games.deux_rois.powers import Power, register

if TYPE_CHECKING:
    from royaumes.games.deux_rois.core import Action
    from royaumes.games.deux_rois.rules import State

__all__ = [
    "apply_rally",
    "group_reveal",
    "pair_history",
    "rally_actions",
    "rally_claims",
    "rally_entitled",
]

EMISSARIES: Final = (13, 14)
PRETRE: Final = (33, 34)
DIPLOMATE_ROYAL: Final = (37, 38)
PORTE_ETENDARD: Final = (39, 40)
DEVIN: Final = 44
DEVIN_POINTS: Final = 2.0
_BANNER: Final = {39: "red", 40: "blue"}
_ESPION, _INFIDELE, _BERSERKER, _ARMURIER, _MAITRE = 9, 22, 46, 6, 15
_NAMES: Final = {c.number: c.name for c in characters()}


# -- shared helpers --------------------------------------------------------------------


def _unable(state: State, seat: int) -> bool:
    """Whether ``seat`` cannot show his full card: a NEUTRALISED Armurier while the holder
    of 15 is in his room (§2.5.1 "unable players", §6.3)."""
    if state._card[seat] != _ARMURIER:
        return False
    if "NEUTRALISED" not in state._cards[_ARMURIER].statuses:
        return False
    master = state._holder(_MAITRE)
    return master >= 0 and state._room[master] == state._room[seat]


def _failed_target(state: State, target: int, actor: int) -> bool:
    """The chosen-target rule (§2.5.1): an immune target proves it, an unable one is
    reported ``cannot_reveal`` to the actor; ``True`` when the target fails."""
    if state._immune_to_powers(target):
        state._prove_immunity(target, actor)
        return True
    if _unable(state, target):
        state._table("cannot_reveal", 1 << actor, seat=target)
        return True
    return False


def _others_here(state: State, seat: int) -> list[int]:
    return [p for p in state._present(state._room[seat]) if p != seat]


# -- 13, 14: free movement, unlimited, negotiation ------------------------------------------


def _legal_emissaire(state: State, seat: int) -> list[Action]:
    return [plain_action("power emissaire")]


def _apply_emissaire(state: State, seat: int, action: Action) -> bool:
    """Cost: a public reveal in the room he leaves; effect: he moves to the other room at
    once, his offers lapse and his windows close (``State._move``) (§2.10 13/14, §5.1).

    Event 2's ban and event 19's raiders are applied by ``historique.filter_actions``."""
    room = state._room[seat]
    state._reveal("FULL_PUBLIC", (seat,))
    state._move(seat, 1 - room)
    return True


register(
    Power(
        "emissaire", EMISSARIES, Phase.NEGOTIATION, "", _legal_emissaire, _apply_emissaire,
        forms=(("power emissaire", ""),),
    )
)  # fmt: skip


# -- 33, 34: Confession, 1/round, negotiation -----------------------------------------------


def _legal_pretre(state: State, seat: int) -> list[Action]:
    return [seat_action("power pretre", p) for p in _others_here(state, seat)]


def _apply_pretre(state: State, seat: int, action: Action) -> bool:
    """Identical to *Autorité* (§2.10 33/34): FORCED_SHARE with the target, the Prêtre
    showing first. An immune or unable target fails it: nothing is shown, the power is not
    consumed (§2.5.1). If the Faussaire pre-empts and the Prêtre's card changes hands, no
    use is marked (the card's counters reset on transfer, §2.7.2)."""
    target = action.arg
    if _failed_target(state, target, seat):
        return False
    state._reveal("FORCED_SHARE", (seat, target))
    return state._card[seat] in PRETRE


register(
    Power(
        "pretre", PRETRE, Phase.NEGOTIATION, "round", _legal_pretre, _apply_pretre,
        forms=(("power pretre", "S"),),
    )
)  # fmt: skip


# -- 44: the Devin's guess, 1/round, negotiation --------------------------------------------


def pair_history(state: State, seat: int) -> frozenset[int]:
    """The seats ``seat`` has done a full reveal with (FULL_SHARE, FORCED_SHARE, or a pair
    of a council or a join), as a player, whatever cards were held (§2.7.1, §6.21): the
    core's pair history."""
    return state.pairs(seat)


def _legal_devin(state: State, seat: int) -> list[Action]:
    met = pair_history(state, seat)
    guesses = [c for c in state._deck if c != DEVIN]
    return [
        action_of(f"power devin {p} {c}")
        for p in _others_here(state, seat)
        if p not in met
        for c in guesses
    ]


def _apply_devin(state: State, seat: int, action: Action) -> bool:
    """*Lecture de pensées* (§2.10 44): cost a public reveal; the guess is told to the room
    (``guess D>T card C``); T makes a compelled FULL_PRIVATE to the Devin (the Faussaire
    pre-empts it if T holds 21, §2.6); right iff C is the card T showed (under
    ``devin_guess=character_name``: iff it bears C's name), then +2 is banked on card 44
    wherever it is now; the result (``guess D>T right|wrong``) is told to D and T only.

    An immune or unable T: the cost and the public guess stand, nothing else is shown, not
    consumed (§2.5.1; decision: the guess is declared with the action, before the check).
    """
    target, guess = divmod(action.arg, 64)
    room_mask = state._room_mask(state._room[seat])
    state._reveal("FULL_PUBLIC", (seat,))
    state._table("guess_card", room_mask, seat=seat, target=target, card=guess)
    if _failed_target(state, target, seat):
        return False
    shown = state._card[target]
    by_monk = state._card[seat] == 25
    state._reveal("FULL_PRIVATE", (target, seat))
    if state._opts.devin_guess == "character_name":
        right = _NAMES[shown] == _NAMES[guess]
    else:
        right = shown == guess
    state._table("guess", 1 << seat | 1 << target, seat=seat, target=target,
                 answer="right" if right else "wrong")  # fmt: skip
    if right and not by_monk:  # a Monk's copy looks, but never scores (§2.10, 25)
        card = state._cards[DEVIN]
        state._cards = replace_at(
            state._cards, DEVIN, replace(card, banked=card.banked + DEVIN_POINTS)
        )
    return state._card[seat] == DEVIN


register(
    Power(
        "devin", (DEVIN,), Phase.NEGOTIATION, "round", _legal_devin, _apply_devin,
        forms=(("power devin", "SC"),),
    )
)  # fmt: skip


# -- 37, 38: the council (Conseil secret), 1/game, negotiation ------------------------------


def _legal_diplomate(state: State, seat: int) -> list[Action]:
    others = _others_here(state, seat)
    return [action_of(f"power diplomate_royal {a},{b}") for a in others for b in others if a < b]


def _apply_diplomate(state: State, seat: int, action: Action) -> bool:
    """GROUP_FULL of the Diplomat D with A and B (§2.10 37/38, §2.5.1, §2.6).

    If A or B is immune or unable, the whole council fails: a proof or notice for each
    such target, nothing shown, not consumed. Otherwise each participant's card is shown
    to each other one, in the pair order (D, A), (D, B), (A, B); the room's onlookers are
    told ``occurrence group a,b,c`` (sorted; under ``room_sees_occurrences``); no Faussaire
    pre-emption; then the automatic effects of every pair in that order, then the options
    windows both ways of every pair (decision: only for a pair still in one room, since a
    window closes when its two are apart, §2.14.5, e.g. after the {3, 12} move).
    """
    a, b = divmod(action.arg, 64)
    failed = [t for t in (a, b) if _failed_target(state, t, seat)]
    if failed:
        return False
    group_reveal(state, (seat, a, b))
    return True


def group_reveal(state: State, seats: tuple[int, ...]) -> None:
    """A GROUP_FULL among ``seats`` (the first is the initiator), all present in one room:
    show, tell the onlookers, automatic effects and windows for every pair (§2.5.1, §2.6).

    Under ``window_close=next_reveal`` taking part closes each participant's open windows
    first (§2.14.5), as for the core's reveals.
    """
    if state._opts.window_close == "next_reveal":
        state._close_windows(lambda user, _partner: user in seats)
    pairs = [(x, y) for i, x in enumerate(seats) for y in seats[i + 1 :]]
    mask = 0
    for p in seats:
        mask |= 1 << p
    onlookers = state._room_mask(state._room[seats[0]]) & ~mask
    if state._opts.room_sees_occurrences and onlookers:
        listed = tuple(str(p) for p in sorted(seats))
        state._table("occurrence", onlookers, cls="group", seats=listed)
    for x, y in pairs:
        state._table("shown_card", 1 << y, seat=x, card=state._card[x])
        state._table("shown_card", 1 << x, seat=y, card=state._card[y])
    for x, y in pairs:
        state._automatic(x, y)
    for x, y in pairs:
        if state._room[x] == state._room[y]:
            state._open_window(x, y)
            state._open_window(y, x)


register(
    Power(
        "diplomate_royal", DIPLOMATE_ROYAL, Phase.NEGOTIATION, "game", _legal_diplomate,
        _apply_diplomate, forms=(("power diplomate_royal", "pair"),),
    )
)  # fmt: skip


# -- 39, 40: the rally (Ralliement), 1/game, negotiation ------------------------------------


def _can_display(state: State, seat: int, colour: str) -> bool:
    """Whether ``seat``'s card can display ``colour`` at a colour reveal (§2.10 39/40):
    printed in it, the Espion, the Infidèle if his colour is it, never the Berserker."""
    card = state._card[seat]
    if card == _BERSERKER:
        return False
    if card == _ESPION:
        return True
    if card == _INFIDELE:
        return state._cards[_INFIDELE].colour == colour
    return colour in _COLOURS_OF[card]


_COLOURS_OF: Final = {c.number: c.colours for c in characters()}


def _legal_porte(state: State, seat: int) -> list[Action]:
    return [plain_action("power porte_etendard")]


def _apply_porte(state: State, seat: int, action: Action) -> bool:
    """Cost: a public reveal; effect: a rally of the banner's colour (39 red, 40 blue) for
    this round, the entitled seats fixed now: present in the room, the Porte-Étendard
    included, whose card can display the colour (§2.10 39/40). Kept on the side in
    ``_rallies``; the opt-ins are :func:`apply_rally`, the claims :func:`rally_claims`."""
    card = state._card[seat]
    colour = _BANNER[card]
    room = state._room[seat]
    state._reveal("FULL_PUBLIC", (seat,))
    entitled = frozenset(p for p in state._present(room) if _can_display(state, p, colour))
    state._rallies = (*state._rallies, (state._round, room, colour, entitled))
    return True


register(
    Power(
        "porte_etendard", PORTE_ETENDARD, Phase.NEGOTIATION, "game", _legal_porte, _apply_porte,
        forms=(("power porte_etendard", ""), ("rally", "col")),
    )
)  # fmt: skip


def rally_entitled(state: State, seat: int) -> frozenset[str]:
    """The banner colours ``seat`` may still opt into now (§2.10 39/40): a rally of this
    round lists him, and he has not opted into that colour yet (an opt-in is final)."""
    opted = state._rally_optins
    return frozenset(
        colour
        for rnd, _room, colour, entitled in state._rallies
        if rnd == state._round and seat in entitled and (rnd, seat, colour) not in opted
    )


def rally_actions(state: State, seat: int) -> list[Action]:
    """Called by the core's legal list (NEGOTIATION and PRE_DEPARTURE, every seat):
    ``rally red`` / ``rally blue`` for each colour :func:`rally_entitled` gives."""
    if state._phase not in (Phase.NEGOTIATION, Phase.PRE_DEPARTURE):
        return []
    return [action_of(f"rally {c}") for c in sorted(rally_entitled(state, seat), reverse=True)]


def apply_rally(state: State, seat: int, action: Action) -> None:
    """Called by the core's apply of a ``rally`` action (on the fresh state): the private
    opt-in, logged to the opter only (§4.1 "own rally opt-ins"). In NEGOTIATION it clears
    his ready flag like any other action; in PRE_DEPARTURE it leaves ``done`` alone (an
    opt-in is not ``done``).

    Raises:
        ValueError: ``seat`` may not opt into that colour (the core checks legality first).
    """
    colour = ("red", "blue")[action.arg]
    if colour not in rally_entitled(state, seat):
        raise ValueError(f"seat {seat} may not opt into the {colour} rally")
    state._log(seat, action, 1 << seat)
    state._rally_optins = state._rally_optins | {(state._round, seat, colour)}
    if state._phase is Phase.NEGOTIATION:
        state._flag = replace_at(state._flag, seat, False)


def rally_claims(state: State) -> None:
    """Called at DEPARTURE's first step, before the envoys leave (§2.9.3): room N then E, envoys
    in ascending seat order: each envoy opted into a rally of this round makes a
    COLOUR_PUBLIC reveal; if it shows a colour he opted into, he is off the envoy list
    (``envoy_removed``, told to the room), nobody replaces him; otherwise he departs
    (§2.10 39/40, §6.14).

    One who holds the Berserker by then (a swap since he opted in) cannot colour-reveal:
    under ``impossible_reveal=substitute`` he makes a FULL_PUBLIC instead, else nothing is
    shown (§2.5.1); either way he shows no banner colour and departs.
    """
    opted = state._rally_optins
    for room in (0, 1):
        for p in sorted(state._lists[room]):
            colours = {c for rnd, s, c in opted if rnd == state._round and s == p}
            if not colours:
                continue
            if state._card[p] == _BERSERKER:
                if state._opts.impossible_reveal == "substitute":
                    state._reveal("FULL_PUBLIC", (p,))
                continue
            state._reveal("COLOUR_PUBLIC", (p,))
            if state._displayed_colour(p) in colours:
                state._remove_envoy(p)
