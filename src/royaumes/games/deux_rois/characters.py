"""The 50 character cards of Deux Rois pour un Royaume, read from ``characters.toml``.

One table for both games: the main mode reads names, colours and allegiances;
Débarquement reads numbers and colours (rules: ``shared/rules/deux_rois.md``
§2.10, §3.1, §8.2). Standard library only.
"""

from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass
from typing import Final

from royaumes.errors import ConfigError
from royaumes.gamedata import read_data

__all__ = ["COLOURS", "Character", "characters"]

COLOURS: Final = ("red", "blue", "red+blue", "grey", "orange", "green")
"""The printed colours (§3.1's colour classes)."""

_ALLEGIANCES: Final = ("NORMAN", "ENGLISH", "NEUTRAL", "PAPACY", "FRANCE", "CHOSEN")


@dataclass(frozen=True, slots=True)
class Character:
    """One character card.

    Attributes:
        number: 1 to 50, the card's number (the notation writes it alone).
        id: the card id of §8.2, e.g. ``"27-contrebandier-rouge"``.
        name: the French name, as printed.
        name_en: an English gloss of the name.
        colour: the printed colour, one of :data:`COLOURS`.
        allegiance: the main mode's allegiance at the start (§2.10).
        from_players: the smallest main-mode player count with the card in play (§2.2).
    """

    number: int
    id: str
    name: str
    name_en: str
    colour: str
    allegiance: str
    from_players: int

    @property
    def colours(self) -> frozenset[str]:
        """The team colours the card carries: {red}, {blue}, both (9, 22), or none."""
        if self.colour == "red+blue":
            return frozenset(("red", "blue"))
        if self.colour in ("red", "blue"):
            return frozenset((self.colour,))
        return frozenset()


@functools.cache
def characters() -> tuple[Character, ...]:
    """The 50 cards, by number (``characters()[26]`` is card 27), loaded once.

    Raises:
        ConfigError: ``characters.toml`` is malformed (numbers not 1..50 in
            order, an unknown colour or allegiance, a repeated id).
    """
    text, where = read_data(__package__, "characters.toml")
    try:
        cards = tuple(
            Character(
                number=int(c["number"]),
                id=str(c["id"]),
                name=str(c["name"]),
                name_en=str(c["name_en"]),
                colour=str(c["colour"]),
                allegiance=str(c["allegiance"]),
                from_players=int(c["from_players"]),
            )
            for c in tomllib.loads(text)["cards"]
        )
    except (KeyError, TypeError, ValueError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"{where}: malformed data ({exc!r})") from exc
    if [c.number for c in cards] != list(range(1, 51)):
        raise ConfigError(f"{where}: the cards must be numbered 1 to 50, in order")
    if len({c.id for c in cards}) != len(cards):
        raise ConfigError(f"{where}: card ids are not unique")
    for c in cards:
        if c.colour not in COLOURS or c.allegiance not in _ALLEGIANCES:
            raise ConfigError(f"{where}: card {c.number}: bad colour or allegiance")
    return cards
