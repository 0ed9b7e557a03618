"""The 14 special cards of Le Roi des Nains (spec §2.2, §4.4, §5), one exact position each.

Each card's trick, scoring and deal effects are tested from a position built
by explicit chance outcomes (``_roi_des_nains_helpers.py``). The rows of the
§2.2 catalogue are cited by card name; "exhaustive" there means that a card
does nothing it does not list, so the tests also check what does not happen
(no decision mid-trick, no points where none are due).
"""

from __future__ import annotations

import pytest

from royaumes.games.roi_des_nains import Phase, catalogue

from ._roi_des_nains_helpers import (
    BANNER_HANDS,
    BLACK_KNIGHT_HANDS,
    DRAGON_HANDS,
    EXAMPLE_2_HANDS,
    EXAMPLE_3_HANDS,
    EXAMPLE_4_HANDS,
    EXAMPLE_5_HANDS,
    EXAMPLE_6_HANDS,
    MUSICIAN_HANDS,
    MUSICIAN_TRICKS,
    NINJA_HANDS,
    NINJA_TRICK,
    SCOUT_WINS_HANDS,
    SCOUT_WINS_TRICKS,
    TRAITOR_HANDS,
    TROLL_HANDS,
    TROLL_TRICK,
    WIZARD_HANDS,
    act,
    green_11_hands,
    hand,
    last_winner,
    legal,
    magic_lead_hands,
    play,
    play_out,
    spectator,
    start,
    trick,
    tricks,
)

# ---------------------------------------------------------------------------
# The catalogue (§2.1, §2.2, §11)

SPECIAL_CARDS = {
    # code: (English name, kind, suit, rank, strength, "score during the deal")
    "B1": ("Scout", "suited", 0, "1", 1, True),
    "G1": ("Musician", "suited", 1, "1", 1, False),
    "R1": ("Goblin Traitor", "suited", 2, "1", 1, False),
    "B11a": ("Standard Bearer", "suited", 0, "11", 11, False),
    "B11b": ("Black Knight", "suited", 0, "11", 11, False),
    "G11a": ("Druid", "suited", 1, "11", 11, False),
    "G11b": ("Dwarf Goldsmith", "suited", 1, "11", 11, True),
    "R11a": ("Shaman", "suited", 2, "11", 11, False),
    "R11b": ("Goblin Ninja", "suited", 2, "11", 11, False),
    "M1": ("Clone", "magic", -1, None, 0, False),
    "M2": ("Mummy", "magic", -1, None, 0, False),
    "M3": ("Dragon", "magic", -1, None, 0, False),
    "M4": ("Wizard", "magic", -1, None, 0, False),
    "M5": ("Troll", "magic", -1, None, 0, False),
}
"""§2.2 catalogue and §11 codes; suits 0 blue, 1 green, 2 red, -1 none (Magic)."""


def test_the_special_cards_are_the_14_of_section_2_2() -> None:
    """§2.2: a 1 and two 11s per suit, 5 Magic cards; sdd on the Scout and the Goldsmith (§8.8)."""
    cat = catalogue()
    assert [cat.cards[c].code for c in cat.specials] == list(SPECIAL_CARDS)
    for code, (name, kind, suit, rank, strength, sdd) in SPECIAL_CARDS.items():
        card = cat.card(code)
        assert card.special is not None
        assert (card.special.name_en, card.special.kind) == (name, kind)
        assert (card.suit, card.rank, card.strength) == (suit, rank, strength)
        assert card.special.sdd is sdd


def test_base_cards_rank_2_to_ace_with_the_strengths_of_section_2_1() -> None:
    """§2.1: 39 base cards, strengths 2..10, J 12, Q 13, K 14, A 15 (11 sits between 10 and J)."""
    cat = catalogue()
    base = [c for c in cat.cards if c.special is None]
    assert len(base) == 39
    strengths = {"J": 12, "Q": 13, "K": 14, "A": 15} | {str(r): r for r in range(2, 11)}
    for card in base:
        assert card.code == "BGR"[card.suit] + str(card.rank)
        assert card.strength == strengths[str(card.rank)]


# ---------------------------------------------------------------------------
# Scout (B1)


def test_scout_gives_its_player_one_point_per_face_card_in_its_trick() -> None:
    """Scout: P2's Scout in P0's trick GA GK GJ: P2 +3, nobody else; the trick is P0's."""
    state = start(4, EXAMPLE_6_HANDS, "B1")
    state = trick(state, "P0 GA, P1 GK, P2 B1, P3 GJ")
    view = spectator(state)
    assert last_winner(state) == 0
    assert view.special_points == (0, 0, 3, 0)
    assert str(view.events[-1]) == "table points P2 +3 B1"
    state = play_out(state)
    assert spectator(state).deals[0].special_points == (0, 0, 3, 0)


def test_scout_is_a_plain_blue_1_that_wins_only_a_trick_with_no_other_blue() -> None:
    """Scout: led when nobody else holds blue, the Scout wins: its player scores A, A, Q = +3."""
    state = start(4, SCOUT_WINS_HANDS, "B1")
    state = tricks(state, *SCOUT_WINS_TRICKS)
    assert last_winner(state) == 0
    assert spectator(state).special_points == (3, 0, 0, 0)


# ---------------------------------------------------------------------------
# Musician (G1)


def test_musician_is_a_plain_green_1_and_its_trick_winner_deals_next() -> None:
    """Musician: it loses trick 1 to GA (P2); P2 deals next although P3 wins the green 5."""
    state = start(4, MUSICIAN_HANDS, "G1")
    state = trick(state, MUSICIAN_TRICKS[0])
    assert last_winner(state) == 2
    assert spectator(state).special_points == (0, 0, 0, 0)
    state = trick(state, MUSICIAN_TRICKS[1])
    assert last_winner(state) == 3  # with P1's green 5
    state = play_out(state)
    view = spectator(state)
    assert view.deals[0].special_points == (0, 0, 0, 0)
    assert view.dealer == 2


# ---------------------------------------------------------------------------
# Goblin Traitor (R1)


@pytest.mark.parametrize(
    ("text", "winner"),
    [
        ("P0 B7, P1 R1, P2 B2, P3 BA", 2),  # off-suit Traitor: the lowest blue wins
        ("P0 R5, P1 R1, P2 R8, P3 RA", 1),  # the Traitor is the lowest red and wins
    ],
)
def test_goblin_traitor_makes_the_lowest_card_of_the_led_suit_win(text: str, winner: int) -> None:
    """Goblin Traitor (§5 rule 4): in its trick the lowest card of the led suit wins."""
    state = start(4, TRAITOR_HANDS, "R1")
    state = trick(state, text)
    assert last_winner(state) == winner


def test_goblin_traitor_follows_suit_like_a_red_1() -> None:
    """Goblin Traitor: with red led, its holder may play it or any other red, nothing else."""
    state = start(4, TRAITOR_HANDS, "R1")
    state = play(state, "P0", "R5")
    assert set(legal(state)) == {f"play {c}" for c in ("R1", "R2", "R3", "R4", "R6", "R7")}


# ---------------------------------------------------------------------------
# Standard Bearer (B11a)


@pytest.mark.parametrize(("direction", "step"), [("left", 1), ("right", -1)])
def test_standard_bearer_passes_every_hand_in_the_chosen_direction(
    direction: str, step: int
) -> None:
    """Standard Bearer: left gives each hand to the next seat clockwise, right to the previous."""
    state = start(4, BANNER_HANDS, "B11a")
    state = play(state, "P0", "B2")
    state = play(state, "P1", "B11a")
    assert state.to_move == (2,)  # nothing happens mid-trick
    state = trick(state, "P2 B3, P3 B4")
    assert last_winner(state) == 1
    assert spectator(state).phase is Phase.BANNER
    assert state.to_move == (1,)
    assert legal(state) == ["banner left", "banner right"]
    before = [hand(state, p) for p in range(4)]
    state = act(state, "P1", f"banner {direction}")
    for p in range(4):
        giver = (p - step) % 4
        assert sorted(hand(state, p)) == sorted(before[giver])
        lines = [str(e) for e in state.view(p).events if e.text.startswith("receive ")]
        assert len(lines) == 4
        mine = f"table receive P{giver} {' '.join(hand(state, p))} → P{p}"
        assert mine in lines
        assert sum(1 for line in lines if " ? " in line) == 3
    assert str(spectator(state).events[-5]) == f"P1 banner {direction}"
    assert state.to_move == (1,)  # the trick winner leads from its new hand
    assert set(legal(state)) == {f"play {c}" for c in hand(state, 1)}
    assert spectator(state).tricks_won == ((), (1,), (), ())


def test_standard_bearer_is_a_plain_blue_11_when_a_higher_blue_is_played() -> None:
    """Standard Bearer: blue 11, so BQ beats it; its player still picks the direction."""
    state = start(4, BANNER_HANDS, "B11a")
    state = trick(state, "P0 B2, P1 B11a, P2 B3, P3 BQ")
    assert last_winner(state) == 3
    assert state.to_move == (1,)
    assert spectator(state).phase is Phase.BANNER


# ---------------------------------------------------------------------------
# Black Knight (B11b)


def test_black_knight_played_by_a_player_void_in_the_led_suit_wins() -> None:
    """Black Knight (§5 rule 2): void in green, P1's Black Knight beats GA."""
    state = start(4, BLACK_KNIGHT_HANDS, "B11b")
    state = trick(state, "P0 G2, P1 B11b, P2 GA, P3 G9")
    assert last_winner(state) == 1


@pytest.mark.parametrize(("p2_card", "winner"), [("BQ", 2), ("B8", 1)])
def test_black_knight_following_blue_is_a_plain_blue_11(p2_card: str, winner: int) -> None:
    """Black Knight: following blue it is a blue 11: BQ beats it, B8 and B10 do not."""
    state = start(4, BLACK_KNIGHT_HANDS, "B11b")
    state = trick(state, f"P0 B2, P1 B11b, P2 {p2_card}, P3 B10")
    assert last_winner(state) == winner


# ---------------------------------------------------------------------------
# Druid (G11a)


def test_druid_player_swaps_whole_hands_with_the_player_it_picks() -> None:
    """Druid: P1 played it, P2 won the trick; P1 picks P0 and they exchange 9-card hands."""
    state = start(4, green_11_hands("G11a"), "G11a")
    state = trick(state, "P0 G2, P1 G11a, P2 GA, P3 G8")
    assert last_winner(state) == 2
    assert spectator(state).phase is Phase.DRUID
    assert state.to_move == (1,)  # the Druid's player, not the winner
    assert legal(state) == ["swap P0", "swap P2", "swap P3"]
    before = [hand(state, p) for p in range(4)]
    state = act(state, "P1", "swap P0")
    assert [hand(state, p) for p in range(4)] == [before[1], before[0], before[2], before[3]]
    assert state.to_move == (2,)


def test_druid_swap_may_be_declined_when_not_mandatory() -> None:
    """Druid, druid_mandatory = false: "swap none" is offered and leaves every hand alone."""
    state = start(4, green_11_hands("G11a"), "G11a", druid_mandatory=False)
    state = trick(state, "P0 G2, P1 G11a, P2 GA, P3 G8")
    assert legal(state) == ["swap P0", "swap P2", "swap P3", "swap none"]
    before = [hand(state, p) for p in range(4)]
    state = act(state, "P1", "swap none")
    assert [hand(state, p) for p in range(4)] == before
    assert str(spectator(state).events[-1]) == "P1 swap none"
    assert not [e for e in spectator(state).events if e.text.startswith("receive ")]
    assert state.to_move == (2,)


# ---------------------------------------------------------------------------
# Dwarf Goldsmith (G11b)


@pytest.mark.parametrize(
    ("text", "winner"),
    [("P0 G2, P1 G11b, P2 GA, P3 G8", 2), ("P0 G2, P1 G11b, P2 G3, P3 G8", 1)],
)
def test_dwarf_goldsmith_gives_4_to_the_winner_of_its_trick(text: str, winner: int) -> None:
    """Dwarf Goldsmith: +4 to whoever wins its trick, its own player included."""
    state = start(4, green_11_hands("G11b"), "G11b")
    state = trick(state, text)
    assert last_winner(state) == winner
    view = spectator(state)
    assert view.special_points == tuple(4 if p == winner else 0 for p in range(4))
    assert str(view.events[-1]) == f"table points P{winner} +4 G11b"
    assert view.phase is Phase.PLAY  # no decision


# ---------------------------------------------------------------------------
# Shaman (R11a)


@pytest.mark.parametrize(("p2_card", "winner"), [("R9", 1), ("RJ", 2)])
def test_shaman_costs_3_to_the_winner_of_its_trick(p2_card: str, winner: int) -> None:
    """Shaman: -3 to whoever wins its trick, even its own player (Example 2)."""
    state = start(4, EXAMPLE_2_HANDS, "R11a")
    state = play_out(trick(state, f"P0 R10, P1 R11a, P2 {p2_card}, P3 BA"))
    summary = spectator(state).deals[0]
    assert summary.special_points == tuple(-3 if p == winner else 0 for p in range(4))
    assert summary.deal_points[winner] == summary.quest_points[winner] - 3


# ---------------------------------------------------------------------------
# Goblin Ninja (R11b)


def test_goblin_ninja_shows_a_hand_to_its_player_only() -> None:
    """Goblin Ninja: P1 looks at P3's hand; P1's view shows it, every other view "hand P3 ?"."""
    state = start(4, NINJA_HANDS, "R11b")
    state = trick(state, NINJA_TRICK)
    assert last_winner(state) == 1
    assert spectator(state).phase is Phase.SPY
    assert state.to_move == (1,)
    assert legal(state) == ["spy P0", "spy P2", "spy P3"]
    before = [hand(state, p) for p in range(4)]
    state = act(state, "P1", "spy P3")
    shown = " ".join(before[3])
    assert shown == "BQ BK BA GA R10 RJ RQ RK RA"
    assert str(state.view(1).events[-1]) == f"table hand P3 {shown} → P1"
    for seat in (None, 0, 2, 3):
        view = state.view(seat)
        assert str(view.events[-1]) == "table hand P3 ? → P1"
        assert str(view.events[-2]) == "P1 spy P3"
    assert [hand(state, p) for p in range(4)] == before
    assert state.to_move == (1,)


# ---------------------------------------------------------------------------
# Clone (M1)


@pytest.mark.parametrize(("p3_card", "winner"), [("B2", 2), ("BA", 3)])
def test_clone_takes_the_previous_cards_suit_and_beats_it_by_half_a_point(
    p3_card: str, winner: int
) -> None:
    """Clone (Example 3): after BK it is a blue 14.5; only BA (15) beats it."""
    state = start(4, EXAMPLE_3_HANDS, "M1")
    state = trick(state, "P0 B9, P1 BK, P2 M1")
    clone = spectator(state).trick[-1]
    assert (clone.suit, clone.strength) == ("B", 14.5)
    state = play(state, "P3", p3_card)
    assert last_winner(state) == winner


def test_clone_after_an_off_suit_card_is_off_suit_too() -> None:
    """Clone (Example 4): after RK on a green lead it is a red 14.5 and cannot win."""
    state = start(4, EXAMPLE_4_HANDS, "M1")
    state = trick(state, "P0 G4, P1 RK, P2 M1, P3 G6")
    assert last_winner(state) == 3


# ---------------------------------------------------------------------------
# Mummy (M2)


def test_mummy_in_trick_1_has_no_suit_so_a_player_holding_the_led_suit_cannot_play_it() -> None:
    """Mummy: in trick 1 it is suitless (strength 0): holding green, P2 must play green."""
    state = start(4, EXAMPLE_5_HANDS, "M2")
    state = trick(state, "P0 G4, P1 GQ")
    assert set(legal(state)) == {"play G3", "play G6"}


@pytest.mark.parametrize(("p3_card", "winner"), [("G10", 2), ("GK", 3)])
def test_mummy_copies_the_card_that_won_the_previous_trick(p3_card: str, winner: int) -> None:
    """Mummy (Example 5): a copy of GQ, green 13, beats G10 but not GK."""
    state = start(4, EXAMPLE_5_HANDS, "M2")
    state = trick(state, "P0 G4, P1 GQ, P2 G6, P3 G7")
    state = trick(state, "P1 G8, P2 M2")
    mummy = spectator(state).trick[-1]
    assert (mummy.card, mummy.suit, mummy.strength) == ("M2", "G", 13)
    state = trick(state, f"P3 {p3_card}, P0 G2")
    assert last_winner(state) == winner


# ---------------------------------------------------------------------------
# Dragon (M3)


def test_dragon_is_exempt_from_following_suit_and_wins_its_trick() -> None:
    """Dragon: P1 holds blue but may play the Dragon, and wins even though BA follows."""
    state = start(4, DRAGON_HANDS, "M3")
    state = play(state, "P0", "B4")
    assert "play M3" in legal(state)
    state = trick(state, "P1 M3, P2 BA, P3 BJ")
    assert last_winner(state) == 1
    assert spectator(state).tricks_won == ((), (1,), (), ())


def test_a_led_dragon_wins_and_the_next_card_sets_the_led_suit() -> None:
    """Dragon: led, it has no suit; P1's B5 sets blue, P3's BA follows; P0 wins."""
    state = start(4, magic_lead_hands("M3"), "M3")
    state = trick(state, "P0 M3, P1 B5")
    assert spectator(state).led_suit == "B"
    state = trick(state, "P2 B8, P3 BA")
    assert last_winner(state) == 0


# ---------------------------------------------------------------------------
# Wizard (M4)


def test_wizard_may_be_played_while_holding_the_led_suit_naming_any_suit() -> None:
    """Wizard: one action per suit it may name (B, G, R), even holding the led suit."""
    state = start(4, WIZARD_HANDS, "M4")
    state = play(state, "P0", "B9")
    assert legal(state) == ["play B5", "play B6", "play M4 B", "play M4 G", "play M4 R"]
    state = play(state, "P1", "M4 G")
    wizard = spectator(state).trick[-1]
    assert (wizard.card, wizard.suit, wizard.strength, wizard.named) == ("M4", None, 0, "G")
    assert str(spectator(state).events[-1]) == "P1 play M4 G"


@pytest.mark.parametrize(
    ("named", "winner"),
    [
        ("G", 3),  # P3's off-suit G3 is the only green: it wins as trump
        ("R", 2),  # nobody plays red: the highest blue (BA) wins
        ("B", 2),  # the led suit named: the highest blue wins
    ],
)
def test_wizard_makes_the_named_suit_trump_for_its_trick(named: str, winner: int) -> None:
    """Wizard (§5 rule 3): the highest card of the named suit wins; if none, the led suit."""
    state = start(4, WIZARD_HANDS, "M4")
    state = trick(state, f"P0 B9, P1 M4 {named}, P2 BA, P3 G3")
    assert last_winner(state) == winner


# ---------------------------------------------------------------------------
# Troll (M5)


def test_troll_hands_its_trick_to_the_winners_left_for_quests_lead_and_dealer() -> None:
    """Troll: GA (P2) wins the trick with G5; P3 receives it: tricks, lead, last trick, dealer."""
    state = start(4, TROLL_HANDS, "M5", tile="Q12", face="Q12A")
    state = trick(state, TROLL_TRICK)
    view = spectator(state)
    assert str(next(e for e in reversed(view.events) if e.text.startswith("win "))) == (
        "table win P3 trick 1"
    )
    assert view.tricks_won == ((), (), (), (1,))
    assert state.to_move == (3,)
    assert state.view(3).last_won_trick == ("G5", "M5", "GA", "G2")
    assert state.view(2).last_won_trick is None
    state = play_out(state)
    view = spectator(state)
    summary = view.deals[0]
    assert summary.piles[3][0] == ("G5", "M5", "GA", "G2")
    assert 1 not in summary.tricks_won[2]
    assert summary.quest_points[3] == len(summary.tricks_won[3])  # Q12A counts the trick
    assert view.dealer == 3  # the green 5's trick went to P3


def test_troll_trick_won_by_the_last_seat_goes_round_to_p0() -> None:
    """Troll: BA (P3) wins a trick the Troll led; P0, on P3's left, receives and leads."""
    state = start(4, magic_lead_hands("M5"), "M5")
    state = trick(state, "P0 M5, P1 B5, P2 B8, P3 BA")
    assert spectator(state).tricks_won == ((1,), (), (), ())
    assert state.to_move == (0,)


def test_troll_follows_the_magic_follow_rule_so_it_needs_a_void() -> None:
    """Troll: no suit, so a player holding the led suit may not play it (§4.3 rule 2)."""
    hands = {
        **TROLL_HANDS,
        1: "M5 G3 B7 B8 R7 R8 R9 R10 RJ RQ",
        2: "GA B6 G4 G6 G7 B9 B10 BJ RK RA",
    }
    state = start(4, hands, "M5")
    state = play(state, "P0", "G5")
    assert legal(state) == ["play G3"]
