"""Every registered game, played to its end by clicking, as a new user would, in Chromium."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from royaumes.game import GameSpec
from royaumes.registry import games

from ._browser import create_table, play_by_clicking, watch

GAME_IDS = [spec.id for spec in games()]


def spec_of(game: str) -> GameSpec:
    return next(spec for spec in games() if spec.id == game)


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_new_user_plays_a_whole_game_against_bots(
    page: Page, game: str, screenshots: Path
) -> None:
    seen = watch(page)
    links = create_table(page, game)
    page.locator("a[data-seat='0']").click()
    expect(page.locator("#board")).to_be_visible()
    players = min(max(3, spec_of(game).min_players), spec_of(game).max_players)
    expect(page.locator(".seat-chip")).to_have_count(players)
    clicks = play_by_clicking(page, seed=len(game), screenshot=str(screenshots / f"{game}.png"))
    assert clicks > 0
    end = page.locator(".end-screen")
    expect(end).to_be_visible()
    expect(end.locator("table.results tbody tr")).to_have_count(players)
    assert seen.updates()[-1]["over"] is True
    page.screenshot(path=str(screenshots / f"{game}-end.png"), full_page=True)
    # The board draws every legal action as something to click: no raw action list.
    assert not page.locator("#board .generic").count(), f"{game} has no page module"
    assert seen.errors == []
    assert links
