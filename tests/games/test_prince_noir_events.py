"""Le Prince Noir's events as data and their narration, in both languages."""

from __future__ import annotations

from royaumes import CHANCE
from royaumes.events import Message, Ref
from royaumes.games.prince_noir import GAME, State
from royaumes.games.prince_noir.rules import EVENTS


def _turn_one() -> State:
    """Seat 0 English; both hands dealt; E attacks 4 (Ch+Pl), F defends 4 (Rd+Pl)."""
    state = GAME.new_state(2, {"sides": "seat0_english"})
    for card in ("Sg", "Ch", "Rd", "Rd", "Pl", "Pl", "Sg", "Ch", "Rd", "Pl", "Pl", "Pl"):
        state = state.apply(CHANCE, GAME.parse_action(f"draw {card}"))
    for text in ("attack 4 Ch+Pl", "defend 4 Rd+Pl"):
        state = state.apply(state.to_move[0], GAME.parse_action(text))
    return state


def _said(state: State, seat: int | None, lang: str) -> list[str]:
    lines = [GAME.narrate(e, seat).render(lang) for e in state.view(seat).events]
    return [line for line in lines if line]


def test_a_run_of_draws_is_told_once_with_its_cards_for_the_drawer_only() -> None:
    state = _turn_one()
    draws = [e for e in state.view(1).events if e.kind == "draw"]
    assert [e.params["n"] for e in draws] == [None] * 5 + [6] + [None] * 5 + [6]
    assert draws[5].params["run"] is None  # P0's cards, hidden from P1
    assert draws[11].params["run"] == ("Sg", "Ch", "Rd", "Pl", "Pl", "Pl")
    assert _said(state, 1, "en")[:2] == ["P0 draws 6 cards", "You draw: Sg Ch Rd Pl Pl Pl"]
    assert _said(state, 0, "fr")[:2] == ["Vous piochez : Sg Ch Rd Rd Pl Pl", "P1 pioche 6 cartes"]


def test_a_face_down_group_is_told_by_its_size_until_the_reveal() -> None:
    state = _turn_one()
    hidden = state.view(1).events[-2]
    assert (hidden.text, hidden.kind, hidden.hidden) == ("attack 4 [2 cards]", "hidden", True)
    message = GAME.narrate(hidden, 1)
    assert message == Message("pn.ev.attack.hidden", {"who": Ref("seat", 0), "castle": 4, "n": 2})
    assert message.render("en") == "P0 attacks castle 4 with 2 face-down cards"
    assert message.render("fr") == "P0 attaque le château 4 avec 2 cartes face cachée"
    assert GAME.narrate(state.view(0).events[-1], 0).render("en") == (
        "P1 defends castle 4 with 2 face-down cards"
    )
    assert GAME.narrate(state.view(0).events[-2], 0).render("en") == (
        "P0 attacks castle 4 with Ch Pl"
    )
    state = state.apply(1, GAME.parse_action("attack 1 Sg"))
    one = state.view(0).events[-1]
    assert (one.text, one.kind) == ("attack 1 [1 card]", "hidden_one")
    assert GAME.narrate(one, 0).render("fr") == "P1 attaque le château 1 avec 1 carte face cachée"


def test_the_combats_carry_the_groups_the_bonuses_and_the_board_after() -> None:
    state = _turn_one()
    for text in ("attack 1 Sg", "defend 1 Rd+Pl", "order 4 1"):
        state = state.apply(state.to_move[0], GAME.parse_action(text))
    events = state.view(None).events
    reveal = next(e for e in events if e.kind == "reveal")
    assert EVENTS.parse(reveal.text) == ("reveal", dict(reveal.args))
    combats = [e for e in events if e.kind in ("flip", "hold")]
    first = combats[0].params
    assert first["attacker"] == "E"
    assert (first["attack_cards"], first["defence_cards"]) == (("Ch", "Pl"), ("Rd", "Pl"))
    assert (first["attack_chain"], first["defence_chain"], first["pillage_bonus"]) == (0, 0, 0)
    assert first["board"] == "EFEEEFEF"
    assert combats[1].params["board"] == "FFEEEFEF"
    said = _said(state, None, "en")
    assert (
        "Reveal — castle 4: English Ch Pl against French Rd Pl; castle 1: French Sg against "
        "English Rd Pl"
    ) in said
    assert "Combat at castle 4: attack 4 against defence 2: goes to the English" in said
    assert "Combat au château 1 : attaque 4 contre défense 2 : passe aux Français" in _said(
        state, 0, "fr"
    )


def test_the_sides_and_the_end_are_told() -> None:
    state = GAME.new_state(2)
    state = state.apply(CHANCE, GAME.parse_action("sides FE"))
    event = state.view(0).events[-1]
    assert GAME.narrate(event, 0).render("en") == (
        "P1 plays the English (E); P0 plays the French (F)"
    )
    assert GAME.narrate(event, 0).render("fr") == (
        "P1 joue les Anglais (E) ; P0 joue les Français (F)"
    )
