"""Les Chevauchées du Prince Noir's score sheet (issue 22): the spec's examples (§10),
its scoring edge cases (§6, §9), refused entries, and random engine games entered
into the sheet give the engine's result."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

import royaumes
from royaumes.game import CHANCE, OptionValue
from royaumes.games.prince_noir import State, scoring
from royaumes.i18n import LANGS, has_key, message_variables
from royaumes.sheets import sheet_rules
from royaumes.sheets.base import Say, SheetError, Tally
from royaumes.sheets.prince_noir import SHEET

GAME = royaumes.load("prince_noir")


def opts(**given: object) -> dict[str, OptionValue]:
    return SHEET.check(2, given)


def board_entry(board: str, hands: Sequence[int]) -> dict[str, Any]:
    """The entry of a board written E/F (seat 0 English) and the hands by seat."""
    return {
        "castles": [[str(i + 1) for i, o in enumerate(board) if o == side] for side in "EF"],
        "hand": list(hands),
    }


def tally(data: Mapping[str, Any], **options: object) -> Tally:
    return SHEET.tally(2, opts(**options), [SHEET.parse_entry(data)])


def refused(data: Mapping[str, Any], **options: object) -> SheetError:
    with pytest.raises(SheetError) as info:
        tally(data, **options)
    assert info.value.entry == 0
    return info.value


def texts(says: Sequence[Say], lang: str = "en") -> list[str]:
    return [s.text(lang) for s in says]


# -- the spec's worked examples (§10) ---------------------------------------------------


def test_e10_card_exhaustion_scores_castles_cards_and_largest_group() -> None:
    """E10: FFEEEFEE, E 3 cards, F 1: E 5 + 3 + 3 = 11, F 3 + 1 + 2 = 6; E wins."""
    result = tally(board_entry("FFEEEFEE", (3, 1)))
    assert result.finished
    assert result.totals == (11, 6)
    assert result.rows[0].points == (11, 6)
    assert result.winners == (0,)
    assert result.ranks == (1, 2)
    assert result.expects is None
    assert texts(result.rows[0].steps) == [
        "Player 1: 5 castles (3, 4, 5, 7, 8): 5 points",
        "Player 1: 3 cards in hand: 3 points",
        "Player 1: largest group of adjacent castles 3: 3 points",
        "Player 1: 5 + 3 + 3 = 11",
        "Player 2: 3 castles (1, 2, 6): 3 points",
        "Player 2: 1 card in hand: 1 point",
        "Player 2: largest group of adjacent castles 2: 2 points",
        "Player 2: 3 + 1 + 2 = 6",
    ]
    assert texts(result.end_steps) == ["Player 1 has the higher score (11 to 6) and wins"]


def test_e11_equal_scores_go_to_the_larger_largest_group() -> None:
    """E11: EEFFFEEF, E 2 cards, F 1: both 8, F wins on its group of 3."""
    result = tally(board_entry("EEFFFEEF", (2, 1)))
    assert result.totals == (8, 8)
    assert result.winners == (1,)
    assert result.ranks == (2, 1)
    assert texts(result.end_steps) == [
        "Equal scores (8): the larger largest group wins",
        "Player 2 has the larger largest group (3 to 2) and wins",
    ]
    assert result.extra == {"decided_by": "largest_group"}


def test_e12_eight_castles_win_at_once() -> None:
    """E12: E takes castle 8 and holds all 8 with 4 cards left; F placed 3 of its 6."""
    result = tally(board_entry("EEEEEEEE", (4, 3)))
    assert result.totals == (8 + 4 + 8, 0 + 3 + 0)
    assert result.winners == (0,)
    assert result.ranks == (1, 2)
    assert texts(result.end_steps) == ["Player 1 holds all the castles and wins at once"]
    assert texts(result.rows[0].steps)[4] == "Player 2: 0 castles (—): 0 points"


def test_eight_castles_win_even_at_card_exhaustion() -> None:
    """§9.15: all 8 castles and both hands empty: the 8-castle victory, not exhaustion."""
    result = tally(board_entry("FFFFFFFF", (0, 0)))
    assert result.winners == (1,)
    assert result.extra == {"decided_by": "all_castles"}


# -- tie-breaks (§6 item 4) ------------------------------------------------------------


def test_a_tie_left_after_the_largest_group_is_a_draw_by_default() -> None:
    """EEFFEEFE, E 0 cards, F 2: 5 + 0 + 2 = 3 + 2 + 2 = 7, groups 2 and 2: a draw."""
    result = tally(board_entry("EEFFEEFE", (0, 2)))
    assert result.totals == (7, 7)
    assert result.winners == (0, 1)
    assert result.ranks == (1, 1)
    assert texts(result.end_steps) == [
        "Equal scores (7): the larger largest group wins",
        "Equal largest groups (2)",
        "Draw: both players win",
    ]


def test_final_tie_more_castles_gives_the_tie_to_more_castles() -> None:
    """The same position under ``final_tie = more_castles``: E's 5 castles beat F's 3."""
    result = tally(board_entry("EEFFEEFE", (0, 2)), final_tie="more_castles")
    assert result.winners == (0,)
    assert result.ranks == (1, 2)
    assert texts(result.end_steps)[-1] == "Player 1 has more castles (5 to 3) and wins"


def test_more_castles_still_draws_on_equal_castles() -> None:
    result = tally(board_entry("EFEFEFEF", (1, 1)), final_tie="more_castles")
    assert result.totals == (6, 6)
    assert result.winners == (0, 1)
    assert texts(result.end_steps)[-2:] == ["Equal castles (4)", "Draw: both players win"]


def test_cards_in_hand_score_one_each() -> None:
    """§9.14: one more card in hand is one more point."""
    assert (
        tally(board_entry("FFEEEFEE", (3, 1))).totals[1] + 1
        == (tally(board_entry("FFEEEFEE", (1, 2))).totals[1])
    )


def test_a_hand_without_a_main_card_may_end_the_game_with_big_hands() -> None:
    """``no_main_card = end_game`` ends the game with both hands of 2 or more (§4.2),
    even at the opening draw."""
    result = tally(board_entry("EFEFEFEF", (6, 6)), no_main_card="end_game")
    assert result.totals == (11, 11)
    assert result.winners == (0, 1)


def test_positions_may_be_entered_as_numbers() -> None:
    data = {"castles": [[3, 4, 5, 7, 8], [1, 2, 6]], "hand": [3, 1]}
    assert tally(data).totals == (11, 6)


def test_no_entry_yet_expects_the_final_position() -> None:
    result = SHEET.tally(2, opts(), [])
    assert not result.finished
    assert result.totals == (0, 0)
    assert result.winners == ()
    assert result.expects is not None
    assert result.expects.text("en").startswith("The final position")


# -- refused entries ---------------------------------------------------------------------


def test_a_castle_entered_for_both_players_is_refused() -> None:
    error = refused({"castles": [["1", "2", "3", "5", "7"], ["3", "4", "6", "8"]], "hand": [1, 1]})
    assert error.say.text("en") == ("castle 3 is entered for both players: a tile shows one side")
    assert error.say.key == "sheet.prince_noir.error.castle_both"


def test_a_castle_entered_twice_for_one_player_is_refused() -> None:
    error = refused({"castles": [["1", "1", "3", "5", "7"], ["2", "4", "6", "8"]], "hand": [1, 1]})
    assert error.say.text("en") == "Player 1: castle 1 is entered twice"


def test_a_castle_without_owner_is_refused() -> None:
    error = refused({"castles": [["1", "3", "7"], ["2", "4", "6", "8"]], "hand": [1, 1]})
    assert error.say.text("en") == "castle 5 has no owner: every tile shows one side"


def test_a_castle_off_the_row_is_refused() -> None:
    error = refused({"castles": [["1", "3", "5", "7", "9"], ["2", "4", "6", "8"]], "hand": [1, 1]})
    assert error.say.text("en") == "Player 1: 9 is not a castle (1 to 8)"


def test_a_hand_over_hand_size_is_refused() -> None:
    error = refused(board_entry("FFEEEFEE", (7, 1)))
    assert error.say.text("en") == "Player 1 holds 7 cards: a hand holds at most 6"
    assert tally(board_entry("FFEEEFEE", (7, 1)), hand_size=8).totals == (15, 6)


def test_after_eight_castles_each_hand_has_placed_two_cards() -> None:
    error = refused(board_entry("EEEEEEEE", (5, 0)))
    assert error.say.key == "sheet.prince_noir.error.hand_all_castles"
    assert "at most 4 stay in hand" in error.say.text("en")


def test_a_position_the_game_goes_on_from_is_refused() -> None:
    error = refused(board_entry("EFEFEFEF", (2, 2)))
    assert error.say.text("en") == (
        "the game is not over: both players hold 2 cards or more and nobody holds all 8 castles"
    )


def test_one_value_per_person() -> None:
    error = refused({"castles": [["1", "2", "3", "4", "5", "6", "7", "8"]], "hand": [1, 1]})
    assert error.say.text("en") == "castles: 1 values for 2 players"


def test_a_negative_hand_is_malformed() -> None:
    with pytest.raises(SheetError) as info:
        SHEET.parse_entry(board_entry("FFEEEFEE", (-1, 1)))
    assert "hand" in str(info.value)


def test_a_second_entry_comes_after_the_end() -> None:
    entry = SHEET.parse_entry(board_entry("FFEEEFEE", (3, 1)))
    with pytest.raises(SheetError) as info:
        SHEET.tally(2, opts(), [entry, entry])
    assert info.value.entry == 1
    assert info.value.say.key == "sheet.error.finished"


def test_the_sheet_is_played_by_two() -> None:
    with pytest.raises(SheetError):
        SHEET.check(3, {})


# -- form and texts ------------------------------------------------------------------------


def test_the_form_asks_each_castles_owner_then_each_hand() -> None:
    """One tap a castle along the row (its owner), then each person's cards in hand."""
    fields = SHEET.form(2, opts(hand_size=5))
    assert [(f.name, f.kind, f.per_person) for f in fields] == [
        *((f"castle_{k}", "choice", False) for k in range(1, 9)),
        ("hand", "int", True),
    ]
    first, hand = fields[0], fields[-1]
    assert [v for v, _ in first.choices] == ["0", "1"]
    assert first.to_json("fr", ["Ana", "Bob"])["choices"][1] == {"value": "1", "label": "Bob"}
    assert first.to_json("fr")["label"] == "Château 1"
    assert (hand.minimum, hand.maximum, hand.default) == (0, 5, 0)
    assert sheet_rules("prince_noir") is SHEET
    assert SHEET.single_entry


def test_owners_castle_by_castle_are_the_same_position_as_castles_by_person() -> None:
    """E10 entered as the form enters it: FFEEEFEE, hands 3 and 1 (11 to 6)."""
    owners = {f"castle_{k}": "0" if o == "E" else "1" for k, o in enumerate("FFEEEFEE", 1)}
    result = tally({**owners, "hand": [3, 1]})
    assert result.totals == (11, 6)
    assert result.totals == tally(board_entry("FFEEEFEE", (3, 1))).totals
    with pytest.raises(SheetError) as bad:
        tally({**owners, "castle_3": "2", "hand": [3, 1]})
    assert bad.value.say.text("en") == "castle 3: 2 is not a player of this sheet"
    missing = {k: v for k, v in owners.items() if k != "castle_8"}
    with pytest.raises(SheetError):
        tally({**missing, "hand": [3, 1]})


def _says(result: Tally) -> list[Say]:
    return [*result.rows[0].steps, *result.end_steps]


@pytest.mark.parametrize("lang", LANGS)
def test_every_text_is_in_both_catalogues_with_its_variables(lang: str) -> None:
    results = [
        tally(board_entry("EEFFEEFE", (0, 2)), final_tie="more_castles"),
        tally(board_entry("EFEFEFEF", (1, 1)), final_tie="more_castles"),
        tally(board_entry("EEEEEEEE", (4, 3))),
        tally(board_entry("FFEEEFEE", (3, 1))),
        tally(board_entry("EEFFFEEF", (2, 1))),
    ]
    says = [s for r in results for s in _says(r)]
    says += [f.label for f in SHEET.form(2, opts())] + [Say("sheet.prince_noir.expects")]
    keys = {s.key for s in says}
    assert {k.rsplit(".", 1)[-1] for k in keys if ".end." in k} == {
        "all_castles", "higher_score", "equal_score", "larger_group", "equal_group",
        "more_castles", "equal_castles", "draw",
    }  # fmt: skip
    for say in says:
        assert has_key(say.key, lang), say.key
        assert message_variables(say.key, lang) <= set(say.args), say.key


def test_both_catalogues_have_the_same_keys_and_variables() -> None:
    from royaumes.i18n import MESSAGES

    keys = {
        lang: {k for k in MESSAGES[lang] if k.startswith("sheet.prince_noir.")} for lang in LANGS
    }
    assert keys["en"] == keys["fr"]
    for key in keys["en"]:
        assert message_variables(key, "en") == message_variables(key, "fr"), key


# -- the engine's own games, entered into the sheet -------------------------------------------


def _play(seed: int, options: Mapping[str, object]) -> State:
    """A game to its end: random legal actions and chance outcomes from ``seed``; seat 0
    often places its longest group (an attack first), so that 8-castle wins happen."""
    rng = random.Random(seed)
    state = GAME.new_state(2, options)
    greedy = 0.7 if seed % 3 == 0 else 0.0
    while not state.is_over:
        if state.to_move == (CHANCE,):
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
            state = state.apply(CHANCE, action)
            continue
        (seat,) = state.to_move
        actions = state.legal_actions(seat)
        if seat == 0 and rng.random() < greedy:
            action = max(actions, key=lambda a: (str(a).startswith("attack"), len(str(a))))
        else:
            action = rng.choice(actions)
        state = state.apply(seat, action)
    assert isinstance(state, State)
    return state


def entry_of(state: State) -> dict[str, Any]:
    """The sheet's entry from a finished game's public facts (the spectator's view)."""
    view = state.view(None)
    assert view.sides is not None
    return {
        "castles": [
            [str(i + 1) for i, o in enumerate(view.board) if o == view.sides[seat]]
            for seat in (0, 1)
        ],
        "hand": list(view.hand_sizes),
    }


_OPTIONS: tuple[dict[str, object], ...] = (
    {},
    {"final_tie": "more_castles"},
    {"no_main_card": "end_game"},
    {"hand_size": 4, "chain_mode": "combined"},
)


def test_random_engine_games_entered_into_the_sheet_give_the_engine_result() -> None:
    seen: Counter[str] = Counter()
    for seed in range(120):
        options = _OPTIONS[seed % len(_OPTIONS)]
        state = _play(seed, options)
        result = state.result
        assert result is not None
        resolved = SHEET.check(2, state.options)
        sheet = SHEET.tally(2, resolved, [SHEET.parse_entry(entry_of(state))])
        assert sheet.finished, seed
        assert sheet.totals == result.points, seed
        assert sheet.winners == result.winners, seed
        assert sheet.ranks == result.ranks, seed
        seen[str(sheet.extra["decided_by"])] += 1
    # every way the game can be decided came up
    assert set(seen) == {"score", "all_castles", "largest_group", "draw"}, seen


def test_the_engine_scores_with_the_pure_function() -> None:
    """The state's result is :func:`scoring.score` of its final position."""
    state = _play(3, {})
    result = state.result
    assert result is not None
    outcome = scoring.score(state.final_position())
    assert (outcome.points, outcome.winners, outcome.ranks) == (
        result.points,
        result.winners,
        result.ranks,
    )
