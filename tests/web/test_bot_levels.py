"""The bot levels in the browser: the form offers them weakest first, with the time a
searching level takes, and a whole game against a ``hard`` bot plays to its end."""

from __future__ import annotations

from pathlib import Path

import httpx
from playwright.sync_api import Page, expect

from ._browser import create_table, play_by_clicking, watch

RECORD_TURNS_JS = """() => {
  window.__turns = [];
  const turn = document.querySelector(".turn");
  const keep = () => window.__turns.push(turn.textContent);
  keep();
  new MutationObserver(keep).observe(turn, { childList: true, characterData: true, subtree: true });
}"""
"""Keep every text the turn line shows (the bot's turn may last a fraction of a second)."""


def test_the_form_offers_the_levels_weakest_first_normal_by_default(page: Page) -> None:
    seen = watch(page)
    page.goto("/new/quatre_royaumes")
    page.locator("button.lang[lang='en']").click()
    page.select_option("#players", "2")
    level = page.locator("select[name='seat-1-bot']")
    expect(level).to_have_value("normal")
    options = level.locator("option")
    expect(options).to_have_text(["Random", "Easy", "Normal", "Hard", "Expert"])
    expect(page.locator(".levels-hint")).to_have_text(
        "Hard thinks up to 1 s a move, Expert up to 3 s."
    )
    assert [options.nth(i).get_attribute("value") for i in range(5)] == [
        "random", "easy", "normal", "hard", "expert",
    ]  # fmt: skip
    page.locator("button.lang[lang='fr']").click()
    expect(page.locator("select[name='seat-1-bot'] option")).to_have_text(
        ["Au hasard", "Facile", "Normal", "Difficile", "Expert"]
    )
    expect(page.locator(".levels-hint")).to_contain_text("Difficile réfléchit jusqu’à 1 s par coup")
    expect(page.locator("select[name='seat-1-bot']")).to_have_value("normal")
    assert seen.errors == []


def test_a_whole_game_against_a_hard_bot(page: Page, server_url: str, screenshots: Path) -> None:
    seen = watch(page)
    page.goto("/")
    page.locator("button.lang[lang='en']").click()
    # Two rounds (the suite's ten minutes): a whole game all the same, to its end screen.
    create_table(page, "quatre_royaumes", players=2, level="hard", options={"max_rounds": 2})
    page.locator("a[data-seat='0']").click()
    expect(page.locator("#board")).to_be_visible()
    bot_seat = page.locator(".seat-chip[data-seat='1']")
    expect(bot_seat).to_contain_text("Bot 2 (Hard)")
    page.evaluate(RECORD_TURNS_JS)
    clicks = play_by_clicking(page, seed=19, timeout=90)
    assert clicks > 0
    end = page.locator(".end-screen")
    expect(end).to_be_visible()
    expect(end.locator("table.results tbody tr")).to_have_count(2)
    page.screenshot(path=str(screenshots / "quatre_royaumes-hard-end.png"), full_page=True)
    last = seen.updates()[-1]
    assert last["over"] is True
    table = httpx.get(f"{server_url}/api/tables/{last['table']}").json()
    assert [s["bot"] for s in table["seats"]] == [None, "hard"]
    # While the bot thought, the page said whom it waited for.
    turns: list[str] = page.evaluate("() => window.__turns")
    assert any("Waiting for Bot 2 (Hard)" in text for text in turns), turns
    assert seen.errors == []
