"""What the symbols, Mercenaries and Events say, in English and French, written from the data.

The catalogue (``cards.toml``) gives each Mercenary its symbols in printed
order, each Event an effect keyword, the die its faces and the Scandal its
losses by rank. The message catalogue (``locales/<lang>/for_a_crown.ftl``) gives
the name and the sentences of each symbol (``fac.sym.<CODE>``, ``.rule``, ``.one``,
``.many``), one sentence per Event effect (``fac.event.<effect>.rule``) and the
catalogue's headings (``fac.cat.*``). This module puts them together, so a card's
text always says what its data does: if ``cards.toml`` changes a card's symbols,
the text follows.

>>> card_text(rules.catalogue().mercenaries[rules.catalogue().by_id["L5-02"]], "en")
'gain 3 Rubies; then gain 2 Coins'
>>> card_text(rules.catalogue().mercenaries[rules.catalogue().by_id["L1-RB"]], "fr")
'gagnez 1 Rubis, ou donnez 1 Raton Voleur à une famille rivale'
>>> symbols_text(rules.catalogue().mercenaries[rules.catalogue().by_id["L1-HD"]])
'HIT / DIE'
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence
from typing import Final

from royaumes.games.for_a_crown import rules
from royaumes.i18n import t

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
]

SYMBOLS: Final = rules._SYMBOLS
"""The symbols' canonical codes, indexed by the engine's symbol numbers (``RUBY`` = 0)."""


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
    return t(f"fac.sym.{code}", lang)


def symbol_rule(symbol: int | str, lang: str) -> str:
    """What one symbol does, in full (the catalogue's sentence)."""
    code = symbol if isinstance(symbol, str) else SYMBOLS[symbol]
    return t(f"fac.sym.{code}.rule", lang)


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
    if merc.choice:
        return t("fac.sym.or", lang).join(
            t(f"fac.sym.{SYMBOLS[s]}.one", lang) for s in merc.symbols
        )
    parts = []
    for symbol, group in itertools.groupby(merc.symbols):
        n = len(list(group))
        code = SYMBOLS[symbol]
        parts.append(
            t(f"fac.sym.{code}.one", lang) if n == 1 else t(f"fac.sym.{code}.many", lang, n=n)
        )
    return t("fac.sym.then", lang).join(parts)


def event_name(event: rules.EventCard, lang: str) -> str:
    """The Event's name in ``lang`` (``"Pot-de-vin"``)."""
    return event.name_fr if lang == "fr" else event.name_en


def event_text(event: rules.EventCard, lang: str) -> str:
    """What the Event does, from its effect keyword."""
    return t(f"fac.event.{event.effect}.rule", lang)


def scandal_losses(in_play: int) -> tuple[int, ...]:
    """The Rubies a Scandal takes by influence rank (rank 1 first) with ``in_play`` families."""
    table = rules.catalogue().scandal
    return tuple(table.get(in_play, (0,) * in_play))


def _table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return lines


def catalogue_markdown(lang: str) -> str:
    """The symbols, the Mercenaries by level, the Events, the die and the costs, as Markdown.

    Everything is written from ``cards.toml`` and the catalogue's ``fac.*`` words.

    >>> text = catalogue_markdown("fr")
    >>> "| L3-07 | 1 | RUBY, MOVE, MOVE |" in text, "Pot-de-vin" in text
    (True, True)
    """

    def head(key: str, **args: object) -> str:
        return t(f"fac.cat.{key}", lang, **args)

    cat = rules.catalogue()
    lines = [f"## {head('symbols')}", "", head("symbols_intro"), ""]
    lines += _table(
        (head("symbol"), head("name"), head("effect")),
        [(f"`{code}`", symbol_name(code, lang), symbol_rule(code, lang)) for code in SYMBOLS],
    )
    total = sum(m.copies for m in cat.mercenaries)
    lines += ["", f"## {head('mercs', n=total)}", "", head("mercs_intro")]
    for level in range(1, 6):
        cards = cat.level_cards(level)
        count = sum(m.copies for m in cards)
        lines += ["", f"### {head('level', level=level, n=count)}", ""]
        lines += _table(
            (head("card"), head("copies"), head("symbols_col"), head("effect")),
            [(m.id, str(m.copies), symbols_text(m), card_text(m, lang)) for m in cards],
        )
    n_events = sum(e.copies for e in cat.events)
    lines += ["", f"## {head('events', n=n_events)}", "", head("events_intro"), ""]
    lines += _table(
        (head("event"), head("name"), head("starting"), head("effect")),
        [
            (
                e.id + (f" ×{e.copies}" if e.copies > 1 else ""),
                event_name(e, lang),
                head("yes") if e.starting else head("no"),
                event_text(e, lang),
            )
            for e in cat.events
        ],
    )
    most = max(cat.scandal)
    lines += ["", head("scandal"), ""]
    lines += _table(
        (head("families"), *(head("rank", rank=r) for r in range(1, most + 1))),
        [
            (str(n), *(_minus(loss) for loss in scandal_losses(n)), *("",) * (most - n))
            for n in sorted(cat.scandal, reverse=True)
        ],
    )
    faces = ", ".join(
        f"`{SYMBOLS[f]}`" + (f" ×{k}" if k > 1 else "") + f" ({symbol_name(f, lang)})"
        for f, k in Counter(cat.die_faces).items()
    )
    lines += ["", f"## {head('die')}", "", f"{head('die_intro')} {faces}."]
    lines += ["", f"## {head('costs')}", ""]
    lines += [head("costs_intro", passes=cat.recruit_passes[0]), ""]
    lines += _table(
        (head("round"), *(f"L{level}" for level in range(1, 6))),
        [
            (str(r), *(str(c) if c >= 0 else "—" for c in row))
            for r, row in enumerate(cat.costs, start=1)
        ],
    )
    lines += [
        "",
        head("coins", most=cat.coins_most, middle=cat.coins_middle, least=cat.coins_least),
    ]
    return "\n".join(lines) + "\n"


def _minus(loss: int) -> str:
    return f"−{loss}" if loss else "0"
