"""Friends at one table, each in their own browser: presence, an absent person's seat handed
to a bot and taken back, the table chat, and the links' warning on this computer.

Two browser contexts are two people. The test server marks a closed page gone after
1 s; the table's move clock is 3 s, so the hand-over is offered within seconds.
Every wait is on a condition (Playwright's ``expect``), never a fixed sleep.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import Browser, BrowserContext, Page, expect

from ._browser import watch

_WAIT_MS = 30_000


def _create(server_url: str, **clock: Any) -> dict[str, Any]:
    body = {
        "game": "prince_noir",
        "num_players": 2,
        "seats": [{"kind": "human", "name": "Ada"}, {"kind": "human", "name": "Bob"}],
        "clock": clock,
    }
    response = httpx.post(f"{server_url}/api/tables", json=body, timeout=30)
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


def _phone(browser: Browser, server_url: str, locale: str) -> BrowserContext:
    return browser.new_context(
        locale=locale, base_url=server_url, viewport={"width": 360, "height": 740}
    )


def _path(url: str) -> str:
    return url[url.index("/t/") :]


def _open(details: Any) -> None:
    """Open a folded panel (the log and chat fold away on a phone)."""
    if details.get_attribute("open") is None:
        details.locator("summary").click()


def _to_move(server_url: str, created: dict[str, Any]) -> int:
    """The seat to move first (the one whose person will walk away)."""
    table_id = created["table"]["id"]
    for entry in created["seats"]:
        headers = {"Authorization": f"Bearer {entry['token']}"}
        view = httpx.get(f"{server_url}/api/tables/{table_id}/view", headers=headers).json()
        if view["legal_actions"]:
            return int(entry["seat"])
    raise AssertionError("nobody is to move")


def test_an_absent_person_is_handed_to_a_bot_and_takes_the_seat_back(
    browser: Browser, server_url: str, screenshots: Path
) -> None:
    created = _create(server_url, move_seconds=3)
    # The person to move walks away (their late move then freezes the table without a bot).
    away = _to_move(server_url, created)
    stay = 1 - away
    name = ["Ada", "Bob"][away]
    stay_ctx, away_ctx = _phone(browser, server_url, "en-GB"), _phone(browser, server_url, "fr-FR")
    try:
        here, gone = stay_ctx.new_page(), away_ctx.new_page()
        seen = watch(here)
        here.goto(_path(created["seats"][stay]["join_url"]))
        gone.goto(_path(created["seats"][away]["join_url"]))
        chip = here.locator(f".seat-chip[data-seat='{away}']")
        expect(chip).to_have_attribute("data-presence", "here", timeout=_WAIT_MS)
        # The one who will leave says something; the other reads it as text.
        _open(gone.locator("details.chat"))
        gone.fill(".chat-input", "<b>bonne chance</b>")
        gone.locator(".chat-form button").click()
        _open(here.locator("details.chat"))
        expect(here.locator(".chat-line .text")).to_have_text(["<b>bonne chance</b>"])
        assert here.locator(".chat-line b").count() == 0  # shown as typed, never as HTML
        # They walk away: the other sees them gone, then may hand the seat to a bot.
        gone.close()
        expect(chip).to_have_attribute("data-presence", "gone", timeout=_WAIT_MS)
        expect(chip).to_contain_text("gone")
        takeover = chip.locator("button.takeover")
        expect(takeover).to_be_visible(timeout=_WAIT_MS)
        here.screenshot(path=str(screenshots / "friends-takeover-offered-360.png"), full_page=True)
        version = seen.updates()[-1]["version"]
        takeover.click()
        expect(chip).to_contain_text(f"{name} — Bot", timeout=_WAIT_MS)
        _open(here.locator("details.log"))
        expect(here.locator("#log li[data-note='takeover']")).to_contain_text(name)
        # The game goes on: the bot plays the late move.
        deadline = time.monotonic() + 60
        while not any(u["version"] > version for u in seen.updates()):
            assert time.monotonic() < deadline, "the bot did not play the late move"
            here.wait_for_timeout(50)
        # They come back with their own link: they watch, then take the seat back.
        back = away_ctx.new_page()
        back.goto(_path(created["seats"][away]["join_url"]))
        reclaim = back.locator(".reclaim")
        expect(reclaim).to_be_visible(timeout=_WAIT_MS)
        expect(reclaim).to_contain_text("confié votre place à un bot")
        _open(back.locator("details.chat"))
        expect(back.locator(".chat-line .text")).to_have_text(["<b>bonne chance</b>"])  # kept
        back.screenshot(path=str(screenshots / "friends-reclaim-360.png"), full_page=True)
        reclaim.locator("button").click()
        expect(reclaim).to_be_hidden(timeout=_WAIT_MS)
        expect(here.locator("#log li[data-note='reclaim']")).to_be_visible(timeout=_WAIT_MS)
        expect(chip).not_to_contain_text("Bot")
        expect(back.locator(".seat-chip.me")).to_contain_text(name)
        assert not seen.errors, seen.errors
    finally:
        stay_ctx.close()
        away_ctx.close()


def test_chat_survives_a_reload_and_a_muted_seat_is_hidden(
    browser: Browser, server_url: str
) -> None:
    created = _create(server_url, enabled=False)
    ada_ctx, bob_ctx = _phone(browser, server_url, "en-GB"), _phone(browser, server_url, "en-GB")
    try:
        ada, bob = ada_ctx.new_page(), bob_ctx.new_page()
        ada.goto(_path(created["seats"][0]["join_url"]))
        bob.goto(_path(created["seats"][1]["join_url"]))
        _open(ada.locator("details.chat"))
        ada.locator(".chat-emotes .emote").first.click()
        ada.fill(".chat-input", "hello Bob")
        ada.keyboard.press("Enter")
        _open(bob.locator("details.chat"))
        expect(bob.locator(".chat-line .text")).to_have_text(["👍", "hello Bob"])
        bob.reload()
        _open(bob.locator("details.chat"))
        expect(bob.locator(".chat-line .text")).to_have_text(["👍", "hello Bob"])
        # Bob mutes Ada (on his device only): her lines are hidden, and it is remembered.
        bob.locator(".chat-line .mute").first.click()
        expect(bob.locator(".chat-line .text")).to_have_count(0)
        expect(bob.locator(".chat-muted")).to_contain_text("Ada")
        bob.reload()
        _open(bob.locator("details.chat"))
        expect(bob.locator(".chat-muted")).to_contain_text("Ada")
        expect(bob.locator(".chat-line .text")).to_have_count(0)
        # A spectator reads the chat but has nothing to write with.
        watcher = ada_ctx.new_page()
        watcher.goto(_path(created["spectator_url"]))
        _open(watcher.locator("details.chat"))
        expect(watcher.locator(".chat-line .text")).to_have_text(["👍", "hello Bob"])
        assert watcher.locator(".chat-input").count() == 0
    finally:
        ada_ctx.close()
        bob_ctx.close()


def test_links_say_they_work_on_this_computer_only(page: Page) -> None:
    page.goto("/new/prince_noir")
    page.locator("#create").click()
    expect(page.locator(".invite").first).to_be_visible()
    expect(page.locator(".local-only").first).to_contain_text("--lan")
