"""Scenario helpers for the Le Roi des Nains tests.

Every state is built by applying chance outcomes explicitly (``dealer P0``,
``tile Q01``, ``special M1``, then one ``deal <card>`` per card in dealing
order) and seat actions by their canonical text, never by sampling
(STYLE.md, "Tests": scenario tests build the state they need). Names follow
the spec's notation (``shared/rules/roi_des_nains.md`` §11): seats ``P0`` ..
``P4``, cards ``B7``, ``GJ``, ``R11a``, ``M4``.

Hands are given per seat as a string of card codes (``"B8 B10 G2 R3"``) or a
list of codes. A seat whose hand is given with fewer cards than a deal gives
is filled up with the cards nobody was given, in catalogue order (blue 2..A,
green, red, then the special card), seats in order; the fill never depends on
a seed. A test that depends on a seat's whole hand (a void, say) gives it in
full.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from royaumes.errors import ConfigError, IllegalActionError, InvalidActionError
from royaumes.game import CHANCE, Seat
from royaumes.game import State as BaseState
from royaumes.games.roi_des_nains import GAME, Phase, State, View, catalogue

Hands = Mapping[int, str | Sequence[str]]
"""Hands per seat: ``{0: "B8 B10 G2", 1: ["B1", "B9"]}``."""


def new(num_players: int, **options: object) -> State:
    """A new table with these options (the others at DEFAULT)."""
    return GAME.new_state(num_players, options)


def apply(state: State, seat: Seat, text: str) -> State:
    """Apply the action with canonical text ``text`` for ``seat``."""
    after: BaseState = state.apply(seat, GAME.parse_action(text))
    assert isinstance(after, State)
    return after


def chance(state: State, *texts: str) -> State:
    """Apply chance outcomes by their canonical text, one after the other."""
    for text in texts:
        assert state.to_move == (CHANCE,), f"not a chance node before {text!r}: {state!r}"
        state = apply(state, CHANCE, text)
    return state


def spectator(state: State) -> View:
    """The spectator's view."""
    return state.view(None)


def seat_of(name: str) -> Seat:
    """The engine seat of ``"P2"``."""
    assert name.startswith("P"), name
    return int(name[1:])


def codes(cards: str | Iterable[str]) -> list[str]:
    """``"B8 B10"`` or ``["B8", "B10"]`` as a list of codes."""
    return cards.split() if isinstance(cards, str) else list(cards)


def deck(num_players: int, special: str) -> list[str]:
    """The deal's cards in catalogue order: the base cards (no G2 at 3 players), the special."""
    cat = catalogue()
    base = [c.code for c in cat.cards if c.special is None]
    if num_players == 3:
        base.remove("G2")
    return [*base, special]


def full_hands(num_players: int, special: str, hands: Hands) -> list[list[str]]:
    """Every seat's hand: the given cards, then the fill (see the module docstring)."""
    cards = deck(num_players, special)
    size = len(cards) // num_players
    out = [codes(hands.get(p, ())) for p in range(num_players)]
    given = [c for hand in out for c in hand]
    assert len(given) == len(set(given)), f"a card is given twice: {given}"
    unknown = set(given) - set(cards)
    assert not unknown, f"not in this deal: {sorted(unknown)}"
    rest = [c for c in cards if c not in set(given)]
    for hand in out:
        assert len(hand) <= size, f"more than {size} cards: {hand}"
        while len(hand) < size:
            hand.append(rest.pop(0))
    assert not rest
    return out


def rotated_fill(num_players: int, special: str, rotation: int) -> dict[int, list[str]]:
    """The fill of an empty hand list, seat ``p`` getting seat ``p + rotation``'s fill."""
    full = full_hands(num_players, special, {})
    return {p: full[(p + rotation) % num_players] for p in range(num_players)}


def deal_hands(state: State, hands: Hands) -> State:
    """Deal these hands card by card in dealing order (§3.3 step 2).

    Dealing starts with the dealer's left neighbour (the next seat
    clockwise) and goes round one card at a time. The state must be at the
    first ``deal`` chance node of a deal, right after ``special <card>``.
    """
    view = spectator(state)
    assert view.phase is Phase.DEAL, view.phase
    assert view.dealer is not None
    special = next(
        e.text.split()[1] for e in reversed(view.events) if e.text.startswith("special ")
    )
    n = view.num_players
    full = full_hands(n, special, hands)
    for round_ in range(len(full[0])):
        for k in range(1, n + 1):
            seat = (view.dealer + k) % n
            state = chance(state, f"deal {full[seat][round_]}")
    return state


def start(
    num_players: int,
    hands: Hands,
    special: str,
    *,
    tile: str = "Q01",
    face: str | None = None,
    next_tile: str | None = None,
    dealer: int = 0,
    **options: object,
) -> State:
    """A table at the first lead of deal 1: dealer, tiles, special card, hands, quest.

    Args:
        num_players: 3 to 5.
        hands: the hands (see the module docstring).
        special: the deal's special card ("M1").
        tile: the stack's top tile, which the blue-5 holder takes.
        face: the face the blue-5 holder chooses; face A of ``tile`` if ``None``.
        next_tile: the tile that then comes into view on top of the stack
            (Q02, or Q03 when ``tile`` is Q02).
        dealer: the first dealer (a chance outcome under ``first_dealer=random``).
        **options: the table's options.
    """
    return start_with(options, num_players, hands, special, tile, face, next_tile, dealer)


def start_with(
    options: Mapping[str, object],
    num_players: int,
    hands: Hands,
    special: str,
    tile: str = "Q01",
    face: str | None = None,
    next_tile: str | None = None,
    dealer: int = 0,
) -> State:
    """:func:`start` with the options as a mapping."""
    state = deal_start(num_players, hands, special, tile=tile, dealer=dealer, **options)
    if next_tile is None:
        next_tile = "Q03" if tile == "Q02" else "Q02"
    state = take_tile(state, tile, next_tile)
    return choose(state, face or f"{tile}A")


def deal_start(
    num_players: int,
    hands: Hands,
    special: str,
    *,
    tile: str = "Q01",
    dealer: int = 0,
    **options: object,
) -> State:
    """A table right after deal 1's last card is dealt (before any tile node that follows)."""
    state = GAME.new_state(num_players, options)
    if spectator(state).phase is Phase.DEALER:
        state = chance(state, f"dealer P{dealer}")
    assert spectator(state).dealer == dealer
    if spectator(state).phase is Phase.TOP_TILE:
        state = chance(state, f"tile {tile}")
    state = chance(state, f"special {special}")
    return deal_hands(state, hands)


def take_tile(state: State, tile: str, next_tile: str = "Q02") -> State:
    """Through the tile nodes after the deal: the hidden draw or the new stack top."""
    phase = spectator(state).phase
    if phase is Phase.QUEST_TILE:
        state = chance(state, f"tile {tile}")
        phase = spectator(state).phase
    if phase is Phase.TOP_TILE:
        state = chance(state, f"tile {next_tile}")
    assert spectator(state).phase is Phase.QUEST, spectator(state).phase
    return state


def choose(state: State, face: str) -> State:
    """The blue-5 holder chooses ``face``."""
    (seat,) = state.to_move
    return apply(state, seat, f"quest {face}")


def next_deal(
    state: State, hands: Hands, special: str, *, tile: str | None = None, next_tile: str = ""
) -> State:
    """From a finished deal to the first lead of the next one.

    ``tile``: the tile a hidden or extra-deal draw shows (``None`` when the
    stack's public top is taken); ``next_tile``: the new top of the stack
    (``""`` when none comes into view). The face chosen is left to the test.
    """
    state = chance(state, f"special {special}")
    state = deal_hands(state, hands)
    if tile is not None:
        state = chance(state, f"tile {tile}")
    if next_tile:
        state = chance(state, f"tile {next_tile}")
    assert spectator(state).phase is Phase.QUEST, spectator(state).phase
    return state


def play(state: State, name: str, card: str) -> State:
    """``name`` plays ``card`` (``"M4 G"`` for the Wizard naming green)."""
    seat = seat_of(name)
    assert state.to_move == (seat,), f"{name} is not to move: to_move={state.to_move}"
    return apply(state, seat, f"play {card}")


def act(state: State, name: str, text: str) -> State:
    """``name`` takes a decision (``"swap P2"``, ``"banner left"``, ``"spy P3"``)."""
    seat = seat_of(name)
    assert state.to_move == (seat,), f"{name} is not to move: to_move={state.to_move}"
    return apply(state, seat, text)


def trick(state: State, text: str) -> State:
    """Play one trick written in play order: ``"P0 RK, P1 R8, P2 M4 G, P3 RA"``."""
    for entry in text.split(","):
        name, card = entry.split(maxsplit=1)
        state = play(state, name, card)
    return state


def tricks(state: State, *texts: str) -> State:
    """Play several tricks with :func:`trick`."""
    for text in texts:
        state = trick(state, text)
    return state


def last_winner(state: State) -> int:
    """The seat the table's last ``win`` line names (the winner of the last trick)."""
    line = next(e.text for e in reversed(spectator(state).events) if e.text.startswith("win "))
    return int(line.split()[1][1:])


def legal(state: State) -> list[str]:
    """The texts of the legal actions of the seat to move."""
    (seat,) = state.to_move
    return [str(a) for a in state.legal_actions(seat)]


def hand(state: State, seat: Seat) -> list[str]:
    """``seat``'s hand, as its own view shows it."""
    cards = state.view(seat).hand
    assert cards is not None
    return list(cards)


def play_out(state: State, keep: Iterable[str] = ()) -> State:
    """Play on with a fixed policy until the next chance node or the end of the game.

    Each seat takes its first legal action in action-id order (lowest blue,
    then green, then red, special cards last), except that the cards in
    ``keep`` are played only when nothing else is legal. Decisions take
    their first option.
    """
    kept = set(keep)
    while state.to_move and state.to_move != (CHANCE,):
        (seat,) = state.to_move
        options = [str(a) for a in state.legal_actions(seat)]
        preferred = [t for t in options if not (t.startswith("play ") and t.split()[1] in kept)]
        state = apply(state, seat, (preferred or options)[0])
    return state


def played_by(view: View, name: str) -> list[str]:
    """The cards ``name`` played, as ``view`` reads them, in order."""
    return [
        e.text.split()[1] for e in view.events if e.actor == name and e.text.startswith("play ")
    ]


# ---------------------------------------------------------------------------
# Example 10 (spec §10): a complete 5-player deal, special = Scout.

EXAMPLE_10_HANDS: dict[int, str] = {
    0: "B8 B10 G2 R3 R5 R7 RJ RK",
    1: "B1 B9 BA GJ GQ GA R8 R10",
    2: "B2 B4 B7 BQ G3 G5 G9 GK",
    3: "B6 BJ BK G4 R2 R6 R9 RA",
    4: "B3 B5 G6 G7 G8 G10 R4 RQ",
}
EXAMPLE_10_TRICKS = (
    "P0 RK, P1 R8, P2 B2, P3 RA, P4 R4",
    "P3 R9, P4 RQ, P0 R3, P1 R10, P2 G3",
    "P4 G10, P0 G2, P1 GJ, P2 GK, P3 G4",
    "P2 BQ, P3 BK, P4 B3, P0 B8, P1 B1",
    "P3 R6, P4 B5, P0 R7, P1 B9, P2 B4",
    "P0 RJ, P1 GQ, P2 G5, P3 R2, P4 G6",
    "P0 R5, P1 BA, P2 B7, P3 B6, P4 G7",
    "P0 B10, P1 GA, P2 G9, P3 BJ, P4 G8",
)


def example_10(face: str = "Q01A", **options: object) -> State:
    """Example 10 played through: dealer P0, Scout, P4 takes ``face``'s tile; one deal."""
    tile = face[:3]
    state = start_with({"quests_per_game": 1, **options}, 5, EXAMPLE_10_HANDS, "B1", tile, face)
    return tricks(state, *EXAMPLE_10_TRICKS)


# ---------------------------------------------------------------------------
# A 3-player deal that one seat sweeps (used for the tie-break examples).

SWEEP_HAND = "R5 R6 R7 R8 R9 R10 RJ RQ RK RA BQ BK BA"
"""The top 10 reds and 3 blues: the holder leads every trick and wins it."""


def sweep_deal_hands(sweeper: int, special_holder: int, special: str) -> dict[int, list[str]]:
    """The hands of :func:`sweep_hands` with the special card named."""
    out: dict[int, list[str]] = {sweeper: codes(SWEEP_HAND)}
    if special_holder != sweeper:
        out[special_holder] = [special]
    return out


# ---------------------------------------------------------------------------
# Worked examples of spec §10 and other exact positions. Every layout below
# gives all 40 cards (4 players, 10 each) unless it says otherwise; P0 holds
# the red 5 and so leads trick 1.

EXAMPLE_1_HANDS: dict[int, str] = {
    0: "R5 G7 B5 B2 B3 B4 B6 B7 B8 G3",
    1: "G2 GK B10 BJ BQ BK BA R2 R3 R4",
    2: "RA B9 R6 R7 R8 R9 R10 RJ RQ RK",  # no green
    3: "GJ G4 G5 G6 G8 G9 G10 GQ GA G1",
}
"""Example 1 (special: the Musician, a green 1 that P3 never needs to play)."""

EXAMPLE_2_HANDS: dict[int, str] = {
    0: "R5 R10 B2 B3 B4 B5 B6 B7 B8 B9",
    1: "R11a R2 R3 R4 G2 G3 G4 G5 G6 G7",
    2: "R9 RJ RQ RK RA R6 R7 R8 G8 G9",
    3: "BA B10 BJ BQ BK G10 GJ GQ GK GA",  # no red
}
"""Example 2 (special: the Shaman, held by P1)."""

EXAMPLE_3_HANDS: dict[int, str] = {
    0: "R5 B9 B3 B5 B6 B7 B8 G2 G3 G4",
    1: "BK B10 BJ BQ G5 G6 G7 G8 G9 G10",
    2: "B4 M1 R2 R3 R4 R6 R7 R8 R9 R10",  # B4 is P2's only blue card
    3: "B2 BA GJ GQ GK GA RJ RQ RK RA",
}
"""Example 3 (special: the Clone, held by P2)."""

CLONE_AFTER_OFF_SUIT_HANDS: dict[int, str] = {
    0: "R5 B9 B3 B5 B6 B7 B8 BK B10 BJ",
    1: "RK G2 G3 G4 G5 G6 G7 G8 G9 G10",  # no blue
    2: "B4 M1 R2 R3 R4 R6 R7 R8 R9 R10",
    3: "B2 BQ BA GJ GQ GK GA RJ RQ RA",
}
"""§9.5 second sentence: led B9, then RK from a player void in blue; P2 holds B4 and the Clone."""

EXAMPLE_4_HANDS: dict[int, str] = {
    0: "R5 G4 G2 G3 G7 B2 B3 B4 B6 B7",
    1: "RK R2 R3 R4 R6 R7 R8 B8 B9 B10",  # no green
    2: "M1 B5 BJ BQ BK BA R9 R10 RJ RQ",  # no green
    3: "G6 G5 G8 G9 G10 GJ GQ GK GA RA",
}
"""Example 4 (special: the Clone, held by P2)."""

EXAMPLE_4_VARIANT_HANDS: dict[int, str] = {
    0: "R5 G4 G2 BA G7 B2 B3 B4 B6 B7",
    1: "RK R2 R3 R4 R6 R7 R8 B8 B9 B10",
    2: "M1 B5 BJ BQ BK G3 R9 R10 RJ RQ",  # G3 and the Clone
    3: "G6 G5 G8 G9 G10 GJ GQ GK GA RA",
}
"""Example 4's legality variant: P2 holds G3 and the Clone."""

EXAMPLE_5_HANDS: dict[int, str] = {
    0: "R5 G4 G2 B2 B3 B4 B5 B6 B7 B8",
    1: "GQ G8 G5 G9 B9 B10 BJ BQ BK BA",
    2: "G6 G3 M2 R2 R3 R4 R6 R7 R8 R9",  # after trick 1, G3 is P2's only green
    3: "G7 G10 GK GJ GA R10 RJ RQ RK RA",
}
"""Example 5 (special: the Mummy, held by P2)."""

EXAMPLE_6_HANDS: dict[int, str] = {
    0: "R5 GA G2 G3 B2 B3 B4 B5 B6 B7",
    1: "GK G4 G5 G6 G7 B8 B9 B10 BJ BQ",
    2: "B1 BK BA R2 R3 R4 R6 R7 R8 R9",  # no green
    3: "GJ G8 G9 G10 GQ R10 RJ RQ RK RA",
}
"""Example 6 (special: the Scout, held by P2)."""

EXAMPLE_7_HANDS: dict[int, str] = {
    0: "BA B5 B10 R4 GA G5 G9 R6 RK R5",
    1: "B2 BK BQ R2 G4 G6 G10 R7 R10 BJ",
    2: "B3 B6 B8 R11a G2 GK G8 R8 RJ RQ",
    3: "B4 B7 B9 R3 G3 G7 GQ RA R9 GJ",
}
EXAMPLE_7_TRICKS = (
    "P0 BA, P1 B2, P2 B3, P3 B4",  # P0
    "P0 B5, P1 BK, P2 B6, P3 B7",  # P1
    "P1 BQ, P2 B8, P3 B9, P0 B10",  # P1
    "P1 R2, P2 R11a, P3 R3, P0 R4",  # P2, with the Shaman
    "P2 G2, P3 G3, P0 GA, P1 G4",  # P0
    "P0 G5, P1 G6, P2 GK, P3 G7",  # P2 (wins G5)
    "P2 G8, P3 GQ, P0 G9, P1 G10",  # P3
    "P3 RA, P0 R6, P1 R7, P2 R8",  # P3
    "P3 R9, P0 RK, P1 R10, P2 RJ",  # P0
    "P0 R5, P1 BJ, P2 RQ, P3 GJ",  # P2
)
"""Example 7's deal: tricks won P0 {1, 5, 9}, P1 {2, 3}, P2 {4, 6, 10}, P3 {7, 8}.

The Shaman is in trick 4, won by P2. P0 holds both the blue and the red 5.
"""


def example_7(face: str = "Q02A", **options: object) -> State:
    """Example 7's deal played through (dealer P0, Shaman); ``face``'s tile is taken."""
    state = start_with(options, 4, EXAMPLE_7_HANDS, "R11a", face[:3], face)
    return tricks(state, *EXAMPLE_7_TRICKS)


EXAMPLE_8_HANDS: dict[int, str] = {
    0: "BA BK GA G6 R6 RK R5 GQ",
    1: "B2 B6 G2 GK RA R7 G10 G1",
    2: "B3 B7 G3 G7 R2 R8 RQ B10",
    3: "B4 B8 G4 G8 R3 R9 RJ BQ",
    4: "B5 B9 G5 G9 R4 R10 GJ BJ",
}
EXAMPLE_8_TRICKS = (
    "P0 BA, P1 B2, P2 B3, P3 B4, P4 B5",  # P0
    "P0 BK, P1 B6, P2 B7, P3 B8, P4 B9",  # P0
    "P0 GA, P1 G2, P2 G3, P3 G4, P4 G5",  # P0 (wins G5)
    "P0 G6, P1 GK, P2 G7, P3 G8, P4 G9",  # P1
    "P1 RA, P2 R2, P3 R3, P4 R4, P0 R6",  # P1
    "P1 R7, P2 R8, P3 R9, P4 R10, P0 RK",  # P0
    "P0 R5, P1 G10, P2 RQ, P3 RJ, P4 GJ",  # P2
    "P2 B10, P3 BQ, P4 BJ, P0 GQ, P1 G1",  # P3, with the Musician
)
"""Example 8's deal (5 players, special: the Musician, in trick 8).

Tricks won P0 {1, 2, 3, 6}, P1 {4, 5}, P2 {7}, P3 {8}, P4 none. P4 holds the blue 5.
"""


def example_8(face: str = "Q03A", **options: object) -> State:
    """Example 8's deal played through (dealer P0, Musician); ``face``'s tile is taken."""
    state = start_with(options, 5, EXAMPLE_8_HANDS, "G1", face[:3], face)
    return tricks(state, *EXAMPLE_8_TRICKS)


def magic_lead_hands(special: str) -> dict[int, str]:
    """P0 (red 5) holds ``special`` (a Magic card) with low cards; P1..P3 hold every suit."""
    return {
        0: f"R5 {special} B2 B3 G2 G3 R2 R3 B4 G4",
        1: "B5 B6 B7 BK G5 G6 G7 R4 R6 R7",
        2: "B8 B9 B10 G8 G9 G10 R8 R9 R10 RJ",
        3: "BJ BQ BA GJ GQ GK GA RQ RK RA",
    }


MUMMY_FOLLOWER_HANDS: dict[int, str] = {
    0: "R5 R2 R3 R4 G2 G3 G4 G5 G6 G7",
    1: "R8 B2 B3 B4 B5 B6 B7 B8 B10 BJ",
    2: "R6 B9 M2 G8 G9 G10 GJ GQ GK GA",  # B9 and the Mummy
    3: "R7 BQ BK BA R9 R10 RJ RQ RK RA",
}
"""§9.8: trick 1 "P0 R5, P1 R8, P2 R6, P3 R7" is won by R8; P1 then leads blue."""

MUMMY_VOID_HANDS: dict[int, str] = {
    0: "R5 R2 R3 R4 G2 G3 G4 G5 G6 G7",
    1: "R8 B2 B3 B4 B5 B6 B7 B8 B10 BJ",
    2: "R6 B9 BQ BK BA G8 G9 G10 GJ GQ",
    3: "R7 M2 GK GA R9 R10 RJ RQ RK RA",  # no blue, and the Mummy
}
"""§9.8: as ``MUMMY_FOLLOWER_HANDS`` but the Mummy is with P3, who holds no blue."""

MUMMY_ACE_HANDS: dict[int, str | list[str]] = {
    0: "R5 GA G8",  # and the fill: B5 B6 B7 B8 B9 B10 BJ
    1: "M2 G2 G3 G4 B2 B3 B4 R2 R3 R4",  # the lowest cards: P1 can win no other trick
}
"""§9.21: trick 1 "P0 GA, P1 G2, P2 G5, P3 GK"; in trick 2 P1's Mummy is a green Ace.

The fill gives P2 BQ BK BA G5 G6 G7 G9 G10 GJ GQ and P3 GK R6 .. RA.
"""

DRAGON_HANDS: dict[int, str] = {
    0: "R5 B4 B2 B3 G2 G3 G4 R2 R3 R4",
    1: "B8 M3 B5 B6 G5 G6 G7 R6 R7 R8",
    2: "BA B7 B9 B10 G8 G9 G10 R9 R10 RJ",
    3: "BJ BQ BK GJ GQ GK GA RQ RK RA",
}
"""§9.9: P0 leads B4; P1 holds B8 (and B5, B6) and the Dragon; P2 holds BA."""

SCOUT_WINS_HANDS: dict[int, str] = {
    0: "R5 B1 BA BK BQ BJ B10 B9 B8 B7",
    1: "B2 B3 GA G2 G3 G4 G5 G6 G7 G8",
    2: "B4 B5 RA R2 R3 R4 R6 R7 R8 R9",
    3: "B6 GK G9 G10 GJ GQ R10 RJ RQ RK",
}
SCOUT_WINS_TRICKS = (
    "P0 BA, P1 B2, P2 B4, P3 B6",
    "P0 BK, P1 B3, P2 B5, P3 GK",  # P3 is out of blue
    "P0 B1, P1 GA, P2 RA, P3 GQ",  # nobody has blue: the Scout wins
)
"""§9.13: P0 draws the others' blue cards, then leads the Scout and wins with it."""

DRUID_HANDS: dict[int, str] = {
    0: "R5 BA BK BQ BJ G2 R6 R7 R8 R9",
    1: "B2 B3 B4 G11a R2 G4 G5 G6 R10 RJ",
    2: "B5 B6 B7 G3 R3 G7 G8 G9 RQ RK",
    3: "B8 B9 B10 GA R4 G10 GJ GQ GK RA",
}
DRUID_TRICKS = (
    "P0 BA, P1 B2, P2 B5, P3 B8",
    "P0 BK, P1 B3, P2 B6, P3 B9",
    "P0 BQ, P1 B4, P2 B7, P3 B10",
    "P0 BJ, P1 R2, P2 R3, P3 R4",
    "P0 G2, P1 G11a, P2 G3, P3 GA",  # P3 wins; P1 played the Druid
)
"""§9.14: P0 wins tricks 1-4, the Druid (P1) is in trick 5, which P3 wins.

After trick 5 each seat holds 5 cards: P0 R5 R6 R7 R8 R9, P1 G4 G5 G6 R10 RJ,
P2 G7 G8 G9 RQ RK, P3 G10 GJ GQ GK RA. P2 held the blue 5 (and chose the
quest), P0 the red 5.
"""

BANNER_HANDS: dict[int, str] = {
    0: "R5 B2 B5 B6 B7 G2 G3 G4 R2 R3",
    1: "B11a B8 B9 G5 G6 G7 R4 R6 R7 R8",
    2: "B3 B10 BJ G8 G9 G10 R9 R10 RJ RQ",
    3: "B4 BQ BK BA GJ GQ GK GA RK RA",
}
"""The Standard Bearer (P1, blue 11) wins trick 1 "P0 B2, P1 B11a, P2 B3, P3 B4"."""

NINJA_HANDS: dict[int, str] = {
    0: "R5 R2 B2 B3 B4 B5 G2 G3 G4 G5",
    1: "R11b R6 R7 B6 B7 B8 G6 G7 G8 G9",
    2: "R3 R8 R9 B9 B10 BJ G10 GJ GQ GK",
    3: "R4 R10 RJ RQ RK RA BQ BK BA GA",
}
NINJA_TRICK = "P0 R5, P1 R11b, P2 R3, P3 R4"
"""The Goblin Ninja (P1, red 11) wins trick 1; P1 then looks at a hand."""

TRAITOR_HANDS: dict[int, str] = {
    0: "R5 B7 B3 B4 B5 B6 G2 G3 G4 G5",
    1: "R1 R2 R3 R4 R6 R7 G6 G7 G8 G9",  # no blue
    2: "B2 B8 B9 B10 G10 GJ R8 R9 R10 RJ",
    3: "BA BJ BQ BK GQ GK GA RQ RK RA",
}
"""The Goblin Traitor (red 1) with P1, who holds no blue."""

BLACK_KNIGHT_HANDS: dict[int, str] = {
    0: "R5 G2 B2 B3 B4 B5 R2 R3 R4 R6",
    1: "B11b B6 B7 R7 R8 R9 R10 RJ RQ RK",  # no green
    2: "GA BQ G3 G4 G5 G6 G7 G8 B8 B9",
    3: "B10 BJ BK BA G9 G10 GJ GQ GK RA",
}
"""The Black Knight (blue 11) with P1, who holds no green but some blue."""


def green_11_hands(special: str) -> dict[int, str]:
    """P1 holds ``special`` (a green 11: Druid or Dwarf Goldsmith) for trick 1 "P0 G2 ..."."""
    return {
        0: "R5 G2 B2 B3 B4 B5 R2 R3 R4 R6",
        1: f"{special} G4 G5 B6 B7 R7 R8 R9 R10 RJ",
        2: "G3 GA G6 G7 B8 B9 B10 RQ RK RA",
        3: "G8 G9 G10 GJ GQ GK BJ BQ BK BA",
    }


WIZARD_HANDS: dict[int, str] = {
    0: "R5 B9 B2 B3 B4 G2 G4 R2 R3 R4",
    1: "M4 B5 B6 G5 G6 G7 R6 R7 R8 R9",  # holds blue, and the Wizard
    2: "BA B7 B8 B10 BJ BQ BK G8 G9 R10",
    3: "G3 G10 GJ GQ GK GA RJ RQ RK RA",  # no blue
}
"""The Wizard with P1 for trick 1 "P0 B9, P1 M4 <suit>, P2 BA, P3 G3"."""

TROLL_HANDS: dict[int, str] = {
    0: "R5 G5 B2 B3 B4 B5 R2 R3 R4 R6",
    1: "M5 B6 B7 B8 R7 R8 R9 R10 RJ RQ",  # no green
    2: "GA G3 G4 G6 G7 B9 B10 BJ RK RA",
    3: "G2 G8 G9 G10 GJ GQ GK BQ BK BA",
}
TROLL_TRICK = "P0 G5, P1 M5, P2 GA, P3 G2"
"""Trick 1 holds the green 5 and the Troll; GA (P2) wins it and P2 hands it to P3."""

MUSICIAN_HANDS: dict[int, str] = {
    0: "R5 G2 B2 B3 B4 B5 B6 R2 R3 R4",  # G2 is P0's only green
    1: "G1 G5 B7 B8 B9 R6 R7 R8 R9 R10",
    2: "GA G4 G6 G7 B10 BJ BQ RJ RQ RK",
    3: "G3 G8 G9 G10 GJ GQ GK BK BA RA",
}
MUSICIAN_TRICKS = (
    "P0 G2, P1 G1, P2 GA, P3 G3",  # P2 wins the Musician's trick
    "P2 G4, P3 G8, P0 B2, P1 G5",  # P3 wins the green 5 (held by P1)
)
"""The Musician's trick goes to P2; the green 5 (P1's) is won later by P3."""


# ---------------------------------------------------------------------------
# 3 players: a deal that one seat sweeps (Example 11, tie-break options).

SWEEP_HAND = "R5 R6 R7 R8 R9 R10 RJ RQ RK RA BQ BK BA"
"""The top 10 reds and 3 blues: its holder leads trick 1 and every trick, and wins them all."""


def sweep_hands(sweeper: int, special_holder: int, special: str) -> dict[int, list[str]]:
    """3 players: ``sweeper`` holds ``SWEEP_HAND``, ``special_holder`` the special card.

    The fill gives the others B2..BJ, every green card and R2 R3 R4, so
    nobody can beat the sweeper. For a special card that cannot change that
    (the Musician, the Druid, the Standard Bearer), :func:`play_out` makes
    the sweeper win all 13 tricks, and the special card is played last.
    """
    out = {sweeper: codes(SWEEP_HAND)}
    if special_holder != sweeper:
        out[special_holder] = [special]
    return out


def sweep(state: State, face: str, special: str, *, tile: str | None = None) -> State:
    """3 players: the next deal is dealt with P0 sweeping, ``face`` chosen, then played out.

    ``tile``: the tile drawn at the quest choice (an extra deal's draw).
    """
    state = next_deal(state, sweep_hands(0, 1, special), special, tile=tile)
    return play_out(choose(state, face))


_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
_BASE = [f"{s}{r}" for s in "BGR" for r in _RANKS]


def deal_4p(
    hands: Mapping[int, list[str]], special: str, tile: str = "Q07", **options: object
) -> State:
    """A 4-player deal 1 (dealer P0) with these cards in these hands (the rest filled in
    suit order), the stack's top tile ``tile``, before the Quest."""
    given = [c for h in hands.values() for c in h]
    rest = [c for c in [*_BASE, special] if c not in given]
    full = {p: list(hands.get(p, [])) for p in range(4)}
    for p in range(4):
        while len(full[p]) < 10:
            full[p].append(rest.pop(0))
    assert not rest, f"cards no hand holds: {rest}"
    state = GAME.new_state(4, {"first_dealer": "0", **options})
    for text in (f"tile {tile}", f"special {special}"):
        state = state.apply(CHANCE, GAME.parse_action(text))
    for k in range(10):
        for p in (1, 2, 3, 0):
            state = state.apply(CHANCE, GAME.parse_action(f"deal {full[p][k]}"))
    while state.to_move == (CHANCE,):  # the next top tile of the stack
        state = state.apply(CHANCE, state.chance_outcomes()[0][0])
    return state


def play_all(state: State, actions: list[str]) -> State:
    """Each action text in turn, by the (one) seat to move."""
    for text in actions:
        state = state.apply(state.to_move[0], GAME.parse_action(text))
    return state


# ---------------------------------------------------------------------------
# The reference sampler: the former ``GAME.sample_state``, which fills every hidden
# ``deal ?`` line and replays the view's actions through ``apply`` (kept to check the
# direct sampler's distribution against; tests/games/test_roi_des_nains_sampling.py).


@dataclass
class _DealKnowledge:
    """What one seat's view tells about one deal's hands."""

    special: int
    slots: dict[Seat, list[int]] = field(default_factory=dict)  # hidden deal events
    dealt: dict[Seat, int] = field(default_factory=dict)  # cards dealt so far, per hand
    known: dict[Seat, set[int]] = field(default_factory=dict)  # per original hand
    forbidden: dict[Seat, set[int]] = field(default_factory=dict)
    perm: list[Seat] = field(default_factory=list)  # seat -> original hand it holds


def reference_sample_state(view: View, rng: random.Random) -> State:
    """A state consistent with ``view`` by the replay sampler (the reference).

    The unseen cards are shuffled, then matched to the hands' free places by
    augmenting paths (Kuhn), and the view's actions replayed. With no void to
    respect, the first matching is the shuffle dealt out in order: uniform over
    the consistent deals. With voids, the augmenting paths favour some deals over
    others, so it is not uniform (the sampling test compares with an exact
    enumeration there).

    Raises:
        ConfigError: no consistent state was found.
    """
    for _attempt in range(20):
        texts = _fill_hidden_deals(view, rng)
        if texts is None:
            break
        state: BaseState = GAME.new_state(view.num_players, view.options)
        try:
            for event, text in zip(view.events, texts, strict=True):
                if event.actor == "table":
                    continue
                seat = CHANCE if event.actor == "chance" else int(event.actor[1:])
                state = state.apply(seat, GAME.parse_action(text))
        except (IllegalActionError, InvalidActionError):
            continue
        if state.view(view.seat) == view:
            assert isinstance(state, State)
            return state
    raise ConfigError("no roi_des_nains state is consistent with this view")


def _fill_hidden_deals(view: View, rng: random.Random) -> list[str] | None:
    """The view's event texts with every ``deal ?`` replaced by a consistent card.

    Returns ``None`` when no assignment exists.
    """
    cat = catalogue()
    n = view.num_players
    base = [c.id for c in cat.cards if c.special is None]
    if n == 3:
        base = [c for c in base if c not in cat.removed_at_3_players]
    texts = [e.text for e in view.events]
    deals: list[_DealKnowledge] = []
    for i, e in enumerate(view.events):
        kind, p = e.kind, e.params
        if kind == "special":
            deals.append(_DealKnowledge(cat.by_code[p["card"]], perm=list(range(n))))
            continue
        if not deals:
            continue
        d = deals[-1]
        if kind == "deal":
            to = int(e.to[1:])
            d.dealt[to] = d.dealt.get(to, 0) + 1
            if p["card"] is None:
                d.slots.setdefault(to, []).append(i)
            else:
                d.known.setdefault(to, set()).add(cat.by_code[p["card"]])
        elif kind in ("play", "wizard"):
            seat = int(e.actor[1:])
            d.known.setdefault(d.perm[seat], set()).add(cat.by_code[p["card"]])
        elif kind == "swap":
            a, b = int(e.actor[1:]), p["seat"]
            d.perm[a], d.perm[b] = d.perm[b], d.perm[a]
        elif kind == "banner":
            step = 1 if p["direction"] == "left" else -1
            d.perm = [d.perm[(q - step) % n] for q in range(n)]
        elif kind == "show":
            d.known.setdefault(d.perm[p["seat"]], set()).add(cat.by_code[p["card"]])
        elif kind == "void":
            hand = d.perm[p["seat"]]
            d.forbidden.setdefault(hand, set()).add("BGR".index(p["suit"]))
        elif kind in ("hand", "receive") and p["cards"] is not None:
            holder = p["seat"] if kind == "hand" else int(e.to[1:])
            d.known.setdefault(d.perm[holder], set()).update(cat.by_code[w] for w in p["cards"])
    for d in deals:
        deck = set(base) | {d.special}
        pool = sorted(deck - set().union(*d.known.values()))
        rng.shuffle(pool)
        places: list[tuple[Seat, frozenset[int]]] = []
        for hand, dealt in d.dealt.items():
            need = dealt - len(d.known.get(hand, ()))
            places.extend([(hand, frozenset(d.forbidden.get(hand, ())))] * need)
        if len(places) > len(pool):
            return None
        owner = _match_cards(places, pool)
        if len(owner) < len(places):
            return None
        extra: dict[Seat, list[int]] = {}
        for card, place in owner.items():
            extra.setdefault(places[place][0], []).append(card)
        for hand, slots in d.slots.items():
            seen_dealt = {
                cat.by_code[e.params["card"]]
                for j, e in enumerate(view.events)
                if e.to == f"P{hand}"
                and e.kind == "deal"
                and e.params["card"] is not None
                and j in range(slots[0], slots[-1] + 1)
            }
            cards = sorted((d.known.get(hand, set()) | set(extra.get(hand, ()))) - seen_dealt)
            rng.shuffle(cards)
            if len(cards) != len(slots):
                return None
            for j, card in zip(slots, cards, strict=True):
                texts[j] = "deal " + cat.cards[card].code
    return texts


def _match_cards(places: list[tuple[Seat, frozenset[int]]], pool: list[int]) -> dict[int, int]:
    """A maximum matching of cards to free places in hands (Kuhn's augmenting paths)."""
    suits = {c: catalogue().cards[c].suit for c in pool}
    owner: dict[int, int] = {}

    def augment(place: int, seen: set[int]) -> bool:
        forbidden = places[place][1]
        for card in pool:
            if card in seen or suits[card] in forbidden:
                continue
            seen.add(card)
            if card not in owner or augment(owner[card], seen):
                owner[card] = place
                return True
        return False

    for place in range(len(places)):
        augment(place, set())
    return owner
