"""For a Crown: hidden information (§7), bad input (STYLE.md "Errors") and the action table.

States are built by applying chance outcomes explicitly (STYLE.md,
"Tests"); see ``_for_a_crown_helpers.py``.
"""

from __future__ import annotations

import random

import pytest

from royaumes import CHANCE
from royaumes.errors import (
    ConfigError,
    GameOverError,
    IllegalActionError,
    InvalidActionError,
    NotYourTurnError,
)
from royaumes.games.for_a_crown import GAME, Chest, Phase, catalogue, rules
from royaumes.testing import random_line

from ._for_a_crown_helpers import (
    act,
    chance,
    finish_recruit,
    finish_reveal,
    hitter_reveal,
    last_card_of_the_game,
    legal,
    new,
    quiet_reveal,
    recruits,
    rig,
    setup,
    spectator,
    steps,
    texts,
)

# ---------------------------------------------------------------------------
# Hidden information (§7)


def test_a_family_sees_its_own_chest_and_never_another() -> None:
    """§7: own Rubies, Coins and Heirloom are shown; other chests are None (a marker)."""
    state = setup(3)
    for seat in range(3):
        chests = state.view(seat).chests
        assert chests[seat] is not None
        assert [c is None for c in chests] == [k != seat for k in range(3)]
    assert spectator(state).chests == (None, None, None)
    assert state.view(0).chests[0] == Chest(10, 3, True)


def test_chests_stay_hidden_during_the_game_and_open_at_its_end() -> None:
    """§6, §7, §8 row 37: every view shows every chest once the game is over."""
    state = last_card_of_the_game(3)
    assert spectator(state).chests == (None, None, None)
    state = act(state, "P0", "choose COIN")
    for seat in (0, 1, 2, None):
        assert None not in state.view(seat).chests


def test_public_facts_are_the_same_in_every_view() -> None:
    """§7: Bandits, Gallery, sold Heirlooms, sleeves, costs and the Square are public."""
    state = hitter_reveal()
    views = [state.view(seat) for seat in (0, 1, 2, None)]
    for view in views[1:]:
        for field in (
            "gallery",
            "bandits",
            "heirloom_sold",
            "sleeves",
            "costs",
            "face_up",
            "deck_sizes",
            "level1",
            "shared_deck",
            "event_stack",
            "phase",
        ):
            assert getattr(view, field) == getattr(views[0], field), field
    assert views[0].sleeves == (2, 2, 2)


@pytest.mark.parametrize(("num_players", "seed"), [(3, 1), (4, 2), (5, 3)])
def test_the_state_accessors_read_what_the_views_show(num_players: int, seed: int) -> None:
    """``chest``, ``gallery``, ``bandits``, ``heirloom_sold`` and ``costs`` (read by a
    search's playout policy on a determinisation) equal the view's fields at every step
    of a random game; a seat's chest is the one its own view shows."""
    for state in random_line(GAME.new_state(num_players), random.Random(seed)):
        for seat in range(num_players):
            view = state.view(seat)
            assert state.chest(seat) == view.chests[seat]
            assert state.gallery == view.gallery
            assert state.bandits == view.bandits
            assert state.heirloom_sold == view.heirloom_sold
            assert state.costs == view.costs


def test_my_cards_lists_the_seats_own_mercenaries() -> None:
    """§7: a family knows its own Mercenaries; a spectator owns none."""
    state = hitter_reveal()
    assert state.view(0).my_cards == ("L1-HD", "L2-06")
    assert state.view(1).my_cards == ("L1-RB", "L1-CM")
    assert spectator(state).my_cards == ()


def test_a_blind_draw_is_seen_by_its_owner_only_until_it_is_turned_over() -> None:
    """§4.4, §7: others read draw ?; the owner reads the card; its reveal is public."""
    state = recruits(setup(3), "2 deck", "pay 3c0r", "draw L2-03")
    assert texts(state.view(0))[-1] == "chance draw L2-03"
    assert "L2-03" in state.view(0).my_cards
    for seat in (1, 2, None):
        view = state.view(seat)
        assert texts(view)[-1] == "chance draw ?"
        assert view.events[-1].is_redacted
        assert "L2-03" not in view.my_cards
    assert spectator(state).sleeves == (1, 0, 0)
    state = chance(finish_recruit(state), "reveal L2-03 P0")
    for seat in (1, 2, None):
        assert "chance reveal L2-03 P0" in texts(state.view(seat))
        assert "chance draw ?" in texts(state.view(seat))


def test_a_face_up_recruit_and_its_payment_are_public() -> None:
    """§7 (DEFAULT payment_visibility = public): card, owner and split are seen by all."""
    state = recruits(setup(3), "L3-07", "pay 3c2r")
    for seat in (0, 1, 2, None):
        assert texts(state.view(seat))[-2:] == ["P0 recruit L3-07", "P0 pay 3c2r"]


def test_the_added_event_reads_event_question_mark_to_everyone_until_the_end() -> None:
    """§9.18, §4.4: nobody sees the Event added at End of Round until the game is over."""
    state = chance(finish_reveal(quiet_reveal(3, 1)), "event E6")
    for seat in (0, 1, 2, None):
        added = [e for e in state.view(seat).events if e.text.startswith("event ")]
        assert [(e.actor, e.text, e.is_redacted) for e in added] == [("chance", "event ?", True)]
    over = act(last_card_of_the_game(3), "P0", "choose COIN")
    lines = texts(spectator(over))
    assert [line for line in lines if line.startswith("chance event")] == [
        "chance event E5",
        "chance event E3",
        "chance event E4",
    ]


def test_views_are_perfect_recall() -> None:
    """§7: a view holds every earlier event, in order."""
    before = hitter_reveal()
    after = steps(before, "reveal L1-RB P1", "P1 choose RUBY")
    for seat in (0, 1, 2, None):
        old, new_events = before.view(seat).events, after.view(seat).events
        assert new_events[: len(old)] == old
        assert [str(e) for e in new_events[len(old) :]] == [
            "chance reveal L1-RB P1",
            "P1 choose RUBY",
        ]


def test_a_view_round_trips_through_json() -> None:
    """The wire form of a view reads back to the same view."""
    view = hitter_reveal().view(1)
    assert GAME.view_from_json(view.to_json()) == view


# ---------------------------------------------------------------------------
# Bad input


@pytest.mark.parametrize(
    "text",
    ["pay 1c", "recruit L9-01", "Recruit L1-RB", "move P1 up", "pay 1c4r ", "bribe -1", ""],
)
def test_malformed_action_text_is_an_invalid_action(text: str) -> None:
    """§11: the parser accepts exactly the canonical texts."""
    with pytest.raises(InvalidActionError):
        GAME.parse_action(text)


def test_a_seat_not_to_move_gets_not_your_turn() -> None:
    """STYLE.md errors: out of turn is NotYourTurnError, naming whose turn it is."""
    state = setup(3)
    with pytest.raises(NotYourTurnError, match="P0's turn"):
        state.apply(1, GAME.parse_action("recruit L1-RB"))
    with pytest.raises(NotYourTurnError):
        state.apply(CHANCE, GAME.parse_action("reveal E1"))
    with pytest.raises(NotYourTurnError):
        hitter_reveal().apply(0, GAME.parse_action("reveal E1"))


def test_an_unaffordable_recruit_is_illegal_with_a_reason_and_changes_nothing() -> None:
    """§9.2, §4.1: an option the chest cannot pay is illegal; the state is unchanged.

    P0's chest is set to 2 Coins and 0 Rubies with the test-only ``rig``
    helper (``State._evolve``).
    """
    state = rig(setup(3), coins={"P0": 2}, rubies={"P0": 0})
    before = [state.view(seat) for seat in (0, 1, 2, None)]
    for text in ("recruit L2-05", "recruit 3 deck", "recruit L3-07"):
        with pytest.raises(IllegalActionError, match="costs more than your chest holds"):
            act(state, "P0", text)
    assert [state.view(seat) for seat in (0, 1, 2, None)] == before
    assert state.num_actions == 11
    assert legal(state) == ["recruit L1-RB", "recruit L1-HD", "recruit L1-CM"]


def test_a_payment_split_the_chest_cannot_make_is_illegal_and_changes_nothing() -> None:
    """§4.1 D1p: c <= Coins and C - c <= Rubies; the message says why and lists the legal."""
    state = act(setup(3), "P0", "recruit L3-07")  # 3 Coins, 10 Rubies, cost 5
    before = state.view(0)
    for text in ("pay 4c1r", "pay 5c0r", "pay 1c1r", "pay 0c6r"):
        with pytest.raises(IllegalActionError, match="does not pay the amount") as info:
            act(state, "P0", text)
        assert "pay 3c2r" in str(info.value)
    assert state.view(0) == before
    assert spectator(state).phase is Phase.PAY


def test_closed_columns_are_illegal_in_round_one() -> None:
    """§2.6: L4 and L5 have no tile in round 1."""
    state = setup(3)
    for text in ("recruit 4 deck", "recruit L4-03", "recruit 5 deck", "recruit L5-01"):
        with pytest.raises(IllegalActionError):
            act(state, "P0", text)


def test_a_wrong_kind_of_decision_is_illegal() -> None:
    """A payment while a recruit is expected is well formed but illegal."""
    with pytest.raises(IllegalActionError, match="recruit decision"):
        act(setup(3), "P0", "pay 1c0r")


def test_a_card_not_in_the_shared_deck_is_not_a_turn_over() -> None:
    """§4.4: a turn-over is one of the face-down cards."""
    with pytest.raises(IllegalActionError, match="not an outcome"):
        chance(hitter_reveal(), "reveal L5-01 P0")


def test_applying_after_the_end_is_game_over() -> None:
    """STYLE.md errors: any action after the end raises GameOverError."""
    state = act(last_card_of_the_game(3), "P0", "choose COIN")
    assert state.is_over
    assert state.legal_actions(0) == ()
    assert state.chance_outcomes() == ()
    with pytest.raises(GameOverError):
        state.apply(0, GAME.parse_action("recruit L1-RB"))
    with pytest.raises(GameOverError):
        state.apply(CHANCE, GAME.parse_action("reveal E1"))


@pytest.mark.parametrize("num_players", [2, 6, 0])
def test_bad_player_counts_are_config_errors(num_players: int) -> None:
    """§1: 3 to 5 players."""
    with pytest.raises(ConfigError):
        new(num_players)


@pytest.mark.parametrize(
    "options",
    [
        {"reserve": "infinite"},
        {"gallery_size": 5},  # a gallery too small for 5 families (and below the minimum)
        {"gallery_size": 9, "start_space": 10},  # start beyond the gallery
        {"gallery_size": 12, "start_space": 13},
        {"scandal_mode": "spaces"},  # §5.6: not offered until a board is transcribed
        {"symbol_order": "random"},
        {"mages_order": "random"},
        {"payment_visibility": "secret"},
        {"recruit_compulsory": "maybe"},
        {"no_such_option": 1},
        {"reserve": "counted", "payment_visibility": "hidden"},
    ],
)
def test_bad_options_are_config_errors(options: dict[str, object]) -> None:
    """§8 configuration keys: unknown names and values outside the allowed set."""
    with pytest.raises(ConfigError):
        GAME.new_state(5, options)


@pytest.mark.parametrize("seat", [3, -2, 7])
def test_a_view_for_a_seat_not_at_the_table_is_a_config_error(seat: int) -> None:
    """The view API refuses a seat that is not at the table."""
    with pytest.raises(ConfigError):
        setup(3).view(seat)


# ---------------------------------------------------------------------------
# The action table (STYLE.md "Derived tables")


def test_num_distinct_actions_and_chance_outcomes_match_the_action_table() -> None:
    """STYLE.md: the spec's counts are derived from the data, never hand-written."""
    table = rules._table()
    chance_kinds = {
        rules.ActionKind.GALLERY,
        rules.ActionKind.FLIP,
        rules.ActionKind.DRAW,
        rules.ActionKind.REVEAL,
        rules.ActionKind.REVEAL_EVENT,
        rules.ActionKind.EVENT,
        rules.ActionKind.ROLL,
    }
    seat_actions = [a for a in table.actions if a.kind not in chance_kinds]
    chance_actions = [a for a in table.actions if a.kind in chance_kinds]
    assert table.actions[: len(seat_actions)] == tuple(seat_actions)  # seat actions first
    assert GAME.spec.num_distinct_actions == len(seat_actions) == table.num_seat_actions
    assert GAME.spec.max_chance_outcomes == len(chance_actions)
    # The same counts from the catalogue and §11, independently of the table.
    cat = catalogue()
    ids, events, max_pay = len(cat.mercenaries), len(cat.events), rules._MAX_PAY
    payments = (max_pay + 1) * (max_pay + 2) // 2  # c + r = t for t in 0..max_pay
    seats, faces, symbols = 5, 6, 6
    assert GAME.spec.num_distinct_actions == (
        ids + 4 + 1 + payments + symbols + symbols + seats + seats + 2 * seats
        + (max_pay + 1) + 2
    )  # fmt: skip
    assert GAME.spec.max_chance_outcomes == seats + ids + ids + ids * seats + events + events + (
        faces
    )


def test_every_action_id_and_text_round_trips() -> None:
    """§11: str/parse_action and action_id/action_from_id are inverse."""
    total = GAME.spec.num_distinct_actions + GAME.spec.max_chance_outcomes
    for action_id in range(total):
        action = GAME.action_from_id(action_id)
        assert GAME.action_id(action) == action_id
        assert GAME.parse_action(str(action)) == action
        assert GAME.action_from_json(action.to_json()) == action
    with pytest.raises(InvalidActionError):
        GAME.action_from_id(total)


def test_an_action_id_out_of_range_is_an_invalid_action_on_the_integer_path() -> None:
    """``apply_id`` refuses an id no action has exactly as ``apply(seat,
    action_from_id(id))`` does (InvalidActionError, whoever asks and whatever the
    node, the end included): a negative id must not wrap round to the last ones (the
    die's faces) and a large one must not raise IndexError."""
    import random

    total = GAME.spec.num_distinct_actions + GAME.spec.max_chance_outcomes
    bad = (-1, -3, -6, -total, -total - 1, total, total + 1, 10**9)
    rng = random.Random(3)
    checked: set[str] = set()
    for state in random_line(new(4), rng):
        for seat in (CHANCE, *range(4)):
            for action_id in bad:
                with pytest.raises(InvalidActionError):
                    state.apply_id(seat, action_id)
        checked.add(state.fingerprint().split()[-1])
    assert state.is_over
    assert {"gallery", "flip", "recruit", "reveal", "roll", "over"} <= checked


def test_the_catalogue_holds_the_55_mercenaries_and_7_events_of_section_2() -> None:
    """§2.2, §2.3: 15 + 10 + 10 + 10 + 10 Mercenaries; 7 Events, E1 and E2 starting."""
    cat = catalogue()
    per_level = dict.fromkeys(range(1, 6), 0)
    for merc in cat.mercenaries:
        per_level[merc.level] += merc.copies
        if merc.level > 1:
            assert len(merc.symbols) == merc.level
    assert per_level == {1: 15, 2: 10, 3: 10, 4: 10, 5: 10}
    assert [e.id for e in cat.events if e.starting] == ["E1", "E2"]
    assert sum(e.copies for e in cat.events) == 7
