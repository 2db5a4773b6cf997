"""The compiled-regex cache gives the very patterns `re.compile` gives, or nothing at all."""

from __future__ import annotations

import hashlib
import marshal
import re
from dataclasses import fields
from pathlib import Path

import pytest

from nyaya.claims import regex_cache
from nyaya.claims.lexicons import available, load
from nyaya.claims.phrases import compile_phrases, phrase_regex


def _lexicon_sources() -> list[str]:
    """The phrase pattern of every word list of every shipped lexicon (all scripts)."""
    sources = []
    for language in available():
        lexicon = load(language)
        for f in fields(lexicon):
            value = getattr(lexicon, f.name)
            if isinstance(value, tuple) and value and all(isinstance(v, str) for v in value):
                sources.append(phrase_regex(value))
            elif isinstance(value, dict) and value:
                sources.append(phrase_regex(list(value)))
    return [s for s in sources if s]


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh cache folder, written as if bytecode were kept."""
    folder = tmp_path / "regex"
    monkeypatch.setattr(regex_cache, "cache_dir", lambda: folder)
    monkeypatch.setattr(regex_cache, "_missed", {})
    monkeypatch.setattr(regex_cache.sys, "dont_write_bytecode", False)
    return folder


def test_every_lexicon_pattern_built_from_its_entry_equals_re_compile() -> None:
    sources = _lexicon_sources()
    assert len(sources) > 100
    for source in sources:
        built = regex_cache._build(source, regex_cache._entry(source, re.IGNORECASE))
        # Pattern equality compares the source, the flags and the compiled code.
        assert built == re.compile(source, re.IGNORECASE)
        assert built.groupindex == re.compile(source, re.IGNORECASE).groupindex


def test_named_groups_and_flags_survive_the_round_trip() -> None:
    source = r"(?P<day>\d{1,2})\s+(?P<month>[a-z]+)(?i:x)?"
    for flags in (0, re.IGNORECASE, re.IGNORECASE | re.MULTILINE):
        built = regex_cache._build(source, regex_cache._entry(source, flags))
        expected = re.compile(source, flags)
        assert built == expected
        assert built.flags == expected.flags
        assert built.groupindex == expected.groupindex
        found, wanted = built.search("on 12 june"), expected.search("on 12 june")
        assert found is not None and wanted is not None
        assert found.groupdict() == wanted.groupdict()


def test_a_pattern_compiled_once_is_read_back_by_the_next_process(cache: Path) -> None:
    phrases = ["no emails", "nothing from", "did not find", "कोई नहीं", "没有"]
    first = compile_phrases(phrases)
    assert first is not None and regex_cache._missed
    regex_cache.save()
    assert len(list(cache.iterdir())) == 1 and not regex_cache._missed
    again = compile_phrases(phrases)
    assert again == first
    assert not regex_cache._missed  # a hit: nothing new to write
    assert again is not None and again.search("There were NO   emails.") is not None


def _only_file(folder: Path) -> Path:
    (path,) = folder.iterdir()
    return path


def test_a_damaged_file_is_ignored(cache: Path) -> None:
    source = phrase_regex(["sold out", "fully booked"])
    regex_cache.compile(source, re.IGNORECASE)
    regex_cache.save()
    path = _only_file(cache)
    data = bytearray(path.read_bytes())
    data[-5] ^= 0xFF  # one flipped bit in the code: its digest no longer matches
    path.write_bytes(bytes(data))
    assert regex_cache._read(path, (source, int(re.IGNORECASE))) is None
    assert regex_cache.compile(source, re.IGNORECASE) == re.compile(source, re.IGNORECASE)


def test_a_file_for_another_source_is_not_used(cache: Path) -> None:
    source = phrase_regex(["sold out"])
    regex_cache.compile(source, re.IGNORECASE)
    regex_cache.save()
    assert regex_cache._read(_only_file(cache), (source + "x", int(re.IGNORECASE))) is None
    assert regex_cache._read(_only_file(cache), (source, 0)) is None


def test_an_entry_the_engine_refuses_falls_back_to_re_compile(cache: Path) -> None:
    source = phrase_regex(["all clear"])
    key = (source, int(re.IGNORECASE))
    bad = marshal.dumps((int(re.IGNORECASE | re.UNICODE), b"\0" * 16, 0, {}, (None,)))
    cache.mkdir()
    (cache / regex_cache._name(key)).write_bytes(
        marshal.dumps((1, source, key[1], hashlib.sha256(bad).digest(), bad))
    )
    assert regex_cache.compile(source, re.IGNORECASE) == re.compile(source, re.IGNORECASE)


def test_nothing_is_written_where_python_writes_no_bytecode(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(regex_cache.sys, "dont_write_bytecode", True)
    regex_cache.compile(phrase_regex(["out of stock"]), re.IGNORECASE)
    assert not regex_cache._missed
    regex_cache.save()
    assert not cache.exists()


def test_the_cache_is_bounded(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(regex_cache, "MAX_ENTRIES", 3)
    for word in ("alpha", "beta", "gamma", "delta", "epsilon"):
        regex_cache.compile(word)
    regex_cache.save()
    assert len(list(cache.iterdir())) == 3
