"""Where a game reads its data file from: the one packaged with Royaumes, or a
designer's own (issue 21).

Each game keeps its cards in one data file (``cards.toml``, Deux Rois'
``characters.toml``), loaded once a process and validated with errors that name the
file and the entry. A designer's file replaces it in a process whose environment names
one, ``ROYAUMES_DATA_<GAME ID>`` (``ROYAUMES_DATA_FOR_A_CROWN=/path/deck.toml``): the lab
sets it in the worker processes that play a variant with its own data, and a designer
may set it by hand for ``royaumes play`` or ``simulate``. A server never reads it for its
tables unless its own environment sets it.
"""

from __future__ import annotations

import os
import tomllib
from importlib import resources
from pathlib import Path

from royaumes.errors import ConfigError

__all__ = ["DATA_FILES", "check_data_shape", "data_env", "read_data"]

DATA_FILES: dict[str, str] = {
    "quatre_royaumes": "cards.toml",
    "roi_des_nains": "cards.toml",
    "for_a_crown": "cards.toml",
    "prince_noir": "cards.toml",
    "deux_rois": "characters.toml",
}
"""Each game's data file, by game id (Débarquement's few numbers live in its rules)."""


def data_env(game_id: str) -> str:
    """The environment variable that names ``game_id``'s own data file.

    >>> data_env("for_a_crown")
    'ROYAUMES_DATA_FOR_A_CROWN'
    """
    return "ROYAUMES_DATA_" + game_id.upper()


def read_data(package: str, name: str) -> tuple[str, str]:
    """The text of a game's data file and where it was read from (for error messages).

    Args:
        package: the game's package (``royaumes.games.for_a_crown``).
        name: the packaged file's name (``cards.toml``).

    Raises:
        ConfigError: the designer's file named by :func:`data_env` cannot be read.
    """
    game_id = package.rsplit(".", 1)[-1]
    own = os.environ.get(data_env(game_id))
    if own:
        path = Path(own)
        try:
            return path.read_text("utf-8"), str(path)
        except (OSError, UnicodeDecodeError) as exc:
            raise ConfigError(f"cannot read {game_id}'s data file {path}: {exc}") from exc
    return resources.files(package).joinpath(name).read_text(
        "utf-8"
    ), f"royaumes/games/{game_id}/{name}"


def check_data_shape(text: str, where: str, game_id: str) -> None:
    """Check a designer's data file against the packaged one's shape, before the game's
    own validation: the same keys (none unknown, none missing), the same kinds of
    values (a number, a word, a list, a table), no empty list where the packaged one
    has items, no negative number where the packaged ones are all 0 or more.

    Args:
        text: the designer's file.
        where: its name, for the messages.
        game_id: the game whose data file it replaces.

    Raises:
        ConfigError: the file is not TOML, or differs in shape (the message names the
            key, e.g. ``mercenaries[3].copies``).
    """
    if game_id not in DATA_FILES:
        raise ConfigError(f"{game_id} has no data file to replace")
    packaged_text = resources.files(f"royaumes.games.{game_id}").joinpath(DATA_FILES[game_id])
    packaged = tomllib.loads(packaged_text.read_text("utf-8"))
    try:
        own = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{where}: not a TOML file ({exc})") from exc
    _same_shape(packaged, own, where, "")


def _kind(value: object) -> str:
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a word"
    if isinstance(value, list):
        return "a list"
    return "a table"


def _numbers(value: object) -> list[float]:
    if isinstance(value, bool):
        return []
    if isinstance(value, int | float):
        return [float(value)]
    if isinstance(value, list):
        return [n for item in value for n in _numbers(item)]
    return []


def _same_shape(packaged: object, own: object, where: str, path: str) -> None:
    name = path or "the file"
    if _kind(packaged) != _kind(own):
        raise ConfigError(f"{where}: {name} should be {_kind(packaged)}, not {_kind(own)}")
    if isinstance(packaged, dict) and isinstance(own, dict):
        unknown = sorted(set(own) - set(packaged))
        missing = sorted(set(packaged) - set(own))
        if unknown:
            raise ConfigError(f"{where}: unknown key {_join(path, unknown[0])}")
        if missing:
            raise ConfigError(f"{where}: missing key {_join(path, missing[0])}")
        for key in packaged:
            _same_shape(packaged[key], own[key], where, _join(path, key))
    elif isinstance(packaged, list) and isinstance(own, list):
        if packaged and not own:
            raise ConfigError(f"{where}: {name} is empty")
        tables = [item for item in packaged if isinstance(item, dict)]
        if tables:  # a list of entries: each has the keys every packaged entry has
            required = set.intersection(*(set(t) for t in tables))
            allowed = set.union(*(set(t) for t in tables))
            for i, item in enumerate(own):
                if not isinstance(item, dict):
                    raise ConfigError(f"{where}: {name}[{i}] should be a table")
                if unknown := sorted(set(item) - allowed):
                    raise ConfigError(f"{where}: unknown key {name}[{i}].{unknown[0]}")
                if missing := sorted(required - set(item)):
                    raise ConfigError(f"{where}: missing key {name}[{i}].{missing[0]}")
                for key, value in item.items():
                    model = next(t[key] for t in tables if key in t)
                    if isinstance(model, dict):  # an entry's own table (its params) is free
                        if not isinstance(value, dict):
                            raise ConfigError(f"{where}: {name}[{i}].{key} should be a table")
                        continue
                    _same_shape(model, value, where, f"{name}[{i}].{key}")
        elif packaged and not isinstance(packaged[0], list):
            kind = _kind(packaged[0])
            for i, item in enumerate(own):
                if _kind(item) != kind:
                    raise ConfigError(f"{where}: {name}[{i}] should be {kind}")
    if (numbers := _numbers(packaged)) and min(numbers) >= 0 and any(n < 0 for n in _numbers(own)):
        raise ConfigError(f"{where}: {name} cannot be negative")


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key
