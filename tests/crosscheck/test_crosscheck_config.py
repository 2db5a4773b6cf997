"""The [crosscheck] table: every key validated, mistakes named."""

from __future__ import annotations

from pathlib import Path

import pytest

from nyaya.crosscheck import CrosscheckConfig
from nyaya.errors import BadPolicy

ASSETS = Path(__file__).parents[1] / "assets" / "crosscheck"


def test_a_full_table_loads() -> None:
    config = CrosscheckConfig.load(ASSETS / "config_full.toml")
    assert config.strategies == ("urls", "replay")
    assert config.fetch.ports == (443,) and config.fetch.max_redirects == 2
    assert config.fetch.host_listed("docs.example.net", "/guide/intro", config.fetch.allow)
    assert not config.fetch.host_listed("docs.example.net", "/blog/", config.fetch.allow)
    assert config.fetch.host_listed("www.example.org", "/", config.fetch.allow)
    assert config.corroborate.tolerance == 0.05


@pytest.mark.parametrize(
    ("name", "field"),
    [
        ("config_bad_max_bytes.toml", "crosscheck.fetch.max_bytes"),
        ("config_unknown_key.toml", "crosscheck.fetchh"),
    ],
)
def test_mistakes_name_the_field(name: str, field: str) -> None:
    with pytest.raises(BadPolicy) as info:
        CrosscheckConfig.load(ASSETS / name)
    assert info.value.field == field
    assert name in str(info.value)


def test_a_file_without_the_table_is_the_default() -> None:
    assert CrosscheckConfig.from_toml('name = "x"') == CrosscheckConfig()


def test_unknown_strategy() -> None:
    with pytest.raises(BadPolicy, match=r"strategies\[0\]"):
        CrosscheckConfig.from_dict({"strategies": ["guess"]})


@pytest.mark.parametrize(
    "text",
    ["x = " + "[" * 5000 + "]" * 5000, "x = 1" + "0" * 5000, "[crosscheck\nstrategies = "],
)
def test_toml_python_cannot_hold_is_a_bad_policy(text: str) -> None:
    with pytest.raises(BadPolicy, match="not TOML"):
        CrosscheckConfig.from_toml(text)
