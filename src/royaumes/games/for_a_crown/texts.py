"""What the symbols, Mercenaries and Events say, in English and French, written from the data.

The catalogue (``cards.toml``) gives each Mercenary its symbols in printed
order, each Event an effect keyword, the die its faces and the Scandal its
losses by rank. ``texts.toml`` gives, per language, the name and the
sentences of each symbol and one sentence per Event effect. This module puts
them together, so a card's text always says what its data does: if
``cards.toml`` changes a card's symbols, the text follows.

>>> card_text(rules.catalogue().mercenaries[rules.catalogue().by_id["L5-02"]], "en")
'gain 3 Rubies; then gain 2 Coins'
>>> card_text(rules.catalogue().mercenaries[rules.catalogue().by_id["L1-RB"]], "fr")
'gagnez 1 Rubis, ou donnez 1 Raton Voleur à une famille rivale'
>>> symbols_text(rules.catalogue().mercenaries[rules.catalogue().by_id["L1-HD"]])
'HIT / DIE'
"""

from __future__ import annotations

import functools
import itertools
import tomllib
from collections import Counter
from collections.abc import Mapping, Sequence
from importlib import resources
from typing import Any, Final

from royaumes.errors import ConfigError
from royaumes.games.for_a_crown import rules

__all__ = [
    "SYMBOLS",
    "card_text",
    "catalogue_markdown",
    "compact_symbols",
    "event_name",
    "event_text",
    "scandal_losses",
    "symbol_code",
    "symbol_name",
    "symbol_rule",
    "symbols_text",
    "texts",
]

SYMBOLS: Final = rules._SYMBOLS
"""The symbols' canonical codes, indexed by the engine's symbol numbers (``RUBY`` = 0)."""

_WHERE = "royaumes/games/for_a_crown/texts.toml"
_LANGS = ("en", "fr")
_SYMBOL_FIELDS = ("name", "rule", "one", "many")


@functools.cache
def texts() -> Mapping[str, Mapping[str, Any]]:
    """The words of ``texts.toml`` per language, checked against the catalogue.

    Raises:
        ConfigError: the file is malformed, or a symbol or an Event effect of
            the catalogue has no text in some language.
    """
    try:
        raw = tomllib.loads(resources.files(__package__).joinpath("texts.toml").read_text("utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"{_WHERE}: cannot be read ({exc!r})") from exc
    cat = rules.catalogue()
    for lang in _LANGS:
        data = raw.get(lang)
        if not isinstance(data, dict):
            raise ConfigError(f"{_WHERE}: no [{lang}] table")
        for code in SYMBOLS:
            entry = data.get("symbols", {}).get(code)
            if not isinstance(entry, dict) or any(f not in entry for f in _SYMBOL_FIELDS):
                raise ConfigError(f"{_WHERE}: [{lang}.symbols.{code}] needs {_SYMBOL_FIELDS}")
        for event in cat.events:
            if event.effect not in data.get("events", {}):
                raise ConfigError(f"{_WHERE}: [{lang}.events] has no {event.effect!r}")
    return {lang: raw[lang] for lang in _LANGS}


def _words(lang: str) -> Mapping[str, Any]:
    return texts()["fr" if lang == "fr" else "en"]


def symbol_code(symbol: int) -> str:
    """The canonical code of a symbol number: ``symbol_code(rules.HIT) == "HIT"``."""
    return SYMBOLS[symbol]


def symbol_name(symbol: int | str, lang: str) -> str:
    """The symbol's name in ``lang``: ``"Masked Bandit"``, ``"Raton Voleur"``.

    Raises:
        ValueError: no symbol has this code.
    """
    code = symbol if isinstance(symbol, str) else SYMBOLS[symbol]
    if code not in SYMBOLS:
        raise ValueError(f"{code!r} is not a symbol")
    return str(_words(lang)["symbols"][code]["name"])


def symbol_rule(symbol: int | str, lang: str) -> str:
    """What one symbol does, in full (the catalogue's sentence)."""
    code = symbol if isinstance(symbol, str) else SYMBOLS[symbol]
    return str(_words(lang)["symbols"][code]["rule"])


def symbols_text(merc: rules.Mercenary) -> str:
    """The card's symbols in printed order: ``RUBY, MOVE, MOVE``; ``HIT / DIE`` for a choice."""
    sep = " / " if merc.choice else ", "
    return sep.join(SYMBOLS[s] for s in merc.symbols)


def compact_symbols(merc: rules.Mercenary) -> str:
    """The card's symbols, repeats grouped: ``RUBY×3 COIN×2``; ``RUBY/BANDIT`` for a choice."""
    if merc.choice:
        return "/".join(SYMBOLS[s] for s in merc.symbols)
    parts = []
    for symbol, group in itertools.groupby(merc.symbols):
        n = len(list(group))
        parts.append(SYMBOLS[symbol] + (f"×{n}" if n > 1 else ""))
    return " ".join(parts)


def card_text(merc: rules.Mercenary, lang: str) -> str:
    """What the Mercenary does, from its symbols: repeats grouped, in printed order."""
    words = _words(lang)
    symbols = words["symbols"]
    if merc.choice:
        return str(words["or"]).join(str(symbols[SYMBOLS[s]]["one"]) for s in merc.symbols)
    parts = []
    for symbol, group in itertools.groupby(merc.symbols):
        n = len(list(group))
        entry = symbols[SYMBOLS[symbol]]
        parts.append(str(entry["one"]) if n == 1 else str(entry["many"]).format(n=n))
    return str(words["then"]).join(parts)


def event_name(event: rules.EventCard, lang: str) -> str:
    """The Event's name in ``lang`` (``"Pot-de-vin"``)."""
    return event.name_fr if lang == "fr" else event.name_en


def event_text(event: rules.EventCard, lang: str) -> str:
    """What the Event does, from its effect keyword."""
    return str(_words(lang)["events"][event.effect])


def scandal_losses(in_play: int) -> tuple[int, ...]:
    """The Rubies a Scandal takes by influence rank (rank 1 first) with ``in_play`` families."""
    table = rules.catalogue().scandal
    return tuple(table.get(in_play, (0,) * in_play))


_HEADINGS: Final = {
    "en": {
        "symbols": "The six symbols",
        "symbols_intro": "A Mercenary shows symbols; when the card is revealed its owner applies "
        "them. The codes are the notation used at the table (`choose BANDIT`).",
        "symbol": "symbol",
        "name": "name",
        "effect": "what it does",
        "mercs": "The {n} Mercenaries",
        "mercs_intro": "Level 1: three face-up stacks of identical cards showing two symbols; "
        "the owner applies **one** of the two, chosen again at each reveal. Levels 2 to 5: "
        "one face-down deck each, two cards face up below it; **every** symbol applies, in "
        "printed order. A card is named by its id (`L3-07`).",
        "level": "Level {level} ({n} cards)",
        "card": "card",
        "copies": "copies",
        "symbols_col": "symbols",
        "events": "The {n} Events",
        "events_intro": "The Starting Events form the first shared deck; the others make the "
        "face-down Event stack, and one joins the shared deck, unseen, at the end of each of "
        "rounds 1 to 3. Events are never discarded either: each fires once every round.",
        "event": "Event",
        "starting": "starting",
        "yes": "yes",
        "no": "",
        "scandal": "Scandal losses by rank in the Gallery (rank 1 is the rightmost Portrait):",
        "families": "families in play",
        "rank": "rank {rank}",
        "die": "The magic die",
        "die_intro": "Six faces, each a symbol that applies at once for whoever rolls:",
        "costs": "Recruitment costs by round",
        "costs_intro": "The cost tiles under the five columns of the Royal Square; “—”: no tile, "
        "the column cannot be recruited that round. Round 1 has {passes} recruiting passes, "
        "the others one.",
        "round": "round",
        "coins": "Starting Coins: {most} for the most influential family, {least} for the least "
        "influential, {middle} for every other.",
    },
    "fr": {
        "symbols": "Les six symboles",
        "symbols_intro": "Un Mercenaire porte des symboles ; quand la carte est révélée, sa "
        "famille les applique. Les codes sont la notation de la table (`choose BANDIT`).",
        "symbol": "symbole",
        "name": "nom",
        "effect": "effet",
        "mercs": "Les {n} Mercenaires",
        "mercs_intro": "Niveau 1 : trois piles face visible de cartes identiques à deux "
        "symboles ; la famille en applique **un seul**, choisi de nouveau à chaque révélation. "
        "Niveaux 2 à 5 : un paquet face cachée chacun, deux cartes face visible dessous ; "
        "**tous** les symboles s'appliquent, dans l'ordre imprimé. Une carte est désignée par "
        "son code (`L3-07`).",
        "level": "Niveau {level} ({n} cartes)",
        "card": "carte",
        "copies": "exemplaires",
        "symbols_col": "symboles",
        "events": "Les {n} Événements",
        "events_intro": "Les Événements de départ forment la première pile commune ; les autres "
        "forment la pioche d'Événements, face cachée, et l'un d'eux rejoint la pile commune, "
        "sans être vu, à la fin de chacune des manches 1 à 3. Les Événements ne sont jamais "
        "défaussés non plus : chacun agit une fois à chaque manche.",
        "event": "Événement",
        "starting": "de départ",
        "yes": "oui",
        "no": "",
        "scandal": "Pertes du Scandale selon le rang dans la Galerie (rang 1 : le Portrait le "
        "plus à droite) :",
        "families": "familles en jeu",
        "rank": "rang {rank}",
        "die": "Le dé magique",
        "die_intro": "Six faces, chacune un symbole qui s'applique aussitôt pour qui lance le dé :",
        "costs": "Coûts de recrutement par manche",
        "costs_intro": "Les tuiles Coût sous les cinq colonnes de la Place Royale ; « — » : pas "
        "de tuile, la colonne n'est pas recrutable cette manche. La manche 1 compte {passes} "
        "tours de recrutement, les autres un seul.",
        "round": "manche",
        "coins": "Pièces de départ : {most} pour la famille la plus influente, {least} pour la "
        "moins influente, {middle} pour chacune des autres.",
    },
}


def _table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return lines


def catalogue_markdown(lang: str) -> str:
    """The symbols, the Mercenaries by level, the Events, the die and the costs, as Markdown.

    Everything is written from ``cards.toml`` and ``texts.toml``.

    >>> text = catalogue_markdown("fr")
    >>> "| L3-07 | 1 | RUBY, MOVE, MOVE |" in text, "Pot-de-vin" in text
    (True, True)
    """
    head = _HEADINGS["fr" if lang == "fr" else "en"]
    cat = rules.catalogue()
    lines = [f"## {head['symbols']}", "", head["symbols_intro"], ""]
    lines += _table(
        (head["symbol"], head["name"], head["effect"]),
        [(f"`{code}`", symbol_name(code, lang), symbol_rule(code, lang)) for code in SYMBOLS],
    )
    total = sum(m.copies for m in cat.mercenaries)
    lines += ["", f"## {head['mercs'].format(n=total)}", "", head["mercs_intro"]]
    for level in range(1, 6):
        cards = cat.level_cards(level)
        count = sum(m.copies for m in cards)
        lines += ["", f"### {head['level'].format(level=level, n=count)}", ""]
        lines += _table(
            (head["card"], head["copies"], head["symbols_col"], head["effect"]),
            [(m.id, str(m.copies), symbols_text(m), card_text(m, lang)) for m in cards],
        )
    n_events = sum(e.copies for e in cat.events)
    lines += ["", f"## {head['events'].format(n=n_events)}", "", head["events_intro"], ""]
    lines += _table(
        (head["event"], head["name"], head["starting"], head["effect"]),
        [
            (
                e.id + (f" ×{e.copies}" if e.copies > 1 else ""),
                event_name(e, lang),
                head["yes"] if e.starting else head["no"],
                event_text(e, lang),
            )
            for e in cat.events
        ],
    )
    most = max(cat.scandal)
    lines += ["", head["scandal"], ""]
    lines += _table(
        (head["families"], *(head["rank"].format(rank=r) for r in range(1, most + 1))),
        [
            (str(n), *(_minus(loss) for loss in scandal_losses(n)), *("",) * (most - n))
            for n in sorted(cat.scandal, reverse=True)
        ],
    )
    faces = ", ".join(
        f"`{SYMBOLS[f]}`" + (f" ×{k}" if k > 1 else "") + f" ({symbol_name(f, lang)})"
        for f, k in Counter(cat.die_faces).items()
    )
    lines += ["", f"## {head['die']}", "", f"{head['die_intro']} {faces}."]
    lines += ["", f"## {head['costs']}", ""]
    lines += [head["costs_intro"].format(passes=cat.recruit_passes[0]), ""]
    lines += _table(
        (head["round"], *(f"L{level}" for level in range(1, 6))),
        [
            (str(r), *(str(c) if c >= 0 else "—" for c in row))
            for r, row in enumerate(cat.costs, start=1)
        ],
    )
    lines += [
        "",
        head["coins"].format(most=cat.coins_most, middle=cat.coins_middle, least=cat.coins_least),
    ]
    return "\n".join(lines) + "\n"


def _minus(loss: int) -> str:
    return f"−{loss}" if loss else "0"
