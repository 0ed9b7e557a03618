"""The lobby and the table frame, the same for every game: languages, new tables, links,
reloads, two people at one table, hidden information, phones, replays, bad links."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Browser, BrowserContext, Page, ViewportSize, expect
from playwright.sync_api import Error as PlaywrightError

import royaumes
from royaumes.games.deux_rois.characters import characters

from ._browser import create_table, play_by_clicking, watch
from .conftest import Server

PHONE: ViewportSize = {"width": 360, "height": 640}


@pytest.fixture
def french(browser: Browser, server_url: str) -> Iterator[BrowserContext]:
    """A browser whose person reads French."""
    context = browser.new_context(locale="fr-FR", base_url=server_url)
    yield context
    context.close()


@pytest.fixture
def english(browser: Browser, server_url: str) -> Iterator[BrowserContext]:
    """A browser whose person reads English."""
    context = browser.new_context(locale="en-GB", base_url=server_url)
    yield context
    context.close()


def test_the_lobby_speaks_the_browser_language_and_switches(
    french: BrowserContext, server_url: str
) -> None:
    page = french.new_page()
    page.goto(server_url + "/")
    expect(page.locator(".game-card")).to_have_count(len(royaumes.games()))
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.locator("#games-h")).to_have_text("Les jeux")
    expect(page.locator(".game-card[data-game='prince_noir'] .facts")).to_contain_text("2 joueurs")
    page.locator("button.lang[lang='en']").click()
    expect(page.locator("#games-h")).to_have_text("The games")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    page.reload()  # the choice is remembered
    expect(page.locator("#games-h")).to_have_text("The games")
    # Each game's card says how long it takes.
    for card in page.locator(".game-card .facts").all():
        expect(card).to_contain_text("min")


def test_a_rules_page_per_game_in_our_words_with_its_options(
    english: BrowserContext, server_url: str
) -> None:
    page = english.new_page()
    page.goto(server_url + "/")
    page.locator(".game-card[data-game='debarquement'] a", has_text="Rules").click()
    expect(page).to_have_url(re.compile(r"/games/debarquement$"))
    expect(page.locator(".rules h1")).to_be_visible()
    expect(page.locator(".rules")).to_contain_text(
        "threshold"
    )  # the options section, from the spec
    page.locator("button.lang[lang='fr']").click()
    expect(page.locator(".rules h2", has_text="Options")).to_be_visible()
    page.locator("a", has_text="Jouer à ce jeu").click()
    expect(page.locator("#create")).to_be_visible()


def test_a_variant_is_created_with_its_options_and_a_bad_value_is_refused(
    english: BrowserContext, server_url: str
) -> None:
    page = english.new_page()
    page.goto(server_url + "/new/debarquement")
    page.locator("details.options summary").click()
    expect(page.locator("details.options")).to_contain_text("default: 66")
    page.fill("#opt-threshold", "-5")
    page.locator("#create").click()
    error = page.locator("form .error")
    expect(error).to_contain_text("threshold")  # the server's message, shown in the form
    assert not page.locator(".invite").count()
    page.fill("#opt-threshold", "30")
    page.select_option("#players", "4")
    page.locator("#create").click()
    expect(page.locator(".invite")).to_have_count(1)
    link = page.locator("a[data-seat='0']").get_attribute("href") or ""
    table_id = link.split("/t/")[1].split("#")[0]
    summary = httpx.get(f"{server_url}/api/tables/{table_id}").json()
    assert summary["options"]["threshold"] == 30
    assert summary["num_players"] == 4
    assert [s["kind"] for s in summary["seats"]] == ["human", "bot", "bot", "bot"]
    # The invite page gives a copy button and a QR code per human seat, in either language.
    expect(page.locator(".invite button", has_text="Copy")).to_have_count(1)
    page.locator("button.lang[lang='fr']").click()
    expect(page.locator(".invite button", has_text="Copier")).to_have_count(1)
    page.locator("button.lang[lang='en']").click()
    expect(page.locator(".invite .qr img")).to_have_count(1)
    # The lobby now lists this table among mine.
    page.goto(server_url + "/")
    expect(page.locator(".my-tables li")).to_have_count(1)
    expect(page.locator(".my-tables li")).to_contain_text("Débarquement")


def _stable_board(page: Page) -> str:
    """The board's text once it is this seat's turn (nothing moves until it acts)."""
    expect(page.locator(".turn.yours")).to_be_visible(timeout=30_000)
    return page.locator("#board").inner_text()


def test_a_reload_in_the_middle_comes_back_to_the_same_position(page: Page) -> None:
    create_table(page, "quatre_royaumes", players=3)
    page.locator("a[data-seat='0']").click()
    for _ in range(3):
        _stable_board(page)
        page.locator("#board .act[data-action]").first.click()
    board = _stable_board(page)
    log = page.locator("#log li").count()
    url = page.url
    page.reload()
    assert page.url == url  # the seat's token lives in the link
    assert _stable_board(page) == board
    expect(page.locator("#log li")).to_have_count(log)


def test_the_page_reconnects_by_itself_after_the_server_goes_away(
    browser: Browser, tmp_path: Path
) -> None:
    server = Server(tmp_path).start()
    context = browser.new_context(base_url=server.url, locale="en-GB")
    try:
        page = context.new_page()
        create_table(page, "quatre_royaumes", players=3)
        page.locator("a[data-seat='0']").click()
        page.locator("#board .act[data-action]").first.click()
        board = _stable_board(page)
        expect(page.locator(".conn.ok")).to_be_visible()
        server.stop(kill=True)  # the connection drops as in a network cut, mid-game
        expect(page.locator(".conn.lost")).to_be_visible(timeout=15_000)
        server.start()  # same port, same database: every acknowledged action is back
        expect(page.locator(".conn.ok")).to_be_visible(timeout=20_000)
        assert _stable_board(page) == board
        before = page.locator("#log li").count()
        page.locator("#board .act[data-action]").first.click()
        expect(page.locator("#log li")).not_to_have_count(before)
    finally:
        context.close()
        server.stop()


def test_two_people_play_each_other_and_never_see_each_others_cards(
    browser: Browser, server_url: str
) -> None:
    host = browser.new_context(locale="en-GB", base_url=server_url)
    guest = browser.new_context(locale="fr-FR", base_url=server_url)
    try:
        first = host.new_page()
        # One deal: every check below holds from the first card (the suite's ten minutes).
        links = create_table(
            first, "debarquement", players=2, humans=(0, 1), options={"max_deals": 1}
        )
        assert len(links) == 2
        second = guest.new_page()
        seen = {0: watch(first), 1: watch(second)}
        first.goto(links[0])
        second.goto(links[1])
        # Cards are named on the page; twin cards (7/8, 13/14...) share a name, so only
        # the cards whose name is theirs alone can be looked for.
        every = [c.name for c in characters()]
        names = {c.number: c.name for c in characters() if every.count(c.name) == 1}
        pages = {0: first, 1: second}
        checked = 0
        while not (first.locator(".end-screen").count() and second.locator(".end-screen").count()):
            for seat, page in pages.items():
                other = pages[1 - seat]
                updates = seen[seat].updates()
                same_version = False
                for _ in range(40):  # both pages settle on the same position
                    updates, theirs_now = seen[seat].updates(), seen[1 - seat].updates()
                    if (
                        updates
                        and theirs_now
                        and theirs_now[-1]["version"] == updates[-1]["version"]
                    ):
                        same_version = True
                        break
                    page.wait_for_timeout(25)
                if same_version and updates[-1]["legal_actions"] and checked < 6:
                    # What this seat holds is nowhere on the other seat's page or wire.
                    hand = updates[-1]["view"]["hand"]
                    text = other.locator("#board").inner_text()
                    for number in hand:
                        if number in names:
                            assert names[number] not in text, (names[number], seat)
                    for message in seen[1 - seat].updates():
                        theirs = message["view"]["hand"]
                        assert (
                            theirs is None
                            or not set(theirs) & set(hand)
                            or message["version"] > updates[-1]["version"]
                        )
                    checked += 1
                acts = page.locator("#board .act[data-action]:not([disabled])")
                if acts.count():
                    with contextlib.suppress(PlaywrightError):  # redrawn under the pointer
                        acts.first.click(timeout=1000)
                page.wait_for_timeout(30)
        assert checked >= 2
        for page in pages.values():
            expect(page.locator(".end-screen table.results tbody tr")).to_have_count(2)
        assert seen[0].errors == []
        assert seen[1].errors == []
        # Each page speaks its person's language.
        expect(first.locator(".end-screen h2")).to_have_text("Game over")
        expect(second.locator(".end-screen h2")).to_have_text("Partie terminée")
    finally:
        host.close()
        guest.close()


@pytest.mark.parametrize("game", ["quatre_royaumes", "debarquement"])
def test_a_whole_game_on_a_phone(
    browser: Browser, server_url: str, game: str, screenshots: Path
) -> None:
    context = browser.new_context(
        viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True,
        locale="fr-FR", base_url=server_url,
    )  # fmt: skip
    try:
        page = context.new_page()
        seen = watch(page)
        create_table(page, game, players=3)
        page.locator("a[data-seat='0']").click()
        expect(page.locator("#board")).to_be_visible()
        _stable_board(page)
        page.screenshot(path=str(screenshots / f"{game}-phone.png"))
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= PHONE["width"], f"the page scrolls sideways on a phone ({width} px)"
        play_by_clicking(page, seed=7)
        expect(page.locator(".end-screen")).to_be_visible()
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
        assert seen.errors == []
    finally:
        context.close()


def test_the_replay_viewer_steps_through_a_finished_match(
    english: BrowserContext, server_url: str
) -> None:
    page = english.new_page()
    page.context.set_default_timeout(20_000)
    page.goto(server_url + "/")
    create_table(page, "prince_noir", players=2)
    page.locator("a[data-seat='0']").click()
    play_by_clicking(page, seed=3)
    page.locator(".end-screen a", has_text="Replay the game").click()
    expect(page).to_have_url(re.compile(r"/replay/.+\?seat=0$"))
    counter = page.locator(".replay-controls .counter")
    expect(counter).to_contain_text("Step")
    total = int((counter.inner_text()).split("/")[1])
    assert total > 3
    expect(page.locator(".end-screen")).to_be_visible()  # it opens on the end
    page.locator(".replay-controls button[aria-label='Start']").click()
    expect(counter).to_have_text(f"Step 1 / {total}")
    first_board = page.locator("#board").inner_text()
    page.keyboard.press("ArrowRight")
    expect(counter).to_have_text(f"Step 2 / {total}")
    assert page.locator("#board .act").count() == 0  # nothing to play in a replay
    page.locator(".replay-controls button[aria-label='Next']").click()
    expect(counter).to_have_text(f"Step 3 / {total}")
    assert page.locator("#board").inner_text() != first_board or total > 0
    # Another seat's eyes: the spectator's replay.
    page.select_option(".replay-controls select", "")
    expect(page).to_have_url(re.compile(r"/replay/[^?]+$"))


def test_a_wrong_seat_token_gets_a_clear_error(page: Page, server_url: str) -> None:
    links = create_table(page, "prince_noir", players=2)
    table_path = links[0].split("#")[0]
    page.goto(table_path + "#seat=0&token=not-the-token")
    error = page.locator(".turn.error")
    expect(error).to_contain_text("wrong token")  # said once, in the page's language
    expect(page.locator("#board")).to_be_hidden()
    assert page.locator("#board .act").count() == 0
    assert page.locator(".table-foot button").count() == 0  # nothing to leave
    # The lobby keeps the good link of this seat, not the bad one.
    page.goto("/")
    resume = page.locator(".my-tables a", has_text="Resume").first
    expect(resume).to_have_attribute("href", links[0])
    page.goto(table_path + "#seat=0&token=not-the-token")
    page.locator(".turn.error a").click()  # watch instead
    expect(page.locator(".turn")).to_contain_text("watching")
    page.goto("/t/no-such-table")
    expect(page.locator("main .error")).to_be_visible()
    page.goto("/no/such/page")
    expect(page.locator("main .error")).to_have_text("Page not found.")


def test_keyboard_play_moves_are_buttons(page: Page) -> None:
    create_table(page, "quatre_royaumes", players=3)
    page.locator("a[data-seat='0']").click()
    _stable_board(page)
    before = page.locator("#log li").count()
    move = page.locator("#board .act[data-action]").first
    assert move.evaluate("el => el.tagName") == "BUTTON"
    move.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#log li")).not_to_have_count(before)


def test_the_form_offers_seat_options_as_this_tables_players_and_checks_the_move_time(
    english: BrowserContext,
) -> None:
    page = english.new_page()
    page.goto("/new/roi_des_nains")
    page.select_option("#players", "4")
    page.locator("details.options summary").click()
    choices = page.locator("#opt-first_dealer option").all_inner_texts()
    assert [c for c in choices if c.startswith("Player")] == [f"Player {n}" for n in range(1, 5)]
    page.select_option("#players", "3")
    assert "Player 4" not in page.locator("#opt-first_dealer option").all_inner_texts()
    page.fill("#move_seconds", "1")
    page.locator("#create").click()
    expect(page.locator("form .error")).to_contain_text("at least 5 seconds")
    assert not page.locator(".invite").count()


def test_the_form_shows_options_in_words_and_sends_their_codes(french: BrowserContext) -> None:
    """Each option reads as words in the page's language (the engine's label, its values'
    words, its explanation), never as its key (``chain_mode``) or a code (``per_side_sum``);
    what the form sends is still the codes. A long list keeps most under "Options avancées"."""
    page = french.new_page()
    page.goto("/new/prince_noir")
    page.locator("details.options summary").click()
    field = page.locator("[data-option='chain_mode']")
    expect(field.locator("label")).to_have_text("Bonus de chaîne")
    expect(field.locator("small")).to_contain_text("par défaut : les deux côtés additionnés — ")
    assert page.locator("#opt-chain_mode option").all_inner_texts() == [
        "les deux côtés additionnés",
        "le meilleur côté seulement",
        "une seule série combinée",
    ]
    text = page.locator("details.options").inner_text()
    for option in royaumes.load("prince_noir").spec.options:
        assert option.name not in text
        assert not [c for c in option.choices if c in text], option.name
    page.select_option("#opt-chain_mode", label="le meilleur côté seulement")
    page.locator("#opt-hand_size").fill("5")
    with page.expect_request(lambda r: r.url.endswith("/api/tables") and r.method == "POST") as req:
        page.locator("#create").click()
    body = req.value.post_data_json
    assert body is not None
    assert body["options"] == {"chain_mode": "per_side_max", "hand_size": 5}
    expect(page.locator(".invite")).to_have_count(1)

    page.goto("/new/deux_rois")
    page.locator("details.options summary").click()
    advanced = page.locator("details.advanced > summary")
    count = len(royaumes.load("deux_rois").spec.options)
    expect(advanced).to_have_text(f"Options avancées ({count - 4})")
    expect(page.locator("[data-option='historic'] label")).to_have_text("Mode Historique")
    expect(page.locator("#opt-election_mode")).to_be_hidden()
    advanced.click()
    expect(page.locator("#opt-election_mode option").first).to_have_text("un vote à chaque tour")


def test_a_person_who_leaves_is_told_they_now_watch(page: Page) -> None:
    create_table(page, "quatre_royaumes", players=3)
    page.locator("a[data-seat='0']").click()
    _stable_board(page)
    page.once("dialog", lambda dialog: dialog.accept())
    page.locator(".table-foot button").click()
    expect(page.locator(".turn")).to_contain_text("a bot plays your seat")
    expect(page.locator(".seat-chip").first).to_contain_text("Bot")
    play_by_clicking(page, timeout=60)  # nothing to click: the bots finish the game
    expect(page.locator(".end-screen")).to_be_visible()
