"""Deux Rois' events as data and their narration (issue 17): a few events in both
languages, and a private one that other seats never see."""

from __future__ import annotations

import pytest

import royaumes
from royaumes.events import Ref
from royaumes.game import CHANCE, State
from royaumes.games.deux_rois.rules import EVENTS, GAME, View
from royaumes.games.deux_rois.rules import State as DeuxRoisState


def _dealt() -> State:
    state = GAME.new_state(6, {"room_split": "manual", "rooms": ["N", "N", "N", "E", "E", "E"]})
    while state.to_move == (CHANCE,):
        state = state.apply(CHANCE, state.chance_outcomes()[0][0])
    return state


def test_events_carry_kinds_and_arguments_whose_text_is_the_notation() -> None:
    state = _dealt()
    deal = next(e for e in state.view(0).events if e.kind == "deal")
    assert deal.text == f"deal {deal.params['card']}"
    assert deal.params["seat"] == 0  # a fact: who was dealt it
    assert EVENTS.parse(deal.text) == ("deal", {"card": deal.params["card"]})


def test_a_deal_is_told_to_its_seat_only_and_in_both_languages() -> None:
    state = _dealt()
    view = state.view(0)
    assert isinstance(view, View)
    card = view.card
    assert card is not None
    mine = [e for e in state.view(0).events if e.kind == "deal"]
    assert len(mine) == 1  # the others' deals are not in seat 0's history
    message = GAME.narrate(mine[0], 0)
    assert message.key == "dr.ev.deal.mine"
    assert message.params["card"] == Ref("card", card)
    assert message.render("en") == f"You are dealt: {card}"
    assert message.render("fr") == f"Vous recevez : {card}"
    assert not [e for e in state.view(None).events if e.kind == "deal"]


def test_a_vote_and_a_table_line_read_as_sentences() -> None:
    vote = GAME.event_kinds["vote"]
    from royaumes.game import Event

    event = Event.of(vote, "P2", {"seat": 4})
    assert event.text == "vote 4"
    assert GAME.narrate(event, 0).render("en") == "P2: votes for P4 as General"
    assert GAME.narrate(event, 0).render("fr") == "P2 : vote pour P4 comme général"
    arrives = Event.of(GAME.event_kinds["arrives"], "table", {"seat": 3, "room": "E"})
    assert GAME.narrate(arrives, None).render("fr") == "P3 arrive en Angleterre."
    status = Event.of(GAME.event_kinds["status"], "table", {"card": 6, "status": "armed"})
    assert GAME.narrate(status, None).render("fr") == "La carte 6 est désormais armée."


@pytest.mark.parametrize("seed", [7, 11])
def test_the_end_is_told_in_the_end_screens_words_in_french(seed: int) -> None:
    """The log's protection, attacks and point lines carry no English of scoring's (its
    "team, harold", "does not qualify"): the same words as the end screen and the sheet."""
    match = royaumes.Match("deux_rois", 8, ["normal"] * 8, seed=seed, options={"rounds": 3})
    match.run()
    state = match.state
    assert isinstance(state, DeuxRoisState)
    told = [
        state.game.narrate(e, None).render("fr")
        for e in state.events_for(None)
        if e.kind in ("protection", "attack_line", "score_part")
    ]
    assert any("camp vainqueur" in line for line in told)
    for line in told:
        for english in ("team", "qualify", "not in play", "protected", "killed"):
            assert english not in line, line
