"""For a Crown's ``sample_state`` (a direct constraint solve) against exact posteriors.

The target is the posterior of the hidden world given a seat's view: each chance
outcome weighs its probability (a blind draw, an added Event, and also each public
outcome whose odds depend on the hidden cards, such as a Reveal turning over a card
a family owns twice), the seats' choices (hidden payment splits) weigh nothing.

The reference replay sampler (``replay_sample`` in ``_for_a_crown_helpers``, the
engine's sampler before issue 18) is biased: its depth-first search tries the
outcomes as distinct actions, uniformly (a card with two copies is not twice as
likely), and tries the cards the view later turns over first (a forced card lands
in the first of a family's draws). So the distributions are compared with an
**exact enumeration** of the consistent worlds instead (:func:`exact`); the
reference sampler is checked for its support only. Every draw is seeded, so the
test is deterministic; the bound on each world's frequency is 4.5 standard errors.
"""

from __future__ import annotations

import math
import random
from collections import Counter, defaultdict

from royaumes.game import CHANCE
from royaumes.games.for_a_crown import GAME, Phase, State, View
from royaumes.games.for_a_crown.rules import _PAYMENTS, ActionKind
from royaumes.testing import check_info_set

from ._for_a_crown_helpers import at_phase, auto, chance, recruits, replay_sample, setup

_DRAWS = 2000


def exact(view: View) -> dict[tuple[int, ...], float]:
    """The posterior over the hidden actions' ids (in history order), by enumerating
    every way to fill the view's redacted lines and weighing each world by the
    probability of all its chance outcomes; a world is kept when it gives the seat
    exactly ``view``."""
    lines = [e for e in view.events if e.actor != "table"]
    out: dict[tuple[int, ...], float] = defaultdict(float)

    def walk(state: State, i: int, weight: float, hidden: tuple[int, ...]) -> None:
        if i == len(lines):
            if state.view(view.seat) == view:
                out[hidden] += weight
            return
        line = lines[i]
        seat = CHANCE if line.actor == "chance" else int(line.actor[1:])
        if line.is_redacted:
            if seat == CHANCE:
                options = list(state.chance_outcome_ids())
            else:
                total = line.params["total"]
                options = [
                    (a, 1.0)
                    for a in state.legal_action_ids(seat)
                    if sum(_PAYMENTS[GAME.action_from_id(a).arg]) == total
                ]
            for aid, p in options:
                walk(state.apply_id(seat, aid), i + 1, weight * p, (*hidden, aid))
            return
        aid = GAME.action_id(GAME.parse_action(line.text))
        if seat == CHANCE:
            p = dict(state.chance_outcome_ids()).get(aid, 0.0)
        else:
            p = 1.0 if aid in state.legal_action_ids(seat) else 0.0
        if p:
            walk(state.apply_id(seat, aid), i + 1, weight * p, hidden)

    walk(GAME.new_state(view.num_players, view.options), 0, 1.0, ())
    total = sum(out.values())
    return {world: w / total for world, w in out.items()}


def hidden_of(state: State, view: View) -> tuple[int, ...]:
    """The ids of ``state``'s actions behind the view's redacted lines."""
    lines = [e for e in view.events if e.actor != "table"]
    history = state.history()
    assert len(history) == len(lines)
    return tuple(
        GAME.action_id(a) for (_, a), e in zip(history, lines, strict=True) if e.is_redacted
    )


def assert_matches_exact(state: State, seat: int, seed: int) -> dict[tuple[int, ...], float]:
    """The direct sampler's frequencies of each hidden world are its exact posterior
    probabilities, within 4.5 standard errors over ``_DRAWS`` seeded draws."""
    view = state.view(seat)
    target = exact(view)
    rng = random.Random(seed)
    seen = Counter(hidden_of(GAME.sample_state(view, rng), view) for _ in range(_DRAWS))
    assert set(seen) <= set(target), "a sampled world is not consistent with the view"
    for world, p in target.items():
        freq = seen[world] / _DRAWS
        assert abs(freq - p) <= 4.5 * math.sqrt(p * (1 - p) / _DRAWS) + 1e-9, (world, freq, p)
    return target


def _one_blind_draw(payments: str = "public") -> State:
    """Round 1, 3 families: P1 takes the L2 deck's top card blind (drawn L2-03)."""
    state = recruits(setup(3, payment_visibility=payments), "L1-RB", "2 deck")
    if state.view(None).phase is Phase.PAY:
        state = state.apply(1, GAME.parse_action("pay 1c2r"))
    return chance(state, "draw L2-03")


def test_a_blind_draw_follows_the_decks_copies() -> None:
    """Seven L2 ids are left in the deck, L2-01 twice: it is drawn 2 times in 8."""
    target = assert_matches_exact(_one_blind_draw(), seat=0, seed=1)
    assert len(target) == 7
    assert max(target.values()) == 2 / 8


def test_a_card_turned_over_is_one_of_its_owners_draws_in_either_draw() -> None:
    """P1 drew two L2 cards blind; the Reveal turns L2-03 of P1 over first: one draw is
    L2-03 (either one, evenly), the other any card left, by its copies."""
    state = recruits(
        setup(3), "L1-RB", "2 deck", "draw L2-03", "L1-HD", "L1-RB", "2 deck", "draw L2-08"
    )
    state = chance(recruits(state, "L1-CM"), "reveal L2-03 P1")
    target = assert_matches_exact(state, seat=2, seed=2)
    l2_03 = GAME.action_id(GAME.parse_action("draw L2-03"))
    first = sum(p for world, p in target.items() if world[0] == l2_03)
    assert len(target) == 12
    assert math.isclose(first, 0.5)


def test_a_card_owned_twice_is_likelier_once_turned_over() -> None:
    """P1 owns the face-up L2-01 and draws one L2 card blind (7 left, one an L2-01); the
    Reveal turns an L2-01 of P1 over: owning both copies made that twice as likely, so
    the draw is the other L2-01 with probability 2/8 (posterior), not the deck's 1/7."""
    flips = ("L2-01", "L2-06", "L3-07", "L3-04", "L4-03", "L4-07", "L5-01", "L5-05")
    state = recruits(
        setup(3, flips=flips), "L1-RB", "L2-01", "L1-HD", "flip L2-02", "L1-RB", "2 deck",
        "draw L2-05", "L1-CM",
    )  # fmt: skip
    state = chance(state, "reveal L2-01 P1")
    target = assert_matches_exact(state, seat=0, seed=3)
    other = GAME.action_id(GAME.parse_action("draw L2-01"))
    assert math.isclose(target[(other,)], 2 / 8)


def test_hidden_payment_splits_are_uniform_among_the_consistent_ones() -> None:
    """Under hidden payments P1 paid 3 with 4 Coins and 10 Rubies: its 4 splits and
    its blind draw are hidden from P0, independently."""
    state = _one_blind_draw("hidden")
    target = assert_matches_exact(state, seat=0, seed=4)
    assert len(target) == 4 * 7


def test_the_added_event_is_any_event_of_the_stack() -> None:
    """After round 1 the added Event (E5 here) is unseen: any of E3..E7, evenly."""
    state = recruits(setup(3), "L1-RB", "L1-HD", "L1-CM", "L1-RB", "L1-HD", "L1-CM")
    state = chance(auto(state, at_phase(Phase.EVENT)), "event E5")
    view = state.view(1)
    rng = random.Random(5)
    seen = Counter(hidden_of(GAME.sample_state(view, rng), view) for _ in range(_DRAWS))
    assert len(seen) == 5
    for count in seen.values():
        assert abs(count / _DRAWS - 0.2) <= 4.5 * math.sqrt(0.2 * 0.8 / _DRAWS)


def test_the_reference_replay_sampler_stays_within_the_consistent_worlds() -> None:
    """The reference sampler (the replay) finds only worlds the enumeration finds, and
    every sample of both samplers is a genuine position with the seat's view."""
    state = _one_blind_draw("hidden")
    view = state.view(2)
    target = exact(view)
    rng = random.Random(6)
    for _ in range(40):
        sample = replay_sample(view, rng)
        assert sample.view(2) == view
        assert hidden_of(sample, view) in target
    for seat in (None, 0, 1, 2):
        check_info_set(state, seat, rng, deep=True)


def test_a_sample_is_built_on_the_integer_path_with_its_history() -> None:
    """The sample carries its full history: the JSON round trip gives it back."""
    state = _one_blind_draw()
    sample = GAME.sample_state(state.view(0), random.Random(7))
    assert GAME.state_from_json(sample.to_json()) == sample
    assert sample.num_actions == state.num_actions
    draws = [a for _, a in sample.history() if a.kind is ActionKind.DRAW]
    assert len(draws) == 1
