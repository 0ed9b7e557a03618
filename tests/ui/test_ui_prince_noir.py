"""Les Chevauchées du Prince Noir at the terminal: the castles, the labels, the combats."""

from __future__ import annotations

import io

from rich.console import Console, RenderableType

from royaumes import CHANCE
from royaumes.games.prince_noir import GAME, State
from royaumes.ui import renderer_for
from royaumes.ui.prince_noir import PrinceNoirRenderer, board_line


def _text(*renderables: RenderableType) -> str:
    out = io.StringIO()
    console = Console(file=out, width=120, color_system=None)
    for renderable in renderables:
        console.print(renderable)
    return out.getvalue()


def _turn_one() -> State:
    """Seat 0 English; both hands dealt; E attacks 4, F defends 4 and attacks 1."""
    state = GAME.new_state(2, {"sides": "seat0_english"})
    for card in ("Sg", "Ch", "Rd", "Rd", "Pl", "Pl", "Sg", "Ch", "Rd", "Pl", "Pl", "Pl"):
        state = state.apply(CHANCE, GAME.parse_action(f"draw {card}"))
    for text in ("attack 4 Ch+Pl", "defend 4 Rd+Pl"):
        state = state.apply(state.to_move[0], GAME.parse_action(text))
    return state


def test_the_renderer_is_found_and_draws_the_line_of_castles() -> None:
    renderer = renderer_for(GAME, "en", ("you", "heuristic"))
    assert isinstance(renderer, PrinceNoirRenderer)
    assert board_line("EEFFFEEF").plain == " 1 E  2 E  3 F  4 F  5 F  6 E  7 E  8 F "
    text = _text(renderer.board(_turn_one().view(0)))
    assert "turn 1" in text
    assert "E  attacks castle 4: Ch" in text
    assert "F  defends castle 4: ▮▮" in text  # card backs until the reveal
    assert "Your hand: " in text


def test_action_labels_give_values_and_the_order() -> None:
    renderer = renderer_for(GAME, "en")
    state = _turn_one()
    labels = {str(a): renderer.action_label(a, state.view(1)).plain
              for a in state.legal_actions(1)}  # fmt: skip
    assert labels["attack 1 Sg+Pl"] == "attack castle 1 with Sg+Pl (value 5)"
    state = state.apply(1, GAME.parse_action("attack 1 Sg"))
    state = state.apply(0, GAME.parse_action("defend 1 Rd+Pl"))
    labels = {str(a): renderer.action_label(a, state.view(1)).plain
              for a in state.legal_actions(1)}  # fmt: skip
    assert labels == {"order 1 4": "Castle 1 first, then 4", "order 4 1": "Castle 4 first, then 1"}


def test_the_narration_tells_the_reveal_and_each_combat_with_its_values() -> None:
    renderer = renderer_for(GAME, "en")
    state = _turn_one()
    for text in ("attack 1 Sg", "defend 1 Rd+Pl", "order 4 1"):
        state = state.apply(state.to_move[0], GAME.parse_action(text))
    before = _turn_one().view(0)
    text = _text(*renderer.narrate(before, state.view(0)))
    assert "Reveal — castle 4: English Ch" in text
    # E3: Ch+Pl = 4 against Rd+Pl = 2, the tile flips; then Sg 4 against Rd+Pl 2.
    assert "Combat at castle 4: attack 4 against defence 2: goes to the English" in text
    assert "Combat at castle 1: attack 4 against defence 2: goes to the French" in text
    assert "Board:  1 F  2 F  3 E  4 E" in text


def test_french_messages() -> None:
    renderer = renderer_for(GAME, "fr")
    text = _text(renderer.board(_turn_one().view(0)))
    assert "tour 1" in text
    assert "Votre main\u00a0: " in text
