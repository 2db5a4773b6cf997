"""A data file read back from the parse cache is the file parsed, and an edit is a miss."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from nyaya.checks import language
from nyaya.claims import regex_cache
from nyaya.values import units


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(regex_cache, "cache_dir", lambda: tmp_path / "regex.tag")
    monkeypatch.setattr(regex_cache, "_kept", {})
    monkeypatch.setattr(regex_cache.sys, "dont_write_bytecode", False)
    monkeypatch.setattr(regex_cache.atexit, "register", lambda *a: None)
    return tmp_path / "toml.tag"


@pytest.mark.parametrize("path", [language._ACTIONS, units._TABLE])
def test_the_cached_parse_is_the_parsed_file(cache: Path, path: Path) -> None:
    parsed = regex_cache.load_toml(path)
    assert regex_cache._kept  # a miss: parsed, to be written
    regex_cache.save_parses()
    assert len(list(cache.iterdir())) == 1 and not regex_cache._kept
    again = regex_cache.load_toml(path)
    assert not regex_cache._kept  # a hit
    assert again == parsed == tomllib.loads(path.read_text(encoding="utf-8"))
    assert repr(again) == repr(parsed)  # key order and float spelling included


def test_an_edited_file_is_a_miss(cache: Path, tmp_path: Path) -> None:
    path = tmp_path / "t.toml"
    path.write_text('a = 1\nb = ["x", 0.25]\n', encoding="utf-8")
    regex_cache.load_toml(path)
    regex_cache.save_parses()
    path.write_text('a = 2\nb = ["x", 0.25]\n', encoding="utf-8")
    assert regex_cache.load_toml(path) == {"a": 2, "b": ["x", 0.25]}


def test_a_damaged_cache_file_is_ignored(cache: Path, tmp_path: Path) -> None:
    path = tmp_path / "t.toml"
    path.write_text('a = "one"\n', encoding="utf-8")
    regex_cache.load_toml(path)
    regex_cache.save_parses()
    (stored,) = cache.iterdir()
    stored.write_bytes(stored.read_bytes()[:10])
    assert regex_cache.load_toml(path) == {"a": "one"}


def test_a_parse_marshal_cannot_write_is_parsed_each_time(cache: Path, tmp_path: Path) -> None:
    path = tmp_path / "t.toml"
    path.write_text("when = 2030-01-02\n", encoding="utf-8")
    first = regex_cache.load_toml(path)
    regex_cache.save_parses()  # a date: not kept, no error
    assert regex_cache.load_toml(path) == first == tomllib.loads(path.read_text())


def test_what_the_caller_does_with_its_parse_never_reaches_the_cache(
    cache: Path, tmp_path: Path
) -> None:
    path = tmp_path / "t.toml"
    path.write_text('a = 1\nb = ["x", 0.25]\n', encoding="utf-8")
    first = regex_cache.load_toml(path)
    first["a"] = 99  # a caller that edits its copy before the process ends
    first["b"].append("y")
    regex_cache.save_parses()
    assert regex_cache.load_toml(path) == {"a": 1, "b": ["x", 0.25]}
