"""The Débarquement page: the hand as character cards, the boats, the narration, phones."""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import Browser, Page, ViewportSize, expect

from ._browser import create_table, open_advanced_options, play_by_clicking, watch

PHONE: ViewportSize = {"width": 360, "height": 640}

OVERFLOW_JS = """() => [...document.querySelectorAll('body *')]
  .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
  .slice(-8).map((el) => el.tagName + '.' + (el.getAttribute('class') || '')
    + ' ' + Math.round(el.getBoundingClientRect().right))"""


def _my_turn(page: Page) -> None:
    expect(page.locator(".turn.yours")).to_be_visible(timeout=30_000)


def _open(page: Page) -> None:
    create_table(page, "debarquement", players=3)
    page.locator("a[data-seat='0']").click()
    expect(page.locator("#board .g-debarquement")).to_be_visible()
    _my_turn(page)


def test_the_hand_is_character_cards_and_each_sends_its_choice(page: Page) -> None:
    seen = watch(page)
    _open(page)
    cards = page.locator("#board .deb-hand button.act[data-action]")
    expect(cards).to_have_count(6)
    legal = {a["text"] for a in seen.updates()[-1]["legal_actions"]}
    shown = {cards.nth(i).get_attribute("data-action") for i in range(6)}
    assert shown == legal
    # Each card is drawn: its number and its French name, in an SVG.
    first = cards.first
    number = int(first.get_attribute("data-card") or "0")
    assert first.locator("svg text").first.text_content() == str(number)
    assert re.match(rf"^{number} \w", first.get_attribute("aria-label") or "")
    # The two boats are on the board, and no raw action text is shown.
    expect(page.locator("#board .deb-boat")).to_have_count(2)
    assert "choose " not in page.locator("#board").inner_text()
    # Choosing a card: the seat is marked as having chosen (or the turn moves on).
    first.click()
    expect(
        page.locator("#log li").filter(has_text=re.compile(r"choisit|chooses|Révélation|Reveal"))
    ).not_to_have_count(0)
    assert seen.errors == []


def test_french_and_english_and_a_plain_language_log(page: Page) -> None:
    _open(page)
    page.locator("button.lang[lang='fr']").click()
    expect(page.locator("#board .deb-boat-name").first).to_have_text("Bateau normand")
    page.locator("#board .deb-hand button.act").first.click()
    # Once the cards are revealed and placed, the log tells it in words.
    reveal = page.locator("#log li", has_text="Révélation")
    expect(reveal.first).to_be_visible(timeout=20_000)
    expect(page.locator("#log li", has_text="bateau")).not_to_have_count(0, timeout=20_000)
    texts = page.locator("#log li").all_inner_texts()
    assert not any(re.match(r"^(reveal|placed|captured|deal) ", t) for t in texts), texts
    page.locator("button.lang[lang='en']").click()
    expect(page.locator("#board .deb-boat-name").first).to_have_text("Norman boat")
    expect(page.locator("#log li", has_text="Reveal")).not_to_have_count(0)


def test_only_my_hand_is_on_the_page(page: Page) -> None:
    seen = watch(page)
    _open(page)
    view = seen.updates()[-1]["view"]
    mine = set(view["hand"])
    shown = {
        int(n) for n in page.locator("#board .deb-hand [data-card]").evaluate_all(
            "els => els.map((e) => e.dataset.card)"
        )
    }  # fmt: skip
    assert shown == mine
    # Every card on the board is mine, in a boat, revealed or captured: nothing else.
    public = {c for boat in view["boats"].values() for st in boat for c in st}
    assert {int(n) for n in page.locator("#board [data-card]").evaluate_all(
        "els => els.map((e) => e.dataset.card)")} <= mine | public  # fmt: skip


def test_a_whole_game_on_a_phone_without_sideways_scroll(
    browser: Browser, server_url: str, screenshots: Path
) -> None:
    context = browser.new_context(
        viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True,
        locale="en-GB", base_url=server_url,
    )  # fmt: skip
    try:
        page = context.new_page()
        seen = watch(page)
        _open(page)
        page.screenshot(path=str(screenshots / "debarquement-page-phone.png"), full_page=True)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= PHONE["width"], page.evaluate(OVERFLOW_JS)
        # Tap targets: the hand's cards are at least 40 px wide and tall.
        box = page.locator("#board .deb-hand button.act").first.bounding_box()
        assert box is not None
        assert box["width"] >= 40
        assert box["height"] >= 40
        play_by_clicking(page, seed=11)
        expect(page.locator(".end-screen")).to_be_visible()
        page.screenshot(path=str(screenshots / "debarquement-page-phone-end.png"), full_page=True)
        page.locator(".end-screen").screenshot(
            path=str(screenshots / "debarquement-phone-result.png")
        )
        page.locator("#board").screenshot(
            path=str(screenshots / "debarquement-phone-board-end.png")
        )
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], (
            page.evaluate(OVERFLOW_JS)
        )
        # The replay draws every step, as the seat and as a spectator, with nothing to click.
        page.locator(".end-screen a", has_text="Replay the game").click()
        expect(page.locator("#board .g-debarquement")).to_be_visible()
        page.locator(".replay-controls button[aria-label='Start']").click()
        expect(page.locator("#board .deb-boat")).to_have_count(2)
        for _ in range(30):
            page.locator(".replay-controls button[aria-label='Next']").click()
        expect(page.locator("#board .deb-hand [data-card]")).not_to_have_count(0)
        assert page.locator("#board .act").count() == 0
        page.select_option(".replay-controls select", "")
        expect(page.locator("#board .deb-seat")).to_have_count(3)
        expect(page.locator("#board .deb-hand")).to_have_count(0)  # a spectator sees no hand
        assert seen.errors == []
    finally:
        context.close()


NEUTRAL = {9, 10, 21, 22, 25, 26, 35, 36, 43, 44, 49, 50}


def test_a_neutral_card_goes_in_the_boat_i_tap(page: Page, screenshots: Path) -> None:
    seen = watch(page)
    _open(page)
    for _ in range(60):
        _my_turn(page)
        boats = page.locator("#board .deb-boat button.act[data-action^='place ']")
        if boats.count():
            break
        hand = page.locator("#board .deb-hand button.act[data-action]")
        numbers = [int(n) for n in hand.evaluate_all("els => els.map((e) => e.dataset.card)")]
        pick = next((n for n in numbers if n in NEUTRAL), numbers[0])
        page.locator(f"#board .deb-hand button.act[data-card='{pick}']").click()
        page.wait_for_timeout(150)
    expect(boats).to_have_count(2)
    page.screenshot(path=str(screenshots / "debarquement-place.png"), full_page=True)
    texts = sorted(b.get_attribute("data-action") or "" for b in boats.all())
    card = texts[0].split()[1]
    assert texts == [f"place {card} english", f"place {card} norman"]
    assert {a["text"] for a in seen.updates()[-1]["legal_actions"]} == set(texts)
    # Each boat's button tells what the card does there: the view's previews, in words.
    previews = {p["boat"]: p for p in seen.updates()[-1]["view"]["previews"]}
    assert set(previews) == {"norman", "english"}
    for boat, p in previews.items():
        if p["captures"]:
            effect = f"5th card: you capture it (worth {p['worth']})"
        elif p["covers"]:
            effect = "covers a card"
        else:
            effect = f"{p['visible']}/5 visible"
        button = page.locator(f"#board .deb-boat[data-boat='{boat}'] button.act")
        expect(button).to_contain_text(f"· {effect}")
    # The hand is not playable meanwhile: the only moves are the two boats.
    expect(page.locator("#board .act")).to_have_count(2)
    page.locator("#board .deb-boat[data-boat='english'] button.act").click()
    expect(page.locator("#log li", has_text=f"puts {card} ")).not_to_have_count(0)
    assert seen.errors == []


def test_predeclared_boat_is_picked_card_then_boat(page: Page) -> None:
    """Under ``neutral_choice=predeclare`` a neutral card is a pick; its boats then act."""
    seen = watch(page)
    page.goto("/")
    page.locator(".game-card[data-game='debarquement'] a.primary").click()
    expect(page.locator("#create")).to_be_visible()
    page.select_option("#players", "3")
    for seat in range(3):
        page.select_option(f"select[name='seat-{seat}-kind']", "human" if seat == 0 else "bot")
    page.locator("details.options summary").click()
    open_advanced_options(page)
    page.select_option("#opt-neutral_choice", "predeclare")
    page.locator("#create").click()
    page.locator("a[data-seat='0']").click()
    for _ in range(60):
        _my_turn(page)
        picks = page.locator("#board .deb-hand button.act[data-pick]")
        if picks.count():
            break
        page.locator("#board .deb-hand button.act[data-action]").first.click()
        page.wait_for_timeout(150)
    card = picks.first.get_attribute("data-pick")
    # No boat button until the card is picked; picking again un-picks it.
    expect(page.locator("#board .deb-boat button.act")).to_have_count(0)
    picks.first.click()
    expect(picks.first).to_have_attribute("aria-pressed", "true")
    boats = page.locator("#board .deb-boat button.act[data-action]")
    expect(boats).to_have_count(2)
    assert sorted(b.get_attribute("data-action") or "" for b in boats.all()) == [
        f"choose {card} english",
        f"choose {card} norman",
    ]
    picks.first.click()
    expect(page.locator("#board .deb-boat button.act")).to_have_count(0)
    picks.first.click()
    page.locator("#board .deb-boat[data-boat='norman'] button.act").click()
    expect(page.locator("#log li", has_text=f"{card} ")).not_to_have_count(0)
    assert any(m.get("action") == f"choose {card} norman" for m in seen.sent)
    assert seen.errors == []
