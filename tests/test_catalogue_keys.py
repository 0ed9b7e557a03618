"""Every message a program asks for by name is in the one catalogue, in both languages
(royaumes/locales): the pages' and the terminal's words cannot drift apart or go missing."""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

import pytest

from royaumes.i18n import LANGS, has_key

SRC = Path(__file__).resolve().parents[1] / "src" / "royaumes"
STATIC = resources.files("royaumes.web") / "static"
# A literal key: t("x.y"), self.t("x.y"), t(key="x.y") is not used.
JS_KEY = re.compile(r'\bt\(\s*"([A-Za-z][\w.+-]*)"')
PY_KEY = re.compile(r'\b(?:t|Say)\(\s*"([A-Za-z][\w.+-]*\.[\w.+-]+)"')
"""A literal key in Python: ``t("x.y")``, or a score sheet's ``Say("x.y", ...)``."""


def _js_files() -> list[Path]:
    return [p for p in (SRC / "web" / "static").rglob("*.js") if "vendor" not in p.parts]


@pytest.mark.parametrize("path", _js_files(), ids=lambda p: p.name)
def test_every_key_a_page_asks_for_is_in_the_catalogue(path: Path) -> None:
    keys = set(JS_KEY.findall(path.read_text(encoding="utf-8")))
    missing = sorted(k for k in keys if not all(has_key(k, lang) for lang in LANGS))
    assert not missing, f"{path.name}: {missing}"


def test_every_key_python_asks_for_is_in_the_catalogue() -> None:
    missing: dict[str, list[str]] = {}
    for path in SRC.rglob("*.py"):
        keys = set(PY_KEY.findall(path.read_text(encoding="utf-8")))
        gone = sorted(k for k in keys if not all(has_key(k, lang) for lang in LANGS))
        if gone:
            missing[path.name] = gone
    assert not missing, missing


def test_no_page_writes_a_message_of_its_own() -> None:
    i18n = (SRC / "web" / "static" / "i18n.js").read_text(encoding="utf-8")
    assert "addStrings" not in i18n
    for path in _js_files():
        source = path.read_text(encoding="utf-8")
        assert "addStrings(" not in source, path.name
        assert not re.search(r"^const (?:STRINGS|PAGE_STRINGS|DICT) = \{", source, re.M), path.name
