"""``election_mode=standing_leader`` (§2.8 of deux_rois.md, TRAAB's standing leader):
nominations, pointers and the majority, abdication offers, the Trésorier's binding, the
leader across rounds, the chance pick when NEGOTIATION ends, ELECTION skipped, events 7
and 25 under this mode; the view, the renderer and the bot. Each rule has one use and
one refusal."""

from __future__ import annotations

import io
from collections.abc import Sequence

import pytest
from rich.console import Console, RenderableType

from royaumes import CHANCE, HOST, Match
from royaumes.errors import IllegalActionError
from royaumes.game import Event
from royaumes.games.deux_rois import historique
from royaumes.games.deux_rois.rules import GAME, Phase, State
from royaumes.ui import renderer_for
from royaumes.ui.deux_rois import DeuxRoisRenderer

STANDING = {"election_mode": "standing_leader"}
SIX = [1, 2, 3, 4, 5, 6]


def setup(cards: Sequence[int], rooms: str, **options: object) -> State:
    """Seat i holds ``cards[i]`` in room ``rooms[i]``, standing-leader mode, every seat
    ready: the first negotiation begins (as in test_deux_rois_core)."""
    n = len(cards)
    state = GAME.new_state(n, {**STANDING, **options})
    if n % 2:
        larger = "N" if rooms.count("N") > rooms.count("E") else "E"
        state = state.apply(CHANCE, GAME.parse_action(f"larger {larger}"))
    for room in rooms:
        state = state.apply(CHANCE, GAME.parse_action(f"room {room}"))
    for card in cards:
        state = state.apply(CHANCE, GAME.parse_action(f"deal {card}"))
    for seat, card in enumerate(cards):
        state = play(state, seat, "ready red" if card in (9, 22) else "ready")
    assert state._phase is Phase.NEGOTIATION
    return state


def play(state: State, seat: int, text: str) -> State:
    return state.apply(seat, GAME.parse_action(text))


def chance(state: State, text: str) -> State:
    return state.apply(CHANCE, GAME.parse_action(text))


def end(state: State) -> State:
    return state.apply(HOST, GAME.parse_action("end_phase"))


def texts(state: State, seat: int | None) -> list[str]:
    return [e.text for e in state.view(seat).events]


def legal(state: State, seat: int) -> set[str]:
    return {str(a) for a in state.legal_actions(seat)}


def refused(state: State, seat: int, text: str) -> None:
    with pytest.raises(IllegalActionError):
        play(state, seat, text)


def to_round(state: State, round_no: int, numbers: tuple[int, int] = (1, 1)) -> State:
    """HOST ends every phase until round ``round_no``'s negotiation; chance takes its
    first outcome, except a missing Historic number (``numbers`` per room, in the order
    chance asks: N then E)."""
    asked = list(numbers)
    while not (state._phase is Phase.NEGOTIATION and state._round == round_no):
        if state.to_move == (CHANCE,):
            outcomes = [str(a) for a, _ in state.chance_outcomes()]
            if outcomes[0].startswith("draw "):
                state = chance(state, f"draw {asked.pop(0)}")
            else:
                state = chance(state, outcomes[0])
        else:
            state = end(state)
    return state


# -- nominate -----------------------------------------------------------------------------


def test_the_first_nominee_leads_at_once_and_the_room_is_told() -> None:
    state = setup(SIX, "NNNEEE")
    assert "nominate 1" in legal(state, 0)
    state = play(state, 0, "nominate 1")
    assert state._general == (1, -1)
    assert state.view(2).general == 1
    assert "nominate 1" in texts(state, 2)  # public in the room
    assert "general N 1" in texts(state, 2)
    assert "general N 1" not in texts(state, 3)  # the other room is not told
    assert state.view(3).general is None


def test_nominating_is_refused_once_the_room_has_a_leader_or_for_oneself() -> None:
    state = setup(SIX, "NNNEEE")
    refused(state, 0, "nominate 0")  # another player only
    refused(state, 0, "nominate 3")  # a player of his room
    state = play(state, 0, "nominate 1")
    assert not any(a.startswith("nominate") for a in legal(state, 2))
    refused(state, 2, "nominate 0")
    assert any(a.startswith("nominate") for a in legal(state, 3))  # E still has none


# -- pointers and the majority --------------------------------------------------------------


def test_pointing_is_public_in_the_room_and_the_view_holds_the_own_pointer() -> None:
    state = setup(SIX, "NNNEEE")
    state = play(state, 0, "point 2")
    assert state.view(0).pointer == 2
    assert state.view(1).pointer is None
    assert "point 2" in texts(state, 1)
    assert "point 2" not in texts(state, 3)
    assert state._general == (-1, -1)  # one pointer of three is no majority
    assert "point 2" not in legal(state, 0)  # already there
    state = play(state, 0, "point none")
    assert state.view(0).pointer is None
    assert "point none" not in legal(state, 0)


def test_pointing_at_oneself_or_across_rooms_is_refused_unless_self_votes_are_allowed() -> None:
    state = setup(SIX, "NNNEEE")
    refused(state, 0, "point 0")
    refused(state, 0, "point 4")
    refused(state, 0, "point none")  # nothing to clear
    selfish = setup(SIX, "NNNEEE", allow_self_vote=True)
    assert "point 0" in legal(selfish, 0)


def test_a_majority_of_pointers_makes_a_leader_and_clears_the_room_s_pointers() -> None:
    state = setup(SIX, "NNNEEE")
    state = play(state, 0, "nominate 2")
    state = play(state, 1, "point 0")
    state = play(state, 2, "point 0")  # two of three point at 0, not the leader
    assert state._general == (0, -1)
    assert "majority N 0" in texts(state, 1)
    assert "general N 0" in texts(state, 1)
    assert state.view(1).pointer is None
    assert state.view(2).pointer is None


def test_a_majority_for_the_leader_himself_changes_nothing() -> None:
    state = setup(SIX, "NNNEEE")
    state = play(state, 0, "nominate 2")
    state = play(state, 0, "point 2")
    state = play(state, 1, "point 2")
    assert state._general == (2, -1)
    assert not any(t.startswith("majority") for t in texts(state, 0))
    assert state.view(0).pointer == 2  # support stays on record


# -- abdication ------------------------------------------------------------------------------


def test_the_leader_abdicates_by_an_offer_the_target_accepts() -> None:
    state = setup(SIX, "NNNEEE")
    state = play(state, 0, "nominate 1")
    assert "abdicate 2" in legal(state, 1)
    state = play(state, 1, "abdicate 2")
    assert state.view(2).offers_received == ((1, "abdicate"),)
    assert "offer 1>2 abdicate" not in texts(state, 0)  # the offer is the two's
    assert state._general == (1, -1)
    state = play(state, 2, "accept 1")
    assert state._general == (2, -1)
    assert "general N 2" in texts(state, 0)


def test_an_abdication_declined_or_by_a_non_leader_is_nothing() -> None:
    state = setup(SIX, "NNNEEE")
    refused(state, 0, "abdicate 1")  # no leader yet
    state = play(state, 0, "nominate 1")
    refused(state, 0, "abdicate 2")  # not the leader
    state = play(state, 1, "abdicate 2")
    refused(state, 1, "abdicate 2")  # one pending offer per pair
    state = play(state, 2, "decline 1")
    assert state._general == (1, -1)
    # An offer lapses when its maker stops leading.
    state = play(state, 1, "abdicate 0")
    state = play(state, 0, "point 2")
    state = play(state, 1, "point 2")
    assert state._general == (2, -1)
    assert state.view(0).offers_received == ()
    refused(state, 0, "accept 1")


# -- the Trésorier ----------------------------------------------------------------------------


def _bound_table() -> State:
    """N: seat 0 the Trésorier (11), seat 1 Harold (blue: bindable), seat 2; E: three."""
    state = setup([11, 2, 1, 4, 5, 6], "NNNEEE", custom_deck="1,2,4,5,6,11")
    state = play(state, 0, "propose full_share 1")
    state = play(state, 1, "accept 0")
    state = play(state, 0, "power tresorier 1")
    assert "bound 1 0" in texts(state, 1)
    return state


def test_a_bound_player_s_pointer_follows_his_binder_s() -> None:
    state = _bound_table()
    state = play(state, 1, "point 0")  # his own pointer says 0...
    state = play(state, 0, "point 2")  # ...but it follows the binder's: 2 has two of three
    assert state._general == (2, -1)
    assert "majority N 2" in texts(state, 2)


def test_without_a_binding_a_lone_pointer_is_no_majority() -> None:
    state = setup([11, 2, 1, 4, 5, 6], "NNNEEE", custom_deck="1,2,4,5,6,11")
    state = play(state, 1, "point 0")
    state = play(state, 0, "point 2")
    assert state._general == (-1, -1)


# -- the leader across rounds; leaving; USURP -----------------------------------------------


def test_the_leader_stands_across_rounds_and_designates() -> None:
    state = setup(SIX, "NNNEEE", rounds=3)
    state = play(state, 0, "nominate 1")
    state = play(state, 3, "nominate 4")
    state = end(state)
    assert state._phase is Phase.DESIGNATION  # no ELECTION, no USURP (no 7, 8)
    assert "designate 0" in legal(state, 1)
    state = to_round(state, 2)
    assert state._general == (1, 4)  # a General is never sent: both are still home
    assert state.view(1).general == 1
    assert not any(a.startswith("nominate") for a in legal(state, 0))


def test_a_leader_who_leaves_the_room_stops_leading() -> None:
    emissary = [13, 2, 1, 4, 5, 6]  # seat 0 the red Emissary
    state = setup(emissary, "NNNEEE", custom_deck="1,2,4,5,6,13")
    state = play(state, 1, "nominate 0")
    state = play(state, 0, "power emissaire")  # he crosses to E now
    assert state._room[0] == 1
    assert state._general == (-1, -1)
    assert "general N none" in texts(state, 1)
    assert state.view(1).general is None
    assert "general E none" in texts(state, 0)  # told his new room's (no) leader
    assert "nominate 2" in legal(state, 1)
    refused(state, 0, "abdicate 1")  # no longer leader, nor with him


def test_pointers_at_a_player_who_leaves_are_cleared() -> None:
    state = setup([13, 2, 1, 4, 5, 6], "NNNEEE", custom_deck="1,2,4,5,6,13")
    state = play(state, 1, "point 0")
    state = play(state, 0, "point 2")
    state = play(state, 0, "power emissaire")
    assert state._pointer[0] == -1
    assert state.view(1).pointer is None


def test_usurpation_still_applies_and_the_usurper_stands() -> None:
    sang_royal = [7, 2, 1, 4, 5, 6]  # seat 0 a Sang Royal
    state = setup(sang_royal, "NNNEEE", rounds=3, custom_deck="1,2,4,5,6,7")
    state = play(state, 0, "nominate 1")
    state = play(state, 3, "nominate 4")
    state = end(state)
    assert state._phase is Phase.USURP
    state = play(state, 0, "power sang_royal")
    assert state._general[0] == 0
    state = to_round(state, 2)
    assert state._general[0] == 0
    assert "nominate 2" not in legal(state, 1)


# -- NEGOTIATION's end: the chance pick, no ELECTION ------------------------------------------


def test_a_leaderless_room_gets_a_leader_by_chance_when_negotiation_ends() -> None:
    state = setup(SIX, "NNNEEE")
    state = play(state, 0, "nominate 1")  # N has one, E none
    state = end(state)
    assert state.to_move == (CHANCE,)
    assert state._phase is Phase.NEGOTIATION  # ELECTION is skipped
    outcomes = {str(a): p for a, p in state.chance_outcomes()}
    assert outcomes == pytest.approx({"pick 3": 1 / 3, "pick 4": 1 / 3, "pick 5": 1 / 3})
    state = chance(state, "pick 5")
    assert state._general == (1, 5)
    assert "general E 5" in texts(state, 3)
    assert "pointers E 3:none,4:none,5:none" in texts(state, 3)
    assert state._phase is Phase.DESIGNATION


def test_rooms_with_leaders_draw_nothing_and_no_ballot_is_ever_held() -> None:
    state = setup(SIX, "NNNEEE")
    state = play(state, 0, "nominate 1")
    state = play(state, 3, "nominate 4")
    state = end(state)
    assert state._phase is Phase.DESIGNATION
    assert not any(t == "phase election" for t in texts(state, 0))
    assert not any(t.startswith("ballots") for t in texts(state, 0))


# -- Mode Historique: events 7 and 25 ----------------------------------------------------------


def _historic(event: int) -> State:
    """Six players, standing mode, round 1's Historic numbers summing to ``event``: round
    2's negotiation, with the event in force."""
    state = setup(SIX, "NNNEEE", rounds=3, historic=True)
    state = play(state, 0, "nominate 1")
    state = play(state, 3, "nominate 4")
    first = min(14, event - 1)
    state = to_round(state, 2, (first, event - first))
    assert historique.active(state, event)
    return state


def test_event_7_qualifies_those_not_pointing_at_the_general() -> None:
    state = _historic(7)
    general = state._general[0]
    others = [p for p in state._present(0) if p != general]
    supporter, rebel = others[0], others[-1]
    state = play(state, supporter, f"point {general}")
    state = end(state)
    while state.to_move == (CHANCE,):
        state = chance(state, str(state.chance_outcomes()[0][0]))
    assert state._phase is Phase.LIEUTENANT
    named = legal(state, general)
    assert f"lieutenant {rebel}" in named  # not pointing at him
    assert f"lieutenant {supporter}" not in named  # pointing at him


def test_event_25_restricts_nominating_pointing_and_leading_to_the_port() -> None:
    state = _historic(25)
    general = state._general[0]
    port, citadel = [p for p in state._present(0) if p != general][:2]
    state = play(state, citadel, "zone citadel")
    assert not any(a.startswith(("point", "nominate")) for a in legal(state, citadel))
    refused(state, port, f"point {citadel}")
    state = play(state, port, f"point {general}")  # the Port may point in the Port
    # The leader goes to the Citadel: when zones freeze he stops leading; chance picks
    # among the Port occupants.
    state = play(state, general, "zone citadel")
    state = end(state)
    while state.to_move == (CHANCE,) and state._phase is not Phase.NEGOTIATION:
        state = chance(state, str(state.chance_outcomes()[0][0]))
    assert "general N none" in texts(state, port)
    picks = {str(a) for a, _ in state.chance_outcomes()}
    assert picks == {f"pick {port}"}


# -- the view, the renderer, the bot -----------------------------------------------------------


def _text(*renderables: RenderableType) -> str:
    out = io.StringIO()
    console = Console(file=out, width=160, color_system=None)
    for renderable in renderables:
        console.print(renderable)
    return out.getvalue()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_renderer_labels_the_actions_and_tells_the_events(lang: str) -> None:
    renderer = renderer_for(GAME, lang, ["you"] * 6)
    assert isinstance(renderer, DeuxRoisRenderer)
    state = setup(SIX, "NNNEEE")
    view = state.view(1)
    for text in ("nominate 2", "point 2", "point none", "abdicate 2"):
        label = renderer.action_label(GAME.parse_action(text), view).plain
        assert label, text
        assert label != text, text
    state = play(state, 0, "nominate 1")
    state = play(state, 1, "abdicate 2")
    state = play(state, 0, "point 2")
    before = state.view(2)
    board = _text(renderer.board(before))
    assert renderer.t("dr.offer.abdicate") in board
    assert renderer.t("dr.general", room=renderer.t("dr.room.N"), who="P1 · you") in board
    lines = [
        Event("table", "majority N 2"),
        Event("table", "general N none"),
        Event("table", "pointers N 0:2,1:none,2:none"),
        Event("table", "offer 1>2 abdicate"),
        Event("table", "bound 1 0"),
        Event("P0", "point 2"),
        Event("P0", "nominate 1"),
    ]
    for event in lines:
        out = _text(*renderer.narrate(before, before, [event])).strip()
        assert out, event
        assert out != event.text, event
    mine = before if before.pointer is not None else state.view(0)
    assert mine.pointer == 2
    assert renderer.t("dr.your_pointer", who="P2 · you") in _text(renderer.board(mine))


def test_the_heuristic_bot_finishes_standing_leader_games() -> None:
    for n, seed in ((6, 1), (13, 2)):
        match = Match(GAME, n, ["heuristic"] * n, seed=seed, options={**STANDING, "rounds": 3})
        steps = 0
        while not match.state.is_over:
            match.step()
            steps += 1
            assert steps < 5000
        final = match.state.view(0)
        assert any(e.text.startswith("nominate") for e in final.events)
