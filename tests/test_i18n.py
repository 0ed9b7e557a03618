"""The message catalogue: both languages hold the same messages with the same variables."""

from __future__ import annotations

from importlib import resources

import pytest
from fluent.syntax import ast, parse

from royaumes.i18n import LANGS, MESSAGES, catalogue_source, default_lang, message_variables, t


def test_every_language_has_the_same_keys_and_variables() -> None:
    english = MESSAGES["en"]
    assert len(english) > 700
    for lang in LANGS:
        assert set(MESSAGES[lang]) == set(english), lang
        for key in MESSAGES[lang]:
            assert message_variables(key, lang) == message_variables(key, "en"), (lang, key)


@pytest.mark.parametrize("lang", LANGS)
def test_every_catalogue_file_parses_and_no_key_is_written_twice(lang: str) -> None:
    seen: set[str] = set()
    folder = resources.files("royaumes") / "locales" / lang
    for entry in folder.iterdir():
        if not entry.name.endswith(".ftl"):
            continue
        body = parse(entry.read_text(encoding="utf-8")).body
        junk = [(j.content or "")[:80] for j in body if isinstance(j, ast.Junk)]
        assert not junk, (entry.name, junk)
        ids = [m.id.name for m in body if isinstance(m, ast.Message)]
        assert not seen & set(ids), (entry.name, seen & set(ids))
        seen |= set(ids)
    assert len(catalogue_source(lang)) > 10_000


def test_french_plurals_and_numbers_follow_french_rules() -> None:
    # Fluent's CLDR plural rules: French counts 0 and 1 as singular, English only 1.
    assert t("cli.seed", "en", seed=123456) == "seed 123456"
    detail = t("bench.detail", "fr", games=1, decisions=1, actions=2, cpu=1.5, wall=2, seed=7)
    assert "1,50 s de processeur" in detail
    assert t("cli.seed", "fr", seed=123456) == "graine 123456"


def test_an_unknown_key_shows_itself_and_a_missing_language_falls_back_to_english() -> None:
    assert t("no.such.key", "fr") == "no.such.key"
    assert t("cli.error", "de", message="x") == t("cli.error", "en", message="x")


@pytest.mark.parametrize(
    ("flag", "env", "expected"),
    [
        (None, {"LANG": "fr_FR.UTF-8"}, "fr"),
        (None, {"LANG": "fr"}, "fr"),
        (None, {"LANG": "en_GB.UTF-8"}, "en"),
        (None, {"LANG": "C.UTF-8"}, "en"),
        (None, {}, "en"),
        ("FR", {"LANG": "en_US"}, "fr"),
        ("en", {"LANG": "fr_FR"}, "en"),
    ],
)
def test_language_comes_from_the_flag_else_lang(
    flag: str | None, env: dict[str, str], expected: str
) -> None:
    assert default_lang(flag, env) == expected


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown language 'de'"):
        default_lang("de", {})


def test_unknown_keys_and_languages_fall_back() -> None:
    assert t("no.such.key", "fr") == "no.such.key"
    assert t("play.you", "xx") == "you"
