"""For a Crown in the browser: the Place Royale (market) as cards to hire, every decision
on the board (payments, targets, a Portrait then its space in the Galerie), the secret
chests, a phone-sized board, both languages and a plain-language log."""

from __future__ import annotations

import random
import re
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, expect

from ._browser import GAME_TIMEOUT_S, Watch, create_table, watch

GAME = "for_a_crown"

BOARD = """() => {
  const board = document.querySelector('#board');
  const all = (sel) => [...board.querySelectorAll(sel + ':not([disabled])')];
  return {
    actions: all('.act[data-action]').map((b) => b.dataset.action),
    picks: all('.act[data-pick]').map((b) => b.dataset.pick),
    open_chests: board.querySelectorAll('.fac-chest.open').length,
    width: document.documentElement.scrollWidth,
  };
}"""


def _open_seat(page: Page, lang: str | None = None) -> Watch:
    seen = watch(page)
    create_table(page, GAME, players=3)
    page.locator("a[data-seat='0']").click()
    expect(page.locator("#board .g-for_a_crown")).to_be_visible()
    if lang is not None:
        page.locator(f"button.lang[lang={lang}]").click()
    return seen


def _legal(seen: Watch) -> tuple[set[str], dict[str, Any]]:
    updates = seen.updates()
    assert updates, "no update received"
    last = updates[-1]
    return {a["text"] for a in last["legal_actions"]}, last["view"]


def _board(page: Page) -> dict[str, Any]:
    board: dict[str, Any] = page.evaluate(BOARD)
    return board


def _matches(legal: set[str], board: dict[str, Any]) -> bool:
    """Every legal action is on the board (a Portrait's moves once it is picked)."""
    shown = set(board["actions"])
    moves = {a for a in legal if a.startswith("move ")}
    if moves:
        movers = {a.split()[1] for a in moves}
        # one Portrait at a time: the shown moves are the picked Portrait's
        one = len({a.split()[1] for a in shown}) <= 1
        return set(board["picks"]) - {"clear"} == movers and shown <= moves and one
    return shown == legal and not board["picks"]


def test_a_whole_game_on_a_phone_shows_every_decision_on_the_board(
    page: Page, screenshots: Path
) -> None:
    page.set_viewport_size({"width": 360, "height": 640})
    seen = _open_seat(page)
    rng = random.Random(3)
    end = page.locator(".end-screen")
    deadline = time.monotonic() + GAME_TIMEOUT_S
    kinds: set[str] = set()
    shot = False
    while not end.count():
        assert time.monotonic() < deadline, "the game did not end"
        legal, view = _legal(seen)
        if not legal:
            page.wait_for_timeout(40)
            continue
        board = _board(page)
        tries = 0
        while not _matches(legal, board) and tries < 25:
            page.wait_for_timeout(40)
            legal, view = _legal(seen)
            board = _board(page)
            tries += 1
        if not legal:
            continue
        assert _matches(legal, board), (sorted(legal), board)
        assert board["width"] <= 360, board["width"]
        # The chests are secret: only this seat's own is open on the board.
        assert board["open_chests"] <= 1
        kinds.add(view["phase"])
        if not shot and view["phase"] == "recruit":
            page.screenshot(path=str(screenshots / f"{GAME}-phone.png"), full_page=True)
            shot = True
        try:
            if board["picks"] and not board["actions"]:
                pick = rng.choice([p for p in board["picks"] if p != "clear"])
                page.locator(f"#board .act[data-pick='{pick}']").first.click(timeout=1500)
                expect(page.locator("#board .fac-dest[data-action]").first).to_be_visible()
                continue
            action = rng.choice(board["actions"])
            page.locator(f"#board .act[data-action='{action}']").first.click(timeout=1500)
        except PlaywrightError:
            continue  # redrawn under the pointer: look again
        page.wait_for_timeout(30)
    assert {"recruit", "pay"} <= kinds, kinds
    # The end screen (the opened chests) fits the phone too.
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert seen.errors == []
    page.screenshot(path=str(screenshots / f"{GAME}-phone-end.png"), full_page=True)
    # The replay draws the same board, with nothing to click, from its first step.
    page.locator(".end-screen a.button.primary").click()
    expect(page.locator("#board.replay .g-for_a_crown")).to_be_visible()
    page.keyboard.press("Home")
    expect(page.locator("#board .fac-gallery .fac-portrait")).to_have_count(3)
    page.keyboard.press("End")
    expect(page.locator("#board .act")).to_have_count(0)
    assert seen.errors == []


def test_a_move_is_a_portrait_picked_then_the_space_it_lands_on(page: Page) -> None:
    """Hire the two COIN / MOVE halves, choose MOVE when one is turned over, then move."""
    seen = _open_seat(page, "en")
    deadline = time.monotonic() + GAME_TIMEOUT_S
    moved = False
    while not moved:
        assert time.monotonic() < deadline, "no MOVE decision came"
        assert not page.locator(".end-screen").count(), "the game ended without a MOVE"
        legal, _view = _legal(seen)
        board = _board(page)
        if not legal or not (set(board["actions"]) | set(board["picks"])):
            page.wait_for_timeout(40)
            continue
        try:
            if board["picks"] and any(a.startswith("move ") for a in legal):
                pick = next(p for p in board["picks"] if p != "clear")
                button = page.locator(f"#board .fac-pbtn[data-pick='{pick}']")
                button.click()
                expect(button).to_have_attribute("aria-pressed", "true")
                dest = page.locator("#board .fac-dest[data-action]")
                expect(dest.first).to_be_visible()
                assert all(d.startswith(f"move {pick} ") for d in _board(page)["actions"])
                button.click()  # picking again un-picks
                expect(page.locator("#board .fac-dest")).to_have_count(0)
                button.click()
                dest.first.click()
                moved = True
                break
            wanted = ["recruit L1-CM", "choose MOVE"]
            target = next((a for a in wanted if a in board["actions"]), None)
            if target is None:
                target = board["actions"][0]
            page.locator(f"#board .act[data-action='{target}']").first.click(timeout=1500)
        except PlaywrightError:
            continue
        page.wait_for_timeout(30)
    expect(
        page.locator("#log li", has_text=re.compile(r"moves .*Portrait (left|right) to space \d"))
    ).not_to_have_count(0)
    assert seen.errors == []


def test_both_languages_and_a_plain_log(page: Page) -> None:
    seen = _open_seat(page, "en")
    board = page.locator("#board")
    expect(board.get_by_text("Place Royale (Royal Square)")).to_be_visible()
    expect(board.get_by_text("Galerie (Gallery)")).to_be_visible()
    hire = page.locator("#board button.card[data-action='recruit L1-RB']")
    expect(hire).to_be_visible()
    # The other families' chests stay closed; this seat's own shows its 10 Rubies.
    expect(page.locator(".fac-family[data-seat='1'] .fac-chest.closed")).to_be_visible()
    expect(page.locator(".fac-family[data-seat='2'] .fac-chest.closed")).to_be_visible()
    expect(page.locator(".fac-family[data-seat='0'] .fac-chest.open")).to_contain_text("10")
    hire.click()
    pay = page.locator("#board .fac-paybtn[data-action^='pay ']")
    expect(pay.first).to_be_visible()
    pay.first.click()
    log = page.locator("#log li")
    hired = re.compile(r"hires L1-RB \(Ruby / Masked Bandit\), paying 1 (Coin|Ruby)\.")
    expect(log.filter(has_text=hired)).not_to_have_count(0)
    for line in log.all_inner_texts():
        assert not re.search(r":\s*(recruit|pay|reveal|flip) ", line), line
    page.locator("button.lang[lang=fr]").click()
    expect(board.get_by_text("Place Royale", exact=True)).to_be_visible()
    expect(board.get_by_text("Familles", exact=True)).to_be_visible()
    recrute = re.compile(r"recrute L1-RB \(Rubis / Raton Voleur\) et paie 1 (Pièce|Rubis)\.")
    french = log.filter(has_text=recrute)
    expect(french).not_to_have_count(0)
    # A spectator sees the same table with every chest closed and nothing to click.
    table = page.url.split("#")[0]
    page.goto("/")
    page.goto(table)
    expect(page.locator("#board .g-for_a_crown .fac-square")).to_be_visible()
    expect(page.locator(".fac-family")).to_have_count(3)
    expect(page.locator("#board .fac-chest.closed")).to_have_count(3)
    expect(page.locator("#board .fac-chest.open")).to_have_count(0)
    expect(page.locator("#board .act")).to_have_count(0)
    assert seen.errors == []
