"""Le Roi des Nains' score sheet (issue 22): the spec's worked examples (§10) and
scoring edge cases (§6, §9) entered as totals and as counts, refused entries, and
random engine games entered into the sheet give the engine's result."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pytest

import royaumes
from royaumes.game import OptionValue
from royaumes.games.roi_des_nains import catalogue, rules, scoring
from royaumes.games.roi_des_nains.scoring import Count, DealCounts, SpecialFacts
from royaumes.i18n import LANGS, has_key
from royaumes.sheets import sheet_rules
from royaumes.sheets.base import Say, SheetError, Tally
from royaumes.sheets.roi_des_nains import SHEET, count_fields, special_fields
from royaumes.testing import play_randomly

GAME = royaumes.load("roi_des_nains")


def opts(people: int, **given: object) -> dict[str, OptionValue]:
    return SHEET.check(people, given)


def tally(people: int, entries: Sequence[Mapping[str, Any]], **options: object) -> Tally:
    return SHEET.tally(people, opts(people, **options), [SHEET.parse_entry(e) for e in entries])


def refused(
    people: int, entries: Sequence[Mapping[str, Any]], key: str, **options: object
) -> SheetError:
    """The refusal of the last entry, with its message key (``sheet.roi_des_nains.<key>``)."""
    with pytest.raises(SheetError) as info:
        tally(people, entries, **options)
    assert info.value.entry == len(entries) - 1
    assert info.value.say.key in (f"sheet.roi_des_nains.{key}", key), info.value.say
    return info.value


def deal(quest: str, special: str, totals: Sequence[int]) -> dict[str, Any]:
    return {"quest": quest, "special": special, "totals": list(totals)}


def counted(quest: str, special: str, **fields: object) -> dict[str, Any]:
    return {"quest": quest, "special": special, "mode": "counts", **fields}


def texts(says: Sequence[Say], lang: str = "en") -> list[str]:
    return [s.text(lang) for s in says]


# Deals 1-7 of Example 11 (3 players): faces and totals that reach 31, 31, 27 (the spec
# gives only the running totals; these deals give them, each a deal the rules allow: the
# seats' counts add up as a deal's, scoring.possible_together).
E11_DEALS = [
    deal("Q18B", "B11b", (10, 10, 10)),
    deal("Q16A", "M1", (9, 9, 9)),
    deal("Q01B", "G11b", (8, 8, 8)),
    deal("Q05B", "M3", (0, 0, 0)),
    deal("Q19A", "B11a", (0, 0, 0)),
    deal("Q15A", "G11a", (4, 4, 0)),
    deal("Q04A", "G1", (0, 0, 0)),
]
E11_EXTRA = [deal("Q20A", "R11a", (2, -1, 6)), deal("Q03A", "B1", (4, 10, 1))]
"""Example 11's two tie-break deals: +2, −1, +6, then +4, +10, +1."""
QUIET = [
    deal("Q03B", "B1", (0,) * 4),
    deal("Q04A", "R1", (0,) * 4),
    deal("Q05A", "G1", (0,) * 4),
    deal("Q06A", "B11a", (0,) * 4),
    deal("Q11A", "B11b", (0,) * 4),
    deal("Q19A", "G11a", (0,) * 4),
]
"""Six 4-player deals that score nobody anything (none of a first game's complex tiles)."""
SEVEN_QUIET = [*QUIET, deal("Q13A", "G11b", (4,) * 4)]
"""Seven 4-player deals after which the four are tied at the top, with 4 each."""


# ---------------------------------------------------------------------------
# Deals as tricks, measured by the test itself (an independent count of §2.3)


@dataclass(frozen=True)
class Trick:
    """A played trick: its leader, the seat that kept it, its cards, the card that won it."""

    leader: int
    winner: int
    cards: tuple[str, ...]
    winning: str


def measure(count: Count, tricks: Sequence[Trick], seat: int) -> int:
    """``count`` of ``seat``, counted from the tricks as §2.3 defines it."""
    cards = catalogue()
    n = len(tricks)
    won = [i + 1 for i, t in enumerate(tricks) if t.winner == seat]
    mine = [cards.card(c) for t in tricks if t.winner == seat for c in t.cards]
    kept = [c for c in mine if not c.is_magic]  # K(p): no Magic card
    arg = count.arg
    m = count.measure
    if m == "tricks":
        return len(won)
    if m == "first_trick":
        return int(1 in won)
    if m == "last_trick":
        return int(n in won)
    if m == "last":
        return sum(1 for t in won if t > n - int(arg[0]))
    if m == "run":
        best = run = 0
        for t in range(1, n + 1):
            run = run + 1 if t in won else 0
            best = max(best, run)
        return best
    if m == "suit":
        return sum(1 for c in kept if "BGR"[c.suit] == arg[0])
    if m == "ranks":
        return sum(1 for c in kept if c.rank in arg)
    if m == "cards":
        return sum(1 for c in kept if c.code in arg)
    wins = [cards.card(t.winning) for t in tricks if t.winner == seat]
    if m == "wins_at_most":
        return sum(1 for c in wins if not c.is_magic and c.strength <= float(arg[0]))
    if m == "wins_with":
        return sum(1 for c in wins if not c.is_magic and c.rank == arg[0])
    if m == "led_won":
        return sum(1 for t in tricks if t.leader == seat and t.winner == seat)
    assert m == "led_lost"
    return sum(1 for t in tricks if t.leader == seat and t.winner != seat)


def counts_entry(
    quest: str, special: str, people: int, tricks: Sequence[Trick], plays: Mapping[str, int]
) -> dict[str, Any]:
    """A counts-mode entry of a deal: the face's counts and the special card's facts.

    ``plays`` maps each card to the seat that played it (for the special card's player).
    """
    face = catalogue().face(quest)
    fields: dict[str, Any] = {}
    for count in scoring.quest_counts(face):
        values = [measure(count, tricks, p) for p in range(people)]
        fields[count.name] = [bool(v) for v in values] if count.is_boolean else values
    spec = catalogue().card(special).special
    assert spec is not None
    trick = next(t for t in tricks if special in t.cards)
    reads = scoring.special_reads(spec)
    if "player" in reads:
        fields["special_player"] = f"P{plays[special]}"
    if "winner" in reads:
        fields["special_winner"] = f"P{trick.winner}"
    if "ranked" in reads:
        ranks = set(spec.params["ranks"])
        fields["special_ranked"] = sum(
            1 for c in trick.cards if c != special and catalogue().card(c).rank in ranks
        )
    return counted(quest, special, **fields)


def example_10() -> tuple[list[Trick], dict[str, int]]:
    """Example 10's deal (5 players, Scout): its tricks and who played each card."""
    table = [  # leader, then the cards in play order, the winner and the winning card
        (0, "RK R8 B2 RA R4", 3, "RA"),
        (3, "R9 RQ R3 R10 G3", 4, "RQ"),
        (4, "G10 G2 GJ GK G4", 2, "GK"),
        (2, "BQ BK B3 B8 B1", 3, "BK"),
        (3, "R6 B5 R7 B9 B4", 0, "R7"),
        (0, "RJ GQ G5 R2 G6", 0, "RJ"),
        (0, "R5 BA B7 B6 G7", 0, "R5"),
        (0, "B10 GA G9 BJ G8", 3, "BJ"),
    ]
    tricks = [Trick(lead, win, tuple(cards.split()), best) for lead, cards, win, best in table]
    plays = {c: (t.leader + k) % 5 for t in tricks for k, c in enumerate(t.cards)}
    return tricks, plays


# ---------------------------------------------------------------------------
# The spec's worked examples (§10)


def test_example_7_rearguard_and_shaman_as_totals_and_as_counts() -> None:
    """Example 7: Q02A, the Shaman in trick 4 won by P2: +2, 0, −1, +4; Q02B: −2, 0, −5, −4."""
    totals = tally(4, [deal("Q02A", "R11a", (2, 0, -1, 4))])
    assert totals.rows[0].points == (2, 0, -1, 4)
    counts = tally(4, [counted("Q02A", "R11a", last_4=[1, 0, 1, 2], special_winner="P2")])
    assert counts.rows[0].points == (2, 0, -1, 4)
    assert counts.totals == (2, 0, -1, 4)
    steps = texts(counts.rows[0].steps)
    assert "Tricks won among the last 4: 1 · 0 · 1 · 2" in steps
    assert "Player 3 won the special card's trick" in steps
    assert "Quest points: +2 · 0 · +2 · +4" in steps
    assert "Special card points: 0 · 0 · −3 · 0" in steps
    inverse = tally(4, [counted("Q02B", "R11a", last_4=[1, 0, 1, 2], special_winner="P2")])
    assert inverse.rows[0].points == (-2, 0, -5, -4)


@pytest.mark.parametrize(
    ("quest", "field", "values", "points"),
    [
        ("Q03A", "run", [3, 2, 1, 1, 0], (6, 4, 2, 2, 0)),
        ("Q03B", "run", [3, 2, 1, 1, 0], (0, 0, 0, 0, 0)),
        ("Q10A", "tricks", [4, 2, 1, 1, 0], (0, 0, 0, 0, 6)),
        ("Q10B", "tricks", [4, 2, 1, 1, 0], (6, 0, 0, 0, 0)),
    ],
)
def test_example_8_streaks_and_fewest_or_most_tricks(
    quest: str, field: str, values: list[int], points: tuple[int, ...]
) -> None:
    """Example 8 (5 players, N = 8): P0 {1,2,3,6}, P1 {4,5}, P2 {7}, P3 {8}, P4 none."""
    assert tally(5, [counted(quest, "G1", **{field: values})]).rows[0].points == points


@pytest.mark.parametrize(
    ("quest", "points"),
    [("Q04A", 2), ("Q04B", -2), ("Q05A", 2), ("Q06B", 0), ("Q07A", -3), ("Q18A", 3),
     ("Q18B", 5), ("Q12A", 3)],
)  # fmt: skip
def test_example_9_people_counts_ignore_the_clone(quest: str, points: int) -> None:
    """Example 9: P1 counts blue 5, green 3, red 3 (the Clone ignored) in 3 tricks.

    The rest of the deal's 39 counted cards and 10 tricks go to P0."""
    rest = {"suit_B": 8, "suit_G": 10, "suit_R": 10, "tricks": 7}
    p1 = {"suit_B": 5, "suit_G": 3, "suit_R": 3, "tricks": 3}
    fields = {name: [rest[name], p1[name], 0, 0] for name in count_fields(quest)}
    assert tally(4, [counted(quest, "M1", **fields)]).rows[0].points[1] == points


def test_example_10_a_whole_deal_entered_as_counts() -> None:
    """Example 10: Q01A with the Scout (P1 +2 without winning a trick): +4, +2, +4, +8, +8."""
    tricks, plays = example_10()
    entry = counts_entry("Q01A", "B1", 5, tricks, plays)
    assert entry["ranks_3_4"] == [1, 0, 1, 2, 2]
    assert entry["special_player"] == "P1"
    assert entry["special_ranked"] == 2  # Q and K
    result = tally(5, [entry])
    assert result.rows[0].points == (4, 2, 4, 8, 8)
    assert tally(5, [deal("Q01A", "B1", (4, 2, 4, 8, 8))]).totals == (4, 2, 4, 8, 8)


def test_example_10_cross_check_the_scout_is_a_blue_card() -> None:
    """Example 10 cross-check: under Q04A, P3 scores blue 8 (the Scout among them) − green 3."""
    tricks, plays = example_10()
    entry = counts_entry("Q04A", "B1", 5, tricks, plays)
    assert entry["suit_B"][3] == 8
    assert entry["suit_G"][3] == 3
    assert tally(5, [entry]).rows[0].points[3] == 5


def test_example_11_a_tie_after_deal_7_adds_deals_until_one_leads() -> None:
    """Example 11 (3 players): 31, 31, 27 after deal 7; +2, −1, +6 (33, 30, 33); then
    +4, +10, +1 (37, 40, 34): P1 wins, though not tied after deal 7."""
    seven = tally(3, E11_DEALS)
    assert seven.totals == (31, 31, 27)
    assert not seven.finished
    assert texts(seven.end_steps) == [
        "After deal 7, Player 1, Player 2 are tied at the top with 31: one more deal"
    ]
    assert seven.expects is not None
    assert (
        seven.expects.text("en")
        == "Deal 8, a tie-break deal: Player 1, Player 2 are tied at the top"
    )
    eight = tally(3, [*E11_DEALS, E11_EXTRA[0]])
    assert eight.totals == (33, 30, 33)
    assert not eight.finished
    nine = tally(3, [*E11_DEALS, *E11_EXTRA])
    assert nine.totals == (37, 40, 34)
    assert nine.finished
    assert nine.winners == (1,)
    assert nine.ranks == (2, 1, 3)
    assert nine.expects is None
    assert texts(nine.end_steps)[-1] == "After deal 9, Player 2 has the highest total, 40, and wins"
    assert nine.extra["extra_deals"] == 2
    assert nine.rows[7].title.text("en") == "Deal 8 (tie-break) · Q20A Led Astray · Shaman"
    refused(3, [*E11_DEALS, *E11_EXTRA, deal("Q11A", "M2", (0, 0, 0))], "sheet.error.finished")


def test_running_totals_and_the_winner_after_seven_deals() -> None:
    """§6.2, §6.4: totals add up deal by deal, negatives as they are; deal 7 ends it."""
    entries = [*QUIET, deal("Q02A", "R11a", (-1, 4, 2, 0))]
    result = tally(4, entries)
    assert result.finished
    assert result.totals == (-1, 4, 2, 0)  # negatives as they are (§6.4)
    assert result.winners == (1,)
    assert result.ranks == (4, 1, 2, 3)
    partial = tally(4, entries[:3])
    assert not partial.finished
    assert partial.winners == ()
    assert partial.expects is not None
    assert partial.expects.key == "sheet.roi_des_nains.expects.deal"
    assert dict(partial.expects.args) == {"deal": 4, "deals": 7}


# ---------------------------------------------------------------------------
# Special cards (§2.2, §9.12, §9.13) and the pure functions


def test_example_2_and_6_special_cards_score_through_the_pure_function() -> None:
    """Example 2: the Shaman's −3 to its trick's winner (§9.12: its own player too);
    Example 6: the Scout's +3 (A, K, J) to its player, who did not win (§9.13)."""
    cat = catalogue()
    shaman = cat.card("R11a").special
    scout = cat.card("B1").special
    goldsmith = cat.card("G11b").special
    druid = cat.card("G11a").special
    assert shaman
    assert scout
    assert goldsmith
    assert druid
    assert scoring.special_score(shaman, SpecialFacts(player=1, winner=1)) == (1, -3)
    assert scoring.special_score(scout, SpecialFacts(player=2, winner=0, ranked=3)) == (2, 3)
    assert scoring.special_score(goldsmith, SpecialFacts(player=0, winner=3)) == (3, 4)
    assert scoring.special_score(druid, SpecialFacts()) is None
    scout_deal = counted("Q12A", "B1", tricks=[3, 3, 2, 2], special_player="P2", special_ranked=3)
    assert tally(4, [scout_deal]).rows[0].points == (3, 3, 5, 2)


def test_score_counts_reads_only_what_the_face_needs() -> None:
    """The pure function scores from counts alone; a missing count is named."""
    face = catalogue().face("Q10A")
    counts = DealCounts(({"tricks": 3}, {"tricks": 3}, {"tricks": 2}, {"tricks": 2}))
    assert scoring.score_seats(face, counts) == (0, 0, 6, 6)  # §9.20
    with pytest.raises(ValueError, match="no count 'tricks'"):
        scoring.score_counts(face, DealCounts(({}, {})), 0)


def test_every_face_reads_per_player_counts_that_the_form_offers() -> None:
    """Every face scores from per-player counts, each a field of the entry and the form."""
    names = {f.name for f in SHEET.form(4, opts(4))}
    for face in catalogue().faces:
        assert count_fields(face.id)
        assert set(count_fields(face.id)) <= names, face.id
    assert special_fields("R11a") == ("special_winner",)
    assert special_fields("G11b") == ("special_winner",)
    assert special_fields("M5") == ()


def test_possible_points_bound_a_face_with_its_special_card() -> None:
    """Q01A (+4 per 3 or 4, six in the deal) gives 0 … 24 by 4; with the Goldsmith, +4 more."""
    cat = catalogue()
    face = cat.face("Q01A")
    troll, goldsmith = cat.card("M5").special, cat.card("G11b").special
    assert troll
    assert goldsmith
    plain = scoring.possible_points(face, troll, 4, 10, rules.deal_cards(4, "M5"))
    assert sorted(plain) == [0, 4, 8, 12, 16, 20, 24]
    more = scoring.possible_points(face, goldsmith, 4, 10, rules.deal_cards(4, "G11b"))
    assert max(more) == 28


# ---------------------------------------------------------------------------
# Refused entries


def test_a_tile_serves_once_a_game_whichever_face() -> None:
    """§3.1 step 4, §4.5: 7 of the 20 tiles, drawn without replacement."""
    error = refused(
        4, [deal("Q04A", "R1", (0,) * 4), deal("Q04B", "G1", (0,) * 4)], "error.tile_used"
    )
    assert (
        error.say.text("en")
        == "tile Q04 was already played at deal 1: each tile serves once a game"
    )
    refused(4, [deal("Q04A", "R1", (0,) * 4), deal("Q04A", "G1", (0,) * 4)], "error.tile_used")


def test_a_special_card_serves_once_a_game() -> None:
    """§3.3, §4.5: the special deck is drawn without replacement."""
    error = refused(
        4, [deal("Q03B", "M3", (0,) * 4), deal("Q04A", "M3", (0,) * 4)], "error.special_used"
    )
    assert "M3 was already the special card of deal 1" in error.say.text("en")


def test_used_up_supplies_are_reshuffled_without_the_last_deals() -> None:
    """§6.5: 14 deals use every special card, 20 every tile; then all but the last one's."""
    options = {"quests_per_game": 14, "max_tiebreak_deals": None}
    specials = [catalogue().cards[i].code for i in catalogue().specials]
    assert specials[:2] == ["B1", "G1"]
    # Deal k: tile k + 1 and the k-th special card; players 1 and 2 stay level at the top,
    # so the game goes on (each a deal the rules allow).
    level = [(8, 8, 8), (4, 4, 0), (2, 2, 2), (1, 1, 0), (1, 1, -1), (0, 0, 0), (0, 0, -9),
             (0, 0, -12), (5, 5, 0), (6, 6, 0), (0, 0, 0), (5, 5, 3), (4, 4, 4), (3, 3, 3),
             (4, 4, 2), (0, 0, 0), (3, 3, 3), (0, 0, 0), (0, 0, 0), (0, 0, 0)]  # fmt: skip
    entries = [deal(f"Q{k + 1:02d}A", specials[k % 14], level[k]) for k in range(20)]
    assert not tally(3, entries, **options).finished
    refused(
        3, entries[:14] + [deal("Q15A", specials[13], (0, 0, 0))], "error.special_last", **options
    )
    assert tally(3, entries[:14] + [deal("Q15A", specials[0], (4, 4, 2))], **options)
    refused(3, [*entries, deal("Q20B", "M2", (0, 0, 0))], "error.tile_last", **options)
    again = tally(3, [*entries, deal("Q01B", "M2", (8, 8, 8))], **options)
    left = again.extra["quests_left"]  # the reshuffled supply: all but Q20, less Q01 since
    assert len(left) == 2 * 18
    assert "Q01A" not in left
    assert "Q20A" not in left


def test_a_first_game_leaves_the_complex_tiles_out_of_its_seven_deals() -> None:
    """§2.3, §3.1 step 4: complex tiles (Q10, Q16, Q18, Q20) are not in a first game's stack,
    but a tie-break deal draws from every unused tile (§6.5)."""
    refused(
        4, [deal("Q10A", "G1", (0,) * 4)], "error.tile_complex", first_game_exclude_complex=True
    )
    assert not tally(4, SEVEN_QUIET, first_game_exclude_complex=True).finished
    tied = tally(
        4, [*SEVEN_QUIET, deal("Q10A", "M2", (6, 0, 0, 0))], first_game_exclude_complex=True
    )
    assert tied.finished
    assert tied.winners == (0,)


def test_a_total_no_deal_gives_is_refused() -> None:
    """Q01A scores by 4s (no special card scores with the Musician): 5 is impossible."""
    error = refused(4, [deal("Q01A", "G1", (5, 0, 0, 0))], "error.total")
    assert error.say.text("en").startswith("Player 1: 5 points cannot be scored this deal")
    refused(4, [deal("Q03B", "R11a", (8, -4, 0, 0))], "error.total")
    assert tally(4, [deal("Q03B", "R11a", (8, -3, 0, 0))]).totals == (8, -3, 0, 0)
    # Each total alone is possible, not together: the Shaman's −3 goes to one player
    # (§9.12), and the tricks add up to the deal's (nobody can win them all twice).
    error = refused(4, [deal("Q03B", "R11a", (8, -3, 5, 0))], "error.together")
    assert error.say.text("en").startswith("+8 · −3 · +5 · 0: no deal gives these totals")
    refused(3, [deal("Q11B", "G1", (6, 6, 6))], "error.together")  # nobody won a trick
    refused(3, [deal("Q19A", "G1", (4, 4, 4))], "error.together")  # 12 of 13 tricks


def test_bad_shapes_and_blanks_are_refused() -> None:
    refused(4, [deal("Q01A", "G1", (0, 0, 0))], "error.per_person")
    refused(4, [{"quest": "Q01A", "special": "G1", "totals": [0, None, 0, 0]}], "error.no_total")
    refused(4, [deal("Q21A", "G1", (0,) * 4)], "error.quest")
    refused(4, [deal("Q01A", "G5", (0,) * 4)], "error.special")
    refused(4, [{"quest": "Q01A", "special": "G1"}], "error.nothing")
    with pytest.raises(SheetError):
        SHEET.parse_entry({"quest": "Q01A", "special": "G1", "totals": [0] * 4, "colour": 1})


def test_counts_that_do_not_add_up_are_refused() -> None:
    """Every trick has a winner (N = 10 at 4 players); the deal's blue cards are 13 (+ a blue
    special card); one player won the first trick."""
    error = refused(4, [counted("Q12A", "G1", tricks=[3, 3, 2, 1])], "error.count_total")
    assert error.say.text("en") == (
        "tricks: the players' values add up to 9, but must add up to 10 this deal"
    )
    refused(4, [counted("Q07B", "G1", suit_B=[4, 3, 3, 4])], "error.count_total")  # 13 blues
    assert tally(4, [counted("Q07B", "B1", suit_B=[4, 3, 3, 4], special_player="P0",
                             special_ranked=0)]).totals == (-4, -3, -3, -4)  # fmt: skip
    refused(4, [counted("Q15A", "G1", first_trick=[True, True, False, False],
                        last_trick=[False] * 4)], "error.count_total")  # fmt: skip
    error = refused(4, [counted("Q14A", "G1", ranks_A=[4, 0, 0, 0])], "error.count")
    assert error.say.text("en") == "ranks_A: Player 1 has 4; this deal allows 0 to 3"
    refused(4, [counted("Q03A", "G1", run=[0, 0, 0, 0])], "error.count_range")


def test_counts_must_be_the_ones_the_deal_reads() -> None:
    """A count or special fact the face and card do not read must be empty (zeros and
    unticked boxes, what the form starts with, are empty); totals and counts do not mix."""
    ok = counted("Q12A", "G1", tricks=[3, 3, 2, 2], suit_B=[0, 0, 0, 0], first_trick=[False] * 4)
    assert tally(4, [ok]).totals == (3, 3, 2, 2)
    refused(4, [counted("Q12A", "G1", tricks=[3, 3, 2, 2], suit_B=[1, 0, 0, 0])], "error.unread")
    refused(4, [counted("Q12A", "G1", tricks=[3, 3, 2, 2], special_winner="P1")], "error.unread")
    refused(4, [counted("Q12A", "G1", tricks=[3, 3, 2, None])], "error.no_count")
    refused(4, [counted("Q12A", "G1")], "error.no_count")
    refused(4, [{**deal("Q12A", "G1", (3, 3, 2, 2)), "tricks": [3, 3, 2, 2]}], "error.mixed")
    mixed = {**counted("Q12A", "G1", tricks=[3, 3, 2, 2]), "totals": [1, 0, 0, 0]}
    refused(4, [mixed], "error.mixed")
    guessed = {"quest": "Q12A", "special": "G1", "totals": [0] * 4, "tricks": [3, 3, 2, 2]}
    assert tally(4, [guessed]).totals == (3, 3, 2, 2)  # zeros are empty: counts it is


def test_the_special_cards_facts_are_required_and_checked() -> None:
    refused(4, [counted("Q12A", "R11a", tricks=[3, 3, 2, 2])], "error.no_special_fact")
    refused(4, [counted("Q12A", "R11a", tricks=[3, 3, 2, 2], special_winner="P4")], "error.player")
    refused(4, [counted("Q12A", "B1", tricks=[3, 3, 2, 2], special_player="P0",
                        special_ranked=4)], "error.ranked")  # fmt: skip


# ---------------------------------------------------------------------------
# Options: the number of deals, the tie-break cap, tied_only


def test_quests_per_game_sets_the_number_of_deals() -> None:
    result = tally(4, [deal("Q12A", "G1", (4, 2, 2, 2)), deal("Q03B", "B1", (0, 0, 0, 0))],
                   quests_per_game=2)  # fmt: skip
    assert result.finished
    assert result.winners == (0,)


def test_the_tiebreak_cap_ends_in_a_shared_victory() -> None:
    """§6.5 cap: with max_tiebreak_deals = 1, a tie after the extra deal is shared."""
    result = tally(4, [*SEVEN_QUIET, deal("Q02A", "R11a", (2, 2, 1, 0))], max_tiebreak_deals=1)
    assert result.finished
    assert result.winners == (0, 1)
    assert result.ranks == (1, 1, 3, 4)
    assert texts(result.end_steps)[-1] == (
        "After 1 tie-break deals, Player 1, Player 2 are still tied at the top with 6: "
        "they share the victory"
    )


def test_tied_only_adds_only_the_tied_players_points() -> None:
    """Appendix A ``tiebreak_players = tied_only``: the others play, but their points are
    not added, and they cannot win."""
    seven = [*QUIET, deal("Q02A", "R11a", (2, 2, 1, 0))]
    result = tally(4, [*seven, deal("Q12A", "M2", (2, 1, 5, 2))], tiebreak_players="tied_only")
    assert result.totals == (4, 3, 1, 0)
    assert result.rows[-1].points == (2, 1, None, None)
    assert result.winners == (0,)
    assert "Out of the tie-break, not added: Player 3, Player 4" in texts(result.rows[-1].steps)
    everyone = tally(4, [*seven, deal("Q12A", "M2", (2, 1, 5, 2))])
    assert everyone.winners == (2,)  # under "all", a player not tied can win (§6.5)


# ---------------------------------------------------------------------------
# The form and the texts


def test_the_form_asks_the_face_the_special_card_and_the_totals_or_counts() -> None:
    fields = {f.name: f for f in SHEET.form(4, opts(4))}
    assert list(fields)[:4] == ["quest", "special", "mode", "totals"]
    assert len(fields["quest"].choices) == 40
    assert len(fields["special"].choices) == 14
    assert fields["totals"].per_person
    assert fields["totals"].default == 0
    assert fields["tricks"].maximum == 10
    assert fields["suit_B"].maximum == 14  # 13 blues and a blue special card
    assert fields["first_trick"].kind == "bool"
    assert [v for v, _ in fields["special_winner"].choices] == ["P0", "P1", "P2", "P3"]
    assert fields["special_ranked"].maximum == 3
    quest = dict(fields["quest"].choices)["Q02A"]
    assert quest.text("en") == "Q02A Rearguard — +2 per trick you win among the last 4"
    assert quest.text("fr").startswith("Q02A Arrière-garde — ")
    assert sheet_rules("roi_des_nains") is SHEET
    tally0 = tally(3, [])
    assert tally0.extra["count_fields"]["Q04A"] == ["suit_B", "suit_G"]
    assert tally0.extra["special_fields"]["B1"] == ["special_player", "special_ranked"]
    assert len(tally0.extra["quests_left"]) == 40


def test_every_text_is_in_both_languages() -> None:
    """The sheet's messages, in the rows, the refusals and the form, exist in fr and en."""
    result = tally(3, [*E11_DEALS, *E11_EXTRA])
    says: list[Say] = [r.title for r in result.rows] + [s for r in result.rows for s in r.steps]
    says += list(result.end_steps)
    for f in SHEET.form(3, opts(3)):
        says += [f.label, *(s for _, s in f.choices), *([f.help] if f.help else [])]
    tricks, plays = example_10()
    entry = counts_entry("Q01A", "B1", 5, tricks, plays)
    says += [s for r in tally(5, [entry]).rows for s in r.steps]
    for say in says:
        for lang in LANGS:
            assert has_key(say.key, lang), say.key
            assert say.key not in say.text(lang)


# ---------------------------------------------------------------------------
# Random engine games entered into the sheet give the engine's result


@dataclass
class Played:
    """A finished engine game and each deal's tricks."""

    people: int
    options: dict[str, object]
    state: rules.State
    tricks: list[list[Trick]]


def _played(seed: int, monkeypatch: pytest.MonkeyPatch) -> Iterator[Played]:
    """Random games of every table size, with options that reach ties and their caps."""
    captured: list[list[Trick]] = []

    class Capture(rules._DealFacts):
        def __init__(self, num_players: int, num_tricks: int, tricks: Any) -> None:
            super().__init__(num_players, num_tricks, tricks)
            code = rules.catalogue().cards
            captured.append([
                Trick(t.leader, t.winner, tuple(code[c].code for _, c in t.cards),
                      code[t.winning_card].code)
                for t in tricks
            ])  # fmt: skip

    monkeypatch.setattr(rules, "_DealFacts", Capture)
    variants: list[dict[str, object]] = [
        {},
        {"quests_per_game": 1, "max_tiebreak_deals": 1},  # ties, and shared victories
        {"quests_per_game": 1, "tiebreak_players": "tied_only"},
        {"first_game_exclude_complex": True, "quest_stack_top_public": False},
    ]
    rng = random.Random(seed)
    for k, options in enumerate(variants):
        people = 3 + (seed + k) % 3
        captured.clear()
        state = play_randomly(GAME.new_state(people, options), rng)
        assert isinstance(state, rules.State)
        yield Played(people, options, state, list(captured))


def _totals_entries(game: Played) -> list[dict[str, Any]]:
    """A deal's entry from the engine's published deal summary (§7: every pile, the scores)."""
    return [
        deal(
            s.quest,
            s.special,
            [q + p for q, p in zip(s.quest_points, s.special_points, strict=True)],
        )
        for s in game.state.view(None).deals
    ]


def _counts_entries(game: Played) -> list[dict[str, Any]]:
    entries = []
    for summary, tricks in zip(game.state.view(None).deals, game.tricks, strict=True):
        plays = {c: (t.leader + k) % game.people for t in tricks for k, c in enumerate(t.cards)}
        entries.append(counts_entry(summary.quest, summary.special, game.people, tricks, plays))
    return entries


@pytest.mark.parametrize("seed", range(8))
def test_random_games_entered_as_totals_or_counts_give_the_engines_result(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """32 random games (8 seeds × 4 option sets; seeds 0-7 reach 6 tie-break games, 2
    shared victories): each deal entered as the engine's deal scores, and as the counts
    of its tricks, gives every deal's points, the totals, the winners and the ranks."""
    for game in _played(seed, monkeypatch):
        result = game.state.result
        assert result is not None
        summaries = game.state.view(None).deals
        for entries in (_totals_entries(game), _counts_entries(game)):
            sheet = tally(game.people, entries, **game.options)
            assert sheet.finished
            assert sheet.totals == result.points
            assert sheet.winners == result.winners
            assert sheet.ranks == result.ranks
            for row, summary in zip(sheet.rows, summaries, strict=True):
                assert tuple(p or 0 for p in row.points) == summary.deal_points
