"""Module patterns come from `regex_cache` as `re.compile` makes them."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from nyaya.claims import regex_cache


def test_module_patterns_built_from_the_cache_equal_re_compile(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(regex_cache, "cache_dir", lambda: tmp_path / "regex.tag")
    monkeypatch.setattr(regex_cache, "_missed", {})
    monkeypatch.setattr(regex_cache.sys, "dont_write_bytecode", False)
    source = r"(?i)\b(?P<n>[\u3400-\u9fff]+|\d+)\s*(?:件|items?)\b"
    compiled = regex_cache.compile(source)
    regex_cache.save()
    assert not regex_cache._missed
    again = regex_cache.compile(source)
    assert not regex_cache._missed  # read back, not compiled
    assert again == compiled and again.groupindex == compiled.groupindex


def _module_patterns() -> list[re.Pattern[str]]:
    """Every compiled pattern held by a module of the checks, the evidence, the values, the
    claims layer, the tool-call validation and the run formats."""
    found: dict[tuple[str, int], re.Pattern[str]] = {}
    packages = ("nyaya.checks", "nyaya.evidence", "nyaya.values", "nyaya.claims", "nyaya.toolcalls")
    for package in (*packages, "nyaya.formats"):
        folder = Path(importlib.import_module(package).__path__[0])
        for path in sorted(folder.glob("*.py")):
            module = importlib.import_module(f"{package}.{path.stem}")
            for value in vars(module).values():
                if isinstance(value, re.Pattern) and isinstance(value.pattern, str):
                    found[(value.pattern, value.flags)] = value
    return list(found.values())


def test_every_module_pattern_built_from_its_entry_equals_re_compile() -> None:
    patterns = _module_patterns()
    assert len(patterns) > 150
    for pattern in patterns:
        built = regex_cache._build(
            pattern.pattern, regex_cache._entry(pattern.pattern, pattern.flags)
        )
        assert built == pattern == re.compile(pattern.pattern, pattern.flags)
        assert built.groupindex == pattern.groupindex
