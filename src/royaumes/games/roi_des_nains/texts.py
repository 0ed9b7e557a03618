"""What the cards and the Quest faces say, in English and French, written from the data.

The catalogue (``cards.toml``) gives each Quest face a scoring function
keyword with its parameters, and each special card an effect keyword with
its parameters. ``texts.toml`` gives, per language, one sentence template per
keyword and the words they use (colours, rank names, "or"). This module
fills the templates, so a face's text always says what its data scores: if
``cards.toml`` changes a face's points or ranks, the text follows.

>>> face_text(rules.catalogue().face("Q01A"), "en")
'+4 per 3 or 4 in your tricks'
>>> face_text(rules.catalogue().face("Q07A"), "fr")
'−1 par carte rouge (Gobelins) dans vos plis'
>>> special_text("R11a", "en")
'−3 to whoever wins its trick'
"""

from __future__ import annotations

import functools
import tomllib
from collections.abc import Mapping, Sequence
from importlib import resources
from typing import Any

from royaumes.errors import ConfigError
from royaumes.games.roi_des_nains import rules

__all__ = [
    "catalogue_markdown",
    "face_name",
    "face_text",
    "kind_text",
    "signed",
    "special_name",
    "special_text",
    "suit_text",
    "texts",
    "web_texts",
]

_WHERE = "royaumes/games/roi_des_nains/texts.toml"
_LANGS = ("en", "fr")


@functools.cache
def texts() -> Mapping[str, Mapping[str, Any]]:
    """The templates and words of ``texts.toml`` per language, checked against the catalogue.

    Raises:
        ConfigError: the file is malformed, or a face's function or a special
            card's effect has no template in some language.
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
        for face in cat.faces:
            if face.function not in data.get("faces", {}):
                raise ConfigError(f"{_WHERE}: [{lang}.faces] has no {face.function!r}")
        for card in cat.cards:
            if card.special and card.special.effect not in data.get("specials", {}):
                raise ConfigError(f"{_WHERE}: [{lang}.specials] has no {card.special.effect!r}")
    return {lang: raw[lang] for lang in _LANGS}


def _words(lang: str) -> Mapping[str, Any]:
    return texts()["fr" if lang == "fr" else "en"]


def signed(points: float) -> str:
    """Points with their sign, and a true minus: ``+4``, ``−3``, ``0``.

    >>> signed(-3), signed(4), signed(0)
    ('−3', '+4', '0')
    """
    if points == 0:
        return "0"
    text = f"{points:+g}"
    return text.replace("-", "−")


def _join(items: Sequence[str], word: str) -> str:
    """``a``, ``a or b``, ``a, b or c``."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {word} " + items[-1]


def _rank_names(ranks: Sequence[str], lang: str) -> str:
    names = _words(lang)["ranks"]
    return _join([names.get(r, r) for r in ranks], _words(lang)["or"])


def suit_text(suit: str, lang: str) -> str:
    """A people's card with its colour: ``red card (Goblins)``, ``carte rouge (Gobelins)``."""
    cat = rules.catalogue()
    index = "BGR".index(suit)
    people = cat.suit_names_fr[index] if lang == "fr" else cat.suit_names_en[index]
    words = _words(lang)
    return str(words["suit_card"]).format(colour=words["colours"][suit], people=people)


def _number(value: float, lang: str) -> str:
    text = f"{value:g}"
    return text.replace(".", ",") if lang == "fr" else text


def face_name(face: rules.QuestFace, lang: str) -> str:
    """The face's name in ``lang``."""
    return face.name_fr if lang == "fr" else face.name_en


def face_text(face: rules.QuestFace, lang: str) -> str:
    """What ``face`` scores, in one sentence written from its function and parameters.

    Args:
        face: a Quest face of the catalogue.
        lang: ``"fr"`` or ``"en"``.

    Raises:
        ConfigError: ``texts.toml`` has no template for its function.
    """
    words = _words(lang)
    templates = words["faces"]
    params = face.params
    key = face.function
    k = int(params.get("k", 0))
    if key == "exact_tricks" and k == 0 and "exact_tricks_zero" in templates:
        key = "exact_tricks_zero"
    rank = str(params.get("rank", ""))
    rank_a = words["rank_a"].get(rank, str(words["rank_a"]["other"]).format(rank=rank))
    fields = {
        "points": signed(int(params.get("points", 1))),
        "k": k,
        "tricks_k": words["trick"][0 if k == 1 else 1],
        "ranks": _rank_names(params.get("ranks", ()), lang),
        "suit": suit_text(params["suit"], lang) if "suit" in params else "",
        "plus": suit_text(params["plus"], lang) if "plus" in params else "",
        "minus": suit_text(params["minus"], lang) if "minus" in params else "",
        "cards": _join(list(params.get("cards", ())), words["and"]),
        "strength": _number(float(params.get("strength", 0)), lang),
        "rank_a": rank_a,
    }
    return str(templates[key]).format(**fields)


def _special(code: str) -> rules.CardSpec:
    cat = rules.catalogue()
    card = cat.card(code)
    if card.special is None:
        raise ConfigError(f"{code!r} is not a special card")
    return card


def special_name(code: str, lang: str) -> str:
    """The special card's name in ``lang`` (``"Druide"``); a base card's code as it is.

    Raises:
        InvalidActionError: no card has this code.
    """
    card = rules.catalogue().card(code)
    if card.special is None:
        return code
    return card.special.name_fr if lang == "fr" else card.special.name_en


def kind_text(code: str, lang: str) -> str:
    """What kind of card a special card is: ``blue 1``, ``11 vert``, ``Magic card``.

    Raises:
        InvalidActionError: no card has this code.
        ConfigError: the card is not a special card.
    """
    card = _special(code)
    words = _words(lang)
    if card.is_magic:
        return str(words["magic"])
    suit = "BGR"[card.suit]
    return str(words["suited"]).format(colour=words["colours_m"][suit], rank=card.rank)


def special_text(code: str, lang: str) -> str:
    """What the special card does, in one sentence written from its effect and parameters.

    Raises:
        InvalidActionError: no card has this code.
        ConfigError: the card is not a special card.
    """
    spec = _special(code).special
    assert spec is not None
    params = spec.params
    template = str(_words(lang)["specials"][spec.effect])
    return template.format(
        points=signed(int(params.get("points", 0))),
        ranks=_rank_names(params.get("ranks", ()), lang),
        margin=_number(float(params.get("margin", 0)), lang),
    )


_HEADINGS = ("specials", "specials_intro", "faces", "faces_intro", "code", "name", "card",
             "effect", "face", "scores")  # fmt: skip
"""The appendix's headings: messages ``rdn.appendix.*`` of the catalogue."""


def catalogue_markdown(lang: str) -> str:
    """The special cards and the Quest faces as two Markdown tables, from the data.

    >>> text = catalogue_markdown("fr")
    >>> "| Q07A | Invasion de Gobelins |" in text, "Druide" in text
    (True, True)
    """
    from royaumes.i18n import t

    words = _words(lang)
    head = {key: t(f"rdn.appendix.{key}", "fr" if lang == "fr" else "en") for key in _HEADINGS}
    cat = rules.catalogue()
    lines = [
        f"## {head['specials']}",
        "",
        head["specials_intro"],
        "",
        f"| {head['code']} | {head['name']} | {head['card']} | {head['effect']} |",
        "|---|---|---|---|",
    ]
    for card_id in cat.specials:
        code = cat.cards[card_id].code
        lines.append(
            f"| {code} | {special_name(code, lang)} | {kind_text(code, lang)} "
            f"| {special_text(code, lang)} |"
        )
    lines += [
        "",
        f"## {head['faces']}",
        "",
        head["faces_intro"],
        "",
        f"| {head['face']} | {head['name']} | {head['scores']} |",
        "|---|---|---|",
    ]
    for face in cat.faces:
        notes = [words["complex"]] if face.complex else []
        notes += [words["sdd"]] if face.sdd else []
        note = f" *({', '.join(notes)})*" if notes else ""
        lines.append(f"| {face.id} | {face_name(face, lang)} | {face_text(face, lang)}{note} |")
    return "\n".join(lines) + "\n"


def web_texts() -> dict[str, Any]:
    """What the browser page names and explains, in both languages (served by
    ``GET /api/games/roi_des_nains/texts``, so the page holds no copy).

    Returns:
        ``{"faces": {face id: [name fr, name en, text fr, text en]},
        "specials": {code: [name fr, name en, kind fr, kind en, text fr, text en]},
        "order": [every card code in the order a hand shows them: blue, green, red by
        strength, then the Magic cards]}``.
    """
    catalogue = rules.catalogue()
    faces = {
        face.id: [face_name(face, "fr"), face_name(face, "en"), face_text(face, "fr"),
                  face_text(face, "en")]
        for face in catalogue.faces
    }  # fmt: skip
    specials = {}
    for index in catalogue.specials:
        code = catalogue.cards[index].code
        specials[code] = [
            special_name(code, "fr"), special_name(code, "en"), kind_text(code, "fr"),
            kind_text(code, "en"), special_text(code, "fr"), special_text(code, "en"),
        ]  # fmt: skip
    order = sorted(
        catalogue.cards, key=lambda c: (c.suit if c.suit >= 0 else 3, c.strength, c.code)
    )
    return {"faces": faces, "specials": specials, "order": [c.code for c in order]}
