"""The user-facing messages, in French and English: one Fluent catalogue for every program.

The catalogue is Project Fluent's ``.ftl`` files under ``royaumes/locales/<lang>/``
(one file for the command line and terminal, ``core.ftl``; one for the web pages,
``web.ftl``; one per game, ``<game_id>.ftl``). Python formats it with
``fluent.runtime`` (the terminal, the server's narration) and the pages with
``@fluent/bundle`` (served the same files by ``/api/i18n/{lang}``), so a message, its
plurals and its French agreement are written once and read the same everywhere.

Why Fluent rather than gettext: a message is a small program of its own language
(``{ $n -> [one] … *[other] … }``, a select on a gender), so French can agree where
English needs nothing, without a key per case; and Mozilla keeps an implementation
for both Python and JavaScript, so the terminal and the pages format one file alike.

Keys are dotted in code (``t("play.saved", ...)``); Fluent identifiers take no dot,
so a key's identifier in the files writes ``.`` as ``-`` and ``+`` as ``--``
(``play-saved``, ``deb-colour-red--blue``).

>>> t("cli.error", "fr", message="boom")
'Erreur : boom'
>>> default_lang(None, {"LANG": "fr_FR.UTF-8"})
'fr'
"""

from __future__ import annotations

import functools
import os
from collections.abc import Mapping
from importlib import resources
from typing import Final

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number
from fluent.syntax import ast, parse, serialize
from fluent.syntax.visitor import Visitor

__all__ = [
    "LANGS",
    "MESSAGES",
    "catalogue_source",
    "default_lang",
    "fluent_id",
    "has_key",
    "key_of",
    "message_variables",
    "t",
]

LANGS: Final = ("en", "fr")
"""The supported languages."""


def fluent_id(key: str) -> str:
    """The Fluent identifier of a dotted key (``"deb.colour.red+blue"`` ->
    ``"deb-colour-red--blue"``)."""
    return key.replace("+", "--").replace(".", "-")


def key_of(identifier: str) -> str:
    """The dotted key of a Fluent identifier (the inverse of :func:`fluent_id`)."""
    return identifier.replace("--", "+").replace("-", ".")


@functools.cache
def catalogue_source(lang: str) -> str:
    """Every ``.ftl`` file of ``lang``, concatenated (what the pages load).

    Raises:
        ValueError: ``lang`` is not one of :data:`LANGS`.
    """
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; use fr or en")
    folder = resources.files("royaumes") / "locales" / lang
    names = sorted(entry.name for entry in folder.iterdir() if entry.name.endswith(".ftl"))
    return "\n".join((folder / name).read_text(encoding="utf-8") for name in names)


@functools.cache
def _bundle(lang: str) -> FluentBundle:
    bundle = FluentBundle([lang], use_isolating=False)
    bundle.add_resource(FluentResource(catalogue_source(lang)))
    return bundle


@functools.cache
def _entries(lang: str) -> dict[str, ast.Message]:
    resource = parse(catalogue_source(lang))
    return {
        key_of(entry.id.name): entry for entry in resource.body if isinstance(entry, ast.Message)
    }


@functools.cache
def message_variables(key: str, lang: str) -> frozenset[str]:
    """The names of the variables that message ``key`` of ``lang`` reads (``$name``),
    through the messages it references.

    Raises:
        KeyError: no message ``key`` in ``lang``.
        ValueError: ``lang`` is not one of :data:`LANGS`.
    """

    found: set[str] = set()
    seen: set[str] = set()
    entries = _entries(lang)

    class _Visitor(Visitor):
        def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
            found.add(node.id.name)

        def visit_MessageReference(self, node: ast.MessageReference) -> None:  # noqa: N802
            # A referenced message is formatted with the same variables.
            ref = key_of(node.id.name)
            if ref not in seen and ref in entries:
                seen.add(ref)
                self.visit(entries[ref])

    _Visitor().visit(entries[key])
    return frozenset(found)


class _Messages(Mapping[str, Mapping[str, str]]):
    """Language code to ``{dotted key: the message's Fluent source}``."""

    def __getitem__(self, lang: str) -> Mapping[str, str]:
        if lang not in LANGS:
            raise KeyError(lang)
        return _sources(lang)

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(LANGS)

    def __len__(self) -> int:
        return len(LANGS)


@functools.cache
def _sources(lang: str) -> dict[str, str]:
    return {
        key: serialize(ast.Resource([entry])).split("=", 1)[1].strip()
        for key, entry in _entries(lang).items()
    }


MESSAGES: Final[Mapping[str, Mapping[str, str]]] = _Messages()
"""The catalogue's keys per language: ``MESSAGES[lang][key]`` is the message's Fluent
source (for checks and listings; format with :func:`t`)."""


def _argument(value: object) -> object:
    # Integers print as Python prints them (no "12 345" grouping in a seed) and still
    # select a plural; a float is the message's to format (NUMBER()); the rest is text.
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return fluent_number(value, useGrouping=False)
    if isinstance(value, float):
        return value
    return value if isinstance(value, str) else str(value)


def has_key(key: str, lang: str = "en") -> bool:
    """Whether the catalogue of ``lang`` has message ``key``.

    Raises:
        ValueError: ``lang`` is not one of :data:`LANGS`.
    """
    return _bundle(lang).has_message(fluent_id(key))


def t(key: str, lang: str, /, **kwargs: object) -> str:
    """The message ``key`` in ``lang``, formatted with ``kwargs``.

    Falls back to English for an unknown language or a key missing in ``lang``, and to
    the key itself for an unknown key (so a missing message shows, rather than
    crashing a game).

    Args:
        key: the message key, e.g. ``"play.saved"``.
        lang: ``"fr"`` or ``"en"``.
        **kwargs: the message's variables (numbers stay numbers, for plurals).

    Returns:
        The formatted message.

    >>> t("play.saved", "en", path="records/x.json")
    'Record saved to records/x.json'
    """
    identifier = fluent_id(key)
    for code in (lang if lang in LANGS else "en", "en"):
        bundle = _bundle(code)
        if bundle.has_message(identifier):
            message = bundle.get_message(identifier)
            if message.value is None:
                break
            args = {name: _argument(value) for name, value in kwargs.items()}
            text, _errors = bundle.format_pattern(message.value, args)
            return str(text)
    return key


def default_lang(lang: str | None, environ: Mapping[str, str] | None = None) -> str:
    """The language to use: ``lang`` if given, else from the ``LANG`` environment variable.

    Args:
        lang: the ``--lang`` value, or ``None``.
        environ: the environment (``os.environ`` if ``None``).

    Returns:
        ``lang`` lower-cased when given; else ``"fr"`` if ``LANG`` starts with
        ``"fr"``, otherwise ``"en"``.

    Raises:
        ValueError: ``lang`` is given and is not one of :data:`LANGS`.
    """
    if lang is not None:
        code = lang.strip().lower()
        if code not in LANGS:
            raise ValueError(t("cli.bad_lang", "en", code=lang))
        return code
    env = os.environ if environ is None else environ
    return "fr" if env.get("LANG", "").lower().startswith("fr") else "en"
