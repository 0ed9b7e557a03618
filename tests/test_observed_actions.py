"""What a seat sees of another's action (``State.observed_action_id``, issue 19): the
games' claims, and the conformance kit catching a game that claims too much or too
little (a search would then let a seat see a face-down card, or blind it)."""

from __future__ import annotations

import random

import pytest

import royaumes
from royaumes import CHANCE, State
from royaumes.testing import ConformanceError, check_observed_action, random_step


def _first(game_id: str, num_players: int, kind: str, seed: int = 1) -> State:
    """The first state of a random game where the seat to move may take ``kind``."""
    game = royaumes.load(game_id)
    rng = random.Random(seed)
    state = game.new_state(num_players)
    while True:
        seat = state.to_move[0]
        if seat != CHANCE and any(str(a).startswith(kind) for a in state.legal_actions(seat)):
            return state
        state = random_step(state, rng)


def test_prince_noir_shows_a_group_s_castle_role_and_size_not_its_cards() -> None:
    state = _first("prince_noir", 2, "attack")
    seat = state.to_move[0]
    game = state.game
    seen: dict[tuple[str, int], set[int]] = {}
    for a in state.legal_actions(seat):
        _verb, castle, cards = str(a).split()
        observed = state.observed_action_id(seat, game.action_id(a), 1 - seat)
        assert observed < 0
        seen.setdefault((castle, len(cards.split("+"))), set()).add(observed)
        assert state.observed_action_id(seat, game.action_id(a), seat) == game.action_id(a)
    assert all(len(ids) == 1 for ids in seen.values())
    assert len({next(iter(ids)) for ids in seen.values()}) == len(seen)


def test_debarquement_hides_a_selection_until_the_last_one_reveals_them_all() -> None:
    state = _first("debarquement", 3, "choose")
    game = state.game
    first = state.to_move[0]
    ids = state.legal_action_ids(first)
    assert {state.observed_action_id(first, i, (first + 1) % 3) for i in ids} == {-1}
    state = state.apply_id(first, ids[0])
    second = next(s for s in state.to_move if s >= 0)
    state = state.apply_id(second, state.legal_action_ids(second)[0])
    last = next(s for s in state.to_move if s >= 0)
    ids = state.legal_action_ids(last)
    # The last selection reveals every card at once: the others see which it was.
    assert [state.observed_action_id(last, i, first) for i in ids] == list(ids)
    assert game.action_from_id(ids[0])


@pytest.mark.parametrize(
    ("claim", "message"),
    [(lambda self, seat, a, observer: a, "tells them apart"),
     (lambda self, seat, a, observer: -1, "merges them")],
)  # fmt: skip
def test_the_kit_catches_a_game_that_misstates_what_a_seat_sees(
    monkeypatch: pytest.MonkeyPatch, claim: object, message: str
) -> None:
    """Prince Noir's face-down groups claimed public (a search would let the opponent
    answer the cards it cannot see), or every action claimed hidden."""
    state = _first("prince_noir", 2, "attack")
    seat = state.to_move[0]
    monkeypatch.setattr(type(state), "observed_action_id", claim)
    chosen = state.legal_action_ids(seat)[0]
    caught = ""
    for seed in range(400):  # until the sibling drawn is a group of the same castle and size
        try:
            check_observed_action(state, seat, chosen, random.Random(seed))
        except ConformanceError as error:
            caught = str(error)
            break
    assert message in caught


@pytest.mark.parametrize(
    ("game_id", "num_players", "options"),
    [
        ("prince_noir", 2, {}),
        ("debarquement", 4, {}),
        ("debarquement", 3, {"neutral_choice": "predeclare"}),
        ("for_a_crown", 4, {"payment_visibility": "hidden"}),
        ("quatre_royaumes", 4, {"renounce_visibility": "face_down"}),
    ],
)
def test_what_a_seat_sees_does_not_depend_on_what_it_holds(
    game_id: str, num_players: int, options: dict[str, object]
) -> None:
    """A search keys each seat's tree by what the seat saw of the others' moves, on
    determinisations drawn from the searching seat's view, where the observer's own
    cards are drawn too: the observed id must be the same on every such state (else
    the trees would split on what the searching seat cannot know). Deux Rois is not
    here: what a seat sees there may depend on its own state (a proposal clears its
    readiness), and its search goes one decision deep, with one tree."""
    game = royaumes.load(game_id)
    rng = random.Random(5)
    state = game.new_state(num_players, options)
    checked = 0
    while not state.is_over:
        players = [s for s in state.to_move if s >= 0]
        # (Les 4 Royaumes' last trick of a round is scored at once: a renounce there is
        # observed through the view, with the observer's own score.)
        if players and "trick 8" not in state.fingerprint():
            seat = players[0]
            drawn = game.sample_state(state.view(seat), rng)
            for action_id in state.legal_action_ids(seat)[:12]:
                for observer in range(num_players):
                    if observer != seat:
                        assert drawn.observed_action_id(
                            seat, action_id, observer
                        ) == state.observed_action_id(seat, action_id, observer), (
                            state.fingerprint(),
                            game.action_from_id(action_id),
                            observer,
                        )
                        checked += 1
        state = random_step(state, rng)
    assert checked > 100
