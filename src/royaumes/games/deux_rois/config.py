"""The configuration of Deux Rois pour un Royaume's main mode (game id ``deux_rois``).

What a table of N players is made of before the first action: the options of
Appendix A, the deck for N (§2.2), the player-count band (§2.11.3), the envoys
per room and round (§2.4.3), the clock settings (§2.4.2) and the action caps
(§2.14.7). Rules: ``shared/rules/deux_rois.md``.

Appendix A's list-valued keys are ``LIST`` options, stored as comma-separated text
(``"180,120,60"``), ``off`` meaning the rules' own table: ``negotiation_seconds`` (one
length per round), ``envoy_table`` (k per round: a table has one N, so the spec's "per N
and round" is one list), ``rooms`` (``room_split=manual``), ``custom_deck`` and
``player_ages`` (event 14's council). ``max_actions_per_phase`` (a pair) is the
two options ``max_negotiation_actions_per_player`` and
``max_phase_actions_per_player``.

Standard library only, besides the engine's protocol and the character table.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Final

from royaumes.errors import ConfigError
from royaumes.game import GameOptions, OptionKind, OptionSpec, list_items, option

__all__ = [
    "BANDS",
    "ENVOY_TABLES",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NEGOTIATION_CAPS",
    "NEGOTIATION_SECONDS",
    "OPTIONS",
    "PHASES",
    "Options",
    "action_cap",
    "band",
    "deck",
    "envoys",
    "max_player_actions",
    "negotiation_seconds",
    "phase_seconds",
    "validate",
]

MIN_PLAYERS: Final = 6
"""The fewest players of the main mode (§2.2)."""
MAX_PLAYERS: Final = 50
"""The most players of the main mode (§2.2)."""

VAGABOND: Final = 49
"""The card added at every odd player count (§2.2)."""

BANDS: Final = ("6-15", "16-25", "26-34", "35-50")
"""The player-count bands of the victory conditions, smallest first (§2.11.3)."""

ENVOY_TABLES: Final[Mapping[int, tuple[tuple[int, int, tuple[int, ...]], ...]]] = {
    5: (
        (6, 10, (1, 1, 1, 1, 1)),
        (11, 13, (2, 2, 2, 1, 1)),
        (14, 17, (3, 2, 2, 1, 1)),
        (18, 21, (4, 3, 2, 1, 1)),
        (22, 50, (5, 4, 3, 2, 1)),
    ),
    3: (
        (6, 10, (1, 1, 1)),
        (11, 21, (2, 1, 1)),
        (22, 50, (3, 2, 1)),
    ),
}
"""The TRAAB envoy tables by round count: rows ``(lowest N, highest N, k per round)``
(§2.4.3; TRAAB's "22+" row runs up to 50)."""

NEGOTIATION_SECONDS: Final[Mapping[int, tuple[int, ...]]] = {
    5: (300, 240, 180, 120, 60),
    3: (180, 120, 60),
}
"""The TRAAB negotiation lengths in seconds by round count, round 1 first (§2.4.2)."""

NEGOTIATION_CAPS: Final[Mapping[int, int]] = {3: 60, 10: 120}
"""Historic events that cap a negotiation: event number -> most seconds (§2.4.2, §2.12.2)."""

_CLOCKED: Final[Mapping[str, str]] = {
    "setup": "setup_seconds",
    "election": "election_seconds",
    "usurp": "usurp_seconds",
    "lieutenant": "lieutenant_seconds",
    "designation": "designation_seconds",
    "traitors": "traitors_seconds",
    "pre_departure": "pre_departure_seconds",
    "crossing": "crossing_seconds",
    "arrival_window": "arrival_window_seconds",
    "end_decisions": "end_decisions_seconds",
}

_AUTOMATIC: Final = (
    "event_draw",
    "departure",
    "arrival",
    "final_reveal",
    "resolution",
    "scoring",
    "over",
)

PHASES: Final = (
    "setup",
    "negotiation",
    "election",
    "usurp",
    "lieutenant",
    "designation",
    "event_draw",
    "traitors",
    "pre_departure",
    "departure",
    "crossing",
    "arrival",
    "arrival_window",
    "final_reveal",
    "end_decisions",
    "resolution",
    "scoring",
    "over",
)
"""The main mode's phase names, in play order (§8.3)."""

_OTHER_CAPPED_PHASES: Final = 8
"""Decision phases per round besides negotiation: election, usurp, lieutenant,
designation, traitors, pre_departure, crossing, arrival_window (§2.14.7)."""


# ---------------------------------------------------------------------------
# Options (Appendix A)


@dataclass(frozen=True, slots=True)
class Options(GameOptions):
    """The options of one table (Appendix A order where it fits; DEFAULTs from the spec):
    the one schema of the game's configuration keys, their words the catalogue's
    ``dr.opt.*`` (``locales/*/deux_rois.ftl``)."""

    rounds: int = option(OptionKind.INT, 5, minimum=1, maximum=9)
    negotiation_seconds: str | None = option(
        OptionKind.LIST, None, minimum=10, maximum=3600, allow_off=True
    )
    envoy_table: str | None = option(OptionKind.LIST, None, minimum=0, maximum=25, allow_off=True)
    historic: bool = option(OptionKind.BOOL, False)
    setup_seconds: int = option(OptionKind.INT, 20, minimum=1, maximum=3600)
    election_seconds: int = option(OptionKind.INT, 30, minimum=1, maximum=3600)
    usurp_seconds: int = option(OptionKind.INT, 10, minimum=1, maximum=3600)
    lieutenant_seconds: int = option(OptionKind.INT, 15, minimum=1, maximum=3600)
    designation_seconds: int = option(OptionKind.INT, 45, minimum=1, maximum=3600)
    traitors_seconds: int = option(OptionKind.INT, 20, minimum=1, maximum=3600)
    pre_departure_seconds: int = option(OptionKind.INT, 30, minimum=1, maximum=3600)
    crossing_seconds: int = option(OptionKind.INT, 20, minimum=1, maximum=3600)
    arrival_window_seconds: int = option(OptionKind.INT, 15, minimum=1, maximum=3600)
    end_decisions_seconds: int = option(OptionKind.INT, 20, minimum=1, maximum=3600)
    raid_seconds: int = option(OptionKind.INT, 60, minimum=1, maximum=3600)
    post_reveal_seconds: int = option(OptionKind.INT, 20, minimum=1, maximum=3600)
    join_seconds: int = option(OptionKind.INT, 10, minimum=1, maximum=3600)
    offer_seconds: int = option(OptionKind.INT, 20, minimum=1, maximum=3600)
    early_end: bool = option(OptionKind.BOOL, True)
    max_negotiation_actions_per_player: int = option(OptionKind.INT, 50, minimum=1, maximum=10000)
    max_phase_actions_per_player: int = option(OptionKind.INT, 10, minimum=1, maximum=10000)
    room_split: str = option(OptionKind.CHOICE, "random", choices=("random", "manual"))
    rooms: str | None = option(OptionKind.LIST, None, choices=("N", "E"), allow_off=True)
    custom_deck: str | None = option(OptionKind.LIST, None, minimum=1, maximum=50, allow_off=True)
    player_ages: str | None = option(OptionKind.LIST, None, minimum=0, maximum=150, allow_off=True)
    election_mode: str = option(
        OptionKind.CHOICE, "end_of_round_vote", choices=("end_of_round_vote", "standing_leader")
    )
    allow_self_vote: bool = option(OptionKind.BOOL, False)
    revisable_ballots: bool = option(OptionKind.BOOL, False)
    binding_conflict: str = option(OptionKind.CHOICE, "latest", choices=("latest", "first"))
    room_sees_occurrences: bool = option(OptionKind.BOOL, True)
    occurrence_detail: str = option(OptionKind.CHOICE, "class", choices=("class", "kind"))
    window_close: str = option(
        OptionKind.CHOICE, "next_reveal", choices=("next_reveal", "phase_end")
    )
    reset_counters_on_transfer: str = option(
        OptionKind.CHOICE, "all", choices=("all", "faussaire_and_negociateur")
    )
    espion_claim: str = option(OptionKind.CHOICE, "standing", choices=("standing", "per_reveal"))
    espion_count: str = option(
        OptionKind.CHOICE, "distinct_players", choices=("distinct_players", "every_reveal")
    )
    troubadour_count: str = option(
        OptionKind.CHOICE, "distinct_principals", choices=("distinct_principals", "every_reveal")
    )
    tresorier_target: str = option(
        OptionKind.CHOICE, "printed_not_red", choices=("printed_not_red", "allegiance_not_norman")
    )
    devin_guess: str = option(
        OptionKind.CHOICE, "card_number", choices=("card_number", "character_name")
    )
    mda_duration: str = option(
        OptionKind.CHOICE,
        "until_first_separation",
        choices=("until_first_separation", "whenever_together"),
    )
    impossible_reveal: str = option(
        OptionKind.CHOICE, "substitute", choices=("substitute", "nothing")
    )
    emissary_event_immunity: str = option(
        OptionKind.CHOICE, "targeted_actions", choices=("targeted_actions", "none")
    )
    companion_consent: bool = option(OptionKind.BOOL, False)
    silence_mode: str = option(OptionKind.CHOICE, "client", choices=("client", "moderated"))
    event_draw: str = option(
        OptionKind.CHOICE, "generals_sum", choices=("generals_sum", "uniform_1_28", "generals_0_14")
    )
    fallback: str = option(OptionKind.CHOICE, "english", choices=("english", "none"))
    majority_requires_guillaume_in_E: bool = option(OptionKind.BOOL, True)  # noqa: N815 (the spec's key)
    majority_requires_harold: bool = option(OptionKind.BOOL, False)
    majority_measure: str = option(
        OptionKind.CHOICE,
        "normans_vs_english",
        choices=("normans_vs_english", "more_than_half_of_room"),
    )
    berserker_count: str = option(
        OptionKind.CHOICE, "allegiance", choices=("allegiance", "printed_colour")
    )
    killer_points: str = option(
        OptionKind.CHOICE, "to_killer", choices=("to_killer", "fixed_by_card")
    )
    peace_requires_alive: bool = option(OptionKind.BOOL, False)
    follower_points: str = option(
        OptionKind.CHOICE, "band_table", choices=("band_table", "five_everywhere")
    )


OPTIONS: Final[tuple[OptionSpec, ...]] = Options.specs("dr")
"""The main mode's options, as the ``GameSpec`` holds them."""


# ---------------------------------------------------------------------------
# Player count: deck and band


def _check_players(num_players: object) -> int:
    if (
        not isinstance(num_players, int)
        or isinstance(num_players, bool)
        or not MIN_PLAYERS <= num_players <= MAX_PLAYERS
    ):
        raise ConfigError(
            f"deux_rois is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {num_players!r}"
        )
    return num_players


def _check_rounds(rounds: object) -> int:
    if not isinstance(rounds, int) or isinstance(rounds, bool) or rounds not in ENVOY_TABLES:
        raise ConfigError(
            f"option 'rounds': {rounds!r} is not 3 or 5 (another count needs "
            "negotiation_seconds and envoy_table lists of that length)"
        )
    return rounds


def ints(value: str | None) -> tuple[int, ...] | None:
    """A ``LIST`` option's integers (``"180,120"`` -> ``(180, 120)``); ``None`` when off.

    >>> ints("180,120,60"), ints(None)
    ((180, 120, 60), None)
    """
    items = list_items(value)
    return None if items is None else tuple(int(x) for x in items)


def deck(num_players: int, custom: str | None = None) -> tuple[int, ...]:
    """The card numbers in play for ``num_players`` players, ascending (§2.2).

    Even N: cards 1..N; odd N: cards 1..N-1 and 49 (the Vagabond). ``custom``: the
    ``custom_deck`` option, checked (:func:`validate`) and used instead.

    >>> deck(7), deck(6, "1,2,3,4,5,14")
    ((1, 2, 3, 4, 5, 6, 49), (1, 2, 3, 4, 5, 14))

    Raises:
        ConfigError: ``num_players`` is not an integer in 6..50, or a bad custom deck.
    """
    n = _check_players(num_players)
    even = n - n % 2
    cards = list(range(1, even + 1))
    if n % 2:
        cards.append(VAGABOND)
    standard = tuple(cards)
    chosen = ints(custom)
    if chosen is None:
        return standard
    _check_custom_deck(n, standard, chosen)
    return tuple(sorted(chosen))


def _check_custom_deck(n: int, standard: tuple[int, ...], chosen: tuple[int, ...]) -> None:
    """§2.2: N distinct cards, 1 and 2 among them, as many of each colour class as the
    standard deck for N."""
    from royaumes.games.deux_rois.characters import characters

    def classes(cards: Collection[int]) -> Counter[str]:
        return Counter(characters()[c - 1].colour for c in cards)

    problem = ""
    if len(chosen) != n or len(set(chosen)) != n:
        problem = f"it must list {n} distinct cards"
    elif not {1, 2} <= set(chosen):
        problem = "cards 1 and 2 must be in it"
    elif classes(chosen) != classes(standard):
        want = ", ".join(f"{k} {v}" for k, v in sorted(classes(standard).items()))
        problem = f"it must hold as many cards of each colour as the standard deck ({want})"
    if problem:
        raise ConfigError(f"option 'custom_deck': {problem} (§2.2)")


def band(num_players: int) -> str:
    """The player-count band of the victory conditions: ``"6-15"``, ``"16-25"``,
    ``"26-34"`` or ``"35-50"`` (§2.11.3; N is the count at setup).

    Raises:
        ConfigError: ``num_players`` is not an integer in 6..50.
    """
    n = _check_players(num_players)
    if n <= 15:
        return BANDS[0]
    if n <= 25:
        return BANDS[1]
    if n <= 34:
        return BANDS[2]
    return BANDS[3]


# ---------------------------------------------------------------------------
# Rounds: envoys and timings


def _check_round(round_no: object, rounds: int) -> int:
    if not isinstance(round_no, int) or isinstance(round_no, bool) or not 1 <= round_no <= rounds:
        raise ValueError(f"round {round_no!r} is not in 1..{rounds}")
    return round_no


def envoys(num_players: int, round_no: int, rounds: int, custom: str | None = None) -> int:
    """k, the envoys each room designates in round ``round_no`` of ``rounds`` (§2.4.3).

    The TRAAB table (or ``custom``, the ``envoy_table`` option: k per round) before
    extras (Commandant, event 20) and before the cap by eligible players, which are the
    state's business.

    >>> envoys(22, 1, 5), envoys(22, 1, 3), envoys(22, 2, 4, "3,2,2,1")
    (5, 3, 2)

    Raises:
        ConfigError: ``num_players`` not in 6..50, or ``rounds`` not 3 or 5 without
            a custom table.
        ValueError: ``round_no`` not in 1..rounds.
    """
    n = _check_players(num_players)
    chosen = ints(custom)
    if chosen is not None:
        return chosen[_check_round(round_no, len(chosen)) - 1]
    table = ENVOY_TABLES[_check_rounds(rounds)]
    r = _check_round(round_no, rounds)
    for low, high, ks in table:
        if low <= n <= high:
            return ks[r - 1]
    raise AssertionError(f"no envoy row for {n} players")  # pragma: no cover


def negotiation_seconds(round_no: int, rounds: int, custom: str | None = None) -> int:
    """The clock setting of round ``round_no``'s negotiation, in seconds (§2.4.2):
    300/240/180/120/60 in a 5-round game, 180/120/60 in a 3-round game, or
    ``custom`` (the ``negotiation_seconds`` option, one length per round).

    Raises:
        ConfigError: ``rounds`` not 3 or 5 without a custom list.
        ValueError: ``round_no`` not in 1..rounds.
    """
    chosen = ints(custom)
    if chosen is not None:
        return chosen[_check_round(round_no, len(chosen)) - 1]
    lengths = NEGOTIATION_SECONDS[_check_rounds(rounds)]
    return lengths[_check_round(round_no, rounds) - 1]


def phase_seconds(
    opts: Options, phase: str, round_no: int, *, events: Collection[int] = ()
) -> int | None:
    """The clock setting of a phase, in seconds: when the table's clock applies
    HOST ``end_phase`` (§2.4.2).

    Args:
        opts: the table's options.
        phase: a phase name of §8.3 (:data:`PHASES`).
        round_no: the round, 1..``opts.rounds``; read for ``negotiation`` only.
        events: the historic events active for this phase; events 3 and 10 cap
            the negotiation at 60 and 120 seconds (min of the two lengths).

    Returns:
        The seconds for a decision phase; ``None`` for an automatic phase
        (``event_draw``, ``departure``, ``arrival``, ``final_reveal``,
        ``resolution``, ``scoring``, ``over``). ``crossing`` gives
        ``crossing_seconds``, which applies only when crossing is a decision
        phase (event 23); otherwise the engine runs through it.

    Raises:
        ConfigError: ``opts.rounds`` not 3 or 5 (negotiation).
        ValueError: an unknown phase, or ``round_no`` not in 1..rounds (negotiation).
    """
    if phase == "negotiation":
        seconds = negotiation_seconds(round_no, opts.rounds, opts.negotiation_seconds)
        for event, cap in NEGOTIATION_CAPS.items():
            if event in events:
                seconds = min(seconds, cap)
        return seconds
    if phase in _CLOCKED:
        value: int = getattr(opts, _CLOCKED[phase])
        return value
    if phase in _AUTOMATIC:
        return None
    raise ValueError(f"unknown phase {phase!r}; known: {', '.join(PHASES)}")


# ---------------------------------------------------------------------------
# Action caps (§2.14.7)


def action_cap(opts: Options, phase: str, num_players: int) -> int:
    """The most player actions a decision phase takes before it ends as on HOST
    ``end_phase`` (§2.14.7): ``max_negotiation_actions_per_player`` × N in a
    negotiation, ``max_phase_actions_per_player`` × N in any other phase.

    Raises:
        ConfigError: ``num_players`` not in 6..50.
    """
    n = _check_players(num_players)
    if phase == "negotiation":
        return opts.max_negotiation_actions_per_player * n
    return opts.max_phase_actions_per_player * n


def max_player_actions(num_players: int, opts: Options) -> int:
    """A bound on the player actions of a whole game (§2.14.7): N setup answers,
    per round a negotiation and eight other capped phases, two attack choices.
    HOST and chance actions are not counted.

    Raises:
        ConfigError: ``num_players`` not in 6..50.
    """
    n = _check_players(num_players)
    negotiation = action_cap(opts, "negotiation", n)
    other = action_cap(opts, "election", n)
    return n + opts.rounds * (negotiation + _OTHER_CAPPED_PHASES * other) + 2


# ---------------------------------------------------------------------------
# Validation


def validate(num_players: int, opts: Options) -> None:
    """Check a table's options as a whole (Appendix A); the game calls it after
    ``GameSpec.resolve_options`` and :meth:`Options.from_resolved`.

    Checks: the player count; every attribute is a value its option allows
    (so directly built ``Options`` are checked too); ``rounds`` is 3 or 5 unless
    ``negotiation_seconds`` and ``envoy_table`` are both given; each per-round list
    has ``rounds`` items, each per-seat list N; manual rooms are as even as §2.3 asks
    (sizes differ by at most 1) and given exactly when ``room_split=manual``; a
    custom deck is as §2.2 asks.

    Raises:
        ConfigError: the first problem found; the message names the option.
    """
    _check_players(num_players)
    for spec in OPTIONS:
        value = getattr(opts, spec.name)
        normalised = spec.validate(value)
        if normalised != value or type(normalised) is not type(value):
            raise ConfigError(
                f"option {spec.name!r}: {value!r} is not a {spec.kind} value; use {normalised!r}"
            )
    n = num_players
    per_round = {"negotiation_seconds": opts.negotiation_seconds, "envoy_table": opts.envoy_table}
    if opts.rounds not in ENVOY_TABLES and None in per_round.values():
        _check_rounds(opts.rounds)
    for name, value in per_round.items():
        items = list_items(value)
        if items is not None and len(items) != opts.rounds:
            raise ConfigError(
                f"option {name!r}: {len(items)} values for {opts.rounds} rounds (one per round)"
            )
    for name in ("rooms", "custom_deck", "player_ages"):
        items = list_items(getattr(opts, name))
        if items is not None and len(items) != n:
            raise ConfigError(f"option {name!r}: {len(items)} values for {n} players (one each)")
    rooms = list_items(opts.rooms)
    if (opts.room_split == "manual") != (rooms is not None):
        raise ConfigError("option 'rooms' is given exactly when room_split is manual")
    if rooms is not None and abs(rooms.count("N") - rooms.count("E")) > 1:
        raise ConfigError("option 'rooms': the two rooms' sizes may differ by 1 at most (§2.3)")
    deck(n, opts.custom_deck)
