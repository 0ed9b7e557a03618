"""Le Roi des Nains at the terminal: texts written from the data, the board, the narration."""

from __future__ import annotations

import dataclasses
import io
import re
from collections import Counter

import pytest
from rich.console import Console

import royaumes
from games._roi_des_nains_helpers import deal_4p as _deal
from games._roi_des_nains_helpers import play_all as _play
from royaumes.games.roi_des_nains import GAME, View, catalogue, texts
from royaumes.i18n import MESSAGES
from royaumes.ui import renderer_for, rules_markdown
from royaumes.ui.roi_des_nains import RoiDesNainsRenderer, card_text
from royaumes.ui.table import HumanAgent, Narrator

_GAME = GAME


def _console() -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(file=out, width=120, color_system=None), out


def _renderer(lang: str = "en") -> RoiDesNainsRenderer:
    renderer = renderer_for(_GAME, lang, ["you", "heuristic", "heuristic", "heuristic"])
    assert isinstance(renderer, RoiDesNainsRenderer)
    return renderer


# ---------------------------------------------------------------------------
# texts


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_face_and_special_card_has_a_text_in_both_languages(lang: str) -> None:
    cat = catalogue()
    for face in cat.faces:
        text = texts.face_text(face, lang)
        assert text, face.id
        assert "{" not in text, face.id
        points = face.params.get("points")
        if points is not None:
            assert texts.signed(int(points)) in text, face.id
    for card in cat.specials:
        code = cat.cards[card].code
        assert texts.special_text(code, lang)
        assert texts.kind_text(code, lang)


def test_a_face_text_follows_its_parameters() -> None:
    face = catalogue().face("Q02A")
    assert texts.face_text(face, "en") == "+2 per trick you win among the last 4"
    changed = dataclasses.replace(face, params={"k": 3, "points": -7})
    assert texts.face_text(changed, "en") == "−7 per trick you win among the last 3"
    assert texts.face_text(changed, "fr") == "−7 par pli remporté parmi les 3 derniers"


def test_the_catalogue_lists_every_card_and_face() -> None:
    for lang in ("en", "fr"):
        text = texts.catalogue_markdown(lang)
        for face in catalogue().faces:
            assert f"| {face.id} | {texts.face_name(face, lang)} |" in text
        assert text.count("\n| M") == 5


def test_the_rules_text_has_the_prose_the_catalogue_then_the_options() -> None:
    text = rules_markdown(_GAME, "en")
    goal, special, faces, options = (
        text.index("## Goal"),
        text.index("## The 14 special cards"),
        text.index("## The 40 Quest faces"),
        text.index("## Options"),
    )
    assert goal < special < faces < options
    assert "| R11a | Shaman | red 11 | −3 to whoever wins its trick |" in text
    quatre = rules_markdown(royaumes.load("quatre_royaumes"), "en")
    assert "## Options" in quatre
    assert "Quest" not in quatre


def test_cards_show_their_special_name() -> None:
    assert card_text("G11a", "fr").plain == "G11a Druide"
    assert card_text("R7").plain == "R7"


def test_the_renderer_messages_exist_in_both_languages() -> None:
    keys = {k for k in MESSAGES["en"] if k.startswith("rdn.")}
    assert keys
    assert keys == {k for k in MESSAGES["fr"] if k.startswith("rdn.")}


# ---------------------------------------------------------------------------
# the board and the moves


def test_the_blue_five_holder_sees_both_faces_explained_and_the_hand() -> None:
    state = _deal({0: ["B5", "BA"], 1: ["R5"]}, "G1", "Q14")
    view = state.view(0)
    console, out = _console()
    renderer = _renderer()
    console.print(renderer.board(view))
    console.print(HumanAgent(_GAME, renderer, console)._moves(view, state.legal_actions(0)))
    text = out.getvalue()
    assert "You hold the blue 5" in text
    assert "Q14A Aces High: +3 per ace in your tricks" in text
    assert "Q14B Cursed Aces: −3 per ace in your tricks" in text
    assert "G1 Musician (green 1): whoever wins its trick deals the next deal" in text
    assert "Your hand:" in text
    assert re.search(r"blue\s+B\d", text)


def test_the_board_shows_the_trick_with_effective_suits_and_the_last_won_trick() -> None:
    state = _deal({0: ["G2"], 1: ["B5", "R5", "B9", "G9"], 2: ["BK", "M1"]}, "M1", "Q07")
    state = _play(state, ["quest Q07A", "play B9"])
    assert "play M1" in {str(a) for a in state.legal_actions(2)}
    state = _play(state, ["play M1"])  # the Clone copies B9: blue 9.5
    view = state.view(3)
    console, out = _console()
    console.print(_renderer().board(view))
    text = out.getvalue()
    assert "Trick 1, led blue: P1 B9 · P2 M1 = blue 9.5" in text
    assert "Quest: Q07A Goblin Infestation: −1 per red card (Goblins) in your tricks" in text


_THREE_TRICKS = (
    {0: ["R2", "GA", "B2"], 1: ["B5", "R5", "R9", "G9", "B9"], 2: ["R10", "G3", "BK"]}
    | {3: ["R3", "G4", "B4"]},
    ["quest Q07A", "play R9", "play R10", "play R3", "play R2"]  # P2 wins trick 1
    + ["play G3", "play G4", "play GA", "play G9"]  # P0 wins trick 2
    + ["play B2", "play B9", "play BK", "play B4"],  # P2 wins trick 3
)


@pytest.mark.parametrize("strict", [None, False])
def test_the_board_shows_past_tricks_only_as_strict_history_view_allows(
    strict: bool | None,
) -> None:
    """§7 [SEED] « On ne peut regarder que le dernier pli qu'on a remporté »: by default
    the board shows the current trick and the seat's own last won trick, not the others;
    ``strict_history_view=false`` shows every trick of the deal."""
    hands, actions = _THREE_TRICKS
    options = {} if strict is None else {"strict_history_view": strict}
    state = _play(_deal(hands, "G1", "Q07", **options), actions)
    view = state.view(0)
    assert view.tricks_won == ((2,), (), (1, 3), ())
    console, out = _console()
    console.print(_renderer().board(view))
    text = out.getvalue()
    if strict is None:
        assert "Your last trick won (trick 2): G3 · G4 · GA · G9" in text
        for card in ("R9", "R10", "R3", "R2", "B9", "BK", "B4"):  # tricks 1 and 3
            assert not re.search(rf"\b{card}\b", text), card
        assert "Tricks of this deal" not in text
    else:
        assert "Tricks of this deal:" in text
        assert "trick 1 → P2 · heuristic: P1 R9 · P2 R10 · P3 R3 · P0 R2" in text
        assert "trick 2 → you: P2 G3 · P3 G4 · P0 GA · P1 G9" in text
        assert "trick 3 → P2 · heuristic: P0 B2 · P1 B9 · P2 BK · P3 B4" in text
    # A spectator sees no finished trick under the default, every one without it.
    console, out = _console()
    console.print(_renderer().board(state.view(None)))
    assert ("P2 R10" in out.getvalue()) is (strict is False)
    assert "Your last trick" not in out.getvalue()


def test_labels_name_the_wizards_suit_the_swap_the_banner_and_the_spy() -> None:
    renderer = _renderer()
    state = _deal({0: ["M4", "R2"], 1: ["B5", "R5", "R9"], 2: ["R10"], 3: ["R3"]}, "M4", "Q07")
    state = _play(state, ["quest Q07A", "play R9", "play R10", "play R3"])
    labels = {str(a): renderer.action_label(a, state.view(0)).plain for a in state.legal_actions(0)}
    assert labels["play M4 G"] == "M4 Wizard naming green as trump"
    state = _deal({0: ["G11a"], 1: ["B5", "R5", "G9"], 2: ["G3"], 3: ["G4"]}, "G11a", "Q07")
    state = _play(state, ["quest Q07A", "play G9", "play G3", "play G4", "play G11a"])
    view = state.view(0)
    labels = {str(a): renderer.action_label(a, view).plain for a in state.legal_actions(0)}
    assert labels["swap P2"] == "swap hands with P2 · heuristic"
    state = _deal({0: ["B11a"], 1: ["B5", "R5", "B9"], 2: ["B3"], 3: ["B4"]}, "B11a", "Q07")
    state = _play(state, ["quest Q07A", "play B9", "play B3", "play B4", "play B11a"])
    label = renderer.action_label(_GAME.parse_action("banner left"), state.view(0)).plain
    assert label == "left: you pass your hand to P1 · heuristic, and get P3 · heuristic's"
    state = _deal({0: ["R11b"], 1: ["B5", "R5", "R9"], 2: ["R3"], 3: ["R4"]}, "R11b", "Q07")
    state = _play(state, ["quest Q07A", "play R9", "play R3", "play R4", "play R11b"])
    label = renderer.action_label(_GAME.parse_action("spy P3"), state.view(0)).plain
    assert label == "look at the hand of P3 · heuristic (total 0)"


# ---------------------------------------------------------------------------
# narration


@pytest.mark.parametrize(("players", "seat", "lang"), [(4, 0, "en"), (3, None, "fr"), (5, 2, "en")])
def test_narration_tells_every_deal_trick_winner_and_score_table(
    players: int, seat: int | None, lang: str
) -> None:
    match = royaumes.Match(_GAME, players, ["random"] * players, seed=players * 10 + 1)
    renderer = renderer_for(_GAME, lang, ["random"] * players)
    console, out = _console()
    narrator = Narrator(renderer, console, seat, match.state.view(seat))
    match.run(on_step=narrator)
    result = match.state.result
    assert result is not None
    console.print(renderer.final(result, match.state.view(seat)))
    text = out.getvalue()
    view = match.state.view(seat)
    assert isinstance(view, View)
    word = "wins trick" if lang == "en" else "remporte le pli"
    told = Counter(re.findall(rf"(P\d) · random {word}", text))
    expected: Counter[str] = Counter()
    for summary in view.deals:
        for p, won in enumerate(summary.tricks_won):
            expected[f"P{p}"] += len(won)
    assert told == +expected
    deal_word = "Deal" if lang == "en" else "Donne"
    for summary in view.deals:
        assert f"{deal_word} {summary.deal} · {summary.quest}" in text
    assert ("Final result" if lang == "en" else "Résultat final") in text
