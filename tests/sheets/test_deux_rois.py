"""Deux Rois' score sheet gives the spec's worked examples (§7.1) and the engine's end."""

from __future__ import annotations

import random
from typing import Any

import pytest

import royaumes
from royaumes.sheets import SheetError, sheet_rules
from royaumes.sheets.book import Change, tally_of

RULES = sheet_rules("deux_rois")


def _entry(n: int, north: set[int], **extra: Any) -> dict[str, Any]:
    """Seat i holds card ``cards[i]`` (1..N in order, 49 last when N is odd)."""
    cards = [*range(1, n - n % 2 + 1), *([49] if n % 2 else [])]
    return {"card": cards, "room": ["N" if c in north else "E" for c in cards], **extra}


def _points(entry: dict[str, Any], n: int) -> tuple[dict[int, float], Any]:
    tally = tally_of(RULES, n, RULES.check(n, {}), [Change(0, "add", entry)])
    assert tally.finished
    return {c: p for c, p in zip(entry["card"], tally.totals, strict=True) if p}, tally


def test_m1_guillaume_at_home() -> None:
    entry = _entry(8, {1, 3, 6, 8})
    entry["statuses"] = [["ARMED"] if c == 5 else [] for c in entry["card"]]
    points, tally = _points(entry, 8)
    assert points == {1: 5, 3: 6, 4: 4, 7: 4}
    assert tally.extra["condition"] == "HOME"
    assert [entry["card"][w] for w in tally.winners] == [1, 3, 4, 7]
    assert all(tally.ranks[w] == 1 for w in tally.winners)


def test_m2_assassination_with_the_rules_default_choice_and_a_forced_no() -> None:
    entry = _entry(8, {3, 4, 6, 8})
    entry["statuses"] = [["ARMED"] if c == 5 else [] for c in entry["card"]]
    points, tally = _points(entry, 8)  # the Assassin is English: by default he attacks
    assert points == {2: 5, 5: 6, 6: 5, 8: 4}
    assert tally.extra["condition"] == "ASSASSINATION"
    points, tally = _points({**entry, "attack_5": False}, 8)
    assert tally.extra["condition"] != "ASSASSINATION"


def test_m8_home_win_with_treaty_pilgrim_and_neutrals() -> None:
    north = {1, 3, 4, 7, 9, 10, 11, 15, 17, 19, 21, 23, 26, 27, 29, 31, 35, 36, 41, 42, 43, 44}
    entry = _entry(44, north)
    cards = entry["card"]
    entry["statuses"] = [
        ["TREATY_INITIATED", "RATIFIED"] if c in (41, 42) else ["ARMED"] if c == 5 else []
        for c in cards
    ]
    entry["banked"] = [{9: 2.5, 10: 3, 44: 2}.get(c, 0) for c in cards]
    entry["visits_n"] = [2 if c == 43 else 0 for c in cards]
    entry["visits_e"] = [2 if c == 43 else 0 for c in cards]
    entry["colour"] = ["blue" if c == 22 else None for c in cards]
    points, tally = _points(entry, 44)
    assert tally.extra["condition"] == "HOME"
    assert sum(tally.totals) == 85.5
    assert points[41] == points[42] == 6
    assert points[43] == 4
    assert points[9] == 2.5
    assert points[21] == -5
    assert 22 not in points


def test_m10_berserker_kill_and_a_pledged_capitaine() -> None:
    east = {1, 2, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 16, 18, 20, 24, 28, 30, 32, 34, 38, 40,
            42, 46, 49}  # fmt: skip
    entry = _entry(50, set(range(1, 51)) - east)
    cards = entry["card"]
    entry["colour"] = ["blue" if c == 22 else None for c in cards]
    entry["pledge"] = [2 if c == 50 else None for c in cards]
    entry["banked"] = [{9: 1, 10: 1, 44: 2}.get(c, 0) for c in cards]
    points, tally = _points(entry, 50)
    assert tally.extra["condition"] == "ASSASSINATION"
    assert tally.extra["decisive_room"] == "E"
    assert sum(tally.totals) == 90
    assert points[46] == 6
    assert points[50] == 5
    assert points[22] == 4


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"card": [1, 2, 3, 4, 5, 5]}, "card 5 is entered twice"),
        ({"card": [1, 2, 3, 4, 5, 7]}, "card 7 is not in a 6-player game"),
        ({"room": ["N"] * 5}, "5 values for 6 people"),
        ({"statuses": [["ARMED"]] + [[]] * 5, "banked": [0, 0, 0, 0, 0, 0]}, ""),
        ({"statuses": [["FLYING"]] + [[]] * 5}, "unknown statuses"),
    ],
)
def test_a_bad_entry_is_refused_with_its_reason(change: dict[str, Any], words: str) -> None:
    entry = {**_entry(6, {1, 2, 3}), **change}
    if not words:  # a status the card may carry in the engine's model: accepted
        assert tally_of(RULES, 6, RULES.check(6, {}), [Change(0, "add", entry)]).finished
        return
    with pytest.raises(SheetError) as caught:
        tally_of(RULES, 6, RULES.check(6, {}), [Change(0, "add", entry)])
    assert words in caught.value.say.text("en")
    assert caught.value.entry == 0


def test_a_player_count_outside_the_game_is_refused() -> None:
    with pytest.raises(SheetError, match="6 to 50 players, not 5"):
        RULES.check(5, {})


def _played(seed: int) -> tuple[int, Any]:
    """A finished game: random moves for even seeds (short: the clocks end the phases),
    the heuristic bots for odd ones (statuses, pledges, attacks happen)."""
    n = 6 + seed % 5
    options = {"rounds": 3}
    if seed % 2:
        match = royaumes.Match("deux_rois", n, ["normal"] * n, seed=seed, options=options)
        match.run()
        return n, match.state
    rng = random.Random(seed)
    state = royaumes.load("deux_rois").new_state(num_players=n, options=options)
    while not state.is_over:
        movers = state.to_move
        if movers == (royaumes.CHANCE,):
            outcomes, weights = zip(*state.chance_outcomes(), strict=True)
            state = state.apply(royaumes.CHANCE, rng.choices(outcomes, weights)[0])
            continue
        seat = rng.choice(movers)
        state = state.apply(seat, rng.choice(state.legal_actions(seat)))
    return n, state


@pytest.mark.parametrize("seed", range(8))
def test_a_finished_game_entered_into_the_sheet_gives_the_engines_result(seed: int) -> None:
    """Games played to their end by the engine; the final positions, as the finished
    state's end of game reads them, entered into the sheet: the same points, winners
    and ranks."""
    n, state = _played(seed)
    final = state._final_cards()  # the engine's own reading of the end
    entry: dict[str, Any] = {
        "card": [c.number for c in final],
        "room": [c.room for c in final],
        "statuses": [sorted(c.statuses) for c in final],
        "colour": [c.colour for c in final],
        "pledge": [c.pledge for c in final],
        "banked": [c.banked for c in final],
        "visits_n": [c.visits[0] for c in final],
        "visits_e": [c.visits[1] for c in final],
    }
    for attacker, chosen in dict(state._decisions).items():
        entry[f"attack_{attacker}"] = chosen
    tally = tally_of(RULES, n, RULES.check(n, {"rounds": 3}), [Change(0, "add", entry)])
    result = state.result
    assert result is not None
    assert tuple(float(p) for p in tally.totals) == result.points
    assert tally.winners == result.winners
    assert tally.ranks == result.ranks


def test_card_22_needs_its_colour() -> None:
    entry = _entry(22, set(range(1, 12)))
    with pytest.raises(SheetError) as caught:
        tally_of(RULES, 22, RULES.check(22, {}), [Change(0, "add", entry)])
    assert caught.value.say.text("fr", [f"P{i}" for i in range(22)]) == (
        "P21 tient la carte 22 : indiquez sa couleur à la fin (rouge ou bleu)"
    )


def test_the_steps_read_in_french_with_the_peoples_names() -> None:
    """M2 in French: the end screen's words (``dr.w.*``), each reason translated."""
    entry = _entry(8, {3, 4, 6, 8})
    entry["statuses"] = [["ARMED"] if c == 5 else [] for c in entry["card"]]
    _, tally = _points(entry, 8)
    names = ["Ana", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]
    steps = [s.text("fr", names) for s in tally.rows[0].steps]
    assert "Protection Divine : absente de la pièce de Guillaume." in steps
    assert "5 Assassin attaque (par défaut, selon son camp)." in steps
    assert "Eve (5) : +6 (a tué Guillaume)" in steps
    assert "Hal (8) : +4 (camp vainqueur)" in steps
    assert [s.text("fr") for s in tally.end_steps] == [
        "Condition de victoire : Guillaume assassiné (Anglais)",
        "Pièce décisive : Angleterre",
    ]
