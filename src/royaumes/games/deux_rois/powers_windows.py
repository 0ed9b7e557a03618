"""Powers of the windows family (§2.10), registered into :data:`powers.POWERS`.

These are the post-reveal powers: each is used from the user's options window on a
partner (``state.window(user, partner)``), opened by a full reveal (§2.6 step 3),
legal only while that window is open, at most once per window (``_use_window``),
and judged on the card the partner *showed* in that reveal, not on hidden changes
since (§2.14.4, §2.14.5). Their effects apply to the partner player and his current
card, except the effects tied to a named card (NEUTRALISED on 6, the treaty on
41/42, the pledge to 1, 2 or 35), which follow that card (§2.14.5).

See :mod:`royaumes.games.deux_rois.powers` for how a power is written.

Powers here: Négociateur (31, 32), Pape (26), Maître d'Armes (15), Contrebandier
(27, 28), Chancelier (36), Trésorier Ducal (11), Diplomate Secret (41, 42),
Capitaine Mercenaire (50), Troubadour (10).

Decisions where the spec is silent (each also in its function's docstring):

- A window power whose target turns out immune (§2.5.1) or whose condition fails
  when applied (the Chancelier's subject) is not consumed, but it does use up that
  power's option in that window: the user learned the outcome of that reveal's
  option, and a retry from the same window would only repeat it (§2.14.5: "each
  power in it can be used at most once from that window").
- An offer power (Pape, Négociateur, Diplomate Secret) is legal only when the user
  has no pending offer to that partner (§2.14.5: one pending offer per pair); the
  Négociateur and the diplomats, whose powers are 1/game, may have only one pending
  offer of their kind at a time, so that two acceptances cannot both go through.

State fields (declared in :class:`core.Fields`, read with the functions below):

- ``_tresorier_bindings``: ``(round, ((bound, binder), ...))``, read by
  :func:`bindings` and :func:`binding_overrides` (the election's hook).
- ``_neutraliser``: the card NEUTRALISED on card 6 is linked to (15, or 25 for a
  Monk's copy), read by :func:`armurier_unable` and :func:`after_action`.
- ``_pledges``: ``((50, principal),)``, read by :func:`pledges` (scoring's
  ``FinalCard.pledge``).

The core calls: :func:`binding_overrides` (election close, §2.8),
:func:`on_full_reveal` (pipeline step 2.6, treaty ratification), :func:`after_action`
(after every action, the Maître d'Armes' separation), :func:`armurier_unable` (full
reveals of a neutralised Armurier, §2.5.1), :func:`can_accept_pape` (the blessing's
answers), :func:`pledges` (``_final_cards``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Final

from royaumes._logged import replace_at
from royaumes.games.deux_rois import scoring
from royaumes.games.deux_rois.core import Phase, printed_colour, seat_action
from royaumes.games.deux_rois.powers import POWERS, Power, register

if TYPE_CHECKING:
    from royaumes.games.deux_rois.core import Action
    from royaumes.games.deux_rois.rules import State

__all__ = [
    "after_action",
    "armurier_unable",
    "binding_overrides",
    "bindings",
    "can_accept_pape",
    "on_full_reveal",
    "pledges",
]

EMISSARIES: Final = (13, 14)
PRINCIPALS: Final = (1, 2, 26, 35)
"""The principal cards the Troubadour sings of (§2.10, card 10)."""
CAPITAINE_PRINCIPALS: Final = (1, 2, 35)
"""The cards the Capitaine may pledge to (§2.10, card 50)."""


# -- shared helpers --------------------------------------------------------------------------


def _windows(state: State, seat: int, power: Power) -> list[tuple[int, int]]:
    """``(partner, shown card)`` of each open window of ``seat`` from which ``power`` has
    not been used yet, whose card then still gives it, ascending by partner."""
    out = []
    for (user, partner), (shown, own, used) in state._shown.items():
        open_ = user == seat and (user, partner) in state._windows
        if open_ and power.id not in used and own in power.cards:
            out.append((partner, shown))
    return sorted(out)


def _offered(state: State, seat: int, partner: int) -> bool:
    """Whether ``seat`` has a pending offer (of any kind) to ``partner`` (§2.14.5)."""
    return any(f == seat and t == partner for f, t, _k in state._offers)


def _window_legal(
    power_id: str, condition: Callable[[State, int, int, int], bool]
) -> Callable[[State, int], list[Action]]:
    """A ``legal`` for a window power: ``power <id> S`` for each open window on S whose
    shown card meets ``condition(state, seat, partner, shown)``."""

    def legal(state: State, seat: int) -> list[Action]:
        power = POWERS[power_id]
        return [
            seat_action(f"power {power_id}", partner)
            for partner, shown in _windows(state, seat, power)
            if condition(state, seat, partner, shown)
        ]

    return legal


def _any(state: State, seat: int, partner: int, shown: int) -> bool:
    return True


def _no_offer(state: State, seat: int, partner: int, shown: int) -> bool:
    return not _offered(state, seat, partner)


def _set_statuses(state: State, card: int, statuses: frozenset[str]) -> None:
    state._cards = replace_at(state._cards, card, replace(state._cards[card], statuses=statuses))


def _spend(state: State, card: int, power_id: str) -> None:
    """Mark a 1/game power spent on ``card`` (for a power spent on another card too)."""
    cs = state._cards[card]
    state._cards = replace_at(state._cards, card, replace(cs, used=cs.used | {(power_id, 0)}))


def _pair(a: int, b: int) -> int:
    return 1 << a | 1 << b


# -- 31, 32: Négociateur, 1/game, an offer to swap cards -------------------------------------


def _negociateur_ok(state: State, seat: int, partner: int, shown: int) -> bool:
    return not any(f == seat and k == "negociateur" for f, _t, k in state._offers) and (
        not _offered(state, seat, partner)
    )


def _apply_negociateur(state: State, seat: int, action: Action) -> bool:
    """*Pacte d'alliance* (§2.10, 31/32): an offer to swap cards, told to both (§2.14.5).

    Not consumed by the offer (a refusal or a cancellation spends nothing); on
    acceptance the swap resets both cards' counters anyway (§2.7.2), so the new
    holder of 31/32 may use it again. DECISION: one pending swap offer at a time.
    """
    state._use_window(seat, action.arg, "negociateur")
    state._make_offer(seat, action.arg, "negociateur")
    return False


def _accept_negociateur(state: State, offerer: int, target: int, convert: bool) -> None:
    """The two players swap the cards they hold now (§2.14.5, §6 case 25)."""
    state._swap(offerer, target)


register(
    Power(
        "negociateur", (31, 32), Phase.NEGOTIATION, "game",
        _window_legal("negociateur", _negociateur_ok), _apply_negociateur,
        forms=(("power negociateur", "S"),), on_accept=_accept_negociateur,
    )
)  # fmt: skip


# -- 26: Pape, unlimited, an offer of blessing -----------------------------------------------


def _apply_pape(state: State, seat: int, action: Action) -> bool:
    """*Blessing* (§2.10, 26): an offer, one per window (§2.14.5), told to both."""
    state._use_window(seat, action.arg, "pape")
    state._make_offer(seat, action.arg, "pape")
    return True


def can_accept_pape(state: State, target: int, convert: bool) -> bool:
    """Whether ``target`` may answer a blessing with ``accept P`` (``convert`` False) or
    ``accept P convert`` (True) (§2.10, 26): a CONFIRMED card can only decline; cards 25
    and 43 already serve the Pope and are not offered ``convert``. From the target's own
    card, so from his view (§2.14.4).

    The core's legal actions offer ``accept P`` / ``accept P convert`` to a blessing
    only where this holds.
    """
    card = state._card[target]
    if "CONFIRMED" in state._cards[card].statuses:
        return False
    return not (convert and card in (25, 43))


def _accept_pape(state: State, pope: int, target: int, convert: bool) -> None:
    """The blessing acts on the target's card now (§2.14.5, §6 case 23): SUBJECT is
    removed; with ``convert`` the card becomes CONVERTED (irrevocable). The status changes
    are told to the target only (``status card C blessed`` when SUBJECT is removed,
    ``status card C converted``); the Pope knows the answer from ``accept P [convert]``
    and is not told the card (it may have changed hands, §6 case 23).

    DECISION: should the core not filter the answers (:func:`can_accept_pape`), an
    ``accept`` on a CONFIRMED card changes nothing, and ``convert`` on 25/43 blesses only.
    """
    card = state._card[target]
    statuses = state._cards[card].statuses
    if "CONFIRMED" in statuses:
        return
    if "SUBJECT" in statuses:
        _set_statuses(state, card, statuses - {"SUBJECT"})
        state._table("status", 1 << target, card=card, status="blessed")
    if convert and card not in (25, 43):
        state._add_status(card, "CONVERTED", 1 << target)


register(
    Power(
        "pape", (26,), Phase.NEGOTIATION, "",
        _window_legal("pape", _no_offer), _apply_pape,
        forms=(("power pape", "S"),), on_accept=_accept_pape,
    )
)  # fmt: skip


# -- 15: Maître d'Armes, unlimited, NEUTRALISED on card 6 -------------------------------------


def _shown_armurier(state: State, seat: int, partner: int, shown: int) -> bool:
    return shown == 6


def _apply_maitre(state: State, seat: int, action: Action) -> bool:
    """*Expertise martiale* (§2.10, 15): card 6 becomes NEUTRALISED wherever it is now
    (a card-named effect, §2.14.5), linked to the user's card (15; 25 for a Monk's copy),
    told to both (``status card 6 neutralised``). The holder of 6's pending full-share
    proposals are withdrawn, shown to their targets as cancellations (``cancel S``).
    DECISION: using it again on a card already NEUTRALISED tells both again and changes
    nothing else.
    """
    partner = action.arg
    _, own, _ = state._shown[(seat, partner)]
    state._use_window(seat, partner, "maitre_d_armes")
    statuses = state._cards[6].statuses
    if "NEUTRALISED" in statuses:
        state._table("status", _pair(seat, partner), card=6, status="neutralised")
        return True
    state._neutraliser = own
    state._add_status(6, "NEUTRALISED", _pair(seat, partner))
    holder = state._holder(6)
    if holder >= 0 and armurier_unable(state):
        withdrawn = sorted(t for f, t, k in state._offers if f == holder and k == "full_share")
        state._offers = frozenset(
            o for o in state._offers if not (o[0] == holder and o[2] == "full_share")
        )
        for t in withdrawn:
            state._log(holder, seat_action("cancel", t), _pair(holder, t), played=False)
    return True


def armurier_unable(state: State) -> bool:
    """Whether the holder of card 6 cannot take part in full-card reveals now: card 6 is
    NEUTRALISED and its holder is in the room of the holder of the linked card (15, or
    25 for a Monk's copy) (§2.10, 15; §2.5.1 "unable players").

    The core refuses full shares (proposals, acceptance) from this player and fails
    forced reveals on him with ``cannot_reveal`` (:meth:`State.unable_full`, §6 case 3).
    """
    if "NEUTRALISED" not in state._cards[6].statuses:
        return False
    link = state._neutraliser
    six, other = state._holder(6), state._holder(link)
    return six >= 0 and other >= 0 and state._room[six] == state._room[other] >= 0


def after_action(state: State) -> None:
    """Called on the fresh state after every action (§2.10, 15): under
    ``mda_duration=until_first_separation`` NEUTRALISED leaves card 6 for good the first
    time the holders of 6 and of the linked card are in different rooms (or either is
    out of play); the holder of 6 is told ``status card 6 free``. Under
    ``whenever_together`` the status stays and :func:`armurier_unable` applies it only
    while they are together.
    """
    if state._opts.mda_duration != "until_first_separation":
        return
    statuses = state._cards[6].statuses
    if "NEUTRALISED" not in statuses or armurier_unable(state):
        return
    _set_statuses(state, 6, statuses - {"NEUTRALISED"})
    holder = state._holder(6)
    if holder >= 0:
        state._table("status", 1 << holder, card=6, status="free")


register(
    Power(
        "maitre_d_armes", (15,), Phase.NEGOTIATION, "",
        _window_legal("maitre_d_armes", _shown_armurier), _apply_maitre,
        forms=(("power maitre_d_armes", "S"),),
    )
)  # fmt: skip


# -- 27, 28: Contrebandier, 1/round, moves the partner ---------------------------------------


def _not_emissary(state: State, seat: int, partner: int, shown: int) -> bool:
    return shown not in EMISSARIES  # he saw the immunity (§2.14.4)


def _apply_contrebandier(state: State, seat: int, action: Action) -> bool:
    """*Move* (§2.10, 27/28): the partner moves to the other room at once; everyone sees
    him leave and arrive, without the cause (§4.1). A partner now holding an Emissary
    proves his immunity and the power is not consumed (§2.5.1)."""
    target = action.arg
    state._use_window(seat, target, "contrebandier")
    if state._immune_to_powers(target):
        state._prove_immunity(target, seat)
        return False
    state._move(target, 1 - state._room[target])
    return True


register(
    Power(
        "contrebandier", (27, 28), Phase.NEGOTIATION, "round",
        _window_legal("contrebandier", _not_emissary), _apply_contrebandier,
        forms=(("power contrebandier", "S"),),
    )
)  # fmt: skip


# -- 36: Chancelier, 1/round, CONFIRMED on a subject ------------------------------------------


def _apply_chancelier(state: State, seat: int, action: Action) -> bool:
    """*Confirmation* (§2.10, 36): if the partner's current card is SUBJECT it becomes
    CONFIRMED; otherwise nothing happens and the power is not consumed (§6 case 27).
    Told to both by seat, ``confirmation S confirmed`` or ``confirmation S not_subject``
    (DECISION: by seat, not card, so the Chancellor does not learn of a hidden swap);
    the target is also told ``status card C confirmed``."""
    target = action.arg
    state._use_window(seat, target, "chancelier")
    card = state._card[target]
    if "SUBJECT" not in state._cards[card].statuses:
        state._table("confirmation", _pair(seat, target), seat=target, answer="not_subject")
        return False
    state._table("confirmation", _pair(seat, target), seat=target, answer="confirmed")
    state._add_status(card, "CONFIRMED", 1 << target)
    return True


register(
    Power(
        "chancelier", (36,), Phase.NEGOTIATION, "round",
        _window_legal("chancelier", _any), _apply_chancelier,
        forms=(("power chancelier", "S"),),
    )
)  # fmt: skip


# -- 11: Trésorier Ducal, 1/round, binds the partner's ballot ---------------------------------


def _tresorier_ok(state: State, seat: int, partner: int, shown: int) -> bool:
    if shown in EMISSARIES:
        return False  # he saw the immunity (§2.14.4)
    return state._opts.tresorier_target != "printed_not_red" or printed_colour(shown) != "red"


def _apply_tresorier(state: State, seat: int, action: Action) -> bool:
    """*Corruption* (§2.10, 11): the partner's ballot in this round's election is bound to
    copy the Trésorier's (§2.8), told to the two of them only (``bound S T``: S bound to
    T); under ``election_mode=standing_leader`` his pointer follows the Trésorier's for the
    round instead (the core reads :func:`binding_overrides` for both). An immune partner
    (a hidden Emissary now) proves it, not consumed (§2.5.1).
    Under ``tresorier_target=allegiance_not_norman`` a partner whose current card is
    NORMAN is not bound and the power is not consumed; both are told ``not_bound S``
    (DECISION). A later binding of the same player replaces the earlier one
    (``binding_conflict=latest``) or is void (``first``; DECISION: told and consumed
    as usual, so that neither binder learns of the other, §2.8 step 2)."""
    target = action.arg
    state._use_window(seat, target, "tresorier")
    if state._immune_to_powers(target):
        state._prove_immunity(target, seat)
        return False
    if state._opts.tresorier_target == "allegiance_not_norman" and _norman(state, target):
        state._table("not_bound", _pair(seat, target), seat=target)
        return False
    current = dict(bindings(state))
    if target not in current or state._opts.binding_conflict == "latest":
        current[target] = seat
    state._tresorier_bindings = (state._round, tuple(sorted(current.items())))
    standing = "yes" if state._opts.election_mode == "standing_leader" else None
    state._table("bound", _pair(seat, target), seat=target, binder=seat, standing=standing)
    return True


def _norman(state: State, seat: int) -> bool:
    final = state._final_cards()[seat]
    if final.number == 50:
        final = replace(final, pledge=pledges(state).get(50))
    return scoring.allegiance(final) == "NORMAN"


def bindings(state: State) -> dict[int, int]:
    """This round's Trésorier bindings: ``{bound seat: binder seat}`` (§2.8)."""
    rnd, pairs = state._tresorier_bindings
    return dict(pairs) if rnd == state._round else {}


def binding_overrides(state: State) -> dict[int, int]:
    """Read at the election's close (§2.8 step 2): ``{bound seat: seat whose ballot he
    casts}``. A binding holds only when both are electors of the same room at the close
    (§6 case 8); chains are followed (A bound to B, B bound to C: both copy C); the
    seats on a cycle vote their own ballots, and a seat leading into a cycle copies the
    first seat of the cycle it reaches. The core replaces each key's ballot by its
    value's ballot (an abstention copies as an abstention); bindings are never
    announced.
    """
    links = {
        a: b
        for a, b in bindings(state).items()
        if state._room[a] >= 0 and state._room[a] == state._room[b]
    }
    out: dict[int, int] = {}
    for seat in links:
        path = [seat]
        cur = links[seat]
        while cur in links and cur not in path:
            path.append(cur)
            cur = links[cur]
        if cur != seat:  # seat on a cycle votes his own ballot
            out[seat] = cur  # the chain's end, or the first seat of the cycle it reaches
    return out


register(
    Power(
        "tresorier", (11,), Phase.NEGOTIATION, "round",
        _window_legal("tresorier", _tresorier_ok), _apply_tresorier,
        forms=(("power tresorier", "S"),),
    )
)  # fmt: skip


# -- 41, 42: Diplomate Secret, 1/game, the treaty offer ---------------------------------------


def _treaty_ok(state: State, seat: int, partner: int, shown: int) -> bool:
    own = state._card[seat]
    return (
        {own, shown} == {41, 42}
        and not any(f == seat and k == "diplomate_secret" for f, _t, k in state._offers)
        and not _offered(state, seat, partner)
    )


def _apply_diplomate(state: State, seat: int, action: Action) -> bool:
    """*Proposition de traité* (§2.10, 41/42): an offer, told to both; a refusal or a
    cancellation spends nothing (so the offer itself does not consume)."""
    state._use_window(seat, action.arg, "diplomate_secret")
    state._make_offer(seat, action.arg, "diplomate_secret")
    return False


def _accept_diplomate(state: State, offerer: int, target: int, convert: bool) -> None:
    """Cards 41 and 42 both get TREATY_INITIATED wherever they are now, told to the two
    players (``status card 41 treaty_initiated``...), and the power is spent on both
    cards (§2.10, 41/42)."""
    for card in (41, 42):
        state._add_status(card, "TREATY_INITIATED", _pair(offerer, target))
        _spend(state, card, "diplomate_secret")


register(
    Power(
        "diplomate_secret", (41, 42), Phase.NEGOTIATION, "game",
        _window_legal("diplomate_secret", _treaty_ok), _apply_diplomate,
        forms=(("power diplomate_secret", "S"),), on_accept=_accept_diplomate,
    )
)  # fmt: skip


# -- 50: Capitaine Mercenaire, 1/game, the pledge -----------------------------------------


def _shown_principal(state: State, seat: int, partner: int, shown: int) -> bool:
    return shown in CAPITAINE_PRINCIPALS


def _apply_capitaine(state: State, seat: int, action: Action) -> bool:
    """*Contrat de service* (§2.10, 50): card 50 is pledged to the principal card the
    partner showed (a card-named effect, whoever holds it later), told to both
    (``status card 50 pledge P``). DECISION: a new holder of 50 (counters reset,
    §2.7.2) who pledges again replaces the pledge."""
    partner = action.arg
    shown, _, _ = state._shown[(seat, partner)]
    state._use_window(seat, partner, "capitaine")
    state._pledges = ((50, shown),)
    state._table("status_pledge", _pair(seat, partner), card=50, pledge=shown)
    return True


def pledges(state: State) -> dict[int, int]:
    """The pledges: ``{50: 1 | 2 | 35}`` once card 50 is pledged, else ``{}``.

    The core's ``_final_cards`` passes ``pledge=pledges(state).get(50)`` for card 50
    (``scoring.FinalCard.pledge``).
    """
    return dict(state._pledges)


register(
    Power(
        "capitaine", (50,), Phase.NEGOTIATION, "game",
        _window_legal("capitaine", _shown_principal), _apply_capitaine,
        forms=(("power capitaine", "S"),),
    )
)  # fmt: skip


# -- 10: Troubadour, 1/game, the song; banked points on full reveals ------------------------


def _shown_principal_t(state: State, seat: int, partner: int, shown: int) -> bool:
    return shown in PRINCIPALS


def _apply_troubadour(state: State, seat: int, action: Action) -> bool:
    """*Chanson de renommée* (§2.10, 10): everyone present in the Troubadour's room is
    told ``song T S card C``: seat S showed card C to the Troubadour T in that reveal
    (true when said, even if cards changed hands since). His room only."""
    partner = action.arg
    shown, _, _ = state._shown[(seat, partner)]
    state._use_window(seat, partner, "troubadour")
    room = state._room_mask(state._room[seat])
    state._table("song", room, seat=seat, partner=partner, card=shown)
    return True


register(
    Power(
        "troubadour", (10,), Phase.NEGOTIATION, "game",
        _window_legal("troubadour", _shown_principal_t), _apply_troubadour,
        forms=(("power troubadour", "S"),),
    )
)  # fmt: skip


def on_full_reveal(state: State, a: int, b: int) -> None:
    """Part of the pipeline's automatic effects (§2.6 step 2.6), called for each
    full-reveal pair (a, b) after the banked points and before the windows: treaty
    ratification. A full reveal between the holders of 41 and 1 sets RATIFIED on 41, of
    42 and 2 on 42, once the treaty is initiated (earlier reveals do not count); told to
    the two (``status card 41 ratified``). (The Troubadour's banked points are the
    core's ``_bank``.)
    """
    ca, cb = state._card[a], state._card[b]
    for diplomat, king in ((41, 1), (42, 2)):
        initiated = "TREATY_INITIATED" in state._cards[diplomat].statuses
        if {ca, cb} == {diplomat, king} and initiated:
            state._add_status(diplomat, "RATIFIED", _pair(a, b))
