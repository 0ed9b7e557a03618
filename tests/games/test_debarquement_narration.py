"""Débarquement's events as data and their one narration (``Debarquement.narrate``)."""

from __future__ import annotations

from royaumes import CHANCE
from royaumes.events import Ref
from royaumes.game import Event
from royaumes.games.debarquement import GAME, State

# Three players, first player P0: P0 gets the first 6 cards, then P1, then P2 (spec §3.2).
_HANDS = ([27, 19, 41, 10, 35, 2], [12, 8, 3, 30, 26, 5], [44, 33, 47, 11, 4, 6])


def _apply(state: State, seat: int, text: str) -> State:
    after = state.apply(seat, GAME.parse_action(text))
    assert isinstance(after, State)
    return after


def _dealt() -> State:
    state = GAME.new_state(3)
    for hand in _HANDS:
        for card in hand:
            state = _apply(state, CHANCE, f"deal {card}")
    return state


def _say(event: Event, viewer: int | None, lang: str) -> str:
    return GAME.narrate(event, viewer).render(lang)


def test_a_run_of_deals_is_told_once_with_the_viewer_s_own_cards() -> None:
    events = _dealt().view(1).events
    deals = [e for e in events if e.kind == "deal"]
    assert [_say(e, 1, "en") for e in deals[:-1]] == [""] * 17
    last = deals[-1]
    assert last.is_redacted  # P2's card: hidden from P1, yet the run's facts are P1's own
    assert last.params["mine"] == ("3", "5", "8", "12", "26", "30")
    assert _say(last, 1, "en") == "You receive: 3 5 8 12 26 30. 12 cards dealt to the others."
    assert _say(last, 1, "fr") == "Vous recevez : 3 5 8 12 26 30. 12 cartes distribuées aux autres."
    spectator = _dealt().view(None).events[-1]
    assert spectator.params["mine"] == ()
    assert _say(spectator, None, "fr") == "18 cartes distribuées."


def test_a_hidden_choice_says_only_that_one_was_made() -> None:
    state = _apply(_dealt(), 0, "choose 27")
    own, other = state.view(0).events[-1], state.view(1).events[-1]
    assert (own.text, other.text) == ("choose 27", "choose ?")
    assert other.params == {"card": None}
    assert GAME.narrate(own, 0).params["card"] == Ref("card", "27")
    assert _say(own, 0, "en") == "P0 chooses 27."
    assert _say(other, 1, "en") == "P0 has chosen a card."
    assert _say(other, 1, "fr") == "P0 a choisi une carte."


def test_a_predeclared_choice_hidden_reads_choose_unknown() -> None:
    state = GAME.new_state(3, {"neutral_choice": "predeclare"})
    for hand in _HANDS:
        for card in hand:
            state = _apply(state, CHANCE, f"deal {card}")
    state = _apply(state, 0, "choose 10 english")
    own, other = state.view(0).events[-1], state.view(1).events[-1]
    assert (own.kind, own.text) == ("choose_boat", "choose 10 english")
    assert (other.kind, other.text, other.params) == ("choose", "choose ?", {"card": None})
    assert _say(own, 0, "fr") == "P0 choisit 10 → bateau anglais."


def test_the_reveal_the_placements_and_the_boat_choice_carry_their_facts() -> None:
    state = _dealt()
    for seat, card in ((0, 27), (1, 12), (2, 44)):
        state = _apply(state, seat, f"choose {card}")
    state = _apply(state, 2, "place 44 norman")
    events = state.view(1).events
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.text == "reveal 0:27,1:12,2:44"
    assert (reveal.params["seats"], reveal.params["cards"]) == (("1", "0", "2"), ("12", "27", "44"))
    assert _say(reveal, 1, "en") == "Reveal: P1: 12 · P0: 27 · P2: 44"
    assert _say(reveal, 1, "fr") == "Révélation : P1 : 12 · P0 : 27 · P2 : 44"
    placed = [e for e in events if e.kind == "placed"]
    assert [e.params["worth"] for e in placed] == [1, 2, 2]  # 44 is grey: worth nothing
    assert _say(placed[0], 1, "en") == "P1: 12 → English boat (1/5 visible)."
    assert placed[-1].params["chosen"] == "yes"
    assert _say(placed[-1], 1, "en") == ""  # the owner's own "place" tells it
    place = next(e for e in events if e.kind == "place")
    assert _say(place, 1, "en") == "P2 puts 44 in the Norman boat (2/5 visible)."
    assert _say(place, 1, "fr") == "P2 met 44 dans le bateau normand (2/5 visibles)."
