"""Matches: the one loop that seats bots, samples chance and records every action.

A :class:`Match` holds one root seed, from which named streams are derived
(``"chance"``, ``"seat/0"``, ...; see :mod:`royaumes.seeding`). It is the only
place that samples chance. Its :class:`MatchRecord` (game id, version,
options, seed, seats, every action including chance) replays with no random
generator. The CLI, the simulator and the server all use it.
"""

from __future__ import annotations

import json
import random
from bisect import bisect
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import accumulate
from operator import itemgetter
from pathlib import Path
from typing import Any, TypeVar

from royaumes.bots.base import Bot, SeatView, make_bot, seat_view
from royaumes.errors import ConfigError, GameError, GameOverError, NotYourTurnError, ReplayError
from royaumes.game import CHANCE, HOST, Action, Game, OptionValue, Seat, State
from royaumes.registry import load
from royaumes.seeding import new_seed, stream

__all__ = [
    "Match",
    "MatchRecord",
    "Step",
    "Turns",
    "draw_outcome",
    "replay",
    "sample_chance",
    "sample_chance_id",
]

T = TypeVar("T")

_probability = itemgetter(1)  # of an (outcome, probability) pair


@dataclass(frozen=True, slots=True)
class Step:
    """One action of a match.

    Attributes:
        seat: the acting seat, ``CHANCE`` (-1) or ``HOST`` (-2).
        action: the action's canonical text ("play 7H", "mission Q-S").
    """

    seat: Seat
    action: str


@dataclass(frozen=True)
class MatchRecord:
    """Everything needed to replay a match, with no random generator.

    Attributes:
        game: the game id.
        version: the game's version when it was played.
        num_players: the number of seats.
        options: every option's value (resolved).
        seed: the root seed the match was played with.
        seats: who sat at each seat: a bot name or ``"human"``.
        steps: every action in order, chance included.
        result: the result as JSON, if the match ended.
        seat_changes: at an online table, each seat handed to a bot or taken back by
            its person, in order: ``{"version", "seat", "kind", "by"}`` (``kind``:
            ``"left"``, ``"takeover"`` or ``"reclaim"``; ``version``: the number of
            actions played by then). Replaying ignores them: a seat's actions are in
            ``steps`` whoever chose them.
    """

    game: str
    version: int
    num_players: int
    options: Mapping[str, OptionValue]
    seed: int
    seats: tuple[str, ...]
    steps: tuple[Step, ...] = ()
    result: Mapping[str, Any] | None = field(default=None)
    seat_changes: tuple[Mapping[str, Any], ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON object (``seat_changes`` only when there are some)."""
        data: dict[str, Any] = {
            "game": self.game,
            "version": self.version,
            "num_players": self.num_players,
            "options": dict(self.options),
            "seed": self.seed,
            "seats": list(self.seats),
            "steps": [[s.seat, s.action] for s in self.steps],
            "result": None if self.result is None else dict(self.result),
        }
        if self.seat_changes:
            data["seat_changes"] = [dict(change) for change in self.seat_changes]
        return data

    @classmethod
    def from_json(cls, data: object) -> MatchRecord:
        """The record from :meth:`to_json` output.

        Raises:
            ReplayError: malformed data.
        """
        try:
            assert_mapping(data)
            assert isinstance(data, Mapping)
            return cls(
                game=str(data["game"]),
                version=int(data["version"]),
                num_players=int(data["num_players"]),
                options=dict(data["options"]),
                seed=int(data["seed"]),
                seats=tuple(str(s) for s in data["seats"]),
                steps=tuple(Step(int(seat), str(text)) for seat, text in data["steps"]),
                result=data.get("result"),
                seat_changes=tuple(dict(c) for c in data.get("seat_changes", ())),
            )
        except (KeyError, TypeError, ValueError, AssertionError) as exc:
            raise ReplayError(f"malformed match record ({exc!r})") from exc

    def save(self, path: str | Path) -> None:
        """Write the record as JSON to ``path``."""
        Path(path).write_text(json.dumps(self.to_json(), indent=1) + "\n", encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path) -> MatchRecord:
        """Read a record written by :meth:`save`.

        Raises:
            ReplayError: the file is not a match record.
            OSError: the file cannot be read.
        """
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            raise ReplayError(f"{str(path)!r} is not JSON ({exc})") from exc
        return cls.from_json(data)


def assert_mapping(data: object) -> None:
    """Raise ``TypeError`` unless ``data`` is a mapping."""
    if not isinstance(data, Mapping):
        raise TypeError(f"expected an object, got {type(data).__name__}")


def replay(record: MatchRecord) -> Iterator[tuple[State, Step | None]]:
    """The states of a recorded match, from the start, with the step that led to each.

    Yields ``(initial_state, None)`` first, then ``(state, step)`` per step.
    Needs no random generator.

    Raises:
        ReplayError: unknown game, another version, or a step that is not
            legal where it stands.
    """
    try:
        game = load(record.game)
    except GameError as exc:
        raise ReplayError(str(exc)) from exc
    if record.version != game.spec.version:
        raise ReplayError(
            f"record of {record.game} version {record.version} cannot replay on version "
            f"{game.spec.version}"
        )
    try:
        state = game.new_state(record.num_players, record.options)
    except GameError as exc:
        raise ReplayError(f"record cannot start: {exc}") from exc
    yield state, None
    for i, step in enumerate(record.steps):
        try:
            state = state.apply(step.seat, game.parse_action(step.action))
        except GameError as exc:
            raise ReplayError(
                f"step {i} ({step.seat}, {step.action!r}) does not replay: {exc}"
            ) from exc
        yield state, step


def draw_outcome(outcomes: Sequence[tuple[T, float]], u: float) -> T:
    """The outcome (an action id, or an action) that ``u`` (uniform in [0, 1)) falls on,
    by cumulative probability; ``outcomes`` as ``chance_outcome_ids()`` or
    ``chance_outcomes()`` give them (not empty).

    >>> draw_outcome(((3, 0.25), (7, 0.75)), 0.5)
    7
    """
    for action_id, p in outcomes:
        u -= p
        if u < 0.0:
            return action_id
    return outcomes[-1][0]  # rounding left u a hair above 0


def sample_chance(state: State, rng: Any) -> Action:
    """Draw one chance outcome of ``state`` with ``rng`` (a ``random.Random``): the
    action of :func:`sample_chance_id`'s draw."""
    return state.game.action_from_id(sample_chance_id(state, rng))


def sample_chance_id(state: State, rng: Any) -> int:
    """Draw one chance outcome of ``state`` with ``rng`` (``rng.choices`` by the
    outcomes' probabilities, in the order of their ids, which is their actions' order),
    as a dense action id.

    Raises:
        IndexError: ``state`` is not a chance node.
    """
    outcomes = state.chance_outcome_ids()
    # rng.choices(ids, weights)[0], written out (the same single draw, the same floats):
    # it costs a deal more than the engine's own step otherwise.
    cumulative = list(accumulate(map(_probability, outcomes)))
    return outcomes[bisect(cumulative, rng.random() * cumulative[-1], 0, len(outcomes) - 1)][0]


class Turns:
    """Who acts next in a match: the rule :meth:`Match.step` follows, kept apart so that
    ``royaumes bench`` plays the very games ``simulate`` plays.

    Chance, or a single seat, acts when alone to move. Where several player seats may
    act (a simultaneous or revisable choice), the first that has not acted since the
    seats to move last grew goes first, so nobody is asked to revise before everyone
    has chosen; the clock (``HOST``) acts only when it alone is to move, since in a
    match nobody is late.

    >>> turns = Turns()
    >>> turns.next((0, 1, 2)), turns.acted(0), turns.next((0, 1, 2))
    (0, None, 1)
    """

    __slots__ = ("_acted", "_first", "_players", "_seen", "_window", "acted")

    def __init__(self) -> None:
        self._acted: set[Seat] = set()  # who acted since the seats to move last grew
        self._window: set[Seat] = set()
        self._seen: tuple[Seat, ...] | None = None  # the to_move that _players was read from
        self._players: list[Seat] = []
        self._first = 0  # no seat of _players before it is fresh (acted only grows meanwhile)
        self.acted: Callable[[Seat], None] = self._acted.add
        """Tell that a seat has acted (``turns.acted(seat)``)."""

    def copy(self) -> Turns:
        """An independent copy (for a copied position: the turn order goes on alike)."""
        new = Turns()
        new._acted.update(self._acted)
        new._window = set(self._window)
        new._seen, new._players, new._first = self._seen, list(self._players), self._first
        return new

    def next(self, to_move: tuple[Seat, ...]) -> Seat:
        """The seat to act next among ``to_move`` (not empty)."""
        if len(to_move) == 1:
            only = to_move[0]
            if only != HOST:
                # One seat (or chance) to move, the common case: no round of choices to keep.
                window = self._window
                if only not in window:
                    self._acted.clear()
                    self._window = {only}
                elif len(window) != 1:
                    self._window = {only}
                self._seen = None
                return only
        players = self.track(to_move)
        acted = self._acted
        i = self._first
        while i < len(players) and players[i] in acted:
            i += 1
        self._first = i
        if i < len(players):
            return players[i]
        return (players or list(to_move))[0]

    def track(self, to_move: tuple[Seat, ...]) -> list[Seat]:
        """Take in the seats to move now (a new round of choices when they grew), as
        :meth:`next` does; returns the player seats among them."""
        if len(to_move) == 1 and to_move[0] != HOST:
            return [self.next(to_move)]
        if to_move != self._seen:
            players = [s for s in to_move if s != HOST]
            if not self._window.issuperset(players):
                self._acted.clear()  # a new set of seats to move: a new round of choices
            self._window = set(players)
            self._players, self._seen, self._first = players, to_move, 0
        return self._players


class Match:
    """One game from its start: seats bots, samples chance, records every action.

    Args:
        game: a game id or a loaded game.
        num_players: the number of seats.
        seats: per seat, a bot name ("random", "heuristic") or a bot object
            (a human agent is a bot object that asks its person).
        seed: the root seed (a fresh one if ``None``).
        options: the game options (validated; DEFAULTs filled in).

    Raises:
        ConfigError: bad game, player count, options, seat count or bot name.

    >>> match = Match("quatre_royaumes", 3, ["random"] * 3, seed=7)
    >>> record = match.run()
    >>> match.state.is_over, record.seed
    (True, 7)
    """

    def __init__(
        self,
        game: str | Game,
        num_players: int,
        seats: Sequence[str | Bot],
        *,
        seed: int | None = None,
        options: Mapping[str, object] | None = None,
    ) -> None:
        self.game = load(game) if isinstance(game, str) else game
        self.seed = new_seed() if seed is None else seed
        self.state: State = self.game.new_state(num_players, options)
        if len(seats) != num_players:
            raise ConfigError(f"{len(seats)} seats given for {num_players} players")
        self._chance = stream(self.seed, "chance")
        self._host_stream: random.Random | None = None  # made when the clock first acts
        self._turns = Turns()
        self.bots: list[Bot] = [
            make_bot(s, self.game, i, stream(self.seed, f"seat/{i}")) if isinstance(s, str) else s
            for i, s in enumerate(seats)
        ]
        self.seat_names = tuple(s if isinstance(s, str) else s.name for s in seats)
        # Bots that choose on the integer path (ChoosesIds) are asked by id: no Action object
        # is built for their turns (the record writes the text when read).
        # (getattr, not isinstance: a runtime Protocol check costs more than a short game.)
        self._act_id: list[Callable[[SeatView, tuple[int, ...]], int] | None] = [
            getattr(b, "act_id", None) for b in self.bots
        ]
        # Every action as (seat, action), or (seat, action id) for chance and the bots that
        # choose by id: its text is written when the record is read.
        self._moves: list[tuple[Seat, Action | int]] = []
        self.num_decisions = 0
        """How many actions the seats chose (chance and the clock excluded)."""

    def step(self, seat: Seat | None = None) -> Step:
        """Apply the next action: a chance draw, or one seat's choice.

        Args:
            seat: which of the seats to move acts (several may be, in a
                simultaneous choice). By default the first player seat in
                ``to_move`` that has not acted since the seats to move last
                grew (so a revisable choice is not asked again before the
                others chose); ``HOST`` (the clock) only when it alone is to
                move, since in a match nobody is late.

        Returns:
            The step applied.

        Raises:
            GameOverError: the game is over.
            NotYourTurnError: ``seat`` is not to move.
            IllegalActionError: a bot chose an action that is not legal.
        """
        seat, action = self._advance(seat)
        return Step(
            seat, str(self.game.action_from_id(action) if isinstance(action, int) else action)
        )

    def _advance(
        self, seat: Seat | None = None, *, to_the_end: bool = False
    ) -> tuple[Seat, Action | int]:
        """:meth:`step` without writing the step's text (the record writes it); a chance
        outcome, or the choice of a bot that chooses by id, comes back as its dense id.
        With ``to_the_end``, steps on until the game is over (:meth:`play`) and returns
        the last step: one loop with its lookups made once, not one call a step."""
        state = self.state
        if not state.to_move:
            raise GameOverError("the match is over")
        turns = self._turns
        next_seat, acted = turns.next, turns.acted
        act_ids, bots = self._act_id, self.bots
        record = self._moves.append
        chance = self._chance
        num_seats = len(bots)
        if seat is not None:
            turns.track(state.to_move)
        move: Action | int  # an id on the integer path (chance, bots that choose by id)
        while True:
            if seat is None:
                seat = next_seat(state.to_move)
            if seat >= 0:
                if seat >= num_seats:
                    raise NotYourTurnError(f"{seat!r} is not a seat of this match")
                self.num_decisions += 1
                act_id = act_ids[seat]
                if act_id is not None:
                    move = act_id(seat_view(state, seat), state.legal_action_ids(seat))
                    state = state.apply_id(seat, move)
                else:
                    move = bots[seat].act(seat_view(state, seat), state.legal_actions(seat))
                    state = state.apply(seat, move)
            elif seat == CHANCE:
                move = sample_chance_id(state, chance)
                state = state.apply_id(seat, move)
            elif seat == HOST:
                # The clock: its actions are the rules' timeouts; drawn from their own stream.
                # (Ids ascend as the actions do: the same draw as from the objects.)
                clock = state.legal_action_ids(HOST)
                move = clock[0] if len(clock) == 1 else self._host.choice(clock)
                state = state.apply_id(seat, move)
            else:
                raise NotYourTurnError(f"{seat!r} is not a seat of this match")
            self.state = state
            acted(seat)
            record((seat, move))
            if not (to_the_end and state.to_move):
                return seat, move
            seat = None

    @property
    def _host(self) -> random.Random:
        """The clock's stream (``"host"``), made on first use: most games have no clock."""
        if self._host_stream is None:
            self._host_stream = stream(self.seed, "host")
        return self._host_stream

    @property
    def num_steps(self) -> int:
        """How many actions were applied (chance included)."""
        return len(self._moves)

    def restore(self, steps: Sequence[Step]) -> None:
        """Play a saved match's steps again on this new match, to go on from there.

        The state, the record and the turn order of simultaneous choices come back as
        they were; chance is drawn again for each chance step so that its stream goes
        on where it stopped (the steps' own outcomes are applied). The bots' own
        random streams start afresh.

        Raises:
            ReplayError: a step does not replay where it stands.
        """
        for i, step in enumerate(steps):
            state = self.state
            self._turns.track(state.to_move)
            if step.seat == CHANCE:
                sample_chance(state, self._chance)
            elif step.seat == HOST and len(state.legal_actions(HOST)) > 1:
                self._host.choice(state.legal_actions(HOST))
            try:
                action = self.game.parse_action(step.action)
                self.state = state.apply(step.seat, action)
            except GameError as exc:
                raise ReplayError(
                    f"step {i} ({step.seat}, {step.action!r}) does not replay: {exc}"
                ) from exc
            self._turns.acted(step.seat)
            self._moves.append((step.seat, action))
            if step.seat >= 0:
                self.num_decisions += 1

    def run(self, on_step: Callable[[Match, Step], None] | None = None) -> MatchRecord:
        """Play to the end; ``on_step(match, step)`` is called after each action."""
        if on_step is None:
            self.play()
        else:
            while not self.state.is_over:
                on_step(self, self.step())
        return self.record

    def play(self) -> State:
        """Play to the end without writing the record (a simulation reads the result and
        the counts only); return the final state. :attr:`record` can still be read."""
        if self.state.to_move:
            self._advance(to_the_end=True)
        return self.state

    @property
    def record(self) -> MatchRecord:
        """The record so far (with the result once the game is over)."""
        result = self.state.result
        return MatchRecord(
            game=self.game.spec.id,
            version=self.game.spec.version,
            num_players=self.state.num_players,
            options=dict(self.state.options),
            seed=self.seed,
            seats=self.seat_names,
            steps=tuple(
                Step(seat, str(self.game.action_from_id(a) if isinstance(a, int) else a))
                for seat, a in self._moves
            ),
            result=None if result is None else result.to_json(),
        )
