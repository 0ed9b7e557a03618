"""Les 4 Royaumes' score sheet (issue 22): the spec's examples (§10), the pile and the
end (§5.4, §6), the tie-breaks and the automaton, refused entries, and random engine
games entered round by round give the engine's result."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

import royaumes
from royaumes.game import CHANCE, OptionValue
from royaumes.games.quatre_royaumes import State, View, rules
from royaumes.games.quatre_royaumes import scoring as sc
from royaumes.i18n import LANGS, MESSAGES, has_key, message_variables
from royaumes.sheets import sheet_rules
from royaumes.sheets.base import Say, SheetError, Tally
from royaumes.sheets.quatre_royaumes import SHEET

GAME = royaumes.load("quatre_royaumes")


def opts(people: int, **given: object) -> dict[str, OptionValue]:
    return SHEET.check(people, given)


def tally(people: int, entries: Sequence[Mapping[str, Any]], **options: object) -> Tally:
    return SHEET.tally(people, opts(people, **options), [SHEET.parse_entry(e) for e in entries])


def refused(
    people: int, entries: Sequence[Mapping[str, Any]], at: int | None = None, **options: object
) -> SheetError:
    with pytest.raises(SheetError) as info:
        tally(people, entries, **options)
    assert info.value.entry == (len(entries) - 1 if at is None else at)
    return info.value


def rnd(mission: str, visible: str, **more: Any) -> dict[str, Any]:
    """A round: ``rnd("HSDC", "HDH-")`` (``-`` for no trick)."""
    return {
        "mission": list(mission),
        "visible": ["none" if v == "-" else v for v in visible],
        **more,
    }


def texts(says: Sequence[Say], lang: str = "en") -> list[str]:
    return [s.text(lang) for s in says]


# -- the spec's worked examples (§10) ---------------------------------------------------


def test_e6_the_four_scoring_outcomes() -> None:
    """E6 (4 players): K-H/H +2, Q-S/D −1, J-D/H 0 (back to the pile), K-C/none −1."""
    result = tally(4, [rnd("HSDC", "HDH-")])
    assert result.rows[0].points == (2, -1, 0, -1)
    assert result.totals == (2, -1, 0, -1)
    assert not result.finished
    assert texts(result.rows[0].steps) == [
        "Player 1: mission ♥, last trick ♥: +2, the mission is kept face up",
        "Player 2: mission ♠, last trick ♦ (other colour): −1, the mission is kept face down",
        "Player 3: mission ♦, last trick ♥ (partner suit): 0, the mission goes back to the pile",
        "Player 4: mission ♣, no trick won: −1, the mission is kept face down",
        "Mission pile: 12 − 4 dealt + 1 returned = 9",
        "9 missions for 4 places: round 2 is dealt",
    ]
    assert result.expects is not None
    assert result.expects.text("en") == "Round 2 (9 missions in the pile)"
    assert result.ranks == (1, 3, 2, 3)


def test_e7_the_partner_suit_scores_zero_and_returns_the_mission() -> None:
    """E7 (3 players): P2 won only trick 2, led in clubs; mission Q-S: 0, back to the pile."""
    result = tally(3, [rnd("HDS", "HDC")])
    assert result.rows[0].points[2] == 0
    assert "goes back to the pile" in texts(result.rows[0].steps)[2]
    assert texts(result.rows[0].steps)[3] == "Mission pile: 8 − 3 dealt + 1 returned = 6"


def test_e8_the_mission_pile_across_rounds() -> None:
    """E8 (4 players): 12 → 8 + 1 = 9; 9 → 5 (all scored); 5 → 1 + 2 = 3 < 4: 3 rounds."""
    rounds = [
        rnd("HSDC", "HDH-"),  # E6: one neutral
        rnd("HSCD", "HHHS"),  # all scored
        rnd("SHCD", "CDSH"),  # two neutral (S/C, C/S... see below)
    ]
    partial = tally(4, rounds[:2])
    assert not partial.finished
    assert texts(partial.rows[1].steps)[-2:] == [
        "Mission pile: 9 − 4 dealt + 0 returned = 5",
        "5 missions for 4 places: round 3 is dealt",
    ]
    rounds[2] = rnd("SHCD", "CDHS")  # S/C and H/D neutral, C/H and D/S scored
    result = tally(4, rounds)
    assert result.finished
    assert texts(result.rows[2].steps)[-2:] == [
        "Mission pile: 5 − 4 dealt + 2 returned = 3",
        "3 missions for 4 places: the pile cannot serve everyone, the game ends",
    ]
    assert result.expects is None


def test_e9_quick_end_at_five_players() -> None:
    """E9 (5 players): 12 → 7 + 1 = 8; 8 → 3 + 1 = 4 < 5: 2 rounds."""
    rounds = [rnd("HSDCH", "HDHHS"), rnd("SCDHD", "SCHHS")]
    first = tally(5, rounds[:1])
    assert texts(first.rows[0].steps)[-2] == "Mission pile: 12 − 5 dealt + 1 returned = 8"
    result = tally(5, rounds)
    assert result.finished
    assert texts(result.rows[1].steps)[-2] == "Mission pile: 8 − 5 dealt + 1 returned = 4"


def _e10(last: Mapping[str, Any] | None = None) -> list[dict[str, Any]]:
    """Three rounds at 3 players ending P0 3, P1 3, P2 1 (E10)."""
    return [
        rnd("HSC", "HS-"),  # +2 +2 −1
        rnd("DCH", "DHD"),  # +2 −1 0 (H back)
        rnd("SHD", "HHD", **(last or {})),  # −1 +2 +2
    ]


def test_e10_a_tie_is_broken_by_the_tricks_of_the_last_round() -> None:
    """E10: P0 3, P1 3, P2 1; in the last round P0 won 2 tricks and P1 4: P1 wins."""
    result = tally(3, _e10({"tricks": [2, 4, 2]}))
    assert result.finished
    assert result.totals == (3, 3, 1)
    assert result.winners == (1,)
    assert result.ranks == (2, 1, 3)
    assert texts(result.end_steps) == [
        "2 players tie on 3 points: most tricks won in the last round",
        "Player 1: 2 tricks in the last round",
        "Player 2: 4 tricks in the last round",
        "Player 2 won the most tricks in the last round (4)",
    ]


def test_a_tie_without_the_tricks_entered_is_undecided() -> None:
    result = tally(3, _e10())
    assert result.finished
    assert result.winners == ()
    assert result.ranks == (1, 1, 3)
    assert result.extra["undecided"] is True
    assert result.extra["missing"] == [
        {"data": "tricks", "person": 0},
        {"data": "tricks", "person": 1},
    ]
    assert texts(result.end_steps)[-2:] == [
        "The tie cannot be broken yet",
        "Correct round 3 with the missing tricks or cards to break the tie",
    ]


def test_equal_tricks_go_to_the_identical_numbers_then_a_shared_victory() -> None:
    """Tie-break 2 (DEFAULT largest group): P0's tricks hold three 1s, P1's two 3s."""
    base = {"tricks": [3, 3, 2]}
    undecided = tally(3, _e10(base))
    assert undecided.winners == ()
    assert undecided.extra["missing"] == [
        {"data": "cards", "person": 0},
        {"data": "cards", "person": 1},
    ]
    p2 = ["1D", "2D", "3D", "4D", "5D", "6D"]
    # P0: three 1s, two 2s; P1: four ranks twice (so more pairs, fewer in the largest)
    p0 = ["1S", "1C", "1H", "2S", "2C", "3S", "4S", "5S", "6S"]
    p1 = ["2H", "3C", "3H", "4C", "4H", "5C", "5H", "6C", "6H"]
    decided = tally(3, _e10({**base, "cards": [p0, p1, p2]}))
    assert decided.winners == (0,)
    assert decided.ranks == (1, 2, 3)
    assert texts(decided.end_steps) == [
        "2 players tie on 3 points: most tricks won in the last round",
        "Player 1: 3 tricks in the last round",
        "Player 2: 3 tricks in the last round",
        "2 players won 3 tricks each: most identical numbers in those tricks",
        "Player 1: identical numbers 3, 2, 1, 1, 1, 1",
        "Player 2: identical numbers 2, 2, 2, 2, 1",
        "Player 1 has the most identical numbers (3, 2, 1, 1, 1, 1)",
    ]
    assert tally(3, _e10({**base, "cards": [p0, p1, p2]}), identical="pairs").winners == (1,)
    # the same rank counts on both sides: a shared victory under every measure
    p0 = ["1S", "1C", "1H", "2S", "2C", "2H", "3S", "3C", "6S"]
    p1 = ["3H", "4S", "4C", "4H", "5S", "5C", "5H", "6C", "6H"]
    for measure in sc.MEASURES:
        shared = tally(3, _e10({**base, "cards": [p0, p1, p2]}), identical=measure)
        assert shared.winners == (0, 1)
        assert shared.ranks == (1, 1, 3)
        assert texts(shared.end_steps)[-1] == "Shared victory between 2 players"


def test_cards_entered_give_the_tricks() -> None:
    """Without ``tricks``, the cards of the tricks won count them (3 cards a trick)."""
    p0 = ["1H", "3S", "5S", "1C", "3C", "5C"]
    p1 = ["2S", "4S", "6S", "2C", "4C", "6C", "1S", "3H", "5H", "2H", "4H", "6H"]
    result = tally(3, _e10({"cards": [p0, p1, None], "tricks": [None, None, 2]}))
    assert result.winners == (1,)


# -- the automaton (2 players) -----------------------------------------------------------

AUTOMATON: list[dict[str, Any]] = [
    {**rnd("SH", "CH"), "v_mission": "D", "v_visible": "D"},  # V +2, A 0 (S back), B +2
    {**rnd("CD", "SS"), "v_mission": "H", "v_visible": "H"},  # V +2, A 0 (C back), B −1
    {**rnd("CC", "S-"), "v_mission": "S", "v_visible": "S"},  # V +2, A 0 (C back), B −1
]
"""Three rounds at 2 players: V 6, A 0, B 0; the pile 8 → 6 → 4 → 2 < 3."""


def test_the_automaton_is_scored_and_shown_but_cannot_win() -> None:
    """E2's table: V, A, B; V's mission is dealt face up and scored like a player's."""
    result = tally(2, AUTOMATON)
    assert texts(result.rows[0].steps)[0] == (
        "The automaton V: mission ♦, last trick ♦: +2, the mission is kept face up"
    )
    assert result.extra["virtual"] == 6
    assert result.extra["virtual_rounds"] == [2, 2, 2]
    assert result.totals == (0, 0)
    assert result.finished
    assert texts(result.rows[2].steps)[-2] == "Mission pile: 4 − 3 dealt + 1 returned = 2"
    assert texts(result.end_steps)[0] == "The automaton V scores 6 but cannot win"
    assert result.winners == ()  # A and B tie on 0, their tricks not entered
    assert result.extra["undecided"]


def test_virtual_can_win_lets_the_automaton_win_alone() -> None:
    result = tally(2, AUTOMATON, virtual_can_win=True)
    assert result.winners == ()
    assert result.extra["virtual_wins"] is True
    assert result.extra["virtual_rank"] == 1
    assert result.ranks == (2, 2)
    assert texts(result.end_steps) == [
        "The automaton V has the highest score (6)",
        "The automaton V wins: nobody at the table wins",
    ]


def test_max_rounds_ends_the_game() -> None:
    result = tally(4, [rnd("HSDC", "HDH-")], max_rounds=1)
    assert result.finished
    assert texts(result.rows[0].steps)[-1] == (
        "1 round played, the most the option max_rounds allows: the game ends"
    )
    assert result.winners == (0,)
    assert texts(result.end_steps) == ["Player 1 has the highest score (2)"]


def test_returned_missions_under_the_pile_come_out_last_in_order() -> None:
    """``returned_missions = bottom`` (3 players): all neutral twice, so the third round
    deals 2 from the shuffled part, then the first mission put under the pile (S)."""
    rounds = [rnd("SHC", "CDS"), rnd("DSH", "HCD")]  # every mission returns
    third = rnd("CDH", "CDH")
    error = refused(3, [*rounds, third], returned_missions="bottom")
    assert error.say.text("en") == (
        "Player 3: mission ♥, but the next mission comes from under the pile: ♠"
    )
    assert tally(3, [*rounds, rnd("CDS", "CDS")], returned_missions="bottom").rows[2]
    assert tally(3, [*rounds, third]).rows[2]  # shuffled back in: any suit left


# -- refused entries ---------------------------------------------------------------------


def test_a_mission_suit_used_more_than_the_deck_holds_is_refused() -> None:
    error = refused(3, [rnd("HHH", "HHH")])
    assert error.say.text("en") == (
        "Player 3: mission ♥ is no longer in the pile"
        " (the game has 2 of each suit; kept missions leave it)"
    )
    error = refused(3, [rnd("HHC", "HHC"), rnd("HSD", "SSD")])  # both hearts kept
    assert error.say.key == "sheet.quatre_royaumes.error.mission_gone"
    assert tally(4, [rnd("HHHS", "HHHS")]).rows  # 3 hearts at 4 players


def test_a_visible_suit_with_no_trick_is_refused() -> None:
    error = refused(3, [rnd("HSC", "HSD", tricks=[4, 0, 4])])
    assert error.say.text("en") == "Player 2: a last trick ♠ but 0 tricks won"


def test_tricks_without_a_visible_suit_are_refused() -> None:
    error = refused(3, [rnd("HSC", "HS-", tricks=[4, 2, 2])])
    assert error.say.text("en") == "Player 3: 2 tricks won but no last trick entered"


def test_more_than_eight_tricks_in_a_round_are_refused() -> None:
    error = refused(3, [rnd("HSC", "HSC", tricks=[4, 4, None])])
    assert error.say.text("en") == "the tricks add up to at least 9: a round has 8"


def test_tricks_that_do_not_add_up_to_eight_are_refused() -> None:
    error = refused(3, [rnd("HSC", "HSC", tricks=[4, 2, 1])])
    assert error.say.text("en") == "the tricks add up to 7: a round has 8"


def test_a_round_nobody_won_is_refused() -> None:
    error = refused(3, [rnd("HSC", "---")])
    assert error.say.text("en") == "nobody won a trick: every trick is won by someone"


def test_a_card_entered_twice_is_refused() -> None:
    error = refused(3, [rnd("HSC", "HS-", cards=[["1H", "3S", "5C"], ["1H", "4S", "6C"], None])])
    assert error.say.text("en") == "card 1H is entered twice"


def test_a_set_aside_card_is_refused() -> None:
    error = refused(4, [rnd("HSDC", "HDH-", cards=[["9H", "3S", "5C", "7D"], None, None, None])])
    assert error.say.text("en") == "Player 1: 9H is not dealt at this table (set aside)"
    error = refused(4, [rnd("HSDC", "HDH-", cards=[["11H"], None, None, None])])
    assert error.say.key == "sheet.quatre_royaumes.error.card"


def test_cards_that_do_not_fill_the_tricks_are_refused() -> None:
    error = refused(3, [rnd("HSC", "HSC", tricks=[1, None, None],
                            cards=[["1H", "3S"], None, None])])  # fmt: skip
    assert error.say.text("en") == "Player 1: 2 cards for 1 tricks, which hold 3"
    error = refused(3, [rnd("HSC", "HSC", cards=[["1H", "3S"], None, None])])
    assert error.say.text("en") == "Player 1: 2 cards, but each trick holds 3 cards"


def test_tricks_without_a_card_of_the_visible_suit_are_refused() -> None:
    error = refused(3, [rnd("HSC", "HSC", cards=[["1S", "3S", "5S"], None, None])])
    assert error.say.text("en") == (
        "Player 1: the tricks won hold no ♥ card, yet the last one was led ♥"
    )
    # under ``visible = last_card_played`` the visible card need not be in a won trick
    assert tally(3, [rnd("HSC", "HSC", cards=[["1S", "3S", "5S"], None, None])],
                 visible="last_card_played").rows  # fmt: skip


def test_an_entry_after_the_end_is_refused() -> None:
    entries = [*_e10(), rnd("HSC", "HSC")]
    error = refused(3, entries)
    assert error.say.key == "sheet.error.finished"


def test_the_automaton_row_is_required_at_two_players_only() -> None:
    error = refused(2, [rnd("SH", "CH")])
    assert error.say.text("en") == "at 2 players, enter the automaton V's round too (v_mission)"
    error = refused(3, [{**rnd("HSC", "HSC"), "v_mission": "D", "v_visible": "D"}])
    assert error.say.text("en") == "there is no automaton at 3 players"


def test_one_value_per_person() -> None:
    error = refused(3, [rnd("HS", "HS")])
    assert error.say.text("en") == "mission: 2 values for 3 players"


def test_malformed_entries_are_refused_by_field() -> None:
    with pytest.raises(SheetError) as info:
        SHEET.parse_entry(rnd("HX", "HS"))
    assert "mission" in str(info.value)
    with pytest.raises(SheetError):
        SHEET.parse_entry(rnd("HS", "HS", tricks=[9, 0]))


# -- form and texts ------------------------------------------------------------------------


def test_the_form_asks_missions_and_visible_suits_and_the_automaton_at_two() -> None:
    fields = SHEET.form(4, opts(4))
    assert [(f.name, f.kind, f.per_person, f.optional) for f in fields] == [
        ("mission", "choice", True, False),
        ("visible", "choice", True, False),
        ("tricks", "int", True, True),
        ("cards", "cards", True, True),
    ]
    assert [v for v, _ in fields[1].choices] == ["S", "C", "H", "D", "none"]
    assert len(fields[3].choices) == 32  # 9s and 10s set aside at 4 players
    assert fields[3].choices[0][0] == "1S"
    two = SHEET.form(2, opts(2, virtual_ranks="5-6"))
    assert [f.name for f in two][4:] == ["v_mission", "v_visible", "v_tricks", "v_cards"]
    assert len(two[3].choices) == 24
    assert fields[0].to_json("fr")["choices"][0]["label"] == "pique ♠"
    assert sheet_rules("quatre_royaumes") is SHEET
    assert not SHEET.single_entry


def test_both_catalogues_have_the_same_keys_and_variables() -> None:
    prefix = "sheet.quatre_royaumes."
    keys = {lang: {k for k in MESSAGES[lang] if k.startswith(prefix)} for lang in LANGS}
    assert keys["en"] == keys["fr"]
    for key in keys["en"]:
        assert message_variables(key, "en") == message_variables(key, "fr"), key


@pytest.mark.parametrize("lang", LANGS)
def test_every_text_is_in_both_catalogues_with_its_variables(lang: str) -> None:
    results = [
        tally(3, _e10({"tricks": [2, 4, 2]})),
        tally(3, _e10()),
        tally(4, [rnd("HSDC", "HDH-")], max_rounds=1),
        tally(4, [rnd("HSDC", "HDH-"), rnd("HSCD", "HHHS"), rnd("SHCD", "CDHS")]),
        tally(2, AUTOMATON, virtual_can_win=True),
    ]  # fmt: skip
    says = [s for r in results for row in r.rows for s in row.steps]
    says += [s for r in results for s in r.end_steps]
    says += [f.label for f in SHEET.form(2, opts(2))]
    says += [s for f in SHEET.form(2, opts(2)) for _, s in f.choices]
    for say in says:
        assert has_key(say.key, lang), say.key
        assert message_variables(say.key, lang) <= set(say.args), say.key
        assert "{" not in say.text(lang), say.key


# -- the engine's own games, entered into the sheet -------------------------------------------


def _play(seed: int, people: int, options: Mapping[str, object]) -> State:
    rng = random.Random(seed)
    state = GAME.new_state(people, options)
    while not state.is_over:
        if state.to_move == (CHANCE,):
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
            state = state.apply(CHANCE, action)
        else:
            (seat,) = state.to_move
            state = state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert isinstance(state, State)
    return state


def _won_cards(view: View) -> list[dict[str, list[str]]]:
    """Per round, per place name, the cards of the tricks it won (from the public plays;
    each trick's last play names its winner)."""
    places = len(view.places)
    plays = [e for e in view.events if e.kind == "play"]
    rounds: list[dict[str, list[str]]] = []
    for start in range(0, len(plays), 8 * places):
        won: dict[str, list[str]] = {p.name: [] for p in view.places}
        block = plays[start : start + 8 * places]
        for t in range(0, len(block), places):
            trick = block[t : t + places]
            winner = dict(trick[-1].args)["winner"]
            won[winner] += [dict(e.args)["card"] for e in trick]
        rounds.append(won)
    return rounds


def entries_of(state: State) -> list[dict[str, Any]]:
    """The sheet's entries from a finished game's public facts (the spectator's view):
    per round each place's mission and scoring card's suit, its tricks and the cards of
    the tricks it won."""
    view = state.view(None)
    names = [p.name for p in view.places]
    won = _won_cards(view)
    assert len(won) == len(view.rounds)
    entries = []
    for summary, cards in zip(view.rounds, won, strict=True):
        per = [
            (m[-1], "none" if c is None else c[-1], n, cards[name])
            for m, c, n, name in zip(summary.missions, summary.scoring_cards,
                                     summary.tricks_won, names, strict=True)
        ]  # fmt: skip
        people = per[1:] if names[0] == "V" else per
        entry: dict[str, Any] = {
            "mission": [p[0] for p in people],
            "visible": [p[1] for p in people],
            "tricks": [p[2] for p in people],
            "cards": [p[3] for p in people],
        }
        if names[0] == "V":
            v = per[0]
            entry |= {"v_mission": v[0], "v_visible": v[1], "v_tricks": v[2], "v_cards": v[3]}
        entries.append(entry)
    return entries


_OPTIONS: tuple[dict[str, object], ...] = (
    {},
    {"identical": "pairs", "returned_missions": "bottom"},
    {"virtual_can_win": True, "identical": "cards_in_groups"},
    {"visible": "last_card_played", "hold_rule": "highest"},
    {"renounce_visibility": "face_down", "max_rounds": 2, "virtual_ranks": "5-6"},
)


def test_random_engine_games_entered_into_the_sheet_give_the_engine_result() -> None:
    seen: Counter[str] = Counter()
    for people in (2, 3, 4, 5):
        for seed in range(40):
            options = _OPTIONS[seed % len(_OPTIONS)]
            state = _play(seed * 7 + people, people, options)
            result = state.result
            assert result is not None
            resolved = SHEET.check(people, state.options)
            entries = [SHEET.parse_entry(e) for e in entries_of(state)]
            for k in range(1, len(entries)):  # the game goes on until its last round
                assert not SHEET.tally(people, resolved, entries[:k]).finished
            sheet = SHEET.tally(people, resolved, entries)
            where = (people, seed)
            assert sheet.finished, where
            assert sheet.totals == result.points, where
            assert sheet.winners == result.winners, where
            assert sheet.ranks == result.ranks, where
            if people == 2:
                assert sheet.extra["virtual"] == result.details["virtual_points"], where
                assert sheet.extra.get("virtual_rank") == result.details.get("virtual_rank")
            seen.update(s.key.rsplit(".", 1)[-1] for s in sheet.end_steps)
    # the tie-breaks and the automaton's victory came up
    assert {"most_tricks", "most_identical", "shared", "automaton_wins"} <= set(seen), seen


def test_the_engine_ranks_with_the_pure_function() -> None:
    state = _play(11, 4, {})
    result = state.result
    assert result is not None
    ranking = sc.rank(state.standings(), sc.contenders(4, False))
    assert ranking.ranks == result.ranks
    assert ranking.winners == result.winners
    assert rules.scoring().partner["H"] == "D"


def test_at_two_players_the_automatons_score_is_shown_under_the_totals() -> None:
    from royaumes.sheets import sheet_rules
    from royaumes.sheets.book import Change, tally_of

    rules = sheet_rules("quatre_royaumes")
    entry = {"mission": ["H", "S"], "visible": ["H", "D"], "v_mission": "C", "v_visible": "C"}
    result = tally_of(rules, 2, rules.check(2, {}), [Change(0, "add", entry)])
    assert result.totals == (2, -1)
    assert [n.text("en") for n in result.notes] == ["The automaton V: 2 points"]
