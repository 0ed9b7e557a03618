"""The conformance kit over the main mode at the player counts issue 9 names (6, 9, 13,
26 and 50), on quick games with budgets sized to each table; ``tests/test_conformance.py``
adds default and random-option games at small counts."""

from __future__ import annotations

import pytest

from royaumes.games.deux_rois.rules import GAME
from royaumes.testing import check_game


@pytest.mark.parametrize(
    ("num_players", "seed", "info_set_every", "full_every"),
    [(6, 1, 3, 2), (7, 2, 3, 2), (9, 3, 5, 3), (13, 4, 9, 5), (26, 5, 31, 17), (50, 6, 97, 53)],
)
def test_a_quick_game_passes_the_conformance_kit(
    num_players: int, seed: int, info_set_every: int, full_every: int
) -> None:
    record = check_game(
        GAME, num_players, seed, {"rounds": 3},
        info_set_every=info_set_every, full_every=full_every,
    )  # fmt: skip
    assert record.result is not None


def test_a_standard_game_passes_the_conformance_kit() -> None:
    record = check_game(GAME, 10, 7, info_set_every=7, full_every=5)
    assert record.result is not None
