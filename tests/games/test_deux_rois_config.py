"""The configuration of Deux Rois pour un Royaume's main mode (spec
``shared/rules/deux_rois.md`` §2.2, §2.4.2, §2.4.3, §2.11.3, §2.14.7, Appendix A)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from royaumes.errors import ConfigError
from royaumes.game import GameSpec, OptionKind
from royaumes.games.deux_rois import characters
from royaumes.games.deux_rois.config import (
    OPTIONS,
    PHASES,
    Options,
    action_cap,
    band,
    deck,
    envoys,
    max_player_actions,
    negotiation_seconds,
    phase_seconds,
    validate,
)

SPEC = GameSpec(
    id="deux_rois", title="Deux Rois pour un Royaume", version=1, min_players=6,
    max_players=50, options=OPTIONS, summary="", summary_fr="", num_distinct_actions=1,
    max_chance_outcomes=1,
)  # fmt: skip
"""A stand-in spec, to resolve options as the game will."""


def resolve(**given: object) -> Options:
    return Options.from_resolved(SPEC.resolve_options(given))


# ---------------------------------------------------------------------------
# §2.2 deck

TABLE_2_2 = [
    # (even N, cards added, red, blue, others)
    (6, (1, 2, 3, 4, 5, 6), 3, 3, 0),
    (8, (7, 8), 4, 4, 0),
    (10, (9, 10), 4, 4, 2),
    (12, (11, 12), 5, 5, 2),
    (14, (13, 14), 6, 6, 2),
    (16, (15, 16), 7, 7, 2),
    (18, (17, 18), 8, 8, 2),
    (20, (19, 20), 9, 9, 2),
    (22, (21, 22), 9, 9, 4),
    (24, (23, 24), 10, 10, 4),
    (26, (25, 26), 10, 10, 6),
    (28, (27, 28), 11, 11, 6),
    (30, (29, 30), 12, 12, 6),
    (32, (31, 32), 13, 13, 6),
    (34, (33, 34), 14, 14, 6),
    (36, (35, 36), 14, 14, 8),
    (38, (37, 38), 15, 15, 8),
    (40, (39, 40), 16, 16, 8),
    (42, (41, 42), 17, 17, 8),
    (44, (43, 44), 17, 17, 10),
    (46, (45, 46), 18, 18, 10),
    (48, (47, 48), 19, 19, 10),
    (50, (49, 50), 19, 19, 12),
]


def colour_counts(cards: tuple[int, ...]) -> tuple[int, int, int]:
    colours = [characters()[c - 1].colour for c in cards]
    red, blue = colours.count("red"), colours.count("blue")
    return red, blue, len(colours) - red - blue


@pytest.mark.parametrize(("n", "added", "red", "blue", "others"), TABLE_2_2)
def test_each_even_count_adds_its_pair_with_the_table_colours(
    n: int, added: tuple[int, ...], red: int, blue: int, others: int
) -> None:
    previous = deck(n - 2) if n > 6 else ()
    assert tuple(c for c in deck(n) if c not in previous) == added
    assert colour_counts(deck(n)) == (red, blue, others)


@pytest.mark.parametrize("n", range(7, 50, 2))
def test_an_odd_count_adds_only_the_vagabond(n: int) -> None:
    assert deck(n) == (*deck(n - 1), 49)
    red, blue, others = colour_counts(deck(n - 1))
    assert colour_counts(deck(n)) == (red, blue, others + 1)


def test_deck_examples() -> None:
    assert deck(6) == (1, 2, 3, 4, 5, 6)
    assert deck(7) == (1, 2, 3, 4, 5, 6, 49)
    assert deck(49) == tuple(range(1, 50))
    assert deck(50) == tuple(range(1, 51))


@pytest.mark.parametrize("n", range(6, 51))
def test_deck_agrees_with_the_character_table(n: int) -> None:
    expected = tuple(
        c.number
        for c in characters()
        if (c.number == 49 and (n % 2 == 1 or n == 50)) or (c.number != 49 and c.from_players <= n)
    )
    assert deck(n) == expected


@pytest.mark.parametrize("n", range(6, 51))
def test_consequences_of_the_deal_rule(n: int) -> None:
    cards = set(deck(n))
    red, blue, _ = colour_counts(deck(n))
    assert red == blue
    assert (25 in cards, 26 in cards) == (n >= 26, n >= 26)
    assert (35 in cards, 36 in cards) == (n >= 36, n >= 36)
    assert (43 in cards) == (n >= 44)
    assert (50 in cards) == (n == 50)
    assert (49 in cards) == (n % 2 == 1 or n == 50)


@given(st.integers(min_value=6, max_value=50))
def test_deck_has_n_distinct_ascending_cards_with_both_kings(n: int) -> None:
    cards = deck(n)
    assert len(cards) == n
    assert list(cards) == sorted(set(cards))
    assert 1 in cards
    assert 2 in cards
    assert all(1 <= c <= 50 for c in cards)


@pytest.mark.parametrize("n", [-1, 0, 5, 51, 100, True, 6.0, "6"])
def test_bad_player_counts_are_refused(n: object) -> None:
    for call in (deck, band):
        with pytest.raises(ConfigError, match="6 to 50 players"):
            call(n)  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="6 to 50 players"):
        envoys(n, 1, 5)  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="6 to 50 players"):
        validate(n, Options())  # type: ignore[arg-type]


# ---------------------------------------------------------------------------
# §2.11.3 bands


@pytest.mark.parametrize(
    ("low", "high", "name"),
    [(6, 15, "6-15"), (16, 25, "16-25"), (26, 34, "26-34"), (35, 50, "35-50")],
)
def test_bands(low: int, high: int, name: str) -> None:
    for n in range(low, high + 1):
        assert band(n) == name


# ---------------------------------------------------------------------------
# §2.4.3 envoys

STANDARD = [
    (range(6, 11), (1, 1, 1, 1, 1)),
    (range(11, 14), (2, 2, 2, 1, 1)),
    (range(14, 18), (3, 2, 2, 1, 1)),
    (range(18, 22), (4, 3, 2, 1, 1)),
    (range(22, 51), (5, 4, 3, 2, 1)),
]
QUICK = [
    (range(6, 11), (1, 1, 1)),
    (range(11, 22), (2, 1, 1)),
    (range(22, 51), (3, 2, 1)),
]


@pytest.mark.parametrize(("rounds", "table"), [(5, STANDARD), (3, QUICK)])
def test_envoy_tables_cell_by_cell(rounds: int, table: list[tuple[range, tuple[int, ...]]]) -> None:
    assert [n for counts, _ in table for n in counts] == list(range(6, 51))
    for counts, ks in table:
        for n in counts:
            assert tuple(envoys(n, r, rounds) for r in range(1, rounds + 1)) == ks, n


def test_envoys_refuse_bad_rounds() -> None:
    with pytest.raises(ConfigError, match="'rounds'"):
        envoys(10, 1, 4)
    with pytest.raises(ValueError, match="round 0"):
        envoys(10, 0, 5)
    with pytest.raises(ValueError, match="round 4"):
        envoys(10, 4, 3)


# ---------------------------------------------------------------------------
# §2.4.2 timings


def test_negotiation_lengths() -> None:
    assert [negotiation_seconds(r, 5) for r in range(1, 6)] == [300, 240, 180, 120, 60]
    assert [negotiation_seconds(r, 3) for r in range(1, 4)] == [180, 120, 60]
    with pytest.raises(ConfigError, match="'rounds'"):
        negotiation_seconds(1, 4)
    with pytest.raises(ValueError, match="round 6"):
        negotiation_seconds(6, 5)


def test_phase_clock_defaults() -> None:
    opts = Options()
    expected = {
        "setup": 20, "election": 30, "usurp": 10, "lieutenant": 15, "designation": 45,
        "traitors": 20, "pre_departure": 30, "crossing": 20, "arrival_window": 15,
        "end_decisions": 20,
    }  # fmt: skip
    for phase, seconds in expected.items():
        assert phase_seconds(opts, phase, 1) == seconds, phase
    assert [phase_seconds(opts, "negotiation", r) for r in range(1, 6)] == [
        300, 240, 180, 120, 60,
    ]  # fmt: skip
    quick = resolve(rounds=3)
    assert [phase_seconds(quick, "negotiation", r) for r in range(1, 4)] == [180, 120, 60]
    assert (opts.raid_seconds, opts.post_reveal_seconds) == (60, 20)
    assert (opts.join_seconds, opts.offer_seconds) == (10, 20)


def test_automatic_phases_have_no_clock_and_unknown_phases_are_refused() -> None:
    for phase in ("event_draw", "departure", "arrival", "final_reveal", "resolution"):
        assert phase_seconds(Options(), phase, 1) is None
    for phase in PHASES:
        phase_seconds(Options(), phase, 1)
    with pytest.raises(ValueError, match="unknown phase 'nap'"):
        phase_seconds(Options(), "nap", 1)


def test_events_3_and_10_cap_the_negotiation() -> None:
    opts = Options()
    assert phase_seconds(opts, "negotiation", 1, events={3}) == 60
    assert phase_seconds(opts, "negotiation", 1, events={10}) == 120
    assert phase_seconds(opts, "negotiation", 2, events={3, 10}) == 60
    assert phase_seconds(opts, "negotiation", 5, events={10}) == 60
    assert phase_seconds(opts, "negotiation", 4, events={7}) == 120


def test_custom_clock_settings_are_returned() -> None:
    opts = resolve(setup_seconds=5, crossing_seconds="7")
    assert phase_seconds(opts, "setup", 1) == 5
    assert phase_seconds(opts, "crossing", 2) == 7


# ---------------------------------------------------------------------------
# §2.14.7 action caps


def test_action_caps() -> None:
    opts = Options()
    assert action_cap(opts, "negotiation", 10) == 500
    assert action_cap(opts, "pre_departure", 10) == 100
    assert max_player_actions(10, opts) == 10 + 5 * (500 + 8 * 100) + 2
    small = resolve(rounds=3, max_negotiation_actions_per_player=2, max_phase_actions_per_player=1)
    assert action_cap(small, "negotiation", 6) == 12
    assert max_player_actions(6, small) == 6 + 3 * (12 + 8 * 6) + 2


# ---------------------------------------------------------------------------
# Appendix A options

APPENDIX_A = {
    "rounds": 5, "historic": False, "negotiation_seconds": None, "envoy_table": None,
    "setup_seconds": 20, "election_seconds": 30, "usurp_seconds": 10,
    "lieutenant_seconds": 15, "designation_seconds": 45, "traitors_seconds": 20,
    "pre_departure_seconds": 30, "crossing_seconds": 20, "arrival_window_seconds": 15,
    "end_decisions_seconds": 20, "raid_seconds": 60,
    "post_reveal_seconds": 20, "join_seconds": 10, "offer_seconds": 20,
    "early_end": True,
    "max_negotiation_actions_per_player": 50, "max_phase_actions_per_player": 10,
    "room_split": "random", "rooms": None, "custom_deck": None, "player_ages": None,
    "election_mode": "end_of_round_vote", "allow_self_vote": False,
    "revisable_ballots": False, "binding_conflict": "latest",
    "room_sees_occurrences": True, "occurrence_detail": "class",
    "window_close": "next_reveal", "reset_counters_on_transfer": "all",
    "espion_claim": "standing", "espion_count": "distinct_players",
    "troubadour_count": "distinct_principals", "tresorier_target": "printed_not_red",
    "devin_guess": "card_number", "mda_duration": "until_first_separation",
    "impossible_reveal": "substitute", "emissary_event_immunity": "targeted_actions",
    "companion_consent": False, "silence_mode": "client", "event_draw": "generals_sum",
    "fallback": "english", "majority_requires_guillaume_in_E": True,
    "majority_requires_harold": False, "majority_measure": "normans_vs_english",
    "berserker_count": "allegiance", "killer_points": "to_killer",
    "peace_requires_alive": False, "follower_points": "band_table",
}  # fmt: skip

ALTERNATIVES = {
    "election_mode": ("standing_leader",), "binding_conflict": ("first",),
    "occurrence_detail": ("kind",), "window_close": ("phase_end",),
    "reset_counters_on_transfer": ("faussaire_and_negociateur",),
    "espion_claim": ("per_reveal",), "espion_count": ("every_reveal",),
    "troubadour_count": ("every_reveal",), "tresorier_target": ("allegiance_not_norman",),
    "devin_guess": ("character_name",), "mda_duration": ("whenever_together",),
    "impossible_reveal": ("nothing",), "emissary_event_immunity": ("none",),
    "silence_mode": ("moderated",), "event_draw": ("uniform_1_28", "generals_0_14"),
    "fallback": ("none",), "majority_measure": ("more_than_half_of_room",),
    "berserker_count": ("printed_colour",), "killer_points": ("fixed_by_card",),
    "follower_points": ("five_everywhere",), "room_split": ("manual",),
}  # fmt: skip


def test_every_option_default_is_appendix_a() -> None:
    assert {o.name: o.default for o in OPTIONS} == APPENDIX_A
    assert [f.name for f in dataclasses.fields(Options)] == [o.name for o in OPTIONS]
    assert dataclasses.asdict(Options()) == APPENDIX_A
    assert resolve() == Options()


def test_every_option_has_words_in_both_languages_and_a_valid_default() -> None:
    for option in OPTIONS:
        # the words are the catalogue's (dr.opt.<name>.desc, locales/*/deux_rois.ftl)
        assert option.words == f"dr.opt.{option.name}"
        for lang in ("en", "fr"):
            assert option.title(lang) != option.words, option.name
            description = option.describe(lang)
            assert description, option.name
            assert description != option.words + ".desc", option.name
            assert "\n" not in description
        assert option.validate(option.default) == option.default
        if option.kind is OptionKind.CHOICE:
            assert option.choices[0] == option.default
            assert option.choices[1:] == ALTERNATIVES[option.name], option.name


def test_every_alternative_resolves_and_validates() -> None:
    for option in OPTIONS:
        values: list[object] = list(option.choices[1:])
        if option.kind is OptionKind.LIST or option.name == "room_split":
            continue  # lists fit a table's N or rounds: test_list_options_* below
        if option.kind is OptionKind.BOOL:
            values = [not option.default, "true" if not option.default else "false"]
        elif option.kind is OptionKind.INT:
            values = [3] if option.name == "rounds" else [1, str(option.maximum)]
        for value in values:
            opts = resolve(**{option.name: value})
            validate(20, opts)
            assert getattr(opts, option.name) == option.validate(value)


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("rounds", 0), ("rounds", 10), ("rounds", "five"), ("historic", "yes"),
        ("setup_seconds", 0), ("setup_seconds", -3), ("offer_seconds", 3601),
        ("max_negotiation_actions_per_player", 0), ("max_phase_actions_per_player", "ten"),
        ("room_split", "by_age"), ("election_mode", "vote"), ("event_draw", "uniform"),
        ("majority_requires_guillaume_in_E", 1), ("fallback", None),
        ("negotiation_seconds", "300,5"), ("envoy_table", "1,x"), ("rooms", "N,S"),
        ("custom_deck", "1,2,51"), ("player_ages", "-1"),
    ],
)  # fmt: skip
def test_bad_values_are_refused_naming_the_option(name: str, value: object) -> None:
    with pytest.raises(ConfigError, match=f"option '{name}'"):
        SPEC.resolve_options({name: value})


def test_unknown_keys_are_refused() -> None:
    with pytest.raises(ConfigError, match="'max_actions_per_phase'"):
        SPEC.resolve_options({"max_actions_per_phase": 10})


def test_four_rounds_need_both_per_round_lists_of_that_length() -> None:
    with pytest.raises(ConfigError, match="option 'rounds': 4 is not 3 or 5"):
        validate(12, resolve(rounds=4))
    with pytest.raises(ConfigError, match="option 'rounds': 4 is not 3 or 5"):
        validate(12, resolve(rounds=4, envoy_table="2,2,1,1"))
    with pytest.raises(ConfigError, match="'envoy_table': 3 values for 4 rounds"):
        validate(12, resolve(rounds=4, envoy_table="2,1,1", negotiation_seconds="90,80,70,60"))
    with pytest.raises(ConfigError, match="'negotiation_seconds': 5 values for 3 rounds"):
        validate(12, resolve(rounds=3, negotiation_seconds="90,80,70,60,50"))
    opts = resolve(rounds=4, envoy_table="2,2,1,1", negotiation_seconds="200,150,100,50")
    validate(12, opts)
    assert [envoys(12, r, 4, opts.envoy_table) for r in (1, 2, 3, 4)] == [2, 2, 1, 1]
    assert [phase_seconds(opts, "negotiation", r) for r in (1, 2, 3, 4)] == [200, 150, 100, 50]
    validate(12, resolve(rounds=3))
    validate(12, resolve(rounds="5"))
    quick = resolve(rounds=3, negotiation_seconds="100,90,80")  # the TRAAB envoys still apply
    validate(12, quick)
    assert phase_seconds(quick, "negotiation", 2) == 90
    assert envoys(12, 1, 3, quick.envoy_table) == 2


def test_manual_rooms_are_given_exactly_with_room_split_manual_and_balanced() -> None:
    validate(7, resolve(room_split="manual", rooms="N,E,N,E,N,E,N"))
    bad = [
        ({"room_split": "manual"}, "given exactly when"),
        ({"rooms": "N,E,N,E,N,E"}, "given exactly when"),
        ({"room_split": "manual", "rooms": "N,N,N,N,E,E"}, "differ by 1 at most"),
        ({"room_split": "manual", "rooms": "N,E,N,E,N"}, "5 values for 6 players"),
    ]
    for options, message in bad:
        with pytest.raises(ConfigError, match=message):
            validate(6, resolve(**options))


def test_a_custom_deck_keeps_the_colour_balance() -> None:
    # 14 (Émissaire, blue) for 6 (Armurier, blue): the same colour class.
    assert deck(6, "1,2,3,4,5,14") == (1, 2, 3, 4, 5, 14)
    validate(6, resolve(custom_deck="14,5,4,3,2,1"))
    for custom, message in [
        ("1,2,3,4,5,13", "as many cards of each colour"),  # 13 is red: two reds for one
        ("2,3,4,5,6,14", "cards 1 and 2"),
        ("1,2,3,4,5,5", "6 distinct cards"),
        ("1,2,3,4,5", "5 values for 6 players"),
    ]:
        with pytest.raises(ConfigError, match=message):
            validate(6, resolve(custom_deck=custom))


def test_player_ages_need_one_per_seat() -> None:
    validate(6, resolve(player_ages="30,41,25,67,52,19"))
    with pytest.raises(ConfigError, match="'player_ages': 2 values for 6 players"):
        validate(6, resolve(player_ages="30,41"))


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("rounds", 7), ("rounds", 4), ("rounds", True), ("early_end", "true"),
        ("setup_seconds", "20"), ("setup_seconds", 0), ("window_close", "never"),
        ("room_split", "by_age"),
    ],
)  # fmt: skip
def test_validate_checks_directly_built_options(name: str, value: object) -> None:
    changes: dict[str, Any] = {name: value}
    opts = dataclasses.replace(Options(), **changes)
    with pytest.raises(ConfigError, match=f"option '{name}'"):
        validate(12, opts)


@given(
    st.integers(min_value=6, max_value=50),
    st.sampled_from([3, 5]),
    st.booleans(),
)
def test_default_tables_cover_every_round(n: int, rounds: int, historic: bool) -> None:
    opts = resolve(rounds=rounds, historic=historic)
    validate(n, opts)
    ks = [envoys(n, r, rounds) for r in range(1, rounds + 1)]
    assert ks == sorted(ks, reverse=True)
    assert all(1 <= k <= rounds for k in ks)
    assert ks[-1] == 1
    seconds = [phase_seconds(opts, "negotiation", r) for r in range(1, rounds + 1)]
    assert seconds == [60 * (rounds - r + 1) for r in range(1, rounds + 1)]
