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
from royaumes.ui.table import HumanAgent, Narrator, NotLegalError, QuitRequested, parse_choice

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
        ("2D", "play.not_legal"),  # the tail of "play 2D": an action, not a legal one
    ],
)
def test_a_bad_entry_names_its_problem(typed: str, key: str) -> None:
    legal = (_GAME.parse_action("play 1S"), _GAME.parse_action("play 7H"))
    with pytest.raises(ValueError, match=re.escape(key)):
        parse_choice(typed, legal, _GAME)


def test_with_a_lettered_menu_a_bare_number_is_the_end_of_an_action() -> None:
    game = royaumes.load("debarquement")
    legal = tuple(game.parse_action(f"choose {n}") for n in (2, 3, 5))
    assert str(parse_choice("2", legal, game, letters=True)) == "choose 2"
    assert str(parse_choice("b", legal, game, letters=True)) == "choose 3"
    with pytest.raises(NotLegalError) as refused:
        parse_choice("7", legal, game, letters=True)
    assert str(refused.value.action) == "choose 7"
    with pytest.raises(ValueError, match=re.escape("play.bad_number")):
        parse_choice("d", legal, game, letters=True)


def _agent(
    game_id: str, players: int = 2, width: int = 100
) -> tuple[HumanAgent, royaumes.Match, io.StringIO]:
    """A human agent at seat 0 against random bots, its screen written to a string."""
    game = royaumes.load(game_id)
    out = io.StringIO()
    console = Console(file=out, width=width, color_system=None)
    renderer = renderer_for(game, "en", ["you"] + ["random"] * (players - 1))
    agent = HumanAgent(game, renderer, console)
    match = royaumes.Match(game, players, [agent] + ["random"] * (players - 1), seed=5)
    agent.match = match
    return agent, match, out


def _ask(agent: HumanAgent, match: royaumes.Match, stdin: str) -> str:
    """The action the agent returns when its person types ``stdin``'s lines."""
    while 0 not in match.state.to_move:
        match.step()
    lines = iter(stdin.splitlines())
    agent.console.input = lambda prompt="", **_: next(lines)  # type: ignore[method-assign]
    state = match.state
    return str(agent.act(lambda: state.view(0), state.legal_actions(0)))


@pytest.mark.parametrize("word", ["?", "help", "aide"])
def test_help_lists_what_one_can_type_and_changes_nothing(word: str) -> None:
    agent, match, out = _agent("quatre_royaumes")
    while 0 not in match.state.to_move:
        match.step()
    legal = match.state.legal_actions(0)
    before = match.state
    assert _ask(agent, match, f"{word}\n1\n") == str(legal[0])
    text = out.getvalue()
    assert "What you can type:" in text
    assert "a number from 1 to" in text
    assert "q: save the game and quit" in text
    assert "royaumes rules quatre_royaumes" in text
    assert "not understood" not in text
    assert match.state is before


def test_an_illegal_action_is_refused_with_the_engines_reason() -> None:
    agent, match, out = _agent("quatre_royaumes")
    while 0 not in match.state.to_move:
        match.step()
    hand = {str(a) for a in match.state.legal_actions(0)}
    absent = next(f"play {c}" for c in ("1S", "2S", "1C", "2C", "1H", "2H", "7S", "8S")
                  if f"play {c}" not in hand)  # fmt: skip
    assert _ask(agent, match, f"{absent}\n1\n")
    text = out.getvalue()
    assert f"'{absent}' is not allowed now: P0 cannot play '{absent}'" in text
    assert "not understood" not in text
    assert "(legal: " not in text  # the list of moves is on the screen already


def test_prince_noir_asks_the_castle_first_then_the_group() -> None:
    agent, match, out = _agent("prince_noir", width=80)
    while 0 not in match.state.to_move:
        match.step()
    legal = match.state.legal_actions(0)
    assert len(legal) > 24
    first = str(legal[0])  # "attack 2 Ch", say
    verb, castle, group = first.split()
    # The first list is one line per castle, with no group in it.
    assert _ask(agent, match, f"1\n{group}\n") == first
    text = out.getvalue()
    menu = text.split("Your moves")[1]
    assert f" 1  {verb} castle {castle}: choose among" in menu
    assert f"({verb} {castle})" in menu
    assert f"({first})" not in menu.split(" <  back")[0].split("\n 1  ")[1]
    assert " <  back to the first list" in text
    # A full canonical text is taken at once; "<" goes back from a step.
    last = str(legal[-1])
    assert _ask(agent, match, f"{last}\n") == last
    assert _ask(agent, match, f"2\n<\n{last}\n") == last
    assert _ask(agent, match, "?\n1\n?\n1\n") == first
    assert "< or back: the first list again" in out.getvalue()


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
