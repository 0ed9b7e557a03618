"""Tests of the end of a Deux Rois main-mode game (``deux_rois.scoring``).

Spec: ``shared/rules/deux_rois.md`` §2.11 (attacks, winning conditions by
band, points, decisive room), §2.7.3 (allegiance), §2.10 (card entries), §5.1,
§6 (edge cases about the end) and §7.1 (worked examples M1–M11), Appendix A
(the end-of-game options). Positions are written as in §7.1: the cards in
play, the set of cards whose holders end in Normandie (the rest end in
Angleterre) and the cards' statuses; seat i holds the i-th card in play
unless a test says otherwise.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Mapping

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from royaumes.errors import ConfigError
from royaumes.games.deux_rois.scoring import (
    BAND_ORDER,
    SIDES,
    STATUSES,
    Attack,
    EndOptions,
    FinalCard,
    Line,
    Outcome,
    allegiance,
    attack_qualifies,
    band,
    decisive_room,
    default_decision,
    objective_live,
    resolve_attacks,
    score,
    treaty_complete,
    winning_condition,
)

DEFAULT = EndOptions()


def deck(num_players: int) -> list[int]:
    """The standard deck for N (§2.2)."""
    cards = [c for c in range(1, 49) if c <= 2 * (num_players // 2)]
    if num_players % 2 or num_players == 50:
        cards.append(49)
    if num_players == 50:
        cards.append(50)
    return cards


def table(
    num_players: int,
    north: Iterable[int],
    *,
    statuses: Mapping[int, Iterable[str]] | None = None,
    colours: Mapping[int, str] | None = None,
    pledge: int | None = None,
    banked: Mapping[int, float] | None = None,
    visits: tuple[int, int] = (0, 0),
    seats: Mapping[int, int] | None = None,
) -> list[FinalCard]:
    """The standard deck for N; ``north`` ends in N, the rest in E; 22 blue unless told."""
    numbers = deck(num_players)
    north = set(north)
    statuses = statuses or {}
    colour_of = {22: "blue", **(colours or {})}
    banked = banked or {}
    seat_of = dict(seats) if seats else {}
    free = iter(s for s in range(num_players) if s not in seat_of.values())
    return [
        FinalCard(
            number=c,
            seat=seat_of[c] if c in seat_of else next(free),
            room="N" if c in north else "E",
            statuses=frozenset(statuses.get(c, ())),
            colour=colour_of.get(c) if c in (9, 22) else None,
            pledge=pledge if c == 50 else None,
            banked=banked.get(c, 0.0),
            visits=visits if c == 43 else (0, 0),
        )
        for c in numbers
    ]


def by_card(outcome: Outcome, cards: Iterable[FinalCard]) -> dict[int, float]:
    """Each card's points."""
    return {c.number: outcome.points[c.seat] for c in cards}


def run(
    cards: list[FinalCard],
    decisions: Mapping[int, bool] | None = None,
    opts: EndOptions = DEFAULT,
) -> tuple[Outcome, dict[int, float]]:
    """Score ``cards`` (N = their count); the outcome and each card's points."""
    outcome = score(cards, len(cards), decisions or {}, opts)
    return outcome, by_card(outcome, cards)


def scoring_only(points: Mapping[int, float], expected: Mapping[int, float]) -> None:
    """The cards of ``expected`` score those points; every other card scores 0."""
    assert {c: p for c, p in points.items() if p} == {c: p for c, p in expected.items() if p}


def everyone_else(num_players: int, *cards: int) -> set[int]:
    """The cards in play for N other than ``cards`` (to write "only these end in E")."""
    return set(deck(num_players)) - set(cards)


def english_default(num_players: int) -> list[FinalCard]:
    """Only 1 and 2 end in E: Guillaume alive abroad, no Gaoler, no majority, no peace."""
    return table(num_players, everyone_else(num_players, 1, 2))


# ---------------------------------------------------------------- §2.7.3


def test_allegiance_order_of_precedence() -> None:
    def card(number: int, *st_: str, colour: str | None = None, pledge: int | None = None) -> str:
        return allegiance(FinalCard(number, 0, "N", frozenset(st_), colour=colour, pledge=pledge))

    assert card(1) == "NORMAN"
    assert card(2) == "ENGLISH"
    assert card(35) == "FRANCE"
    assert card(26) == card(25) == card(43) == "PAPACY"
    assert card(9, colour="red") == card(10) == card(21) == card(44) == card(49) == "NEUTRAL"
    assert card(50) == "NEUTRAL"
    assert card(50, pledge=1) == "NORMAN"
    assert card(50, pledge=2) == "ENGLISH"
    assert card(50, pledge=35) == "FRANCE"
    assert card(50, "SUBJECT", pledge=1) == "FRANCE"
    assert card(50, "CONVERTED", pledge=2) == "PAPACY"
    assert card(22, colour="red") == "NORMAN"
    assert card(22, colour="blue") == "ENGLISH"
    assert card(3, "SUBJECT") == "FRANCE"
    assert card(3, "CONVERTED") == "PAPACY"
    assert card(3, "SUBJECT", "CONVERTED") == "PAPACY"


def test_objective_live() -> None:
    assert objective_live(FinalCard(19, 0, "N"))
    assert objective_live(FinalCard(19, 0, "N", frozenset({"ARMED", "CONFIRMED"})))
    assert not objective_live(FinalCard(19, 0, "N", frozenset({"SUBJECT"})))
    assert not objective_live(FinalCard(19, 0, "N", frozenset({"CONVERTED"})))


@pytest.mark.parametrize(
    ("n", "expected"),
    [(6, "6-15"), (15, "6-15"), (16, "16-25"), (25, "16-25"), (26, "26-34"), (34, "26-34")]
    + [(35, "35-50"), (50, "35-50")],
)
def test_band(n: int, expected: str) -> None:
    assert band(n) == expected


@pytest.mark.parametrize("n", [5, 51, 0])
def test_band_rejects_counts(n: int) -> None:
    with pytest.raises(ValueError, match="player count"):
        band(n)


# ---------------------------------------------------------------- §2.11.2 attacks


def test_attack_qualifies() -> None:
    cards = table(8, {3, 4, 6, 8}, statuses={5: {"ARMED"}})
    assert attack_qualifies(cards, 5)
    assert not attack_qualifies(table(8, {3, 4, 6, 8}), 5)  # not armed
    moved = table(8, {3, 4, 5, 6, 8}, statuses={5: {"ARMED"}})
    assert not attack_qualifies(moved, 5)  # not in Guillaume's room
    assert not attack_qualifies(cards, 46)  # not in play
    big = table(46, {3})
    assert attack_qualifies(big, 46)
    assert not attack_qualifies(table(46, {46}), 46)
    with pytest.raises(ValueError, match="attacker"):
        attack_qualifies(cards, 7)


def test_default_decision_follows_allegiance() -> None:
    assert default_decision(table(8, set(), statuses={5: {"ARMED"}}), 5)
    assert not default_decision(table(26, set(), statuses={5: {"CONVERTED"}}), 5)
    assert not default_decision(table(36, set()), 46)  # not in play
    assert default_decision(table(46, set()), 46)
    assert not default_decision(table(46, set(), statuses={46: {"SUBJECT"}}), 46)


def test_default_decision_converted_assassin_spares() -> None:
    cards = table(26, {3}, statuses={5: {"ARMED", "CONVERTED"}})
    outcome, _ = run(cards)
    assert outcome.attack == Attack(attempt=False, killed=False, killer=None)
    assert "attack 5: spare (default)" in outcome.lines
    # the same attacker may still choose to attack
    outcome, _ = run(cards, {5: True})
    assert outcome.attack == Attack(attempt=True, killed=True, killer=5)


def test_explicit_spare_is_respected() -> None:
    cards = table(8, {3}, statuses={5: {"ARMED"}})
    assert resolve_attacks(cards, {5: False}) == Attack(False, False, None)
    assert resolve_attacks(cards, {}) == Attack(True, True, 5)


def test_decisions_of_non_qualifying_attackers_are_ignored() -> None:
    cards = table(8, {3}, statuses={})  # 5 not armed
    assert resolve_attacks(cards, {5: True, 46: True}) == Attack(False, False, None)
    with pytest.raises(ValueError, match="attacker"):
        resolve_attacks(cards, {7: True})


def test_protection_divine_without_chaman_stops_the_assassin() -> None:
    # 1, 3 and armed 5 in E, 12 in N: protected, the attempt fails
    cards = table(12, {4, 6, 7, 8, 9, 10, 11, 12}, statuses={5: {"ARMED"}})
    outcome, points = run(cards, {5: True})
    assert outcome.attack == Attack(attempt=True, killed=False, killer=None)
    assert "protection: active" in outcome.lines
    assert "attack 5: fails (protected)" in outcome.lines
    assert outcome.condition == "ENGLISH_DEFAULT"  # band 6-15, Guillaume alive in E
    assert points[12] == 4  # no +5: the Chaman is not in Guillaume's room


def test_protection_divine_with_chaman_is_cancelled() -> None:
    cards = table(12, {4, 6, 7, 8, 9, 10, 11}, statuses={5: {"ARMED"}})
    outcome, points = run(cards, {5: True})
    assert outcome.attack == Attack(attempt=True, killed=True, killer=5)
    assert "protection: cancelled by 12" in outcome.lines
    assert outcome.condition == "ASSASSINATION"
    assert points[12] == 4 + 5


def test_berserker_counts_allegiance_by_default() -> None:
    # N=46, E = {1, 2, 46, 5, 6, 4, 7}: ENGLISH 4 vs NORMAN 3 -> killed
    north = everyone_else(46, 1, 2, 4, 5, 6, 7, 46)
    cards = table(46, north)
    outcome, points = run(cards, {46: True})
    assert outcome.attack == Attack(attempt=True, killed=True, killer=46)
    assert "attack 46: english 4 vs norman 3 in E" in outcome.lines
    assert outcome.condition == "ASSASSINATION"
    assert points[46] == 6
    assert points[6] == 4  # the Assassin did not kill
    # a subjugated English card does not count: 3 vs 3 -> fails
    cards = table(46, north, statuses={6: {"SUBJECT"}})
    outcome, _ = run(cards, {46: True})
    assert outcome.attack == Attack(attempt=True, killed=False, killer=None)
    assert "attack 46: fails (no english majority)" in outcome.lines


def test_berserker_counts_printed_colour_option() -> None:
    north = everyone_else(46, 1, 2, 4, 5, 6, 7, 46)
    opts = EndOptions(berserker_count="printed_colour")
    # the subjugated 6 is still printed blue: 4 vs 3 -> killed
    cards = table(46, north, statuses={6: {"SUBJECT"}})
    outcome, _ = run(cards, {46: True}, opts)
    assert outcome.attack.killed
    # a red Infidèle counts red, a converted blue card still blue, 9 neither
    north2 = everyone_else(46, 1, 2, 4, 5, 46, 22, 9, 6)
    cards = table(46, north2, colours={22: "red", 9: "blue"}, statuses={6: {"CONVERTED"}})
    # printed: blue {2, 5, 46, 6} = 4 vs red {1, 4, 22} = 3 -> killed
    assert resolve_attacks(cards, {46: True}, opts).killed
    # by allegiance: ENGLISH {2, 5, 46} = 3 vs NORMAN {1, 4, 22} = 3 -> fails
    assert not resolve_attacks(cards, {46: True}).killed


def test_berserker_ignores_the_thegn_bonus() -> None:
    # 1, 2, 18, 46 in E with 4 and 7: ENGLISH 3 vs NORMAN 3 -> fails despite the Thegn
    north = everyone_else(46, 1, 2, 18, 46, 4, 7)
    outcome, _ = run(table(46, north), {46: True})
    assert outcome.attack == Attack(attempt=True, killed=False, killer=None)


def test_berserker_blocked_by_protection() -> None:
    north = everyone_else(46, 1, 2, 3, 5, 6, 46, 8)
    outcome, _ = run(table(46, north), {46: True})
    assert "attack 46: english 5 vs norman 2 in E" in outcome.lines
    assert outcome.attack == Attack(attempt=True, killed=False, killer=None)
    assert "attack 46: fails (protected)" in outcome.lines


def test_assassin_then_berserker() -> None:
    north = everyone_else(46, 1, 2, 5, 6, 46, 8)
    # the Assassin kills: the Berserker's attack is never made
    cards = table(46, north, statuses={5: {"ARMED"}})
    outcome, points = run(cards, {5: True, 46: True})
    assert outcome.attack == Attack(True, True, 5)
    assert "attack 46: not made (guillaume already dead)" in outcome.lines
    assert points[5] == 6
    assert points[46] == 4
    assert points[6] == 5
    # the Assassin spares: the Berserker kills
    outcome, points = run(cards, {5: False, 46: True})
    assert outcome.attack == Attack(True, True, 46)
    assert points[46] == 6
    assert points[5] == 4
    assert points[6] == 4
    # both spare
    outcome, _ = run(cards, {5: False, 46: False})
    assert outcome.attack == Attack(False, False, None)


def test_failed_assassin_then_failed_berserker_still_an_attempt() -> None:
    # 3 and 12 with Guillaume: protection cancelled; 5 unarmed; the Berserker lacks a majority
    north = everyone_else(46, 1, 3, 12, 46, 4, 7)
    cards = table(46, north)
    outcome, points = run(cards, {46: True})
    assert outcome.attack == Attack(attempt=True, killed=False, killer=None)
    assert points[12] == 5  # the Chaman's bonus only needs an attempt (English lost)
    assert outcome.condition == "MAJORITY"  # E: NORMAN 4 > ENGLISH 2


# ---------------------------------------------------------------- §2.11.3 bands


def test_band_6_15_assassination() -> None:
    cards = table(8, {3, 4, 6, 8}, statuses={5: {"ARMED"}})
    outcome, _ = run(cards)
    assert outcome.condition == "ASSASSINATION"
    assert outcome.lines[outcome.lines.index("band 6-15") + 1] == "check ASSASSINATION: yes"


def test_band_6_15_home() -> None:
    outcome, _ = run(table(8, {1, 3, 6, 8}))
    assert outcome.condition == "HOME"
    assert "check ASSASSINATION: no" in outcome.lines
    assert "check HOME: yes" in outcome.lines


def test_band_6_15_note_guillaume_alive_in_angleterre_is_english_default() -> None:
    # §2.11.3 note: no majority rule below 16, even with a Norman majority in E
    cards = table(14, {2, 5, 6})
    outcome, _ = run(cards)
    assert outcome.condition == "ENGLISH_DEFAULT"
    assert "check MAJORITY: yes" not in outcome.lines
    assert not any("MAJORITY" in line or "RETAINED" in line for line in outcome.lines)
    opts = EndOptions(majority_requires_guillaume_in_E=False)
    assert run(table(14, {1, 2, 5, 6}), opts=opts)[0].condition == "HOME"


def test_band_16_25_assassination_first() -> None:
    cards = table(16, {3}, statuses={5: {"ARMED"}})
    outcome, _ = run(cards)
    assert outcome.condition == "ASSASSINATION"


def test_band_16_25_retained_before_majority() -> None:
    # M4 is the full example; here the shortest: 1, 16 in E with a Norman majority
    cards = table(16, {2, 5, 6, 8, 10, 12, 14})
    outcome, _ = run(cards)
    assert outcome.condition == "RETAINED"
    assert "check MAJORITY: no" not in outcome.lines


def test_band_16_25_majority() -> None:
    cards = table(16, {2, 5, 6, 8, 10, 12, 14, 16})
    outcome, points = run(cards)
    assert outcome.condition == "MAJORITY"
    assert points[1] == 4


def test_band_16_25_majority_before_home_literal_reading() -> None:
    # Guillaume at home with a Norman majority in E: HOME by default...
    north = {1, 2, 5, 6, 8, 12, 16, 14}
    outcome, points = run(table(16, north))
    assert outcome.condition == "HOME"
    assert points[1] == 5
    # ...MAJORITY (checked first) under the literal reading
    opts = EndOptions(majority_requires_guillaume_in_E=False)
    outcome, points = run(table(16, north), opts=opts)
    assert outcome.condition == "MAJORITY"
    assert points[1] == 4
    assert points[3] == 4  # in Angleterre: not in Guillaume's room, no +2


def test_band_16_25_home_and_english_default() -> None:
    assert run(table(16, {1}))[0].condition == "HOME"
    assert run(english_default(16))[0].condition == "ENGLISH_DEFAULT"
    # E = everyone but 16: NORMAN 7 > ENGLISH 6 -> MAJORITY; with 3 in N too: 6 vs 6
    assert run(table(16, {16}))[0].condition == "MAJORITY"
    assert run(table(16, {16, 3}))[0].condition == "ENGLISH_DEFAULT"


def test_band_26_34_peace_before_assassination() -> None:
    north = everyone_else(26, 1, 2, 26, 5)
    cards = table(26, north, statuses={5: {"ARMED"}})
    outcome, points = run(cards)
    assert outcome.attack.killed
    assert outcome.condition == "PEACE"
    assert points[5] == 0
    assert points[26] == 8
    # peace_requires_alive=true: the killing wins instead
    opts = EndOptions(peace_requires_alive=True)
    outcome, points = run(cards, opts=opts)
    assert outcome.condition == "ASSASSINATION"
    assert points[5] == 6


def test_band_26_34_peace_before_home() -> None:
    outcome, points = run(table(26, {1, 2, 26}))
    assert outcome.condition == "PEACE"
    assert points[1] == 0
    assert points[25] == 8  # the Monk scores wherever he is


def test_band_26_34_other_rows() -> None:
    assert run(table(26, {3, 26}, statuses={5: {"ARMED"}}))[0].condition == "ASSASSINATION"
    assert run(table(26, {2}))[0].condition == "RETAINED"
    assert run(table(26, {2, 16, 5, 6, 8, 12, 14}))[0].condition == "MAJORITY"
    assert run(table(26, {1}))[0].condition == "HOME"
    assert run(english_default(26))[0].condition == "ENGLISH_DEFAULT"


def test_band_26_34_peace_needs_the_king_only_if_in_play() -> None:
    # N=34 has no King: 1, 2, 26 together suffice (M6 also)
    assert run(table(34, {1, 2, 26}))[0].condition == "PEACE"
    # N=36: the King must be there too
    assert run(table(36, {1, 2, 26}))[0].condition == "HOME"
    assert run(table(36, {1, 2, 26, 35}))[0].condition == "PEACE"


def _subjects(count: int, exclude: Iterable[int] = ()) -> dict[int, set[str]]:
    """SUBJECT on the first ``count`` subjugable cards of a fixed pool, skipping ``exclude``."""
    pool = [3, 4, 6, 7, 8, 9, 10, 11, 12, 15, 16, 17, 18, 19, 20, 23, 24, 27, 28]
    pool += [29, 30, 31, 32, 33, 34, 37, 38, 39, 40]
    pool = [c for c in pool if c not in set(exclude)]
    return {c: {"SUBJECT"} for c in pool[:count]}


def test_band_35_50_peace_before_france() -> None:
    cards = table(36, {1, 2, 26, 35}, statuses=_subjects(19))
    outcome, points = run(cards)
    assert outcome.condition == "PEACE"
    assert "check FRANCE: no" not in outcome.lines
    assert points[35] == 0


def test_band_35_50_france_before_assassination() -> None:
    statuses: dict[int, set[str]] = {**_subjects(19, exclude={3, 12}), 5: {"ARMED"}}
    cards = table(36, {3, 12, 26}, statuses=statuses)
    outcome, points = run(cards, {5: True})
    assert outcome.attack.killed
    assert outcome.condition == "FRANCE"
    assert points[5] == 0
    assert points[35] == points[36] == 8


def test_band_35_50_france_is_a_strict_majority() -> None:
    assert run(table(36, {1}, statuses=_subjects(18)))[0].condition == "HOME"
    assert run(table(36, {1}, statuses=_subjects(19)))[0].condition == "FRANCE"
    assert run(table(37, {1}, statuses=_subjects(19)))[0].condition == "FRANCE"
    assert run(table(38, {1}, statuses=_subjects(19)))[0].condition == "HOME"


def test_band_35_50_france_does_not_count_converts() -> None:
    statuses = _subjects(19)
    statuses[3] = {"SUBJECT", "CONVERTED"}
    assert run(table(36, {1}, statuses=statuses))[0].condition == "HOME"


def test_band_35_50_other_rows() -> None:
    assert run(table(40, {3, 26}, statuses={5: {"ARMED"}}))[0].condition == "ASSASSINATION"
    assert run(table(40, {2}))[0].condition == "RETAINED"
    north = {2, 16, 5, 6, 8, 12, 14, 18, 20, 24, 28, 30, 32, 34, 38, 40}
    assert run(table(40, north))[0].condition == "MAJORITY"
    assert run(table(40, {1}))[0].condition == "HOME"
    assert run(english_default(40))[0].condition == "ENGLISH_DEFAULT"


def test_note_n35_france_can_never_fire() -> None:
    # §2.2 / §2.11.3: at N = 35 the King is not in play; 20 subjects change nothing
    cards = table(35, {1}, statuses=_subjects(20))
    assert 35 not in {c.number for c in cards}
    outcome, points = run(cards)
    assert outcome.condition == "HOME"
    assert "check FRANCE: no" in outcome.lines
    assert points[3] == 0  # a subject under HOME


def test_winning_condition_function_matches_score() -> None:
    cards = table(36, {1}, statuses=_subjects(19))
    assert winning_condition(cards, 36, Attack(False, False, None)) == "FRANCE"
    assert winning_condition(cards, 36, Attack(True, True, 5)) == "FRANCE"
    plain = english_default(16)
    assert winning_condition(plain, 16, Attack(False, False, None)) == "ENGLISH_DEFAULT"
    none = EndOptions(fallback="none")
    assert winning_condition(plain, 16, Attack(False, False, None), none) == "NONE"


# ---------------------------------------------------------------- §2.11.3 options


def test_option_majority_requires_harold() -> None:
    north = {2, 5, 6, 8, 10, 12, 14, 16}
    opts = EndOptions(majority_requires_harold=True)
    assert run(table(16, north), opts=opts)[0].condition == "ENGLISH_DEFAULT"
    north.discard(2)
    assert run(table(16, north), opts=opts)[0].condition == "MAJORITY"


def test_option_majority_measure_more_than_half_of_room() -> None:
    # E = {1, 3, 4, 7, 11, 2, 9, 10, 5, 6} with 5 and 6 subjects: NORMAN 5 > ENGLISH 1,
    # but 5 is not more than half of the 10 players there
    subjects = {5: {"SUBJECT"}, 6: {"SUBJECT"}}
    north = everyone_else(16, 1, 3, 4, 7, 11, 2, 9, 10, 5, 6)
    assert run(table(16, north, statuses=subjects))[0].condition == "MAJORITY"
    opts = EndOptions(majority_measure="more_than_half_of_room")
    assert run(table(16, north, statuses=subjects), opts=opts)[0].condition == "ENGLISH_DEFAULT"
    # with 13 too: 6 of 11 is more than half
    north.discard(13)
    assert run(table(16, north, statuses=subjects), opts=opts)[0].condition == "MAJORITY"


def test_option_majority_measure_counts_the_thegn() -> None:
    # E = {1, 2, 18, 3, 4, 7, 11, 13, 15}: NORMAN 7, ENGLISH 2, Thegn bonus 2
    north = everyone_else(18, 1, 2, 18, 3, 4, 7, 11, 13, 15)
    assert run(table(18, north))[0].condition == "MAJORITY"  # 7 > 2 + 2
    opts = EndOptions(majority_measure="more_than_half_of_room")
    assert run(table(18, north), opts=opts)[0].condition == "MAJORITY"  # 14 > 11
    # E = {1, 2, 18, 3, 4, 7, 9, 10}: 4 Normans; 4 > 2 + 2 no; 8 > 10 no
    north = everyone_else(18, 1, 2, 18, 3, 4, 7, 9, 10)
    assert run(table(18, north))[0].condition == "ENGLISH_DEFAULT"
    assert run(table(18, north), opts=opts)[0].condition == "ENGLISH_DEFAULT"


def test_option_fallback_none() -> None:
    # N=20 as M5 (ENGLISH_DEFAULT by default), plus banked points
    north = {5, 6, 8, 13, 14, 15, 16, 17, 19, 20}
    cards = table(21, north, banked={9: 1.5, 10: 1})
    outcome, points = run(cards, opts=EndOptions(fallback="none"))
    assert outcome.condition == "NONE"
    assert outcome.winners == ()
    assert "W = NONE (fallback=none)" in outcome.lines
    assert decisive_room("NONE", cards) is None
    # no team points, no Vagabond bonus; the Dame/Saxon bonus and banked points stay
    scoring_only(points, {19: 3, 20: 3, 9: 1.5, 10: 1})


def test_option_fallback_none_treaty_still_scores_but_nobody_wins() -> None:
    # E = {1, 2, 41, 42}: Guillaume alive abroad, NORMAN 2 vs ENGLISH 2, no Gaoler
    statuses = {41: {"TREATY_INITIATED", "RATIFIED"}, 42: {"TREATY_INITIATED", "RATIFIED"}}
    cards = table(42, everyone_else(42, 1, 2, 41, 42), statuses=statuses)
    outcome, points = run(cards, opts=EndOptions(fallback="none"))
    assert outcome.condition == "NONE"
    assert points[41] == points[42] == 6
    assert outcome.winners == ()


def test_option_killer_points_fixed_by_card() -> None:
    north = everyone_else(46, 1, 2, 4, 5, 6, 7, 46)
    opts = EndOptions(killer_points="fixed_by_card")
    outcome, points = run(table(46, north), {46: True}, opts)
    assert outcome.attack.killer == 46
    assert (points[5], points[6], points[46], points[2]) == (6, 5, 4, 5)
    outcome, points = run(table(46, north), {46: True})
    assert (points[5], points[6], points[46], points[2]) == (4, 4, 6, 5)


def test_option_follower_points() -> None:
    statuses = {8: {"CONVERTED"}, 3: {"CONVERTED"}}
    cards = table(26, {1, 2, 26}, statuses=statuses)
    _, points = run(cards)
    assert points[8] == points[3] == 6
    _, points = run(cards, opts=EndOptions(follower_points="five_everywhere"))
    assert points[8] == points[3] == 5
    cards = table(44, {1, 2, 26, 35}, statuses=statuses, visits=(1, 1))
    _, points = run(cards)
    assert points[8] == points[3] == points[43] == 5
    _, points = run(cards, opts=EndOptions(follower_points="five_everywhere"))
    assert points[8] == points[43] == 5


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("fallback", "nobody"),
        ("majority_requires_guillaume_in_E", 1),
        ("majority_requires_harold", "yes"),
        ("majority_measure", "half"),
        ("berserker_count", "colour"),
        ("killer_points", "killer"),
        ("peace_requires_alive", None),
        ("follower_points", 6),
    ],
)
def test_bad_options_are_config_errors(key: str, value: object) -> None:
    with pytest.raises(ConfigError, match=key):
        EndOptions(**{key: value})  # type: ignore[arg-type]


# ---------------------------------------------------------------- §2.11.4 team points


def test_team_home_named_cards() -> None:
    cards = table(50, {1, 3, 50}, pledge=1)
    outcome, points = run(cards)
    assert outcome.condition == "HOME"
    assert points[1] == 5
    assert points[50] == 5  # pledged to Guillaume, paid once
    assert points[4] == 4
    assert points[2] == 0


def test_team_majority_named_cards() -> None:
    north = {2, 5, 6, 8, 10, 12, 14, 16, 18, 20, 24, 28, 30, 32, 34, 38, 40, 42, 44, 46, 48}
    cards = table(50, north, pledge=1)
    outcome, points = run(cards)
    assert outcome.condition == "MAJORITY"
    assert points[1] == points[50] == points[4] == 4
    assert points[3] == 4 + 2


def test_team_retained_named_cards() -> None:
    cards = table(50, {3, 26, 46}, pledge=2)
    outcome, points = run(cards)
    assert outcome.condition == "RETAINED"
    assert (points[2], points[16], points[50], points[5], points[1]) == (5, 6, 5, 4, 0)


def test_team_assassination_named_cards() -> None:
    cards = table(50, {3, 26}, pledge=2, statuses={5: {"ARMED"}})
    outcome, points = run(cards)
    assert outcome.condition == "ASSASSINATION"
    assert (points[2], points[5], points[6], points[16], points[50]) == (5, 6, 5, 4, 5)


def test_team_english_default_named_cards() -> None:
    cards = table(50, everyone_else(50, 1, 2, 50), pledge=2)
    outcome, points = run(cards)
    assert outcome.condition == "ENGLISH_DEFAULT"
    assert (points[2], points[16], points[50], points[6], points[22]) == (5, 4, 5, 4, 4)
    assert points[9] == 0  # the Espion never scores team points


def test_team_france_named_cards() -> None:
    statuses = _subjects(26)
    cards = table(50, {1}, statuses=statuses, pledge=35)
    outcome, points = run(cards)
    assert outcome.condition == "FRANCE"
    assert points[35] == points[36] == points[50] == 8
    assert points[3] == 2
    assert points[1] == 0
    # pledged to the King and subjugated: 8, not 2 (nor 10)
    statuses[50] = {"SUBJECT"}
    _, points = run(table(50, {1}, statuses=statuses, pledge=35))
    assert points[50] == 8


def test_team_peace_named_cards() -> None:
    cards = table(36, {1, 2, 26, 35}, statuses={3: {"CONVERTED"}, 35: {"CONVERTED"}})
    outcome, points = run(cards)
    assert outcome.condition == "PEACE"
    assert (points[26], points[25], points[3], points[35], points[1]) == (8, 8, 5, 5, 0)


def test_named_card_of_the_wrong_allegiance_scores_nothing() -> None:
    # Guillaume subjugated under HOME; Harold converted under RETAINED; the Monk a subject
    _, points = run(table(16, {1, 3}, statuses={1: {"SUBJECT"}}))
    assert points[1] == 0
    assert points[3] == 6
    outcome, points = run(table(26, {3, 26}, statuses={2: {"CONVERTED"}, 16: {"SUBJECT"}}))
    assert outcome.condition == "RETAINED"
    assert points[2] == points[16] == 0
    assert points[5] == 4
    _, points = run(table(26, {1, 2, 26}, statuses={25: {"SUBJECT"}}))
    assert points[25] == 0
    # a converted killer scores nothing under ASSASSINATION
    north = everyone_else(46, 1, 2, 4, 5, 6, 7, 8, 46)
    outcome, points = run(table(46, north, statuses={46: {"CONVERTED"}}), {46: True})
    assert outcome.attack.killer == 46
    assert outcome.condition == "ASSASSINATION"
    assert points[46] == 0


def test_capitaine_pledges() -> None:
    # unpledged: nothing under any W
    _, points = run(table(50, {1, 50}))
    assert points[50] == 0
    # pledged to Guillaume while the English win: nothing
    _, points = run(table(50, {16, 50}, pledge=1))
    assert points[50] == 0
    # pledged to Guillaume, then subjugated: simply a subject (0 under HOME, 2 under FRANCE)
    _, points = run(table(50, {1, 50}, pledge=1, statuses={50: {"SUBJECT"}}))
    assert points[50] == 0
    statuses = {**_subjects(25), 50: {"SUBJECT"}}
    outcome, points = run(table(50, {1}, pledge=1, statuses=statuses))
    assert outcome.condition == "FRANCE"
    assert points[50] == 2
    # pledged, then converted: a follower
    outcome, points = run(table(50, {1, 2, 26, 35}, pledge=2, statuses={50: {"CONVERTED"}}))
    assert outcome.condition == "PEACE"
    assert points[50] == 5
    # pledged to the King (blessed, not a subject) while Normans win: nothing
    _, points = run(table(50, {1}, pledge=35))
    assert points[50] == 0


def test_converts_and_subjects_score_only_with_their_new_side() -> None:
    statuses = {4: {"CONVERTED"}, 7: {"SUBJECT"}, 9: {"CONVERTED"}}
    _, points = run(table(36, {1}, statuses=statuses))  # HOME
    assert points[4] == points[7] == points[9] == 0
    assert points[11] == 4
    _, points = run(table(36, {1, 2, 26, 35}, statuses=statuses))  # PEACE
    assert points[4] == points[9] == 5
    assert points[7] == 0


def test_diplomats_treaty_replaces_team_points() -> None:
    treaty = {41: {"TREATY_INITIATED", "RATIFIED"}, 42: {"TREATY_INITIATED", "RATIFIED"}}
    cards = table(42, {1, 41, 42}, statuses=treaty)
    assert treaty_complete(cards)
    outcome, points = run(cards)
    assert outcome.condition == "HOME"
    assert points[41] == 6  # not 4 + 6
    assert points[42] == 6
    assert {c.seat for c in cards if c.number in (41, 42)} <= set(outcome.winners)
    # apart: team points normally
    _, points = run(table(42, {1, 41}, statuses=treaty))
    assert (points[41], points[42]) == (4, 0)
    # not complete (42 never ratified): team points normally
    partial = {41: {"TREATY_INITIATED", "RATIFIED"}, 42: {"TREATY_INITIATED"}}
    assert not treaty_complete(table(42, {1, 41, 42}, statuses=partial))
    _, points = run(table(42, {1, 41, 42}, statuses=partial))
    assert (points[41], points[42]) == (4, 0)
    # a subjugated diplomat has no live objective: the other still takes +6
    sub = {41: {"TREATY_INITIATED", "RATIFIED", "SUBJECT"}, 42: treaty[42]}
    outcome, points = run(table(42, {1, 41, 42}, statuses=sub))
    assert (points[41], points[42]) == (0, 6)
    seat41 = next(c.seat for c in table(42, set()) if c.number == 41)
    assert seat41 not in outcome.winners


# ---------------------------------------------------------------- §2.11.4 individual bonuses


def test_bonus_protection_divine() -> None:
    assert run(table(8, {1, 3}))[1][3] == 6  # HOME, with Guillaume
    assert run(table(8, {1}))[1][3] == 4  # HOME, apart
    assert run(table(8, {3}))[1][3] == 0  # ENGLISH_DEFAULT
    assert run(table(36, {1, 3}, statuses={3: {"CONVERTED"}}))[1][3] == 0


def test_bonus_chaman() -> None:
    cards = table(12, {2}, statuses={5: {"ARMED"}})  # 1, 3, 5, 12 in E
    assert run(cards)[1][12] == 4 + 5
    spared, points = run(cards, {5: False})  # no attempt: ENGLISH_DEFAULT, team points only
    assert spared.condition == "ENGLISH_DEFAULT"
    assert points[12] == 4
    subject = table(36, {2}, statuses={5: {"ARMED"}, 12: {"SUBJECT"}})
    assert run(subject)[1][12] == 0


def test_bonus_chaman_without_an_attempt_is_only_team_points() -> None:
    cards = table(12, {1, 3, 12})
    outcome, points = run(cards)
    assert outcome.attack.attempt is False
    assert points[12] == 0


def test_bonus_dame_noble_and_chevalier_saxon() -> None:
    _, points = run(table(20, {1, 19, 20}))
    assert (points[19], points[20]) == (7, 3)
    _, points = run(table(20, {1, 19}))
    assert (points[19], points[20]) == (4, 0)
    _, points = run(table(36, {1, 19, 20}, statuses={20: {"SUBJECT"}}))
    assert (points[19], points[20]) == (7, 0)


def test_bonus_pelerin() -> None:
    def pilgrim(visits: tuple[int, int], north: set[int]) -> float:
        return run(table(44, north, visits=visits))[1][43]

    assert pilgrim((2, 2), {1, 26, 43}) == 4  # independent of W (HOME)
    assert pilgrim((2, 3), {26, 43, 16}) == 4  # ENGLISH_DEFAULT
    assert pilgrim((2, 1), {1, 26, 43}) == 0
    assert pilgrim((2, 2), {1, 26}) == 0  # not in the Pope's room
    assert pilgrim((3, 2), {1, 2, 26, 35, 43}) == 5 + 4  # PEACE, follower and bonus
    subject = table(44, {1, 26, 43}, visits=(2, 2), statuses={43: {"SUBJECT"}})
    assert run(subject)[1][43] == 0


@pytest.mark.parametrize("vagabond", ["N", "E"])
@pytest.mark.parametrize(
    ("north", "armed", "condition", "room"),
    [
        ({1}, False, "HOME", "N"),
        ({2, 16, 5, 6, 8, 10, 12, 14, 18, 20, 24}, False, "MAJORITY", "E"),
        ({2}, False, "RETAINED", "E"),
        (everyone_else(25, 1, 2, 49), False, "ENGLISH_DEFAULT", "E"),
        ({1, 5}, True, "ASSASSINATION", "N"),
        ({3}, True, "ASSASSINATION", "E"),
    ],
)
def test_bonus_vagabond_decisive_room(
    north: set[int], armed: bool, condition: str, room: str, vagabond: str
) -> None:
    # N = 25: cards 1..24 and 49; the Vagabond is neutral, so where he ends changes no W
    north = north | {49} if vagabond == "N" else north - {49}
    cards = table(25, north, statuses={5: {"ARMED"}} if armed else {})
    outcome, points = run(cards)
    assert outcome.condition == condition
    assert decisive_room(condition, cards) == room
    assert f"decisive room: {room}" in outcome.lines
    assert points[49] == (3 if vagabond == room else 0)
    # a subjugated Vagabond has no objective left
    statuses = {49: {"SUBJECT"}, **({5: {"ARMED"}} if armed else {})}
    assert run(table(25, north, statuses=statuses))[1][49] == 0


def test_decisive_room_peace_and_france() -> None:
    cards = table(36, {1, 2, 26, 35})
    assert decisive_room("PEACE", cards) == "N"
    assert decisive_room("FRANCE", table(36, {35})) == "N"
    assert decisive_room("FRANCE", table(36, {1})) == "E"
    with pytest.raises(ValueError, match="unknown"):
        decisive_room("WAR", cards)
    with pytest.raises(ValueError, match="card 35"):
        decisive_room("FRANCE", table(16, {1}))


def test_faussaire_and_banked_points_always_count() -> None:
    statuses = {**_subjects(25), 21: {"SUBJECT"}}
    outcome, points = run(table(50, {1}, statuses=statuses, banked={9: 2.5, 10: 3, 44: 4}))
    assert outcome.condition == "FRANCE"
    assert points[21] == 2 - 5
    assert points[9] == 2 + 2.5  # a subject Espion scores for France and keeps his banked points
    assert points[44] == 4
    assert "seat 20 card 21: -5 (faussaire)" in outcome.lines


# ---------------------------------------------------------------- §7.1 worked examples


def test_m1_guillaume_at_home() -> None:
    outcome, points = run(table(8, {1, 3, 6, 8}, statuses={5: {"ARMED"}}))
    assert outcome.attack == Attack(False, False, None)
    assert outcome.condition == "HOME"
    scoring_only(points, {1: 5, 3: 6, 4: 4, 7: 4})


def test_m2_assassination() -> None:
    outcome, points = run(table(8, {3, 4, 6, 8}, statuses={5: {"ARMED"}}), {5: True})
    assert outcome.attack == Attack(True, True, 5)
    assert outcome.condition == "ASSASSINATION"
    scoring_only(points, {2: 5, 5: 6, 6: 5, 8: 4})
    assert "seat 4 card 5: +6 (killer)" in outcome.lines


def test_m3_chaman_cancels_the_protection() -> None:
    cards = table(13, {2, 4, 6, 7, 8, 11}, statuses={5: {"ARMED"}}, banked={9: 1.5, 10: 2})
    outcome, points = run(cards, {5: True})
    assert outcome.attack == Attack(True, True, 5)
    assert outcome.condition == "ASSASSINATION"
    assert decisive_room(outcome.condition, cards) == "E"
    scoring_only(points, {2: 5, 5: 6, 6: 5, 8: 4, 12: 9, 49: 3, 9: 1.5, 10: 2})


def test_m4_gaoler_beats_a_norman_majority() -> None:
    cards = table(18, {2, 5, 6, 8, 9, 10, 12, 14, 18})
    outcome, points = run(cards)
    assert outcome.condition == "RETAINED"
    assert run(cards, opts=EndOptions(majority_requires_harold=False))[0].condition == "RETAINED"
    scoring_only(points, {2: 5, 16: 6, 5: 4, 6: 4, 8: 4, 12: 4, 14: 4, 18: 4})


def test_m5_thegn_swings_the_majority() -> None:
    outcome, points = run(table(20, {5, 6, 8, 13, 14, 15, 16, 17, 19, 20}))
    assert outcome.condition == "ENGLISH_DEFAULT"
    assert "check MAJORITY: no" in outcome.lines
    english = dict.fromkeys((5, 6, 8, 12, 14, 16, 18), 4.0)
    scoring_only(points, {**english, 2: 5, 20: 7, 19: 3})


def test_m5b_without_harold_the_thegn_bonus_lapses() -> None:
    outcome, points = run(table(20, {2, 5, 6, 8, 13, 14, 15, 16, 17, 19, 20}))
    assert outcome.condition == "MAJORITY"
    normans = dict.fromkeys((4, 7, 11, 13, 15, 17), 4.0)
    scoring_only(points, {**normans, 1: 4, 3: 6, 19: 7, 20: 3})


def test_m6_peace_without_the_king() -> None:
    cards = table(26, {1, 2, 8, 13, 25, 26}, statuses={8: {"CONVERTED"}})
    outcome, points = run(cards)
    assert outcome.condition == "PEACE"
    scoring_only(points, {26: 8, 25: 8, 8: 6, 19: 3, 20: 3, 21: -5})


def test_m7_france_overrides_a_norman_home_win() -> None:
    subjects = (1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 16, 17, 18, 19, 20, 23, 24)
    north = {1, 2, 3, 4, 7, 11, 15, 17, 19, 20, 21, 35, 36}
    cards = table(36, north, statuses={c: {"SUBJECT"} for c in subjects})
    outcome, points = run(cards)
    assert outcome.condition == "FRANCE"
    assert "check PEACE: no" in outcome.lines
    scoring_only(points, {**dict.fromkeys(subjects, 2.0), 35: 8, 36: 8, 21: -5})


M8_NORTH = {1, 3, 4, 7, 9, 10, 11, 15, 17, 19, 21, 23, 26, 27, 29, 31, 35, 36, 41, 42, 43, 44}


def test_m8_home_win_with_treaty_pilgrim_and_neutrals() -> None:
    treaty = {"TREATY_INITIATED", "RATIFIED"}
    cards = table(
        44,
        M8_NORTH,
        statuses={41: treaty, 42: treaty, 5: {"ARMED"}},
        banked={9: 2.5, 10: 3, 44: 2},
        visits=(2, 2),
        colours={22: "blue"},
    )
    outcome, points = run(cards)
    assert outcome.condition == "HOME"
    normans = dict.fromkeys((4, 7, 11, 13, 15, 17, 19, 23, 27, 29, 31, 33, 37, 39), 4.0)
    expected = {**normans, 1: 5, 3: 6, 41: 6, 42: 6, 43: 4, 10: 3, 9: 2.5, 44: 2, 21: -5}
    scoring_only(points, expected)
    assert sum(outcome.points) == 85.5


def test_m9_small_game_guillaume_stuck_abroad() -> None:
    outcome, points = run(table(10, {3, 4, 6, 7, 8}, banked={9: 0.5, 10: 1}))
    assert outcome.attack == Attack(False, False, None)
    assert outcome.condition == "ENGLISH_DEFAULT"
    scoring_only(points, {2: 5, 5: 4, 6: 4, 8: 4, 9: 0.5, 10: 1})


M10_EAST = {1, 2, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 16, 18, 20, 24, 28, 30, 32, 34, 38, 40, 42}


def test_m10_berserker_kill_and_a_pledged_capitaine() -> None:
    east = M10_EAST | {46, 49}
    cards = table(50, everyone_else(50, *east), pledge=2, banked={9: 1, 10: 1, 44: 2})
    outcome, points = run(cards, {46: True})
    assert "attack 46: english 18 vs norman 6 in E" in outcome.lines
    assert outcome.attack == Attack(True, True, 46)
    assert outcome.condition == "ASSASSINATION"
    assert decisive_room(outcome.condition, cards) == "E"
    english = (5, 8, 12, 14, 16, 18, 20, 24, 28, 30, 32, 34, 38, 40, 42, 48)
    expected = dict.fromkeys(english, 4.0)
    expected |= {2: 5, 46: 6, 6: 4, 22: 4, 50: 5, 49: 3, 9: 1, 10: 1, 44: 2, 21: -5}
    scoring_only(points, expected)
    assert sum(outcome.points) == 90


def test_m11_faussaire_swap_end_scoring() -> None:
    # after M11, seat 0 holds 21 and seat 7 holds 1; Guillaume ends at home
    seats = {21: 0, 6: 3, 5: 4, 1: 7}
    cards = table(22, {1, 3, 5, 6, 21}, seats=seats, statuses={5: {"ARMED"}})
    outcome = score(cards, 22, {})
    assert outcome.attack == Attack(True, False, None)  # protected by 3
    assert outcome.condition == "HOME"
    assert outcome.points[0] == -5
    assert outcome.points[7] == 5
    assert "seat 7 card 1: +5 (team, guillaume)" in outcome.lines


# ---------------------------------------------------------------- §6 edge cases


def test_edge_1_guillaume_forces_the_king() -> None:
    # card 1 SUBJECT: HOME is still judged on card 1's room, but it scores nothing
    outcome, points = run(table(36, {1, 3}, statuses={1: {"SUBJECT"}}))
    assert outcome.condition == "HOME"
    assert points[1] == 0
    assert points[3] == 6
    statuses = {**_subjects(18), 1: {"SUBJECT"}}
    outcome, points = run(table(36, {1}, statuses=statuses))
    assert outcome.condition == "FRANCE"
    assert points[1] == 2


def test_edge_2_king_meets_pope() -> None:
    statuses = {**_subjects(19), 35: {"CONVERTED"}}
    outcome, points = run(table(36, {1, 35}, statuses=statuses))
    assert outcome.condition == "FRANCE"
    assert points[35] == 0
    assert points[36] == 8


def test_edge_5_infidele_scores_with_his_final_colour() -> None:
    _, points = run(table(22, {1}, colours={22: "red"}))
    assert points[22] == 4
    _, points = run(table(22, {1}, colours={22: "blue"}))
    assert points[22] == 0


def test_edge_17_subjects_made_through_a_monk_copy_still_count() -> None:
    # the statuses live on the cards: who subjugated them (King or Monk copy) is irrelevant,
    # and the Monk himself, not a subject, scores nothing under FRANCE
    outcome, points = run(table(36, {1, 25}, statuses=_subjects(19)))
    assert outcome.condition == "FRANCE"
    assert points[25] == 0
    assert points[3] == 2


def test_edge_22_capitaine_swaps() -> None:
    # the pledge lives on card 50: whoever holds it at the end scores by it
    a = table(50, {1}, pledge=1, seats={50: 0, 1: 49})
    b = table(50, {1}, pledge=1, seats={50: 17, 1: 3})
    assert score(a, 50, {}).points[0] == 5
    assert score(b, 50, {}).points[17] == 5


# ---------------------------------------------------------------- input checks


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"number": 0}, "not 1 to 50"),
        ({"number": 51}, "not 1 to 50"),
        ({"seat": -1}, "negative"),
        ({"room": "S"}, "room"),
        ({"statuses": frozenset({"DEAD"})}, "unknown statuses"),
        ({"number": 22}, "card 22"),
        ({"number": 22, "colour": "green"}, "card 22"),
        ({"number": 9, "colour": "grey"}, "card 9"),
        ({"colour": "red"}, "only cards 9 and 22"),
        ({"pledge": 1}, "pledge"),
        ({"number": 50, "pledge": 3}, "pledge"),
        ({"number": 9, "banked": -1.0}, "banked"),
        ({"number": 9, "banked": math.inf}, "banked"),
        ({"banked": 1.0}, "bank"),
        ({"visits": (1, 0)}, "visits"),
        ({"number": 43, "visits": (-1, 0)}, "visits"),
    ],
)
def test_final_card_rejects(kwargs: dict[str, object], match: str) -> None:
    fields: dict[str, object] = {"number": 4, "seat": 0, "room": "N", **kwargs}
    with pytest.raises(ValueError, match=match):
        FinalCard(**fields)  # type: ignore[arg-type]


def test_score_rejects_bad_tables() -> None:
    cards = table(8, {1})
    with pytest.raises(ValueError, match="8 cards for 9"):
        score(cards, 9, {})
    with pytest.raises(ValueError, match="player count"):
        score(cards[:5], 5, {})
    moved = [*cards[:-1], FinalCard(8, 0, "N")]
    with pytest.raises(ValueError, match="seats"):
        score(moved, 8, {})
    twice = [*cards[:-1], FinalCard(7, 7, "N")]
    with pytest.raises(ValueError, match="twice"):
        score(twice, 8, {})
    no_king = [*cards[1:], FinalCard(9, 0, "N", colour="red")]
    with pytest.raises(ValueError, match="card 1 must be in play"):
        score(no_king, 8, {})
    with pytest.raises(ValueError, match="attacker"):
        score(cards, 8, {1: True})


def test_custom_deck_rules_about_missing_cards_are_ignored() -> None:
    # a custom 6-player deck with 5 but without 6 and 3 (replaced by 7 and 8)
    numbers = [1, 2, 4, 5, 7, 8]
    statuses = {5: frozenset({"ARMED"})}
    cards = [FinalCard(n, i, "E", statuses.get(n, frozenset())) for i, n in enumerate(numbers)]
    outcome, points = run(cards)
    assert outcome.attack == Attack(True, True, 5)
    assert "protection: none" in outcome.lines
    assert (points[5], points[2], points[8]) == (6, 5, 4)


# ---------------------------------------------------------------- properties


@st.composite
def endings(draw: st.DrawFn) -> tuple[list[FinalCard], dict[int, bool], EndOptions]:
    """A random end of game: standard deck, rooms, statuses, settings, choices, options."""
    n = draw(st.integers(min_value=6, max_value=50))
    seats = draw(st.permutations(range(n)))
    many_subjects = draw(st.booleans())
    other = sorted(STATUSES - {"SUBJECT"})
    cards: list[FinalCard] = []
    for seat, number in zip(seats, deck(n), strict=True):
        statuses = set(draw(st.frozensets(st.sampled_from(other), max_size=2)))
        subject = draw(st.integers(0, 3)) > 0 if many_subjects else draw(st.integers(0, 5)) == 0
        if subject:
            statuses.add("SUBJECT")
        if number == 5 and draw(st.booleans()):
            statuses.add("ARMED")
        if number in (41, 42) and draw(st.booleans()):
            statuses |= {"TREATY_INITIATED", "RATIFIED"}
        colour = None
        if number == 22:
            colour = draw(st.sampled_from(["red", "blue"]))
        elif number == 9:
            colour = draw(st.sampled_from([None, "red", "blue"]))
        cards.append(
            FinalCard(
                number=number,
                seat=seat,
                room=draw(st.sampled_from(["N", "E"])),
                statuses=frozenset(statuses),
                colour=colour,
                pledge=draw(st.sampled_from([None, 1, 2, 35])) if number == 50 else None,
                banked=draw(st.integers(0, 12)) / 2 if number in (9, 10, 44) else 0.0,
                visits=(draw(st.integers(0, 4)), draw(st.integers(0, 4)))
                if number == 43
                else (0, 0),
            )
        )
    decisions = draw(st.dictionaries(st.sampled_from([5, 46]), st.booleans()))
    opts = EndOptions(
        fallback=draw(st.sampled_from(["english", "none"])),
        majority_requires_guillaume_in_E=draw(st.booleans()),
        majority_requires_harold=draw(st.booleans()),
        majority_measure=draw(st.sampled_from(["normans_vs_english", "more_than_half_of_room"])),
        berserker_count=draw(st.sampled_from(["allegiance", "printed_colour"])),
        killer_points=draw(st.sampled_from(["to_killer", "fixed_by_card"])),
        peace_requires_alive=draw(st.booleans()),
        follower_points=draw(st.sampled_from(["band_table", "five_everywhere"])),
    )
    return cards, decisions, opts


@settings(max_examples=150, deadline=None)
@given(endings())
def test_property_points_finite_and_condition_in_band(
    ending: tuple[list[FinalCard], dict[int, bool], EndOptions],
) -> None:
    cards, decisions, opts = ending
    outcome = score(cards, len(cards), decisions, opts)
    assert len(outcome.points) == len(cards)
    assert all(math.isfinite(p) for p in outcome.points)
    allowed = (*BAND_ORDER[band(len(cards))], "ENGLISH_DEFAULT", "NONE")
    assert outcome.condition in allowed
    if opts.fallback == "english":
        assert outcome.condition != "NONE"
    for card in cards:
        assert f"seat {card.seat} card {card.number}: total" in " ".join(outcome.lines)
    if outcome.attack.killed:
        assert outcome.attack.attempt
        assert outcome.attack.killer in (5, 46)


_RESULTS = ("not_in_play", "does_not_qualify", "attack", "spare", "protected", "killed",
            "dead", "count", "no_majority")  # fmt: skip


@settings(max_examples=150, deadline=None)
@given(endings())
def test_property_steps_are_the_lines_as_data(
    ending: tuple[list[FinalCard], dict[int, bool], EndOptions],
) -> None:
    """Each line is its step's text; a step reads back from its JSON; every attack,
    protection and point line carries the fields an end screen reads (no text)."""
    cards, decisions, opts = ending
    outcome = score(cards, len(cards), decisions, opts)
    assert outcome.lines == tuple(str(step) for step in outcome.steps)
    for step in outcome.steps:
        assert Line.from_json(step.to_json()) == step
        facts = dict(step.facts)
        if step.kind == "attack_line":
            assert facts["result"] in _RESULTS
        elif step.kind == "protection":
            assert facts["shield"] in ("none", "active", "cancelled")
        elif step.kind == "score_part":
            assert facts["reasons"], step


def test_a_point_line_names_its_reasons() -> None:
    """``+5 (team, harold)``: the reasons as keys, the card a reason names as a number."""
    outcome = score(english_default(6), 6, {}, DEFAULT)
    parts = [dict(s.args) | dict(s.facts) for s in outcome.steps if s.kind == "score_part"]
    harold = next(p for p in parts if p["card"] == 2)
    assert [r.to_json() for r in harold["reasons"]] == [{"key": "team"}, {"key": "as", "card": 2}]
    assert harold["why"] == "team, harold"


@settings(max_examples=150, deadline=None)
@given(endings())
def test_property_winners_scored_team_points_or_treaty(
    ending: tuple[list[FinalCard], dict[int, bool], EndOptions],
) -> None:
    cards, decisions, opts = ending
    outcome = score(cards, len(cards), decisions, opts)
    if outcome.condition == "NONE":
        assert outcome.winners == ()
        return
    side = SIDES[outcome.condition]
    treaty = treaty_complete(cards)
    rooms = {c.number: c.room for c in cards}
    seat_card = {c.seat: c for c in cards}
    for seat in outcome.winners:
        card = seat_card[seat]
        diplomat = (
            card.number in (41, 42) and treaty and objective_live(card) and rooms[41] == rooms[42]
        )
        assert diplomat or allegiance(card) == side
        assert any(
            line.startswith(f"seat {seat} card {card.number}: +")
            and ("team" in line or "killer" in line or "treaty" in line)
            for line in outcome.lines
        )
    # and conversely every card of the winning side wins
    for card in cards:
        if allegiance(card) == side:
            assert card.seat in outcome.winners


@settings(max_examples=100, deadline=None)
@given(endings(), st.randoms(use_true_random=False))
def test_property_permuting_seats_permutes_points(
    ending: tuple[list[FinalCard], dict[int, bool], EndOptions],
    rng: random.Random,
) -> None:
    cards, decisions, opts = ending
    n = len(cards)
    perm = list(range(n))
    rng.shuffle(perm)
    moved = [
        FinalCard(
            c.number,
            perm[c.seat],
            c.room,
            c.statuses,
            c.colour,
            c.pledge,
            c.banked,
            c.visits,
        )
        for c in cards
    ]
    before = score(cards, n, decisions, opts)
    after = score(moved, n, decisions, opts)
    assert after.condition == before.condition
    assert after.attack == before.attack
    for seat in range(n):
        assert after.points[perm[seat]] == before.points[seat]
    assert sorted(perm[s] for s in before.winners) == list(after.winners)


def test_the_end_options_defaults_are_the_tables_option_defaults() -> None:
    """scoring.EndOptions repeats the end-of-game keys of config.Options (scoring stays
    standalone): their DEFAULTs must agree (Appendix A)."""
    import dataclasses

    from royaumes.games.deux_rois import config, scoring

    table = config.Options()
    for field in dataclasses.fields(scoring.EndOptions):
        assert getattr(scoring.EndOptions(), field.name) == getattr(table, field.name)
