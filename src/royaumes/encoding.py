"""Tensors for learning: a seat's view as fixed-shape arrays (issue 20).

Each game has an encoding in ``royaumes.games.<id>.encoding``: a subclass of
:class:`Encoding` for one (game, player count, options), with two flat ``float32``
tensors built from a seat's view only, never from the state:

- the **information state** (perfect recall: what the seat has seen since the game
  began, as far as it can still matter under the rules: each game's docstring says
  what it keeps), and
- the **observation** (the facts of the position now: the seat's own cards, the
  table, the scores, whose turn).

Both are laid out in named segments (:class:`Layout`): ``encoding.describe(kind)``
lists them with their offsets and shapes, which is the documented layout. Seats are
written relative to the viewer (segment index 0 is the viewer, 1 the next seat
clockwise...), so one policy can play any seat. A mask over the game's dense action
ids (``0 .. spec.num_distinct_actions - 1``) says which are legal.

numpy is used here and in the games' encodings only (the ``[rl]`` extra).

>>> import royaumes
>>> from royaumes.encoding import encoding
>>> enc = encoding("quatre_royaumes", 4)
>>> state = royaumes.load("quatre_royaumes").new_state(4)
>>> enc.observation_tensor(state.view(0)).shape == enc.observation_shape
True
"""

from __future__ import annotations

import abc
import importlib
from collections.abc import Iterable, Mapping
from typing import ClassVar, Literal

import numpy as np
import numpy.typing as npt

from royaumes.errors import ConfigError
from royaumes.game import Game, OptionValue, View
from royaumes.registry import load

__all__ = ["Encoding", "Layout", "Tensor", "TensorKind", "encoding"]

TensorKind = Literal["information_state", "observation"]
"""Which of a game's two tensors."""

FloatArray = npt.NDArray[np.float32]


class Layout:
    """Named segments of one flat tensor, in the order they were added.

    >>> layout = Layout()
    >>> layout.add("hand", 40)
    >>> layout.add("scores", 4)
    >>> layout.size, layout.describe()
    (44, [('hand', 0, (40,)), ('scores', 40, (4,))])
    """

    def __init__(self) -> None:
        self._segments: dict[str, tuple[int, tuple[int, ...]]] = {}
        self._spans: dict[str, tuple[int, int, tuple[int, ...]]] = {}
        self.size = 0
        """The tensor's length (the sum of the segments' sizes)."""

    def add(self, name: str, *shape: int) -> None:
        """Append a segment of ``shape`` (row-major; at least one dimension).

        Raises:
            ValueError: the name is taken, or a dimension is not positive.
        """
        if name in self._segments:
            raise ValueError(f"segment {name!r} added twice")
        if not shape or any(d <= 0 for d in shape):
            raise ValueError(f"segment {name!r}: bad shape {shape}")
        size = int(np.prod(shape))
        self._segments[name] = (self.size, shape)
        self._spans[name] = (self.size, self.size + size, shape)
        self.size += size

    def describe(self) -> list[tuple[str, int, tuple[int, ...]]]:
        """Every segment as ``(name, offset, shape)``, in order."""
        return [(name, offset, shape) for name, (offset, shape) in self._segments.items()]

    def new(self) -> Tensor:
        """A zeroed tensor of this layout to write into."""
        return Tensor(self)

    def slot(self, name: str) -> tuple[int, tuple[int, ...]]:
        """The segment's offset and shape.

        Raises:
            KeyError: no such segment.
        """
        return self._segments[name]


class Tensor:
    """A flat ``float32`` array written by segment: ``t["hand"]`` is a view of the
    segment in its shape (writes go to the array); ``t.array`` is the whole."""

    __slots__ = ("array", "layout")

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.array: FloatArray = np.zeros(layout.size, dtype=np.float32)

    def __getitem__(self, name: str) -> FloatArray:
        start, stop, shape = self.layout._spans[name]
        return self.array[start:stop].reshape(shape)

    def one_hot(self, name: str, index: int | tuple[int, ...], value: float = 1.0) -> None:
        """Set one entry of a segment (``index`` in the segment's shape)."""
        self[name][index] = value

    def many_hot(self, name: str, indices: Iterable[int], value: float = 1.0) -> None:
        """Set several entries of a one-dimensional segment."""
        segment = self[name]
        for i in indices:
            segment[i] = value


class Encoding(abc.ABC):
    """One game's tensors for a player count and options.

    Subclasses declare :attr:`game_id`, build :attr:`information_state_layout` and
    :attr:`observation_layout` in ``__init__`` (after calling ``super().__init__``),
    and write the two tensors from a seat's view. Both tensors depend only on the view:
    two states that look alike to a seat give it the same tensors (the conformance
    checks test it by resampling what the seat may not know).

    Args:
        num_players: the number of seats.
        options: the options (validated; DEFAULTs filled in).

    Raises:
        ConfigError: bad player count or options.
    """

    game_id: ClassVar[str] = ""

    def __init__(self, num_players: int, options: Mapping[str, object] | None = None) -> None:
        self.game: Game = load(self.game_id)
        # A new state validates the player count and the options together (some
        # combinations are refused), as a table would.
        self.options: Mapping[str, OptionValue] = self.game.new_state(num_players, options).options
        self.num_players = num_players
        self.num_actions = self.game.spec.num_distinct_actions
        """The length of the action mask: the game's dense seat-action ids."""
        self.information_state_layout = Layout()
        self.observation_layout = Layout()

    # -- what a game writes ------------------------------------------------

    @abc.abstractmethod
    def write_information_state(self, view: View, out: Tensor) -> None:
        """Write ``view``'s information state into ``out`` (zeroed)."""

    @abc.abstractmethod
    def write_observation(self, view: View, out: Tensor) -> None:
        """Write ``view``'s observation into ``out`` (zeroed)."""

    # -- the tensors ---------------------------------------------------------

    @property
    def information_state_shape(self) -> tuple[int]:
        """``(length,)`` of the information-state tensor."""
        return (self.information_state_layout.size,)

    @property
    def observation_shape(self) -> tuple[int]:
        """``(length,)`` of the observation tensor."""
        return (self.observation_layout.size,)

    def information_state_tensor(self, view: View) -> FloatArray:
        """The seat's information state, ``float32`` of :attr:`information_state_shape`.

        Raises:
            ValueError: ``view`` is a spectator's (no seat) or another game's.
        """
        out = self.information_state_layout.new()
        self.write_information_state(self._check(view), out)
        return out.array

    def observation_tensor(self, view: View) -> FloatArray:
        """The seat's observation, ``float32`` of :attr:`observation_shape`.

        Raises:
            ValueError: ``view`` is a spectator's (no seat) or another game's.
        """
        out = self.observation_layout.new()
        self.write_observation(self._check(view), out)
        return out.array

    def tensor(self, kind: TensorKind, view: View) -> FloatArray:
        """:meth:`information_state_tensor` or :meth:`observation_tensor` by name."""
        if kind == "information_state":
            return self.information_state_tensor(view)
        return self.observation_tensor(view)

    def shape(self, kind: TensorKind) -> tuple[int]:
        """The shape of the tensor ``kind``."""
        return (
            self.information_state_shape
            if kind == "information_state"
            else (self.observation_shape)
        )

    def action_mask(self, legal_ids: Iterable[int]) -> npt.NDArray[np.int8]:
        """1 at each legal dense action id, 0 elsewhere: ``int8`` of ``(num_actions,)``."""
        mask = np.zeros(self.num_actions, dtype=np.int8)
        mask[list(legal_ids)] = 1
        return mask

    def describe(self, kind: TensorKind) -> list[tuple[str, int, tuple[int, ...]]]:
        """The tensor's documented layout: ``(segment, offset, shape)`` in order."""
        layout = (
            self.information_state_layout if kind == "information_state"
            else self.observation_layout
        )  # fmt: skip
        return layout.describe()

    def relative(self, seat: int, viewer: int) -> int:
        """``seat``'s place counted clockwise from ``viewer`` (0 for the viewer)."""
        return (seat - viewer) % self.num_players

    def _check(self, view: View) -> View:
        if view.game_id != self.game_id:
            raise ValueError(f"a {view.game_id} view given to the {self.game_id} encoding")
        if view.seat is None or not 0 <= view.seat < self.num_players:
            raise ValueError(f"tensors are a seat's, not of view.seat={view.seat!r}")
        return view


def encoding(
    game: str | Game, num_players: int, options: Mapping[str, object] | None = None
) -> Encoding:
    """The game's :class:`Encoding` for ``num_players`` and ``options``.

    Raises:
        ConfigError: unknown game, bad player count or options, or no encoding yet.
    """
    game_id = game if isinstance(game, str) else game.spec.id
    load(game_id)  # a clear error for an unknown game
    try:
        module = importlib.import_module(f"royaumes.games.{game_id}.encoding")
    except ModuleNotFoundError as exc:
        if exc.name != f"royaumes.games.{game_id}.encoding":
            raise
        raise ConfigError(f"no tensor encoding for {game_id} yet") from None
    cls: type[Encoding] = module.ENCODING
    return cls(num_players, options)
