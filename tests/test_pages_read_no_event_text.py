"""The pages narrate nothing themselves (issue 17): no game page reads an event's text, and
no page writes a message of its own (the catalogue does, royaumes/locales)."""

from __future__ import annotations

import re
from importlib import resources

import pytest

STATIC = resources.files("royaumes.web") / "static"
GAME_PAGES = sorted(
    p.name for p in (STATIC / "games").iterdir() if p.name.endswith(".js") and p.name != "load.js"
)
# An event's text, read from an event variable or from the events list.
EVENT_TEXT = re.compile(
    r"\b(?:e|ev|event|evt|prev|previous|next|last|first|line)\.text\b"
    r"|events\[[^\]]*\]\.text\b|\.message\.text\b"
)


@pytest.mark.parametrize("name", GAME_PAGES)
def test_no_game_page_reads_an_event_text(name: str) -> None:
    source = (STATIC / "games" / name).read_text(encoding="utf-8")
    found = [m.group(0) for m in EVENT_TEXT.finditer(source)]
    assert not found, f"{name} reads event text: {found}"


@pytest.mark.parametrize("name", GAME_PAGES)
def test_no_game_page_narrates_itself_or_carries_strings(name: str) -> None:
    source = (STATIC / "games" / name).read_text(encoding="utf-8")
    assert not re.search(r"^\s*narrate[,(:]", source, re.M), f"{name} has its own narrate"
    assert not re.search(r"^\s*strings\s*[:,]", source, re.M), f"{name} carries strings"


def test_the_checker_sees_an_event_text_read() -> None:
    for sample in ("const [verb] = e.text.split(' ');", "if (event.text === 'x')",
                   "ctx.events[i - 1].text"):  # fmt: skip
        assert EVENT_TEXT.search(sample), sample
    assert not EVENT_TEXT.search("actButton(ctx, a.text, label)")  # an action's text
