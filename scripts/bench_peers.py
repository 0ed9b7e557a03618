"""Royaumes' engines beside OpenSpiel's hearts, in one run (a script, not a test).

Random playouts on one core, timed in CPU seconds of this process
(``time.process_time``), interleaved: each round measures every game and then
OpenSpiel's hearts driven from Python, so a busy machine slows all alike. It
prints, per game, the median decisions per CPU second of ``--rounds`` rounds with
their spread (min–max), the ratio to hearts in the same round (median of the
rounds), ``simulate``'s speed (random-bot :class:`royaumes.Match` games) as a
share of the engine alone, and the median time of a determinisation
(``sample_state``), against the targets of issue 18.

OpenSpiel is optional (``pip install -e '.[bench]'``); without it the hearts
column is left out. Decisions are the seats' actions (chance excluded), for both::

    .venv/bin/python scripts/bench_peers.py                  # 5 rounds of 1 s each
    .venv/bin/python scripts/bench_peers.py --rounds 3 --seconds 0.5 --json peers.json
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from dataclasses import dataclass, field
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from royaumes.sim.bench import bench, sample_state_times

# (game, players, target decisions per CPU second on the integer path, sample_state target s)
TARGETS: tuple[tuple[str, int, int, float], ...] = (
    ("quatre_royaumes", 4, 100_000, 0.0005),
    ("roi_des_nains", 4, 50_000, 0.0005),
    ("for_a_crown", 4, 50_000, 0.002),
    ("debarquement", 4, 50_000, 0.002),
    ("prince_noir", 2, 30_000, 0.002),
    ("deux_rois", 6, 30_000, 0.002),
    ("deux_rois", 50, 10_000, 0.002),
)
MATCH_SHARE_TARGET = 0.7


def hearts(seconds: float, seed: int, *, copy: bool) -> float | None:
    """OpenSpiel's hearts from Python: decisions per CPU second of random playouts
    (``apply_action`` in place, or ``child`` — a new state per action, as
    Royaumes' immutable states); ``None`` without OpenSpiel."""
    try:
        import pyspiel  # type: ignore[import-not-found,import-untyped,unused-ignore]  # the optional [bench] extra
    except ImportError:
        return None
    game = pyspiel.load_game("hearts")
    rng = random.Random(seed)
    decisions = 0
    start = time.process_time()
    deadline = start + seconds
    while time.process_time() < deadline:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                action = outcomes[rng.randrange(len(outcomes))][0]  # deals are uniform
            else:
                legal = state.legal_actions()
                action = legal[rng.randrange(len(legal))]
                decisions += 1
            if copy:
                state = state.child(action)
            else:
                state.apply_action(action)
    return decisions / (time.process_time() - start)


@dataclass
class Row:
    """One game's measurements over the rounds."""

    game: str
    players: int
    target: int
    sample_target: float
    engine: list[float] = field(default_factory=list)
    objects: list[float] = field(default_factory=list)
    match: list[float] = field(default_factory=list)
    ratio: list[float] = field(default_factory=list)
    sample_median: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "target": self.target,
            "engine": self.engine,
            "objects": self.objects,
            "match": self.match,
            "ratio_to_hearts": self.ratio,
            "sample_state_median_s": self.sample_median,
        }


def spread(values: list[float]) -> str:
    """``median [min–max]`` in thousands."""
    if not values:
        return "—"
    return (
        f"{statistics.median(values) / 1000:,.1f}k "
        f"[{min(values) / 1000:,.1f}–{max(values) / 1000:,.1f}]"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=1.0, help="per measurement")
    parser.add_argument("--positions", type=int, default=100, help="sample_state draws")
    parser.add_argument("--json", help="also write the measurements to this file")
    args = parser.parse_args()
    console = Console(width=max(Console().width, 150))
    rows = [Row(g, n, target, sample) for g, n, target, sample in TARGETS]
    peer: list[float] = []
    peer_copy: list[float] = []
    for r in range(args.rounds):
        console.print(f"round {r + 1}/{args.rounds}", style="dim")
        in_place = hearts(args.seconds, r, copy=False)
        copied = hearts(args.seconds, r, copy=True)
        for row in rows:
            engine = bench(row.game, row.players, args.seconds, seed=r, path="ids")
            row.engine.append(engine.decisions_per_second)
            objects = bench(row.game, row.players, args.seconds / 2, seed=r, path="objects")
            row.objects.append(objects.decisions_per_second)
            match = bench(row.game, row.players, args.seconds, seed=r, path="match")
            row.match.append(match.decisions_per_second)
            if in_place is not None:
                row.ratio.append(engine.decisions_per_second / in_place)
        if in_place is not None and copied is not None:
            peer.append(in_place)
            peer_copy.append(copied)
    for row in rows:
        times = sample_state_times(row.game, row.players, args.positions, seed=1)
        row.sample_median = statistics.median(times)

    title = "Random playouts, one core, decisions per CPU second (median [min–max])"
    table = Table(title=escape(title))
    for column in (
        "game",
        "integer path",
        "target",
        "× hearts",
        "objects",
        "simulate/engine",
        "sample_state",
        "",
    ):
        table.add_column(column, justify="left" if column == "game" else "right")
    for row in rows:
        share = statistics.median(m / e for m, e in zip(row.match, row.engine, strict=True))
        met = (
            statistics.median(row.engine) >= row.target
            and share >= MATCH_SHARE_TARGET
            and row.sample_median <= row.sample_target
        )
        table.add_row(
            f"{row.game} {row.players}p",
            spread(row.engine),
            f"≥ {row.target / 1000:,.0f}k",
            f"{statistics.median(row.ratio):.2f}" if row.ratio else "—",
            spread(row.objects),
            f"{share:.2f}",
            f"{row.sample_median * 1000:.2f} ms (≤ {row.sample_target * 1000:g})",
            "✓" if met else "✗",
        )
    if peer:
        table.add_row("OpenSpiel hearts (apply_action)", spread(peer), "", "1.00", "", "", "", "")
        table.add_row("OpenSpiel hearts (child)", spread(peer_copy), "", "", "", "", "", "")
    else:
        console.print("OpenSpiel is not installed (pip install -e '.[bench]'): no hearts column")
    console.print(table)
    if args.json:
        data = {
            "rounds": args.rounds,
            "seconds": args.seconds,
            "hearts": peer,
            "hearts_child": peer_copy,
            "games": [row.to_json() for row in rows],
        }
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(data, out, indent=1)


if __name__ == "__main__":
    main()
