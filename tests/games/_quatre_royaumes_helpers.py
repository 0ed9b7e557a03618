"""Scenario helpers for the Les 4 Royaumes tests.

Every state is built by applying chance outcomes explicitly (``mission K-H``,
``row 10D``, ``pairs 5-6 1-2 3-4``, ``leader P2``) and seat actions by name,
never by sampling (STYLE.md, "Tests": scenario tests build the state they
need). Names follow the spec's notation: places ``P0`` .. ``P4`` and ``V``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from royaumes.game import CHANCE, Seat
from royaumes.game import State as BaseState
from royaumes.games.quatre_royaumes import GAME, State, View

SWEEP: str = "SSCCHHDD"
"""A leader's suits when it wins every trick: spades, clubs, hearts, diamonds."""

V_SWEEP_ROW: str = "9S 10S 9C 10C 9H 10H 9D 10D"
"""A row of V (9-10) in ``SWEEP`` order, so that V leads and wins every trick."""


def new(num_players: int, **options: object) -> State:
    """A new table with these options (the others at DEFAULT)."""
    return GAME.new_state(num_players, options)


def _apply(state: State, seat: Seat, text: str) -> State:
    after: BaseState = state.apply(seat, GAME.parse_action(text))
    assert isinstance(after, State)
    return after


def chance(state: State, *texts: str) -> State:
    """Apply chance outcomes by their canonical text, one after the other."""
    for text in texts:
        assert state.to_move == (CHANCE,), f"not a chance node before {text!r}: {state!r}"
        state = _apply(state, CHANCE, text)
    return state


def deal(state: State, missions: Sequence[str]) -> State:
    """Deal these missions in dealing order (P0, P1, ...; V, P0, P1 at 2 players)."""
    return chance(state, *(f"mission {m}" for m in missions))


def lay_row(state: State, row: str = V_SWEEP_ROW) -> State:
    """Lay V's row, card by card (``"10D 9S ..."``)."""
    return chance(state, *(f"row {card}" for card in row.split()))


def seat_of(name: str) -> Seat:
    """The engine seat of ``"P2"``."""
    assert name.startswith("P"), name
    return int(name[1:])


def play(state: State, name: str, card: str) -> State:
    """``name`` plays ``card``; checks that ``name`` is the seat to move."""
    seat = seat_of(name)
    assert state.to_move == (seat,), f"{name} is not to move: to_move={state.to_move}"
    return _apply(state, seat, f"play {card}")


def spectator(state: State) -> View:
    """The spectator's view."""
    return state.view(None)


def played(state: State) -> list[str]:
    """Every card play so far as the spectator reads it: ``["P0 play 1S", "V play 9S"]``."""
    return [str(e) for e in spectator(state).events if e.text.startswith("play ")]


def trick(state: State, text: str) -> State:
    """Play one trick written in play order, ``"P0 1S, P1 3C, V 9S"``.

    The seats' cards are played; V's are checked (the engine plays them).
    A renounce the spectator may not see (``play ?``) matches any card.
    """
    expected = [entry.split() for entry in text.split(",")]
    before = len(played(state))
    leading_v = 0
    while leading_v < len(expected) and expected[leading_v][0] == "V":
        leading_v += 1
    for name, card in expected:
        if name != "V":
            state = play(state, name, card)
    start = before - leading_v
    seen = played(state)[start : start + len(expected)]
    assert len(seen) == len(expected), (seen, text)
    for got, (name, card) in zip(seen, expected, strict=True):
        assert got in (f"{name} play {card}", f"{name} play ?"), (seen, text)
    return state


def tricks(state: State, *texts: str) -> State:
    """Play several tricks with :func:`trick`."""
    for text in texts:
        state = trick(state, text)
    return state


def play_suits(state: State, plans: Mapping[str, str], num_tricks: int = 8) -> State:
    """Play tricks by suit: in trick t, each seat plays its lowest card of ``plans[seat][t-1]``.

    ``plans`` maps each seat name to 8 suit letters, one per trick of the round
    (V plays by itself). Plays ``num_tricks`` tricks from the start of the round.
    """
    num_seats = spectator(state).num_players
    for _ in range(num_tricks * num_seats):
        (seat,) = state.to_move
        assert seat != CHANCE, "a chance node in the middle of the round"
        me = state.view(seat).me
        assert me is not None
        assert me.hand is not None
        suit = plans[f"P{seat}"][8 - len(me.hand)]
        card = next(c for c in me.hand if c.endswith(suit))
        state = play(state, f"P{seat}", card)
    return state


def v_sweep(state: State, missions: Sequence[str]) -> State:
    """2 players: deal (V first), lay V's row in sweep order; V wins all 8 tricks (shows D)."""
    state = lay_row(deal(state, missions), V_SWEEP_ROW)
    return play_suits(state, {"P0": "CCHHDDSS", "P1": "CCHHDDSS"})


def sweep(state: State, leader: str, suits: str = SWEEP) -> State:
    """Play a round in which ``leader`` leads ``suits`` and every other seat renounces.

    The leader wins all 8 tricks, so its visible card is of suit ``suits[-1]``
    and every other place wins no trick. At 2 players the leader must be V,
    with its row laid in ``suits`` order.
    """
    others = suits[2:] + suits[:2]
    names = [f"P{s}" for s in range(spectator(state).num_players)]
    return play_suits(state, {n: suits if n == leader else others for n in names})


TIE_BREAK_TWO_TRICKS = (
    # P0 wins tricks 1-3 (P1 renounces 3C 3H 3D into them); P1 wins 4-6.
    "P0 1S, P1 3C, P2 5C, P3 7C",
    "P0 2S, P1 3H, P2 6C, P3 8C",
    "P0 1C, P1 3D, P2 5H, P3 7H",
    "P0 2C, P1 4C, P2 6H, P3 8H",
    "P1 3S, P2 5D, P3 7D, P0 1H",
    "P1 4H, P2 6D, P3 8D, P0 1D",
    "P1 4S, P2 5S, P3 7S, P0 2H",  # P3
    "P3 8S, P0 2D, P1 4D, P2 6S",  # P2
)
TIE_BREAK_TWO_MISSIONS = ["K-C", "K-H", "K-D", "Q-H"]


def tie_break_two_game(**options: object) -> State:
    """4 players, one round: P0 and P1 tie on +2 and 3 tricks; only tie-break 2 separates them.

    Ranks in P0's tricks: 1 3 5 7 / 2 3 6 8 / 1 3 5 7, groups 3 2 2 2 1 1 1 (the 3
    from P1's renounces). In P1's tricks: 2 4 6 8 / 3 5 7 1 / 4 6 8 1, groups
    2 2 2 2 1 1 1 1. Counting only each winner's own cards would tie them.
    """
    state = deal(new(4, max_rounds=1, **options), TIE_BREAK_TWO_MISSIONS)
    state = tricks(state, *TIE_BREAK_TWO_TRICKS)
    assert state.is_over
    return state


E7_MISSIONS = ["K-S", "Q-H", "Q-S"]
E7_TRICKS = (
    # 3 players: P2 wins only trick 2, which P1 led with 3C; P0 wins tricks 3-8.
    "P0 1S, P1 3S, P2 5H",  # P1
    "P1 3C, P2 5C, P0 1H",  # P2
    "P2 5S, P0 2S, P1 4H",  # P0, who leads the rest; P1 and P2 renounce
    "P0 1C, P1 3D, P2 5D",
    "P0 2C, P1 4D, P2 6D",
    "P0 2H, P1 4C, P2 6S",
    "P0 1D, P1 3H, P2 6C",
    "P0 2D, P1 4S, P2 6H",
)
"""E7's round: last tricks won P0 2D, P1 3S, P2 5C; last cards played P0 2D, P1 4S, P2 6H."""
