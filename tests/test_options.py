"""Option kinds: what each accepts, how it normalises, what it refuses (``royaumes.game``)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from royaumes.errors import ConfigError
from royaumes.game import OptionKind, OptionSpec, list_items
from royaumes.i18n import has_key
from royaumes.registry import GAME_IDS, load
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


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_option_and_every_named_choice_has_words_in_both_languages(game_id: str) -> None:
    """The new-table form and the rules pages show words, never a key (``chain_mode``) or a
    code (``per_side_sum``); a seat index ("0") reads as "player 1" and needs none."""
    for option in load(game_id).spec.options:
        for lang in ("en", "fr"):
            assert option.title(lang).strip(), option.name
            assert option.title(lang) != option.name, option.name
            assert option.describe(lang).strip(), option.name
            named = {v for v, _, _ in option.choice_labels}
            for value in option.choices:
                if value.isdigit():
                    continue
                worded = has_key(f"{option.words}.{value}") if option.words else value in named
                assert worded, f"{game_id}.{option.name}: no words for {value!r}"
                assert option.choice_title(value, lang).strip(), f"{game_id}.{option.name}"
        schema = option.to_json()
        assert (schema["label"], schema["label_fr"]) == (option.title("en"), option.title("fr"))
        assert (schema["description"], schema["description_fr"]) == (
            option.describe("en"), option.describe("fr"),
        )  # fmt: skip
        assert set(schema.get("choice_labels", {})) <= set(option.choices)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_web_rules_list_the_options_in_words(game_id: str) -> None:
    game = load(game_id)
    for lang in ("en", "fr"):
        text = options_markdown(game, lang, codes=False)
        for option in game.spec.options:
            assert f"- **{option.title(lang)}**" in text
            assert f"`{option.name}`" not in text
            for value in option.choices:
                if not value.isdigit() and option.kind is OptionKind.CHOICE:
                    assert option.choice_title(value, lang) in text
    prince_noir = options_markdown(load("prince_noir"), "fr", codes=False)
    assert "- **Bonus de chaîne** — bonus de chaîne : " in prince_noir
    assert "(par défaut : les deux côtés additionnés ; autres valeurs : " in prince_noir
    assert "per_side_sum" not in prince_noir


def test_words_for_a_value_that_is_not_a_choice_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown choices"):
        OptionSpec("sides", OptionKind.CHOICE, "a", "", choices=("a",),
                   choice_labels=(("b", "bee", "bé"),))  # fmt: skip
    spec = OptionSpec("sides", OptionKind.CHOICE, "a", "", choices=("a", "1"),
                      choice_labels=(("a", "ay", "a"),))  # fmt: skip
    assert (spec.choice_title("a", "fr"), spec.choice_title("1", "en")) == ("a", "1")
    assert spec.title("fr") == "sides"  # no label: the key, rather than nothing
