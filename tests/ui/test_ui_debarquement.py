"""Débarquement at the terminal: the boats, the hand, the labels, the narration, the secrets."""

from __future__ import annotations

import dataclasses
import io

from rich.console import Console, RenderableType

from royaumes import CHANCE
from royaumes.games.debarquement import GAME, Preview, State
from royaumes.i18n import MESSAGES
from royaumes.ui import renderer_for
from royaumes.ui.debarquement import DebarquementRenderer, boat_text, card_text

# Three players, first player P0: P0 gets the first 6 cards, then P1, then P2 (spec §3.2).
_HANDS = ([27, 19, 41, 10, 35, 2], [12, 8, 3, 30, 26, 5], [44, 33, 47, 11, 4, 6])


def _apply(state: State, seat: int, text: str) -> State:
    """``state.apply`` typed as this game's state (the engine does not narrow it)."""
    after = state.apply(seat, GAME.parse_action(text))
    assert isinstance(after, State)
    return after


def _text(*renderables: RenderableType) -> str:
    out = io.StringIO()
    console = Console(file=out, width=120, color_system=None)
    for renderable in renderables:
        console.print(renderable)
    return out.getvalue()


def _dealt() -> State:
    state = GAME.new_state(3)
    for hand in _HANDS:
        for card in hand:
            state = _apply(state, CHANCE, f"deal {card}")
    return state


def _renderer(lang: str = "en") -> DebarquementRenderer:
    renderer = renderer_for(GAME, lang, ["you", "heuristic", "heuristic"])
    assert isinstance(renderer, DebarquementRenderer)
    return renderer


def _turn_one() -> State:
    """Spec D1's first turn: 27 (P0), 12 (P1), 44 (P2, who puts it in the Norman boat);
    then everyone draws the lowest pile card (1, 7, 9)."""
    state = _dealt()
    for seat, card in ((0, 27), (1, 12), (2, 44)):
        state = _apply(state, seat, f"choose {card}")
    return _draw(_apply(state, 2, "place 44 norman"))


def _draw(state: State) -> State:
    while state.to_move == (CHANCE,):
        state = _apply(state, CHANCE, str(state.chance_outcomes()[0][0]))
    return state


def test_cards_and_boats_read_as_in_the_spec() -> None:
    assert card_text(27).plain == "27 Contrebandier"
    assert card_text(2, named=False).plain == "2"
    assert boat_text(((27, 19), (33,), (44,))).plain == "[27<19]  33  44"
    assert boat_text(()).plain == "–"


def test_the_board_shows_the_boats_the_seats_and_the_hand() -> None:
    text = _text(_renderer().board(_dealt().view(0)))
    assert "deal 1 · turn 1" in text
    assert "threshold 66" in text
    assert "Norman boat" in text
    assert "English boat" in text
    assert "Your hand" in text
    assert "Contrebandier (red)" in text
    assert "Roi de France (green)" in text
    assert "you choose the boat" in text


def test_the_board_never_shows_another_seat_s_hand_or_choice() -> None:
    state = _apply(_dealt(), 1, "choose 12")
    renderer = _renderer()
    before = _dealt().view(0)
    text = _text(renderer.board(state.view(0)), *renderer.narrate(before, state.view(0)))
    others = [c for hand in _HANDS[1:] for c in hand]
    for card in others:
        assert card_text(card).plain not in text
    assert "P1 · heuristic has chosen a card." in text
    assert "✓" in text  # P1 has selected; the others not yet
    # A spectator sees no hand at all.
    spectator = _text(renderer.board(state.view(None)))
    assert "Your hand" not in spectator
    for card in [c for hand in _HANDS for c in hand]:
        assert card_text(card).plain not in spectator


def test_action_labels_name_the_card_and_the_boat() -> None:
    renderer = _renderer()
    state = _dealt()
    labels = {str(a): renderer.action_label(a, state.view(0)).plain
              for a in state.legal_actions(0)}  # fmt: skip
    assert labels["choose 27"] == "play 27 Contrebandier → Norman boat"
    assert labels["choose 2"] == "play 2 Harold, Roi d'Angleterre → English boat"
    assert labels["choose 10"] == "play 10 Troubadour (boat chosen when placed)"
    # D1: after turn 1, P2's 33 comes after 19; a neutral card asks for its boat.
    state = _turn_one()
    for seat, card in ((0, 10), (1, 8), (2, 33)):
        state = _apply(state, seat, f"choose {card}")
    view = state.view(0)
    assert view.placing == (0, 10)
    labels = {str(a): renderer.action_label(a, view).plain for a in state.legal_actions(0)}
    assert labels["place 10 norman"] == "Norman boat ← 10 Troubadour covers a card"
    assert labels["place 10 english"] == "English boat ← 10 Troubadour 2/5 visible"
    # The labels tell the view's previews (the engine's), and place no card themselves.
    capture = Preview("norman", visible=5, covers=False, captures=True, worth=20)
    told = dataclasses.replace(view, previews=(capture, *view.previews[1:]))
    label = renderer.action_label(GAME.parse_action("place 10 norman"), told).plain
    assert label == "Norman boat ← 10 Troubadour 5th card: you capture it (worth 20)"


def test_the_narration_tells_the_reveal_the_placements_and_the_boats() -> None:
    renderer = _renderer()
    before = _dealt().view(1)
    text = _text(*renderer.narrate(before, _turn_one().view(1)))
    # The reveal in placement order; each card with its owner and its effect.
    assert "Reveal: P1 · heuristic: 12 Chaman · P0 · you: 27 Contrebandier · P2 · " in text
    assert "P1 · heuristic: 12 Chaman → English boat (1/5 visible)." in text
    assert "P2 · heuristic puts 44 Devin in the Norman boat (2/5 visible)." in text
    # A draw is told once, with the viewer's own card.
    assert "You receive: 7. 2 cards dealt to the others." in text


def test_a_capture_and_the_deal_scores_are_told() -> None:
    # Spec D1, turns 2 and 3: 19 covers 27, then 41 and 47 complete the Norman boat.
    renderer = _renderer()
    state = _turn_one()
    for seat, card in ((0, 19), (1, 8), (2, 33), (0, 41), (1, 3), (2, 47)):
        state = _apply(_draw(state), seat, f"choose {card}")
    text = _text(*renderer.narrate(_turn_one().view(2), state.view(2)))
    assert "P1 · heuristic: 3 Protection Divine → Norman boat (covers a card)." in text
    assert (
        "P2 · heuristic captures the Norman boat (7 cards, worth 14): 27 19 3 33 41 44 47" in text
    )
    board = _text(renderer.board(state.view(2)))
    assert "{27 19 3 33 41 44 47}=14 single colour (negative score) → −14" in board


def test_hidden_captures_show_as_counts() -> None:
    state = GAME.new_state(3, {"captures_visible": False})
    for hand in _HANDS:
        for card in hand:
            state = _apply(state, CHANCE, f"deal {card}")
    text = _text(_renderer().board(state.view(0)))
    assert "0 boat(s), 0 card(s)" in text


def test_french_messages() -> None:
    renderer = _renderer("fr")
    narration = renderer.narrate(_dealt().view(0), _turn_one().view(0))
    text = _text(renderer.board(_dealt().view(0)), *narration)
    assert "manche 1 · tour 1" in text
    assert "bateau normand" in text
    assert "Votre main" in text
    assert "Contrebandier (rouge)" in text
    assert "Révélation : " in text
    assert "P2 · heuristic met 44 Devin dans le bateau normand (2/5 visibles)." in text


def test_both_languages_hold_the_same_keys() -> None:
    en = {k for k in MESSAGES["en"] if k.startswith("deb.")}
    fr = {k for k in MESSAGES["fr"] if k.startswith("deb.")}
    assert en == fr
    assert en
