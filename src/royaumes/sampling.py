"""Sampling a full state from a seat's view by replaying its history.

A view keeps the seat's whole history (perfect recall), with a ``?`` where
the seat may not know what happened. :func:`sample_by_replay` replays that
history from the start, drawing each hidden step among the candidates a game
proposes, and backtracks as soon as the replay produces an event the view
does not hold. The state it returns therefore gives the seat exactly its
view (``DESIGN.md``: ``game.sample_state(view, rng)``).

Depth-first search with early pruning is enough when hidden steps are few or
are soon followed by what pins them down (a blind draw is revealed within the
round, say). Games whose hidden steps are many and pinned down only late (a
whole hand dealt card by card) solve their constraints first and use this for
the replay alone. Standard library only.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass, field

from royaumes.errors import ConfigError, IllegalActionError, InvalidActionError
from royaumes.game import CHANCE, HOST, Action, Event, Game, Seat, State, View

__all__ = ["sample_by_replay", "seat_of"]

EventsSince = Callable[[State, State, Seat | None, bool], tuple[Event, ...]]
"""``events_since(new, old, viewer, reveal_all)``: the events ``viewer`` sees that ``new``
added to ``old``; all of them unredacted when ``reveal_all`` (the view is of a finished
game, where everything is public)."""

Candidates = Callable[[State, Sequence[Event], int, random.Random], Sequence[Action]]
"""``candidates(state, events, i, rng)``: the actions that could hide behind the redacted
event ``events[i]`` of the view, in the order to try them."""


@dataclass
class _Frame:
    """One step of the search: the replayed state, how many of the view's events
    it accounts for, and the alternatives left for the step that follows it."""

    state: State
    done: int
    alternatives: Iterator[Action] | None = None
    choice_owner: str | None = None  # whose hidden choice the alternatives are
    conflicts: set[str | None] = field(default_factory=set)  # why alternatives failed


def _blame(
    blame: Callable[[Event], str | None] | None, wrong: tuple[Event | None, Event]
) -> str | None:
    if blame is None:
        return None
    expected, produced = wrong
    keys = {blame(produced)} | ({blame(expected)} if expected is not None else set())
    keys.discard(None)
    return keys.pop() if len(keys) == 1 else None


def _consistent(expected: Sequence[Event], produced: Sequence[Event]) -> bool:
    """Whether the replay produced what the view shows.

    An event the view shows in full may come out of the replay redacted: the
    view was taken later, once it was revealed (a face-down group after its
    turn's reveal). The final comparison of whole views checks the rest.
    """
    if len(expected) != len(produced):
        return False
    return all(
        e == p or (p.is_redacted and not e.is_redacted and e.actor == p.actor)
        for e, p in zip(expected, produced, strict=True)
    )


def seat_of(event: Event) -> Seat | None:
    """The seat that acted in ``event`` ("P2" -> 2, "chance" -> CHANCE, "host" -> HOST),
    or ``None``."""
    if event.actor == "chance":
        return CHANCE
    if event.actor == "host":
        return HOST
    if event.actor.startswith("P") and event.actor[1:].isdigit():
        return int(event.actor[1:])
    return None


def sample_by_replay(
    game: Game,
    view: View,
    rng: random.Random,
    *,
    events_since: EventsSince,
    candidates: Candidates,
    signature: Callable[[State], Hashable] | None = None,
    owner: Callable[[Event], str | None] | None = None,
    blame: Callable[[Event], str | None] | None = None,
    budget: int = 100_000,
) -> State:
    """A state whose view for ``view.seat`` is ``view``, found by replay.

    Args:
        game: the game.
        view: the seat's view; it must carry ``num_players`` and ``options``.
        rng: draws the hidden steps (through ``candidates``).
        events_since: what the seat sees of one applied action's effects.
        candidates: the actions to try for a redacted event.
        signature: what tells apart two replays at the same point of the view
            (the hidden parts of the state); with it, a dead end is never
            explored twice, which keeps independent hidden choices (one
            family's payments, another's) from multiplying.
        owner: names who a redacted event's hidden choice belongs to ("P2"
            for its hidden payment split), or ``None``.
        blame: names whose hidden choices alone can explain a wrong event
            ("P2" for an Heirloom sale of P2), or ``None``. A dead end blamed
            on an owner jumps back to that owner's last hidden choice, over
            the independent choices of the others.
        budget: the most actions applied before giving up.

    Returns:
        The sampled state.

    Raises:
        ConfigError: no consistent state was found within the budget.
    """
    target = view.events
    reveal_all = getattr(view, "result", None) is not None
    start = game.new_state(view.num_players, view.options)  # type: ignore[attr-defined]
    # A game may log table events before any action (a deal announced at the start).
    frames = [_Frame(start, len(start.view(view.seat).events))]
    dead: set[tuple[int, Hashable]] = set()
    spent = 0

    def fail() -> None:
        """Drop the exhausted top frame; a conflict owned by one seat jumps back to
        that seat's last hidden choice, over the others' independent choices."""
        frame = frames.pop()
        conflict = frame.conflicts.pop() if len(frame.conflicts) == 1 else None
        if conflict is None:
            if signature is not None and frame.conflicts <= {None}:
                dead.add((frame.done, signature(frame.state)))
            if frames:
                frames[-1].conflicts.add(None)
            return
        while frames and frames[-1].choice_owner != conflict:
            frames.pop()  # choices that cannot touch this conflict: redone afresh
        if frames:
            frames[-1].conflicts.add(conflict)

    while frames:
        frame = frames[-1]
        state, done = frame.state, frame.done
        if done == len(target):
            if state.view(view.seat) == view:
                return state
            frame.conflicts.add(None)
            fail()
            continue
        event = target[done]
        seat = seat_of(event)
        if frame.alternatives is None:
            if seat is None:
                frame.conflicts.add(None)
                fail()  # a table line no action of the replay produced
                continue
            if event.is_redacted:
                frame.alternatives = iter(candidates(state, target, done, rng))
                frame.choice_owner = owner(event) if owner is not None else None
            else:
                try:
                    frame.alternatives = iter([game.parse_action(event.text)])
                except InvalidActionError:
                    frame.conflicts.add(None)
                    fail()
                    continue
        assert seat is not None
        for action in frame.alternatives:
            spent += 1
            if spent > budget:
                raise ConfigError(f"no {game.spec.id} state found consistent with this view")
            try:
                new = state.apply(seat, action)
            except IllegalActionError:
                frame.conflicts.add(None)
                continue
            produced = events_since(new, state, view.seat, reveal_all)
            expected = tuple(target[done : done + len(produced)])
            if not _consistent(expected, produced):
                wrong = next(
                    (a, b) for a, b in zip((*expected, None), produced, strict=False) if a != b
                )
                frame.conflicts.add(_blame(blame, wrong))
                continue
            if signature is not None and (done + len(produced), signature(new)) in dead:
                frame.conflicts.add(None)
                continue
            frames.append(_Frame(new, done + len(produced)))
            break
        else:
            fail()
    raise ConfigError(f"no {game.spec.id} state is consistent with this view")
