"""Débarquement's score sheet: the spec's worked examples and edge cases (spec
``shared/rules/deux_rois.md`` §3.13, §3.14), the engine's own result for random games,
and the deals the rules refuse."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from royaumes import CHANCE, HOST
from royaumes.events import Ref
from royaumes.games.debarquement import GAME, State
from royaumes.games.debarquement.scoring import BLUE_ONLY, RED_ONLY
from royaumes.i18n import LANGS, has_key
from royaumes.sheets import Say, SheetError, Tally, sheet_rules
from royaumes.sheets.book import Change, tally_of

RULES = sheet_rules("debarquement")
NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal")

Boats = Sequence[Sequence[Sequence[int]]]


def _tally(people: int, deals: Sequence[Boats], **options: Any) -> Tally:
    """The sheet after these deals (per deal, per person, his boats)."""
    opts = RULES.check(people, options)
    changes = [Change(i, "add", {"boats": d}) for i, d in enumerate(deals)]
    return tally_of(RULES, people, opts, changes)


def _refused(people: int, deals: Sequence[Boats], **options: Any) -> SheetError:
    with pytest.raises(SheetError) as caught:
        _tally(people, deals, **options)
    return caught.value


def _texts(says: Sequence[Say], lang: str = "en") -> list[str]:
    for say in says:
        assert all(has_key(say.key, lang) for lang in LANGS), say.key
    return [s.text(lang, NAMES) for s in says]


# --- §3.14 worked examples ---------------------------------------------------------------

D3_X = [[35, 38, 40, 42, 46], [26, 31, 33, 37, 45], [2, 6, 10, 14, 21]]
D3_Y = [[49, 13, 15, 17, 19, 22]]

# D5's deals, built so that each player scores what the example says:
# deal 1: A 20, B -6, C 31; deal 2: A 25, B 51, C 37.
D5_DEAL_1: Boats = [
    [[40, 42, 46, 48, 50], [1, 3, 4, 11, 31]],  # 16 + 4, blue and red: 20
    [[49, 13, 15, 17, 19, 22]],  # D3's Y: 6, all red: -6
    [[30, 32, 34, 35, 38], [9, 10, 14, 21, 44]],  # 15 x 2 (green) + 1: 31
]
D5_DEAL_2: Boats = [
    [[29, 37, 41, 45, 47], [16, 18, 20, 24, 28]],  # 17 + 8: 25
    [[36, 40, 42, 46, 48], [23, 27, 31, 33, 39]],  # 19 x 2 (green) + 13: 51
    [[30, 32, 34, 35, 38], [2, 5, 12, 14, 22], [1, 3, 13, 15, 17]],  # 30 + 4 + 3: 37
]


def test_d1_a_single_red_boat_scores_minus_14() -> None:
    """§3.14 D1: C's boat {3, 19, 27, 33, 41, 44, 47} is 14; all red: -14."""
    tally = _tally(3, [[[], [], [[3, 19, 27, 33, 41, 44, 47]]]])
    assert tally.rows[0].points == (0, 0, -14)
    assert tally.totals == (0, 0, -14)
    assert not tally.finished
    assert tally.lower_wins
    assert tally.ranks == (2, 2, 1)
    steps = _texts(tally.rows[0].steps)
    assert "Cat, boat 1: 3 19 27 33 41 44 47 → 0+1+2+3+4+0+4 = 14" in steps
    assert any(s.startswith("Cat: every card is red") and s.endswith("-14") for s in steps)
    assert tally.expects is not None
    assert tally.expects.args["n"] == 2


def test_d2_two_captures_in_one_turn() -> None:
    """§3.14 D2: A's boat 8 (all red) and B's 9 (all blue): -8 and -9."""
    tally = _tally(4, [[[[11, 13, 17, 29, 39]], [[14, 16, 20, 24, 30]], [], []]])
    assert tally.rows[0].points == (-8, -9, 0, 0)


def test_d3_green_orange_grey_and_a_bicolour_card() -> None:
    """§3.14 D3: X 36 + 0 + 1 = 37, not single-colour; Y 6, all carry red: -6."""
    tally = _tally(2, [[D3_X, D3_Y]])
    assert tally.rows[0].points == (37, -6)
    steps = _texts(tally.rows[0].steps)
    assert "Ann, boat 1: green 35 → ×2 = 36" in steps
    assert "Ann, boat 2: orange 26 makes the boat worth 0" in steps
    assert "Ann, boat 3: 2 6 10 14 21 → 0+0+0+1+0 = 1" in steps
    assert "Ann: more than one colour, deal score 37" in steps


def test_d5_the_game_ends_after_deal_2_and_a_tie_is_shared() -> None:
    """§3.14 D5: totals A 45, B 45, C 68: C loses; A and B share the victory."""
    tally = _tally(3, [D5_DEAL_1, D5_DEAL_2])
    assert [r.points for r in tally.rows] == [(20, -6, 31), (25, 51, 37)]
    assert tally.finished
    assert tally.expects is None
    assert tally.totals == (45, 45, 68)
    assert tally.winners == (0, 1)
    assert tally.ranks == (1, 1, 3)
    ends = _texts(tally.end_steps)
    assert ends[0] == "Cat reaches 68 (threshold 66): the game ends"
    assert "Cat loses with 68 (at or above 66)" in ends
    assert "2 players share the victory" in ends
    assert _texts(tally.end_steps, "fr")[-1] == "Bob gagne avec 45"


def test_d5_nothing_is_taken_after_the_end() -> None:
    error = _refused(3, [D5_DEAL_1, D5_DEAL_2, [[], [], []]])
    assert error.entry == 2
    assert error.say.key == "sheet.error.finished"


def test_d6_conquete_rapide_ends_after_deal_1() -> None:
    """§3.14 D6: threshold 30: C's 31 ends the game; B wins with -6."""
    tally = _tally(3, [D5_DEAL_1], threshold=30)
    assert tally.finished
    assert tally.totals == (20, -6, 31)
    assert tally.winners == (1,)
    assert tally.ranks == (2, 1, 3)


# --- §3.13 edge cases and the options ------------------------------------------------------


def test_a_grey_only_boat_is_worth_0_and_not_single_colour() -> None:
    """§3.13 case 4."""
    tally = _tally(2, [[[[10, 21, 44, 49, 50]], []]])
    assert tally.rows[0].points == (0, 0)
    assert "Ann: more than one colour, deal score 0" in _texts(tally.rows[0].steps)


def test_orange_and_green_together_give_0() -> None:
    """§3.13 case 5 (and the green doubling per card under green_mode=per_card)."""
    assert _tally(2, [[[[25, 35, 40, 42, 46]], []]]).rows[0].points == (0, 0)
    boat = [35, 36, 40, 42, 46]  # base 3+3+4+4+4 = 18, two green cards
    assert _tally(2, [[[boat], []]]).rows[0].points == (36, 0)
    assert _tally(2, [[[boat], []]], green_mode="per_card").rows[0].points == (72, 0)


def test_mono_ignore_can_set_orange_and_green_aside() -> None:
    """§3.7 mono_ignore: {35 38 40 42 46} is single-colour blue once green is ignored."""
    boat = [35, 38, 40, 42, 46]
    assert _tally(2, [[[boat], []]]).rows[0].points == (36, 0)
    assert _tally(2, [[[boat], []]], mono_ignore="grey_orange_green").rows[0].points == (-36, 0)


def test_two_players_at_the_threshold_both_lose() -> None:
    """§3.13 case 10: both lose; the lowest total among all players wins."""
    deal: Boats = [[[40, 42, 46, 48, 50], [31, 33, 37, 39, 45]], [[36, 30, 32, 34, 38]], []]
    tally = _tally(3, [deal], threshold=10)
    assert tally.totals == (32, 30, 0)
    assert tally.winners == (2,)
    assert tally.ranks == (3, 2, 1)  # both over the threshold: ranked by their totals
    ends = _texts(tally.end_steps)
    assert "Ann loses with 32 (at or above 10)" in ends
    assert "Bob loses with 30 (at or above 10)" in ends


def test_the_deal_limit_ends_a_game_nobody_lost() -> None:
    """§3.13 case 9: after max_deals deals the lowest total wins."""
    deal: Boats = [[[11, 13, 15, 17, 19]], [[12, 14, 16, 18, 20, 24]], []]
    tally = _tally(3, [deal], max_deals=2)
    assert not tally.finished
    tally = _tally(3, [deal, [[], [], []]], max_deals=2)
    assert tally.finished
    assert tally.totals == (-5, -8, 0)
    assert tally.winners == (1,)
    assert "Deal limit reached (2 deals): the game ends" in _texts(tally.end_steps)


def test_fewer_captured_boats_breaks_a_tie() -> None:
    """§3.6 tie_rule=fewer_captured_boats: the tied lowest with the fewest boats wins."""
    deal_1: Boats = [[[11, 13, 15, 17, 19]], [[12, 14, 16, 18, 20]], []]  # -5, -6
    deal_2: Boats = [[[1, 3, 4, 7, 11]], [], []]  # A: -1, total -6 with two boats
    shared = _tally(3, [deal_1, deal_2], max_deals=2)
    assert shared.totals == (-6, -6, 0)
    assert shared.winners == (0, 1)
    assert "2 players share the victory" in _texts(shared.end_steps)
    tally = _tally(3, [deal_1, deal_2], max_deals=2, tie_rule="fewer_captured_boats")
    assert tally.totals == (-6, -6, 0)
    assert tally.winners == (1,)
    assert tally.ranks == (2, 1, 3)
    ends = _texts(tally.end_steps)
    assert "Lowest total: -6 (tied between 2 players)" in ends
    assert "Ann: 2 boats captured in the game" in ends
    assert "Bob: 1 boat captured in the game" in ends
    assert "Fewest boats captured wins: 1" in ends


def test_mono_scope_game_negates_the_final_total_of_a_single_colour_player() -> None:
    """§3.7 mono_scope=game: deal scores un-negated; the test on the whole game's haul."""
    deal_1: Boats = [[[11, 13, 15, 17, 19]], [[12, 14, 16, 18, 20]], []]
    deal_2: Boats = [[[21, 23, 27, 29, 31]], [[35, 30, 32, 34, 38]], []]
    tally = _tally(3, [deal_1, deal_2], mono_scope="game", threshold=30)
    assert [r.points for r in tally.rows] == [(5, 6, 0), (9, 30, 0)]
    assert tally.finished  # B's 36 reached 30
    assert tally.totals == (-14, 36, 0)
    assert tally.winners == (0,)
    ends = _texts(tally.end_steps)
    assert "Ann: every card captured in the game is red: 14 becomes -14" in ends


def test_elimination_plays_on_without_the_players_out() -> None:
    """§3.6 end_rule=elimination: out at the threshold; the last one left wins."""
    deal_1: Boats = [[[40, 42, 46, 48, 50], [31, 33, 37, 39, 45]], [], []]  # A 32: out
    tally = _tally(3, [deal_1], threshold=30, end_rule="elimination")
    assert not tally.finished
    assert tally.extra["eliminated"] == [True, False, False]
    assert "Ann reaches 32 (threshold 30) and is out" in _texts(tally.rows[0].steps)
    error = _refused(3, [deal_1, [[[11, 13, 15, 17, 19]], [], []]], threshold=30,
                     end_rule="elimination")  # fmt: skip
    assert error.entry == 1
    assert error.say.key == "sheet.debarquement.error.out_captures"
    deal_2: Boats = [[], [[36, 30, 32, 34, 38]], []]  # B 30: out, C is the last one left
    tally = _tally(3, [deal_1, deal_2], threshold=30, end_rule="elimination")
    assert tally.rows[1].points == (None, 30, 0)
    assert tally.finished
    assert tally.winners == (2,)
    assert tally.ranks == (3, 2, 1)  # the later out ranks before the earlier
    assert "One player is left in: the game ends" in _texts(tally.end_steps)


def test_threshold_after_capture_scores_the_last_deal_as_entered() -> None:
    """§3.6 end_rule=threshold_after_capture: the deal's captures until the end."""
    tally = _tally(3, [D5_DEAL_1], threshold=30, end_rule="threshold_after_capture")
    assert tally.finished
    assert tally.winners == (1,)


# --- refused deals -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("deal", "key", "args", "text"),
    [
        (
            [[[11, 13, 15, 17, 19]], [[19, 21, 23, 27, 29]]],
            "card_twice",
            {"person": Ref("seat", 1), "card": 19, "other": Ref("seat", 0)},
            "Bob: card 19 is entered twice in this deal (also with Ann)",
        ),
        (
            [[[11, 13, 15, 17, 19], [1, 3, 4, 7, 11]], []],
            "card_twice",
            {"person": Ref("seat", 0), "card": 11, "other": Ref("seat", 0)},
            None,
        ),
        (
            [[[11, 13, 15, 17, 51]], []],
            "card_unknown",
            {"person": Ref("seat", 0), "card": 51},
            "Ann: 51 is not a card (1 to 50)",
        ),
        ([[], [[0, 13, 15, 17, 19]]], "card_unknown", {"person": Ref("seat", 1), "card": 0}, None),
        (
            [[[11, 13, 15, 17]], []],
            "boat_small",
            {"person": Ref("seat", 0), "boat": 1, "n": 4, "min": 5},
            None,
        ),
        (
            [[], [[11, 13, 15, 17, 20]]],
            "boat_mixed",
            {"person": Ref("seat", 1), "boat": 1, "red": 11, "blue": 20},
            "Bob, boat 1: red 11 and blue 20 cannot be in the same boat",
        ),
        ([[], [], []], "people", {"n": 3, "expected": 2}, None),
    ],
)
def test_an_impossible_deal_is_refused_naming_the_problem(
    deal: Boats, key: str, args: dict[str, Any], text: str | None
) -> None:
    error = _refused(2, [[[], []], deal])
    assert error.entry == 1
    assert error.say.key == f"sheet.debarquement.error.{key}"
    assert dict(error.say.args) == args
    assert has_key(error.say.key, "fr")
    if text is not None:
        assert error.say.text("en", NAMES) == text


def test_more_cards_or_boats_than_a_deal_plays_are_refused() -> None:
    """§3.2: 3 players play 16 turns, 48 cards; 8 players 6 turns."""
    reds, blues = sorted(RED_ONLY), sorted(BLUE_ONLY)
    neutral = [c for c in range(1, 51) if c not in reds and c not in blues]
    deal: Boats = [[[*reds, *neutral[:5]]], [[*blues, *neutral[5:11]]], []]  # 49 cards
    error = _refused(3, [deal])
    assert error.say.key == "sheet.debarquement.error.cards_many"
    assert dict(error.say.args) == {"n": 49, "max": 48}
    assert _tally(3, [deal], draw_rule="seat_order").rows[0].points is not None  # all 50
    seven = [[*blues[i * 5 : i * 5 + 5]] for i in range(3)] + [
        [*reds[i * 5 : i * 5 + 5]] for i in range(3)
    ]
    seven.append(neutral[:5])
    error = _refused(8, [[seven, [], [], [], [], [], [], []]])
    assert error.say.key == "sheet.debarquement.error.boats_many"
    assert dict(error.say.args) == {"person": Ref("seat", 0), "n": 7, "max": 6}


def test_a_malformed_entry_is_refused() -> None:
    with pytest.raises(SheetError) as caught:
        RULES.parse_entry({"boats": [[1, 2, 3]]})
    assert caught.value.say.key == "sheet.error.malformed"
    with pytest.raises(SheetError):
        RULES.parse_entry({"boats": [], "extra": 1})


def test_the_form_asks_each_person_for_his_boats() -> None:
    (field,) = RULES.form(3, RULES.check(3, {}))
    assert field.name == "boats"
    assert field.kind == "card_groups"
    assert field.per_person
    assert [v for v, _ in field.choices] == [str(c) for c in range(1, 51)]
    assert field.choices[34][1].text("en") == "35 (green)"
    assert field.choices[21][1].text("fr") == "22 (rouge et bleue)"
    assert field.default == []
    assert field.to_json("fr")["label"] == "Bateaux pris"
    _texts([field.label, *(c for _, c in field.choices), *([field.help] if field.help else [])])


# --- the engine's own result ----------------------------------------------------------------


def _play(seed: int) -> tuple[State, int, dict[str, object]]:
    """A random game to its end: random player count, options and actions."""
    rng = random.Random(seed)
    people = rng.randint(2, 8)
    options: dict[str, object] = {
        "threshold": rng.choice([10, 30, 66]),
        "max_deals": rng.randint(1, 5),
        "end_rule": rng.choice(["threshold_after_deal", "threshold_after_capture", "elimination"]),
        "draw_rule": rng.choice(["all_or_nothing", "seat_order"]),
        "capture_timing": rng.choice(["immediate", "end_of_turn"]),
        "green_mode": rng.choice(["once", "per_card"]),
        "mono_scope": rng.choice(["deal", "game"]),
        "mono_ignore": rng.choice(["grey", "grey_orange_green"]),
        "tie_rule": rng.choice(["shared", "fewer_captured_boats"]),
        "first_seat": rng.randrange(people),
    }
    state = GAME.new_state(people, options)
    while not state.is_over:
        seats = [s for s in state.to_move if s != HOST]
        seat = rng.choice(seats)
        if seat == CHANCE:
            action = rng.choice(state.chance_outcomes())[0]
        else:
            action = rng.choice(state.legal_actions(seat))
        after = state.apply(seat, action)
        assert isinstance(after, State)
        state = after
    return state, people, options


def _deals(state: State, people: int) -> list[list[list[list[int]]]]:
    """The sheet's entries from a finished game's public events: per deal (``new_deal``),
    per seat, the boats it captured (``captured``)."""
    deals: list[list[list[list[int]]]] = []
    for event in state.view(None).events:
        if event.kind == "new_deal":
            deals.append([[] for _ in range(people)])
        elif event.kind == "captured":
            args = dict(event.args)
            deals[-1][int(args["seat"])].append([int(c) for c in args["cards"]])
    return deals


@pytest.mark.parametrize("seed", range(30))
def test_a_random_game_entered_gives_the_engine_s_result(seed: int) -> None:
    state, people, options = _play(seed)
    result = state.result
    assert result is not None
    tally = _tally(people, _deals(state, people), **options)
    assert tally.finished
    assert tally.totals == tuple(int(p) for p in result.points)
    assert tally.winners == result.winners
    assert tally.ranks == result.ranks
    assert tally.extra["boats_captured"] == result.details["boats_captured"]
    for lang in LANGS:
        _texts([s for r in tally.rows for s in r.steps] + list(tally.end_steps), lang)
