"""Terminal renderers and the human agent's input parsing."""

from __future__ import annotations

import io
import re
from collections import Counter
from types import SimpleNamespace
from typing import cast

import pytest
from rich.console import Console

import royaumes
from royaumes.game import Game
from royaumes.games.quatre_royaumes import View as QView
from royaumes.ui import Renderer, renderer_for, rules_markdown
from royaumes.ui.table import Narrator, QuitRequested, parse_choice

_GAME = royaumes.load("quatre_royaumes")


def _console() -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(file=out, width=120, color_system=None), out


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("1", "play 1S"),
        ("2", "play 7H"),
        (" play 7H ", "play 7H"),
        ("7h", "play 7H"),
        ("PLAY 1s", "play 1S"),
    ],
)
def test_a_move_is_typed_as_its_number_or_its_text(typed: str, expected: str) -> None:
    legal = (_GAME.parse_action("play 1S"), _GAME.parse_action("play 7H"))
    assert str(parse_choice(typed, legal, _GAME)) == expected


@pytest.mark.parametrize(
    ("typed", "key"),
    [
        ("0", "play.bad_number"),
        ("3", "play.bad_number"),
        ("zzz", "play.not_understood"),
        ("", "play.not_understood"),
        ("play 2D", "play.not_legal"),
        ("2D", "play.not_understood"),
    ],
)
def test_a_bad_entry_names_its_problem(typed: str, key: str) -> None:
    legal = (_GAME.parse_action("play 1S"), _GAME.parse_action("play 7H"))
    with pytest.raises(ValueError, match=re.escape(key)):
        parse_choice(typed, legal, _GAME)


@pytest.mark.parametrize("typed", ["q", "quit", "Q"])
def test_q_quits(typed: str) -> None:
    with pytest.raises(QuitRequested):
        parse_choice(typed, (_GAME.parse_action("play 1S"),), _GAME)


@pytest.mark.parametrize(("players", "seat"), [(4, 0), (2, 1), (3, None)])
def test_narration_names_the_winner_of_every_trick(players: int, seat: int | None) -> None:
    match = royaumes.Match(_GAME, players, ["random"] * players, seed=players * 10 + 3)
    renderer = renderer_for(_GAME, "en", ["random"] * players)
    console, out = _console()
    narrator = Narrator(renderer, console, seat, match.state.view(seat))
    match.run(on_step=narrator)
    text = out.getvalue()
    view = match.state.view(seat)
    assert isinstance(view, QView)
    told = Counter(re.findall(r"→ (\w+)(?: · random)? wins trick", text))
    expected: Counter[str] = Counter()
    for summary in view.rounds:
        for place, tricks in zip(view.places, summary.tricks_won, strict=True):
            expected[place.name] += tricks
    assert told == +expected
    assert text.count(": reveal") == len(view.rounds)
    assert "Game over" in text


def test_the_board_shows_the_hand_the_mission_and_the_trick() -> None:
    match = royaumes.Match(_GAME, 2, ["random"] * 2, seed=5)
    while match.state.to_move != (0,):
        match.step()
    view = match.state.view(0)
    assert isinstance(view, QView)
    console, out = _console()
    console.print(renderer_for(_GAME, "en", ["you", "random"]).board(view))
    text = out.getvalue()
    assert "Your hand: " in text
    assert "Your mission: " in text
    assert "V's row (order of play): " in text
    assert "led in" in text or "to lead" in text
    assert f"mission pile: {view.pile_size}" in text


def test_a_game_without_its_renderer_gets_the_generic_one() -> None:
    fake = cast(Game, SimpleNamespace(spec=SimpleNamespace(id="no_such_game")))
    assert type(renderer_for(fake, "en")) is Renderer


def test_the_generic_renderer_draws_any_view_and_result() -> None:
    match = royaumes.Match(_GAME, 3, ["random"] * 3, seed=1)
    start = match.state.view(None)
    match.run()
    renderer = Renderer(_GAME, "fr", ["a", "b", "c"])
    console, out = _console()
    final = match.state.view(None)
    for renderable in renderer.narrate(start, final):
        console.print(renderable)
    assert match.state.result is not None
    console.print(renderer.board(final))
    console.print(renderer.final(match.state.result, final))
    text = out.getvalue()
    assert "P0 play" in text
    assert "Résultat final" in text


def test_rules_text_ends_with_the_options_from_the_spec() -> None:
    text = rules_markdown(_GAME, "en")
    assert "## Options" in text
    assert "- `max_rounds` (default: `20`; also: an integer ≥ 1, `off`)" in text
    assert "`hold_rule` (default: `last_holder`; also: `highest`)" in text
