"""Scenario tests for the options of Les Chevauchées du Prince Noir (spec section 8).

Each option gets at least one test that shows its effect against the DEFAULT.
States are built by applying chance outcomes explicitly; positions other than
a game's start are written into the engine's private fields on a copy by
``position`` (see ``_prince_noir_helpers``), as each test's docstring says.
"""

from __future__ import annotations

import pytest

import royaumes
from royaumes import CHANCE
from royaumes.games.prince_noir import Phase

from ._prince_noir_helpers import (
    act,
    apply,
    chance,
    counts,
    deal,
    draws,
    legal,
    new,
    notes,
    position,
    spectator,
)

E, F = 0, 1

# ---------------------------------------------------------------------------
# chain_mode (§5, §8, E7)


@pytest.mark.parametrize(
    ("mode", "bonus", "attack"),
    [("per_side_sum", 4, 6), ("per_side_max", 3, 5), ("combined", 5, 7)],
)
def test_chain_modes_compared_on_e7(mode: str, bonus: int, attack: int) -> None:
    """E7 table (board EEEFEEEE, private fields): E's bonus at 4 is 4, 3 or 5 by mode."""
    state = position("EEEFEEEE", "Rd Pl Pl Sg Ch Ch", "Sg Ch Rd Pl Pl Rd", chain_mode=mode)
    assert state.runs(3, E) == (3, 4)
    assert state.chain(3, E) == bonus
    assert state.attack_value(counts("Rd"), 3, E) == attack
    assert state.defence_value(counts("Sg Ch Rd Pl Pl"), 3, F) == 6


@pytest.mark.parametrize(
    ("mode", "outcome", "over"),
    [("per_side_sum", "holds", False), ("per_side_max", "holds", False),
     ("combined", "flips to E", True)],
)  # fmt: skip
def test_chain_mode_decides_the_e7_combat(mode: str, outcome: str, over: bool) -> None:
    """E7 (board EEEFEEEE, private fields): only ``combined`` captures 4, and then E holds
    all 8 castles at the end of the turn and wins."""
    state = position("EEEFEEEE", "Rd Pl Pl Sg Ch Ch", "Sg Ch Rd Pl Pl Rd", chain_mode=mode)
    state = act(state, "attack 4 Rd", "defend 4 Sg+Ch+Rd+Pl+Pl", "attack 8 Rd", "defend 8 Pl")
    state = act(state, "order 4 8")
    assert notes(state, "combat")[0].endswith(outcome)
    assert state.is_over is over
    if over:
        assert spectator(state).board == "EEEEEEEE"
        result = state.result
        assert result is not None
        assert result.winners == (0,)


def test_combined_counts_the_contested_tile_for_the_defender_only() -> None:
    """§8 ``combined`` (board EEEFEEEE, private fields): E defending 1 has 1 + 2 = 3 (+1);
    the attacker's run never includes the tile."""
    combined = position("EEEFEEEE", "Rd Pl Pl Sg Ch Ch", "Sg Ch Rd Pl Pl Rd", chain_mode="combined")
    default = position("EEEFEEEE", "Rd Pl Pl Sg Ch Ch", "Sg Ch Rd Pl Pl Rd")
    assert combined.chain(0, E) == 1
    assert default.chain(0, E) == 0
    assert combined.chain(3, E) == 5  # 3 + 4 = 7, the F tile not counted
    assert combined.chain(4, F) == 0


def test_per_side_max_keeps_the_better_side_only() -> None:
    """§8 ``per_side_max`` (board EEEEFEEE, private fields): runs 4 and 3 give 3, not 4."""
    state = position(
        "EEEEFEEE", "Rd Pl Pl Sg Ch Ch", "Sg Ch Rd Pl Pl Rd", chain_mode="per_side_max"
    )
    assert state.runs(4, E) == (4, 3)
    assert state.chain(4, E) == 3


# ---------------------------------------------------------------------------
# order_timing (§4.1 step 4, §7)


def test_after_reveal_shows_every_group_before_the_order_choice() -> None:
    """§7 ``after_reveal``: the reveal comes before step 4; F sees E's cards as it orders."""
    state = deal(order_timing="after_reveal")
    state = act(state, "attack 4 Ch+Pl", "defend 4 Pl", "attack 1 Rd", "defend 1 Pl")
    assert state.to_move == (1,)
    view = state.view(1)
    assert view.phase is Phase.ORDER
    assert [p.cards for p in view.placements] == ["Ch+Pl", "Pl", "Rd", "Pl"]
    assert notes(state, "reveal") == [
        "reveal E:attack 4 Ch+Pl, F:defend 4 Pl, F:attack 1 Rd, E:defend 1 Pl"
    ]
    assert "attack 4 Ch+Pl" in [e.text for e in view.events]
    state = act(state, "order 4 1")
    assert len(notes(state, "reveal")) == 1
    assert notes(state, "combat")[0] == "combat 4 attack 4 defence 1 flips to E"


def test_before_reveal_hides_the_groups_while_the_order_is_chosen() -> None:
    """§4.1 step 4 DEFAULT: F orders while E's groups are face down."""
    state = deal()
    state = act(state, "attack 4 Ch+Pl", "defend 4 Pl", "attack 1 Rd", "defend 1 Pl")
    view = state.view(1)
    assert view.phase is Phase.ORDER
    assert [p.cards for p in view.placements] == [None, "Pl", "Rd", None]
    assert [p.size for p in view.placements] == [2, 1, 1, 1]
    assert notes(state, "reveal") == []


# ---------------------------------------------------------------------------
# no_main_card (§4.2)


def test_end_game_stops_at_the_opening_draw_without_a_main_card() -> None:
    """§4.2 ``end_game``: F draws six pillages, so the game ends and is scored at once."""
    state = deal("Sg Ch Rd Rd Pl Pl", "Pl Pl Pl Pl Pl Pl", no_main_card="end_game")
    assert state.is_over
    assert notes(state, "no main card") == ["no main card"]
    result = state.result
    assert result is not None
    assert result.points == (4 + 6 + 1, 4 + 6 + 1)
    assert result.winners == (0, 1)


def test_pillage_attack_plays_on_without_a_main_card() -> None:
    """§4.2 DEFAULT: the same deal continues, and F attacks with pillages alone."""
    state = deal("Sg Ch Rd Rd Pl Pl", "Pl Pl Pl Pl Pl Pl")
    assert not state.is_over
    state = act(state, "defend 3 Pl")
    assert "attack 3 Pl+Pl" in legal(state)


def test_end_game_first_player_keeps_a_main_card_when_defending_x() -> None:
    """§4.2 ``end_game``: P1 defending at X must keep a main card for its attack at Y."""
    state = deal("Sg Pl Pl Pl Pl Pl", "Sg Ch Rd Rd Pl Pl", no_main_card="end_game")
    assert "defend 3 Sg" not in legal(state)
    assert "defend 3 Pl+Pl+Pl+Pl+Pl" in legal(state)
    with pytest.raises(royaumes.IllegalActionError):
        apply(state, 0, "defend 3 Sg+Pl")
    default = deal("Sg Pl Pl Pl Pl Pl", "Sg Ch Rd Rd Pl Pl")
    assert "defend 3 Sg" in legal(default)


def test_end_game_second_player_keeps_a_main_card_when_defending_x() -> None:
    """§4.2 ``end_game``: P2 defending at X must keep a main card for its attack at Y."""
    state = deal("Sg Ch Rd Rd Pl Pl", "Ch Pl Pl Pl Pl Pl", no_main_card="end_game")
    state = act(state, "attack 4 Rd")
    assert all("Ch" not in t for t in legal(state))
    assert "defend 4 Pl+Pl+Pl+Pl+Pl" in legal(state)
    state = act(state, "defend 4 Pl+Pl")
    assert legal(state)
    assert all(t.split()[2].startswith("Ch") for t in legal(state))


def test_end_game_lets_a_player_spend_main_cards_defending_after_attacking() -> None:
    """§4.2 ``end_game``: P1's answer at Y comes after its attack, so it may use main cards."""
    state = deal("Sg Ch Rd Rd Pl Pl", "Sg Ch Rd Rd Pl Pl", no_main_card="end_game")
    state = act(state, "attack 4 Rd", "defend 4 Pl", "attack 1 Rd")
    assert "defend 1 Sg+Ch+Rd+Pl+Pl" in legal(state)


@pytest.mark.parametrize(("no_main_card", "over"), [("end_game", True), ("pillage_attack", False)])
def test_end_game_checks_for_a_main_card_after_each_refill(no_main_card: str, over: bool) -> None:
    """§4.2 ``end_game`` (F's pile written into the private fields as two pillages): F spends
    its Sg and refills with Pl Pl; the game ends, and under the DEFAULT it goes on."""
    state = position(
        "EFEFEFEF", "Sg Ch Rd Rd Pl Pl", "Sg Pl Pl Pl Pl Pl", french_pile="Pl Pl",
        no_main_card=no_main_card,
    )  # fmt: skip
    state = act(state, "attack 4 Rd", "defend 4 Pl", "attack 3 Sg", "defend 3 Pl")
    state = act(state, "order 4 3")
    state = chance(state, "draw Sg", "draw Ch", "draw Pl", "draw Pl")
    assert state.is_over is over
    assert notes(state, "no main card") == (["no main card"] if over else [])


# ---------------------------------------------------------------------------
# sides (§3)


def test_seat0_english_has_no_side_draw() -> None:
    """§3 ``sides = seat0_english``: the first chance node is already English's first card."""
    state = new(sides="seat0_english")
    assert state.to_move == (CHANCE,)
    assert {str(a) for a, _ in state.chance_outcomes()} == set(draws("Sg Ch Rd Pl"))
    state = deal(sides="seat0_english")
    assert spectator(state).sides == ("E", "F")
    assert state.to_move == (0,)


def test_seat1_english_draws_first_and_moves_first() -> None:
    """§3: after ``sides FE`` the English seat 1 draws its 6 first and holds the shield."""
    state = chance(new(), "sides FE", *draws("Sg Ch Rd Rd Pl Pl"))
    assert spectator(state).hand_sizes == (0, 6)
    state = chance(state, *draws("Sg Ch Rd Rd Pl Pl"))
    assert spectator(state).sides == ("F", "E")
    assert spectator(state).first_player == "E"
    assert state.to_move == (1,)
    roles = {(t.split()[0], int(t.split()[1])) for t in legal(state)}
    assert {c for role, c in roles if role == "defend"} == {1, 3, 5, 7}
    assert {c for role, c in roles if role == "attack"} == {2, 4, 6, 8}


# ---------------------------------------------------------------------------
# final_tie (§6.4)


@pytest.mark.parametrize(
    ("final_tie", "winners", "ranks"),
    [("draw", (0, 1), (1, 1)), ("more_castles", (0,), (1, 2))],
)
def test_final_tie_after_equal_scores_and_groups(
    final_tie: str, winners: tuple[int, ...], ranks: tuple[int, int]
) -> None:
    """§6.4 (private fields): the last turn ends EEEFFFEE, E with 1 card and F with 3; both
    score 9 with groups of 3; E has 5 castles to F's 3."""
    state = position(
        "EEEFFFEE", "Sg Rd Pl Pl", "Sg Ch Rd Pl Pl Pl", english_pile="", french_pile="",
        final_tie=final_tie,
    )  # fmt: skip
    state = act(state, "attack 4 Rd", "defend 4 Pl+Pl", "attack 1 Rd", "defend 1 Pl+Pl")
    state = act(state, "order 4 1")
    assert notes(state, "combat") == [
        "combat 4 attack 3 defence 3 holds",
        "combat 1 attack 2 defence 3 holds",
    ]
    assert state.is_over
    result = state.result
    assert result is not None
    assert result.points == (9, 9)
    assert result.winners == winners
    assert result.ranks == ranks


# ---------------------------------------------------------------------------
# hand_size (§8)


def test_hand_size_sets_the_opening_draw_and_the_refill() -> None:
    """§8 ``hand_size = 4``: 4 draws each at setup, and the refill tops hands up to 4."""
    state = chance(new(hand_size=4), "sides EF", *draws("Sg Ch Rd Pl"))
    assert spectator(state).hand_sizes == (4, 0)
    state = chance(state, *draws("Sg Ch Rd Pl"))
    assert state.to_move == (0,)
    assert spectator(state).pile_sizes == (14, 14)
    state = act(state, "attack 4 Rd", "defend 4 Pl", "attack 3 Rd", "defend 3 Pl")
    state = act(state, "order 4 3")
    assert spectator(state).hand_sizes == (2, 2)
    state = chance(state, *draws("Pl Pl Pl Pl"))
    assert spectator(state).hand_sizes == (4, 4)
    assert state.to_move == (1,)
