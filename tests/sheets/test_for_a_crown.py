"""For a Crown's score sheet: the spec's worked example and end-of-game rulings (spec
``shared/rules/for_a_crown.md`` §5.3, §6, §9, §10 Example 10), the engine's own result
for random games, and the positions the rules refuse."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from royaumes import CHANCE
from royaumes.events import Ref
from royaumes.games.for_a_crown import GAME, State, rules
from royaumes.i18n import LANGS, has_key
from royaumes.sheets import Say, SheetError, Tally, sheet_rules
from royaumes.sheets.book import Change, tally_of

RULES = sheet_rules("for_a_crown")
NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve")


def _tally(entry: dict[str, Any], people: int | None = None, **options: Any) -> Tally:
    n = people if people is not None else len(entry["gallery"])
    return tally_of(RULES, n, RULES.check(n, options), [Change(0, "add", entry)])


def _refused(entry: dict[str, Any], **options: Any) -> SheetError:
    with pytest.raises(SheetError) as caught:
        _tally(entry, **options)
    assert caught.value.entry == 0
    return caught.value


def _texts(says: Sequence[Say], lang: str = "en") -> list[str]:
    for say in says:
        assert all(has_key(say.key, lang) for lang in LANGS), say.key
    return [s.text(lang, NAMES) for s in says]


def _entry(*families: tuple[int, int, int, int, bool], **extra: Any) -> dict[str, Any]:
    """Families as (Rubies, Coins, Bandits, Gallery space, Heirloom in the chest)."""
    return {
        "rubies": [f[0] for f in families],
        "coins": [f[1] for f in families],
        "bandits": [f[2] for f in families],
        "gallery": [f[3] for f in families],
        "heirloom": [f[4] for f in families],
        **extra,
    }


# §10 Example 10: Gallery 9:B, 8:A, 7:D, 5:C (A..D are seats 0..3).
EXAMPLE_10 = _entry((9, 3, 1, 8, True), (23, 0, 2, 9, False), (12, 3, 0, 5, True),
                    (15, 1, 1, 7, False))  # fmt: skip


def test_example_10_final_adjustments_and_the_influence_tie_break() -> None:
    """§10 Example 10: B +1 (most influential), A and C +1 (most Coins), B -1 (most
    Bandits); A 20, B 23, C 23, D 15; B and C tie, B is further right: B, C, A, D."""
    tally = _tally(EXAMPLE_10)
    assert tally.finished
    assert tally.expects is None
    assert tally.totals == (20, 23, 23, 15)
    assert tally.rows[0].points == (20, 23, 23, 15)
    assert tally.winners == (1,)
    assert tally.ranks == (3, 1, 2, 4)
    assert not tally.lower_wins
    assert _texts(tally.rows[0].steps) == [
        "Bob is the most influential (space 9): +1 Ruby → 24",
        "Ann has the most Coins (3): +1 Ruby → 10",
        "Cat has the most Coins (3): +1 Ruby → 13",
        "Bob has the most Masked Bandits (2): −1 Ruby",
        "Bob: 23 Rubies left",
        "Ann: 10 Rubies + Heirloom 10 = 20",
        "Bob: 23 Rubies + Heirloom 0 = 23",
        "Cat: 13 Rubies + Heirloom 10 = 23",
        "Dan: 15 Rubies + Heirloom 0 = 15",
    ]
    assert _texts(tally.end_steps) == [
        "2 families tie at 23: the most influential wins",
        "Bob: space 9",
        "Cat: space 5",
        "Bob wins with 23",
    ]
    assert _texts(tally.end_steps, "fr")[-1] == "Bob gagne avec 23"


def test_a_new_entry_replaces_the_last_one() -> None:
    fixed = {**EXAMPLE_10, "bandits": [0] * 4}
    changes = [Change(0, "add", EXAMPLE_10), Change(1, "replace", fixed, target=0)]
    tally = tally_of(RULES, 4, RULES.check(4, {}), changes)
    assert tally.totals == (20, 24, 23, 15)


def test_an_empty_sheet_waits_for_the_end() -> None:
    tally = tally_of(RULES, 3, RULES.check(3, {}), [])
    assert not tally.finished
    assert tally.expects is not None
    assert has_key(tally.expects.key, "fr")


def test_the_final_minus_one_forces_a_sale() -> None:
    """§9 case 19: 0 Rubies, Heirloom unsold, most Bandits: sells, keeps 9; 10 → 9."""
    tally = _tally(_entry((5, 0, 0, 9, True), (0, 0, 2, 8, True), (4, 1, 1, 7, False)))
    assert tally.totals == (16, 9, 5)  # A +1 most influential, C +1 most Coins
    steps = _texts(tally.rows[0].steps)
    assert "Bob has no Ruby left and sells the Heirloom: +10 Rubies" in steps
    assert "Bob: 9 Rubies left" in steps
    assert "Bob: 9 Rubies + Heirloom 0 = 9" in steps


def test_the_final_minus_one_can_eliminate() -> None:
    """§6 step 3, §5.3: a family with no Ruby and its Heirloom sold is eliminated by the
    final -1; the latest eliminated ranks first among the eliminated."""
    entry = _entry((5, 0, 0, 9, True), (0, 0, 2, 8, False), (3, 1, 1, 0, True), out=[0, 0, 1])
    tally = _tally(entry)
    assert tally.totals == (16, 0, 0)
    assert tally.winners == (0,)
    assert tally.ranks == (1, 2, 3)
    assert tally.extra["eliminated"] == [2, 1]
    steps = _texts(tally.rows[0].steps)
    assert steps[0] == "Cat was eliminated first: out of play, cannot win, scores 0"
    assert "Bob cannot pay and is eliminated" in steps
    assert "Bob: eliminated, 0" in steps


def test_an_eliminated_family_cannot_win_whatever_its_chest() -> None:
    """§9 case 21: its chest is not read; it scores 0 and ranks last."""
    entry = _entry((2, 0, 0, 9, False), (50, 9, 0, 0, True), (1, 0, 0, 8, False))
    tally = _tally(entry)
    assert tally.totals == (3, 0, 1)
    assert tally.winners == (0,)
    assert tally.ranks == (1, 3, 2)


def test_every_family_eliminated_means_no_winner() -> None:
    """§5.3 "Everyone eliminated": no winner; ranked by elimination, latest first."""
    entry = _entry(*[(0, 0, 0, 0, False)] * 3, out=[2, 3, 1])
    tally = _tally(entry)
    assert tally.finished
    assert tally.winners == ()
    assert tally.totals == (0, 0, 0)
    assert tally.ranks == (2, 1, 3)
    assert _texts(tally.end_steps) == ["Every family was eliminated: nobody wins"]
    assert "No family is left in play: no adjustment" in _texts(tally.rows[0].steps)


def test_no_coin_and_no_bandit_give_nothing() -> None:
    """§8 row 16: the most Coins or Bandits being 0, nobody gains or loses."""
    tally = _tally(_entry((10, 0, 0, 9, True), (10, 0, 0, 8, True), (10, 0, 0, 7, True)))
    assert tally.totals == (21, 20, 20)
    steps = _texts(tally.rows[0].steps)
    assert "Nobody holds a Coin: no gain for the most Coins" in steps
    assert "Nobody has a Masked Bandit: no loss for the most Bandits" in steps


def test_a_counted_reserve_caps_the_gains_and_the_sale() -> None:
    """§2.1 reserve = counted: the chests hold all 60 Rubies, so the most influential
    gains none, and a sale brings none: the family is eliminated."""
    entry = _entry((30, 0, 0, 9, True), (30, 0, 0, 8, True), (0, 0, 1, 7, True))
    tally = _tally(entry, reserve="counted")
    assert tally.totals == (40, 40, 0)
    assert tally.winners == (0,)
    assert tally.ranks == (1, 2, 3)
    steps = _texts(tally.rows[0].steps)
    assert steps[0] == "Ann: the most influential, but the reserve holds no Ruby left: no gain"
    assert "Cat has no Ruby left and sells the Heirloom: +0 Rubies" in steps
    assert "Cat cannot pay and is eliminated" in steps
    unlimited = _tally(entry)
    assert unlimited.totals == (41, 40, 9)


# --- refused positions ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "key", "args"),
    [
        ({"rubies": [-1, 0, 0]}, "negative", {"person": Ref("seat", 0), "what": "rubies", "n": -1}),
        ({"bandits": [0, 0, -2]}, "negative",
         {"person": Ref("seat", 2), "what": "bandits", "n": -2}),
        ({"gallery": [9, 9, 7]}, "space_twice",
         {"person": Ref("seat", 1), "other": Ref("seat", 0), "space": 9}),
        ({"gallery": [10, 8, 7]}, "space_range", {"person": Ref("seat", 0), "space": 10,
                                                 "size": 9}),
        ({"gallery": [9, 8, -1]}, "space_range", {"person": Ref("seat", 2), "space": -1,
                                                 "size": 9}),
        ({"coins": [0, 0]}, "people", {"field": "coins", "n": 2, "expected": 3}),
        ({"gallery": [0, 0, 7], "out": [1, 1, 0]}, "out_order",
         {"person": Ref("seat", 0), "order": 1, "n": 2}),
        ({"gallery": [0, 0, 7]}, "out_order", {"person": Ref("seat", 0), "order": 0, "n": 2}),
        ({"gallery": [9, 0, 7], "out": [0, 2, 0]}, "out_order",
         {"person": Ref("seat", 1), "order": 2, "n": 1}),
    ],
)  # fmt: skip
def test_an_impossible_position_is_refused_naming_the_problem(
    change: dict[str, Any], key: str, args: dict[str, Any]
) -> None:
    entry = {**_entry((10, 0, 0, 9, True), (10, 0, 0, 8, True), (10, 0, 0, 7, True)), **change}
    error = _refused(entry)
    assert error.say.key == f"sheet.for_a_crown.error.{key}"
    assert dict(error.say.args) == args
    for lang in LANGS:
        assert "{" not in error.say.text(lang, NAMES)


def test_the_refusals_read_plainly() -> None:
    entry = _entry((10, 0, 0, 9, True), (10, 0, 0, 9, True), (10, 0, 0, 7, True))
    assert _refused(entry).say.text("en", NAMES) == (
        "Bob: space 9 is Ann's already; two Portraits never share a space"
    )
    entry = _entry((10, -3, 0, 9, True), (10, 0, 0, 8, True), (10, 0, 0, 7, True))
    assert _refused(entry).say.text("fr", NAMES) == (
        "Ann : les Pièces ne peuvent pas être négatifs (-3)"
    )


def test_a_counted_reserve_refuses_more_than_the_box() -> None:
    """§2.1: the box holds 60 Rubies, 30 Coins, 25 Bandits."""
    entry = _entry((30, 0, 0, 9, True), (31, 0, 0, 8, True), (0, 0, 0, 7, True))
    error = _refused(entry, reserve="counted")
    assert error.say.key == "sheet.for_a_crown.error.box"
    assert dict(error.say.args) == {"what": "rubies", "n": 61, "max": 60}
    assert _tally(entry).finished  # an unlimited reserve has no such bound


def test_a_malformed_entry_is_refused() -> None:
    with pytest.raises(SheetError) as caught:
        RULES.parse_entry({"rubies": [1, 2, 3]})
    assert caught.value.say.key == "sheet.error.malformed"


def test_the_form_asks_each_family_for_its_end_position() -> None:
    fields = {f.name: f for f in RULES.form(4, RULES.check(4, {"gallery_size": 7}))}
    assert list(fields) == ["gallery", "rubies", "coins", "bandits", "heirloom", "out"]
    assert all(f.per_person for f in fields.values())
    gallery = fields["gallery"]
    assert [v for v, _ in gallery.choices] == ["7", "6", "5", "4", "3", "2", "1", "0"]
    assert gallery.choices[0][1].text("en") == "space 7 (far right)"
    assert gallery.choices[-1][1].text("fr") == "hors jeu (éliminée)"
    assert fields["rubies"].when == ("gallery", ("7", "6", "5", "4", "3", "2", "1"))
    assert fields["rubies"].maximum is None
    assert fields["heirloom"].default is True
    assert fields["out"].when == ("gallery", ("0",))
    counted = {f.name: f for f in RULES.form(4, RULES.check(4, {"reserve": "counted"}))}
    assert (counted["rubies"].maximum, counted["coins"].maximum) == (60, 30)
    plain = RULES.form(4, RULES.check(4, {}))
    says = [s for f in plain for s in (f.label, f.help, *(c for _, c in f.choices)) if s]
    _texts(says)


# --- the engine's own result ----------------------------------------------------------------


def _play(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> tuple[State, dict[str, Any], dict[str, Any]]:
    """A random game to its end, and its position when the final adjustments began
    (read off the engine's fields there: the chests are secret until the end, §7)."""
    rng = random.Random(seed)
    people = rng.randint(3, 5)
    size = rng.choice([people + 1, 9, 12])
    options: dict[str, Any] = {
        "gallery_size": size,
        "start_space": rng.randint(people, size),
        "reserve": rng.choice(["unlimited", "counted"]),
        "recruit_compulsory": rng.choice([True, False]),
        "symbol_order": rng.choice(["printed", "owner_choice"]),
        "mages_order": rng.choice(["fixed", "live"]),
    }
    seen: dict[str, Any] = {}
    original = rules._final_adjustments

    def spy(state: State) -> None:
        seen.update(
            rubies=list(state._rubies),
            coins=list(state._coins),
            bandits=list(state._bandits),
            gallery=list(state._gallery),
            heirloom=list(state._heirloom),
            out=[state._eliminated.index(p) + 1 if p in state._eliminated else 0
                 for p in range(people)],
            reserve=state._reserve[0],
        )  # fmt: skip
        original(state)

    monkeypatch.setattr(rules, "_final_adjustments", spy)
    state = GAME.new_state(people, options)
    while not state.is_over:
        seat = rng.choice(state.to_move)
        if seat == CHANCE:
            action = rng.choice(state.chance_outcomes())[0]
        else:
            action = rng.choice(state.legal_actions(seat))
        after = state.apply(seat, action)
        assert isinstance(after, State)
        state = after
    return state, options, seen


@pytest.mark.parametrize("seed", range(40))
def test_a_random_game_entered_gives_the_engine_s_result(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    state, options, seen = _play(seed, monkeypatch)
    result = state.result
    assert result is not None
    reserve = seen.pop("reserve")
    if options["reserve"] == "counted":  # the sheet's reserve: the box less the chests
        assert reserve == 60 - sum(seen["rubies"])
    tally = _tally(seen, **options)
    assert tally.finished
    assert tally.totals == tuple(result.points)
    assert tally.winners == result.winners
    assert tally.ranks == result.ranks
    assert tally.extra["eliminated"] == result.details["eliminated"]
    _texts([*tally.rows[0].steps, *tally.end_steps])
