"""Match, MatchRecord and replay (DESIGN.md "royaumes.Match")."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest

import royaumes
from royaumes import CHANCE, Match, MatchRecord, ReplayError, Step, replay
from royaumes.bots import ChoosesIds, RandomBot, bot_names, make_bot, seat_view
from royaumes.match import sample_chance_id
from royaumes.seeding import stream


def test_same_seed_same_record_and_chance_stream_is_separate_from_bots() -> None:
    a = Match("quatre_royaumes", 4, ["random"] * 4, seed=5).run()
    b = Match("quatre_royaumes", 4, ["random"] * 4, seed=5).run()
    assert a == b
    swapped = Match("quatre_royaumes", 4, ["heuristic", "random", "random", "random"], seed=5)
    c = swapped.run()
    # Paired comparison: swapping a bot leaves the first deal unchanged.
    first_deal = [s for s in a.steps[:4] if s.seat == CHANCE]
    assert first_deal == [s for s in c.steps[:4] if s.seat == CHANCE]


def test_record_saves_loads_and_replays_without_rng(tmp_path: Path) -> None:
    match = Match("quatre_royaumes", 2, ["heuristic", "random"], seed=3)
    record = match.run()
    path = tmp_path / "record.json"
    record.save(path)
    loaded = MatchRecord.load(path)
    assert loaded == record
    states = [state for state, _ in replay(loaded)]
    assert states[-1] == match.state
    assert states[-1].result is not None
    assert loaded.result == states[-1].result.to_json()
    assert len(states) == len(record.steps) + 1


def test_replay_refuses_another_version_and_an_illegal_step() -> None:
    record = Match("quatre_royaumes", 3, ["random"] * 3, seed=1).run()
    with pytest.raises(ReplayError, match="version"):
        list(replay(dataclasses.replace(record, version=99)))
    bad = dataclasses.replace(record, steps=(*record.steps[:5], Step(0, "play 10D")))
    with pytest.raises(ReplayError, match="step 5"):
        list(replay(bad))


def test_malformed_record_is_a_replay_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(ReplayError):
        MatchRecord.load(path)
    with pytest.raises(ReplayError):
        MatchRecord.from_json({"game": "quatre_royaumes"})


def test_bad_seats_and_bot_names_are_config_errors() -> None:
    with pytest.raises(royaumes.ConfigError, match="3 seats"):
        Match("quatre_royaumes", 4, ["random"] * 3, seed=1)
    with pytest.raises(royaumes.ConfigError, match="unknown bot"):
        Match("quatre_royaumes", 3, ["random", "genius", "random"], seed=1)


def test_step_after_the_end_is_game_over() -> None:
    match = Match("quatre_royaumes", 3, ["random"] * 3, seed=2)
    match.run()
    with pytest.raises(royaumes.GameOverError):
        match.step()


def test_bot_registry_names_and_random_bot_picks_legal_actions() -> None:
    assert bot_names() == ("random", "easy", "normal", "hard", "expert")
    game = royaumes.load("quatre_royaumes")
    bot = make_bot("random", game, 0, stream(1, "seat/0"))
    assert isinstance(bot, RandomBot)
    legal = (game.parse_action("play 1S"), game.parse_action("play 2S"))
    state = game.new_state(3)
    picks = {bot.act(lambda: state.view(0), legal) for _ in range(50)}
    assert picks == set(legal)


def test_the_random_bot_never_asks_for_its_view() -> None:
    """Views are handed lazily: a random bot's match builds none."""

    def no_view() -> royaumes.View:
        raise AssertionError("the random bot asked for its view")

    game = royaumes.load("quatre_royaumes")
    bot = make_bot("random", game, 0, stream(1, "seat/0"))
    legal = (game.parse_action("play 1S"), game.parse_action("play 2S"))
    assert bot.act(no_view, legal) in legal


def test_a_seat_view_is_built_once_and_only_when_asked() -> None:
    state = royaumes.load("quatre_royaumes").new_state(4)
    view = seat_view(state, 1)
    first = view()
    assert first == state.view(1)
    assert view() is first


class _ObjectsOnly:
    """A random bot seen only through :meth:`Bot.act` (no ``act_id``)."""

    def __init__(self, bot: RandomBot) -> None:
        self._bot = bot
        self.name = bot.name

    def act(
        self, view: royaumes.bots.SeatView, legal: tuple[royaumes.Action, ...]
    ) -> royaumes.Action:
        return self._bot.act(view, legal)


@pytest.mark.parametrize(
    ("game_id", "players"),
    [("quatre_royaumes", 2), ("debarquement", 3), ("deux_rois", 6), ("prince_noir", 2)],
)
def test_bots_that_choose_by_id_play_the_same_match_as_through_the_objects(
    game_id: str, players: int
) -> None:
    """The integer path of a match (random bots' act_id, the clock's and chance's ids) plays
    the very record the objects do, simultaneous choices and the clock included."""
    by_id = Match(game_id, players, ["random"] * players, seed=11)
    objects = Match(
        game_id,
        players,
        [_ObjectsOnly(RandomBot(stream(11, f"seat/{i}"))) for i in range(players)],
        seed=11,
    )
    assert isinstance(by_id.bots[0], ChoosesIds)
    assert not isinstance(objects.bots[0], ChoosesIds)
    assert by_id.run().steps == objects.run().steps
    assert by_id.num_decisions == objects.num_decisions > 0


@pytest.mark.parametrize("game_id", ["roi_des_nains", "for_a_crown", "debarquement"])
def test_a_chance_draw_is_rng_choices_by_the_outcomes_probabilities(game_id: str) -> None:
    """sample_chance_id writes out ``rng.choices(ids, weights)[0]``: the same outcome and
    the same single draw from the stream, so seeds keep their deals."""
    game = royaumes.load(game_id)
    rng = random.Random(5)
    state = game.new_state(4)
    draws = 0
    while draws < 300:
        if not state.to_move:
            state = game.new_state(4)
        seat = state.to_move[0]
        if seat == CHANCE:
            outcomes = state.chance_outcome_ids()
            seed = rng.random()
            ours, theirs = random.Random(seed), random.Random(seed)
            chosen = sample_chance_id(state, ours)
            expected = theirs.choices([i for i, _ in outcomes], [p for _, p in outcomes])[0]
            assert chosen == expected
            assert ours.random() == theirs.random()
            state = state.apply_id(CHANCE, chosen)
            draws += 1
        else:
            ids = state.legal_action_ids(seat)
            state = state.apply_id(seat, ids[rng.randrange(len(ids))])


def _reference_turn(
    to_move: tuple[int, ...], acted: set[int], window: set[int]
) -> tuple[int, set[int]]:
    """Who a Match moves, as the rule reads (Match.step): the first player seat that has not
    acted since the seats to move last grew; the clock only alone. Returns the seat and
    the new window (``acted`` is cleared in place when the seats to move grew)."""
    players = [s for s in to_move if s != royaumes.HOST]
    if not set(players) <= window:
        acted.clear()
    fresh = [s for s in players if s not in acted]
    return (fresh or players or list(to_move))[0], set(players)


@pytest.mark.parametrize(("game_id", "players"), [("debarquement", 5), ("deux_rois", 9)])
def test_turns_picks_who_acts_as_the_rule_reads(game_id: str, players: int) -> None:
    """Turns (shared by Match and royaumes bench) keeps a pointer and re-reads the seats to
    move only when they change: it must pick exactly as the rule, simultaneous choices,
    revisions and the clock included."""
    match = Match(game_id, players, ["random"] * players, seed=3)
    acted: set[int] = set()
    window: set[int] = set()
    steps = 0
    while not match.state.is_over and steps < 3000:
        expected, window = _reference_turn(match.state.to_move, acted, window)
        step = match.step()
        assert step.seat == expected, f"step {steps}"
        acted.add(step.seat)
        steps += 1
    assert steps > 200
