"""The Deux Rois host screen says who has opened their link, who is here, and how many people
are missing: before the game (people arriving) and during it."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import Browser, expect

from ._browser import watch

GONE_S = 30
"""How long a closed page may take to show as gone (the server's ``--gone-after``: 10 s by
default, less for the test server)."""


def _create(server_url: str) -> dict[str, Any]:
    """A 6-person table over the API, with a host link and no clock (it waits for people)."""
    body = {"game": "deux_rois", "num_players": 6, "seats": [{"kind": "human"}] * 6,
            "host": "person", "clock": {"enabled": False}}  # fmt: skip
    answer = httpx.post(f"{server_url}/api/tables", json=body, timeout=30)
    assert answer.status_code == 201, answer.text
    created: dict[str, Any] = answer.json()
    return created


def test_the_host_screen_counts_who_opened_their_link_and_who_is_missing(
    browser: Browser, server_url: str, screenshots: Path
) -> None:
    created = _create(server_url)
    host_context = browser.new_context(base_url=server_url, locale="en-GB",
                                       viewport={"width": 1280, "height": 900})  # fmt: skip
    players = browser.new_context(base_url=server_url, locale="fr-FR")
    try:
        host = host_context.new_page()
        seen = watch(host)
        host.goto(created["host"]["url"])
        people = host.locator("#board .dr-host .dr-arrivals")
        # Nobody has come yet: six missing, no link opened.
        expect(people).to_have_attribute("data-missing", "6")
        expect(people).to_have_attribute("data-opened", "0")
        expect(people.locator(".dr-missing")).to_have_text("6 people missing")

        pages = []
        for link in created["seats"][:2]:
            page = players.new_page()
            page.goto(link["join_url"])
            pages.append(page)
        for page in pages:
            expect(page.locator("#board .g-deux-rois")).to_be_visible()
        expect(people).to_have_attribute("data-opened", "2")
        expect(people).to_have_attribute("data-missing", "4")
        expect(people.locator(".dr-missing")).to_have_text("4 people missing")
        expect(people.locator(".dr-opened")).to_have_text("2 of 6 have opened their link")
        entries = people.locator("li[data-seat]")
        expect(entries).to_have_count(6)
        # Their pages are open (a page in the background may count as hidden: "away").
        for seat in (0, 1):
            entry = people.locator(f"li[data-seat='{seat}']")
            expect(entry).to_have_attribute("data-state", re.compile(r"^(here|away)$"))
        for seat in range(2, 6):
            entry = people.locator(f"li[data-seat='{seat}']")
            expect(entry).to_have_attribute("data-state", "never")
            expect(entry.locator(".st")).to_have_text("link not opened yet")
        host.screenshot(path=str(screenshots / "deux_rois-host-presence.png"), full_page=True)

        # Seat 1 closes its page: away a moment, then gone (one more missing; the link was opened).
        pages.pop().close()
        gone = people.locator("li[data-seat='1']")
        expect(gone).to_have_attribute("data-state", "gone", timeout=GONE_S * 1000)
        expect(gone.locator(".st")).to_have_text("gone")
        expect(people).to_have_attribute("data-missing", "5")
        expect(people.locator(".dr-missing")).to_have_text("5 people missing")
        expect(people).to_have_attribute("data-opened", "2")

        # During the game too: the host ends the setup, the count stays on the screen.
        host.locator("#board .act[data-action='end_phase']").click()
        expect(host.locator("#board .dr-host")).not_to_have_attribute("data-phase", "setup")
        expect(people.locator(".dr-missing")).to_have_text("5 people missing")

        # The host screen fits a phone: nothing wider than 360 px, text at least 12 px.
        host.set_viewport_size({"width": 360, "height": 740})
        assert host.evaluate("document.documentElement.scrollWidth") <= 360
        sizes = people.locator("h3, p, li, li span:not(.dot)").evaluate_all(
            "els => els.map((e) => parseFloat(getComputedStyle(e).fontSize))"
        )
        assert min(sizes) >= 12, sizes
        host.screenshot(path=str(screenshots / "deux_rois-host-presence-phone.png"), full_page=True)
        assert not seen.errors, seen.errors
    finally:
        players.close()
        host_context.close()
