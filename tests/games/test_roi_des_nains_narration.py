"""Le Roi des Nains' events as data and their narration (``RoiDesNains.narrate``)."""

from __future__ import annotations

from royaumes.events import Ref
from royaumes.games.roi_des_nains import GAME, State

from ._roi_des_nains_helpers import deal_4p as _deal
from ._roi_des_nains_helpers import play_all as _play


def _said(state: State, seat: int | None, kind: str, lang: str) -> list[str]:
    return [
        GAME.narrate(e, seat).render(lang)
        for e in state.view(seat).events
        if e.kind == kind and GAME.narrate(e, seat).key
    ]


def test_a_lead_a_follow_and_the_trick_winner_in_both_languages() -> None:
    state = _deal({0: ["R2"], 1: ["B5", "R5", "R9"], 2: ["R10"], 3: ["R3"]}, "G1")
    state = _play(state, ["quest Q07A", "play R9", "play R10", "play R3", "play R2"])
    plays = [e for e in state.view(0).events if e.kind == "play"]
    assert plays[0].params == {"card": "R9", "deal": 1, "trick": 1, "role": "lead"}
    assert [GAME.narrate(e, 0).render("en") for e in plays[:2]] == [
        "P1 leads R9.",
        "P2 plays R10.",
    ]
    assert GAME.narrate(plays[0], 0).render("fr") == "P1 entame avec R9."
    assert _said(state, 0, "win", "en") == ["P2 wins trick 1."]
    assert _said(state, None, "win", "fr") == ["P2 remporte le pli 1."]
    assert _said(state, 3, "deal", "en") == ["Cards dealt: 10 each."]
    assert _said(state, 1, "show", "fr") == [
        "P1 montre le 5 bleu et pioche la tuile Quête.",
        "P1 montre le 5 rouge et entame le premier pli.",
    ]
    assert _said(state, 2, "special", "en") == ["Deal 1: the special card is G1."]
    message = GAME.narrate(plays[0], 0)
    assert message.params["card"] == Ref("card", "R9")


def test_a_hand_seen_with_the_ninja_is_told_only_to_its_seat() -> None:
    state = _deal({0: ["R11b"], 1: ["B5", "R5", "R9"], 2: ["R3"], 3: ["R4"]}, "R11b")
    state = _play(state, ["quest Q07A", "play R9", "play R3", "play R4", "play R11b", "spy P3"])
    seen = _said(state, 0, "hand", "en")
    assert len(seen) == 1
    assert seen[0].startswith("P3's hand: ")
    # The others read "hand P3 ?": the cards hidden (None), said by nobody, none leaks.
    hidden = [e for e in state.view(1).events if e.text == "hand P3 ?"]
    assert [e.kind for e in hidden] == ["hand"]
    assert GAME.narrate(hidden[0], 1).key == ""
    assert hidden[0].params["cards"] is None
    assert _said(state, 2, "spy", "fr") == ["P0 regarde la main de P3 (Ninja gobelin)."]


def test_the_memory_rule_is_the_views_past_tricks() -> None:
    """§7: by default the table shows the trick just finished until the next one is led,
    and the seat's own last won trick; without strict_history_view, every trick."""
    hands = {0: ["R2", "GA", "B2"], 1: ["B5", "R5", "R9", "G9", "B9"], 2: ["R10", "G3", "BK"]}
    hands[3] = ["R3", "G4", "B4"]
    actions = ["quest Q07A", "play R9", "play R10", "play R3", "play R2"]
    actions += ["play G3", "play G4", "play GA", "play G9", "play B2", "play B9", "play BK"]
    state = _play(_deal(hands, "G1"), actions)
    view = state.view(0)
    assert [(t.deal, t.number, t.winner) for t in view.past_tricks] == [(1, 2, 0)]
    assert view.past_tricks[0].cards == ((2, "G3"), (3, "G4"), (0, "GA"), (1, "G9"))
    state = _play(state, ["play B4"])  # trick 3 done, trick 4 not led yet
    assert [t.number for t in state.view(0).past_tricks] == [2, 3]
    assert [t.number for t in state.view(1).past_tricks] == [3]
    every = _play(_deal(hands, "G1", strict_history_view=False), actions)
    assert [t.number for t in every.view(None).past_tricks] == [1, 2]
    assert GAME.view_from_json(view.to_json()) == view
