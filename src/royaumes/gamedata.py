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
from importlib import resources
from pathlib import Path

from royaumes.errors import ConfigError

__all__ = ["DATA_FILES", "data_env", "read_data"]

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
