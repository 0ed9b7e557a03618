"""Load benchmark of the table server (a script, not a test).

Starts ``royaumes serve`` on a fresh SQLite database (or ``--database-url``),
creates N tables of bots, connects one spectator WebSocket per table, and for
``--seconds`` (after ``--warmup`` seconds, while the tables are created)
measures the latency from each committed action (the update's ``at``, the
server's commit time) to its arrival at the spectator, the actions per second
over all tables, the longest gap between two updates of one table beyond the
bots' delay (a stall), and the server's CPU time per action (its process's
user + system time over the window). Finished tables are replaced by new ones.
Several sizes run one after the other, each on a fresh server:

    .venv/bin/python scripts/bench_server.py --tables 200,500,1000 --seconds 30
    .venv/bin/python scripts/bench_server.py --tables 500 \
        --database-url postgresql+psycopg://royaumes:royaumes@localhost/bench

With ``--expert-tables K``, each size runs twice on fresh servers, without and with K
more tables of ``expert`` bots (searching up to 3 s a move in the server's worker
processes, ``--search-workers``; they are not measured with the others), alternated
``--rounds`` times, so that the other tables' figures read side by side:

    .venv/bin/python scripts/bench_server.py --tables 50 --bot normal --seconds 20 \
        --expert-tables 2 --expert-game prince_noir
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
import psutil
import websockets


def _field(text: str, key: str) -> str:
    start = text.index(key) + len(key)
    end = text.index(",", start)
    return text[start:end]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


async def _watch(base: str, ws_base: str, client: httpx.AsyncClient, args: argparse.Namespace,
                 latencies: list[float], counts: list[int], warm: float,
                 stop: float, *, expert: bool = False) -> None:  # fmt: skip
    game, players, bot = (
        (args.expert_game, args.expert_players, "expert") if expert
        else (args.game, args.players, args.bot)
    )  # fmt: skip
    while time.time() < stop:
        seats = [{"kind": "bot", "bot": bot} for _ in range(players)]
        created = await client.post(
            f"{base}/api/tables",
            json={"game": game, "num_players": players, "seats": seats},
        )
        created.raise_for_status()
        table = created.json()["table"]["id"]
        last = -1
        async with websockets.connect(f"{ws_base}/api/tables/{table}/ws") as ws:
            await ws.send(json.dumps({"type": "hello"}))
            while time.time() < stop:
                try:
                    raw = await asyncio.wait_for(ws.recv(), timeout=max(0.1, stop - time.time()))
                except TimeoutError:
                    break
                arrived = time.time()
                text = raw if isinstance(raw, str) else raw.decode()
                if not text.startswith('{"type":"update"'):
                    continue
                # The client must not be the bottleneck: read the three fields it needs
                # without parsing the whole view (message_for writes them in this order).
                version = int(_field(text, '"version":'))
                if last >= 0 and arrived > warm:
                    latencies.append(arrived - float(_field(text, '"at":')))
                    counts[0] += version - last
                last = version
                if '"over":true' in text:
                    break


async def _cpu_at(when: float, server: psutil.Process, out: list[float]) -> None:
    await asyncio.sleep(max(0.0, when - time.time()))
    times = server.cpu_times()
    out.append(times.user + times.system)


async def _workers_cpu_at(when: float, server: psutil.Process, out: list[float]) -> None:
    """The CPU time of the server's worker processes (the search bots') at ``when``."""
    await asyncio.sleep(max(0.0, when - time.time()))
    total = 0.0
    for child in server.children(recursive=True):
        try:
            times = child.cpu_times()
        except psutil.Error:
            continue
        total += times.user + times.system
    out.append(total)


async def _run(args: argparse.Namespace, base: str, tables: int, server: psutil.Process,
               experts: int = 0) -> str:  # fmt: skip
    ws_base = base.replace("http://", "ws://")
    latencies: list[float] = []
    counts = [0]
    cpu: list[float] = []
    expert_latencies: list[float] = []
    expert_counts = [0]
    workers_cpu: list[float] = []
    limits = httpx.Limits(max_connections=tables + experts + 10)
    async with httpx.AsyncClient(timeout=60, limits=limits) as client:
        start = time.time()
        warm = start + args.warmup  # table creations at the start are not measured
        stop = warm + args.seconds
        await asyncio.gather(
            _cpu_at(warm, server, cpu),
            _cpu_at(stop, server, cpu),
            _workers_cpu_at(warm, server, workers_cpu),
            _workers_cpu_at(stop, server, workers_cpu),
            *(_watch(base, ws_base, client, args, expert_latencies, expert_counts, warm, stop,
                     expert=True) for _ in range(experts)),
            *(_watch(base, ws_base, client, args, latencies, counts, warm, stop)
              for _ in range(tables)),
        )  # fmt: skip
        elapsed = time.time() - warm
    latencies.sort()
    ms = [x * 1000 for x in latencies]
    print(f"tables: {tables} ({args.game}, {args.players} {args.bot} bots each, bot delay "
          f"{args.bot_delay}s), one spectator WebSocket each, {elapsed:.1f}s")  # fmt: skip
    if experts:
        print(f"and {experts} tables of {args.expert_players} expert bots ({args.expert_game}): "
              f"{expert_counts[0]} actions; search workers' CPU "
              f"{workers_cpu[1] - workers_cpu[0]:.1f} s")  # fmt: skip
    print(f"actions: {counts[0]} ({counts[0] / elapsed:.0f}/s); updates received: {len(ms)}")
    row = f"| {tables} | {experts} | {counts[0] / elapsed:.0f} |"
    if ms:
        p50 = statistics.median(ms)
        p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
        print(f"latency commit->spectator: p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {ms[-1]:.1f} ms")
        row += f" {p50:.1f} | {p99:.1f} | {ms[-1]:.0f} |"
    if len(cpu) == 2 and counts[0]:
        per = (cpu[1] - cpu[0]) / counts[0] * 1000
        print(f"server CPU: {cpu[1] - cpu[0]:.1f} s ({per:.2f} ms per action)")
        row += f" {per:.2f} |"
    if len(workers_cpu) == 2:
        row += f" {expert_counts[0]} | {workers_cpu[1] - workers_cpu[0]:.1f} |"
    return row


def main() -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--tables", default="200", help="table counts, comma-separated")
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--warmup", type=float, default=15.0)
    parser.add_argument("--game", default="quatre_royaumes")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--bot", default="random")
    parser.add_argument("--bot-delay", type=float, default=1.0)
    parser.add_argument("--database-url", default=None)
    parser.add_argument("--profile", default=None, help="write the server's cProfile here")
    parser.add_argument(
        "--expert-tables",
        type=int,
        default=0,
        help="K: also run each size with K tables of expert bots",
    )
    parser.add_argument("--expert-game", default="prince_noir")
    parser.add_argument("--expert-players", type=int, default=2)
    parser.add_argument(
        "--search-workers",
        type=int,
        default=None,
        help="the server's search worker processes (default: cores - 1)",
    )
    parser.add_argument(
        "--rounds",
        type=int,
        default=1,
        help="with --expert-tables: runs without and with them, alternated",
    )
    args = parser.parse_args()
    rows = []
    for n in str(args.tables).split(","):
        if args.expert_tables:
            for _ in range(args.rounds):
                rows.append(_one(args, int(n)))
                rows.append(_one(args, int(n), args.expert_tables))
        else:
            rows.append(_one(args, int(n)))
    print(
        "\n| tables | expert tables | actions/s | p50 ms | p99 ms | max ms "
        "| server CPU ms/action | expert actions | workers CPU s |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    print("\n".join(rows))


def _one(args: argparse.Namespace, tables: int, experts: int = 0) -> str:
    """One size (with ``experts`` tables of expert bots), on a fresh server; its row of
    the summary table."""
    port = _free_port()
    data = tempfile.mkdtemp(prefix="royaumes-bench-")
    profile = ["-m", "cProfile", "-o", args.profile] if args.profile else []
    command = [sys.executable, *profile, "-m", "royaumes.cli", "serve", "--port", str(port),
               "--data-dir", data, "--bot-delay", str(args.bot_delay)]  # fmt: skip
    database = _fresh_postgres(args.database_url) if args.database_url else None
    if database:
        command += ["--database-url", database]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    if args.search_workers is not None:
        env["ROYAUMES_SEARCH_WORKERS"] = str(args.search_workers)
    log = Path(data) / "server.log"
    with log.open("w") as out:
        server = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=env)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                if httpx.get(f"{base}/api/health").status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.2)
        return asyncio.run(_run(args, base, tables, psutil.Process(server.pid), experts))
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=30)
        if database:
            _drop_postgres(args.database_url, database)


def _fresh_postgres(url: str) -> str:
    """A new, empty database on the PostgreSQL server of ``url`` (each size starts
    empty: a server brings back every unfinished table it finds)."""
    import uuid

    import psycopg
    from sqlalchemy.engine import make_url

    name = f"royaumes_bench_{uuid.uuid4().hex[:10]}"
    libpq = make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)
    with psycopg.connect(libpq, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    return make_url(url).set(database=name).render_as_string(hide_password=False)


def _drop_postgres(url: str, database: str) -> None:
    import psycopg
    from sqlalchemy.engine import make_url

    name = make_url(database).database
    libpq = make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)
    with psycopg.connect(libpq, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


if __name__ == "__main__":
    main()
