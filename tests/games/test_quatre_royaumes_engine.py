"""Engine plumbing of Les 4 Royaumes that the rules do not show: shared events that
must not leak hidden cards, the cache of initial states, the events cache's memory,
and pickling.

The events of a view are shared objects (one per line and what it shows, across
states and viewers), so identity must say no more than equality: a redacted line
hiding different cards is the same object.
"""

from __future__ import annotations

import pickle
import random

import pytest

from royaumes.errors import ConfigError
from royaumes.game import CHANCE
from royaumes.games.quatre_royaumes import GAME, State, rules

from ._memory import every_view, line
from ._quatre_royaumes_helpers import deal, new, trick


def _two_worlds() -> tuple[State, State]:
    """Two 4-player tables under face-down renounces that differ only in what seat 0
    cannot see: P1's and P3's missions and the card of P1's renounce."""
    a = deal(new(4, renounce_visibility="face_down"), ["K-H", "Q-S", "J-D", "K-C"])
    b = deal(new(4, renounce_visibility="face_down"), ["K-H", "J-C", "J-D", "Q-D"])
    a = trick(a, "P0 1S, P1 3H, P2 5S, P3 7S")
    b = trick(b, "P0 1S, P1 4H, P2 5S, P3 7S")
    return a, b


def _random_game(
    rng: random.Random, num_players: int = 4, views: bool = False, **options: object
) -> list[State]:
    """Every state of one random game, views read at every step if ``views``."""
    return list(line(GAME.new_state(num_players, options), rng, every_view if views else None))


def test_redacted_lines_are_the_same_objects_whatever_they_hide(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """§7: a seat's view says nothing of the others' missions nor of face-down renounces,
    not even through object identity (a bot comparing events with ``is``)."""
    monkeypatch.setattr(rules, "_EVENT_MEMO", {})  # not cleared between the two worlds
    a, b = _two_worlds()
    events_a, events_b = a.view(0).events, b.view(0).events
    assert events_a == events_b
    redacted = [i for i, e in enumerate(events_a) if e.is_redacted]
    assert len(redacted) == 4  # P1's, P2's and P3's missions, P1's renounce
    assert all(x is y for x, y in zip(events_a, events_b, strict=True))
    # What the seats that can see them are shown does differ.
    assert a.view(1).events != b.view(1).events


def test_options_are_validated_whatever_was_cached() -> None:
    """``True == 1``: the valid ``must_follow = true`` in the cache must not let ``1`` in."""
    assert GAME.new_state(4, {"must_follow": True}).options["must_follow"] is True
    assert GAME.new_state(4, {"max_rounds": 1}).options["max_rounds"] == 1
    for bad in ({"must_follow": 1}, {"max_rounds": True}, {"max_rounds": 1.0}):
        with pytest.raises(ConfigError):
            GAME.new_state(4, bad)


def test_options_are_read_only_and_the_cache_of_starts_is_bounded() -> None:
    state = GAME.new_state(3, {"max_rounds": 3})
    with pytest.raises(TypeError):
        state.options["max_rounds"] = 4  # type: ignore[index]
    with pytest.raises(TypeError):
        state.view(0).options["max_rounds"] = 4  # type: ignore[index]
    assert GAME.new_state(3, {"max_rounds": 3}).options["max_rounds"] == 3
    for rounds in range(1, 101):
        GAME.new_state(3, {"max_rounds": rounds})
    assert rules._start.cache_info().currsize <= 64


def test_new_states_do_not_share_an_events_cache() -> None:
    a, b = GAME.new_state(4), GAME.new_state(4)
    assert a == b
    assert a is not b
    a.view(0)
    assert b._evc is None


def test_a_line_of_play_keeps_one_events_tuple_per_viewer() -> None:
    """Memory: with every state kept and every view read at every step, the events
    cache holds the newest history per viewer only, not one per step."""
    states = _random_game(random.Random(3), views=True)
    kept = {id(entry[2]) for s in states if s._evc for entry in s._evc.values()}
    assert len(kept) <= 5  # 4 seats and the spectator


def test_views_stay_right_when_a_sibling_or_a_child_took_over_the_cache() -> None:
    states = _random_game(random.Random(5), renounce_visibility="face_down")
    parent = states[60]
    seat = parent.to_move[0]
    children = [parent.apply_id(seat, i) for i in parent.legal_action_ids(seat)]
    order = [children[0], children[-1], parent, children[0], states[70], parent, states[59]]
    for state in order:
        for viewer in (0, 2, None):
            fresh = GAME.new_state(4, state.options)
            for actor, action in state.history():
                fresh = fresh.apply(actor, action)
            assert state.view(viewer) == fresh.view(viewer)


def _depth(value: object) -> int:
    """How deeply ``value`` nests tuples and lists (what pickling recurses on)."""
    if isinstance(value, (tuple, list)):
        return 1 + max((_depth(v) for v in value), default=0)
    return 0


@pytest.mark.parametrize("views", [False, True])
def test_a_finished_game_pickles(views: bool) -> None:
    """The history is pickled flat, not one nesting level per line (a long game would
    overflow the recursion limit), and without the events cache."""
    final = _random_game(random.Random(7), 5, views)[-1]
    assert final.is_over
    assert _depth(final._history) > final.num_actions
    state = final.__getstate__()
    assert _depth(state["_history"]) == 2
    assert state["_evc"] is None
    back = pickle.loads(pickle.dumps(final))
    assert back == final
    assert back.view(1) == final.view(1)
    assert back._t is final._t  # the shared table of these options


def test_an_unpickled_state_plays_on() -> None:
    state = _random_game(random.Random(9), 5)[60]
    back = pickle.loads(pickle.dumps(state))
    assert back == state
    assert back.view(2) == state.view(2)
    rng = random.Random(1)
    while back.to_move:
        seat = back.to_move[0]
        if seat == CHANCE:
            back = back.apply_id(seat, back.chance_outcome_ids()[0][0])
        else:
            back = back.apply_id(seat, rng.choice(back.legal_action_ids(seat)))
    assert back.result is not None


def test_a_play_line_is_one_shared_event_whatever_the_round() -> None:
    """The memo keys on what an event shows; a play does not show its round."""
    rng = random.Random(11)
    states = _random_game(rng, 4, max_rounds=3)
    events = states[-1].view(None).events
    by_text: dict[tuple[str, str, tuple[object, ...]], object] = {}
    shared = 0
    for e in events:
        if e.kind == "play":
            key = (e.actor, e.text, e.args)
            if key in by_text:
                assert by_text[key] is e
                shared += 1
            by_text[key] = e
    assert shared > 0
    assert rules._EVENT_MEMO_MAX <= 20_000
