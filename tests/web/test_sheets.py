"""Score sheets on a French phone (issue 22): a group made, a Deux Rois sheet filled from
the first entry to its winners, a refused entry that changes nothing, a correction and an
undo, a reload that comes back to the sheet, and the read-only link that shows it and
cannot change it. The pages draw the server's form and tally: the rules are the engine's."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from royaumes.sheets import sheet_rules
from royaumes.sheets.book import Change, tally_of

from .test_phone_text import CHECK_JS, MIN_PX, PHONE

SIX = ["Ana", "Bob", "Cid", "Dan", "Eve", "Fay"]


@pytest.fixture
def phone(browser: Browser, server_url: str) -> Iterator[BrowserContext]:
    """A French-speaking person's phone."""
    context = browser.new_context(
        viewport=PHONE, is_mobile=True, has_touch=True, locale="fr-FR", base_url=server_url
    )
    context.set_default_timeout(20_000)
    yield context
    context.close()


def _fits(page: Page, shot: Path) -> None:
    page.screenshot(path=str(shot), full_page=True)
    found = page.evaluate(CHECK_JS, MIN_PX)
    assert not found["small"], f"{shot.name}: text under {MIN_PX:g} px: {found['small']}"
    assert not found["faint"], f"{shot.name}: text below WCAG AA contrast: {found['faint']}"
    assert found["width"] <= PHONE["width"], f"{shot.name}: the page scrolls sideways"
    assert not found["scrollers"], f"{shot.name}: a box scrolls sideways: {found['scrollers']}"


def _card(page: Page, person: int, card: int) -> None:
    """Choose a card: from a list at a small table, typed (with suggestions) at a big one."""
    field = page.locator(f"#f-card-{person}")
    if field.evaluate("el => el.tagName") == "SELECT":
        field.select_option(str(card))
    else:
        field.fill(str(card))


def _enter(page: Page, cards: list[int], rooms: list[str]) -> None:
    for i, (card, room) in enumerate(zip(cards, rooms, strict=True)):
        _card(page, i, card)
        page.locator(f"#f-room-{i} input[value='{room}']").check()
    page.locator("#entry-form button[type=submit]").click()


def test_a_group_scores_deux_rois_on_a_phone(phone: BrowserContext, screenshots: Path) -> None:
    page = phone.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto("/")
    page.locator("a.sheets-link").click()
    expect(page.locator("h1")).to_have_text("Feuilles de score")
    page.locator("#group-name").fill("Les cousins")
    page.locator("#group-people").fill("\n".join(SIX))
    page.locator("form button[type=submit]").click()
    expect(page.locator("h1")).to_have_text("Les cousins")
    _fits(page, screenshots / "phone-sheets-group.png")
    edit_url = page.url
    page.locator("#sheet-game").select_option("deux_rois")
    for name in SIX:
        page.locator(f"input[name=person][value='{name}']").check()
    expect(page.locator(".people-pick b")).to_have_count(6)
    page.locator(".new-sheet button[type=submit]").click()
    expect(page.locator("h1")).to_have_text("Deux Rois pour un Royaume")
    expect(page.locator(".turn")).to_contain_text("Saisissez les positions finales")
    # What is typed survives a reload, until it is saved.
    _card(page, 0, 1)
    page.reload()
    expect(page.locator("#f-card-0")).to_have_value("1")
    # Card 22 shows its colour's field, and only there.
    expect(page.locator("#f-colour-0")).to_have_count(0)
    # A card held twice: the rules' reason, in French, and nothing stored.
    _enter(page, [1, 2, 3, 4, 5, 5], ["N", "N", "E", "E", "N", "E"])
    expect(page.locator("#entry-error")).to_have_text("saisie 1 : la carte 5 est saisie deux fois")
    expect(page.locator("#undo")).to_have_count(0)
    _card(page, 5, 6)
    page.locator("#entry-form button[type=submit]").click()
    verdict = page.locator(".verdict")
    expect(verdict).to_contain_text("Gagnants : Ana, Cid, Dan")
    expect(verdict).to_contain_text("Condition de victoire : Guillaume chez lui (Normands)")
    rows = page.locator("table.by-person tbody tr")
    expect(rows).to_have_count(6)
    expect(rows.nth(0)).to_contain_text("5")
    _fits(page, screenshots / "phone-sheets-deux-rois.png")
    # The steps of the end, in the engine's words.
    page.locator("details.steps summary").click()
    expect(page.locator("details.steps li").first).to_be_visible()
    # A correction (Bob holds Guillaume), then undo brings the first entry back.
    _card(page, 0, 2)
    _card(page, 1, 1)
    page.locator("#entry-form button[type=submit]").click()
    expect(verdict).to_contain_text("Gagnants : Bob, Cid, Dan")
    page.locator("#undo").click()
    expect(verdict).to_contain_text("Gagnants : Ana, Cid, Dan")
    page.reload()
    expect(page.locator(".verdict")).to_contain_text("Gagnants : Ana, Cid, Dan")
    expect(page.locator("details.history summary")).to_contain_text("3 modifications")
    # The group's page: the sheet in its history, Ana's win in the statistics.
    page.goto(edit_url)
    expect(page.locator(".sheets-list li")).to_have_count(1)
    expect(page.locator("ul.stats")).to_contain_text("Ana 1 partie, 1 victoire")
    page.locator("details.share summary").click()
    read_url = page.locator("details.share input").nth(1).input_value()
    assert "#token=" in read_url
    # The read-only link: the sheet, no form, no undo.
    reader = phone.new_page()
    reader.goto(read_url)
    expect(reader.locator(".muted").first).to_contain_text("lecture seule")
    reader.locator(".sheets-list button").click()
    expect(reader.locator(".verdict")).to_contain_text("Gagnants : Ana, Cid, Dan")
    expect(reader.locator("#entry-form")).to_have_count(0)
    expect(reader.locator("#undo")).to_have_count(0)
    assert errors == []


# -- every game's sheet, filled by hand on a phone ----------------------------------------


def _rdn(quest: str, special: str, totals: tuple[int, ...]) -> dict[str, Any]:
    return {"quest": quest, "special": special, "totals": list(totals)}


# example: (game, people, options, entries): a spec example as a group enters it, in order.
EXAMPLES: dict[str, tuple[str, int, dict[str, Any], list[dict[str, Any]]]] = {
    # Prince Noir E10 (FFEEEFEE, hands 3 and 1): 11 to 6.
    "prince_noir": (
        "prince_noir",
        2,
        {},
        [
            {
                **{f"castle_{k}": "0" if o == "E" else "1" for k, o in enumerate("FFEEEFEE", 1)},
                "hand": [3, 1],
            }
        ],
    ),
    # Débarquement D6 (threshold 30): C's 31 ends the game after deal 1; B wins with -6.
    "debarquement": (
        "debarquement",
        3,
        {"threshold": 30},
        [
            {
                "boats": [
                    [[40, 42, 46, 48, 50], [1, 3, 4, 11, 31]],
                    [[49, 13, 15, 17, 19, 22]],
                    [[30, 32, 34, 35, 38], [9, 10, 14, 21, 44]],
                ]
            }
        ],
    ),
    # For a Crown Example 10: the final adjustments, then B ahead of C by influence.
    "for_a_crown": (
        "for_a_crown",
        4,
        {},
        [
            {
                "gallery": [8, 9, 5, 7],
                "rubies": [9, 23, 12, 15],
                "coins": [3, 0, 3, 1],
                "bandits": [1, 2, 0, 1],
                "heirloom": [True, False, True, False],
            }
        ],
    ),
    # Les 4 Royaumes E10: three rounds at 3, a tie broken by the last round's tricks.
    "quatre_royaumes": (
        "quatre_royaumes",
        3,
        {},
        [
            {"mission": ["H", "S", "C"], "visible": ["H", "S", "none"]},
            {"mission": ["D", "C", "H"], "visible": ["D", "H", "D"]},
            {"mission": ["S", "H", "D"], "visible": ["H", "H", "D"], "tricks": [2, 4, 2]},
        ],
    ),
    # Le Roi des Nains Example 11: 31, 31, 27 after deal 7, two tie-break deals, P2 wins.
    "roi_des_nains": (
        "roi_des_nains",
        3,
        {},
        [
            _rdn("Q18B", "B11b", (10, 10, 10)),
            _rdn("Q16A", "M1", (9, 9, 9)),
            _rdn("Q01B", "G11b", (8, 8, 8)),
            _rdn("Q05B", "M3", (0, 0, 0)),
            _rdn("Q19A", "B11a", (0, 0, 0)),
            _rdn("Q15A", "G11a", (4, 4, 0)),
            _rdn("Q04A", "G1", (0, 0, 0)),
            _rdn("Q20A", "R11a", (2, -1, 6)),
            _rdn("Q03A", "B1", (4, 10, 1)),
        ],
    ),
    # Le Roi des Nains Example 7 as the quest's counts (the Rearguard, the Shaman).
    "roi_des_nains-counts": (
        "roi_des_nains",
        4,
        {"quests_per_game": 1},
        [
            {
                "quest": "Q02A",
                "special": "R11a",
                "mode": "counts",
                "last_4": [1, 0, 1, 2],
                "special_winner": "P2",
            }
        ],
    ),
}


def _fill(page: Page, form: list[dict[str, Any]], entry: dict[str, Any]) -> None:
    """Enter ``entry`` in the sheet's form as a person would: field by field, person by
    person (a field the page keeps hidden for that person is left as it is)."""
    for field in form:
        given = entry.get(field["name"])
        if given is None:
            continue
        values = given if field["per_person"] else [given]
        for i, value in enumerate(values):
            if value is None:
                continue
            fid = f"f-{field['name']}-{i}" if field["per_person"] else f"f-{field['name']}"
            el = page.locator(f"#{fid}")
            if not el.count():
                continue
            folded = page.locator(f"details.folded:not([open]):has(#{fid}) > summary")
            if folded.count():
                folded.click()
            kind = field["kind"]
            if kind in ("int", "number"):
                el.fill(str(value))
            elif kind == "bool":
                el.set_checked(bool(value))
            elif kind == "choice":
                tag = el.evaluate("e => e.tagName")
                if tag == "SELECT":
                    el.select_option(str(value))
                elif tag == "DIV":  # two or three choices: one tap
                    el.locator(f"input[value='{value}']").check()
                else:
                    el.fill(str(value))
            elif kind == "card_groups":
                for k, group in enumerate(value):
                    lines = el.locator("input.group")
                    if lines.count() <= k:
                        el.locator("button.add-group").click()
                    lines.nth(k).fill(" ".join(map(str, group)))
            else:
                for chip in value:
                    el.locator(f"input[value='{chip}']").check()
    page.locator("#entry-form button[type=submit]").click()


@pytest.mark.parametrize("example", sorted(EXAMPLES))
def test_every_game_sheet_filled_on_a_phone_gives_the_rules_result(
    phone: BrowserContext, server_url: str, example: str, screenshots: Path
) -> None:
    game, people, options, entries = EXAMPLES[example]
    names = SIX[:people]
    group = httpx.post(f"{server_url}/api/groups", json={"name": game, "people": names}).json()
    token = group["edit_token"]
    sheet = httpx.post(
        f"{server_url}/api/groups/{group['id']}/sheets",
        json={"game": game, "people": names, "options": options},
        headers={"Authorization": f"Bearer {token}"},
    ).json()
    rules = sheet_rules(game)
    resolved = rules.check(people, options)
    expected = tally_of(
        rules, people, resolved, [Change(i, "add", e) for i, e in enumerate(entries)]
    )
    page = phone.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"/sheets/{group['id']}#token={token}&sheet={sheet['id']}")
    history = page.locator("details.history summary")
    for n, entry in enumerate(entries, start=1):
        expect(page.locator("#entry-form")).to_be_visible()
        _fill(page, sheet["form"], entry)
        expect(history).to_contain_text(f"{n} modification")
        expect(page.locator("#entry-error:not(:empty)")).to_have_count(0)
    assert expected.finished
    winners = ", ".join(names[w] for w in expected.winners)
    expect(page.locator(".verdict")).to_contain_text(winners)
    totals = page.locator("tr.totals td") if people <= 5 else page.locator("table.by-person td b")
    expect(totals).to_have_text([_fr(p) for p in expected.totals])
    _fits(page, screenshots / f"phone-sheets-{example}.png")
    assert errors == []


def _fr(points: float) -> str:
    return str(points).replace(".", ",")
