"""What every game's sheet shares: its options are the game's, its texts are catalogued."""

from __future__ import annotations

import pytest

from royaumes.registry import load
from royaumes.sheets import SHEET_GAMES, SheetError, sheet_games, sheet_rules


def test_every_game_has_a_sheet() -> None:
    assert sheet_games() == SHEET_GAMES


@pytest.mark.parametrize("game", SHEET_GAMES)
def test_the_options_a_sheet_scores_with_are_the_games_own(game: str) -> None:
    names = {o.name for o in load(game).spec.options}
    rules = sheet_rules(game)
    assert rules.scoring_options
    assert set(rules.scoring_options) <= names


def test_a_game_without_a_sheet_is_refused() -> None:
    with pytest.raises(SheetError, match="no score sheet for chess"):
        sheet_rules("chess")
