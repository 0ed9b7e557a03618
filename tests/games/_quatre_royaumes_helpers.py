"""Scenario helpers for the Les 4 Royaumes tests.

Every state is built by applying chance outcomes explicitly (``mission K-H``,
``row 10D``, ``pairs 5-6 1-2 3-4``, ``leader P2``) and seat actions by name,
never by sampling (STYLE.md, "Tests": scenario tests build the state they
need). Names follow the spec's notation: places ``P0`` .. ``P4`` and ``V``.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence

import royaumes
from royaumes.game import CHANCE, Seat
from royaumes.game import State as BaseState
from royaumes.games.quatre_royaumes import GAME, Action, State, View, card_name, parse_card

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


# ---------------------------------------------------------------------------
# The reference sampler: the engine's former ``sample_state``, kept to check the
# direct sampler's distribution (tests/games/test_quatre_royaumes_sampling.py).


def replay_sample_state(view: View, rng: random.Random) -> State:
    """A state consistent with ``view`` by replaying its events through ``apply``.

    Each hidden mission is drawn uniformly from the missions the seat cannot
    place, each hidden renounce from the cards its owner could have renounced
    (a whole-round matching tried first), backtracking when a later known play or
    the final view rules a draw out. Its missions are uniform over the consistent
    worlds; its renounces are not (the matching and the depth-first search prefer
    some assignments), so renounces are checked against an exact enumeration.

    Raises:
        ConfigError: no consistent state exists.
    """
    start = GAME.new_state(view.num_players, view.options)
    events = view.events
    later_known_plays: list[dict[str, Counter[str]]] = []
    acc: dict[str, Counter[str]] = {}
    for e in reversed(events):
        if e.kind == "score":
            acc = {}  # hands are dealt anew each round: reserve within the round only
        later_known_plays.append({k: Counter(v) for k, v in acc.items()})
        if e.kind == "play" and not e.is_redacted:
            acc.setdefault(e.actor, Counter())[e.params["card"]] += 1
    later_known_plays.reverse()
    later_known_missions: list[set[str]] = []
    known: set[str] = set()
    for e in reversed(events):
        later_known_missions.append(set(known))
        if e.kind == "mission" and not e.is_redacted:
            known.add(e.params["mission"])
    later_known_missions.reverse()
    preferred = _plan_renounces(view, rng)
    budget = [20_000]

    def search(i: int, state: State) -> State | None:
        budget[0] -= 1
        if budget[0] < 0:
            return None
        while i < len(events) and events[i].actor in ("V", "table"):
            i += 1
        if i == len(events):
            return state if state.view(view.seat) == view else None
        e = events[i]
        seat = CHANCE if e.actor == "chance" else int(e.actor[1:])
        if not e.is_redacted:
            try:
                nxt = _apply(state, seat, e.text)
            except (royaumes.IllegalActionError, royaumes.InvalidActionError):
                return None
            return search(i + 1, nxt)
        candidates: list[Action]
        if seat == CHANCE:
            reserved = later_known_missions[i]
            candidates = [a for a, _ in state.chance_outcomes() if str(a)[8:] not in reserved]
        else:
            trick_cards = state.view(None).trick_cards
            led = _CARD_BY_NAME[trick_cards[0][1]] // 10 if trick_cards else -1
            reserved_plays = later_known_plays[i].get(e.actor, Counter())
            candidates = [
                a
                for a in state.legal_actions(seat)
                if a.arg // 10 != led and card_name(a.arg) not in reserved_plays
            ]
        rng.shuffle(candidates)
        # Try the card of a consistent whole-round assignment first: without
        # must_follow it never needs backtracking.
        candidates.sort(key=lambda a: a.arg != preferred.get(i, -1))
        for action in candidates:
            after = state.apply(seat, action)
            assert isinstance(after, State)
            found = search(i + 1, after)
            if found is not None:
                return found
        return None

    found = search(0, start)
    if found is None:
        raise royaumes.ConfigError("no quatre_royaumes state is consistent with this view")
    return found


def _pair_of(pair: str) -> list[int]:
    """The 8 cards of rank pair ``pair`` ("3-4"), sorted."""
    low = int(pair.split("-")[0])
    return sorted(parse_card(f"{rank}{suit}") for rank in (low, low + 1) for suit in "SCHD")


def _plan_renounces(view: View, rng: random.Random) -> dict[int, int]:
    """A random card for each hidden renounce of ``view.events``, consistent per round.

    For each seat and round, the hidden renounces must take distinct cards
    of that seat's rank pair that it did not play openly that round, each of
    another suit than its trick's led suit: a bipartite matching, found with
    augmenting paths (Kuhn) over shuffled orders.

    Returns:
        ``{event index: card}``; indices left out could not be matched.
    """
    num_places = len(view.places)
    slots: dict[tuple[str, int], list[tuple[int, int]]] = {}
    played: dict[tuple[str, int], set[int]] = {}
    round_no = scores = in_trick = 0
    led = -1
    for i, e in enumerate(view.events):
        if e.kind == "score":
            scores += 1
            round_no = scores // num_places
            in_trick = 0
            continue
        if e.kind != "play":
            continue
        if in_trick == 0 and not e.is_redacted:
            led = _CARD_BY_NAME[e.params["card"]] // 10
        key = (e.actor, round_no)
        if e.is_redacted:
            slots.setdefault(key, []).append((i, led))
        else:
            played.setdefault(key, set()).add(_CARD_BY_NAME[e.params["card"]])
        in_trick = (in_trick + 1) % num_places
    plan: dict[int, int] = {}
    for key, wanted in slots.items():
        pair = view.place(key[0]).pair
        if pair is None:
            continue
        free = [c for c in _pair_of(pair) if c not in played.get(key, ())]
        rng.shuffle(free)
        order = list(wanted)
        rng.shuffle(order)
        owner = _match_slots(order, free)
        plan.update({slot[0]: card for card, slot in owner.items()})
    return plan


def _match_slots(slots: list[tuple[int, int]], free: list[int]) -> dict[int, tuple[int, int]]:
    """A maximum matching of slots ``(event index, forbidden suit)`` to distinct cards."""
    owner: dict[int, tuple[int, int]] = {}

    def augment(slot: tuple[int, int], seen: set[int]) -> bool:
        for card in free:
            if card // 10 == slot[1] or card in seen:
                continue
            seen.add(card)
            if card not in owner or augment(owner[card], seen):
                owner[card] = slot
                return True
        return False

    for slot in slots:
        augment(slot, set())
    return owner


_CARD_BY_NAME = {card_name(c): c for c in range(40)}
