"""Option kinds: what each accepts, how it normalises, what it refuses (``royaumes.game``)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from royaumes.errors import ConfigError
from royaumes.game import OptionKind, OptionSpec, list_items
from royaumes.registry import load
from royaumes.ui import options_markdown

SECONDS = OptionSpec(
    "negotiation_seconds", OptionKind.LIST, None, "seconds per round", "secondes par manche",
    minimum=10, maximum=3600, allow_off=True,
)  # fmt: skip
ROOMS = OptionSpec("rooms", OptionKind.LIST, None, "rooms", "pièces", choices=("N", "E"),
                   allow_off=True)  # fmt: skip


@pytest.mark.parametrize(
    ("value", "stored"),
    [("300,240,180", "300,240,180"), (" 300, 240 ,180 ", "300,240,180"), ([60, "90"], "60,90"),
     ((120,), "120"), ("off", None), (None, None)],
)  # fmt: skip
def test_a_list_of_integers_is_stored_as_its_canonical_text(value: object, stored: object) -> None:
    assert SECONDS.validate(value) == stored


@pytest.mark.parametrize("value", ["", "300,,180", "300,9", "300,4000", "3OO", "1.5", [True],
                                   12, {"a": 1}, "N,E"])  # fmt: skip
def test_a_bad_list_is_refused_with_what_is_allowed(value: object) -> None:
    with pytest.raises(ConfigError, match=r"negotiation_seconds.*comma-separated list of integers"):
        SECONDS.validate(value)


def test_a_list_of_choices_accepts_only_those() -> None:
    assert ROOMS.validate("N,E,E") == "N,E,E"
    assert list_items(ROOMS.validate(["E", "N"])) == ("E", "N")
    with pytest.raises(ConfigError, match="list of N, E"):
        ROOMS.validate("N,W")


def test_a_list_without_off_refuses_off() -> None:
    strict = OptionSpec("ages", OptionKind.LIST, "30,40", "ages", minimum=0, maximum=120)
    with pytest.raises(ConfigError, match="ages"):
        strict.validate("off")
    assert strict.to_json()["kind"] == "list"
    assert strict.to_json()["maximum"] == 120


@given(st.lists(st.integers(10, 3600), min_size=1, max_size=8))
def test_any_list_in_bounds_round_trips(numbers: list[int]) -> None:
    stored = SECONDS.validate(numbers)
    assert list_items(stored) == tuple(str(n) for n in numbers)
    assert SECONDS.validate(stored) == stored


def test_the_rules_page_describes_a_list_option() -> None:
    game = load("deux_rois")
    text = options_markdown(game, "en")
    assert "## " in text
    listed = [o for o in game.spec.options if o.kind is OptionKind.LIST]
    assert {o.name for o in listed} == {
        "negotiation_seconds",
        "envoy_table",
        "rooms",
        "custom_deck",
        "player_ages",
    }
    for option in listed:
        line = next(x for x in text.splitlines() if x.startswith(f"- `{option.name}`"))
        assert "comma-separated list" in line
