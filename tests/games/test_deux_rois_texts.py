"""The texts of Deux Rois' 50 characters (texts.py): every card says what it is for and
what it can do, in French and English, and every power of the engine has its text."""

from __future__ import annotations

import json

import pytest

from royaumes.games.deux_rois import texts
from royaumes.games.deux_rois.characters import characters
from royaumes.games.deux_rois.powers import POWERS


@pytest.mark.parametrize("card", range(1, 51))
def test_every_card_has_a_goal_and_a_power_line_in_both_languages(card: int) -> None:
    for lang in ("fr", "en"):
        assert texts.goal(card, lang).strip(), (card, lang)
        assert texts.power_summary(card, lang).strip(), (card, lang)
    assert texts.goal(card, "fr") != texts.goal(card, "en")


def test_every_engine_power_has_a_name_and_a_text() -> None:
    for power in POWERS:
        for lang in ("fr", "en"):
            assert texts.power_name(power, lang).strip()
            assert texts.power_text(power, lang).strip()


def test_a_card_s_powers_come_from_the_engine() -> None:
    assert texts.card_powers(1) == ("autorite", "refus_royal")
    assert texts.card_powers(35) == ("refus_royal",)
    assert texts.card_powers(29) == ("navigateur",)  # its arrival use is the same power
    assert texts.card_powers(19) == ()
    for card in range(1, 51):
        for power in texts.card_powers(card):
            assert power in texts.POWER_TEXTS


def test_the_english_has_no_french_spacing() -> None:
    for card in range(1, 51):
        for text in (texts.goal(card, "en"), texts.power_summary(card, "en")):
            assert " :" not in text, (card, text)
            assert " ;" not in text, (card, text)


def test_web_texts_is_json_and_covers_every_card() -> None:
    data = json.loads(json.dumps(texts.web_texts()))
    assert set(data["cards"]) == {str(c.number) for c in characters()}
    for entry in data["cards"].values():
        assert entry["goal"]["fr"]
        assert entry["goal"]["en"]
        assert entry["power"]["fr"]
        assert entry["power"]["en"]
        assert all(p in data["powers"] for p in entry["powers"])
    # the cards the page words by role (§2.10: 9 Espion, 22 Infidèle, 43 Pèlerin)
    assert data["roles"] == {"espion": 9, "infidele": 22, "pelerin": 43}


def test_web_texts_leave_the_messages_to_the_catalogue() -> None:
    from royaumes.i18n import t

    assert "messages" not in texts.web_texts()
    assert t("dr.room.N", "fr") != "dr.room.N"
