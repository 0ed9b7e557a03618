"""The Deux Rois page: a player's phone (role hidden until tapped, room, phase and countdown,
offers, facts, vote, designation, the victory check), the host screen of a 26-player
table, and no card of another seat on the page but what the seat was told."""

from __future__ import annotations

import contextlib
import json
import random
import re
import time
from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import Browser, Page, ViewportSize, WebSocketRoute, expect
from playwright.sync_api import Error as PlaywrightError

from ._browser import Watch, create_table, watch

PHONE: ViewportSize = {"width": 360, "height": 640}
PHONE_GAME_S = 120
"""A 6-player game of 3 rounds at pace ×0.1 ends well within this."""
HOST_GAME_S = 90

OVERFLOW_JS = """() => [...document.querySelectorAll('body *')]
  .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
  .slice(-8).map((el) => el.tagName + '.' + (el.getAttribute('class') || '')
    + ' ' + Math.round(el.getBoundingClientRect().right))"""

AIMED = ("viking", "tostig", "challenge", "council", "raid", "legate", "nominate", "point",
         "abdicate")  # fmt: skip
"""Mode Historique's and the standing leader's actions the page puts in a player's panel."""
CARD_IN_EVENT = re.compile(r"\b(?:card|deal) (\d+)\b")


def _names(server_url: str) -> dict[int, str]:
    """Card number → French name (the page writes cards as "<n> <name>")."""
    cards = httpx.get(f"{server_url}/api/characters", timeout=10).json()
    return {c["number"]: c["name"] for c in cards}


def _told(seen: Watch) -> tuple[set[int], set[int]]:
    """The cards the seat held, and every card number its updates told it of (its facts,
    the events it received: what it was shown, public reveals, the final reveal)."""
    own: set[int] = set()
    told: set[int] = set()
    for update in seen.updates():
        view = update["view"]
        if view.get("card"):
            own.add(view["card"])
        told |= {f[2] for f in view.get("facts") or [] if f[1] == "card"}
        for event in update.get("events", []):
            told |= {int(n) for n in CARD_IN_EVENT.findall(event["text"])}
    return own, told


def _no_leak(page: Page, seen: Watch, names: dict[int, str]) -> None:
    """Before the end, the page names no card the seat was not told of."""
    # The page first, then what the seat was told so far (the updates only grow).
    board = page.locator("#board").inner_text()
    log = page.locator("#log").text_content() or ""
    shown = {int(n) for n in page.locator("#board [data-card]").evaluate_all(
        "els => els.map((e) => e.dataset.card)")}  # fmt: skip
    updates = seen.updates()
    if not updates or updates[-1]["over"]:
        return
    own, told = _told(seen)
    assert shown <= own | told, (shown, own, told)
    for card in updates[-1]["view"]["deck"]:
        if card in own | told:
            continue
        assert names[card] not in board, (card, names[card])
        assert names[card] not in log, (card, names[card])


def _partner(text: str) -> int | None:
    """The seat an action is "with" on the page (its panel), as the module decides."""
    words = text.split()
    if words[0] in AIMED and words[1].isdigit():
        return int(words[1])
    if words[0] in ("propose", "reveal") and len(words) > 2 and words[2].isdigit():
        return int(words[2])
    if words[0] == "dismiss" and words[1].isdigit():
        return int(words[1])
    if words[0] == "power" and len(words) > 2 and words[2].isdigit() and words[1] != "commandant":
        return int(words[2])
    return None


def _every_action_is_on_the_board(page: Page, seen: Watch) -> bool:
    """Each legal action of the last update is a button, or its player can be tapped.
    False when the page changed meanwhile (try again later)."""
    before = len(seen.received)
    if not seen.updates() or page.locator(".table-page.busy").count():
        return False
    legal = {a["text"] for a in seen.updates()[-1]["legal_actions"]}
    actions = set(page.locator("#board .act[data-action]").evaluate_all(
        "els => els.map((e) => e.dataset.action)"))  # fmt: skip
    picks = set(page.locator("#board .act[data-pick]").evaluate_all(
        "els => els.map((e) => Number(e.dataset.pick))"))  # fmt: skip
    if len(seen.received) != before:
        return False
    missing = {a for a in legal if a not in actions and _partner(a) not in picks}
    assert not missing, missing
    assert actions <= legal | {"end_phase"}, actions - legal
    return True


def _texts(server_url: str) -> dict[str, dict[str, dict[str, str]]]:
    """Card number (as text) → its goal and power summary ({"fr", "en"}), from the engine."""
    cards: dict[str, dict[str, dict[str, str]]] = httpx.get(
        f"{server_url}/api/games/deux_rois/texts", timeout=10
    ).json()["cards"]
    return cards


def _seat_colours(page: Page) -> set[str]:
    """The border colours of the seats' chips."""
    return set(page.locator(".seat-chip").evaluate_all(
        "els => els.map((e) => getComputedStyle(e).borderTopColor)"))  # fmt: skip


RAW_CODES = re.compile(r"\((?:chosen|default)\)|\(team|\(équipe|, harold\)|fallback=|\bnull\b")
"""What the end screen must not show: scoring.py's codes, or a forgotten null."""


def _events(seen: Watch) -> list[dict[str, Any]]:
    """The seat's events as the page holds them (each update replaces those from
    ``events_from`` on)."""
    events: list[dict[str, Any]] = []
    for update in seen.updates():
        events = events[: update["events_from"]] + update["events"]
    return events


def _generals_shown(page: Page, seen: Watch) -> bool | None:
    """Both rooms' Generals the seat was told of this round are on its phone (its own from
    the view, the other's from the lines it saw). None: not checked (the page moved on);
    True: the other room's was there to show."""
    before = len(seen.received)
    updates = seen.updates()
    if not updates or updates[-1]["over"] or page.locator(".table-page.busy").count():
        return None
    view = updates[-1]["view"]
    if not view.get("rooms"):
        return None
    known: dict[str, int] = {}
    for event in _events(seen):
        words = event["text"].split()
        if event["actor"] != "table":
            continue
        if words[0] == "log":
            break
        if words[0] == "round":
            known.clear()
        elif words[0] in ("general", "usurp") and words[2].isdigit():
            known[words[1]] = int(words[2])
    rooms = set(page.locator("#board .dr-general").evaluate_all(
        "els => els.map((e) => e.dataset.room)"))  # fmt: skip
    if len(seen.received) != before:
        return None
    own = view["rooms"][updates[-1]["seat"]]
    other = {r for r in known if r != own}
    assert other <= rooms, (known, rooms)
    return bool(other)


def _width(page: Page) -> None:
    width = page.evaluate("document.scrollingElement.scrollWidth")
    assert width <= PHONE["width"], page.evaluate(OVERFLOW_JS)


def test_a_whole_game_on_a_phone(browser: Browser, server_url: str, screenshots: Path) -> None:
    """One person and five bots, 3 rounds at a fast pace, played by tapping on a 360 px phone."""
    names = _names(server_url)
    context = browser.new_context(
        viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True,
        locale="en-GB", base_url=server_url,
    )  # fmt: skip
    try:
        page = context.new_page()
        seen = watch(page)
        create_table(page, "deux_rois", players=6, options={"rounds": 3}, pace=0.1)
        # The invite page (no host screen asked): no stray "null" where the host link would be.
        assert "null" not in page.locator("main").inner_text()
        page.locator("a[data-seat='0']").click()
        expect(page.locator("#board .g-deux-rois")).to_be_visible()
        # Round, phase and countdown at the top; the seat's room and who is in it.
        expect(page.locator("#board .dr-status .dr-phase")).not_to_be_empty()
        expect(page.locator("#board .dr-status .dr-countdown")).to_be_visible()
        expect(page.locator("#board .dr-countdown")).to_have_text(re.compile(r"^\d+:\d\d$"))
        expect(page.locator("#board .dr-room h3")).to_contain_text(
            re.compile("Normandie|Angleterre"))  # fmt: skip
        expect(page.locator("#board .dr-room .dr-person")).not_to_have_count(0)
        # One countdown (the board's), drawn without a glyph the phone's fonts may lack.
        expect(page.locator(".table-head .clock")).to_be_hidden()
        assert "⏱" not in page.locator("body").inner_text()
        # Red and blue are the sides here: the seats' chips are all one neutral colour.
        colours = _seat_colours(page)
        assert len(colours) == 1, colours
        assert colours.isdisjoint({"rgb(31, 90, 166)", "rgb(179, 38, 30)"}), colours
        # The role is hidden until tapped, and hidden again on a second tap.
        card = next(u["view"]["card"] for u in seen.updates() if u["view"]["card"])
        assert page.locator("#board .dr-role-card").count() == 0
        assert names[card] not in page.locator("body").inner_text()
        page.locator("#board .dr-role-toggle").click()
        expect(page.locator("#board .dr-role-card")).to_contain_text(names[card])
        expect(page.locator("#board .dr-role-card")).to_contain_text(str(card))
        # It says what the card is for and what it can do (the engine's texts, one copy).
        about = _texts(server_url)[str(card)]
        expect(page.locator("#board .dr-role-card .dr-goal")).to_contain_text(about["goal"]["en"])
        expect(page.locator("#board .dr-role-card .dr-psum")).to_contain_text(about["power"]["en"])
        page.screenshot(path=str(screenshots / "deux_rois-phone-role.png"), full_page=True)
        _width(page)
        page.locator("#board .dr-role-toggle").click()
        expect(page.locator("#board .dr-role-card")).to_have_count(0)
        # In French: the game's own words.
        page.locator("button.lang[lang='fr']").click()
        expect(page.locator("#board .dr-role-toggle")).to_have_text("Voir mon rôle")
        expect(page.locator("#board .dr-room h3")).to_contain_text("Vous êtes en")
        page.locator("button.lang[lang='en']").click()
        expect(page.locator("#board .dr-role-toggle")).to_have_text("Show my role")

        seen_what = {"offers": 0, "answered": 0, "facts": 0, "vote": 0, "voted": 0,
                     "designation": 0, "checked": 0, "panel": 0, "generals": 0}  # fmt: skip
        rng = random.Random(5)
        end = page.locator(".end-screen")
        deadline = time.monotonic() + PHONE_GAME_S
        shot = False
        while not end.count():
            if time.monotonic() >= deadline:
                view = seen.updates()[-1]["view"]
                where = f"{view['phase']}, to move {view['to_move']}, errors {seen.errors}"
                raise AssertionError(f"the game did not end in {PHONE_GAME_S} s: {where}")
            if rng.random() < 0.25:
                _no_leak(page, seen, names)
                if _every_action_is_on_the_board(page, seen):
                    seen_what["checked"] += 1
                _width(page)
            if _generals_shown(page, seen):
                seen_what["generals"] += 1
            if page.locator("#board .dr-facts li").count():
                seen_what["facts"] += 1
            if page.locator("#board .dr-designate .act[data-action^='designate']").count():
                seen_what["designation"] += 1
            offers = page.locator("#board .dr-offers .act[data-action]:not([disabled])")
            votes = page.locator("#board .dr-vote .act[data-action]:not([disabled])")
            acts = page.locator("#board .act:not([disabled])")
            try:
                # (each count read once: the board may be redrawn between two reads)
                if n := offers.count():
                    seen_what["offers"] += 1
                    offers.nth(rng.randrange(n)).click(timeout=1500)
                    seen_what["answered"] += 1
                elif n := votes.count():
                    seen_what["vote"] += 1
                    votes.nth(rng.randrange(n)).click(timeout=1500)
                    seen_what["voted"] += 1
                elif n := acts.count():
                    target = acts.nth(rng.randrange(n))
                    target.click(timeout=1500)
                    if page.locator("#board .dr-panel").count():
                        seen_what["panel"] += 1
                        # A colour learnt shows on the gold of the selected player: a dark pill.
                        for pill in page.locator("#board .dr-person.sel .knows").all():
                            colour = pill.evaluate("e => getComputedStyle(e).backgroundColor")
                            assert colour == "rgb(27, 27, 27)", colour
                        if not shot:
                            shot = True
                            page.screenshot(path=str(screenshots / "deux_rois-phone-panel.png"),
                                            full_page=True)  # fmt: skip
                            _width(page)
                else:
                    page.wait_for_timeout(50)
            except PlaywrightError:
                pass  # the board was redrawn under the finger: look again
        expect(end).to_be_visible()
        page.screenshot(path=str(screenshots / "deux_rois-phone-end.png"), full_page=True)
        # A finished game has no seat to leave.
        expect(page.locator(".table-foot button")).to_be_hidden()
        # The headline says which side won; the end says it in words, not scoring.py's codes,
        # and nothing about cards not in this 6-player game.
        expect(end.locator(".winners")).to_contain_text(
            re.compile(r"Normans win|English win|France wins|Pope wins|Nobody wins"))  # fmt: skip
        final = seen.updates()[-1]["view"]
        in_play = set(final["cards"] or [])
        text = end.inner_text()
        assert not RAW_CODES.search(text), RAW_CODES.search(text)
        for missing in {5, 46} - in_play:
            assert f"{missing} {names[missing]}" not in end.locator(".dr-check").inner_text()
        lines = page.locator("#log li").all_text_contents()
        log = "\n".join(lines)
        assert "Dealt: " not in log  # "Bot 2 (Normal) was dealt …"
        assert re.search(r"was dealt \d+ ", log), log[-2000:]
        # In English, no French space before a colon, on the board, the end or the log.
        for where in (page.locator("#board").inner_text(), text, log):
            assert " : " not in where, where[where.index(" : ") - 80 :][:160]
        # "ready" in the setup means "I have seen my card".
        setup = lines[: next(i for i, line in enumerate(lines) if line.startswith("Round 1 "))]
        assert all("(I have seen my card)" in line for line in setup if ": ready" in line), setup
        _width(page)
        # The victory check step by step, and every seat's card and points.
        checks = end.locator(".dr-check li")
        assert checks.count() >= 2
        expect(end.locator(".dr-check li.w")).to_have_count(1)
        expect(end.locator("table.dr-points tbody tr")).to_have_count(6)
        expect(end.locator("table.results tbody tr")).to_have_count(6)
        result = seen.updates()[-1]["view"]["result"]
        rows = end.locator("table.dr-points tbody tr")
        for seat, points in enumerate(result["points"]):
            cell = rows.nth(seat).locator("td.pts").inner_text()
            assert float(cell) == points, (seat, cell, points)
        assert seen_what["checked"] > 0, seen_what
        assert seen_what["facts"] > 0, seen_what
        assert seen_what["offers"] > 0, seen_what
        assert seen_what["answered"] > 0, seen_what
        assert seen_what["vote"] > 0, seen_what
        # Every action the seat was offered, the designation's included, was on the board.
        offered = {a["text"].split()[0] for u in seen.updates() for a in u["legal_actions"]}
        if "designate" in offered:
            assert seen_what["designation"] > 0, seen_what
        assert seen.errors == []
    finally:
        context.close()


def test_the_host_screen_of_a_26_player_table(page: Page, screenshots: Path) -> None:
    """26 bots; the host link watches it on a projector: rooms, round, countdown, crossings,
    the host's "end the phase", then the check step by step and 26 players' points."""
    seen = watch(page)
    page.set_viewport_size({"width": 1280, "height": 800})
    started = time.monotonic()
    create_table(page, "deux_rois", players=26, humans=(), options={"rounds": 3}, pace=0.05,
                 host=True)  # fmt: skip
    expect(page.locator("#board .dr-host")).to_be_visible()
    assert "#host=" in page.url
    rooms = page.locator("#board .dr-hroom")
    expect(rooms).to_have_count(2)
    expect(page.locator("#board .dr-hroom li")).to_have_count(26)
    expect(rooms.first).to_contain_text("Normandie")
    expect(rooms.last).to_contain_text("Angleterre")
    expect(page.locator("#board .dr-status")).to_contain_text(
        re.compile("round|setup|dealing", re.I)
    )
    # The host may end a phase before the clock does.
    end_phase = page.locator("#board .act[data-action='end_phase']")
    expect(end_phase).to_be_visible(timeout=15_000)
    expect(end_phase).to_have_text(
        re.compile(
            r"^End the (setup|negotiation|election|usurpation"
            r" window|designation|phase before departure)"
        )
    )
    expect(page.locator("#board .dr-countdown")).to_be_visible()
    page.screenshot(path=str(screenshots / "deux_rois-host.png"), full_page=True)
    # ... or give it more time: the server answers with the new deadline.
    extend = page.locator("#board button.dr-extend")
    try:
        extend.click(timeout=2000)
        assert any(m.get("type") == "extend" for m in seen.sent)
        for _ in range(50):
            answers = [m for m in seen.received if m.get("type") in ("extended", "error")]
            if answers:
                break
            page.wait_for_timeout(100)
        assert answers, "the server did not answer the host's extend"
        if answers[0]["type"] == "extended":  # (an error: the phase had just ended)
            due = answers[0]["deadline"]
            expect(page.locator("#board .dr-countdown")).to_have_attribute(
                "data-at", re.compile(rf"^{int(due)}(\.\d+)?$")
            )
    except PlaywrightError:
        pass  # the phase ended under the pointer
    try:
        end_phase.click(timeout=2000)
        assert any(m.get("action") == "end_phase" for m in seen.sent)
    except PlaywrightError:
        pass  # the phase ended under the pointer: the clock was first
    # A spectator's screen: no role card, no seat's card before the final reveal.
    assert page.locator("#board .dr-role").count() == 0
    assert page.locator("#board [data-card]").count() == 0
    assert all(u["seat"] is None and u["view"]["card"] is None for u in seen.updates())
    crossings = page.locator("#board .dr-crossings li")
    expect(crossings.first).to_be_visible(timeout=HOST_GAME_S * 1000)
    before_end = [u for u in seen.updates() if not u["over"]]
    assert all(u["view"]["cards"] is None for u in before_end[:-1])
    end = page.locator(".end-screen")
    expect(end).to_be_visible(timeout=HOST_GAME_S * 1000)
    page.screenshot(path=str(screenshots / "deux_rois-host-end.png"), full_page=True)
    expect(page.locator("#board .dr-status .dr-round")).to_contain_text("3/3")
    expect(end.locator(".dr-check li")).not_to_have_count(0)
    expect(end.locator(".dr-check li.w")).to_have_count(1)
    expect(end.locator("table.dr-points tbody tr")).to_have_count(26)
    expect(page.locator("#board .dr-hroom li")).to_have_count(26)
    expect(page.locator("#board .dr-hroom .dr-chip")).to_have_count(26)  # the final reveal
    text = page.locator("#board .dr-crossings").inner_text()
    assert "→" in text
    assert time.monotonic() - started < HOST_GAME_S + 30
    assert seen.errors == []


def test_the_new_table_form_sends_the_pace_and_asks_for_a_host_screen(page: Page) -> None:
    """The pace (``clock.scale``) and the host screen are on the form; the invite page then
    holds the host link, which opens the host screen."""
    page.goto("/new/deux_rois")
    expect(page.locator("#pace option")).to_have_count(4)
    expect(page.locator("#pace")).to_have_value("1")
    page.select_option("#pace", "0.5")
    page.locator("#host").check()
    with page.expect_request(lambda r: r.url.endswith("/api/tables") and r.method == "POST") as req:
        page.locator("#create").click()
    body = req.value.post_data_json
    assert body is not None
    assert body["clock"]["scale"] == 0.5
    assert body["host"] == "person"
    link = page.locator(".invite-host input")
    expect(link).to_have_value(re.compile(r"/t/[\w-]+#host="))
    expect(page.locator(".invite")).to_have_count(1)  # the seat's own invite is unchanged
    page.locator(".invite-host a[data-host]").click()
    expect(page.locator("#board .dr-host")).to_be_visible()
    expect(page.locator(".turn")).to_contain_text("Host screen")
    assert page.locator(".table-foot button").count() == 0  # a host has no seat to leave


def test_the_token_decides_the_seat_not_the_link_s_seat_number(page: Page) -> None:
    """A link with seat 1's number and seat 0's token shows seat 0 (the server's answer),
    and mends the link's #seat."""
    seen = watch(page)
    links = create_table(page, "deux_rois", players=6, humans=(0, 1), options={"rounds": 3})
    path, _, fragment = links[0].partition("#")
    token = dict(p.split("=", 1) for p in fragment.split("&"))["token"]
    page.goto(f"{path}#seat=1&token={token}")
    expect(page.locator("#board .g-deux-rois")).to_be_visible()
    chips = page.locator(".seat-chip")
    expect(chips.nth(0)).to_have_class(re.compile(r"\bme\b"))
    expect(chips.nth(1)).not_to_have_class(re.compile(r"\bme\b"))
    expect(page.locator(".seat-chip.me")).to_contain_text("(you)")
    assert all(u["seat"] == 0 for u in seen.updates())
    expect(page).to_have_url(re.compile(r"#seat=0&"))
    page.locator("#board .dr-role-toggle").click()
    card = next(u["view"]["card"] for u in seen.updates() if u["view"]["card"])
    expect(page.locator("#board .dr-role-card")).to_have_attribute("data-card", str(card))
    assert seen.errors == []


def test_a_late_end_of_phase_is_told_as_such_not_as_an_error(page: Page) -> None:
    """The host's "end the …" carries the version it saw; one sent on an older version than
    the phase's start is refused (action/stale), and the host reads a short notice."""
    seen = watch(page)

    def stale(ws: WebSocketRoute) -> None:
        server = ws.connect_to_server()

        def to_server(message: str | bytes) -> None:
            data = json.loads(message)
            if data.get("action") == "end_phase":
                data["version"] = 0  # as if clicked on the first update, long gone
            server.send(json.dumps(data))

        ws.on_message(to_server)

    page.route_web_socket(re.compile(r"/ws$"), stale)
    page.set_viewport_size({"width": 1280, "height": 800})
    # A person's seat that never says "ready": the setup lasts until its clock.
    create_table(page, "deux_rois", players=6, options={"rounds": 3}, pace=1, host=True)
    page.locator(".invite-host a[data-host]").click()
    end_phase = page.locator("#board .act[data-action='end_phase']")
    expect(end_phase).to_be_visible(timeout=15_000)
    expect(page.locator("#board .dr-phase")).not_to_have_text(re.compile("dealing", re.I))
    end_phase.click()
    toast = page.locator("#toast")
    expect(toast).to_have_text("The phase had already ended: nothing was changed.")
    expect(toast).to_have_class("info")
    assert any(m.get("code") == "action/stale" for m in seen.received)


def test_a_standing_leader_game_on_a_phone(browser: Browser, server_url: str) -> None:
    """election_mode=standing_leader (§2.8): no ballot; nominating and pointing are in the
    players' panels, the leader's changes are told in words, and the game ends."""
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True,
                                  locale="en-GB", base_url=server_url)  # fmt: skip
    try:
        page = context.new_page()
        seen = watch(page)
        options = {"rounds": 3, "election_mode": "standing_leader"}
        create_table(page, "deux_rois", players=6, options=options, pace=0.05)
        page.locator("a[data-seat='0']").click()
        expect(page.locator("#board .g-deux-rois")).to_be_visible()
        rng = random.Random(8)
        end = page.locator(".end-screen")
        deadline = time.monotonic() + PHONE_GAME_S
        leader_actions = 0
        while not end.count():
            assert time.monotonic() < deadline, "the game did not end"
            legal = seen.updates()[-1]["legal_actions"] if seen.updates() else []
            aimed = [a["text"] for a in legal if a["text"].split()[0] in ("nominate", "point")]
            if aimed and rng.random() < 0.5:
                target = _partner(aimed[0])
                try:
                    page.locator(f"#board .act[data-pick='{target}']").first.click(timeout=1500)
                    page.locator(f"#board .act[data-action='{aimed[0]}']").click(timeout=1500)
                    leader_actions += 1
                except PlaywrightError:
                    pass  # the board was redrawn: look again
                continue
            acts = page.locator("#board .act[data-action]:not([disabled])")
            count = acts.count()
            if not count:
                page.wait_for_timeout(40)
                continue
            with contextlib.suppress(PlaywrightError, ValueError):
                acts.nth(rng.randrange(count)).click(timeout=1500)
        assert leader_actions > 0
        texts = [e["text"] for u in seen.updates() for e in u["events"]]
        assert not any(t.startswith("ballots") for t in texts)  # no vote in this mode
        log = page.locator("#log").text_content() or ""  # folded away on a phone
        assert "General of" in log or "has no General" in log
        # Said in words, not in codes ("point 3", "nominate 2", "general N none").
        assert not re.search(r"\b(?:point|nominate|abdicate) (?:\d+|none)\b", log)
        assert not re.search(r"\bgeneral [NE] ", log)
        assert seen.errors == []
    finally:
        context.close()
