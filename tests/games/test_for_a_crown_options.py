"""Scenario tests for the options of For a Crown (spec section 8, configuration keys).

Each option gets at least one test that shows its effect against the
DEFAULT. States are built by applying chance outcomes explicitly (STYLE.md,
"Tests"); see ``_for_a_crown_helpers.py``.
"""

from __future__ import annotations

import pytest

from royaumes.errors import ConfigError, IllegalActionError
from royaumes.games.for_a_crown import GAME, Phase

from ._for_a_crown_helpers import (
    act,
    chance,
    chest,
    decider,
    finish_recruit,
    hitter_reveal,
    legal,
    new,
    quiet_reveal,
    recruits,
    rig,
    round2_hitter_reveal,
    rubies,
    setup,
    spectator,
    steps,
    texts,
)

# ---------------------------------------------------------------------------
# reserve = unlimited | counted (§2.1)


@pytest.mark.parametrize(("num_players", "coins_handed_out"), [(3, 12), (4, 16), (5, 20)])
def test_a_counted_reserve_starts_with_the_box_counts_minus_the_setup(
    num_players: int, coins_handed_out: int
) -> None:
    """§2.1: 60 Rubies, 30 Coins, 25 Bandits, less 10 Rubies a family and the starting Coins."""
    view = spectator(setup(num_players, reserve="counted"))
    assert view.reserve == (60 - 10 * num_players, 30 - coins_handed_out, 25)


def test_an_unlimited_reserve_is_not_shown() -> None:
    """§2.1 DEFAULT: the reserve is unlimited; the view has no counts."""
    assert spectator(setup(3)).reserve is None


def test_payments_and_losses_go_back_to_a_counted_reserve() -> None:
    """§4.1 step 2, §5.2: paid tokens and lost Rubies return to the reserve, in view."""
    state = setup(3, reserve="counted")
    start = spectator(state).reserve
    assert start == (30, 18, 25)
    state = recruits(state, "L3-07", "pay 3c2r")
    assert spectator(state).reserve == (32, 21, 25)
    for seat in (0, 1, 2, None):
        assert state.view(seat).reserve == (32, 21, 25)


def test_a_gain_the_counted_reserve_cannot_supply_gives_nothing() -> None:
    """§2.1 counted: RUBY, COIN and BANDIT from an empty reserve give only what is left.

    The reserve is emptied with the test-only ``rig`` helper (``State._evolve``).
    """
    state = rig(hitter_reveal(reserve="counted"), reserve=(0, 0, 0))
    before = chest(state, "P1")
    ruby = steps(state, "reveal L1-RB P1", "P1 choose RUBY")
    coin = steps(state, "reveal L1-CM P1", "P1 choose COIN")
    bandit = steps(state, "reveal L1-RB P1", "P1 choose BANDIT", "P1 bandit P2")
    assert chest(ruby, "P1") == before
    assert chest(coin, "P1") == before
    assert spectator(bandit).bandits == (0, 0, 0)
    for after in (ruby, coin, bandit):
        assert spectator(after).reserve == (0, 0, 0)


def test_an_heirloom_sale_brings_at_most_the_rubies_left_in_the_reserve() -> None:
    """§2.1 counted: with 3 Rubies left, a sale brings 3; the family then pays 1 and keeps 2.

    P2's Rubies and the reserve are set with the test-only ``rig`` helper
    (``State._evolve``).
    """
    state = rig(hitter_reveal(reserve="counted"), rubies={"P2": 0}, reserve=(3, 10, 25))
    state = steps(state, "reveal L2-06 P0", "P0 hit P2")
    assert chest(state, "P2").rubies == 2
    assert chest(state, "P2").heirloom is False
    assert spectator(state).reserve == (1, 10, 25)


def test_a_debt_stops_at_elimination_and_returns_only_what_was_paid() -> None:
    """§5.2: 1 Ruby and a sold Heirloom owe 2 to a Burglary: 1 is paid, then elimination.

    P1's chest and Bandit are set with the test-only ``rig`` helper
    (``State._evolve``).
    """
    state = rig(
        quiet_reveal(3, 1, reserve="counted"),
        rubies={"P1": 1},
        heirloom={"P1": False},
        bandits={"P1": 1},
    )
    reserve = spectator(state).reserve
    assert reserve is not None
    state = chance(state, "reveal E2")
    assert spectator(state).eliminated == (1,)
    assert spectator(state).reserve == (reserve[0] + 1, reserve[1], reserve[2] + 1)


# ---------------------------------------------------------------------------
# payment_visibility = public | hidden (§7, §8 row 38)


def test_hidden_payments_show_the_payer_its_split_and_the_others_the_total() -> None:
    """§7, §11: others read pay 5; the payer reads pay 3c2r; the recruit itself is public."""
    state = recruits(setup(3, payment_visibility="hidden"), "L3-07", "pay 3c2r")
    mine = state.view(0).events[-1]
    assert (mine.actor, mine.text, mine.is_redacted) == ("P0", "pay 3c2r", False)
    for seat in (1, 2, None):
        view = state.view(seat)
        assert texts(view)[-2:] == ["P0 recruit L3-07", "P0 pay 5"]
        assert view.events[-1].hidden
        assert view.events[-1].is_redacted


def test_hidden_bribery_and_mages_payments_show_only_their_amount() -> None:
    """§7 DEFAULT row 38: every voluntary payment; the Bribery k stays public.

    Bandits are set with the test-only ``rig`` helper (``State._evolve``).
    """
    state = rig(quiet_reveal(3, 2, payment_visibility="hidden"), bandits={"P0": 2})
    state = steps(state, "reveal E5", "P0 bribe 2", "P0 pay 1c1r")
    assert texts(state.view(0))[-2:] == ["P0 bribe 2", "P0 pay 1c1r"]
    assert texts(state.view(1))[-2:] == ["P0 bribe 2", "P0 pay 2"]
    state = round2_hitter_reveal("E6", payment_visibility="hidden")
    state = steps(state, "reveal E6", "P0 mages roll", "P0 pay 0c1r")
    assert texts(state.view(0))[-2:] == ["P0 mages roll", "P0 pay 0c1r"]
    assert texts(state.view(2))[-2:] == ["P0 mages roll", "P0 pay 1"]


def test_forced_losses_stay_public_under_hidden_payments() -> None:
    """§7: forced losses are always paid in Rubies, so they stay public in full."""
    state = hitter_reveal(payment_visibility="hidden")
    state = steps(state, "reveal L2-06 P0", "P0 hit P1", "P0 hit P2")
    assert texts(spectator(state))[-2:] == ["P0 hit P1", "P0 hit P2"]


def test_hidden_payments_with_a_counted_reserve_is_a_config_error() -> None:
    """§2.1, §7: a counted reserve in view would show every split; the engine refuses both."""
    with pytest.raises(ConfigError, match="reserve"):
        new(3, reserve="counted", payment_visibility="hidden")


# ---------------------------------------------------------------------------
# recruit_compulsory = true | false (§4.1)


def test_skip_is_always_legal_when_recruiting_is_not_compulsory() -> None:
    """§4.1: under recruit_compulsory = false, skip is legal even with money to spend."""
    state = setup(3, recruit_compulsory=False)
    assert legal(state)[-1] == "skip"
    assert "recruit L1-RB" in legal(state)
    assert "skip" not in legal(setup(3))


def test_a_skip_leaves_the_shared_deck_one_card_smaller() -> None:
    """§4.3: each skip makes the deck one card smaller: 3 players reveal 7, not 8."""
    state = setup(3, recruit_compulsory=False)
    state = act(state, "P0", "skip")
    assert decider(state) == 1
    assert chest(state, "P0").coins == 3
    state = finish_recruit(state)
    view = spectator(state)
    assert view.sleeves == (1, 2, 2)
    assert view.shared_deck == 7


# ---------------------------------------------------------------------------
# symbol_order = printed | owner_choice (§4.2)


def test_owner_choice_asks_which_symbol_comes_next_when_two_differ() -> None:
    """§4.2: L2-05 (HIT, BANDIT): the owner names BANDIT first; HIT then needs no question."""
    state = recruits(setup(3, symbol_order="owner_choice"), "L2-05", "L1-RB", "L1-RB", "flip L2-01")
    state = chance(finish_recruit(state), "reveal L2-05 P0")
    assert spectator(state).phase is Phase.NEXT
    assert legal(state) == ["next BANDIT", "next HIT"]
    state = act(state, "P0", "next BANDIT")
    assert spectator(state).phase is Phase.BANDIT
    state = act(state, "P0", "bandit P2")
    assert spectator(state).phase is Phase.HIT  # one symbol left: nothing asked
    state = act(state, "P0", "hit P1")
    assert spectator(state).phase is Phase.REVEAL


def test_owner_choice_asks_again_while_different_symbols_remain() -> None:
    """§4.2: L3-07 (RUBY, MOVE, MOVE): MOVE first, then asked again, RUBY, then the last MOVE."""
    state = recruits(
        setup(3, symbol_order="owner_choice"), "L3-07", "pay 3c2r", "L1-RB", "L1-RB", "flip L3-01"
    )
    state = finish_recruit(state)
    before = chest(state, "P0").rubies
    state = chance(state, "reveal L3-07 P0")
    assert legal(state) == ["next RUBY", "next MOVE"]
    state = act(state, "P0", "next MOVE", "move P2 left")
    assert chest(state, "P0").rubies == before
    assert legal(state) == ["next RUBY", "next MOVE"]
    state = act(state, "P0", "next RUBY")
    assert chest(state, "P0").rubies == before + 1
    assert spectator(state).phase is Phase.MOVE
    state = act(state, "P0", "move P2 right")
    assert spectator(state).phase is Phase.REVEAL


def test_owner_choice_does_not_ask_when_every_symbol_is_the_same() -> None:
    """§4.2: L2-06 (HIT, HIT) and level-1 cards never ask for an order."""
    state = chance(hitter_reveal(symbol_order="owner_choice"), "reveal L2-06 P0")
    assert spectator(state).phase is Phase.HIT
    state = act(state, "P0", "hit P1", "hit P2")
    state = chance(state, "reveal L1-RB P1")
    assert spectator(state).phase is Phase.CHOOSE


def test_next_is_illegal_under_printed_order() -> None:
    """§4.2 DEFAULT symbol_order = printed: L2-05 resolves HIT first; next is not asked."""
    state = recruits(setup(3), "L2-05", "L1-RB", "L1-RB", "flip L2-01")
    state = chance(finish_recruit(state), "reveal L2-05 P0")
    assert spectator(state).phase is Phase.HIT
    with pytest.raises(IllegalActionError):
        act(state, "P0", "next BANDIT")


# ---------------------------------------------------------------------------
# mages_order = fixed | live (§5.7)


@pytest.mark.parametrize(("mages_order", "next_decider"), [("fixed", 1), ("live", 2)])
def test_mages_order_decides_who_is_next_after_a_die_move(
    mages_order: str, next_decider: int
) -> None:
    """§5.7, §8 row 33: P0 rolls MOVE and sends P1 past P2 (8 -> 6).

    Under fixed (DEFAULT) the order read at the reveal goes on with P1; under
    live the most influential family not yet asked, P2, is next.
    """
    state = quiet_reveal(3, 2, ("E6", "E3", "E4"), mages_order=mages_order)
    state = steps(state, "reveal E6", "P0 mages roll", "P0 pay 1c0r", "roll MOVE")
    state = act(state, "P0", "move P1 left")
    assert spectator(state).gallery == (9, 6, 7)
    assert state.to_move == (next_decider,)
    state = act(state, f"P{next_decider}", "mages pass")
    assert state.to_move == (3 - next_decider,)
    state = act(state, f"P{3 - next_decider}", "mages pass")
    assert spectator(state).phase is Phase.REVEAL


def test_mages_skips_a_family_eliminated_before_its_turn() -> None:
    """§5.7: P0 rolls HIT and eliminates P1; the fixed order skips P1 and asks P2.

    P1 is set to 0 Rubies and a sold Heirloom with the test-only ``rig``
    helper (``State._evolve``).
    """
    state = rig(quiet_reveal(3, 2, ("E6", "E3", "E4")), rubies={"P1": 0}, heirloom={"P1": False})
    state = steps(state, "reveal E6", "P0 mages roll", "P0 pay 1c0r", "roll HIT", "P0 hit P1")
    assert spectator(state).eliminated == (1,)
    assert state.to_move == (2,)


# ---------------------------------------------------------------------------
# gallery_size and start_space (§3 step 5)


def test_a_larger_gallery_with_a_lower_start_space_leaves_room_on_the_right() -> None:
    """§3 step 5, §5.4: gallery_size 12, start_space 10: 10, 9, 8; P0 may move right to 11."""
    state = hitter_reveal(gallery_size=12, start_space=10)
    assert spectator(state).gallery == (10, 9, 8)
    state = steps(state, "reveal L1-CM P1", "P1 choose MOVE")
    assert {"move P0 right", "move P1 right", "move P2 right"} <= set(legal(state))
    state = act(state, "P1", "move P2 right")
    assert spectator(state).gallery == (10, 9, 11)
    assert spectator(state).influence == (2, 0, 1)


def test_a_start_space_below_the_last_space_makes_the_first_portrait_jump_right() -> None:
    """§3 step 5: start_space 7 of 9 places 7, 6, 5; spaces 8 and 9 stay free."""
    state = setup(3, start_space=7)
    assert spectator(state).gallery == (7, 6, 5)
    assert chest(state, "P0").coins == 3  # most influential still gets 3


@pytest.mark.parametrize(
    ("num_players", "options"),
    [
        (3, {"gallery_size": 4, "start_space": 4}),
        (3, {"gallery_size": 9, "start_space": 3}),
    ],
)
def test_any_gallery_longer_than_the_families_is_allowed(
    num_players: int, options: dict[str, object]
) -> None:
    """§3 step 5: gallery_size must exceed the number of families; nothing more is required.

    With 3 families a 4-space Gallery starting on space 4 (4, 3, 2; space 1
    free), or a 9-space one starting on space 3 (3, 2, 1), satisfies the rule.
    """
    state = GAME.new_state(num_players, options)
    order = [f"gallery P{k}" for k in range(num_players)]
    state = chance(state, *order)
    start = int(str(options["start_space"]))
    assert spectator(state).gallery == tuple(start - k for k in range(num_players))


def test_start_space_beyond_the_gallery_is_a_config_error() -> None:
    """§3 step 5: the starting space is a space of the Gallery."""
    with pytest.raises(ConfigError, match="start_space"):
        new(3, gallery_size=9, start_space=10)


def test_scandal_mode_offers_only_rank() -> None:
    """§5.6: spaces needs a board's zone table; until then only rank is offered."""
    (scandal,) = [o for o in GAME.spec.options if o.name == "scandal_mode"]
    assert scandal.choices == ("rank",)
    assert scandal.default == "rank"
    with pytest.raises(ConfigError):
        new(3, scandal_mode="spaces")


def test_option_defaults_are_the_spec_defaults() -> None:
    """§8 configuration keys: DEFAULT first."""
    defaults = {o.name: o.default for o in GAME.spec.options}
    assert defaults == {
        "reserve": "unlimited",
        "gallery_size": 9,
        "start_space": 9,
        "scandal_mode": "rank",
        "recruit_compulsory": True,
        "symbol_order": "printed",
        "mages_order": "fixed",
        "payment_visibility": "public",
    }
    assert rubies(setup(3)) == (10, 10, 10)
