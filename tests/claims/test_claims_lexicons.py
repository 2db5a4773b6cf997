"""Lexicons are data: validated on load, one file per language, tool categories as data."""

from __future__ import annotations

from pathlib import Path

import pytest

from nyaya.claims import tool_categories_of
from nyaya.claims.lexicons import available, load, load_file, merged
from nyaya.errors import BadInput

ASSETS = Path(__file__).parents[1] / "assets" / "claims"


def test_the_four_languages_ship() -> None:
    assert {"en", "es", "hi", "zh"} <= set(available())
    for code in ("en", "es", "hi", "zh"):
        lex = load(code)
        assert lex.language == code
        assert lex.cues_absence and lex.cues_hedge and lex.cues_reporting
        assert lex.tool_use_objects["email"] and lex.tool_use_objects["calendar"]


def test_spanish_decimal_symbol_comes_from_babel() -> None:
    assert load("es").decimal_symbol == ","
    assert load("en").decimal_symbol == "."


def test_loading_is_cached() -> None:
    assert load("en") is load("en")


@pytest.mark.parametrize(
    ("name", "field"),
    [
        ("lexicon_bad_type.toml", "cues.hedge"),
        ("lexicon_unknown_key.toml", "cues.hedges"),
        ("lexicon_missing_language.toml", "language"),
    ],
)
def test_bad_files_name_the_key(name: str, field: str) -> None:
    with pytest.raises(BadInput) as info:
        load_file(ASSETS / name)
    assert info.value.field == field
    assert field in str(info.value) and name in str(info.value)


def test_unparseable_file_is_bad_input() -> None:
    with pytest.raises(BadInput, match=r"lexicon_not_toml\.toml"):
        load_file(ASSETS / "lexicon_not_toml.toml")


def test_unknown_language_is_bad_input() -> None:
    with pytest.raises(BadInput, match="language"):
        load("xx")
    with pytest.raises(BadInput):
        load("../en")


def test_a_new_language_is_just_a_file() -> None:
    lex = load_file(ASSETS / "lexicon_pt.toml")
    assert lex.language == "pt"
    assert "provavelmente" in lex.cues_hedge
    assert lex.tool_use_objects["email"] == ("caixa de entrada", "e-mails")


def test_mixed_lexicons_include_english() -> None:
    hindi = merged("hi")
    assert "probably" in hindi.cues_hedge and "शायद" in hindi.cues_hedge


@pytest.mark.parametrize(
    ("name", "description", "lang", "expected"),
    [
        ("email_search", "Search the user's inbox", "en", {"email"}),
        ("getWeatherForecast", "", "en", {"weather"}),
        ("search", "", "en", {"web_search"}),
        ("fetch_url", "Download a web page", "en", {"web_fetch"}),
        ("read_file", "", "en", {"files"}),
        ("book_flight", "", "en", {"travel"}),
        ("create_charge", "Charge a card with Stripe", "en", {"payments"}),
        ("lookup", "查询订单状态", "zh", {"orders"}),
        ("tool_1", "Busca en el calendario del usuario", "es", {"calendar"}),
        ("tool_2", "मौसम की जानकारी", "hi", {"weather"}),
        ("frobnicate", "does things", "en", set()),
    ],
)
def test_tool_categories(name: str, description: str, lang: str, expected: set[str]) -> None:
    assert expected <= tool_categories_of(name, description, lang)
    if not expected:
        assert tool_categories_of(name, description, lang) == set()
