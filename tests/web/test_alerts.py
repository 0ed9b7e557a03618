"""The "your turn" alerts of a seat's page (alerts.js): the tab's title and icon, the
vibration, the notification permission asked only after a tick, the choices remembered."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from ._browser import create_table, watch

GAME = "quatre_royaumes"

RECORD_JS = """
(() => {
  // Instruments, not stand-ins for the page's code: what the tab showed, the vibrations
  // asked for, and each request for the notification permission (answered "denied").
  window.__titles = [];
  window.__icons = [];
  window.__vibrations = [];
  window.__asked = 0;
  Object.defineProperty(Navigator.prototype, "vibrate", {
    configurable: true, writable: true,
    value(pattern) { window.__vibrations.push(pattern); return true; },
  });
  if (window.Notification) {
    Notification.requestPermission = () => {
      window.__asked += 1;
      return Promise.resolve("denied");
    };
  }
  const look = () => {
    const title = document.title;
    if (window.__titles.at(-1) !== title) window.__titles.push(title);
    const icon = document.querySelector("link[rel~='icon']")?.getAttribute("href") ?? null;
    if (window.__icons.at(-1) !== icon) window.__icons.push(icon);
  };
  new MutationObserver(look).observe(document, {
    subtree: true, childList: true, characterData: true, attributes: true,
  });
})();
"""


@pytest.fixture
def person(browser: Browser, server_url: str) -> Iterator[BrowserContext]:
    """A French-speaking person on a phone-sized screen, whose tab the test watches."""
    context = browser.new_context(
        locale="fr-FR", base_url=server_url, viewport={"width": 360, "height": 740}
    )
    context.add_init_script(RECORD_JS)
    yield context
    context.close()


def _seat_page(context: BrowserContext) -> tuple[Page, str]:
    """A table of one human (seat 0) and a bot; the seat's page, and the site's icon."""
    page = context.new_page()
    create_table(page, GAME, players=2)
    icon = page.locator("link[rel~='icon']").get_attribute("href") or ""
    page.locator("a[data-seat='0']").click()
    expect(page.locator(".turn.yours")).to_be_visible(timeout=30_000)
    return page, icon


def _record(page: Page, name: str) -> Any:
    return page.evaluate(f"window.__{name}")


def test_the_tab_says_it_is_your_turn_and_no_permission_is_asked_on_load(
    person: BrowserContext,
) -> None:
    page, site_icon = _seat_page(person)
    seen = watch(page)
    game = page.locator(".table-head h1").inner_text()
    plain = f"{game} — Royaumes"
    expect(page).to_have_title(f"● À vous — {plain}")
    dotted = page.locator("link[rel~='icon']").get_attribute("href") or ""
    assert dotted.startswith("data:image/svg+xml")
    assert dotted != site_icon
    assert "circle" in dotted  # the red dot
    # Nothing asked for the notification permission on its own.
    assert _record(page, "asked") == 0
    assert page.evaluate("Notification.permission") == "default"
    # Act until a bot's turn comes between two of mine: the title and the icon go back,
    # then come again, and the phone vibrates at the start of the turn.
    for _ in range(12):
        page.evaluate("window.__titles = []; window.__icons = []; window.__vibrations = []")
        page.locator("#board .act[data-action]").first.click()
        expect(page.locator(".turn.yours")).to_be_visible(timeout=30_000)
        titles = _record(page, "titles")
        if plain in titles:
            break
    else:
        pytest.fail("no bot's turn in twelve moves")  # a round is 8 tricks
    assert titles.index(plain) < len(titles) - 1
    assert titles[-1] == f"● À vous — {plain}"
    icons = _record(page, "icons")
    assert site_icon in icons
    assert icons[-1] == dotted
    assert _record(page, "vibrations"), "no vibration when the turn came back"
    assert _record(page, "asked") == 0
    # Ticking the notification box is the gesture that asks; the browser's refusal is said.
    page.locator("details.alerts > summary").click()
    notify = page.locator("input[data-alert='notify']")
    expect(notify).not_to_be_checked()
    notify.click()  # it unticks itself when refused
    expect(page.locator(".alerts-note")).to_contain_text("refuse")
    assert _record(page, "asked") == 1
    expect(notify).not_to_be_checked()
    stored = json.loads(page.evaluate("localStorage.getItem('royaumes.alerts')"))
    assert stored["notify"] is False
    assert seen.errors == []


def test_the_title_alert_turned_off_stays_off_after_a_reload(person: BrowserContext) -> None:
    page, _ = _seat_page(person)
    game = page.locator(".table-head h1").inner_text()
    plain = f"{game} — Royaumes"
    expect(page).to_have_title(re.compile("^● À vous"))
    # The menu opens from a bell, fits the phone, and its rows are big enough to tap.
    page.locator("details.alerts > summary").click()
    panel = page.locator(".alerts-panel")
    expect(panel).to_be_visible()
    box = panel.bounding_box()
    assert box
    assert box["x"] >= 0
    assert box["x"] + box["width"] <= 360
    for row in page.locator(".alerts-option:visible").all():
        row_box = row.bounding_box()
        assert row_box
        assert row_box["height"] >= 44
    summary_box = page.locator("details.alerts > summary").bounding_box()
    assert summary_box
    assert summary_box["height"] >= 44
    # The defaults: title, icon and vibration on; sound and notifications off.
    checked = {
        kind: page.locator(f"input[data-alert='{kind}']").is_checked()
        for kind in ("title", "favicon", "sound", "vibrate", "notify")
    }
    assert checked == {
        "title": True,
        "favicon": True,
        "sound": False,
        "vibrate": True,
        "notify": False,
    }
    page.locator("input[data-alert='title']").uncheck()
    expect(page).to_have_title(plain)  # put back at once
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    page.reload()
    expect(page.locator(".turn.yours")).to_be_visible(timeout=30_000)
    expect(page.locator("input[data-alert='title']")).not_to_be_checked()
    expect(page).to_have_title(plain)
    assert not [title for title in _record(page, "titles") if title.startswith("●")]
    # The icon alert, still on, still shows.
    icon = page.locator("link[rel~='icon']").get_attribute("href") or ""
    assert "circle" in icon
    # In English, the menu speaks English.
    page.locator("button.lang[lang='en']").click()
    page.locator("details.alerts > summary").click()
    expect(page.locator(".alerts-panel")).to_contain_text("Tab title")
