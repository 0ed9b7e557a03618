"""For a Crown at the terminal: texts written from the data, the board, the labels, the narration.

Scenario states are built by applying chance outcomes and actions by their
canonical text (STYLE.md, "Tests"); the spec is ``shared/rules/for_a_crown.md``.
"""

from __future__ import annotations

import dataclasses
import io
import re

import pytest
from rich.console import Console

import royaumes
from royaumes import CHANCE
from royaumes.game import Result
from royaumes.games.for_a_crown import GAME, Phase, State, View, catalogue, rules, texts
from royaumes.i18n import MESSAGES
from royaumes.ui import renderer_for, rules_markdown
from royaumes.ui.for_a_crown import ForACrownRenderer, card_text
from royaumes.ui.table import HumanAgent, Narrator

_FLIPS = ("L2-05", "L2-06", "L3-07", "L3-04", "L4-03", "L4-07", "L5-01", "L5-05")


def _console() -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(file=out, width=120, color_system=None), out


def _renderer(lang: str = "en", players: int = 3) -> ForACrownRenderer:
    renderer = renderer_for(GAME, lang, ["you", *["heuristic"] * (players - 1)])
    assert isinstance(renderer, ForACrownRenderer)
    return renderer


def _play(state: State, *lines: str) -> State:
    """Apply a script: ``"P0 recruit L3-07"`` by a seat, anything else by chance."""
    for line in lines:
        first, _, rest = line.partition(" ")
        if first.startswith("P") and first[1:].isdigit():
            assert state.to_move == (int(first[1:]),), (line, state.to_move)
            state = state.apply(int(first[1:]), GAME.parse_action(rest))
        else:
            assert state.to_move == (CHANCE,), (line, state.to_move)
            state = state.apply(CHANCE, GAME.parse_action(line))
    return state


def _setup() -> State:
    """3 families: P0 on space 9 (3 Coins), P1 on 8 (4), P2 on 7 (5); round 1, P0 to recruit."""
    state = GAME.new_state(3)
    return _play(state, "gallery P0", "gallery P1", "gallery P2", *(f"flip {c}" for c in _FLIPS))


def _round_one() -> State:
    """Round 1 recruited: the shared deck holds E1, E2 and six Mercenaries."""
    return _play(
        _setup(),
        "P0 recruit L3-07",
        "P0 pay 3c2r",
        "P1 recruit L2-06",
        "P1 pay 3c0r",
        "P2 recruit L1-HD",
        "P2 pay 1c0r",
        "flip L2-01",
        "flip L3-01",
        "P0 recruit L1-RB",
        "P0 pay 0c1r",
        "P1 recruit L1-CM",
        "P1 pay 1c0r",
        "P2 recruit L2-05",
        "P2 pay 3c0r",
        "flip L2-02",
    )


def _rig(state: State, **fields: tuple[int | bool, ...]) -> State:
    """A copy of ``state`` with private fields replaced (test only: chests built by hand)."""
    out = state._evolve()
    for name, value in fields.items():
        setattr(out, f"_{name}", value)
    return out


def _finish(state: State) -> State:
    """Play the first legal action (or outcome) until the game ends."""
    while not state.is_over:
        (seat,) = state.to_move
        state = state.apply(seat, state.legal_actions(seat)[0])
    return state


def _told(renderer: ForACrownRenderer, before: View, after: View) -> str:
    console, out = _console()
    for renderable in renderer.narrate(before, after):
        console.print(renderable)
    return out.getvalue()


# ---------------------------------------------------------------------------
# texts


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_symbol_card_and_event_has_a_text_in_both_languages(lang: str) -> None:
    cat = catalogue()
    for code in texts.SYMBOLS:
        assert texts.symbol_name(code, lang)
        assert texts.symbol_rule(code, lang)
    for merc in cat.mercenaries:
        text = texts.card_text(merc, lang)
        assert text, merc.id
        assert "{" not in text, merc.id
    for event in cat.events:
        assert texts.event_text(event, lang)
        assert texts.event_name(event, lang)


def test_a_card_text_follows_its_symbols() -> None:
    merc = catalogue().mercenaries[catalogue().by_id["L3-07"]]
    assert texts.card_text(merc, "en") == "gain 1 Ruby; then move a Portrait, 2 times"
    changed = dataclasses.replace(merc, symbols=(rules.HIT, rules.HIT, rules.HIT, rules.COIN))
    assert texts.card_text(changed, "en") == "make a rival lose 1 Ruby, 3 times; then gain 1 Coin"
    assert texts.card_text(changed, "fr") == (
        "faites perdre 1 Rubis à une famille rivale, 3 fois ; puis gagnez 1 Pièce"
    )
    assert texts.symbols_text(changed) == "HIT, HIT, HIT, COIN"
    assert texts.compact_symbols(changed) == "HIT×3 COIN"


def test_the_catalogue_lists_every_mercenary_event_die_face_and_cost() -> None:
    cat = catalogue()
    for lang in ("en", "fr"):
        text = texts.catalogue_markdown(lang)
        for merc in cat.mercenaries:
            assert f"| {merc.id} | {merc.copies} | {texts.symbols_text(merc)} |" in text
        for event in cat.events:
            assert f"| {event.id} | {texts.event_name(event, lang)} |" in text
        assert "`HIT` ×2" in text  # the die: HIT, HIT, BANDIT, MOVE, COIN, RUBY (§2.4)
        assert "| 1 | 1 | 3 | 5 | — | — |" in text  # round 1 costs (§2.6)
    assert "## The 55 Mercenaries" in texts.catalogue_markdown("en")
    assert "## Les 7 Événements" in texts.catalogue_markdown("fr")


def test_the_rules_text_has_the_prose_the_catalogue_then_the_options() -> None:
    text = rules_markdown(GAME, "en")
    marks = [
        text.index("## Goal"),
        text.index("## Losing Rubies: the Heirloom"),
        text.index("## The six symbols"),
        text.index("## The 55 Mercenaries"),
        text.index("## The 7 Events"),
        text.index("## The magic die"),
        text.index("## Options"),
    ]
    assert marks == sorted(marks)
    assert "| L5-02 | 1 | RUBY, RUBY, RUBY, COIN, COIN | gain 3 Rubies; then gain 2 Coins |" in text
    french = rules_markdown(GAME, "fr")
    assert "## But du jeu" in french
    assert "| E5 | Pot-de-vin |" in french


def test_cards_show_their_symbols() -> None:
    assert card_text("L4-04").plain == "L4-04 HIT×2 BANDIT×2"
    assert card_text("L3-09", compact=False).plain == "L3-09 (HIT, BANDIT, MOVE)"
    assert card_text("E1").plain == "E1"


def test_the_renderer_messages_exist_in_both_languages() -> None:
    keys = {k for k in MESSAGES["en"] if k.startswith("fac.")}
    assert keys
    assert keys == {k for k in MESSAGES["fr"] if k.startswith("fac.")}


# ---------------------------------------------------------------------------
# the board and the moves


def test_the_board_shows_the_square_the_gallery_the_families_and_only_my_chest() -> None:
    state = _setup()
    view = state.view(0)
    console, out = _console()
    renderer = _renderer()
    console.print(renderer.board(view))
    console.print(HumanAgent(GAME, renderer, console)._moves(view, state.legal_actions(0)))
    text = out.getvalue()
    assert "For a Crown · round 1/4 · recruit" in text
    assert "Royal Square" in text
    for head in ("L1 · cost 1", "L2 · cost 3", "L3 · cost 5", "L4 · closed", "L5 · closed"):
        assert head in text
    for card in ("L1-RB RUBY/BANDIT ×5", "L2-05 HIT BANDIT", "L3-07 RUBY MOVE×2", "L5-05 HIT×5"):
        assert card in text
    assert text.count("deck: 8") == 4
    assert re.search(r"Gallery\s+1\s+2\s+3\s+4\s+5\s+6\s+7\s+8\s+9", text)
    assert re.search(r"·\s+P2\s+P1\s+P0", text)  # spaces 7, 8, 9
    assert re.search(r"Scandal\s+−2\s+−1\s+0", text)
    assert "10 Rubies · 3 Coins" in text
    assert text.count("closed chest") == 2
    assert "Shared deck: 2 cards face down" in text
    assert "Recruit one Mercenary" in text
    assert "recruit L3-07 (RUBY MOVE×2) for 5" in text


def test_a_spectator_sees_every_chest_closed() -> None:
    console, out = _console()
    console.print(_renderer().board(_setup().view(None)))
    text = out.getvalue()
    assert text.count("closed chest") == 3
    assert "Rubies ·" not in text


def test_the_board_of_a_reveal_shows_the_card_being_resolved_and_what_was_turned_over() -> None:
    state = _play(_round_one(), "reveal E1", "reveal L3-07 P0")
    view = state.view(0)
    assert view.phase is Phase.MOVE
    console, out = _console()
    console.print(_renderer().board(view))
    text = out.getvalue()
    assert "round 1/4 · reveal" in text
    assert "Royal Square" not in text
    assert "Turned over this round: E1 · L3-07\u00a0P0" in text
    assert "Resolving: L3-07 RUBY MOVE×2 · P0 · you — gain 1 Ruby; then move a Portrait" in text
    assert "Your Mercenaries: L1-RB RUBY/BANDIT · L3-07 RUBY MOVE×2" in text
    assert "MOVE: choose a Portrait and a way" in text


def test_labels_read_the_card_the_cost_the_payment_the_target_and_the_move() -> None:
    renderer = _renderer()
    state = _setup()
    labels = {str(a): renderer.action_label(a, state.view(0)).plain for a in state.legal_actions(0)}
    assert labels["recruit L3-07"] == "recruit L3-07 (RUBY MOVE×2) for 5"
    assert labels["recruit L1-HD"] == "recruit L1-HD (HIT/DIE) for 1"
    assert labels["recruit 2 deck"] == "top of deck L2, blind, for 3"
    state = _play(state, "P0 recruit L3-07")
    labels = {str(a): renderer.action_label(a, state.view(0)).plain for a in state.legal_actions(0)}
    assert list(labels) == ["pay 0c5r", "pay 1c4r", "pay 2c3r", "pay 3c2r"]
    assert labels["pay 0c5r"] == "pay 5 Rubies  → 3 Coins, 5 Rubies"
    assert labels["pay 1c4r"] == "pay 1 Coin + 4 Rubies  → 2 Coins, 6 Rubies"
    assert labels["pay 3c2r"] == "pay 3 Coins + 2 Rubies  → 0 Coins, 8 Rubies"
    state = _play(_round_one(), "reveal L3-07 P0")
    labels = {str(a): renderer.action_label(a, state.view(0)).plain for a in state.legal_actions(0)}
    assert labels["move P0 left"] == "move your Portrait left to space 6"
    assert labels["move P1 left"] == "move P1's Portrait left to space 6"
    assert "move P0 right" not in labels  # space 9 is the last (§5.4)
    state = _play(state, "P0 move P0 left", "P0 move P1 right", "reveal L2-05 P2")
    labels = {str(a): renderer.action_label(a, state.view(2)).plain for a in state.legal_actions(2)}
    assert labels["hit P0"] == "hit P0 · you  rank 3 · Heirloom kept · 0 Bandits"
    french = _renderer("fr")
    bribe = french.action_label(GAME.parse_action("bribe 2"), state.view(0)).plain
    assert bribe == "rendre 2 Ratons pour 2"
    assert french.action_label(GAME.parse_action("mages pass"), state.view(0)).plain == "passer"


# ---------------------------------------------------------------------------
# narration


def test_the_narration_tells_every_symbol_event_and_portrait_move() -> None:
    start = _round_one()
    state = _play(
        start,
        "reveal L3-07 P0",
        "P0 move P0 left",  # 9 -> 6
        "P0 move P1 right",  # 8 -> 9
        "reveal E1",  # Scandal: P1 0, P2 -1, P0 -2
        "reveal L2-05 P2",
        "P2 hit P0",
        "P2 bandit P0",
        "reveal E2",  # Burglary: P0 has the only Bandit
        "reveal L1-HD P2",
        "P2 choose DIE",
        "roll MOVE",
        "P2 move P2 right",  # 7 -> 8
    )
    renderer = _renderer()
    text = _told(renderer, start.view(0), state.view(0))
    assert "Round 1 · Reveal" not in text  # already told with the last recruit
    lines = [line.strip() for line in text.splitlines()]
    assert "1. Turned over: L3-07 RUBY MOVE×2 of P0 · you — P0 · you +1 Ruby." in lines
    assert "P0 · you moves its own Portrait left to space 6 (rank 1 → 3)." in lines
    assert "P0 · you moves P1 · heuristic's Portrait right to space 9." in lines
    assert (
        "2. Event turned over: E1 Scandal. Losses: P2 −1, P0 −2 · no loss: P1 · heuristic." in lines
    )
    assert "P2 · heuristic hits P0 · you: −1 Ruby." in lines
    assert "P2 · heuristic gives a Masked Bandit to P0 · you (now 1)." in lines
    assert (
        "4. Event turned over: E2 Burglary. P0 · you (most Bandits: 1) lose 2 Rubies each and "
        "return their Bandits." in lines
    )
    assert "P2 · heuristic chooses DIE." in lines
    assert "P2 · heuristic rolls the magic die: MOVE." in lines
    assert "P2 · heuristic moves its own Portrait right to space 8." in lines


def test_recruits_are_told_with_their_payment_and_the_refill() -> None:
    start = _setup()
    text = _told(_renderer(), start.view(1), _round_one().view(1))
    assert "P0 · you hires L3-07 RUBY MOVE×2, paying 3 Coins + 2 Rubies." in text
    assert "P2 · heuristic hires L1-HD HIT/DIE, paying 1 Coin." in text
    assert "The Royal Square is refilled: L2-01 MOVE×2 · L3-01 MOVE×3" in text
    assert "Round 1 · Reveal" in text
    assert "the shared deck (8 cards) is shuffled" in text


def test_a_blind_draw_is_told_to_its_owner_only() -> None:
    start = _setup()
    state = _play(start, "P0 recruit 2 deck", "P0 pay 3c0r", "draw L2-04")
    mine = _told(_renderer(), start.view(0), state.view(0))
    theirs = _told(_renderer(), start.view(1), state.view(1))
    assert "P0 · you takes the top card of the L2 deck, blind, paying 3 Coins." in mine
    assert "P0 · you draws L2-04 BANDIT×2." in mine
    assert "blind, paying 3 Coins." in theirs
    assert "L2-04" not in theirs


def test_a_sale_an_elimination_and_the_final_adjustments_are_told() -> None:
    state = _play(_round_one(), "reveal L2-06 P1")
    # Test only: P2 holds no Ruby but its Heirloom, P0 nothing at all.
    state = _rig(state, rubies=(0, 5, 0), heirloom=(False, True, True))
    before = state.view(None)
    state = _play(state, "P1 hit P2", "P1 hit P0")
    assert state.view(None).eliminated == (0,)
    final = _finish(state)
    text = _told(_renderer(), before, final.view(None))
    assert "P1 · heuristic hits P2 · heuristic: −1 Ruby." in text
    assert "⚠ P2 · heuristic must pay with an empty chest: sells its Heirloom for 10 Rubies" in text
    assert "✖ P0 · you is eliminated" in text
    assert "out of the game: ignored" in " ".join(text.split())  # P0's cards (§5.3)
    assert "Final adjustments" in text
    assert re.search(r"\+1 Ruby to P\d · heuristic \(most influential\)", text)
    assert "Game over" in text
    assert "Round 2" not in text  # no new round after an elimination (§9 ruling 22)


def test_the_final_table_shows_score_rubies_heirloom_and_eliminations() -> None:
    state = _play(_round_one(), "reveal L2-06 P1")
    state = _rig(state, rubies=(0, 5, 0), heirloom=(False, True, True))
    final = _finish(_play(state, "P1 hit P2", "P1 hit P0"))
    result = final.result
    assert result is not None
    console, out = _console()
    console.print(_renderer().final(result, final.view(0)))
    text = out.getvalue()
    assert "Final result" in text
    for head in ("score", "Rubies", "Heirloom", "Coins", "Bandits", "Portrait"):
        assert head in text
    assert "out (1)" in text
    assert re.search(r"│\s+3 │ P0 · you\s+│\s+0 │", text)
    assert "+10" in text
    assert "sold" in text
    assert "Winner: P" in text


def test_a_tied_score_names_the_influence_tie_break() -> None:
    final = _finish(_round_one())
    view = final.view(0)
    first, second = view.influence[:2]
    points = [0.0] * 3
    points[first] = points[second] = 23.0
    ranks = [3] * 3
    ranks[first], ranks[second] = 1, 2
    result = Result(points=tuple(points), ranks=tuple(ranks), winners=(first,))
    console, out = _console()
    console.print(_renderer().final(result, view))
    text = out.getvalue()
    assert f"tie at 23: {_renderer().seat_label(first)} wins, being more influential" in text


@pytest.mark.parametrize(
    ("players", "seat", "lang", "options"),
    [
        (4, 0, "en", {}),
        (3, None, "fr", {"symbol_order": "owner_choice"}),
        (5, 2, "en", {"payment_visibility": "hidden"}),
        (4, 1, "fr", {"reserve": "counted", "mages_order": "live"}),
    ],
)
def test_narration_numbers_every_turn_over_and_ends_with_the_adjustments(
    players: int, seat: int | None, lang: str, options: dict[str, object]
) -> None:
    match = royaumes.Match(GAME, players, ["random"] * players, seed=players * 7, options=options)
    renderer = renderer_for(GAME, lang, ["random"] * players)
    console, out = _console()
    narrator = Narrator(renderer, console, seat, match.state.view(seat))
    match.run(on_step=narrator)
    result = match.state.result
    assert result is not None
    view = match.state.view(seat)
    console.print(renderer.final(result, view))
    text = out.getvalue()
    turned = sum(1 for e in view.events if e.actor == "chance" and e.text.startswith("reveal "))
    assert len(re.findall(r"^ ?\d+\. ", text, flags=re.MULTILINE)) == turned
    assert ("Final adjustments" if lang == "en" else "Ajustements de fin de partie") in text
    assert ("Final result" if lang == "en" else "Résultat final") in text
    assert "Traceback" not in text


@pytest.mark.parametrize("options", [{}, {"symbol_order": "owner_choice"}, {"reserve": "counted"}])
def test_the_narration_tells_the_gallery_and_the_bandits_as_the_engine_logs_them(
    options: dict[str, object],
) -> None:
    """A move's space and a BANDIT's count are the engine's facts: they match the view."""
    for seed in range(6):
        match = royaumes.Match(GAME, 4, ["random"] * 4, seed=seed, options=options)
        while not match.state.is_over:
            before = len(match.state.view(None).events)
            match.step()
            view = match.state.view(seed % 4)
            assert isinstance(view, View)
            for event in view.events[before:]:
                if event.kind == "move" and not view.eliminated:
                    assert event.params["space"] > 0
                if event.kind == "bandit" and event is view.events[-1]:
                    assert event.params["now"] == view.bandits[event.params["target"]]


def test_a_sale_forced_by_the_final_bandit_loss_is_told_after_the_adjustments() -> None:
    state = _play(
        _round_one(),
        "reveal L3-07 P0",
        "P0 move P0 left",  # 9 -> 6
        "P0 move P2 right",  # 7 -> 9: P2 is the most influential
        "reveal L1-CM P1",
        "P1 choose MOVE",
        "P1 move P1 left",  # 8 -> 7
        "reveal L1-RB P0",
        "P0 choose RUBY",
        "reveal L2-06 P1",
        "P1 hit P0",
        "P1 hit P2",
        "reveal E1",
        "reveal E2",
        "reveal L1-HD P2",
        "P2 choose HIT",
        "P2 hit P1",
    )
    # Test only: P0 holds nothing (the HIT eliminates it, so the game ends with this
    # round); P1 holds no Ruby, only its Heirloom, and no Coin (P2 holds the most).
    state = _rig(state, rubies=(0, 0, 5), heirloom=(False, True, True))
    before = state.view(None)
    final = _play(state, "reveal L2-05 P2", "P2 hit P0", "P2 bandit P1")
    assert final.is_over
    text = _told(_renderer(), before, final.view(None))
    # The engine logs the sale where it happens, during the adjustments, before it
    # closes the game with their summary.
    assert text.index("✖ P0 · you is eliminated") < text.index("Final adjustments")
    sale = text.index("P1 · heuristic must pay with an empty chest: sells its Heirloom")
    assert sale < text.index("Game over. Final adjustments")
    plain = " ".join(text.split())
    assert "+1 Ruby to P2 · heuristic (most influential)" in plain
    assert "−1 Ruby to P1 · heuristic (most Bandits: 1)" in plain


@pytest.mark.parametrize("players", [3, 4])
def test_the_recruit_screen_fits_80_columns_and_24_lines(players: int) -> None:
    # An 80x24 terminal once cut the Royal Square's cards ("L1-RB RUBY/BAN…") and
    # wrapped the families and the moves, so the Square scrolled out of sight.
    match = royaumes.Match(GAME, players, ["heuristic"] * players, seed=2)
    while 0 not in match.state.to_move:
        match.step()
    state = match.state
    view = state.view(0)
    assert isinstance(view, View)
    renderer = _renderer(players=players)

    def screen(width: int, moves: bool) -> list[str]:
        out = io.StringIO()
        console = Console(file=out, width=width, height=24, color_system=None)
        console.print(renderer.board(view))
        if moves:
            legal = state.legal_actions(0)
            console.print(HumanAgent(GAME, renderer, console)._moves(view, legal))
        return [line.rstrip() for line in out.getvalue().splitlines() if "────" not in line]

    board = screen(80, moves=False)
    assert board == screen(99, moves=False)  # nothing wraps at 80 columns that does not at 99
    lines = screen(80, moves=True)
    rows = (len(state.legal_actions(0)) + 1) // 2  # the moves in two columns
    assert len(lines) == len(board) + 1 + rows
    assert len(lines) + 1 + 1 + 1 <= 24  # with the rule, a blank line and the prompt
    text = "\n".join(lines)
    assert "…" not in text
    assert "Royal Square" in text
    for level, cost in enumerate(view.costs, start=1):
        head = f"L{level} · " + ("closed" if cost is None else f"cost {cost}")
        cards = [c for c, k in view.level1 if k] if level == 1 else view.face_up[level - 2]
        line = next(line for line in lines if line.startswith(head))
        for card in cards:
            assert card_text(card).plain in line
