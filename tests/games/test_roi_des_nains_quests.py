"""The 40 Quest faces of Le Roi des Nains (spec §2.3) and the deal score (§6.1).

Every face is scored through a real deal: Example 10's complete 5-player
deal (spec §10), played with each face in turn, against a table worked out
by hand from its tricks. The faces that give everyone 0 there (Q03B, Q19A,
Q19B) also score through Example 8's deal and a 3-player sweep. Then each
scoring function's edge cases (Magic cards in piles, ties, the 3-player
deal, Troll hand-overs) are tested on hand-built trick results with the
module-level ``score_face``.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from royaumes.games.roi_des_nains import catalogue
from royaumes.games.roi_des_nains.rules import _DealFacts, _Trick, score_face

from ._roi_des_nains_helpers import (
    TROLL_HANDS,
    TROLL_TRICK,
    example_8,
    example_10,
    play_out,
    spectator,
    start,
    sweep_hands,
    trick,
)

# ---------------------------------------------------------------------------
# Example 10's deal, every face.
#
# Tricks won: P0 {5, 6, 7}, P1 none, P2 {3}, P3 {1, 4, 8}, P4 {2} (N = 8).
# Counted cards: P0 blue 6 (B4 B5 B6 B7 B9 BA), green 4 (G5 G6 G7 GQ), red 5
# (R2 R5 R6 R7 RJ); P2 green 5 (G2 G4 G10 GJ GK); P3 blue 8 (B1 B2 B3 B8
# B10 BJ BQ BK), green 3 (G8 G9 GA), red 4 (R4 R8 RK RA); P4 green 1 (G3),
# red 4 (R3 R9 R10 RQ). Winning cards: RA, RQ, GK, BK, R7, RJ, R5, BJ.
# Leaders: P0, P3, P4, P2, P3, P0, P0, P0. The Scout gives P1 +2.

EXAMPLE_10_FACES: dict[str, tuple[int, int, int, int, int]] = {
    "Q01A": (4, 0, 4, 8, 8),  # 3s and 4s: B4 / G4 / R4 B3 / R3 G3
    "Q01B": (24, 0, 0, 0, 0),  # 6s and 7s: R6 R7 G6 G7 B6 B7
    "Q02A": (6, 0, 0, 2, 0),  # last 4 (5..8): P0 3, P3 1
    "Q02B": (-6, 0, 0, -2, 0),
    "Q03A": (6, 0, 2, 2, 2),  # runs 3, 0, 1, 1, 1
    "Q03B": (0, 0, 0, 0, 0),  # nobody has 4 in a row
    "Q04A": (2, 0, -5, 5, -1),  # blue - green
    "Q04B": (-2, 0, 5, -5, 1),
    "Q05A": (1, 0, 0, 4, -4),  # blue - red
    "Q05B": (-1, 0, 0, -4, 4),
    "Q06A": (-1, 0, 5, -1, -3),  # green - red
    "Q06B": (1, 0, -5, 1, 3),
    "Q07A": (-5, 0, 0, -4, -4),  # -1 per red
    "Q07B": (-6, 0, 0, -8, 0),  # -1 per blue (the Scout is one of P3's)
    "Q08A": (-4, 0, -5, -3, -1),  # -1 per green
    "Q08B": (5, 0, 5, 0, 0),  # GQ (P0), GK (P2)
    "Q09A": (5, 0, 0, 5, 0),  # last 2: trick 7 (P0), trick 8 (P3)
    "Q09B": (-5, 0, 0, -5, 0),
    "Q10A": (0, 6, 0, 0, 0),  # fewest: P1 with 0
    "Q10B": (6, 0, 0, 6, 0),  # most: P0 and P3 with 3
    "Q11A": (6, 0, 0, 6, 0),  # exactly 3
    "Q11B": (0, 6, 0, 0, 0),  # none
    "Q12A": (3, 0, 1, 3, 1),
    "Q12B": (-3, 0, -1, -3, -1),
    "Q13A": (2, 0, 2, 6, 2),  # Q and K: GQ / GK / RK BQ BK / RQ
    "Q13B": (-2, 0, -2, -6, -2),
    "Q14A": (3, 0, 0, 6, 0),  # Aces: BA / RA GA
    "Q14B": (-3, 0, 0, -6, 0),
    "Q15A": (0, 0, 0, 8, 0),  # P3 wins tricks 1 and 8
    "Q15B": (0, 0, 0, -8, 0),
    "Q16A": (3, 0, 0, 0, 0),  # trick 7 won by R5
    "Q16B": (0, 0, 0, -2, 0),  # trick 1 won by RA
    "Q17A": (9, 0, 0, 0, 0),  # B5 G5 R5
    "Q17B": (-9, 0, 0, 0, 0),
    "Q18A": (4, 0, 0, 3, 0),  # min(6, 4, 5), min(8, 3, 4)
    "Q18B": (6, 0, 5, 8, 4),
    "Q19A": (0, 0, 0, 0, 0),  # nobody has exactly 4
    "Q19B": (0, 0, 0, 0, 0),  # nobody has exactly 2
    "Q20A": (4, 0, 2, 4, 2),  # led and lost: P0 t1 t8, P2 t4, P3 t2 t5, P4 t3
    "Q20B": (4, 0, 0, 0, 0),  # led and won: P0 t6 t7
}


FACE_NAMES = {
    "Q01": ("Threes and Fours", "Sixes and Sevens"),
    "Q02": ("Rearguard", "Cowards' Rearguard"),
    "Q03": ("Winning Streak", "Four in a Row"),
    "Q04": ("Knights Beat the Dwarves", "Dwarves Beat the Knights"),
    "Q05": ("Knights Beat the Goblins", "Goblins Beat the Knights"),
    "Q06": ("Dwarves Beat the Goblins", "Goblins Beat the Dwarves"),
    "Q07": ("Goblin Infestation", "Knightly Burden"),
    "Q08": ("Dwarf Brawl", "King and Queen of the Dwarves"),
    "Q09": ("Final Blows", "Dodge the Final Blows"),
    "Q10": ("Lie Low", "Warlord"),
    "Q11": ("Exactly Three", "Clean Hands"),
    "Q12": ("Plunder", "Pacifist"),
    "Q13": ("Royal Court", "Lèse-majesté"),
    "Q14": ("Aces High", "Cursed Aces"),
    "Q15": ("Opening and Closing", "Avoid the Bookends"),
    "Q16": ("Underdogs", "Overkill"),
    "Q17": ("Handful of Fives", "Fives Bring Trouble"),
    "Q18": ("Elite Army", "Mass Army"),
    "Q19": ("Square", "Half Square"),
    "Q20": ("Led Astray", "Hold the Line"),
}
"""§2.3: the English names of faces A and B of each tile."""


def test_the_catalogue_holds_the_40_faces_of_section_2_3() -> None:
    """§2.3: 20 tiles of two faces; complex tiles Q10 Q16 Q18 Q20; sdd faces Q16 and Q20."""
    cat = catalogue()
    assert list(cat.tiles) == list(FACE_NAMES)
    assert sorted(f.id for f in cat.faces) == sorted(EXAMPLE_10_FACES)
    for face in cat.faces:
        assert face.id == face.tile_code + face.side
        assert face.name_en == FACE_NAMES[face.tile_code]["AB".index(face.side)]
        assert face.complex is (face.tile_code in ("Q10", "Q16", "Q18", "Q20"))
        assert face.sdd is (face.tile_code in ("Q16", "Q20"))


@pytest.mark.parametrize(("face", "points"), sorted(EXAMPLE_10_FACES.items()))
def test_each_face_scores_example_10s_deal_as_worked_out_by_hand(
    face: str, points: tuple[int, ...]
) -> None:
    """§2.3 scoring functions on Example 10's tricks; the deal adds the Scout's +2 (§6.1)."""
    summary = spectator(example_10(face)).deals[0]
    assert summary.quest == face
    assert summary.quest_points == points
    assert summary.special_points == (0, 2, 0, 0, 0)
    assert summary.deal_points == tuple(q + s for q, s in zip(points, (0, 2, 0, 0, 0), strict=True))


@pytest.mark.parametrize(
    ("face", "points"),
    [("Q19A", (4, 0, 0, 0, 0)), ("Q19B", (0, 4, 0, 0, 0)), ("Q11A", (0, 0, 0, 0, 0))],
)
def test_exact_trick_counts_score_through_example_8s_deal(
    face: str, points: tuple[int, ...]
) -> None:
    """Q19A (exactly 4), Q19B (exactly 2), Q11A (exactly 3) on counts 4, 2, 1, 1, 0."""
    assert spectator(example_8(face)).deals[0].quest_points == points


def test_four_in_a_row_scores_through_a_sweep() -> None:
    """Q03B: +8 for a run of 4 or more (P0 wins all 13 tricks at 3 players)."""
    state = start(3, sweep_hands(0, 1, "G1"), "G1", tile="Q03", face="Q03B")
    summary = spectator(play_out(state)).deals[0]
    assert summary.quest_points == (8, 0, 0)


def test_a_troll_hand_over_keeps_the_winning_cards_rank() -> None:
    """§4.4 Troll: P3 receives trick 1, won by GA, so Q16B charges P3 (not P2) -2 for it."""
    state = start(4, TROLL_HANDS, "M5", tile="Q16", face="Q16B")
    state = play_out(trick(state, TROLL_TRICK))
    summary = spectator(state).deals[0]
    assert summary.piles[3][0] == ("G5", "M5", "GA", "G2")

    def won_by_an_ace(pile: Sequence[str]) -> bool:
        # No other trick holds a special card: its led suit's Ace, if there, won it.
        return f"{pile[0][0]}A" in pile

    others = [sum(1 for pile in summary.piles[p][p == 3 :] if won_by_an_ace(pile)) for p in (2, 3)]
    assert summary.quest_points[2] == -2 * others[0]
    assert summary.quest_points[3] == -2 * (1 + others[1])


# ---------------------------------------------------------------------------
# score_face on hand-built trick results


def make_facts(
    num_players: int, num_tricks: int, tricks: Sequence[tuple[int, int, int, str]]
) -> _DealFacts:
    """Deal facts from ``(number, leader, winner, "cards, winning card first")`` rows.

    A row's first card is the card that won the trick (§5); the cards are
    given to the seats from the leader on. Tricks not listed are left out:
    nobody won them.
    """
    by_code = catalogue().by_code
    built = []
    for number, leader, winner, cards in tricks:
        ids = [by_code[c] for c in cards.split()]
        seats = [(leader + k) % num_players for k in range(len(ids))]
        built.append(_Trick(number, leader, winner, tuple(zip(seats, ids, strict=True)), ids[0]))
    return _DealFacts(num_players, num_tricks, tuple(built))


def score(face: str, facts: _DealFacts) -> list[int]:
    """``face``'s points for every seat."""
    return [score_face(catalogue().face(face), facts, p) for p in range(facts.num_players)]


EXAMPLE_9 = make_facts(
    4,
    10,
    [
        (2, 1, 1, "M1 B2 B7 G5"),  # a Clone (copying B7) won it
        (5, 1, 1, "BA BQ R4 G9"),
        (8, 1, 1, "RQ G3 B9 R7"),
    ],
)
"""Example 9: P1 won {B2, B7, G5, Clone}, {BQ, BA, R4, G9}, {G3, B9, R7, RQ}."""


@pytest.mark.parametrize(
    ("face", "points"),
    [
        ("Q04A", 2),
        ("Q04B", -2),
        ("Q05A", 2),
        ("Q06B", 0),
        ("Q07A", -3),
        ("Q18A", 3),
        ("Q18B", 5),
        ("Q12A", 3),
    ],
)
def test_example_9_a_clone_in_the_pile_is_ignored_by_people_counts(face: str, points: int) -> None:
    """Example 9: blue 5, green 3, red 3 counted; the Clone ignored; 3 tricks."""
    assert score(face, EXAMPLE_9)[1] == points


def test_a_magic_card_is_no_card_for_any_count() -> None:
    """§9.10: a Dragon-won trick of Magic + 3 blues: 3 blue cards, one trick, one run."""
    facts = make_facts(4, 10, [(10, 0, 0, "M3 BK BQ B4")])
    assert score("Q07B", facts)[0] == -3
    assert score("Q18B", facts)[0] == 3
    assert score("Q13A", facts)[0] == 4
    assert score("Q16A", facts)[0] == 0
    assert score("Q12A", facts)[0] == 1
    assert score("Q03A", facts)[0] == 2
    assert score("Q02A", facts)[0] == 2  # trick 10 is among the last 4
    assert score("Q15A", facts)[0] == 4  # and it is the last trick


def test_suited_special_cards_count_with_their_printed_suit_and_rank() -> None:
    """§9.11: the Shaman (red 11) is a Goblin card; 11 is neither a Q/K nor a 3..7."""
    facts = make_facts(4, 10, [(1, 0, 2, "R11a R10 R9 BA")])
    assert score("Q07A", facts)[2] == -3  # R11a R10 R9
    assert score("Q05B", facts)[2] == 2  # red 3 - blue 1
    assert score("Q18B", facts)[2] == 3
    assert score("Q13A", facts)[2] == 0
    assert score("Q01B", facts)[2] == 0
    scout = make_facts(4, 10, [(1, 0, 0, "GA B1 G2 G3")])
    assert score("Q04A", scout)[0] == -2  # the Scout is blue: 1 - 3


@pytest.mark.parametrize(
    ("won", "points"),
    [((9, 10), 2), ((10, 11, 12, 13), 8), ((1, 2, 3, 9), 0)],
)
def test_the_last_4_tricks_are_10_to_13_at_3_players(won: tuple[int, ...], points: int) -> None:
    """§9.19: N = 13, so "last 4" means tricks 10..13 (Q02A: +2 each)."""
    facts = make_facts(3, 13, [(t, 0, 0, "B2 B3 B4") for t in won])
    assert score("Q02A", facts)[0] == points


def test_fewest_and_most_tricks_with_counts_3_3_2_2() -> None:
    """§9.20: Q10A gives +6 to both 2-trick players, Q10B to both 3-trick players."""
    rows = [(1, 0, 0), (2, 0, 0), (3, 0, 0), (4, 1, 1), (5, 1, 1), (6, 1, 1)]
    rows += [(7, 2, 2), (8, 2, 2), (9, 3, 3), (10, 3, 3)]
    facts = make_facts(4, 10, [(t, lead, win, "B2 B3 B4 B5") for t, lead, win in rows])
    assert score("Q10A", facts) == [0, 0, 6, 6]
    assert score("Q10B", facts) == [6, 6, 0, 0]
    nobody = make_facts(4, 10, [(t, 0, 0, "B2 B3 B4 B5") for t in range(1, 11)])
    assert score("Q10A", nobody) == [0, 6, 6, 6]  # 0 tricks is always among the fewest
    assert score("Q10B", nobody) == [6, 0, 0, 0]


@pytest.mark.parametrize("magic", ["M1", "M2", "M3"])
def test_a_trick_won_by_a_magic_card_has_no_winning_rank(magic: str) -> None:
    """§9.21: Q16A and Q16B give 0 for a trick a Clone, Mummy or Dragon won."""
    facts = make_facts(4, 10, [(1, 0, 0, f"{magic} B2 B3 BA")])
    assert score("Q16A", facts)[0] == 0
    assert score("Q16B", facts)[0] == 0


def test_winning_rank_faces_count_tricks_by_the_card_that_won_them() -> None:
    """Q16A: +3 per trick won by a 1..6; Q16B: -2 per trick won by an Ace."""
    facts = make_facts(
        4,
        10,
        [
            (1, 0, 0, "B6 B2 G7 RA"),  # won by a 6 (RA off-suit)
            (2, 0, 0, "R1 R9 R4"),  # the Goblin Traitor: won by a 1
            (3, 0, 0, "B7 B2 B3 B4"),  # won by a 7: not low enough
            (4, 0, 0, "GA G2 G3 G4"),
            (5, 0, 0, "BA B8 B9 B10"),
        ],
    )
    assert score("Q16A", facts)[0] == 6
    assert score("Q16B", facts)[0] == -4


@pytest.mark.parametrize(
    ("won", "q03a", "q03b"),
    [((), 0, 0), ((1, 3, 5), 2, 0), ((2, 3, 4, 7, 8), 6, 0), ((4, 5, 6, 7), 8, 8)],
)
def test_streak_faces_use_the_longest_run_of_consecutive_tricks(
    won: tuple[int, ...], q03a: int, q03b: int
) -> None:
    """Q03A: +2 x longest run; Q03B: +8 for a run of 4 or more."""
    facts = make_facts(4, 10, [(t, 0, 0, "B2 B3 B4 B5") for t in won])
    assert score("Q03A", facts)[0] == q03a
    assert score("Q03B", facts)[0] == q03b


@pytest.mark.parametrize(
    ("n", "expected"),
    [(0, (0, 6, 0, 0)), (2, (0, 0, 0, 4)), (3, (6, 0, 0, 0)), (4, (0, 0, 4, 0))],
)
def test_exact_trick_count_faces(n: int, expected: tuple[int, int, int, int]) -> None:
    """Q11A exactly 3 (+6), Q11B none (+6), Q19A exactly 4 (+4), Q19B exactly 2 (+4)."""
    facts = make_facts(4, 10, [(t, 0, 0, "B2 B3 B4 B5") for t in range(1, n + 1)])
    faces = ("Q11A", "Q11B", "Q19A", "Q19B")
    assert tuple(score(face, facts)[0] for face in faces) == expected


def test_leader_faces_count_the_tricks_a_seat_led() -> None:
    """Q20A: +2 per trick led and lost; Q20B: +2 per trick led and won."""
    facts = make_facts(
        4,
        10,
        [(1, 0, 1, "B9 B2 B3 B4"), (2, 1, 1, "GA G2 G3 G4"), (3, 1, 0, "RA R2 R3 R4")],
    )
    assert score("Q20A", facts) == [2, 2, 0, 0]  # P0 lost trick 1, P1 lost trick 3
    assert score("Q20B", facts) == [0, 2, 0, 0]  # P1 led and won trick 2
    led_twice = make_facts(4, 10, [(1, 2, 3, "B9 B2 B3 B4"), (2, 2, 0, "G9 G2 G3 G4")])
    assert score("Q20A", led_twice) == [0, 0, 4, 0]


def test_first_and_last_trick_faces() -> None:
    """Q15A: +4 for trick 1 and +4 for trick N; Q15B the same negative."""
    facts = make_facts(5, 8, [(1, 0, 2, "B9 B2 B3 B4 B5"), (8, 0, 2, "G9 G2 G3 G4 G5")])
    assert score("Q15A", facts) == [0, 0, 8, 0, 0]
    assert score("Q15B", facts) == [0, 0, -8, 0, 0]
    middle = make_facts(5, 8, [(7, 0, 2, "B9 B2 B3 B4 B5")])
    assert score("Q15A", middle) == [0, 0, 0, 0, 0]


def test_specific_card_face_scores_the_dwarf_king_and_queen() -> None:
    """Q08B: +5 for GK and +5 for GQ among the cards won; a Mummy copying GK is no GK."""
    facts = make_facts(4, 10, [(1, 0, 1, "GK GQ G2 G3"), (2, 1, 2, "M2 G4 G5 G6")])
    assert score("Q08B", facts) == [0, 10, 0, 0]
