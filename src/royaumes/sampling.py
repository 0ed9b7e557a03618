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

from royaumes.errors import ConfigError, IllegalActionError, InvalidActionError
from royaumes.game import CHANCE, Action, Event, Game, Seat, State, View

__all__ = ["sample_by_replay", "seat_of"]

EventsSince = Callable[[State, State, Seat | None, bool], tuple[Event, ...]]
"""``events_since(new, old, viewer, reveal_all)``: the events ``viewer`` sees that ``new``
added to ``old``; all of them unredacted when ``reveal_all`` (the view is of a finished
game, where everything is public)."""

Candidates = Callable[[State, Sequence[Event], int, random.Random], Sequence[Action]]
"""``candidates(state, events, i, rng)``: the actions that could hide behind the redacted
event ``events[i]`` of the view, in the order to try them."""


def seat_of(event: Event) -> Seat | None:
    """The seat that acted in ``event`` ("P2" -> 2, "chance" -> CHANCE), or ``None``."""
    if event.actor == "chance":
        return CHANCE
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
        budget: the most actions applied before giving up.

    Returns:
        The sampled state.

    Raises:
        ConfigError: no consistent state was found within the budget.
    """
    target = view.events
    reveal_all = getattr(view, "result", None) is not None
    start = game.new_state(view.num_players, view.options)  # type: ignore[attr-defined]
    # Each frame: the state, how many target events it accounts for, and the
    # alternatives left for the step that produced the next frame.
    frames: list[tuple[State, int, Iterator[Action] | None]] = [(start, 0, None)]
    dead: set[tuple[int, Hashable]] = set()
    spent = 0

    def pop() -> None:
        state, done, _ = frames.pop()
        if signature is not None:
            dead.add((done, signature(state)))

    while frames:
        state, done, alternatives = frames[-1]
        if done == len(target):
            if state.view(view.seat) == view:
                return state
            pop()
            continue
        if alternatives is None:
            event = target[done]
            seat = seat_of(event)
            if seat is None:
                pop()  # a table line no action of the replay produced
                continue
            if event.is_redacted:
                options = list(candidates(state, target, done, rng))
            else:
                try:
                    options = [game.parse_action(event.text)]
                except InvalidActionError:
                    pop()
                    continue
            alternatives = iter(options)
            frames[-1] = (state, done, alternatives)
        seat = seat_of(target[done])
        assert seat is not None
        for action in alternatives:
            spent += 1
            if spent > budget:
                raise ConfigError(f"no {game.spec.id} state found consistent with this view")
            try:
                new = state.apply(seat, action)
            except IllegalActionError:
                continue
            produced = events_since(new, state, view.seat, reveal_all)
            if tuple(target[done : done + len(produced)]) != produced:
                continue
            if signature is not None and (done + len(produced), signature(new)) in dead:
                continue
            frames.append((new, done + len(produced), None))
            break
        else:
            pop()
    raise ConfigError(f"no {game.spec.id} state is consistent with this view")
