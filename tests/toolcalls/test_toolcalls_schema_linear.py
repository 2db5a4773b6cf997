"""Schema patterns come from the run, so they run under RE2: no input makes matching backtrack."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest

from nyaya.toolcalls import CallValidator
from nyaya.toolcalls.schema import linear_regex, regex_search

ASSETS = Path(__file__).parent.parent / "assets" / "toolcalls"
EVIL = "a" * 5_000 + "!"  # Python's backtracking matcher would take ~2**5000 steps on ^(a+)+$


def load(name: str) -> Any:
    return json.loads((ASSETS / name).read_text(encoding="utf-8"))


def finishes(fn: Any, *args: Any) -> Any:
    """Run ``fn``; a hang fails the test (after a minute) instead of stalling the suite."""
    out: list[Any] = []
    worker = threading.Thread(target=lambda: out.append(fn(*args)), daemon=True)
    worker.start()
    worker.join(60)
    assert out, f"{fn.__name__} did not return: the matcher backtracks"
    return out[0]


def test_a_catastrophic_pattern_answers_at_once() -> None:
    validator = CallValidator([load("schema_redos_pattern.json")])
    result = finishes(validator.validate, "lookup", {"code": EVIL})
    assert result.status == "invalid"
    assert [e.pointer for e in result.errors] == ["/code"]
    assert validator.validate("lookup", {"code": "aaaa"}).status == "valid"


def test_catastrophic_pattern_properties_and_additional_properties() -> None:
    schema = {
        "type": "object",
        "patternProperties": {"^(a|aa)+$": {"type": "integer"}},
        "additionalProperties": False,
    }
    validator = CallValidator([{"name": "t", "parameters": schema}])
    result = finishes(validator.validate, "t", {EVIL: 1, "aaaa": "x"})
    assert result.status == "invalid"
    codes = sorted(e.code for e in result.errors)
    assert codes == ["unexpected_argument", "wrong_type"]


def test_a_pattern_re2_cannot_run_is_a_clear_invalid_schema() -> None:
    validator = CallValidator([load("schema_lookahead_pattern.json")])
    result = validator.validate("password", {"value": "hunter22"})
    assert [e.code for e in result.errors] == ["invalid_schema"]
    message = result.errors[0].message
    assert "(?=" in message and "linear time" in message


def test_pattern_properties_under_unevaluated_properties_is_refused() -> None:
    schema = {
        "type": "object",
        "patternProperties": {"^x": {"type": "string"}},
        "unevaluatedProperties": False,
    }
    validator = CallValidator([{"name": "t", "parameters": schema}])
    result = validator.validate("t", {"xa": "1"})
    assert [e.code for e in result.errors] == ["invalid_schema"]
    assert "unevaluatedProperties" in result.errors[0].message


def test_format_checks_are_linear_too() -> None:
    schema = {"type": "object", "properties": {"e": {"type": "string", "format": "email"}}}
    validator = CallValidator([{"name": "mail", "parameters": schema}])
    long_local = "a@" + "." * 200_000 + " "
    result = finishes(validator.validate, "mail", {"e": long_local})
    assert "constraint" in [e.code for e in result.errors]
    fine = validator.validate("mail", {"e": "sara@example.org"})
    assert "constraint" not in [e.code for e in fine.errors]  # (provenance is another matter)


def test_a_lone_surrogate_never_matches_and_never_raises() -> None:
    assert regex_search("a", "a") and not regex_search("a", "\ud800")


@pytest.mark.parametrize(
    ("pattern", "text", "matches"),
    [
        (r"^[\u4e00-\u9fa5][A-Z]$", "京A", True),  # ECMA-262 code points, as schemas write them
        (r"^[\u4e00-\u9fa5][A-Z]$", "XA", False),
        (r"^\u{1F600}$", "😀", True),
        (r"^\\u0041$", "\\u0041", True),  # an escaped backslash: a literal "\u0041"
    ],
)
def test_ecma_unicode_escapes_in_schema_patterns(pattern: str, text: str, matches: bool) -> None:
    assert (linear_regex(pattern).fullmatch(text) is not None) is matches
