"""Load benchmark of the table server (a script, not a test).

Starts ``royaumes serve`` on a fresh SQLite database (or ``--database-url``),
creates N tables of bots, connects one spectator WebSocket per table, and for
``--seconds`` (after ``--warmup`` seconds, while the tables are created)
measures the latency from each committed action (the update's ``at``, the
server's commit time) to its arrival at the spectator, and the
actions per second over all tables. Finished tables are replaced by new ones.

    .venv/bin/python scripts/bench_server.py --tables 200 --seconds 30
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
                 stop: float) -> None:  # fmt: skip
    while time.time() < stop:
        seats = [{"kind": "bot", "bot": args.bot} for _ in range(args.players)]
        created = await client.post(
            f"{base}/api/tables",
            json={"game": args.game, "num_players": args.players, "seats": seats},
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


async def _run(args: argparse.Namespace, base: str) -> None:
    ws_base = base.replace("http://", "ws://")
    latencies: list[float] = []
    counts = [0]
    limits = httpx.Limits(max_connections=args.tables + 10)
    async with httpx.AsyncClient(timeout=60, limits=limits) as client:
        start = time.time()
        warm = start + args.warmup  # table creations at the start are not measured
        stop = warm + args.seconds
        await asyncio.gather(
            *(_watch(base, ws_base, client, args, latencies, counts, warm, stop)
              for _ in range(args.tables))
        )  # fmt: skip
        elapsed = time.time() - warm
    latencies.sort()
    ms = [x * 1000 for x in latencies]
    print(f"tables: {args.tables} ({args.game}, {args.players} bots each, bot delay "
          f"{args.bot_delay}s), one spectator WebSocket each, {elapsed:.1f}s")  # fmt: skip
    print(f"actions: {counts[0]} ({counts[0] / elapsed:.0f}/s); updates received: {len(ms)}")
    if ms:
        p50 = statistics.median(ms)
        p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
        print(f"latency commit->spectator: p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {ms[-1]:.1f} ms")


def main() -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument("--game", default="quatre_royaumes")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--bot", default="random")
    parser.add_argument("--bot-delay", type=float, default=1.0)
    parser.add_argument("--database-url", default=None)
    parser.add_argument("--profile", default=None, help="write the server's cProfile here")
    args = parser.parse_args()
    port = _free_port()
    data = tempfile.mkdtemp(prefix="royaumes-bench-")
    profile = ["-m", "cProfile", "-o", args.profile] if args.profile else []
    command = [sys.executable, *profile, "-m", "royaumes.cli", "serve", "--port", str(port),
               "--data-dir", data, "--bot-delay", str(args.bot_delay)]  # fmt: skip
    if args.database_url:
        command += ["--database-url", args.database_url]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
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
        asyncio.run(_run(args, base))
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=30)


if __name__ == "__main__":
    main()
