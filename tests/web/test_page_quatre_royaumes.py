"""The page of Les 4 Royaumes: the hand as cards to click, the secret missions, the log, phones."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, Page, expect

from ._browser import create_table, play_by_clicking, watch

GAME = "quatre_royaumes"


def _my_turn(page: Page) -> None:
    expect(page.locator(".turn.yours")).to_be_visible(timeout=30_000)


def test_the_hand_is_cards_to_click_and_the_missions_stay_secret(page: Page) -> None:
    seen = watch(page)
    create_table(page, GAME, players=3)
    page.locator("a[data-seat='0']").click()
    _my_turn(page)
    update = seen.updates()[-1]
    legal = {a["text"] for a in update["legal_actions"]}
    me = update["view"]["places"][0]
    # Every legal card is a button of the hand carrying its canonical text, and nothing else acts.
    acts = page.locator("#board .act")
    expect(acts).to_have_count(len(legal))
    sent = {acts.nth(i).get_attribute("data-action") for i in range(acts.count())}
    assert sent == legal
    assert page.locator("#board .qr-hand button.card.act[data-action]").count() == len(legal)
    # My mission is drawn face up with its hint; the others' are card backs.
    mission = me["mission"]
    assert mission
    assert mission != "?"
    expect(page.locator("#board .qr-mission .card")).to_have_count(1)
    for name in ("P1", "P2"):
        place = page.locator(f"#board [data-place='{name}']")
        expect(place.locator(".card.back")).to_have_count(1)
    for message in seen.updates():
        for place in message["view"]["places"][1:]:
            assert place["hand"] is None
            assert place["mission"] in ("?", None)
    assert seen.errors == []


def test_plays_are_narrated_in_plain_words_in_both_languages(page: Page) -> None:
    seen = watch(page)
    create_table(page, GAME, players=3)
    page.locator("a[data-seat='0']").click()
    _my_turn(page)
    page.locator("button.lang[lang=fr]").click()
    expect(page.locator("#board h4").first).to_contain_text("Pli en cours")
    first = page.locator("#board .qr-hand button.card.act").first
    card = first.get_attribute("data-action") or ""
    first.click()
    _my_turn(page)
    log = page.locator("#log li")
    expect(log.filter(has_text="entame avec")).not_to_have_count(0)
    expect(log.filter(has_text="votre mission secrète")).to_have_count(1)
    texts = log.all_inner_texts()
    assert not any(line.startswith("P0") or " play " in f" {line}" for line in texts), texts
    assert card.removeprefix("play ") not in " ".join(texts)  # "7H" is told as "7♥"
    page.locator("button.lang[lang=en]").click()
    expect(page.locator("#board h4").first).to_contain_text("Current trick")
    expect(page.locator("#board .qr-me h4")).to_have_text("Your hand")
    expect(log.filter(has_text="leads")).not_to_have_count(0)
    expect(page.locator("#board .qr-kept .qr-label").first).to_contain_text("Royaumes kept")
    assert seen.errors == []


def test_two_players_and_the_automaton_on_a_phone(
    browser: Browser, server_url: str, screenshots: Path
) -> None:
    context = browser.new_context(
        viewport={"width": 360, "height": 640}, device_scale_factor=2, is_mobile=True,
        has_touch=True, locale="en-GB", base_url=server_url,
    )  # fmt: skip
    try:
        page = context.new_page()
        seen = watch(page)
        create_table(page, GAME, players=2)
        page.locator("a[data-seat='0']").click()
        _my_turn(page)
        # V, the automaton, is a place on the board with its public row and mission.
        robot = page.locator("#board [data-place='V']")
        expect(robot).to_be_visible()
        assert robot.locator(".qr-row .card").count() >= 1
        expect(robot.locator(".card.back")).to_have_count(0)
        expect(page.locator(".seat-chip")).to_have_count(2)
        page.screenshot(path=str(screenshots / f"{GAME}-2p-phone.png"), full_page=True)
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        for target in page.locator("#board .act").all():
            box = target.bounding_box()
            assert box is not None
            assert box["height"] >= 40
        play_by_clicking(page, seed=11)
        expect(page.locator(".end-screen")).to_be_visible()
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        page.screenshot(path=str(screenshots / f"{GAME}-2p-phone-end.png"), full_page=True)
        assert seen.errors == []
    finally:
        context.close()
