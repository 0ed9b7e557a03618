"""The public surface (← httpx test of __all__)."""

from __future__ import annotations

import pytest

import royaumes


def _isort_style(name: str) -> tuple[bool, bool, str]:
    """Constants, then classes, then functions (ruff RUF022's order)."""
    return (not name.isupper(), not name[0].isupper(), name)


def test_all_is_sorted_and_exported() -> None:
    assert royaumes.__all__ == sorted(royaumes.__all__, key=_isort_style)
    for name in royaumes.__all__:
        assert hasattr(royaumes, name), name


def test_errors_have_stable_distinct_codes() -> None:
    classes = [
        royaumes.GameError,
        royaumes.ConfigError,
        royaumes.InvalidActionError,
        royaumes.IllegalActionError,
        royaumes.NotYourTurnError,
        royaumes.GameOverError,
        royaumes.ReplayError,
    ]
    codes = [c.code for c in classes]
    assert len(set(codes)) == len(codes)
    assert royaumes.IllegalActionError.code == "action/illegal"
    assert issubclass(royaumes.NotYourTurnError, royaumes.IllegalActionError)
    assert issubclass(royaumes.InvalidActionError, ValueError)
    assert royaumes.ConfigError("bad").to_json() == {"code": "config/invalid", "message": "bad"}


def test_unknown_game_is_a_config_error() -> None:
    with pytest.raises(royaumes.ConfigError, match="chess"):
        royaumes.load("chess")


def test_games_stays_callable_after_a_game_package_is_imported() -> None:
    import royaumes.games.quatre_royaumes  # binds the package on royaumes

    assert [spec.id for spec in royaumes.games()] == list(royaumes.available_games())
