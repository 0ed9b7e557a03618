"""What the tensor tests of every game (``test_encoding_<game>.py``) check alike: random
games to step through, both tensors of a view well formed, no leak under resampling,
a seat's decision points told apart, and the layout named in the encoding's docstring.

What only one game checks stays in its own file.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence

import numpy as np
import numpy.typing as npt
import pytest

from royaumes.encoding import Encoding, TensorKind
from royaumes.game import CHANCE, Game, Seat, State, View
from royaumes.match import draw_outcome

FloatArray = npt.NDArray[np.float32]

KINDS: tuple[TensorKind, ...] = ("information_state", "observation")
"""Both tensors, the information state first."""

Mover = Callable[[State, random.Random], Seat]
"""Who acts next in a random game: ``CHANCE`` for a chance step, else a seat (or HOST)."""

Chance = Callable[[State, random.Random], int]
"""The dense action id of a chance step's outcome."""


# -- random games --------------------------------------------------------------------------


def first_mover(state: State, rng: random.Random) -> Seat:
    """The first seat to move (``CHANCE`` at a chance node); draws nothing from ``rng``."""
    return state.to_move[0]


def draw_chance(state: State, rng: random.Random) -> int:
    """A chance outcome by its odds: :func:`royaumes.match.draw_outcome` on one
    ``rng.random()``."""
    return draw_outcome(state.chance_outcome_ids(), rng.random())


def random_states(
    game: Game,
    num_players: int,
    options: Mapping[str, object],
    seed: int,
    *,
    mover: Mover = first_mover,
    chance: Chance = draw_chance,
) -> Iterator[State]:
    """Every state of one random game, the first included, to its end: ``mover`` picks who
    acts, ``chance`` the outcome of a chance step, and any other seat plays one of its
    legal actions uniformly; all draws come from ``random.Random(seed)``."""
    rng = random.Random(seed)
    state = game.new_state(num_players, options)
    yield state
    while not state.is_over:
        seat = mover(state, rng)
        action = chance(state, rng) if seat == CHANCE else rng.choice(state.legal_action_ids(seat))
        state = state.apply_id(seat, action)
        yield state


# -- one position --------------------------------------------------------------------------


def check_tensor(
    enc: Encoding,
    kind: TensorKind,
    tensor: FloatArray,
    *,
    low: float | None = None,
    high: float | None = None,
) -> None:
    """``tensor`` is a well-formed ``kind`` tensor of ``enc``: ``float32`` of the
    encoding's shape, finite, ending where the documented layout's last segment does;
    and within [``low``, ``high``] where they are given."""
    assert tensor.dtype == np.float32, (kind, tensor.dtype)
    assert tensor.shape == enc.shape(kind), (kind, tensor.shape, enc.shape(kind))
    assert np.isfinite(tensor).all(), kind
    name, offset, shape = enc.describe(kind)[-1]
    assert offset + int(np.prod(shape)) == tensor.shape[0], (kind, name, offset, shape)
    if low is not None:
        assert tensor.min() >= low, (kind, float(tensor.min()))
    if high is not None:
        assert tensor.max() <= high, (kind, float(tensor.max()))


def checked_tensors(
    enc: Encoding, view: View, *, low: float | None = None, high: float | None = None
) -> dict[TensorKind, FloatArray]:
    """Both tensors of ``view`` by kind, each passed through :func:`check_tensor`."""
    tensors = {kind: enc.tensor(kind, view) for kind in KINDS}
    for kind, tensor in tensors.items():
        check_tensor(enc, kind, tensor, low=low, high=high)
    return tensors


def check_no_leak(
    game: Game,
    enc: Encoding,
    view: View,
    rng: random.Random,
    *,
    samples: int = 1,
    tensors: Mapping[TensorKind, FloatArray] | None = None,
    where: object = "",
) -> list[State]:
    """Worlds that ``view``'s seat cannot tell apart from its own (``samples`` draws of
    ``game.sample_state(view, rng)``) give that seat the same tensors of both kinds.

    Args:
        tensors: ``view``'s own tensors, when the caller has them already.
        where: named in a failure's message (a seed, a step...).

    Returns:
        The sampled states, for a caller to tell whether they differed from the game.
    """
    seat = view.seat
    own = tensors if tensors is not None else {kind: enc.tensor(kind, view) for kind in KINDS}
    worlds = []
    for _ in range(samples):
        world = game.sample_state(view, rng)
        other = world.view(seat)
        for kind in KINDS:
            again = enc.tensor(kind, other)
            assert np.array_equal(again, own[kind]), (
                f"seat {seat}'s {kind} tells a resampled world from the game {where}: segments"
                f" {_differing_segments(enc, kind, again, own[kind])} differ"
            )
        worlds.append(world)
    return worlds


def _differing_segments(
    enc: Encoding, kind: TensorKind, one: FloatArray, other: FloatArray
) -> list[str]:
    """The names of the segments where two ``kind`` tensors differ (for a failure)."""
    spans = [
        (name, slice(offset, offset + int(np.prod(shape))))
        for name, offset, shape in enc.describe(kind)
    ]
    return [name for name, span in spans if not np.array_equal(one[span], other[span])]


# -- along a game --------------------------------------------------------------------------


def first_mover_information_states(
    enc: Encoding, states: Iterable[State]
) -> dict[Seat, list[FloatArray]]:
    """Each seat's information state at every state where it is the first to move (its
    decision points, where one seat moves at a time), in order."""
    seen: dict[Seat, list[FloatArray]] = {seat: [] for seat in range(enc.num_players)}
    for state in states:
        seat = state.to_move[0] if state.to_move else CHANCE
        if seat >= 0:
            seen[seat].append(enc.information_state_tensor(state.view(seat)))
    return seen


def check_successive_differ(
    seen: Mapping[Seat, Sequence[FloatArray]], *, at_least: int = 0
) -> None:
    """For every seat, each of its information states in ``seen`` (at its successive
    decision points) differs from the one before; each seat has ``at_least`` of them."""
    for seat, tensors in seen.items():
        assert len(tensors) >= at_least, (seat, len(tensors))
        for k, (before, after) in enumerate(itertools.pairwise(tensors)):
            assert not np.array_equal(before, after), f"seat {seat}: decisions {k}, {k + 1}"


def check_perfect_recall(enc: Encoding, states: Iterable[State], where: object = "") -> None:
    """Perfect recall along one game (``states`` in order), for every seat: a step that
    changes the seat's view changes its information state, and no decision point of
    the seat (a state where it is to move) repeats the information state of an earlier
    one."""
    n = enc.num_players
    seen: list[dict[bytes, int]] = [{} for _ in range(n)]
    last_view: list[View | None] = [None] * n
    last_info: list[FloatArray] = [np.zeros(0, dtype=np.float32)] * n
    for step, state in enumerate(states):
        for seat in range(n):
            view = state.view(seat)
            info = enc.information_state_tensor(view)
            before = last_view[seat]
            if before is not None and view != before:
                assert not np.array_equal(info, last_info[seat]), (
                    f"seat {seat}'s view changed at step {step}, its information state did not"
                    f" {where}"
                )
            last_view[seat], last_info[seat] = view, info
            if seat in state.to_move:
                key = info.tobytes()
                assert key not in seen[seat], (
                    f"seat {seat} decides at step {step} on the information state of step"
                    f" {seen[seat].get(key)} {where}"
                )
                seen[seat][key] = step


def check_views_refused(enc: Encoding, other: View | None = None) -> None:
    """``enc`` refuses a spectator's view (it has no seat) and, when given, ``other``,
    another game's view: a ``ValueError`` that names the seat, or the other game."""
    with pytest.raises(ValueError, match="seat"):
        enc.observation_tensor(enc.game.new_state(enc.num_players).view(None))
    if other is not None:
        with pytest.raises(ValueError, match=other.game_id):
            enc.information_state_tensor(other)


# -- the layout ----------------------------------------------------------------------------


def check_layout_documented(enc: Encoding, doc: str, *, prefix: str = "") -> None:
    """Both tensors are the sum of their segments; every segment is named in ``doc``
    (between double backquotes, less ``prefix``); and the information state begins
    with the observation's segments, the same shapes at the same offsets, each named
    with ``prefix`` before its observation name."""
    for kind in KINDS:
        segments = enc.describe(kind)
        size = sum(int(np.prod(shape)) for _, _, shape in segments)
        assert enc.shape(kind) == (size,), (kind, enc.shape(kind), size)
        for name, _, _ in segments:
            assert f"``{name.removeprefix(prefix)}``" in doc, name
    observation = enc.describe("observation")
    expected = [(prefix + name, offset, shape) for name, offset, shape in observation]
    assert enc.describe("information_state")[: len(observation)] == expected, (
        "the information state does not begin with the observation's segments"
    )


# -- hand-checked positions ----------------------------------------------------------------


def apply_text(state: State, seat: Seat, text: str) -> State:
    """``state`` after ``seat`` plays the action written ``text``."""
    return state.apply(seat, state.game.parse_action(text))


def apply_in_turn(state: State, *texts: str) -> State:
    """``state`` after the actions written ``texts``, each by the first seat to move."""
    for text in texts:
        state = apply_text(state, state.to_move[0], text)
    return state


def assert_close(actual: FloatArray, expected: object) -> None:
    """``actual`` is ``expected`` (array-like) to 1e-6."""
    np.testing.assert_allclose(actual, np.asarray(expected, dtype=np.float64), atol=1e-6)
