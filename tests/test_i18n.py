"""The message catalogue: both languages hold the same messages with the same fields."""

from __future__ import annotations

import string

import pytest

from royaumes.i18n import LANGS, MESSAGES, default_lang, t


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_language_has_the_same_keys_and_fields() -> None:
    english = MESSAGES["en"]
    for lang in LANGS:
        assert set(MESSAGES[lang]) == set(english), lang
        for key, template in MESSAGES[lang].items():
            assert _fields(template) == _fields(english[key]), (lang, key)


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
