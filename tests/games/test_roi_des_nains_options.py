"""The options of Le Roi des Nains (spec Appendix A), each against its DEFAULT.

States are built by applying chance outcomes explicitly (STYLE.md, "Tests");
the positions live in ``_roi_des_nains_helpers.py``. ``druid_mandatory`` is
tested with the Druid in ``test_roi_des_nains_specials.py``.
"""

from __future__ import annotations

import dataclasses

import pytest

from royaumes.errors import ConfigError, IllegalActionError
from royaumes.games.roi_des_nains import GAME, Phase, State

from ._roi_des_nains_helpers import (
    CLONE_AFTER_OFF_SUIT_HANDS,
    DRAGON_HANDS,
    EXAMPLE_1_HANDS,
    EXAMPLE_3_HANDS,
    EXAMPLE_4_HANDS,
    EXAMPLE_5_HANDS,
    EXAMPLE_10_HANDS,
    TROLL_HANDS,
    WIZARD_HANDS,
    apply,
    chance,
    choose,
    deal_hands,
    deal_start,
    example_10,
    hand,
    legal,
    magic_lead_hands,
    new,
    play_out,
    rotated_fill,
    spectator,
    start,
    sweep,
    sweep_hands,
    take_tile,
    trick,
)

COMPLEX_TILES = {"Q10", "Q16", "Q18", "Q20"}
"""§2.3: the complex tiles (DEFAULT list)."""


def chance_texts(state: State) -> list[str]:
    """The texts of the chance outcomes here."""
    return [str(a) for a, _ in state.chance_outcomes()]


def tiles(*numbers: int) -> list[str]:
    """``["tile Q01", ...]``."""
    return [f"tile Q{t:02d}" for t in numbers]


# ---------------------------------------------------------------------------
# magic_follow_rule (§4.3)


TROLL_HOLDING_GREEN = {
    **TROLL_HANDS,
    1: "M5 G3 B7 B8 R7 R8 R9 R10 RJ RQ",
    2: "GA B6 G4 G6 G7 B9 B10 BJ RK RA",
}
"""``TROLL_HANDS`` with P1 holding G3 next to the Troll when P0 leads G5."""

FOLLOW_POSITIONS: dict[str, tuple[dict[int, str], str, str]] = {
    # name: (hands, special, the plays before the seat to move)
    "clone after a card of the led suit": (EXAMPLE_3_HANDS, "M1", "P0 B9, P1 BK"),
    "clone after an off-suit card": (CLONE_AFTER_OFF_SUIT_HANDS, "M1", "P0 B9, P1 RK"),
    "mummy copying the led suit": (EXAMPLE_5_HANDS, "M2", "P0 G4, P1 GQ, P2 G6, P3 G7, P1 G8"),
    "dragon": (DRAGON_HANDS, "M3", "P0 B4"),
    "wizard": (WIZARD_HANDS, "M4", "P0 B9"),
    "troll": (TROLL_HOLDING_GREEN, "M5", "P0 G5"),
}


@pytest.mark.parametrize(
    ("position", "rule", "expected"),
    [
        ("clone after a card of the led suit", "effective_suit", "B4 M1"),
        ("clone after a card of the led suit", "always_free", "B4 M1"),
        ("clone after a card of the led suit", "void_only", "B4"),
        ("clone after an off-suit card", "effective_suit", "B4"),
        ("clone after an off-suit card", "always_free", "B4 M1"),
        ("clone after an off-suit card", "void_only", "B4"),
        ("mummy copying the led suit", "effective_suit", "G3 M2"),
        ("mummy copying the led suit", "always_free", "G3 M2"),
        ("mummy copying the led suit", "void_only", "G3"),
        ("dragon", "effective_suit", "B5 B6 B8 M3"),
        ("dragon", "always_free", "B5 B6 B8 M3"),
        ("dragon", "void_only", "B5 B6 B8 M3"),  # the Dragon's exemption stays
        ("wizard", "effective_suit", "B5 B6 M4:B M4:G M4:R"),
        ("wizard", "always_free", "B5 B6 M4:B M4:G M4:R"),
        ("wizard", "void_only", "B5 B6"),
        ("troll", "effective_suit", "G3"),
        ("troll", "always_free", "G3 M5"),
        ("troll", "void_only", "G3"),
    ],
)
def test_magic_follow_rule_decides_when_a_magic_card_may_replace_the_led_suit(
    position: str, rule: str, expected: str
) -> None:
    """§4.3 rule 2 and Appendix A: effective_suit (DEFAULT), always_free, void_only."""
    hands, special, before = FOLLOW_POSITIONS[position]
    state = trick(start(4, hands, special, magic_follow_rule=rule), before)
    assert set(legal(state)) == {"play " + c.replace(":", " ") for c in expected.split()}


@pytest.mark.parametrize("rule", ["effective_suit", "always_free", "void_only"])
def test_a_magic_card_is_always_legal_when_leading_or_void(rule: str) -> None:
    """§4.3 rules 1 and 3 under every magic_follow_rule: a lead or a void frees every card."""
    state = start(4, magic_lead_hands("M1"), "M1", magic_follow_rule=rule)
    assert "play M1" in legal(state)
    state = trick(start(4, EXAMPLE_4_HANDS, "M1", magic_follow_rule=rule), "P0 G4, P1 RK")
    assert set(legal(state)) == {f"play {c}" for c in hand(state, 2)}


def test_an_illegal_play_is_refused_with_the_suit_to_follow_and_changes_nothing() -> None:
    """§4.3 rule 2: "you must follow dwarves (G)"; the refused state stays as it was."""
    state = trick(start(4, EXAMPLE_1_HANDS, "G1"), "P0 G7")
    before = (state.to_json(), [state.view(p) for p in (None, 0, 1, 2, 3)], state.num_actions)
    with pytest.raises(IllegalActionError, match=r"you must follow dwarves \(G\)") as caught:
        apply(state, 1, "play B10")
    assert "P1 cannot play 'play B10' at deal 1 trick 1" in str(caught.value)
    assert "legal: play G2, play GK" in str(caught.value)
    after = (state.to_json(), [state.view(p) for p in (None, 0, 1, 2, 3)], state.num_actions)
    assert after == before
    assert legal(state) == ["play G2", "play GK"]
    state = apply(state, 1, "play G2")  # the state is still good to play on
    assert state.to_move == (2,)


def test_a_clone_refused_under_void_only_names_the_suit_to_follow() -> None:
    """§4.3, void_only: after B9 and BK, P2's Clone is refused; blue must be followed."""
    state = trick(start(4, EXAMPLE_3_HANDS, "M1", magic_follow_rule="void_only"), "P0 B9, P1 BK")
    with pytest.raises(IllegalActionError, match=r"you must follow knights \(B\)"):
        apply(state, 2, "play M1")
    assert spectator(state).trick[-1].card == "BK"


def test_the_quest_is_chosen_among_the_two_faces_of_the_drawn_tile_only() -> None:
    """§4.1: legal options are exactly faces A and B of the tile; no other face, no pass."""
    state = take_tile(deal_start(4, EXAMPLE_1_HANDS, "G1", tile="Q07"), "Q07", "Q02")
    assert state.to_move == (0,)
    assert legal(state) == ["quest Q07A", "quest Q07B"]
    before = state.to_json()
    for text in ("quest Q02A", "quest Q08A", "play G7"):
        with pytest.raises(IllegalActionError):
            apply(state, 0, text)
    assert state.to_json() == before


# ---------------------------------------------------------------------------
# first_game_exclude_complex (§2.3, §3.1 step 4)


def test_first_game_draws_the_stack_from_non_complex_tiles_only() -> None:
    """§3.1 step 4: with first_game_exclude_complex, every stack tile node leaves out Q10..Q20."""
    state = chance(new(5, first_game_exclude_complex=True), "dealer P0")
    simple = [t for t in range(1, 21) if f"Q{t:02d}" not in COMPLEX_TILES]
    assert chance_texts(state) == tiles(*simple)
    assert len(simple) == 16
    assert all(p == pytest.approx(1 / 16) for _, p in state.chance_outcomes())
    state = chance(state, "tile Q01", "special B1")
    state = deal_hands(state, EXAMPLE_10_HANDS)
    assert chance_texts(state) == tiles(*[t for t in simple if t != 1])  # the next stack top


def test_first_game_extra_deals_draw_from_every_unused_tile_complex_ones_included() -> None:
    """§6.5: an extra deal's tile comes from all unused tiles, complex ones included."""
    state = example_10("Q01A", first_game_exclude_complex=True)
    view = spectator(state)
    assert str(view.events[-1]) == "table tie P3 P4"  # Example 10 ends 4, 2, 4, 8, 8
    state = deal_hands(chance(state, "special M1"), {})
    assert spectator(state).phase is Phase.QUEST_TILE
    assert chance_texts(state) == tiles(*range(2, 21))


def test_by_default_the_stack_draws_from_all_20_tiles() -> None:
    """§3.1 step 4 (DEFAULT first_game_exclude_complex = false)."""
    assert chance_texts(chance(new(4), "dealer P0")) == tiles(*range(1, 21))


# ---------------------------------------------------------------------------
# quest_stack_top_public (§3.1 step 4, §4.1)


def test_a_hidden_stack_draws_the_tile_when_the_blue_5_holder_takes_it() -> None:
    """quest_stack_top_public = false: no tile shows at setup; the draw is at the quest choice."""
    state = chance(new(4, quest_stack_top_public=False), "dealer P0")
    assert spectator(state).phase is Phase.SPECIAL  # no top tile node
    state = deal_start(4, EXAMPLE_1_HANDS, "G1", quest_stack_top_public=False)
    view = spectator(state)
    assert view.phase is Phase.QUEST_TILE
    assert view.top_tile is None
    assert chance_texts(state) == tiles(*range(1, 21))
    state = chance(state, "tile Q05")
    view = spectator(state)
    assert view.phase is Phase.QUEST  # no new stack top comes into view
    assert (view.quest_tile, view.top_tile, view.stack_left) == ("Q05", None, 6)
    assert legal(state) == ["quest Q05A", "quest Q05B"]


def test_a_hidden_stack_in_a_first_game_draws_only_non_complex_tiles() -> None:
    """§3.1 step 4: the hidden stack's draw at the quest choice is a stack tile, so non-complex."""
    state = deal_start(
        4, EXAMPLE_1_HANDS, "G1", quest_stack_top_public=False, first_game_exclude_complex=True
    )
    simple = [t for t in range(1, 21) if f"Q{t:02d}" not in COMPLEX_TILES]
    assert chance_texts(state) == tiles(*simple)


def test_a_public_stack_shows_the_next_tile_right_after_the_blue_5_holder_takes_one() -> None:
    """§4.1 (DEFAULT quest_stack_top_public = true): the new top is drawn from the unseen 19."""
    state = deal_start(4, EXAMPLE_1_HANDS, "G1", tile="Q05")
    view = spectator(state)
    assert view.phase is Phase.TOP_TILE
    assert (view.quest_tile, view.top_tile) == ("Q05", None)
    assert chance_texts(state) == tiles(*[t for t in range(1, 21) if t != 5])
    view = spectator(chance(state, "tile Q13"))
    assert (view.quest_tile, view.top_tile, view.stack_left) == ("Q05", "Q13", 6)


# ---------------------------------------------------------------------------
# show_unchosen_face (§4.1, §7)


@pytest.mark.parametrize(("show", "others_see"), [(False, None), (True, "Q01B")])
def test_show_unchosen_face_decides_who_sees_the_other_face(
    show: bool, others_see: str | None
) -> None:
    """§4.1: the chooser always knows the unchosen face; the others only under the option."""
    state = start(4, EXAMPLE_1_HANDS, "G1", show_unchosen_face=show)
    assert state.view(0).unchosen_face == "Q01B"  # P0 held the blue 5
    for seat in (None, 1, 2, 3):
        view = state.view(seat)
        assert view.quest == "Q01A"
        assert view.unchosen_face == others_see


# ---------------------------------------------------------------------------
# tiebreak_players and max_tiebreak_deals (§6.5)


@pytest.mark.parametrize(
    ("players", "contenders", "deal_points", "totals", "winners"),
    [
        ("all", (0, 1, 2), (13, 0, 0), (13, 6, 6), (0,)),
        ("tied_only", (1, 2), (0, 0, 0), (0, 6, 6), (1, 2)),
    ],
)
def test_tiebreak_players_decides_whose_extra_deal_scores_count(
    players: str,
    contenders: tuple[int, ...],
    deal_points: tuple[int, ...],
    totals: tuple[int, ...],
    winners: tuple[int, ...],
) -> None:
    """Appendix A tiebreak_players: under tied_only everyone plays, only P1 and P2 score."""
    state = start(
        3,
        sweep_hands(0, 1, "G1"),
        "G1",
        tile="Q11",
        face="Q11B",
        quests_per_game=1,
        max_tiebreak_deals=1,
        tiebreak_players=players,
    )
    state = play_out(state)
    assert spectator(state).totals == (0, 6, 6)
    assert spectator(state).contenders == contenders
    state = sweep(state, "Q12A", "G11a", tile="Q12")
    view = spectator(state)
    assert view.deals[1].tricks_won[0] == tuple(range(1, 14))  # P0 still played
    assert view.deals[1].quest_points == (13, 0, 0)
    assert view.deals[1].deal_points == deal_points
    assert state.is_over
    result = state.result
    assert result is not None
    assert result.points == totals
    assert result.winners == winners


def test_the_tie_break_cap_ends_the_game_with_a_shared_victory() -> None:
    """§6.5 cap (max_tiebreak_deals = 1): still tied after one extra deal, P1 and P2 share."""
    state = start(
        3, sweep_hands(0, 1, "G1"), "G1", tile="Q11", face="Q11B", quests_per_game=1,
        max_tiebreak_deals=1,
    )  # fmt: skip
    state = play_out(state)
    state = sweep(state, "Q10A", "G11a", tile="Q10")  # fewest tricks: P1 and P2 +6
    assert state.is_over
    view = spectator(state)
    assert view.totals == (0, 12, 12)
    assert str(view.events[-1]) == "table game over"
    result = state.result
    assert result is not None
    assert result.winners == (1, 2)
    assert result.ranks == (3, 1, 1)
    assert result.details["extra_deals"] == 1


def test_below_the_cap_a_persisting_tie_brings_another_deal() -> None:
    """§6.5: with max_tiebreak_deals = 2 the same two deals leave the game going."""
    state = start(
        3, sweep_hands(0, 1, "G1"), "G1", tile="Q11", face="Q11B", quests_per_game=1,
        max_tiebreak_deals=2,
    )  # fmt: skip
    state = sweep(play_out(state), "Q10A", "G11a", tile="Q10")
    assert not state.is_over
    view = spectator(state)
    assert (view.phase, view.deal) == (Phase.SPECIAL, 3)
    assert str(view.events[-1]) == "table tie P1 P2"


def test_max_tiebreak_deals_off_leaves_the_game_unbounded() -> None:
    """Appendix A: max_tiebreak_deals = off (no cap), so no maximum game length."""
    assert GAME.max_game_length(4, {"max_tiebreak_deals": "off"}) is None
    assert new(4, max_tiebreak_deals="off").options["max_tiebreak_deals"] is None
    assert GAME.max_game_length(4) is not None


# ---------------------------------------------------------------------------
# §6.5: a supply that runs out is reshuffled, but for the last deal's tile or card.

SPECIALS = ["B1", "G1", "R1", "B11a", "B11b", "G11a", "G11b", "R11a", "R11b"]
SPECIALS += ["M1", "M2", "M3", "M4", "M5"]

LONG_GAME: tuple[tuple[str, int, str], ...] = (
    # (special card, rotation of the fill, face), deal by deal. Found by a search
    # over these choices (every other step is play_out's fixed policy) so that
    # the top is tied after every deal from deal 14 on.
    ("B1", 0, "Q07A"),
    ("G1", 0, "Q03B"),
    ("R1", 0, "Q02B"),
    ("B11a", 0, "Q08B"),
    ("B11b", 0, "Q05B"),
    ("G11a", 0, "Q09A"),
    ("G11b", 0, "Q06B"),
    ("R11a", 2, "Q04A"),
    ("R11b", 0, "Q11A"),
    ("M1", 0, "Q19A"),
    ("M2", 0, "Q20A"),
    ("M3", 2, "Q10A"),
    ("M4", 1, "Q15A"),
    ("M5", 0, "Q16B"),  # deal 14: the special deck and the stack are used up
    ("B1", 2, "Q01A"),  # deals 15-20: the 6 unused tiles, a reshuffled special deck
    ("G1", 2, "Q13A"),
    ("R1", 2, "Q12A"),
    ("B11a", 2, "Q17A"),
    ("B11b", 2, "Q18A"),
    ("R11a", 2, "Q14A"),  # deal 20: the last unused tile
    ("G11a", 0, "Q09A"),  # deal 21: a tile of the reshuffled supply
)
"""A 3-player game of 14 deals and 7 extra deals, every deal dealt from ``rotated_fill``."""


def long_game(num_deals: int) -> State:
    """``LONG_GAME``'s first deals, at the next deal's special card node.

    Options: quests_per_game = 14, hidden stack (the tile is drawn at the
    quest choice), tied_only extra deals, max_tiebreak_deals = 8.
    """
    state = new(
        3, first_dealer="0", quests_per_game=14, quest_stack_top_public=False,
        tiebreak_players="tied_only", max_tiebreak_deals=8,
    )  # fmt: skip
    for special, rotation, face in LONG_GAME[:num_deals]:
        state = chance(state, f"special {special}")
        state = deal_hands(state, rotated_fill(3, special, rotation))
        state = choose(chance(state, f"tile {face[:3]}"), face)
        state = play_out(state)
        assert not state.is_over
    assert spectator(state).phase is Phase.SPECIAL
    if num_deals >= 14:
        assert str(spectator(state).events[-1]).startswith("table tie ")
    return state


def test_a_used_up_special_deck_is_reshuffled_without_the_last_deals_card() -> None:
    """§6.5: deal 15 draws from the 13 used special cards other than deal 14's (M5)."""
    state = long_game(14)
    assert chance_texts(state) == [f"special {c}" for c in SPECIALS if c != "M5"]


def test_the_reshuffled_special_deck_is_drawn_from_without_putting_cards_back() -> None:
    """§6.5, §4.5: after the reshuffle, deal 16 draws from the 12 cards left in that deck.

    The reshuffled deck (all but M5) lost B1 to deal 15, so neither M5 nor B1
    can come up at deal 16.
    """
    state = long_game(15)
    assert chance_texts(state) == [f"special {c}" for c in SPECIALS if c not in ("M5", "B1")]


def test_a_used_up_tile_supply_is_reshuffled_without_the_last_deals_tile() -> None:
    """§6.5: deals 15-20 take the 6 unused tiles; deal 21 draws from all but deal 20's (Q14)."""
    state = long_game(20)
    state = deal_hands(chance(state, "special G11a"), rotated_fill(3, "G11a", 0))
    assert spectator(state).phase is Phase.QUEST_TILE
    assert chance_texts(state) == tiles(*[t for t in range(1, 21) if t != 14])


def test_the_reshuffled_tile_supply_is_drawn_from_without_putting_tiles_back() -> None:
    """§6.5, §4.5: deal 22 draws from the reshuffled supply less deal 21's tile (Q09).

    The supply reshuffled for deal 21 left out Q14 (deal 20's), and deal 21
    took Q09: 18 tiles remain.
    """
    state = long_game(21)
    state = deal_hands(chance(state, "special G11b"), rotated_fill(3, "G11b", 0))
    assert spectator(state).phase is Phase.QUEST_TILE
    assert chance_texts(state) == tiles(*[t for t in range(1, 21) if t not in (9, 14)])


# ---------------------------------------------------------------------------
# first_dealer, clone_margin, quests_per_game


def test_a_given_first_dealer_skips_the_dealer_chance_node() -> None:
    """§3.1 step 5: first_dealer = "2": P2 deals, so P3 gets the first card."""
    state = new(4, first_dealer="2")
    assert spectator(state).dealer == 2
    assert spectator(state).phase is Phase.TOP_TILE
    state = chance(state, "tile Q01", "special M1", "deal B2")
    assert spectator(state).events[-1].to == "P3"


def test_clone_margin_sets_how_narrowly_the_clone_beats_the_card_before_it() -> None:
    """Appendix A clone_margin: 0.25 makes the Clone after BK a blue 14.25."""
    state = trick(start(4, EXAMPLE_3_HANDS, "M1", clone_margin=0.25), "P0 B9, P1 BK, P2 M1")
    assert spectator(state).trick[-1].strength == 14.25


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("deal_start", "left_of_dealer"),
        ("suitless_lead_rule", "next_card_sets_suit"),
        ("mummy_trick1", "suitless_zero"),
        ("druid_timing", "end_of_trick"),
        ("banner_direction_chooser", "banner_player"),
        ("tiebreak_quest_source", "unused_tiles"),
    ],
)
def test_options_without_alternatives_accept_only_their_default(name: str, value: str) -> None:
    """Appendix A: these keys list no alternative ("—"), so anything else is refused."""
    assert new(4, **{name: value}).options[name] == value
    with pytest.raises(ConfigError):
        new(4, **{name: "other"})


def test_strict_history_view_changes_nothing_a_seat_knows() -> None:
    """§7 engine policy: strict_history_view is a display rule; the views hold the same."""
    strict = trick(start(4, EXAMPLE_1_HANDS, "G1"), "P0 G7, P1 G2, P2 RA, P3 GJ")
    loose = trick(
        start(4, EXAMPLE_1_HANDS, "G1", strict_history_view=False), "P0 G7, P1 G2, P2 RA, P3 GJ"
    )
    for seat in (None, 0, 1, 2, 3):
        a, b = strict.view(seat), loose.view(seat)
        assert a.events == b.events
        assert (a.hand, a.tricks_won, a.last_won_trick) == (b.hand, b.tricks_won, b.last_won_trick)
        # Everything but the option's own value: the whole trick history stays in the view.
        assert dataclasses.replace(a, options=b.options) == b
        assert a.to_json()["events"] == b.to_json()["events"]


def test_strict_history_view_is_an_option_whose_default_is_the_seeds_memory_rule() -> None:
    """§7 [SEED] « On ne peut regarder que le dernier pli qu'on a remporté » (Appendix A:
    ``strict_history_view`` DEFAULT true); ``false`` lets the tables show every trick."""
    spec = next(o for o in GAME.spec.options if o.name == "strict_history_view")
    assert spec.default is True
    assert spec.describe("en")
    assert spec.describe("fr") != spec.describe("en")
    assert new(4).options["strict_history_view"] is True
    assert new(4, strict_history_view="false").options["strict_history_view"] is False


def test_quests_per_game_sets_the_number_of_deals_and_tiles_in_the_stack() -> None:
    """Appendix A quests_per_game: the stack holds that many tiles; 1 deal then the end."""
    assert spectator(new(4, quests_per_game=3)).stack_left == 3
    state = start(4, EXAMPLE_1_HANDS, "G1", quests_per_game=1)
    assert spectator(state).stack_left == 0
    state = play_out(state)
    assert len(spectator(state).deals) == 1
