"""The page of Les Chevauchées du Prince Noir: castles, picks, face-down groups, phone width."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

from ._browser import Watch, create_table, watch

GAME = "prince_noir"
MOVE = re.compile(r"^(attack|defend) (\d) (\S+)$")


def _join(page: Page) -> Watch:
    seen = watch(page)
    create_table(page, GAME)
    page.locator("a[data-seat='0']").click()
    expect(page.locator("#board .g-prince_noir")).to_be_visible()
    return seen


def _last_view(seen: Watch) -> dict[str, Any]:
    view: dict[str, Any] = seen.updates()[-1]["view"]
    return view


def _wait_for_placement_turn(page: Page, seen: Watch) -> list[str]:
    """Wait until the seat must place a group; return the legal action texts."""
    expect(page.locator("#board .pn-hand button.card[data-pick]").first).to_be_visible(
        timeout=20_000
    )
    texts: list[str] = [a["text"] for a in seen.updates()[-1]["legal_actions"]]
    assert texts
    assert all(MOVE.match(text) for text in texts)
    return texts


def _play_by_picks(page: Page, text: str) -> None:
    """Build ``text`` (``attack 4 Ch+Pl``) on the board: castle, then cards, then confirm."""
    match = MOVE.match(text)
    assert match
    castle, group = match.group(2), match.group(3).split("+")
    pick = page.locator(f"#board button[data-pick='castle {castle}']")
    if pick.count():
        pick.click()
        expect(pick).to_have_attribute("aria-pressed", "true")
    for kind in group:
        page.locator(
            f"#board .pn-hand button.card[data-pick$=' {kind}'][aria-pressed='false']"
        ).first.click()
    confirm = page.locator(f"#board button.act[data-action='{text}']")
    expect(confirm).to_be_visible()
    expect(confirm).to_have_count(1)
    confirm.click()


def test_a_group_is_built_by_picks_then_confirmed_and_narrated(page: Page) -> None:
    seen = _join(page)
    expect(page.locator("#board .pn-line .pn-castle")).to_have_count(8)
    texts = _wait_for_placement_turn(page, seen)
    view = _last_view(seen)
    hand = page.locator("#board .pn-hand button.card")
    expect(hand).to_have_count(len(view["hand"]))
    # No confirm before a group is picked: the hand only selects.
    assert not page.locator("#board .pn-mine button.act[data-action]").count()
    # A two-card group when there is one, to exercise several picks.
    text = next((x for x in texts if "+" in x), texts[0])
    _play_by_picks(page, text)
    kind, castle = text.split()[:2]
    verb = "attacks" if kind == "attack" else "defends"
    expect(
        page.locator("#log li", has_text=f"Player 1 (you) {verb} castle {castle} with")
    ).to_have_count(1, timeout=10_000)
    assert any(m.get("type") == "action" and m.get("action") == text for m in seen.sent)
    # The log tells the moves in words, never the raw canonical text.
    lines = page.locator("#log li").all_inner_texts()
    assert lines
    assert not any(re.match(r"^(attack|defend|draw|order|reveal|combat) ", line) for line in lines)
    assert any("castle" in line or "château" in line for line in lines)
    # The engine's narration: a run of draws is one line, and no key shows unformatted.
    assert any(line.startswith("You draw: ") for line in lines)
    assert not any(re.search(r"\bpn[.-]|\{", line) for line in lines)
    assert seen.errors == []


def test_the_opponents_groups_stay_face_down_until_the_reveal(page: Page) -> None:
    seen = _join(page)
    texts = _wait_for_placement_turn(page, seen)
    view = _last_view(seen)
    if view["phase"] == "open_x":  # P1: open; the bot answers and opens Y, face down
        _play_by_picks(page, texts[0])
        expect(page.locator("#board .pn-combat")).to_have_count(2, timeout=20_000)
        expect(
            page.locator("#board .pn-hand button.card[data-pick]:not([disabled])").first
        ).to_be_visible()
    view = _last_view(seen)
    mine = view["sides"][0]
    hidden = [p for p in view["placements"] if p["side"] != mine]
    assert hidden
    assert all(p["cards"] is None for p in hidden)
    backs = page.locator("#board .pn-combat .card.back")
    expect(backs).to_have_count(sum(p["size"] for p in hidden))
    # The opponent's hand is only a count: no face card outside the seat's own cards.
    faces = page.locator("#board .card:not(.back)")
    own = sum(len(p["cards"].split("+")) for p in view["placements"] if p["side"] == mine)
    expect(faces).to_have_count(len(view["hand"]) + own)
    assert seen.errors == []


def test_on_a_phone_the_line_fits_and_reads_in_french(page: Page, screenshots: Path) -> None:
    page.set_viewport_size({"width": 360, "height": 640})
    seen = _join(page)
    _wait_for_placement_turn(page, seen)
    page.locator("button.lang[lang=fr]").click()
    expect(page.locator("#board .pn-mine h3")).to_contain_text("Votre main")
    expect(page.locator("#board .pn-line .pn-castle").first).to_have_attribute(
        "aria-label", re.compile(r"^Château 1 \((Anglais|Français)\)")
    )
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    # Tap targets: the castles and the cards of the hand are at least 38 × 44 px.
    for selector in ("#board .pn-line .pn-castle", "#board .pn-hand button.card"):
        box = page.locator(selector).first.bounding_box()
        assert box is not None
        assert box["width"] >= 38, (selector, box)
        assert box["height"] >= 44, (selector, box)
    page.screenshot(path=str(screenshots / f"{GAME}-phone.png"), full_page=True)
    page.locator("button.lang[lang=en]").click()
    expect(page.locator("#board .pn-mine h3")).to_contain_text("Your hand")
    assert seen.errors == []
