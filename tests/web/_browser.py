"""What the browser tests do as a person would: open pages, create tables, click moves."""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, WebSocket, expect

GAME_TIMEOUT_S = 240
"""The longest a whole game by clicking may take (bots are 0.05 s apart)."""


@dataclass
class Watch:
    """A page's JavaScript errors and the WebSocket messages it received."""

    errors: list[str] = field(default_factory=list)
    received: list[dict[str, Any]] = field(default_factory=list)
    sent: list[dict[str, Any]] = field(default_factory=list)

    def updates(self) -> list[dict[str, Any]]:
        return [m for m in self.received if m.get("type") == "update"]


def watch(page: Page) -> Watch:
    """Record ``page``'s uncaught errors, console errors and WebSocket traffic."""
    seen = Watch()

    def on_console(message: Any) -> None:
        # A missing page module is a 404 the loader answers with the generic page.
        if message.type == "error" and "404" not in message.text:
            seen.errors.append(message.text)

    def on_socket(ws: WebSocket) -> None:
        ws.on("framereceived", lambda payload: seen.received.append(json.loads(payload)))
        ws.on("framesent", lambda payload: seen.sent.append(json.loads(payload)))

    page.on("pageerror", lambda exc: seen.errors.append(str(exc)))
    page.on("console", on_console)
    page.on("websocket", on_socket)
    return seen


GAME_SETTINGS: dict[str, dict[str, Any]] = {
    "deux_rois": {"options": {"rounds": 3}, "pace": 0.1},
    # Shorter games, the same checks (the suite's ten minutes): 3 deals, a quick conquest.
    "roi_des_nains": {"options": {"quests_per_game": 3}},
    "debarquement": {"options": {"threshold": 30}},
}
"""Per game, what a whole game by clicking sets on the new-table form: options (by name)
and the clock's pace (``clock.scale``; a pace the form does not offer is added to it)."""


ADD_PACE_JS = """(el, v) => {
  if (![...el.options].some((o) => o.value === v)) el.add(new Option("×" + v, v));
  el.value = v;
}"""


def open_advanced_options(page: Page) -> None:
    """Open the new-table form's "Advanced options" (a game with many options has them)."""
    advanced = page.locator("form details.advanced")
    if advanced.count() and not advanced.evaluate("box => box.open"):
        advanced.locator("summary").click()


def create_table(
    page: Page,
    game: str,
    players: int | None = None,
    humans: tuple[int, ...] = (0,),
    *,
    options: dict[str, Any] | None = None,
    pace: float | None = None,
    host: bool = False,
    level: str | None = None,
) -> list[str]:
    """From the lobby, as a new user: pick ``game``, set the seats, create the table.

    ``options`` and ``pace`` default to the game's :data:`GAME_SETTINGS`; ``host`` asks
    for a host screen link; ``level``: the bots' level (the form's default if ``None``).
    Returns the join links (paths with ``#seat=..&token=..``) of the human seats, read
    from the invite page, which is left open (a table without human seats opens its
    spectator or host page instead).
    """
    settings = GAME_SETTINGS.get(game, {})
    options = settings.get("options", {}) if options is None else options
    pace = settings.get("pace") if pace is None else pace
    page.goto("/")
    page.locator(f".game-card[data-game='{game}'] a.primary").click()
    expect(page.locator("#create")).to_be_visible()
    if players is not None:
        page.select_option("#players", str(players))
    count = int(page.locator("#players").input_value())
    for seat in range(count):
        page.select_option(f"select[name='seat-{seat}-kind']", "human" if seat in humans else "bot")
        if level is not None and seat not in humans:
            page.select_option(f"select[name='seat-{seat}-bot']", level)
    if options:
        page.locator("details.options summary").click()
        open_advanced_options(page)
        for name, value in options.items():
            field = page.locator(f"#opt-{name}")
            if field.evaluate("el => el.tagName") == "SELECT":
                field.select_option(str(value))
            elif field.get_attribute("type") == "checkbox":
                field.set_checked(bool(value))
            else:
                field.fill(str(value))
    if pace is not None:
        page.locator("#pace").evaluate(ADD_PACE_JS, str(pace))
    if host:
        page.locator("#host").check()
    page.locator("#create").click()
    if not humans or all(h >= count for h in humans):
        expect(page.locator("#board")).to_be_visible()
        return []
    expect(page.locator(".invite").first).to_be_visible()
    links = page.locator("a[data-seat]")
    return [links.nth(i).get_attribute("href") or "" for i in range(links.count())]


def play_by_clicking(
    page: Page, *, seed: int = 0, timeout: float = GAME_TIMEOUT_S, screenshot: str | None = None
) -> int:
    """Click the seat's moves on the board (random ones) until the end screen shows.

    Prefers elements that send an action (``data-action``) to those that only
    select part of one (``data-pick``). Returns the number of clicks.

    Raises:
        AssertionError: the game did not end in ``timeout`` seconds.
    """
    rng = random.Random(seed)
    clicks = 0
    deadline = time.monotonic() + timeout
    end = page.locator(".end-screen")
    while time.monotonic() < deadline:
        if end.count():
            return clicks
        acts = page.locator("#board .act:not([disabled])")
        found = acts.count()
        if not found:
            page.wait_for_timeout(40)
            continue
        sends = page.locator("#board .act[data-action]:not([disabled])")
        pool, size = (sends, sends.count()) if rng.random() < 0.7 else (acts, found)
        if size == 0:
            pool, size = acts, found
        if screenshot and clicks == 2:
            page.screenshot(path=screenshot, full_page=True)
        try:
            pool.nth(rng.randrange(size)).click(timeout=1500)
            clicks += 1
        except PlaywrightError:
            pass  # the board was redrawn under the pointer: look again
    raise AssertionError(f"the game did not end in {timeout} s ({clicks} clicks)")
