"""The conformance kit: checks that every game passes, shipped with the library.

Run it over any game (``tests/test_conformance.py`` runs it over every
registered game, several player counts and seeds)::

    from royaumes.testing import check_game
    check_game("quatre_royaumes", num_players=4, seed=0)

:func:`check_game` plays one random playout to the end and checks, after
every action:

- legal actions sorted, distinct and non-empty for each seat to move, empty
  for the others; chance outcomes sorted with probabilities summing to 1;
- ``apply`` leaves its input equal, hashable and with the same JSON;
- out-of-turn and illegal actions are refused (``NotYourTurnError``,
  ``IllegalActionError``, ``GameOverError``) and change nothing;
- ``str``/``parse_action``, ``to_json``/``action_from_json`` and
  ``action_id``/``action_from_id`` round-trip;
- the integer path agrees with the objects at every step: ``legal_action_ids``
  and ``chance_outcome_ids`` are the legal actions' and outcomes' ids,
  ``apply_id`` refuses an illegal id and leads where ``apply`` leads (the
  whole state compared on the full-check rhythm, who moves and with what at
  the other steps);
- the state's JSON round-trips to an equal state with equal views;
- views are JSON, round-trip through ``view_from_json``, and have perfect
  recall (a seat's history only grows; a redacted line may be revealed);
- seats to move together may act in any order (a random one is played);
  where the game claims ``moves_commute``, two of them applied in both
  orders give the same position; HOST's timeouts are played now and then;
- the information-set test: a state sampled from seat p's view gives p that
  very view (``view(sample_state(v)) == v``), for every seat and a spectator;
- the game ends within ``max_game_length``, and its record replays to an
  equal state with no random generator.

The game's own invariants (cards conserved, scores as the spec says) are its
own tests; pass them as ``invariant`` to have them checked at every step.

Standard library only.
"""

from __future__ import annotations

import dataclasses
import json
import math
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, TypeVar, cast

from royaumes.errors import (
    GameError,
    GameOverError,
    IllegalActionError,
    InvalidActionError,
    NotYourTurnError,
)
from royaumes.game import CHANCE, HOST, Action, Event, Game, Seat, State, View
from royaumes.i18n import LANGS, has_key, message_variables
from royaumes.match import Match, MatchRecord, Step, replay
from royaumes.registry import load
from royaumes.seeding import stream

__all__ = [
    "ConformanceError",
    "check_commutation",
    "check_events",
    "check_game",
    "check_info_set",
    "check_node",
    "check_observed_action",
    "play_randomly",
    "playthrough",
    "random_line",
    "random_step",
]


_S = TypeVar("_S", bound=State)


class ConformanceError(AssertionError):
    """A game broke the protocol; the message says where and how."""


def _fail(state: State, message: str) -> ConformanceError:
    return ConformanceError(f"{state.game.spec.id} at {state.fingerprint()}: {message}")


def _expect(condition: bool, state: State, message: str) -> None:
    if not condition:
        raise _fail(state, message)


def _refuses(
    state: State, seat: Seat, action: Action, error: type[GameError], full: bool = True
) -> None:
    """``state.apply(seat, action)`` raises ``error`` and changes nothing (compared
    through the whole JSON when ``full``, else through the action count)."""
    before = state.to_json() if full else state.num_actions
    try:
        state.apply(seat, action)
    except error as exc:
        _expect(bool(exc.message) and exc.code == error.code, state, f"bad error {exc!r}")
    except GameError as exc:
        raise _fail(state, f"{seat} {action}: expected {error.__name__}, got {exc!r}") from exc
    else:
        raise _fail(state, f"{seat} {action}: accepted, expected {error.__name__}")
    after = state.to_json() if full else state.num_actions
    _expect(after == before, state, f"refused {action} changed the state")


def check_node(state: State, rng: random.Random | None = None, *, full: bool = True) -> None:
    """Check one state: legal actions, chance outcomes, action round trips, refusals.

    Args:
        state: any state.
        rng: draws which illegal actions to try (a fixed one if ``None``).
        full: compare the whole state's JSON before and after each refusal (its
            cost grows with the history); else only the action count.

    Raises:
        ConformanceError: a check failed.
    """
    rng = rng or random.Random(0)
    game = state.game
    to_move = state.to_move
    seats: list[Seat] = [CHANCE, HOST, *range(state.num_players)]
    _expect(len(set(to_move)) == len(to_move), state, f"to_move repeats a seat: {to_move}")
    _expect(state.is_over == (not to_move), state, "is_over disagrees with to_move")
    _expect((state.result is not None) == state.is_over, state, "result set before the end")
    for seat in seats:
        legal = state.legal_actions(seat)
        if seat not in to_move:
            _expect(legal == (), state, f"seat {seat} may not act but has legal actions")
            continue
        _expect(len(legal) > 0, state, f"seat {seat} is to move with no legal action")
        _expect(list(legal) == sorted(legal), state, "legal actions are not sorted")
        _expect(len(set(legal)) == len(legal), state, "legal actions repeat")
        ids = [game.action_id(a) for a in legal]
        _expect(ids == sorted(ids), state, "legal actions are not in dense-id order")
        for action in legal:
            text = str(action)
            _expect(game.parse_action(text) == action, state, f"{text!r} does not parse back")
            data = json.loads(json.dumps(action.to_json()))
            _expect(game.action_from_json(data) == action, state, f"{data} does not read back")
            _expect(game.action_from_id(game.action_id(action)) == action, state, "id trip")
            _expect(
                (game.action_id(action) < game.spec.num_distinct_actions) == (seat != CHANCE),
                state,
                f"{text!r}: seat actions must have ids below num_distinct_actions",
            )
    _check_ids(state, seats)
    if HOST in to_move:
        _expect(to_move[-1] == HOST, state, "HOST is not last in to_move")
    if CHANCE in to_move:
        _expect(to_move == (CHANCE,), state, "a chance node shares the move")
        outcomes = state.chance_outcomes()
        _expect(len(outcomes) > 0, state, "chance node without outcomes")
        _expect(
            [a for a, _ in outcomes] == sorted(a for a, _ in outcomes), state, "outcomes unsorted"
        )
        _expect(all(0 < p <= 1 for _, p in outcomes), state, "probability outside (0, 1]")
        _expect(
            math.isclose(sum(p for _, p in outcomes), 1.0, abs_tol=1e-9),
            state,
            "chance probabilities do not sum to 1",
        )
        _expect(
            tuple(a for a, _ in outcomes) == state.legal_actions(CHANCE),
            state,
            "legal_actions(CHANCE) differs from the outcomes",
        )
    else:
        _expect(state.chance_outcomes() == (), state, "chance outcomes off a chance node")
    # Refusals: a seat out of turn, an action that is not legal, a finished game.
    if not to_move:
        any_action = game.action_from_id(0)
        for seat in seats:
            _refuses(state, seat, any_action, GameOverError, full)
        return
    mover = to_move[0]
    legal = state.legal_actions(mover)
    for seat in seats:
        if seat not in to_move:
            _refuses(state, seat, legal[0], NotYourTurnError, full)
    if mover != CHANCE:
        legal_ids = {game.action_id(a) for a in legal}
        for action_id in _sample_outside(game.spec.num_distinct_actions, legal_ids, 3, rng):
            _refuses(state, mover, game.action_from_id(action_id), IllegalActionError, full)
    for bad in ("", "nonsense", " " + str(legal[0])):
        try:
            game.parse_action(bad)
        except InvalidActionError:
            pass
        else:
            raise _fail(state, f"parse_action accepted {bad!r}")


def _sample_outside(n: int, excluded: set[int], k: int, rng: random.Random) -> list[int]:
    """Up to ``k`` distinct ids of ``range(n)`` outside ``excluded``, drawn uniformly (as
    ``rng.sample`` over those ids would, with other draws): by rejection where most ids
    are outside (a game of 8,000 ids, a handful legal), else from the list of them."""
    free = n - len(excluded)  # (the legal ids of a seat all lie below n: checked above)
    if free * 2 < n:
        return rng.sample([i for i in range(n) if i not in excluded], min(k, free))
    chosen: list[int] = []
    while len(chosen) < min(k, free):
        i = rng.randrange(n)
        if i not in excluded and i not in chosen:
            chosen.append(i)
    return chosen


def _check_ids(state: State, seats: Sequence[Seat]) -> None:
    """The integer path agrees with the objects: the same legal actions (ascending ids)
    and chance outcomes, and an id that is not legal is refused like its action."""
    game = state.game
    action_id = game.action_id
    for seat in seats:
        ids = state.legal_action_ids(seat)
        _expect(
            ids == tuple(action_id(a) for a in state.legal_actions(seat)),
            state,
            f"legal_action_ids({seat}) differs from legal_actions",
        )
    outcomes = state.chance_outcome_ids()
    _expect(
        outcomes == tuple((action_id(a), p) for a, p in state.chance_outcomes()),
        state,
        "chance_outcome_ids differs from chance_outcomes",
    )
    # The spec's id ranges: seat actions below num_distinct_actions, chance outcomes in
    # the max_chance_outcomes ids after them (OpenSpiel's adapter maps them so).
    spec = game.spec
    n_ids, m_ids = spec.num_distinct_actions, spec.max_chance_outcomes
    for seat in seats:
        if seat == CHANCE:
            continue
        _expect(
            all(0 <= i < n_ids for i in state.legal_action_ids(seat)),
            state,
            f"a legal id of seat {seat} is not below num_distinct_actions ({n_ids})",
        )
    _expect(
        all(n_ids <= i < n_ids + m_ids for i, _ in outcomes),
        state,
        f"a chance outcome's id is not in {n_ids}..{n_ids + m_ids - 1} (max_chance_outcomes)",
    )
    to_move = state.to_move
    if to_move and to_move[0] != CHANCE:
        seat = to_move[0]
        legal = set(state.legal_action_ids(seat))
        bad = next((i for i in range(game.spec.num_distinct_actions) if i not in legal), None)
        if bad is not None:
            _refuses_id(state, seat, bad)
    # Ids that no action has (negative ones would index tables from their end) are
    # malformed, as ``apply(seat, game.action_from_id(i))`` finds them.
    n = game.spec.num_distinct_actions
    for seat in dict.fromkeys((to_move[0] if to_move else 0, CHANCE)):
        for bad in (-1, -2, -7, -n, -n - 1, 10**9):
            try:
                state.apply_id(seat, bad)
            except InvalidActionError:
                continue
            except GameError as exc:
                raise _fail(state, f"apply_id({seat}, {bad}) raised {exc!r}") from exc
            raise _fail(state, f"apply_id accepted the id {bad} for seat {seat}")


def _refuses_id(state: State, seat: Seat, action_id: int) -> None:
    before = state.num_actions
    try:
        state.apply_id(seat, action_id)
    except IllegalActionError:
        pass
    else:
        raise _fail(state, f"apply_id accepted the illegal id {action_id}")
    _expect(state.num_actions == before, state, f"refused id {action_id} changed the state")


def _agrees(state: State, seat: Seat, action: Action, new: State, full: bool) -> None:
    """``apply_id`` leads where ``apply`` led: the same position (the whole state when
    ``full``, else who moves and with what)."""
    by_id = state.apply_id(seat, state.game.action_id(action))
    if full:
        _expect(by_id == new, new, f"apply_id and apply of {action} differ")
        return
    _expect(
        by_id.num_actions == new.num_actions and by_id.to_move == new.to_move,
        new,
        f"apply_id and apply of {action} differ (to move)",
    )
    for seat_next in new.to_move:
        _expect(
            by_id.legal_action_ids(seat_next) == new.legal_action_ids(seat_next),
            new,
            f"apply_id and apply of {action} differ (legal actions)",
        )
    _expect(by_id.result == new.result, new, f"apply_id and apply of {action} differ (result)")


def _position(state: State) -> Any:
    """What a position shows everyone and each seat, its order of arrival aside."""
    observers: list[Seat | None] = [None, *range(state.num_players)]
    views = []
    for seat in observers:
        data = state.view(seat).to_json(events=False)
        views.append(json.dumps(data, sort_keys=True))
    legal = [state.legal_actions(s) for s in (CHANCE, HOST, *range(state.num_players))]
    return views, state.to_move, legal, state.chance_outcomes()


def check_commutation(state: State, rng: random.Random) -> None:
    """Two seats to move together: their actions, applied in either order, give the
    same position (every view but its history's order, the seats to move, their
    legal actions). Checked where the game claims ``moves_commute``; a pair
    where either action ends the other's chance to act is not compared.

    Raises:
        ConformanceError: the order of arrival changed the position.
    """
    players = [s for s in state.to_move if s >= 0]
    if len(players) < 2:
        return
    a, b = rng.sample(players, 2)
    x, y = rng.choice(state.legal_actions(a)), rng.choice(state.legal_actions(b))
    first, second = state.apply(a, x), state.apply(b, y)
    if not (b in first.to_move and y in first.legal_actions(b)) or not (
        a in second.to_move and x in second.legal_actions(a)
    ):
        return  # one action closes the other's window (a revision after the last choice)
    _expect(
        _position(first.apply(b, y)) == _position(second.apply(a, x)),
        state,
        f"P{a} {x} and P{b} {y} lead to different positions in different orders",
    )


def check_observed_action(state: State, seat: Seat, action_id: int, rng: random.Random) -> None:
    """What the other seats see of ``seat``'s action is what ``observed_action_id`` says:
    for another seat (up to two drawn at random: the cost of a step stays the same at
    50 seats), the chosen action and another legal one, drawn at random, have
    the same observed id exactly when they leave that seat's view alike (its fields and
    the events it is shown by the action).

    Raises:
        ConformanceError: the game merges actions a seat tells apart (a search would
            blind that seat to what it sees), or tells apart actions it cannot (a search
            would let it see what it may not: a secret choice, a face-down card).
    """
    if seat < 0:
        return
    others = [b for b in state.legal_action_ids(seat) if b != action_id]
    if not others:
        return
    other = rng.choice(others)
    after = state.apply_id(seat, action_id), state.apply_id(seat, other)
    game = state.game
    for observer in rng.sample(range(state.num_players), min(2, state.num_players)):
        if observer == seat:
            continue
        known = len(state.view(observer).events)
        seen = [
            (v.to_json(events=False), [e.to_json() for e in v.events[known:]])
            for v in (s.view(observer) for s in after)
        ]
        alike = seen[0] == seen[1]
        merged = state.observed_action_id(seat, action_id, observer) == state.observed_action_id(
            seat, other, observer
        )
        _expect(
            alike == merged,
            state,
            f"P{seat} {game.action_from_id(action_id)} and {game.action_from_id(other)} look "
            f"{'alike' if alike else 'different'} to P{observer}, but observed_action_id "
            f"{'tells them apart' if alike else 'merges them'}",
        )


def check_info_set(
    state: State, seat: Seat | None, rng: random.Random, *, deep: bool = False
) -> None:
    """The information-set test for one seat (``None``: a spectator).

    A full state sampled from the seat's view must give the seat that same
    view: whatever the sampler filled in (other hands, missions, deck) is
    exactly what the view does not reveal. Whether the seat moves, and its legal
    actions, are the same. When ``deep``, the sample is also a genuine
    position: its history replays from the start to an equal state (its JSON
    round trip), and a random playout from it reaches the end.

    Raises:
        ConformanceError: the sampled state's view differs, or it is not a position.
    """
    game = state.game
    view = state.view(seat)
    sampled = game.sample_state(view, rng)
    if seat is not None:
        _expect(
            (seat in sampled.to_move) == (seat in state.to_move),
            state,
            f"sample for seat {seat}: whether it moves changed",
        )
        _expect(
            sampled.legal_action_ids(seat) == state.legal_action_ids(seat),
            state,
            f"sample for seat {seat}: other legal actions",
        )
    if deep:
        copy = game.state_from_json(json.loads(json.dumps(sampled.to_json())))
        _expect(copy == sampled, state, f"sample for seat {seat} does not replay to itself")
        _playout(sampled, rng)
    again = sampled.view(seat)
    _expect(
        again == view,
        state,
        f"view of seat {seat} changes when hidden information is resampled",
    )
    # Events compare by their text; their arguments and facts must not tell more.
    _expect(
        [e.args for e in again.events] == [e.args for e in view.events],
        state,
        f"event arguments of seat {seat} change when hidden information is resampled",
    )
    _expect(sampled.num_actions == state.num_actions, state, "sampled state at another step")


def _playout(state: State, rng: random.Random) -> None:
    """Play ``state`` to its end on the integer path (uniform actions and outcomes): the
    first seat to move acts (:func:`random_step`), but where the clock (``HOST``) may
    act it does one time in five, as a real-time game's timed phases end (else a seat
    that may always act again keeps a phase open for thousands of moves)."""
    while to_move := state.to_move:
        if to_move[-1] == HOST and (len(to_move) == 1 or rng.random() < 0.2):
            clock = state.legal_action_ids(HOST)
            state = state.apply_id(HOST, clock[rng.randrange(len(clock))])
        else:
            state = random_step(state, rng)
    _expect(state.result is not None, state, "a playout ended without a result")


def random_step(state: _S, rng: random.Random) -> _S:
    """``state`` after one uniformly random move of its first seat to move, on the
    integer path.

    The seat is ``state.to_move[0]``: for CHANCE one of ``state.chance_outcome_ids()``
    is drawn uniformly (their probabilities are ignored), for a player one of
    ``state.legal_action_ids(seat)``; the move is applied with ``apply_id``. It draws
    once from ``rng``: ``rng.randrange(n)``, ``n`` the number of choices (the same
    draw as ``rng.choice``), so a seed gives the same line of play.

    Raises IndexError when no seat is to move (a finished game) and ValueError when
    the seat has no choice (a game that breaks the protocol).
    """
    seat = state.to_move[0]
    if seat == CHANCE:
        outcomes = state.chance_outcome_ids()
        return state.apply_id(seat, outcomes[rng.randrange(len(outcomes))][0])
    ids = state.legal_action_ids(seat)
    return state.apply_id(seat, ids[rng.randrange(len(ids))])


def random_line(state: _S, rng: random.Random) -> Iterator[_S]:
    """The states of a random game from ``state`` to its end: ``state`` itself, then
    each one :func:`random_step` after the one before, until no seat is to move.

    Lazy: whatever the caller does with a state before asking for the next (reading
    views, drawing from ``rng`` too) happens before the next step's draw, in that
    order. A finished ``state`` gives itself only.
    """
    yield state
    while state.to_move:
        state = random_step(state, rng)
        yield state


def play_randomly(state: _S, rng: random.Random, until: Callable[[_S], bool] | None = None) -> _S:
    """The first state of :func:`random_line` from ``state`` (``state`` included) where
    ``until`` holds, or its last (no seat to move) if ``until`` is None or never holds.

    The caller tells the two apart where it matters (``until`` does not hold on a
    finished game, or ``state.is_over``).
    """
    while state.to_move and not (until is not None and until(state)):
        state = random_step(state, rng)
    return state


def _check_view(state: State, seat: Seat | None, previous: View | None) -> View:
    """The view's JSON round trip, perfect recall, and its new events' checks.

    The events are a list that only grows (a redacted one may be revealed): the
    view is sent through JSON without them, and each event that is new since
    ``previous`` goes through JSON on its own in :func:`check_events`, so that the
    cost of a step does not grow with the whole history."""
    view = state.view(seat)
    data = view.to_json(events=False)
    data["events"] = []
    text = json.dumps(data, sort_keys=True)
    bare = dataclasses.replace(cast(Any, view), events=())  # views are dataclasses
    _expect(
        state.game.view_from_json(json.loads(text)) == bare,
        state,
        f"view {seat} JSON trip",
    )
    _expect(view.seat == seat, state, "view.seat is not the seat asked for")
    if previous is not None:
        old, new = previous.events, view.events
        _expect(len(new) >= len(old), state, f"seat {seat} forgot events")
        for a, b in zip(old, new, strict=False):
            # (the same object, mostly: games memoise their events)
            _expect(a is b or a == b or a.is_redacted, state, f"seat {seat}: event {a} became {b}")
    start = 0
    if previous is not None:
        old = previous.events
        new = view.events
        while (
            start < len(old)
            and start < len(new)
            and (old[start] is new[start] or old[start] == new[start])
        ):
            start += 1
    check_events(state.game, view, start)
    return view


def check_events(game: Game, view: View, start: int = 0) -> None:
    """The structured events of a view and their narration (:mod:`royaumes.events`).

    For each event from ``start``: its JSON reads back into an equal event (arguments
    included); a structured event's text is its kind's template
    filled with its arguments, and reads back into them; its narration for the view's
    seat depends only on the event as sent (its JSON), names a catalogue message that
    both languages have, and gives every variable those messages read.

    Raises:
        ConformanceError: one of these does not hold (the message says which).
    """
    kinds = game.event_kinds
    for event in view.events[start:]:
        where = f"seat {view.seat} event {event}"
        if event.kind:
            if event.kind not in kinds:
                raise ConformanceError(f"{where}: unknown kind {event.kind!r}")
            kind = kinds[event.kind]
            names = {name for name, _ in kind.fields}
            shown = {name: value for name, value in event.args if name in names}
            if kind.text(event.params) != event.text:
                raise ConformanceError(f"{where}: text is not its arguments' ({kind.template})")
            back = kinds.parse(event.text)
            if back != (event.kind, shown):
                raise ConformanceError(f"{where}: text reads back as {back}")
        message = game.narrate(event, view.seat)
        sent = Event.from_json(json.loads(json.dumps(event.to_json())))
        if sent != event or sent.args != event.args:
            raise ConformanceError(f"{where}: the event's JSON does not read back")
        if game.narrate(sent, view.seat) != message:
            raise ConformanceError(f"{where}: narration depends on more than the event sent")
        if not message.key:
            continue
        for lang in LANGS:
            if not has_key(message.key, lang):
                raise ConformanceError(f"{where}: no {lang} message {message.key!r}")
            missing = message_variables(message.key, lang) - set(message.params)
            if missing:
                raise ConformanceError(f"{where}: {message.key} lacks {sorted(missing)} ({lang})")


def check_game(
    game: str | Game,
    num_players: int,
    seed: int,
    options: Mapping[str, object] | None = None,
    *,
    info_set_every: int = 1,
    full_every: int = 1,
    invariant: Callable[[State], None] | None = None,
) -> MatchRecord:
    """Play one random playout to the end, checking the protocol at every step.

    Args:
        game: a game id or game.
        num_players: the number of seats.
        seed: the root seed (chance, the actions chosen and the checks' draws).
        options: game options.
        info_set_every: run the information-set test on every k-th state
            (1: every state; it replays the history, so it is the slow part).
        full_every: run the state and view JSON round trips and the
            perfect-recall comparison on every k-th state (1: every state;
            both cost time in proportion to the history, so long games
            check every k-th state); the order-of-arrival check of
            simultaneous moves, the full comparisons after refused
            actions and the check that ``apply`` leaves its input
            unchanged follow the same rhythm. The other checks run at every step.
        invariant: the game's own invariant, called on every state; it
            raises (e.g. ``AssertionError``) when broken.

    Returns:
        The match record of the playout.

    Raises:
        ConformanceError: a check failed (the message says which and where).
    """
    game = load(game) if isinstance(game, str) else game
    match = Match(game, num_players, ["random"] * num_players, seed=seed, options=options)
    rng = stream(seed, "conformance")
    # Who acts next and when the clock rings draw from their own stream: checking more
    # or fewer states (a budget) does not change the game that is played.
    order = stream(seed, "conformance/order")
    limit = game.max_game_length(num_players, options)
    commute = game.moves_commute(options)
    views: dict[Seat | None, View] = {}
    observers: list[Seat | None] = [None, *range(num_players)]

    def check(state: State, step_index: int) -> None:
        check_node(state, rng, full=step_index % full_every == 0 or state.is_over)
        if commute and step_index % full_every == 0:
            check_commutation(state, rng)
        if step_index % full_every == 0 or state.is_over:
            for seat in observers:
                views[seat] = _check_view(state, seat, views.get(seat))
        if step_index % info_set_every == 0 or state.is_over:
            deep = step_index % (info_set_every * 4) == 0 and not state.is_over
            for seat in observers:
                check_info_set(state, seat, rng, deep=deep)
        if invariant is not None:
            invariant(state)

    check(match.state, 0)
    while not match.state.is_over:
        state = match.state
        # Whether apply leaves its input alone costs time in proportion to the history:
        # checked on the full-check rhythm, like the round trips.
        watched = state.num_actions % full_every == 0
        before, fingerprint = (state.to_json(), hash(state)) if watched else (None, 0)
        # Seats to move together act in a random order; the clock (HOST) now and then.
        players = [s for s in state.to_move if s != HOST]
        if HOST in state.to_move and (not players or order.random() < 0.05):
            last = match.step(HOST)
        else:
            last = match.step(players[0] if len(players) == 1 else order.choice(players))
        if watched:
            _expect(
                state.to_json() == before and hash(state) == fingerprint and state == state.clone(),
                state,
                "apply changed its input",
            )
        new = match.state
        _agrees(state, last.seat, game.parse_action(last.action), new, watched)
        if watched:
            check_observed_action(
                state, last.seat, game.action_id(game.parse_action(last.action)), rng
            )
        if new.num_actions % full_every == 0 or new.is_over:
            copy = game.state_from_json(json.loads(json.dumps(new.to_json())))
            _expect(copy == new and hash(copy) == hash(new), new, "state JSON round trip")
            _expect(copy.view(None) == new.view(None), new, "state JSON round trip (views)")
        _expect(new.num_actions == state.num_actions + 1, new, "num_actions did not grow by 1")
        if limit is not None:
            _expect(new.num_actions <= limit, new, f"game longer than {limit} actions")
        check(new, new.num_actions)
    record = match.record
    reloaded = MatchRecord.from_json(json.loads(json.dumps(record.to_json())))
    final = [state for state, _step in replay(reloaded)][-1]
    _expect(final == match.state, match.state, "the record does not replay to the same state")
    result = match.state.result
    assert result is not None
    _expect(len(result.points) == num_players, match.state, "result points per seat")
    _expect(len(result.ranks) == num_players, match.state, "result ranks per seat")
    _expect(all(result.ranks[w] == 1 for w in result.winners), match.state, "a winner not ranked 1")
    return record


def playthrough(
    game: str | Game,
    num_players: int,
    seed: int,
    options: Mapping[str, object] | None = None,
) -> str:
    """A readable transcript of one seeded random match, for golden files.

    It holds the spec, then per step the actor, the action and what each
    seat newly sees, and every seat's full view at the start and the end. A
    rules change shows up as a diff (← OpenSpiel playthroughs).
    """
    game = load(game) if isinstance(game, str) else game
    match = Match(game, num_players, ["random"] * num_players, seed=seed, options=options)
    observers: list[Seat | None] = [None, *range(num_players)]
    lines = [
        f"game: {game.spec.id} version {game.spec.version}",
        f"players: {num_players}",
        f"seed: {seed}",
        f"options: {json.dumps(dict(match.state.options), sort_keys=True)}",
        "",
    ]

    def full_views(state: State) -> None:
        for seat in observers:
            data: dict[str, Any] = state.view(seat).to_json(events=False)
            name = "spectator" if seat is None else game.seat_name(seat)
            lines.append(f"  view {name}: {json.dumps(data, sort_keys=True)}")

    seen = dict.fromkeys(observers, 0)
    lines.append("initial")
    full_views(match.state)
    while not match.state.is_over:
        step: Step = match.step()
        state = match.state
        lines.append(f"{state.num_actions}. {game.seat_name(step.seat)}: {step.action}")
        for seat in observers:
            events = state.view(seat).events
            new = [str(e) for e in events[seen[seat] :]]
            seen[seat] = len(events)
            name = "spectator" if seat is None else game.seat_name(seat)
            lines.append(f"  {name} sees: {' | '.join(new)}")
    lines.append("final")
    full_views(match.state)
    result = match.state.result
    assert result is not None
    lines.append(f"result: {json.dumps(result.to_json(), sort_keys=True)}")
    return "\n".join(lines) + "\n"
