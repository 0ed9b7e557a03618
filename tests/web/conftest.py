"""Browser tests: a real ``royaumes serve`` process and Debian's Chromium driven by Playwright.

The server runs on a free port with its own SQLite file and fast bots; the
browser is ``/usr/bin/chromium`` (``CHROMIUM`` overrides it), which
``./test.sh`` installs (``scripts/chromium.sh``): Playwright's own browser
downloads are impossible here. pytest-playwright provides ``page``,
``context`` and ``browser``; screenshots go to ``test-artifacts/screenshots``.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
"""Where the browser tests write what a person looks at afterwards (screenshots)."""


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


class Server:
    """``royaumes serve`` in a child process (SQLite in ``data``, bots 0.05 s apart, a
    closed page shows as gone after 1 s)."""

    def __init__(self, data: Path, port: int | None = None) -> None:
        self.data = data
        self.port = port or _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> Server:
        log = (self.data / "server.log").open("ab")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "royaumes.cli", "serve", "--port", str(self.port),
             "--data-dir", str(self.data), "--bot-delay", "0.05", "--gone-after", "1"],
            stdout=log, stderr=subprocess.STDOUT,
        )  # fmt: skip
        log.close()
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{self.url}/api/health", timeout=1).status_code == 200:
                    return self
            except httpx.TransportError:
                pass
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError((self.data / "server.log").read_text(errors="replace"))
            time.sleep(0.1)

    def stop(self, *, kill: bool = False) -> None:
        """Stop the server (``kill``: SIGKILL, as a crash or a pulled plug would)."""
        if self.process is None:
            return
        if kill:
            self.process.kill()
        else:
            self.process.terminate()
        self.process.wait(timeout=20)
        self.process = None


@pytest.fixture(scope="session")
def server_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A running ``royaumes serve`` shared by the tests of one worker."""
    server = Server(tmp_path_factory.mktemp("web-server")).start()
    try:
        yield server.url
    finally:
        server.stop()


@pytest.fixture(scope="session")
def base_url(server_url: str) -> str:
    """pytest-playwright's pages resolve relative URLs against the test server."""
    return server_url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Debian's Chromium, headless, without the background traffic this closed network refuses."""
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: run scripts/chromium.sh (./test.sh does)")
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
        ],
    }


@pytest.fixture
def screenshots() -> Path:
    """The folder where the tests keep their screenshots (a test artifact)."""
    folder = ARTIFACTS / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    return folder
