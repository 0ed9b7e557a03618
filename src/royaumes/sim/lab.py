"""The designer's balance lab (issue 21): today's rules beside variants, on paired deals.

A lab run plays each **variant** (an option set, a line-up of bots, or both; the
game's defaults come first, as ``defaults``) on the same deals: deal ``d`` is seeded
``match_seed(seed, d)`` whatever the variant, and is played once per distinct rotation
of the line-up (rotation ``r`` seats entry ``i`` at ``(i + r) % P``, as the arena does:
:func:`rotations`), so every bot sits at every seat. A line-up of one bot is played
once a deal: its rotations would replay the same game. The deal is the unit of the
statistics: a variant is compared with the defaults deal by deal (each deal's mean
over its seatings), since a deal's seatings share its cards. Chance draws from the
same stream in every variant; where a variant changes what is drawn (another deck),
the deals are as alike as the rules allow.

Each game keeps its result, its running scores after each deal or round
(``State.interim_scores``, when the game has them: For a Crown's chests, Le Roi des
Nains' totals...), and how many public events of each kind it had (For a Crown's
``sell``: an Heirloom sold; Deux Rois' endings are in the result). The statistics are
in :mod:`royaumes.sim.labstats`, the report in :mod:`royaumes.sim.report`.

Games run on local processes (:func:`royaumes.sim.runner.map_chunks`) or on a Ray
cluster (``backend="ray"``); every game's result depends on its seeds only, so both
give the same games.
"""

from __future__ import annotations

import functools
import json
import math
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, TypeVar

from royaumes.errors import ConfigError, GameError
from royaumes.game import OptionValue
from royaumes.gamedata import DATA_FILES, check_data_shape, data_env
from royaumes.match import Match, Step
from royaumes.registry import load
from royaumes.sim.arena import check_lineup, expand_lineup, seating
from royaumes.sim.runner import MatchResult, map_chunks, match_result, match_seed, new_match

__all__ = [
    "BASELINE",
    "Backend",
    "LabGame",
    "LabRun",
    "Variant",
    "parse_variant",
    "play_lab_game",
    "run_lab",
]

_T = TypeVar("_T")

BASELINE = "defaults"
"""The name of the variant every other is compared with: the game's DEFAULT options and
the lab's line-up."""

Backend = Literal["local", "ray"]


@dataclass(frozen=True)
class Variant:
    """A set of rules (and bots) to play.

    Attributes:
        name: how the report names it.
        options: game options as given (``key -> text``), checked by the game.
        bots: its own line-up (a bot name per seat), or ``None`` for the lab's.
        data: the game's data file to play with instead of the packaged one (a deck,
            quests, characters: :mod:`royaumes.gamedata`), or ``None``.
        players: its own number of seats (``None``: the lab's). Its games are then
            not paired with the defaults' (other seats, other deals): the report
            shows them beside the others (Deux Rois' endings by player count), and
            compares them with nothing.
    """

    name: str
    options: Mapping[str, str] = field(default_factory=dict)
    bots: tuple[str, ...] | None = None
    data: str | None = None
    players: int | None = None

    def to_json(self) -> dict[str, Any]:
        """The variant as JSON."""
        return {
            "name": self.name,
            "options": dict(self.options),
            "bots": None if self.bots is None else list(self.bots),
            "data": self.data,
            "players": self.players,
        }


def rotations(lineup: Sequence[str]) -> int:
    """How many distinct seatings the rotations of ``lineup`` give: ``P`` for a line-up
    of different bots, 1 where every seat has the same bot (its rotations would replay
    the same game: a bot's random stream belongs to its seat).

    >>> rotations(["hard", "normal", "normal"]), rotations(["normal"] * 4)
    (3, 1)
    >>> rotations(["a", "b", "a", "b"])
    2
    """
    size = len(lineup)
    return next(r for r in range(1, size + 1) if seating(lineup, r) == tuple(lineup))


def parse_variant(text: str, index: int = 1) -> Variant:
    """A variant from its command-line text: ``"opt=value,opt=value"``.

    Four keys are the lab's own: ``name=...`` names the variant (default ``variant
    N``, N = ``index``), ``bots=hard+normal*3`` gives it its line-up (``+`` between
    seats, since commas separate the options), ``players=N`` its number of seats (one
    bot name alone in the lab's line-up fills them), ``data=FILE`` plays it with the game's
    data file replaced by ``FILE`` (For a Crown's deck and die, Le Roi des Nains'
    quests, Prince Noir's deck, Deux Rois' characters: a copy of the packaged file,
    changed). A piece without ``=`` goes on the value before it, so that a list option
    keeps its commas (``ranks=2,3,4``).

    Raises:
        ConfigError: an empty text, a piece before any ``key=``, an empty key, a key
            given twice, or a bad bot entry. (The options themselves are checked
            against the game by :func:`run_lab`.)

    >>> parse_variant("hold_rule=highest,name=strict")
    Variant(name='strict', options={'hold_rule': 'highest'}, bots=None, data=None, players=None)
    >>> parse_variant("bots=hard+normal*2,ranks=2,3", 2).bots
    ('hard', 'normal', 'normal')
    """
    if not text.strip():
        raise ConfigError("an empty --variant: give opt=value pieces, comma-separated")
    pieces: dict[str, str] = {}
    last: str | None = None
    for piece in text.split(","):
        if not piece.strip():
            continue  # a trailing or doubled comma
        key, sep, value = piece.partition("=")
        if not sep:
            if last is None:
                raise ConfigError(f"--variant {text!r}: {piece!r} comes before any key=value")
            pieces[last] += "," + piece
            continue
        key = key.strip()
        if not key:
            raise ConfigError(f"--variant {text!r}: a piece has no key ({piece!r})")
        if key in pieces:
            raise ConfigError(f"--variant {text!r}: {key!r} is given twice")
        pieces[key] = value
        last = key
    name = pieces.pop("name", "").strip() or f"variant {index}"
    bots_text = pieces.pop("bots", None)
    bots = None if bots_text is None else expand_lineup(bots_text, "+")
    data = pieces.pop("data", "").strip() or None
    players_text = pieces.pop("players", None)
    players = None
    if players_text is not None:
        if not players_text.strip().isdigit():
            raise ConfigError(f"--variant {text!r}: players={players_text!r} is not a number")
        players = int(players_text)
    options = {key: value.strip() for key, value in pieces.items()}
    return Variant(name=name, options=options, bots=bots, data=data, players=players)


@dataclass(frozen=True)
class LabGame:
    """One game of a lab run.

    Attributes:
        variant: the variant's name.
        deal: the deal's index; its seed is ``match_seed(root, deal)`` in every variant.
        rotation: the line-up's rotation, in ``[0, P)``.
        bots: the bot name per seat.
        result: the game's result (``result.index`` is its index in the run).
        deal_scores: each seat's running score at each boundary between deals or rounds
            the game reports (``State.interim_scores``: Le Roi des Nains and
            Débarquement when a deal starts, the first one included; For a Crown when a
            round ends), in the game's own points (Débarquement's are not negated here),
            then the final points; just the final points where the game reports none.
        events: how many public events of each kind the game had (by kind name).
    """

    variant: str
    deal: int
    rotation: int
    bots: tuple[str, ...]
    result: MatchResult
    deal_scores: tuple[tuple[float, ...], ...] = ()
    events: Mapping[str, int] = field(default_factory=dict)

    @property
    def draw(self) -> bool:
        """Whether the game ended in a draw: several winners, but not a side's members
        (a team game names the side's winning condition: Deux Rois' ``condition``)."""
        return len(self.result.winners) > 1 and "condition" not in self.result.details

    def win_shares(self) -> tuple[float, ...]:
        """Each seat's share of the win: ``1/k`` for each of ``k`` winners, else 0."""
        winners = self.result.winners
        share = 1 / len(winners) if winners else 0.0
        return tuple(share if s in winners else 0.0 for s in range(len(self.bots)))

    def to_json(self) -> dict[str, Any]:
        """The game as JSON: variant, deal, rotation, bots, the result's fields, the
        running scores and the event counts."""
        return {
            "variant": self.variant,
            "deal": self.deal,
            "rotation": self.rotation,
            "bots": list(self.bots),
            **self.result.to_json(),
            "deal_scores": [list(s) for s in self.deal_scores],
            "events": dict(self.events),
        }

    def to_row(self) -> dict[str, Any]:
        """The game as one flat row (CSV, Parquet): a column per seat for bots, points,
        ranks and win shares; the game's details, running scores and events as JSON."""
        row: dict[str, Any] = {
            "variant": self.variant,
            "deal": self.deal,
            "rotation": self.rotation,
            "index": self.result.index,
            "seed": self.result.seed,
            "num_actions": self.result.num_actions,
            "num_decisions": self.result.num_decisions,
            "winners": " ".join(f"P{s}" for s in self.result.winners),
            "draw": self.draw,
        }
        shares = self.win_shares()
        for seat, bot in enumerate(self.bots):
            row[f"bot_P{seat}"] = bot
            row[f"points_P{seat}"] = float(self.result.points[seat])
            row[f"rank_P{seat}"] = self.result.ranks[seat]
            row[f"win_P{seat}"] = shares[seat]
        row["details"] = json.dumps(dict(self.result.details), sort_keys=True)
        row["deal_scores"] = json.dumps([list(s) for s in self.deal_scores])
        row["events"] = json.dumps(dict(self.events), sort_keys=True)
        return row


def play_lab_game(
    game_id: str,
    bots: Sequence[str],
    seed: int,
    options: Mapping[str, OptionValue],
    *,
    variant: str = BASELINE,
    deal: int = 0,
    rotation: int = 0,
    index: int = 0,
) -> LabGame:
    """Play one game to its end, noting its running scores and its events.

    The game is the one :func:`royaumes.sim.runner.play_one` plays with the same
    arguments (same seeds, same streams): only what is noted differs.

    Raises:
        ConfigError: bad game, options or bot names.
    """
    match = new_match(game_id, bots, seed, options)
    game = match.game
    deal_scores: list[tuple[float, ...]] = []
    between = False  # whether the last state was already between deals

    def note(match: Match, step: Step) -> None:
        nonlocal between
        scores = match.state.interim_scores()
        if scores is not None and not between:
            deal_scores.append(tuple(float(s) for s in scores))
        between = scores is not None

    match.run(note)
    state = match.state
    result = state.result
    assert result is not None
    if game.spec.lower_points_win:  # interim scores are "higher is better" for search
        deal_scores = [tuple(-s + 0.0 for s in scores) for scores in deal_scores]
    deal_scores.append(tuple(float(p) for p in result.points))
    events = Counter(event.kind for event in state.view(None).events)
    outcome = match_result(match, index)
    return LabGame(
        variant=variant,
        deal=deal,
        rotation=rotation,
        bots=tuple(bots),
        result=outcome,
        deal_scores=tuple(deal_scores),
        events=dict(sorted(events.items())),
    )


def _play_variant_games(
    game_id: str,
    name: str,
    options: tuple[tuple[str, OptionValue], ...],
    lineup: tuple[str, ...],
    root_seed: int,
    offset: int,
    indices: Sequence[int],
) -> list[LabGame]:
    """Play the games ``indices`` of one variant (a worker's share): game ``i`` is deal
    ``i // R``, rotation ``i % R`` (``R``: :func:`rotations`); its index in the run is
    ``offset + i``. (The options come as pairs, to pickle the same everywhere.)"""
    out = []
    for index in indices:
        deal, rotation = divmod(index, rotations(lineup))
        out.append(
            play_lab_game(
                game_id,
                seating(lineup, rotation),
                match_seed(root_seed, deal),
                dict(options),
                variant=name,
                deal=deal,
                rotation=rotation,
                index=offset + index,
            )
        )
    return out


@dataclass(frozen=True)
class LabRun:
    """What a lab run played.

    Attributes:
        game: the game id.
        num_players: seats per game (``P``), but in the variants with their own.
        seed: the run's root seed.
        num_deals: deals per variant (``D``); each is played ``P`` times.
        variants: the variants, the defaults first.
        options: per variant name, every option's value (resolved).
        lineups: per variant name, its line-up (its length: the variant's seats).
        games: every game, by variant (in ``variants``' order), deal and rotation.
        seconds: the run's wall-clock time.
        backend: where the games ran.
    """

    game: str
    num_players: int
    seed: int
    num_deals: int
    variants: tuple[Variant, ...]
    options: Mapping[str, Mapping[str, OptionValue]]
    lineups: Mapping[str, tuple[str, ...]]
    games: tuple[LabGame, ...]
    seconds: float = 0.0
    backend: Backend = "local"

    def changes(self, variant: Variant) -> list[str]:
        """What ``variant`` changes from the defaults, as ``key=value`` texts: its
        options that differ, its line-up where it has its own (``bots=a+b``), its data
        file (``data=FILE``)."""
        defaults = self.options[BASELINE]
        mine = self.options[variant.name]
        changed = [f"{k}={v}" for k, v in mine.items() if defaults.get(k) != v]
        if variant.bots is not None or variant.players is not None:
            changed.append("bots=" + "+".join(self.lineups[variant.name]))
        if variant.data is not None:
            changed.append(f"data={variant.data}")
        return changed

    def of(self, variant: str) -> tuple[LabGame, ...]:
        """The games of ``variant``, by deal and rotation."""
        return tuple(g for g in self.games if g.variant == variant)


def _map_ray(
    play: Callable[[Sequence[int]], list[_T]],
    total: int,
    address: str | None,
    on_progress: Callable[[int], None] | None,
    env: Mapping[str, str] | None = None,
) -> list[_T]:
    """``play(indices)`` over ``range(total)`` as Ray tasks of about 20 games each, with
    ``env`` in their workers' environment (Ray's ``runtime_env``)."""
    try:
        import ray
    except ImportError as exc:  # the ray extra is not installed
        raise ConfigError("--backend ray needs Ray: pip install 'royaumes[ray]'") from exc
    started_here = not ray.is_initialized()
    if started_here:
        ray.init(address=address, include_dashboard=False, log_to_driver=False)
    try:
        task: Any = ray.remote(_call)
        if env:
            task = task.options(runtime_env={"env_vars": dict(env)})
        chunk = max(1, min(20, math.ceil(total / 64)))
        pending = [
            task.remote(play, list(range(i, min(i + chunk, total)))) for i in range(0, total, chunk)
        ]
        out: list[_T] = []
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            part: list[_T] = ray.get(done[0])
            out.extend(part)
            if on_progress is not None:
                on_progress(len(part))
        return out
    finally:
        if started_here:
            ray.shutdown()


def _call(play: Callable[[Sequence[int]], list[_T]], indices: Sequence[int]) -> list[_T]:
    return play(indices)


def _try_data(
    game_id: str, num_players: int, options: Mapping[str, OptionValue], indices: Sequence[int]
) -> list[int]:
    """In a worker with a designer's data file: load the game and play one game of
    random moves to its end (a data file that loads but breaks the rules shows here)."""
    game = load(game_id)
    try:
        match = Match(game, num_players, ["random"] * num_players, seed=1, options=options)
        match.play()
    except GameError:
        raise
    except Exception as exc:  # a data file the rules' code cannot play with
        raise ConfigError(
            f"the game cannot be played with this data file ({type(exc).__name__}: {exc})"
        ) from None
    return [match.num_steps]


def _data_env(
    game_id: str, variant: Variant, num_players: int, options: Mapping[str, OptionValue]
) -> dict[str, str]:
    """The environment that gives ``variant``'s games its data file, once the file is
    found to load and play (in a worker process, so that this one keeps the packaged
    data).

    Raises:
        ConfigError: the game has no data file, the file is missing, or it does not load
            or play (the game's own error, naming the file and the entry).
    """
    assert variant.data is not None
    if game_id not in DATA_FILES:
        raise ConfigError(f"{variant.name}: {game_id} has no data file to replace")
    path = Path(variant.data).expanduser().resolve()
    if not path.is_file():
        raise ConfigError(f"{variant.name}: no data file at {path}")
    try:
        check_data_shape(path.read_text("utf-8"), str(path), game_id)
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{variant.name}: cannot read {path}: {exc}") from exc
    except ConfigError as exc:
        raise ConfigError(f"{variant.name}: {exc}") from exc
    env = {data_env(game_id): str(path)}
    try:
        map_chunks(functools.partial(_try_data, game_id, num_players, dict(options)), 1, 1, env=env)
    except GameError as exc:
        message = str(exc) if str(path) in str(exc) else f"{path}: {exc}"
        raise ConfigError(f"{variant.name}: {message}") from exc
    return env


def run_lab(
    game_id: str,
    num_players: int,
    num_games: int,
    variants: Sequence[Variant],
    lineup: Sequence[str],
    *,
    seed: int,
    jobs: int = 1,
    backend: Backend = "local",
    address: str | None = None,
    on_progress: Callable[[int], None] | None = None,
    on_total: Callable[[int], None] | None = None,
) -> LabRun:
    """Play the defaults and each variant on the same deals, every seat rotated.

    Args:
        game_id: the game.
        num_players: seats per game.
        num_games: games of the defaults; the deals are ``num_games`` divided by the
            defaults' :func:`rotations`, rounded up, and every variant plays each deal
            once per distinct seating of its own line-up (every bot at every seat).
        variants: the variants to compare with the defaults (names unique, not
            ``defaults``; a variant with no options and no line-up is the defaults).
        lineup: the bot name per line-up entry (``num_players`` of them); a designer's
            bot is ``module:factory``.
        seed: the run's root seed.
        jobs: local worker processes (``backend="local"``; 1: in this process).
        backend: ``"local"`` processes or a ``"ray"`` cluster.
        address: the Ray cluster's address (``None``: a local Ray, started and stopped
            here, or the one already initialised).
        on_progress: called with the number of games just finished.
        on_total: called once, before the first game, with the number of games to play.

    Returns:
        The run (its ``seconds`` is left for the caller to fill in).

    Raises:
        ConfigError: bad game, player count, options, bot names or line-up length; a
            duplicate or reserved variant name; fewer than 1 game or job; an unknown
            backend.
    """
    game = load(game_id)
    game.spec.check_num_players(num_players)
    if num_games < 1 or jobs < 1:
        raise ConfigError("a lab needs at least 1 game per variant and 1 job")
    if backend not in ("local", "ray"):
        raise ConfigError(f"unknown backend {backend!r}: local or ray")
    names = [v.name for v in variants]
    if BASELINE in names or len(set(names)) != len(names):
        raise ConfigError(f"variant names must differ, and differ from {BASELINE!r}: {names}")
    every = (Variant(BASELINE), *variants)
    options: dict[str, dict[str, OptionValue]] = {}
    lineups: dict[str, tuple[str, ...]] = {}
    for variant in every:
        seats = variant.players or num_players
        wanted = variant.bots if variant.bots is not None else tuple(lineup)
        if seats != len(wanted) and len(set(wanted)) == 1:
            wanted = wanted[:1] * seats  # one bot name fills any number of seats
        if len(wanted) != seats:
            raise ConfigError(
                f"{variant.name}: the line-up has {len(wanted)} bots for "
                f"{seats} seats (give it bots=...)"
            )
        try:
            lineups[variant.name], options[variant.name] = check_lineup(
                game_id, wanted, options=variant.options
            )
            game.new_state(seats, options[variant.name])  # options that clash
        except ConfigError as exc:
            raise ConfigError(f"{variant.name}: {exc}") from exc
    envs: dict[str, dict[str, str]] = {}
    for variant in every:
        if variant.data is not None:
            seats = len(lineups[variant.name])
            envs[variant.name] = _data_env(game_id, variant, seats, options[variant.name])
    num_deals = math.ceil(num_games / rotations(lineups[BASELINE]))
    if on_total is not None:
        on_total(num_deals * sum(rotations(lineups[v.name]) for v in every))
    games: list[LabGame] = []
    offset = 0
    for variant in every:  # a variant's games are one block of the run's indices
        variant_lineup = lineups[variant.name]
        block = num_deals * rotations(variant_lineup)
        part = functools.partial(
            _play_variant_games,
            game_id,
            variant.name,
            tuple(sorted(options[variant.name].items())),
            variant_lineup,
            seed,
            offset,
        )
        env = envs.get(variant.name)
        if backend == "ray":
            games += _map_ray(part, block, address, on_progress, env)
        else:
            games += map_chunks(part, block, jobs, on_progress, env=env)
        offset += block
    return LabRun(
        game=game.spec.id,
        num_players=num_players,
        seed=seed,
        num_deals=num_deals,
        variants=every,
        options=options,
        lineups=lineups,
        games=tuple(sorted(games, key=lambda g: g.result.index)),
        backend=backend,
    )
