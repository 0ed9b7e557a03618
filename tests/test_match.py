"""Match, MatchRecord and replay (DESIGN.md "royaumes.Match")."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

import royaumes
from royaumes import CHANCE, Match, MatchRecord, ReplayError, Step, replay
from royaumes.bots import RandomBot, bot_names, make_bot, seat_view
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
