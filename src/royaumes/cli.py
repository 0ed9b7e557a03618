"""The ``royaumes`` command line: list, read, play, simulate, rate (arena), replay and time
the games.

Each command is a few lines that call the library (``royaumes.load``,
``royaumes.Match``, ``MatchRecord``, ``replay``, :mod:`royaumes.sim`) and the
terminal renderers (:mod:`royaumes.ui`); it holds no game logic. User errors
(a bad game id, option, seat, record file...) print one red line and exit
with code 1, never a traceback. Messages are in French or English
(``--lang``, else the ``LANG`` environment variable).
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import random
import shlex
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, NoReturn

import typer
from rich import box
from rich.console import Console
from rich.markdown import Markdown
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text

import royaumes
from royaumes import sim, ui
from royaumes.bots import make_bot
from royaumes.bots.base import SEARCH_LEVELS, Bot, SeatView, canonical_bot_name
from royaumes.errors import ConfigError, GameError
from royaumes.game import CHANCE, Action, Event, Game, View
from royaumes.i18n import default_lang, t
from royaumes.match import Match, MatchRecord
from royaumes.seeding import new_seed, stream
from royaumes.sim import arena as arena_sim
from royaumes.ui.table import HumanAgent, Narrator, QuitRequested

if TYPE_CHECKING:
    from royaumes.sim.labstats import LabReport

__all__ = ["app", "main"]

app = typer.Typer(
    name="royaumes",
    help="Play, simulate and replay French crown games (Les 4 Royaumes, ...).",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_show_locals=False,
)

GameArg = Annotated[str, typer.Argument(help="A game id, e.g. quatre_royaumes (see `games`).")]
LangOpt = Annotated[
    str | None, typer.Option("--lang", help="fr or en (default: from the LANG variable).")
]
OptionOpt = Annotated[
    list[str] | None,
    typer.Option("--option", "-o", help="A game option as key=value; repeat for several."),
]
SeedOpt = Annotated[
    int | None, typer.Option("--seed", help="The root seed (default: a fresh one, printed).")
]
LEVELS_HELP = (
    "Levels, weakest first: random; easy (the heuristic, with a random move one time in "
    "three); normal (the game's heuristic; alias: heuristic); hard (a search, at most 1 s a "
    "move); expert (a deeper search, at most 3 s a move)."
)
"""The bot levels and their time per move (royaumes.bots.ismcts.LEVELS), for --bots' help."""


class _UserError(Exception):
    """A mistake on the command line, told in one line."""


def _progress_bar(console: Console) -> Progress:
    """The progress bar of long runs (simulate, arena): what runs, done of all, the time
    spent and the time left."""
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=console,
    )


def _console() -> Console:
    return Console(highlight=False)


def _lang(lang: str | None) -> str:
    try:
        return default_lang(lang)
    except ValueError as exc:
        _fail(str(exc), "en")


def _fail(message: str, lang: str) -> NoReturn:
    Console(stderr=True, highlight=False).print(
        Text(t("cli.error", lang, message=message), style="bold red"), soft_wrap=True
    )
    raise typer.Exit(1)


@contextlib.contextmanager
def _user_errors(lang: str) -> Iterator[None]:
    """Turn the engine's and the command line's errors into one red line and exit code 1."""
    try:
        yield
    except (GameError, _UserError) as exc:
        _fail(str(exc), lang)


def _options(texts: Sequence[str] | None, game: Game, lang: str) -> dict[str, str]:
    """``["max_rounds=3"]`` as ``{"max_rounds": "3"}``, checked against the game's options."""
    options: dict[str, str] = {}
    for text in texts or ():
        key, sep, value = text.partition("=")
        if not sep or not key.strip():
            raise _UserError(t("cli.bad_option", lang, text=text))
        options[key.strip()] = value.strip()
    game.spec.resolve_options(options)
    return options


def _bot_list(text: str, count: int, lang: str, *, others: bool) -> list[str]:
    """A comma list of ``count`` bot names, or one name for all."""
    names = [n.strip() for n in text.split(",") if n.strip()]
    if len(names) == 1:
        return names * count
    if len(names) != count:
        what = t("cli.seat_word" if others else "cli.seat_word_all", lang)
        raise _UserError(t("cli.bad_bots", lang, given=len(names), wanted=count, what=what))
    return names


def _load_game(game_id: str) -> Game:
    return royaumes.load(game_id)


# ---------------------------------------------------------------------------
# games, rules


@app.command("games")
def games_command(lang: LangOpt = None) -> None:
    """List the games: id, title, players and a one-line summary."""
    code = _lang(lang)
    table = Table(title=t("cli.games.title", code), box=box.ROUNDED, title_style="bold")
    table.add_column(t("cli.games.id", code), style="bold cyan", no_wrap=True)
    table.add_column(t("cli.games.game", code), no_wrap=True)
    table.add_column(t("cli.games.players", code), justify="center")
    table.add_column(t("cli.games.summary", code))
    for spec in royaumes.games():
        players = (
            str(spec.min_players)
            if spec.min_players == spec.max_players
            else f"{spec.min_players}–{spec.max_players}"
        )
        table.add_row(
            spec.id, spec.title, players, spec.summary_fr if code == "fr" else spec.summary
        )
    _console().print(table)


@app.command()
def rules(game: GameArg, lang: LangOpt = None) -> None:
    """Show a readable summary of a game's rules, with its options and their defaults."""
    code = _lang(lang)
    with _user_errors(code):
        loaded = _load_game(game)
        _console().print(Markdown(ui.rules_markdown(loaded, code)))


# ---------------------------------------------------------------------------
# play


_HEURISTIC_LEVELS = frozenset({"easy", "normal"})
"""The levels built on the game's heuristic bot (the search levels need none)."""


def _playable_bots(game: Game, names: list[str], console: Console, lang: str) -> list[str]:
    """The bot levels (aliases resolved: "heuristic" is "normal"), with the levels built on
    the heuristic ("easy", "normal") replaced by "random", with a notice, where the game has
    no heuristic bot.

    Raises:
        ConfigError: an unknown bot name.
    """
    names = [canonical_bot_name(name) for name in names]
    if not _HEURISTIC_LEVELS.intersection(names):
        return names
    try:
        make_bot("normal", game, 0, random.Random(0))
    except ConfigError:
        console.print(Text(t("cli.no_heuristic", lang, game=game.spec.id), style="yellow"))
        return ["random" if n in _HEURISTIC_LEVELS else n for n in names]
    return names


class _ThinkingBot:
    """A search bot at a terminal table: a spinner with "P2 is thinking…" while it searches.

    Args:
        bot: the bot that chooses.
        name: its level, as the record names the seat.
        label: the seat's label ("P2 · hard").
        console: where the spinner turns (nothing is drawn where it is not a terminal).
        lang: the message's language.
    """

    def __init__(self, bot: Bot, name: str, label: str, console: Console, lang: str) -> None:
        self.bot = bot
        self.name = name
        self.message = t("play.thinking", lang, seat=label)
        self.console = console

    def act(self, seat_view: SeatView, legal_actions: tuple[Action, ...]) -> Action:
        """The bot's choice, with the spinner shown while it thinks (not for a forced move)."""
        if len(legal_actions) == 1:
            return self.bot.act(seat_view, legal_actions)
        with self.console.status(Text(self.message, style="dim")):
            return self.bot.act(seat_view, legal_actions)


def _seat_bots(
    game: Game,
    names: Sequence[str | HumanAgent],
    seed: int,
    renderer: ui.Renderer,
    console: Console,
    lang: str,
) -> list[str | Bot]:
    """The seats for a terminal match: the search levels as :class:`_ThinkingBot` (built
    as :class:`royaumes.Match` builds a bot: seat ``i``'s stream ``seat/i``), the others
    as they are."""
    seats: list[str | Bot] = []
    for i, name in enumerate(names):
        if isinstance(name, str) and canonical_bot_name(name) in SEARCH_LEVELS:
            bot = make_bot(name, game, i, stream(seed, f"seat/{i}"))
            seats.append(_ThinkingBot(bot, name, renderer.seat_label(i), console, lang))
        else:
            seats.append(name)
    return seats


def _players(game: Game, players: int | None) -> int:
    """The player count asked for, or 4 brought within the game's range."""
    if players is not None:
        return players
    return min(max(4, game.spec.min_players), game.spec.max_players)


@app.command()
def play(
    game: Annotated[
        str | None,
        typer.Argument(help="A game id, e.g. quatre_royaumes (see `games`); none with --resume."),
    ] = None,
    players: Annotated[
        int | None,
        typer.Option("--players", "-p", help="The number of seats (default: 4, or the nearest)."),
    ] = None,
    seat: Annotated[int | None, typer.Option("--seat", help="Your seat, from 0.")] = None,
    bots: Annotated[
        str | None,
        typer.Option(
            "--bots",
            help="Bots for the other seats: one level for all, or a comma list in seat order "
            "(default: normal). " + LEVELS_HELP,
        ),
    ] = None,
    seed: SeedOpt = None,
    lang: LangOpt = None,
    option: OptionOpt = None,
    record: Annotated[
        Path | None,
        typer.Option(
            "--record",
            help="Where to save the record (default: records/GAME-SEED.json, or the file "
            "given to --resume).",
        ),
    ] = None,
    resume: Annotated[
        Path | None,
        typer.Option(
            "--resume",
            help="Go on with a game saved with q: its record file (game, seats, bots, options "
            "and seed come from it).",
        ),
    ] = None,
) -> None:
    """Play a game at the terminal against bots; type a move's number or its text, ? for help,
    q to save and quit."""
    code = _lang(lang)
    console = _console()
    with _user_errors(code):
        if resume is not None:
            given = {
                "--players": players,
                "--seat": seat,
                "--bots": bots,
                "--seed": seed,
                "--option": option,
            }
            names = [name for name, value in given.items() if value is not None]
            if names:
                raise _UserError(t("play.resume_conflict", code, names=", ".join(names)))
            saved = _load_record(resume, code)
            if game is not None and game != saved.game:
                raise _UserError(
                    t("play.resume_other", code, path=str(resume), saved=saved.game, game=game)
                )
            if saved.result is not None:
                raise _UserError(t("play.resume_over", code, path=str(resume)))
            if "human" not in saved.seats:
                raise _UserError(t("play.resume_no_human", code, path=str(resume)))
            loaded = _load_game(saved.game)
            num_players = saved.num_players
            seat = saved.seats.index("human")
            bot_names = [name for i, name in enumerate(saved.seats) if i != seat]
            root_seed = saved.seed
            options: dict[str, object] = dict(saved.options)
        else:
            if game is None:
                raise _UserError(t("play.no_game", code))
            loaded = _load_game(game)
            options = dict(_options(option, loaded, code))
            num_players = loaded.spec.check_num_players(_players(loaded, players))
            seat = 0 if seat is None else seat
            if not 0 <= seat < num_players:
                raise _UserError(
                    t("cli.bad_seat", code, seat=seat, players=num_players, last=num_players - 1)
                )
            bot_names = _bot_list(bots or "normal", num_players - 1, code, others=True)
            bot_names = _playable_bots(loaded, bot_names, console, code)
            root_seed = new_seed() if seed is None else seed
        # Each bot by its level, in the player's language ("P1 · difficile").
        labels = [t(f"play.bot.{canonical_bot_name(name)}", code) for name in bot_names]
        labels.insert(seat, t("play.you", code))
        renderer = ui.renderer_for(loaded, code, labels)
        human = HumanAgent(loaded, renderer, console)
        seated: list[str | HumanAgent] = list(bot_names)
        seated.insert(seat, human)
        seats = _seat_bots(loaded, seated, root_seed, renderer, console, code)
        match = Match(loaded, num_players, seats, seed=root_seed, options=options)
        human.match = match
        default_path = Path("records") / f"{loaded.spec.id}-{root_seed}.json"
        path = record or resume or default_path
        console.rule(
            t("play.welcome", code, title=loaded.spec.title, players=num_players, seed=root_seed)
        )
        console.print(", ".join(renderer.seat_label(s) for s in range(num_players)))
        narrator = Narrator(renderer, console, seat, match.state.view(seat))
        if resume is not None:
            match.restore(saved.steps)
            narrator.last = match.state.view(seat)
            console.print(
                Text(
                    t("play.resumed", code, path=str(resume), steps=len(saved.steps)), style="bold"
                )
            )
        try:
            match.run(on_step=narrator)
        except (QuitRequested, KeyboardInterrupt) as exc:
            interrupted = isinstance(exc, KeyboardInterrupt)
            if interrupted:
                console.print()
            console.print(t("play.interrupted" if interrupted else "play.quit", code))
            _save(match.record, path, console, code)
            # The record keeps no language: the hint names it when it is not the default.
            again = str(path) if code == default_lang(None) else f"{path} --lang {code}"
            hint = Text(t("play.resume_hint", code, path=again), style="dim")
            console.print(hint, soft_wrap=True)  # one line, to copy whole
            raise typer.Exit(130 if interrupted else 0) from None
        result = match.state.result
        assert result is not None
        console.print()
        console.print(renderer.final(result, match.state.view(seat)))
        _save(match.record, path, console, code)


def _load_record(path: Path, lang: str) -> MatchRecord:
    """The match record saved in ``path``; a file that cannot be read is a user error."""
    try:
        return MatchRecord.load(path)
    except OSError as exc:
        raise _UserError(
            t("cli.file_error", lang, path=str(path), reason=exc.strerror or exc)
        ) from None


def _save(record: MatchRecord, path: Path, console: Console, lang: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    record.save(path)
    console.print(Text(t("play.saved", lang, path=str(path)), style="bold"))
    console.print(Text(t("cli.replay_with", lang, path=str(path)), style="dim"))


# ---------------------------------------------------------------------------
# simulate


@app.command()
def simulate(
    game: GameArg,
    matches: Annotated[int, typer.Option("-n", "--matches", min=1, help="How many matches.")],
    players: Annotated[
        int | None,
        typer.Option(
            "--players", "-p", help="The number of seats (default: one per --bots name, or 4)."
        ),
    ] = None,
    bots: Annotated[
        str,
        typer.Option(
            "--bots",
            help="One bot level for all seats, or a comma list, one per seat. " + LEVELS_HELP,
        ),
    ] = "random",
    seed: SeedOpt = None,
    json_path: Annotated[
        Path | None, typer.Option("--json", help="Write the summary and every match as JSON.")
    ] = None,
    workers: Annotated[
        int, typer.Option("--workers", "-w", min=1, help="Local processes (1: in this one).")
    ] = 1,
    option: OptionOpt = None,
    lang: LangOpt = None,
) -> None:
    """Play many matches between bots; print win rates (95% Wilson intervals) and mean points."""
    code = _lang(lang)
    console = _console()
    with _user_errors(code):
        loaded = _load_game(game)
        options = _options(option, loaded, code)
        if players is None and "," in bots:
            players = len(bots.split(","))
        num_players = loaded.spec.check_num_players(_players(loaded, players))
        bot_names = _bot_list(bots, num_players, code, others=False)
        root_seed = new_seed() if seed is None else seed
        start = time.perf_counter()
        with _progress_bar(console) as progress:
            task = progress.add_task(t("sim.running", code, n=matches), total=matches)
            results = sim.run_matches(
                loaded.spec.id,
                num_players,
                bot_names,
                matches,
                seed=root_seed,
                options=options,
                workers=workers,
                on_progress=lambda k: progress.advance(task, k),
            )
        summary = sim.summarize(
            results,
            game=loaded.spec.id,
            bots=bot_names,
            seed=root_seed,
            options=loaded.spec.resolve_options(options),
            seconds=time.perf_counter() - start,
        )
        _print_summary(summary, console, code)
        if json_path is not None:
            json_path.parent.mkdir(parents=True, exist_ok=True)
            json_path.write_text(
                json.dumps(summary.to_json(results), indent=1) + "\n", encoding="utf-8"
            )
            console.print(t("sim.json_saved", code, path=str(json_path)))


def _seat_runs(seats: Sequence[int]) -> str:
    """Seats as runs: ``P0–P25`` rather than 26 names (a big table's bot line).

    >>> _seat_runs([0, 1, 2, 5, 7, 8])
    'P0–P2 P5 P7 P8'
    """
    runs: list[list[int]] = []
    for seat in sorted(seats):
        if runs and seat == runs[-1][-1] + 1:
            runs[-1].append(seat)
        else:
            runs.append([seat])
    return " ".join(
        f"P{run[0]}–P{run[-1]}" if len(run) > 2 else " ".join(f"P{s}" for s in run) for run in runs
    )


_OUTCOME_KEYS: dict[str, str] = {"deux_rois": "dr.cond."}
"""Where a game's ending names are told in words (message key prefix)."""


def _print_summary(summary: sim.Summary, console: Console, lang: str) -> None:
    def table(title: str, first: str, lines: Sequence[sim.WinStats], seats: bool) -> Table:
        caption = None if seats else t("sim.caption", lang)
        out = Table(title=title, caption=caption, box=box.ROUNDED)
        out.add_column(first, style="bold")
        out.add_column(t("sim.bot" if not seats else "sim.seats", lang))
        out.add_column(t("sim.wins", lang), justify="right")
        out.add_column(t("sim.win_rate", lang), justify="right")
        out.add_column(t("sim.ci", lang), justify="right", no_wrap=True)
        out.add_column(t("sim.mean_points", lang), justify="right")
        for line in lines:
            out.add_row(
                line.name,
                _seat_runs(line.seats) if seats else line.bot,
                f"{line.wins}/{line.games}",
                f"{line.win_rate:.1%}",
                f"{line.ci_low:.1%} – {line.ci_high:.1%}",
                f"{line.mean_points:+.2f}",
            )
        return out

    title = t(
        "sim.seats_title",
        lang,
        game=summary.game,
        n=summary.num_matches,
        players=summary.num_players,
        seed=summary.seed,
    )
    console.print(table(title, t("sim.seat", lang), summary.per_seat, seats=False))
    console.print(table(t("sim.bots_title", lang), t("sim.bot", lang), summary.per_bot, seats=True))
    if summary.outcomes:
        ends = Table(title=t("sim.outcomes_title", lang), box=box.ROUNDED)
        for name, justify in (
            ("sim.outcome", "left"),
            ("sim.count", "right"),
            ("sim.rate", "right"),
            ("sim.ci", "right"),
        ):
            ends.add_column(t(name, lang), justify=justify)  # type: ignore[arg-type]
        prefix = _OUTCOME_KEYS.get(summary.game)
        for line in summary.outcomes:
            label, key = line.name, f"{prefix}{line.name.lower()}"
            if prefix is not None and (said := t(key, lang)) != key:
                label = f"{line.name} · {said}"
            ends.add_row(
                label,
                f"{line.count}/{line.games}",
                f"{line.rate:.1%}",
                f"{line.ci_low:.1%} – {line.ci_high:.1%}",
            )
        console.print(ends)
    console.print(
        t(
            "sim.length",
            lang,
            actions=summary.mean_actions,
            decisions=summary.mean_decisions,
            seconds=summary.seconds,
        )
    )


# ---------------------------------------------------------------------------
# arena


def _lineup(text: str, players: int | None, lang: str) -> list[str]:
    """``"normal*2,random"`` as ``["normal", "normal", "random"]``; one name alone fills
    ``players`` seats when given."""
    try:
        names = list(arena_sim.expand_lineup(text))
    except arena_sim.LineupError as exc:
        raise _UserError(t("arena.bad_entry", lang, text=exc.entry)) from None
    if players is not None and len(names) != players:
        if len(names) != 1:
            raise _UserError(t("arena.bad_players", lang, players=players, given=len(names)))
        names *= players
    return names


def _percent(value: float | None) -> str:
    return "–" if value is None else f"{value:.1%}"


def _print_arena(summary: arena_sim.ArenaSummary, console: Console, lang: str) -> None:
    """The per-bot table (best ordinal first), then the paired comparisons; the games, seats
    and mean ranks are in the JSON output."""
    title = t(
        "arena.title",
        lang,
        game=summary.game,
        deals=summary.num_deals,
        players=summary.num_players,
        games=summary.num_games,
        seed=summary.seed,
    )
    table = Table(title=title, caption=t("arena.caption", lang), box=box.ROUNDED)
    table.add_column(t("arena.bot", lang), style="bold", no_wrap=True)
    for key in ("arena.mu", "arena.sigma", "arena.ordinal", "arena.win_share"):
        table.add_column(t(key, lang), justify="right")
    table.add_column(t("arena.ci", lang), justify="right", no_wrap=True)
    for key in ("arena.fair_share", "arena.mean_points"):
        table.add_column(t(key, lang), justify="right")
    for line in sorted(summary.bots, key=lambda b: -b.ordinal):
        interval = "–" if line.ci_low is None else f"{line.ci_low:.1%} – {line.ci_high:.1%}"
        table.add_row(
            line.name,
            f"{line.mu:.1f}",
            f"{line.sigma:.1f}",
            f"{line.ordinal:.1f}",
            _percent(line.win_share),
            interval,
            _percent(line.fair_share),
            "–" if line.mean_points is None else f"{line.mean_points:+.2f}",
        )
    console.print(table)
    if summary.pairs:
        pairs = Table(
            title=t("arena.pairs_title", lang),
            caption=t("arena.pairs_caption", lang),
            box=box.ROUNDED,
        )
        pairs.add_column(t("arena.bot", lang), style="bold")
        pairs.add_column(t("arena.against", lang))
        pairs.add_column(t("arena.ahead", lang), justify="right")
        pairs.add_column(t("arena.ci", lang), justify="right", no_wrap=True)
        pairs.add_column(t("arena.deals", lang), justify="right")
        for pair in summary.pairs:
            interval = "–" if pair.ci_low is None else f"{pair.ci_low:.1%} – {pair.ci_high:.1%}"
            pairs.add_row(
                pair.first,
                pair.second,
                _percent(pair.share),
                interval,
                f"{pair.deals_ahead} / {pair.deals_level} / {pair.deals_behind}",
            )
        console.print(pairs)
    if summary.num_games == 0:
        console.print(Text(t("arena.nothing", lang), style="dim"))
    else:
        console.print(t("arena.seconds", lang, seconds=summary.seconds))


@app.command()
def arena(
    game: GameArg,
    bots: Annotated[
        str,
        typer.Option(
            "--bots",
            help="The line-up: a bot level per seat, comma-separated; a level may repeat, "
            "and NAME*K stands for K seats (normal*3). " + LEVELS_HELP,
        ),
    ],
    deals: Annotated[
        int,
        typer.Option(
            "-n",
            "--deals",
            min=0,
            help="How many deals. Each deal is played once per rotation of the line-up "
            "(entry i at seat (i + r) mod P in rotation r), all with the deal's seed: "
            "N × P games. 0 checks the line-up and plays nothing.",
        ),
    ],
    players: Annotated[
        int | None,
        typer.Option(
            "--players",
            "-p",
            help="The number of seats P (default: one per --bots entry; one name alone "
            "then fills them all).",
        ),
    ] = None,
    option: OptionOpt = None,
    seed: SeedOpt = None,
    jobs: Annotated[
        int, typer.Option("--jobs", "-j", min=1, help="Local processes (1: in this one).")
    ] = 1,
    as_json: Annotated[
        bool,
        typer.Option("--json", help="Print one JSON document (every game included), no table."),
    ] = False,
    lang: LangOpt = None,
) -> None:
    """Rate bots against each other: every bot at every seat on the same deals (rotated
    seatings), with openskill ratings, win shares and their 95% intervals."""
    code = _lang(lang)
    console = _console()
    with _user_errors(code):
        loaded = _load_game(game)
        options = _options(option, loaded, code)
        lineup = _lineup(bots, players, code)
        spec = loaded.spec
        if not spec.min_players <= len(lineup) <= spec.max_players:
            span = (
                str(spec.min_players)
                if spec.min_players == spec.max_players
                else f"{spec.min_players}–{spec.max_players}"
            )
            raise _UserError(
                t("arena.bad_count", code, given=len(lineup), game=spec.id, players=span)
            )
        names, resolved = arena_sim.check_lineup(spec.id, lineup, options=options)
        root_seed = new_seed() if seed is None else seed
        total = deals * len(names)
        start = time.perf_counter()
        progress = _progress_bar(Console(stderr=True, highlight=False))
        with progress:
            description = t("arena.running", code, games=total, deals=deals, players=len(names))
            task = progress.add_task(description, total=total)
            matches = arena_sim.run_arena(
                spec.id,
                names,
                deals,
                seed=root_seed,
                options=resolved,
                jobs=jobs,
                on_progress=lambda k: progress.advance(task, k),
            )
        summary = arena_sim.summarize_arena(
            matches,
            game=spec.id,
            lineup=names,
            seed=root_seed,
            options=resolved,
            seconds=time.perf_counter() - start,
        )
        if as_json:
            sys.stdout.write(json.dumps(summary.to_json(matches), indent=1) + "\n")
        else:
            _print_arena(summary, console, code)


# ---------------------------------------------------------------------------
# lab


@app.command()
def lab(
    game: GameArg,
    games: Annotated[
        int,
        typer.Option(
            "-n",
            "--games",
            min=1,
            help="Games per variant, rounded up to whole rotations of the line-up (every "
            "bot at every seat of every deal).",
        ),
    ],
    out: Annotated[
        Path,
        typer.Option(
            "--out",
            help="The report's folder: report.html, plots/*.png, games.csv, games.parquet "
            "and lab.json.",
        ),
    ],
    variant: Annotated[
        list[str] | None,
        typer.Option(
            "--variant",
            help="A variant to compare with the defaults, as opt=value pieces, "
            "comma-separated; name=NAME names it, bots=hard+normal*3 gives it its own "
            "line-up. Repeat for several. None: the defaults alone.",
        ),
    ] = None,
    players: Annotated[
        int | None,
        typer.Option("--players", "-p", help="Seats per game (default: one per --bots entry)."),
    ] = None,
    bots: Annotated[
        str,
        typer.Option(
            "--bots",
            help="The line-up: a bot per seat, comma-separated, NAME*K for K seats; one "
            "name alone fills every seat; module:factory is a bot of your own "
            "(factory(game, seat, rng) -> bot). " + LEVELS_HELP,
        ),
    ] = "normal",
    seed: SeedOpt = None,
    jobs: Annotated[
        int, typer.Option("--jobs", "-j", min=1, help="Local processes (1: in this one).")
    ] = 1,
    backend: Annotated[
        str, typer.Option("--backend", help="Where games run: local processes, or ray.")
    ] = "local",
    address: Annotated[
        str | None,
        typer.Option("--address", help="The Ray cluster's address (default: a local Ray)."),
    ] = None,
    lang: LangOpt = None,
) -> None:
    """Compare rules side by side: the defaults and each --variant on the same deals,
    every seat rotated, with paired differences, a seat-balance test, distributions and a
    report (HTML with plots, CSV, Parquet)."""
    from royaumes.sim import lab as lab_sim
    from royaumes.sim.labstats import summarize_lab
    from royaumes.sim.report import write_report

    code = _lang(lang)
    console = _console()
    with _user_errors(code):
        loaded = _load_game(game)
        spec = loaded.spec
        if players is None and spec.min_players == spec.max_players:
            players = spec.min_players
        if players is None and "," not in bots and "*" not in bots:
            raise _UserError(t("lab.bad_players", code))
        if out.exists() and not out.is_dir():
            raise _UserError(t("lab.bad_out", code, path=str(out)))
        lineup = _lineup(bots, players, code)
        if backend not in ("local", "ray"):
            raise _UserError(f"--backend {backend!r}: local or ray")
        variants = [lab_sim.parse_variant(text, i) for i, text in enumerate(variant or (), 1)]
        root_seed = new_seed() if seed is None else seed
        num_players = spec.check_num_players(len(lineup))
        start = time.perf_counter()
        progress = _progress_bar(Console(stderr=True, highlight=False))
        with progress:
            task = progress.add_task(t("lab.checking", code), total=None)

            def started(total: int) -> None:
                deals = -(-games // lab_sim.rotations(lineup))
                description = t(
                    "lab.running",
                    code,
                    games=total,
                    variants=len(variants) + 1,
                    deals=deals,
                    players=num_players,
                )
                progress.update(task, total=total, description=description)

            run = lab_sim.run_lab(
                spec.id,
                num_players,
                games,
                variants,
                lineup,
                seed=root_seed,
                jobs=jobs,
                backend="ray" if backend == "ray" else "local",
                address=address,
                on_progress=lambda k: progress.advance(task, k),
                on_total=started,
            )
        run = dataclasses.replace(run, seconds=time.perf_counter() - start)
        report = summarize_lab(run)
        command = [
            "royaumes",
            "lab",
            spec.id,
            "--players",
            str(num_players),
            "-n",
            str(games),
            "--seed",
            str(root_seed),
            "--bots",
            ",".join(lineup),
            "--out",
            str(out),
        ]
        for text in variant or ():
            command += ["--variant", text]
        if backend == "ray":
            command += ["--backend", "ray"] + (["--address", address] if address else [])
        files = write_report(report, out, command=shlex.join(command), lang=code)
        _print_lab(report, console, code)
        console.print(t("lab.written", code, path=str(files.html)))


def _print_lab(report: LabReport, console: Console, lang: str) -> None:
    """The seats' win shares per variant, then each variant beside the defaults: every
    win share, the draws, the points, the length and the endings, and the events that
    changed clearly (the rest is in the report)."""
    run = report.run
    most = max(len(v.seats) for v in report.variants)
    title = t("lab.title", lang, game=run.game, players=run.num_players)
    table = Table(title=f"{title} · seed {run.seed}", box=box.ROUNDED)
    table.add_column(t("lab.variant", lang), style="bold")
    for seat in range(most):
        table.add_column(f"P{seat}", justify="right")
    table.add_column(t("lab.balance", lang), justify="right")
    table.add_column(t("lab.draws", lang), justify="right")
    for stats in report.variants:
        balance = "–" if stats.balance is None else f"p = {stats.balance.p_value:.3g}"
        cells = [_percent(s.share) for s in stats.seats] + [""] * (most - len(stats.seats))
        table.add_row(stats.name, *cells, balance, _percent(stats.draw_rate.share))
    console.print(table)
    for variant in run.variants[1:]:
        console.print(f"{variant.name}: {', '.join(run.changes(variant)) or '–'}")
    if report.lower_points_win:
        console.print(t("lab.lower_wins", lang))
    for comparison in report.comparisons:
        lines = Table(title=f"{comparison.name} − {run.variants[0].name}", box=box.ROUNDED)
        lines.add_column(t("lab.measure", lang))
        lines.add_column(t("lab.difference", lang), justify="right")
        lines.add_column("p", justify="right")
        lines.add_column("")
        for d in comparison.differences:
            if d.label.startswith("events ") and not d.clear:
                continue
            mark = t("lab.clear", lang) if d.clear else ""
            lines.add_row(d.label, d.difference_text(), d.p_text, mark)
        console.print(lines)
        if comparison.games_needed is not None and comparison.detectable is not None:
            console.print(
                t(
                    "lab.power",
                    lang,
                    needed=comparison.games_needed,
                    detectable=round(comparison.detectable * 100, 1),
                )
            )


# ---------------------------------------------------------------------------
# replay


@app.command("replay")
def replay_command(
    file: Annotated[Path, typer.Argument(help="A match record (JSON), as `play` saves it.")],
    seat: Annotated[
        int | None, typer.Option("--seat", help="Show only what this seat could see.")
    ] = None,
    spectator: Annotated[
        bool, typer.Option("--spectator", help="Show only what a spectator could see.")
    ] = False,
    step: Annotated[bool, typer.Option("--step", help="Wait for Enter after each step.")] = False,
    lang: LangOpt = None,
) -> None:
    """Show a recorded match step by step, with the round reveals and the final result."""
    code = _lang(lang)
    console = _console()
    with _user_errors(code):
        record = _load_record(file, code)
        loaded = _load_game(record.game)
        if seat is not None and not 0 <= seat < record.num_players:
            raise _UserError(
                t(
                    "cli.bad_seat",
                    code,
                    seat=seat,
                    players=record.num_players,
                    last=record.num_players - 1,
                )
            )
        watcher = None if spectator else seat
        full = seat is None and not spectator
        renderer = ui.renderer_for(loaded, code, record.seats)
        console.rule(
            t(
                "replay.header",
                code,
                game=loaded.spec.title,
                version=record.version,
                players=record.num_players,
                seed=record.seed,
            )
        )
        console.print(
            t(
                "replay.seats",
                code,
                seats=", ".join(renderer.seat_label(s) for s in range(record.num_players)),
            )
        )
        if full:
            console.print(Text(t("replay.perspective_full", code), style="dim"))
        elif watcher is None:
            console.print(Text(t("replay.perspective_spectator", code), style="dim"))
        else:
            label = renderer.seat_label(watcher)
            console.print(Text(t("replay.perspective_seat", code, seat=label), style="dim"))
        _replay(record, renderer, console, code, watcher, full=full, pause=step)


def _replay(
    record: MatchRecord,
    renderer: ui.Renderer,
    console: Console,
    lang: str,
    watcher: int | None,
    *,
    full: bool,
    pause: bool,
) -> None:
    """Narrate a record as ``watcher`` sees it (``full``: with every step's true text)."""
    states = royaumes.replay(record)
    state, _ = next(states)
    told: View = state.view(watcher)
    last = told
    pending: list[Event] = []
    total = len(record.steps)
    for number, (state, done) in enumerate(states, start=1):
        assert done is not None
        view = state.view(watcher)
        new = list(view.events[len(last.events) :])
        if full and new and new[0].is_redacted:
            # The record knows what this seat's view hid: the step's own text.
            new[0] = Event(new[0].actor, done.action, new[0].to)
        pending += new
        last = view
        if done.seat == CHANCE and state.to_move == (CHANCE,):
            continue
        for renderable in renderer.narrate(told, view, pending):
            console.print(renderable)
        told = view
        pending = []
        if pause and not state.is_over:
            console.print(renderer.board(view))
            prompt = Text(f"[{number}/{total}] " + t("replay.prompt", lang), style="dim")
            try:
                answer = console.input(prompt)
            except EOFError:
                pause = False
                continue
            if answer.strip().lower() in ("q", "quit"):
                return
    result = state.result
    if result is None:
        console.print(Text(t("replay.unfinished", lang, steps=total), style="yellow"))
    else:
        console.print()
        console.print(renderer.final(result, state.view(watcher)))


# ---------------------------------------------------------------------------
# bench


@app.command()
def bench(
    game: GameArg,
    players: Annotated[
        int | None, typer.Option("--players", "-p", help="Seats (default: the fewest).")
    ] = None,
    seconds: Annotated[
        float, typer.Option("--seconds", "-s", min=0.0, help="How long to run.")
    ] = 3.0,
    seed: Annotated[int, typer.Option("--seed", help="The random generator's seed.")] = 0,
    option: OptionOpt = None,
    path: Annotated[
        str,
        typer.Option(
            "--path",
            help="What to time: ids (the integer path), objects (the Action API) or "
            "match (random-bot matches, as simulate plays them).",
        ),
    ] = "ids",
    lang: LangOpt = None,
) -> None:
    """Time uniformly random playouts on one core, per CPU second of the process."""
    code = _lang(lang)
    with _user_errors(code):
        loaded = _load_game(game)
        options = _options(option, loaded, code)
        num_players = loaded.spec.check_num_players(
            loaded.spec.min_players if players is None else players
        )
        if path not in sim.PATHS:
            raise ConfigError(t("bench.bad_path", code, path=path, known=", ".join(sim.PATHS)))
        result = sim.bench(
            loaded.spec.id,
            num_players,
            seconds,
            seed=seed,
            options=options,
            path=path,
        )
        console = _console()
        console.print(
            Text(
                t(
                    "bench.result",
                    code,
                    game=loaded.spec.id,
                    players=num_players,
                    path=path,
                    dps=result.decisions_per_second,
                    aps=result.actions_per_second,
                    gps=result.games_per_second,
                ),
                style="bold",
            )
        )
        console.print(
            t(
                "bench.detail",
                code,
                games=result.games,
                decisions=result.decisions,
                actions=result.actions,
                cpu=result.cpu_seconds,
                wall=result.wall_seconds,
                seed=seed,
            )
        )


@app.command()
def serve(
    host: Annotated[str, typer.Option("--host", help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[
        int, typer.Option("--port", min=1, max=65535, help="Port to listen on.")
    ] = 8000,
    database_url: Annotated[
        str | None,
        typer.Option(
            "--database-url",
            envvar="ROYAUMES_DATABASE_URL",
            help="SQLAlchemy URL, e.g. postgresql+psycopg://user:pw@host/db "
            "(default: an SQLite file in the data dir).",
        ),
    ] = None,
    data_dir: Annotated[
        Path, typer.Option("--data-dir", help="Where the SQLite database lives.")
    ] = Path("royaumes-data"),
    bot_delay: Annotated[
        float, typer.Option("--bot-delay", min=0.0, help="Seconds a bot waits before acting.")
    ] = 0.6,
    lan: Annotated[
        bool,
        typer.Option(
            "--lan",
            help="Play on the local network: listen on every interface and build every link "
            "(join, host, spectator, QR codes) on this machine's LAN address.",
        ),
    ] = False,
    public_url: Annotated[
        str | None,
        typer.Option(
            "--public-url",
            envvar="ROYAUMES_PUBLIC_URL",
            help="Build links on this URL (a server behind a reverse proxy or a tunnel, "
            "e.g. https://royaumes.example.org; TLS at the proxy).",
        ),
    ] = None,
    forwarded_allow_ips: Annotated[
        str,
        typer.Option(
            "--forwarded-allow-ips",
            help="Proxies whose X-Forwarded-* headers are trusted (comma-separated IPs, or *).",
        ),
    ] = "127.0.0.1",
    gone_after: Annotated[
        float,
        typer.Option(
            "--gone-after",
            min=0.0,
            help="Seconds without a connection before a person shows as gone (a phone's "
            "short drop while it reconnects is not an absence).",
        ),
    ] = 10.0,
    cluster: Annotated[
        bool,
        typer.Option(
            "--cluster",
            help="One of several server processes on one PostgreSQL database (each live "
            "table is played by one of them; any of them serves any table).",
        ),
    ] = False,
    search_workers: Annotated[
        int | None,
        typer.Option(
            "--search-workers",
            min=1,
            envvar="ROYAUMES_SEARCH_WORKERS",
            help="Processes that choose the hard and expert bots' moves, besides the "
            "server's (default: one per core but one, at least one).",
        ),
    ] = None,
) -> None:
    """Run the online table server (API and live tables; stops with Ctrl-C)."""
    import segno
    import uvicorn

    from royaumes.server import Settings, create_app
    from royaumes.server.links import lan_address

    lang = _lang(None)
    if database_url is None:
        try:
            data_dir.mkdir(parents=True, exist_ok=True)
            probe = data_dir / ".write-test"
            probe.write_bytes(b"")
            probe.unlink()
        except OSError as exc:
            _fail(t("cli.serve_data_dir", lang, path=str(data_dir), reason=exc.strerror), lang)
    console = _console()
    if public_url is not None:
        try:
            public_url = Settings.check_public_url(public_url)
        except ValueError:
            _fail(t("cli.serve_bad_url", lang, url=public_url), lang)
    address = None
    if lan:
        host = "0.0.0.0" if host == "127.0.0.1" else host
        address = lan_address()
        if address is None:
            console.print(t("cli.serve_no_lan", lang), style="bold yellow")
        elif public_url is None:
            public_url = f"http://{address}:{port}"
    settings = Settings(
        database_url=database_url,
        data_dir=data_dir,
        bot_delay=bot_delay,
        public_url=public_url,
        gone_after=gone_after,
        cluster=cluster,
        search_workers=search_workers,
    )
    shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    console.print(t("cli.serve_open", lang, url=f"http://{shown}:{port}"), style="bold green")
    if lan and address is not None and public_url is not None:
        console.print(t("cli.serve_lan", lang, url=public_url), style="bold")
        # A phone's camera opens the lobby: one code in the terminal, no image viewer needed.
        segno.make(public_url, error="m").terminal(compact=True)
    elif public_url is not None:
        console.print(t("cli.serve_public", lang, url=public_url))
    elif not lan:
        console.print(t("cli.serve_local", lang))
    uvicorn.run(
        create_app(settings),
        host=host,
        port=port,
        log_level="info",
        proxy_headers=True,
        forwarded_allow_ips=forwarded_allow_ips,
        # A WebSocket message over the limit is refused by the protocol itself, before it
        # is read into memory (the app's own check then never sees a big one).
        ws_max_size=settings.max_message_bytes,
    )


def main() -> None:
    """Run the ``royaumes`` command line (the console script's entry point)."""
    app()


if __name__ == "__main__":
    main()
