"""Powers of the departure family (§2.10), registered into :data:`powers.POWERS`.

See :mod:`royaumes.games.deux_rois.powers` for how a power is written.

The PRE_DEPARTURE reactions (§2.9.2) and the designation/arrival powers:

* 16 Geôlier, ``power geolier S private|public``: 1/round, block an envoy.
* 47/48 Chevalier Servant, ``power servant S``: 1/game, take an envoy's place.
* 20 Chevalier Saxon, ``power saxon S``: unlimited, take the Dame's place.
* 29/30 Navigateur, ``power navigateur S``: 1/game, keep an envoy (pre_departure)
  or send an arrived one back (arrival_window).
* 4 Duc de Bretagne, ``power bretagne S``: 1/game, take a red companion along.
* 49 Vagabond, ``power vagabond``: 1/game, move to the other room.
* 17 Cartographe, ``power cartographe``: 1/game, see the other envoys' cards.
* 23/24 Commandant de la Garde, ``power commandant 1|2``: 1/round as General in
  designation, extra envoys.

Who is told what (§4.1, §2.9.2). The acting seat's own action text is his alone
(the core logs it so). A *public* reaction is also logged, with the actor as
actor, to the rest of his room ("public reactions ... visible to everyone in that
room", §4.1), then the cost's ``public S card C`` and the effect's events
(``envoy_removed``, ``envoy_added``, ``public S colour c``, ``leaves``/``arrives``,
``sent_back``). The Geôlier's private option logs the action to the receiving
General only (he is shown the card, §4.1), the room sees the reveal's occurrence and
the ``envoy_removed``. The other room sees none of it, except moves (everyone).

Decisions where the spec is silent (§2.10 unless said):

* Geôlier, Navigateur: the user may target himself when he is an envoy (the
  Navigateur's entry says so for the keep; the Navigateur's send-back, same text,
  may likewise target the user if he just arrived).
* Cartographe: legal only while another envoy of his room is listed (a view of
  nobody would spend the power for nothing).
* Commandant: one use per round in which he is General ("cost public reveal, once
  per round of use"), adding 1 or 2.
* Servant: he takes the removed envoy's place in the list (same position).
* A colour check's compelled COLOUR_PUBLIC from the Berserker becomes a
  FULL_PUBLIC under ``impossible_reveal=substitute`` and shows nothing under
  ``nothing`` (the check then fails); the Saxon's compelled FULL_PUBLIC from an
  unable target (a NEUTRALISED Armurier with a Maître d'Armes present) becomes a
  COLOUR_PUBLIC, or nothing (§2.5.1).
* Duke with ``companion_consent=true``: the choice is an offer (``bretagne``) P
  answers; the core answers offers in negotiation only, so the answer needs the
  core to offer ``accept``/``decline`` in pre_departure (see :func:`_accept_bretagne`).

State field: ``_sent_back`` (round, the seats sent back this exchange), set by the
Navigateur's send-back (:class:`core.Fields`); the arrivals of the exchange are kept by
the core at ARRIVAL, or read back from the log on a sampled state (:func:`arrivals`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from royaumes._logged import replace_at
from royaumes.games.deux_rois.core import (
    PUBLIC,
    ROOMS,
    Phase,
    action_of,
    plain_action,
    seat_action,
    set_room,
)
from royaumes.games.deux_rois.powers import POWERS, Power, register

if TYPE_CHECKING:
    from royaumes.games.deux_rois.core import Action
    from royaumes.games.deux_rois.rules import State

__all__ = ["arrivals", "substitute"]

PELERIN = 43
BERSERKER = 46
ARMURIER, MAITRE_D_ARMES = 6, 15
DAME = 19
CARTOGRAPHE = 17


# -- shared helpers ----------------------------------------------------------------------


def _envoys(state: State, seat: int) -> tuple[int, ...]:
    """The envoy list of ``seat``'s room (public in the room, §2.9.1)."""
    return state._lists[state._room[seat]]


def _is_envoy(state: State, seat: int) -> bool:
    return seat in _envoys(state, seat)


def _is_general(state: State, seat: int) -> bool:
    return state._general[state._room[seat]] == seat


def _announce(state: State, seat: int, action: Action) -> None:
    """A public reaction: the rest of the actor's room sees the action (§4.1)."""
    others = state._room_mask(state._room[seat]) & ~(1 << seat)
    if others:
        state._log(seat, action, others, played=False)


def _pay_public(state: State, seat: int, action: Action) -> None:
    """The cost of a public reaction: announce it, then the user's FULL_PUBLIC."""
    _announce(state, seat, action)
    state._reveal("FULL_PUBLIC", (seat,))


def _envoy_immune(state: State, target: int) -> bool:
    """Immune to a power that would stop an envoy's crossing: the Pèlerin as envoy, a
    Monk copying him (until the copy expires at ARRIVAL), and the Emissaries (or a Monk
    copying one) against every power (§2.7.4, §2.10 card 25)."""
    return PELERIN in state.as_card(target) or state._immune_to_powers(target)


def _unable_full(state: State, seat: int) -> bool:
    """Unable to show his full card: a NEUTRALISED Armurier while a Maître d'Armes is in
    his room (§2.5.1; the events' inabilities come with the Mode Historique)."""
    if state._card[seat] != ARMURIER or "NEUTRALISED" not in state._cards[ARMURIER].statuses:
        return False
    return any(state._card[p] == MAITRE_D_ARMES for p in state._present(state._room[seat]))


def _compelled_colour_public(state: State, seat: int) -> str | None:
    """A rule-compelled COLOUR_PUBLIC (a colour check, §2.5.1): the colour shown, or
    ``None`` when nothing could be shown (the Berserker under ``nothing``)."""
    if state._card[seat] == BERSERKER:
        if state._opts.impossible_reveal != "substitute":
            return None
        state._reveal("FULL_PUBLIC", (seat,))
        return state._displayed_colour(seat)
    state._reveal("COLOUR_PUBLIC", (seat,))
    return state._displayed_colour(seat)


def _compelled_full_public(state: State, seat: int) -> None:
    """A compelled FULL_PUBLIC; an unable shower shows his colour instead, or nothing."""
    if not _unable_full(state, seat):
        state._reveal("FULL_PUBLIC", (seat,))
    elif state._opts.impossible_reveal == "substitute":
        state._reveal("COLOUR_PUBLIC", (seat,))


def _add_envoy(state: State, room: int, seat: int, at: int | None = None) -> None:
    """On ``room``'s envoy list (at position ``at``, else last); the room is told and
    may react again (§2.9.2)."""
    listed = list(state._lists[room])
    listed.insert(len(listed) if at is None else at, seat)
    state._lists = set_room(state._lists, room, tuple(listed))
    state._table("envoy_added", state._room_mask(room), room=ROOMS[room], seat=seat)
    state._flag = tuple(False if state._room[p] == room else f for p, f in enumerate(state._flag))


def substitute(state: State, out: int, seat: int) -> None:
    """``seat`` takes ``out``'s place on their room's envoy list."""
    room = state._room[out]
    at = state._lists[room].index(out)
    state._remove_envoy(out)
    _add_envoy(state, room, seat, at)


# -- 16: Geôlier, block, 1/round, pre_departure ------------------------------------------


def _legal_geolier(state: State, seat: int) -> list[Action]:
    general = state.list_general(state._room[seat])
    private = general >= 0 and general != seat
    out = []
    for target in _envoys(state, seat):
        out.append(action_of(f"power geolier {target} public"))
        if private:
            out.append(action_of(f"power geolier {target} private"))
    return out


def _apply_geolier(state: State, seat: int, action: Action) -> bool:
    """Cost: FULL_PRIVATE to the General who designated the list (his room's; the other
    room's under event 18), or a public reveal; effect: the target is off the envoy list,
    nobody replaces him. A Pèlerin target proves his immunity and the power is not
    consumed; the cost stays paid (§2.10, 16; §2.5.1; §2.12.2 event 18)."""
    target, public = action.arg // 2, action.arg % 2 == 1
    if public:
        _pay_public(state, seat, action)
    else:
        general = state.list_general(state._room[seat])
        state._log(seat, action, 1 << general, played=False)
        state._reveal("FULL_PRIVATE", (seat, general))
    if _envoy_immune(state, target):
        state._prove_immunity(target, seat)
        return False
    state._remove_envoy(target)
    return True


register(
    Power(
        "geolier", (16,), Phase.PRE_DEPARTURE, "round", _legal_geolier, _apply_geolier,
        forms=(("power geolier", "Svis"),),
    )
)  # fmt: skip


# -- 47, 48: Chevalier Servant, sacrifice, 1/game, pre_departure -------------------------


def _free_knight(state: State, seat: int) -> bool:
    """Neither General nor envoy (the Lieutenant and the Citadel come with the events)."""
    return not _is_general(state, seat) and not _is_envoy(state, seat)


def _legal_servant(state: State, seat: int) -> list[Action]:
    if not _free_knight(state, seat):
        return []
    return [seat_action("power servant", x) for x in _envoys(state, seat) if x != seat]


def _apply_servant(state: State, seat: int, action: Action) -> bool:
    """Cost: a public reveal. A Pèlerin target proves his immunity. Otherwise the target
    makes a compelled COLOUR_PUBLIC; if it shows the Servant's colour (47 red, 48 blue)
    the Servant takes his place on the list, else nothing happens and the power is not
    consumed (§2.10, 47/48; §6 case 15)."""
    target = action.arg
    colour = "red" if state._card[seat] == 47 else "blue"
    _pay_public(state, seat, action)
    if _envoy_immune(state, target):
        state._prove_immunity(target, seat)
        return False
    if _compelled_colour_public(state, target) != colour:
        return False
    substitute(state, target, seat)
    return True


register(
    Power(
        "servant", (47, 48), Phase.PRE_DEPARTURE, "game", _legal_servant, _apply_servant,
        forms=(("power servant", "S"),),
    )
)  # fmt: skip


# -- 20: Chevalier Saxon, oath of protection, unlimited, pre_departure -------------------


def _legal_saxon(state: State, seat: int) -> list[Action]:
    if not _free_knight(state, seat):
        return []
    return [seat_action("power saxon", d) for d in _envoys(state, seat)]


def _apply_saxon(state: State, seat: int, action: Action) -> bool:
    """Cost: his public reveal; the named envoy D makes a compelled FULL_PUBLIC (his
    colour if unable). If D holds 19 the Saxon takes her place; otherwise nothing else
    (§2.10, 20; §6 case 28). A Pèlerin D proves his immunity."""
    target = action.arg
    _pay_public(state, seat, action)
    if _envoy_immune(state, target):
        state._prove_immunity(target, seat)
        return False
    _compelled_full_public(state, target)
    if state._card[target] == DAME:
        substitute(state, target, seat)
    return True


register(
    Power(
        "saxon", (20,), Phase.PRE_DEPARTURE, "", _legal_saxon, _apply_saxon,
        forms=(("power saxon", "S"),),
    )
)  # fmt: skip


# -- 29, 30: Navigateur, keep (pre_departure) or send back (arrival_window), 1/game -------


def arrivals(state: State) -> tuple[int, ...]:
    """The seats that arrived at this round's exchange, read from the log: the exchange
    (§2.9.3) writes every ``leaves`` then every ``arrives`` right after what ended
    PRE_DEPARTURE (HOST's ``end_phase``, the last ``done`` or the phase's cap) and right
    before ``phase arrival_window``. A power's move in PRE_DEPARTURE (the Vagabond's)
    also writes ``leaves``/``arrives``, but after its cost's ``public`` line, so it is
    told apart. Empty outside an arrival window.
    """
    if state._phase is not Phase.ARRIVAL_WINDOW:
        return ()
    stored_round, stored = state._h_arrived
    if stored_round:  # kept by the core at ARRIVAL (the log is read for samples)
        return stored if stored_round == state._round else ()
    node = state._history
    while node is not None and node[1].text != "phase arrival_window":
        node = node[0]
    if node is None:  # pragma: no cover - the phase always starts with that line
        return ()
    node = node[0]
    arrived: list[int] = []
    while node is not None and node[1].kind == "arrives":
        arrived.append(dict(node[1].args)["seat"])
        node = node[0]
    left: list[int] = []
    while node is not None and node[1].kind == "leaves":
        left.append(dict(node[1].args)["seat"])
        node = node[0]
    ended_by = "" if node is None else node[1].text
    if sorted(left) != sorted(arrived) or ended_by not in (
        "end_phase",
        "done",
        "cap pre_departure",
    ):
        return ()
    return tuple(sorted(arrived))


def _sent_back(state: State) -> frozenset[int]:
    done = state._sent_back
    return done[1] if done[0] == state._round else frozenset()


def _legal_navigateur(state: State, seat: int) -> list[Action]:
    return [seat_action("power navigateur", s) for s in _envoys(state, seat)]


def _legal_navigateur_back(state: State, seat: int) -> list[Action]:
    if state._spent(state._card[seat], POWERS["navigateur"]):
        return []
    room, gone = state._room[seat], _sent_back(state)
    gone = gone | state._h_sent_back  # event 17's too
    return [
        seat_action("power navigateur", s)
        for s in arrivals(state)
        if state._room[s] == room and s not in gone
    ]


def _apply_navigateur(state: State, seat: int, action: Action) -> bool:
    """Cost: a public reveal. In pre_departure the envoy stays (off the list, nobody
    replaces him); in arrival_window the envoy who just arrived goes back to his origin
    room at once (``sent_back S`` told to everyone, then the move) and cannot be moved
    again this exchange; every present player may react again. A Pèlerin target proves
    his immunity and the power is not consumed (§2.10, 29/30; §2.9.3 step 4)."""
    target = action.arg
    _pay_public(state, seat, action)
    if _envoy_immune(state, target):
        state._prove_immunity(target, seat)
        return False
    if state._phase is Phase.PRE_DEPARTURE:
        state._remove_envoy(target)
        return True
    state._table("sent_back", PUBLIC, seat=target)
    state._move(target, 1 - state._room[target])
    state._sent_back = (state._round, _sent_back(state) | {target})
    state._flag = tuple(False if state._room[p] >= 0 else f for p, f in enumerate(state._flag))
    return True


register(
    Power(
        "navigateur", (29, 30), Phase.PRE_DEPARTURE, "game", _legal_navigateur, _apply_navigateur,
        forms=(("power navigateur", "S"),),
    )
)  # fmt: skip
# The same power in the arrival window: the registry keys one phase per power, so its
# arrival half is registered apart; the action text (``power navigateur S``) dispatches to
# "navigateur" above, whose 1/game counter both halves read.
register(
    Power(
        "navigateur_arrival", (29, 30), Phase.ARRIVAL_WINDOW, "", _legal_navigateur_back,
        _apply_navigateur, forms=(("power navigateur", "S"),),
    )
)  # fmt: skip


# -- 4: Duc de Bretagne, Breton alliance, 1/game, pre_departure --------------------------


def _legal_bretagne(state: State, seat: int) -> list[Action]:
    if not _is_envoy(state, seat):
        return []
    room = state._room[seat]
    listed = state._lists[room]
    return [
        seat_action("power bretagne", p)
        for p in state._present(room)
        if p != seat and p != state._general[room] and p not in listed
    ]


def _apply_bretagne(state: State, seat: int, action: Action) -> bool:
    """Cost: a public reveal. An Emissary P proves his immunity. Otherwise P makes a
    compelled COLOUR_PUBLIC; red makes him an additional envoy, else nothing happens and
    the power is not consumed (§2.10, 4). Under ``companion_consent=true`` the choice is
    an offer P answers instead (consumed on acceptance, :func:`_accept_bretagne`)."""
    target = action.arg
    _pay_public(state, seat, action)
    if state._immune_to_powers(target):
        state._prove_immunity(target, seat)
        return False
    if state._opts.companion_consent:
        state._make_offer(seat, target, "bretagne")
        state._flag = tuple(False if p == target else f for p, f in enumerate(state._flag))
        return False
    return _companion(state, seat, target)


def _companion(state: State, duke: int, target: int) -> bool:
    if _compelled_colour_public(state, target) != "red":
        return False
    _add_envoy(state, state._room[duke], target)
    return True


def _accept_bretagne(state: State, duke: int, target: int, convert: bool) -> None:
    """P accepted the Duke's offer: the colour check, consuming the power on success
    (while the Duke is still an envoy of P's room and P is free to go)."""
    room = state._room[duke]
    if state._room[target] != room or duke not in state._lists[room]:
        return
    if target in state._lists[room] or target == state._general[room]:
        return
    card = state._card[duke]
    if _companion(state, duke, target) and card == 4:
        cs = state._cards[card]
        state._cards = replace_at(state._cards, card, replace(cs, used=cs.used | {("bretagne", 0)}))


register(
    Power(
        "bretagne", (4,), Phase.PRE_DEPARTURE, "game", _legal_bretagne, _apply_bretagne,
        forms=(("power bretagne", "S"),), on_accept=_accept_bretagne,
    )
)  # fmt: skip


# -- 49: Vagabond, survival instinct, 1/game, pre_departure ------------------------------


def _legal_vagabond(state: State, seat: int) -> list[Action]:
    return [plain_action("power vagabond")] if _free_knight(state, seat) else []


def _apply_vagabond(state: State, seat: int, action: Action) -> bool:
    """Cost: a public reveal; he moves to the other room at once, not as an envoy
    (§2.10, 49)."""
    _pay_public(state, seat, action)
    state._move(seat, 1 - state._room[seat])
    return True


register(
    Power(
        "vagabond", (49,), Phase.PRE_DEPARTURE, "game", _legal_vagabond, _apply_vagabond,
        forms=(("power vagabond", ""),),
    )
)  # fmt: skip


# -- 17: Cartographe, knowledge of the land, 1/game, pre_departure -----------------------


def _legal_cartographe(state: State, seat: int) -> list[Action]:
    others = [p for p in _envoys(state, seat) if p != seat]
    return [plain_action("power cartographe")] if others else []


def _apply_cartographe(state: State, seat: int, action: Action) -> bool:
    """Cost: a public reveal. Every other envoy of his room, in ascending seat order,
    shows him his card (compelled FULL_PRIVATE; an Emissary proves his immunity, an
    unable one is reported ``cannot_reveal S``). A Faussaire among them swaps with him
    (§2.6) and the rest still show to the same seat; card 17 then has fresh counters
    (§6 case 31). Consumed if at least one card was shown (§2.5.1)."""
    _pay_public(state, seat, action)
    shown = 0
    for envoy in sorted(p for p in _envoys(state, seat) if p != seat):
        if state._immune_to_powers(envoy):
            state._prove_immunity(envoy, seat)
        elif _unable_full(state, envoy):
            state._table("cannot_reveal", 1 << seat, seat=envoy)
        else:
            state._reveal("FULL_PRIVATE", (envoy, seat))
            shown += 1
    # After a Faussaire swap card 17 is elsewhere with fresh counters: mark nothing.
    return shown > 0 and state._card[seat] == CARTOGRAPHE


register(
    Power(
        "cartographe", (17,), Phase.PRE_DEPARTURE, "game", _legal_cartographe,
        _apply_cartographe, forms=(("power cartographe", ""),),
    )
)  # fmt: skip


# -- 23, 24: Commandant de la Garde, reinforced escort, 1/round as General, designation ---


def _legal_commandant(state: State, seat: int) -> list[Action]:
    room = state._room[seat]
    if state._general[room] != seat or state._locked[room]:
        return []
    return [action_of("power commandant 1"), action_of("power commandant 2")]


def _apply_commandant(state: State, seat: int, action: Action) -> bool:
    """Cost: a public reveal; the room's envoy count grows by 1 or 2 this round
    (``_extra_envoys``, still capped by the eligible players, §2.4.3; §2.10, 23/24)."""
    _pay_public(state, seat, action)
    room = state._room[seat]
    extras = state._extra_envoys
    more = (extras[0] + action.arg, extras[1]) if room == 0 else (extras[0], extras[1] + action.arg)
    state._extra_envoys = more
    return True


register(
    Power(
        "commandant", (23, 24), Phase.DESIGNATION, "round", _legal_commandant, _apply_commandant,
        forms=(("power commandant", "n2"),),
    )
)  # fmt: skip


def _legal_commandant_lieutenant(state: State, seat: int) -> list[Action]:
    """Event 7: a General holding 23/24 may add his extras before naming his Lieutenant
    (§2.12.2; the 1/round counter is the designation half's)."""
    room = state._room[seat]
    if state._general[room] != seat or state._spent(state._card[seat], POWERS["commandant"]):
        return []
    return [action_of("power commandant 1"), action_of("power commandant 2")]


# The same power in the LIEUTENANT phase (event 7): ``power commandant n`` dispatches to
# "commandant" above, whose 1/round counter both halves read.
register(
    Power(
        "commandant_lieutenant", (23, 24), Phase.LIEUTENANT, "", _legal_commandant_lieutenant,
        _apply_commandant, forms=(("power commandant", "n2"),),
    )
)  # fmt: skip
