"""Every page on a 360 × 640 phone: no text under 12 CSS px, text readable against its
background (WCAG AA contrast), nothing wider than the screen.

One browser context per page, in French (most players read it; its words run longer):
the lobby, a rules page, the new-table form and its invite page, each game's table as
its first human seat sees it once it is this seat's turn, each game's end screen (tables
of bots only, created first so that they play to their end while the other pages are
checked), and Le Roi des Nains' replay at its end and halfway through. Screenshots go to
``test-artifacts/screenshots/phone-*.png``.

What the check in the page measures (:data:`CHECK_JS`), for every visible element that
holds text of its own (a direct text node):

- its rendered font size: the computed ``font-size``, times the SVG's scale for SVG
  ``<text>`` (a card face's ``viewBox`` drawn 47 px wide shrinks its 14-unit index to
  11 px); under 12 px fails;
- its contrast: the text colour against the background under it, composed from the
  ancestors' background colours and opacities up to the page (4.5:1, or 3:1 for large
  text: 24 px, or 18.66 px bold). Not judged: SVG text (it lies on drawn shapes, not
  on boxes), text over a background image or gradient, and disabled controls (WCAG
  exempts them). Siblings drawn underneath (absolutely positioned) are not seen: the
  check assumes text lies on its ancestors' backgrounds, as it does on these pages;
- the page's width (``scrollWidth``), and on table pages any box that scrolls sideways
  inside the page (a table cut on a phone, which the page's width would not show).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, BrowserContext, Page, ViewportSize, expect

from royaumes.registry import games

PHONE: ViewportSize = {"width": 360, "height": 640}
MIN_PX = 12.0
GAME_IDS = [spec.id for spec in games()]
END_TIMEOUT_S = 120
"""The longest a table of bots (0.05 s apart) may take to reach its end."""

CHECK_JS = """(minPx) => {
  const parse = (c) => {
    const m = /rgba?\\(([^)]+)\\)/.exec(c || "");
    if (!m) return null;
    const p = m[1].split(/[\\s,/]+/).filter(Boolean).map(parseFloat);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  };
  const over = (under, top) =>
    [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3])).concat(1);
  const mix = (a, b, t) => [0, 1, 2].map((i) => a[i] * (1 - t) + b[i] * t).concat(1);
  const lum = (c) => {
    const [r, g, b] = c.slice(0, 3).map((v) => {
      const x = v / 255;
      return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  const hex = (c) =>
    "#" + c.slice(0, 3).map((v) => Math.round(v).toString(16).padStart(2, "0")).join("");
  const ownText = (el) =>
    [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.data).join("").trim();
  const describe = (el) => {
    const cls = (el.getAttribute("class") || "").trim().split(/\\s+/).filter(Boolean).join(".");
    return `${el.tagName.toLowerCase()}${cls ? "." + cls : ""} "${ownText(el).slice(0, 30)}"`;
  };
  // [background, text] as painted: the ancestors' backgrounds composed from the page
  // down, each ancestor's opacity mixing what it paints with what lies beneath it;
  // null under a background image or gradient (not judged).
  const painted = (el) => {
    const chain = [];
    for (let n = el; n; n = n.parentElement) chain.unshift(n);
    const paint = (i, under) => {
      const cs = getComputedStyle(chain[i]);
      if (cs.backgroundImage !== "none") return null;
      let bg = over(under, parse(cs.backgroundColor) || [0, 0, 0, 0]);
      let ink;
      if (i === chain.length - 1) {
        ink = over(bg, parse(cs.color));
      } else {
        const inner = paint(i + 1, bg);
        if (!inner) return null;
        [bg, ink] = inner;
      }
      const o = parseFloat(cs.opacity);
      if (o < 1) { bg = mix(under, bg, o); ink = mix(under, ink, o); }
      return [bg, ink];
    };
    return paint(0, [255, 255, 255, 1]);
  };
  const small = new Set();
  const faint = new Set();
  let checked = 0;
  for (const el of document.body.querySelectorAll("*")) {
    if (["SCRIPT", "STYLE", "OPTION", "TITLE", "TEMPLATE"].includes(el.tagName)) continue;
    if (!ownText(el)) continue;
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    const box = el.getBoundingClientRect();
    // .sr-only (1 px, for screen readers) and the skip link (off the screen until focused)
    if (box.width <= 1 || box.height <= 1 || box.right <= 0 || box.bottom <= 0) continue;
    checked += 1;
    const cs = getComputedStyle(el);
    const svg = el instanceof SVGElement;
    let size = parseFloat(cs.fontSize);
    if (svg) {
      const m = el.getScreenCTM();
      if (m) size *= Math.hypot(m.a, m.b);
    }
    if (size < minPx - 0.05) small.add(`${describe(el)} ${size.toFixed(1)} px`);
    if (svg || el.closest(":disabled")) continue;
    const colours = painted(el);
    if (!colours) continue;
    const large = size >= 24 || (size >= 18.66 && parseInt(cs.fontWeight, 10) >= 700);
    const r = ratio(colours[0], colours[1]);
    if (r < (large ? 3 : 4.5) - 0.005) {
      faint.add(`${describe(el)} ${r.toFixed(2)}:1 (${hex(colours[1])} on ${hex(colours[0])})`);
    }
  }
  const scrollers = [];
  for (const el of document.querySelectorAll("main *")) {
    const ox = getComputedStyle(el).overflowX;
    if ((ox === "auto" || ox === "scroll") && el.scrollWidth > el.clientWidth + 1) {
      scrollers.push(`${describe(el)} ${el.scrollWidth} > ${el.clientWidth} px`);
    }
  }
  return { small: [...small], faint: [...faint], checked, scrollers,
    width: document.documentElement.scrollWidth };
}"""


def _players(game: str) -> int:
    spec = next(s for s in games() if s.id == game)
    return min(max(3, spec.min_players), spec.max_players)


def _create(server_url: str, game: str, *, bots_only: bool = False) -> dict[str, Any]:
    """A table over the HTTP API: seat 0 a person and bots elsewhere, or only bots."""
    players = _players(game)
    body: dict[str, Any] = {"game": game, "num_players": players}
    if bots_only:
        body["seats"] = [{"kind": "bot", "bot": "heuristic"}] * players
        if game == "deux_rois":  # timed phases: a fast clock and fewer rounds
            body["options"] = {"rounds": 3}
            body["clock"] = {"scale": 0.05}
    answer = httpx.post(f"{server_url}/api/tables", json=body, timeout=30)
    assert answer.status_code == 201, answer.text
    created: dict[str, Any] = answer.json()
    return created


@pytest.fixture(scope="module", autouse=True)
def finished(server_url: str) -> dict[str, str]:
    """Per game, a table of bots only (its id), created before the module's first test so
    that it plays to its end while the other pages are checked."""
    return {game: _create(server_url, game, bots_only=True)["table"]["id"] for game in GAME_IDS}


@pytest.fixture
def phone(browser: Browser, server_url: str) -> Iterator[BrowserContext]:
    """A French-speaking person's phone."""
    context = browser.new_context(
        viewport=PHONE, is_mobile=True, has_touch=True, locale="fr-FR", base_url=server_url
    )
    context.set_default_timeout(20_000)
    yield context
    context.close()


def _check(page: Page, shot: Path, *, inner_scroll: bool = True, full_page: bool = True) -> None:
    """Screenshot the page, then check its text sizes, contrast and width (the whole page's,
    whatever the screenshot holds)."""
    page.screenshot(path=str(shot), full_page=full_page)
    found: dict[str, Any] = page.evaluate(CHECK_JS, MIN_PX)
    assert found["checked"] > 5, f"{shot.name}: almost no text found ({found['checked']})"
    assert not found["small"], f"{shot.name}: text under {MIN_PX:g} px: {found['small']}"
    assert not found["faint"], f"{shot.name}: text below WCAG AA contrast: {found['faint']}"
    assert found["width"] <= PHONE["width"], f"{shot.name}: the page scrolls sideways"
    if inner_scroll:
        assert not found["scrollers"], f"{shot.name}: a box scrolls sideways: {found['scrollers']}"


def test_the_lobby(phone: BrowserContext, screenshots: Path) -> None:
    page = phone.new_page()
    page.goto("/")
    expect(page.locator(".game-card")).to_have_count(len(GAME_IDS))
    _check(page, screenshots / "phone-lobby.png")


def test_a_rules_page(phone: BrowserContext, screenshots: Path) -> None:
    page = phone.new_page()
    page.goto("/games/roi_des_nains")
    expect(page.locator(".rules h1")).to_be_visible()
    # The rules' own wide tables may scroll inside their box; the page may not. (The
    # screenshot: the first screenful; the whole page is some forty.)
    _check(page, screenshots / "phone-rules.png", inner_scroll=False, full_page=False)


def test_the_new_table_form_and_its_invite_page(phone: BrowserContext, screenshots: Path) -> None:
    page = phone.new_page()
    page.goto("/new/roi_des_nains")
    expect(page.locator("#create")).to_be_visible()
    page.locator("details.options summary").click()
    _check(page, screenshots / "phone-new.png")
    page.locator("#create").click()
    expect(page.locator(".invite").first).to_be_visible()
    _check(page, screenshots / "phone-invite.png")


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_table(phone: BrowserContext, server_url: str, game: str, screenshots: Path) -> None:
    """The first human seat's page, once it is this seat's turn (its moves on the board)."""
    seat = _create(server_url, game)["seats"][0]
    page = phone.new_page()
    page.goto(seat["join_url"])
    expect(page.locator("#board > *").first).to_be_visible()
    expect(page.locator(".turn.yours")).to_be_visible(timeout=30_000)
    role = page.locator("#board .dr-role-toggle")  # Deux Rois: the secret card, shown
    if role.count():
        role.click()
    page.wait_for_timeout(200)  # the board drawn after the last update
    _check(page, screenshots / f"phone-table-{game}.png")


def _wait_until_over(server_url: str, table: str) -> None:
    """Wait for a table of bots to reach its end (its public summary says so)."""
    deadline = time.monotonic() + END_TIMEOUT_S
    while not httpx.get(f"{server_url}/api/tables/{table}", timeout=10).json()["over"]:
        assert time.monotonic() < deadline, f"the table of bots {table} did not end"
        time.sleep(0.25)


# Le Roi des Nains last: its bots play the longest game (7 deals), and its end table is
# the widest (a column per deal).
END_ORDER = sorted(GAME_IDS, key=lambda game: game == "roi_des_nains")


@pytest.mark.parametrize("game", END_ORDER)
def test_an_end_screen(
    phone: BrowserContext, server_url: str, finished: dict[str, str], game: str, screenshots: Path
) -> None:
    _wait_until_over(server_url, finished[game])
    page = phone.new_page()
    page.goto(f"/t/{finished[game]}")
    expect(page.locator(".end-screen")).to_be_visible()
    page.wait_for_timeout(200)
    _check(page, screenshots / f"phone-end-{game}.png")


def test_a_replay(
    phone: BrowserContext, server_url: str, finished: dict[str, str], screenshots: Path
) -> None:
    _wait_until_over(server_url, finished["roi_des_nains"])
    page = phone.new_page()
    page.goto(f"/replay/{finished['roi_des_nains']}")
    expect(page.locator(".replay-controls")).to_be_visible()
    expect(page.locator(".end-screen")).to_be_visible()  # a replay opens on the end
    _check(page, screenshots / "phone-replay-roi_des_nains.png")
    # Halfway through: a deal in play (a trick on the table, the hands).
    slider = page.locator(".replay-controls input[type=range]")
    middle = int(slider.get_attribute("max") or 0) // 2
    slider.fill(str(middle))
    expect(page.locator(".replay-controls .counter")).to_contain_text(f"{middle + 1} /")
    _check(page, screenshots / "phone-replay-roi_des_nains-middle.png")
