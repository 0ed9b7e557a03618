"""The (game, player count) cases of the adapter tests: every game at its fewest seats
and at its most."""

from __future__ import annotations

from typing import Any

import pytest

import royaumes


def cases() -> list[Any]:
    """``pytest.param(game_id, num_players)`` for every game, at its fewest and most seats."""
    return [
        pytest.param(spec.id, n, id=f"{spec.id}-{n}")
        for spec in royaumes.games()
        for n in sorted({spec.min_players, spec.max_players})
    ]
