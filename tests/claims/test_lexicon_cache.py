"""A lexicon read back from the parse cache is the lexicon parsed from its file."""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest

from nyaya.claims import lexicons, regex_cache
from nyaya.claims.lexicons import Lexicon, available, load_file

HERE = Path(lexicons.__file__).parent


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "regex.tag"
    monkeypatch.setattr(regex_cache, "cache_dir", lambda: folder)
    monkeypatch.setattr(regex_cache, "_kept", {})
    monkeypatch.setattr(regex_cache.sys, "dont_write_bytecode", False)
    monkeypatch.setattr(regex_cache.atexit, "register", lambda *a: None)
    return tmp_path / "lexicon.tag"


def _ordered(lexicon: Lexicon) -> list[tuple[str, Any]]:
    """Every field, with its dict items in order (code iterates them)."""
    return [
        (f.name, list(v.items()) if isinstance(v := getattr(lexicon, f.name), dict) else v)
        for f in fields(lexicon)
    ]


@pytest.mark.parametrize("language", available())
def test_the_cached_lexicon_is_the_parsed_one(cache: Path, language: str) -> None:
    path = HERE / f"{language}.toml"
    parsed = load_file(path)
    assert regex_cache._kept  # a miss: parsed, to be written
    regex_cache.save_parses()
    assert len(list(cache.iterdir())) == 1 and not regex_cache._kept
    again = load_file(path)
    assert not regex_cache._kept  # a hit
    assert again == parsed
    assert _ordered(again) == _ordered(parsed)


def test_an_edited_file_is_a_miss(cache: Path, tmp_path: Path) -> None:
    text = (HERE / "en.toml").read_text(encoding="utf-8")
    path = tmp_path / "en.toml"
    path.write_text(text, encoding="utf-8")
    load_file(path)
    regex_cache.save_parses()
    path.write_text(text.replace('name = "English"', 'name = "Englisch"'), encoding="utf-8")
    assert load_file(path).name == "Englisch"


def test_a_damaged_cache_file_is_ignored(cache: Path) -> None:
    path = HERE / "es.toml"
    parsed = load_file(path)
    regex_cache.save_parses()
    (stored,) = cache.iterdir()
    stored.write_bytes(stored.read_bytes()[:100])
    assert load_file(path) == parsed
