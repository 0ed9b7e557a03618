"""Le Roi des Nains in the browser: the hand as cards, every legal move on the board
(the Quête faces, the Sorcier's suit), a phone-sized board, both languages, the log."""

from __future__ import annotations

import contextlib
import random
import re
import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, expect

from ._browser import GAME_TIMEOUT_S, Watch, create_table, watch

GAME = "roi_des_nains"

BOARD_ACTIONS = """() => {
  const board = document.querySelector('#board');
  return {
    actions: [...board.querySelectorAll('.act[data-action]')].map((b) => b.dataset.action),
    picks: [...board.querySelectorAll('.act[data-pick]')].map((b) => b.dataset.pick),
    hand: [...board.querySelectorAll('.rdn-hand .card')].length,
    width: document.documentElement.scrollWidth,
  };
}"""


WIDEST = """() => [...document.querySelectorAll('body *')]
  .filter((e) => e.getBoundingClientRect().right > 361)
  .filter((e) => ![...e.children].some((c) => c.getBoundingClientRect().right > 361))
  .slice(0, 8)
  .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`)"""


def _open_seat(page: Page, options: dict[str, Any] | None = None) -> Watch:
    seen = watch(page)
    create_table(page, GAME, players=3, options=options)
    page.locator("a[data-seat='0']").click()
    expect(page.locator("#board .g-roi_des_nains")).to_be_visible()
    return seen


def _last_update(seen: Watch) -> dict[str, Any]:
    updates = seen.updates()
    assert updates, "no update received"
    return updates[-1]


def _board_matches(page: Page, update: dict[str, Any]) -> tuple[bool, dict[str, Any]]:
    """Whether every legal action of ``update`` is on the board, and nothing else sends one."""
    board: dict[str, Any] = page.evaluate(BOARD_ACTIONS)
    legal = {a["text"] for a in update["legal_actions"]}
    shown = set(board["actions"])
    picks = set(board["picks"])
    # The Sorcier (Wizard) is picked first, then its suit: its actions show once picked.
    hidden = {a for a in legal - shown if a.startswith("play M4 ") and "M4" in picks}
    ok = legal - hidden == shown - hidden and shown <= legal
    view = update["view"]
    if view.get("hand") is not None and view["phase"] != "over":
        ok = ok and board["hand"] == len(view["hand"])
    return ok, board


def test_a_whole_game_on_a_phone_shows_every_legal_move_on_the_board(
    page: Page, screenshots: Path
) -> None:
    page.set_viewport_size({"width": 360, "height": 640})
    seen = _open_seat(page)
    rng = random.Random(7)
    end = page.locator(".end-screen")
    deadline = time.monotonic() + GAME_TIMEOUT_S
    kinds: set[str] = set()
    checked = 0
    while not end.count():
        assert time.monotonic() < deadline, "the game did not end"
        update = _last_update(seen)
        if not update["legal_actions"]:
            page.wait_for_timeout(40)
            continue
        ok = False
        board: dict[str, Any] = {}
        for _ in range(40):  # the board is drawn right after the update arrives
            update = _last_update(seen)
            ok, board = _board_matches(page, update)
            if ok or not update["legal_actions"]:
                break
            page.wait_for_timeout(50)
        if not update["legal_actions"]:
            continue
        assert ok, (update["legal_actions"], board)
        kind = update["legal_actions"][0]["type"]
        if kind not in kinds:
            kinds.add(kind)
            page.screenshot(path=str(screenshots / f"{GAME}-phone-{kind}.png"), full_page=True)
        assert board["width"] <= 360, (
            "the board scrolls sideways on a phone",
            page.evaluate(WIDEST),
        )
        checked += 1
        acts = page.locator("#board .act:not([disabled])")
        count = acts.count()
        if count:
            with contextlib.suppress(PlaywrightError):
                acts.nth(rng.randrange(count)).click(timeout=1500)
    assert checked > 20
    assert "play" in kinds
    page.screenshot(path=str(screenshots / f"{GAME}-phone-end.png"), full_page=True)
    assert page.evaluate("document.documentElement.scrollWidth") <= 360, page.evaluate(WIDEST)
    # The final table lists every deal's Quête.
    expect(end.locator(".rdn-summary tbody tr")).to_have_count(3)
    assert seen.errors == []


def _click_first(page: Page, besides: str = "") -> bool:
    """Click the board's first move (not matching ``besides``); False if there is none.

    The Sorcier (Wizard) is a card that only selects (``data-pick``), its suits then
    send the move: when it is the only card left to play, it is what is clicked. (Clicking
    only ``data-action`` elements left the seat stuck holding it until the game timeout.)
    """
    skip = f":not({besides})" if besides else ""
    sends = page.locator(f"#board .act[data-action]{skip}:not([disabled])")
    picks = page.locator("#board .act[data-pick]:not([data-pick='cancel']):not([disabled])")
    for acts in (sends, picks):
        if acts.count():
            with contextlib.suppress(PlaywrightError):
                acts.first.click(timeout=1500)
            return True
    return False


def _click_until_quete_choice(page: Page, seen: Watch) -> bool:
    """Play the first move until this seat must pick the Quête; False if the game ends."""
    deadline = time.monotonic() + GAME_TIMEOUT_S
    while time.monotonic() < deadline:
        legal = _last_update(seen)["legal_actions"]
        if legal and legal[0]["type"] == "quest":
            return True
        if page.locator(".end-screen").count():
            return False
        # Only plays and the special cards' choices: the faces are for the caller.
        if not (legal and _click_first(page, "[data-action^='quest']")):
            page.wait_for_timeout(40)
    raise AssertionError("the game did not end")


def test_the_quete_choice_is_two_clickable_faces(page: Page) -> None:
    """When this seat holds the blue 5, the two faces of the drawn tile are the moves."""
    # The blue 5 is dealt at random, 1 chance in 3 per deal: with seven deals a game and up
    # to four games, this seat never holding it is a 1-in-10^5 event (three 3-deal games
    # missed it 1 time in 40, a CI failure). The search stops at the first choice.
    for _ in range(4):
        seen = _open_seat(page, {"quests_per_game": 7})
        if not _click_until_quete_choice(page, seen):
            continue
        faces = page.locator("#board button.act.rdn-tile[data-action^='quest Q']")
        expect(faces).to_have_count(2)
        expect(faces.first).to_contain_text(re.compile(r"[+−]\d"))  # what it scores
        chosen = (faces.nth(1).get_attribute("data-action") or "").split()[1]
        faces.nth(1).click()
        expect(page.locator("#board .rdn-info .rdn-tile").first).to_contain_text(chosen)
        expect(faces).to_have_count(0)
        assert seen.errors == []
        return
    raise AssertionError("this seat never held the blue 5 in four games")


def test_french_and_english_words_and_a_plain_language_log(page: Page, screenshots: Path) -> None:
    seen = _open_seat(page)
    page.locator("button.lang[lang='fr']").click()
    board = page.locator("#board .g-roi_des_nains")
    expect(board).to_contain_text("Donne 1/3")  # (the tests play 3 deals: GAME_SETTINGS)
    expect(board.locator(".rdn-seat")).to_have_count(3)
    page.screenshot(path=str(screenshots / f"{GAME}-fr.png"), full_page=True)
    page.locator("button.lang[lang='en']").click()
    expect(board).to_contain_text("Donne (deal) 1/3")
    expect(board.locator(".rdn-tile").first).to_contain_text("Quête (quest)")
    # Play a few cards, then read the log: sentences, not canonical texts.
    plays = 0
    deadline = time.monotonic() + 60
    while plays < 3 and time.monotonic() < deadline:
        acts = page.locator("#board .act[data-action]:not([disabled])")
        if acts.count():
            with contextlib.suppress(PlaywrightError):
                acts.first.click(timeout=1500)
                plays += 1
        page.wait_for_timeout(60)
    lines = page.locator("#log li").all_inner_texts()
    assert any(re.search(r"\b(plays|leads) (blue|green|red|\w+ \()", line) for line in lines), lines
    assert any("wins trick" in line for line in lines), lines
    for line in lines:
        # No canonical text ("play G7", "deal B11", "quest Q12A"); plain words may hold
        # numbers ("if you win 4 tricks in a row").
        assert not re.search(r"\b(play|deal|show|quest) [BGRMQ]\w*\d", line), line
    # No dealt card of another seat shows anywhere on the page (hidden information).
    hand = set(_last_update(seen)["view"]["hand"])
    shown = set(page.locator("#board .rdn-hand .card").evaluate_all("els => els.map(e => e.title)"))
    assert len(shown) <= len(hand)
    assert seen.errors == []


def test_a_spectator_sees_no_hand(page: Page) -> None:
    create_table(page, GAME, players=3)
    spectate = page.locator("a:not([data-seat])[href^='/t/']").last
    page.goto(spectate.get_attribute("href") or "")
    board = page.locator("#board .g-roi_des_nains")
    expect(board).to_be_visible()
    expect(board.locator(".rdn-seat")).to_have_count(3)
    assert page.locator("#board .rdn-hand").count() == 0
    assert page.locator("#board .act").count() == 0


def _events(seen: Watch) -> list[dict[str, Any]]:
    """The seat's event list as the page builds it from its updates."""
    events: list[dict[str, Any]] = []
    for update in seen.updates():
        events = events[: update["events_from"]] + update["events"]
    return events


Trick = tuple[int, int]
"""A trick as (deal, trick number)."""


def _trick_map(
    events: list[dict[str, Any]], me: int
) -> tuple[dict[int, Trick], Trick | None, Trick | None, int | None, Trick | None, int]:
    """Per play event (by index) its trick; the trick in play, the last finished one and
    its winner, the seat's last won trick this deal, and the tricks finished this deal."""
    plays: dict[int, Trick] = {}
    deal = done = 0
    current: Trick | None = None
    last: Trick | None = None
    winner: int | None = None
    mine: Trick | None = None
    for i, e in enumerate(events):
        actor, text = e["actor"], e["text"]
        if actor == "chance" and text.startswith("special "):
            deal, done, mine = deal + 1, 0, None
        elif re.fullmatch(r"P\d+", actor) and text.startswith("play "):
            plays[i] = current = (deal, done + 1)
        elif actor == "table" and text.startswith("win "):
            words = text.split()
            done = int(words[3])
            last, winner, current = (deal, done), int(words[1][1:]), None
            if winner == me:
                mine = last
    return plays, current, last, winner, mine, done


def _memory_problem(page: Page, seen: Watch, strict: bool) -> str | None:
    """What the board and the log show against the memory rule, or None if all is right."""
    plays, current, last, winner, mine, _ = _trick_map(_events(seen), 0)
    shown_at = page.locator("#log li").evaluate_all("els => els.map((e) => Number(e.dataset.i))")
    shown = {plays[i] for i in shown_at if i in plays}
    every = set(plays.values())
    prev = page.locator("#board .rdn-prev").count()
    memory = page.locator("#board .rdn-memory").count()
    if not strict:
        if shown != every or prev != 1 or memory:
            return f"all: log {sorted(shown)} of {sorted(every)}, previous {prev}, note {memory}"
        return None
    allowed = {t for t in (current, mine) if t is not None}
    if not shown <= allowed or current not in shown or shown == every:
        return f"strict: log {sorted(shown)}, allowed {sorted(allowed)} of {sorted(every)}"
    if prev != (1 if winner == 0 else 0) or memory != 1:
        return f"strict: previous {prev} (won by P{winner}), note {memory}"
    your_last = page.locator("#board .rdn-small", has_text="Your last trick").count()
    if your_last != (1 if mine is not None and mine != last else 0):
        return f"strict: last won {mine}, last {last}, 'Your last trick' {your_last}"
    return None


@pytest.mark.parametrize("strict", [True, False], ids=["last-won-trick", "all-tricks"])
def test_past_tricks_show_as_the_memory_option_says(
    page: Page, screenshots: Path, strict: bool
) -> None:
    """§7 [SEED] « On ne peut regarder que le dernier pli qu'on a remporté »: by default
    (strict_history_view) the board and the log show the trick in play and this seat's
    last won trick only; with the option off, every trick, as before."""
    seen = _open_seat(page, None if strict else {"strict_history_view": False})
    page.locator("button.lang[lang='en']").click()
    deadline = time.monotonic() + 90
    while True:
        assert time.monotonic() < deadline, "three tricks were never played"
        legal = _last_update(seen)["legal_actions"]
        _, current, *_, done = _trick_map(_events(seen), 0)
        # This seat to play, 3 tricks of the deal done, and a card already in this one.
        if legal and legal[0]["type"] == "play" and done >= 3 and current is not None:
            break
        if not (legal and _click_first(page)):
            page.wait_for_timeout(40)
    problem: str | None = "not checked"
    for _ in range(30):  # the update may reach the test a moment before the page draws it
        problem = _memory_problem(page, seen, strict)
        if problem is None:
            break
        page.wait_for_timeout(100)
    assert problem is None, problem
    page.screenshot(path=str(screenshots / f"{GAME}-tricks-{'last' if strict else 'all'}.png"))
    assert seen.errors == []
