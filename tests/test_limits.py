"""One `Limits` object bounds every input: each limit named in a one-line BadInput, CLI exit 2."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import nyaya
from nyaya.errors import BadInput, BadReceipt, BadRun, LimitExceeded
from nyaya.formats.runs import load_run, load_run_file
from nyaya.limits import DEFAULT_LIMITS, Limits
from nyaya.receipts import Receipt

ASSETS = Path(__file__).parent / "assets" / "limits"


def nyaya_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", "import sys; from nyaya.cli import main; main(sys.argv[1:])", *args],
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.mark.parametrize(
    ("asset", "words"),
    [
        ("run_empty_object.json", "empty"),
        ("run_nested_1000_deep.json", "limit max_depth"),
        ("run_integer_5000_digits.json", "limit max_digits"),
        ("run_lone_surrogate.json", "lone surrogate"),
        ("run_nan.json", "NaN is not a JSON value"),
        ("anthropic_tool_use_input_not_object.json", "messages[1].content[0].input"),
        ("run_created_year_0001.json", "limit min_year"),
        ("run_created_year_9999.json", "limit max_year"),
    ],
)
def test_hostile_runs_exit_2_with_one_line(asset: str, words: str) -> None:
    done = nyaya_cli("check", str(ASSETS / asset))
    assert done.returncode == 2, done.stdout + done.stderr
    err = done.stderr.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err
    assert words in err and asset in err


@pytest.mark.parametrize(
    ("asset", "kind"),
    [
        ("run_nested_1000_deep.json", LimitExceeded),
        ("run_integer_5000_digits.json", LimitExceeded),
        ("run_lone_surrogate.json", BadInput),
        ("run_empty_object.json", BadRun),
    ],
)
def test_the_api_raises_the_same(asset: str, kind: type[Exception]) -> None:
    with pytest.raises(kind):
        load_run_file(ASSETS / asset)


def test_a_limit_error_names_the_limit_and_the_field() -> None:
    with pytest.raises(LimitExceeded) as info:
        load_run_file(ASSETS / "run_integer_5000_digits.json")
    assert info.value.limit == "max_digits"
    assert info.value.path == str(ASSETS / "run_integer_5000_digits.json")


def native(**extra: Any) -> dict[str, Any]:
    return {"run_id": "r", "user": "hi", "response": "You have 1 email.", **extra}


@pytest.mark.parametrize(
    ("limits", "data", "limit"),
    [
        (
            Limits(max_calls=2),
            native(calls=[{"id": f"c{i}", "tool": "t"} for i in range(3)]),
            "max_calls",
        ),
        (Limits(max_tools=1), native(tools=[{"name": "a"}, {"name": "b"}]), "max_tools"),
        (
            Limits(max_values=20),
            native(calls=[{"id": "c", "tool": "t", "output": [{"id": i} for i in range(20)]}]),
            "max_values",
        ),
        (Limits(max_answer=5), native(), "max_answer"),
        (Limits(max_string=3), native(), "max_string"),
        (
            Limits(max_depth=2),
            native(calls=[{"id": "c", "tool": "t", "output": [[1]]}]),
            "max_depth",
        ),
        (
            Limits(max_messages=2),
            {"messages": [{"role": "user", "content": "x"}] * 3},
            "max_messages",
        ),
        (
            Limits(max_calls=1),
            {
                "messages": [
                    {
                        "role": "assistant",
                        "content": None,
                        "tool_calls": [
                            {"id": "a", "function": {"name": "f"}},
                            {"id": "b", "function": {"name": "f"}},
                        ],
                    }
                ]
            },
            "max_calls",
        ),
    ],
)
def test_each_count_limit_is_applied(limits: Limits, data: Any, limit: str) -> None:
    load_run(data)  # within the defaults
    with pytest.raises(LimitExceeded) as info:
        load_run(data, limits=limits)
    assert info.value.limit == limit


def test_values_an_output_holds_as_json_text_are_counted_once_adapted() -> None:
    text = json.dumps([{"id": i} for i in range(20)])
    call = {"id": "c", "type": "function", "function": {"name": "t", "arguments": "{}"}}
    data = {
        "messages": [
            {"role": "user", "content": "hi"},
            {"role": "assistant", "content": None, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": "c", "content": text},
            {"role": "assistant", "content": "You have 20 items."},
        ]
    }
    assert len(load_run(data).calls[0].output) == 20
    with pytest.raises(LimitExceeded) as info:
        load_run(data, limits=Limits(max_values=30))
    assert (info.value.limit, info.value.field) == ("max_values", "calls")


def test_an_output_of_a_hundred_thousand_values_is_refused_naming_the_limit() -> None:
    output = [{"id": i} for i in range(DEFAULT_LIMITS.max_values)]
    with pytest.raises(LimitExceeded) as info:
        nyaya.check(native(calls=[{"id": "c", "tool": "t", "output": output}]))
    assert info.value.limit == "max_values"
    assert "max_values" in str(info.value)


def test_check_given_a_dict_applies_the_limits_too() -> None:
    deep: Any = "x"
    for _ in range(500):
        deep = [deep]
    with pytest.raises(LimitExceeded):
        nyaya.check(native(calls=[{"id": "c", "tool": "t", "output": deep}]))


def test_read_json_refuses_more_bytes_than_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_text(json.dumps(native(user="x" * 2000)))
    with pytest.raises(LimitExceeded) as info:
        dataclasses.replace(DEFAULT_LIMITS, max_bytes=1000).read_json(path, error=BadRun)
    assert info.value.limit == "max_bytes"


def test_parse_json_is_strict() -> None:
    for text in ("[NaN]", "[Infinity]", "[1e999]", '{"a": 1, "a": 2}'):
        with pytest.raises(BadInput):
            DEFAULT_LIMITS.parse_json(text, unique_keys=True)
    assert DEFAULT_LIMITS.parse_json('{"a": 1, "a": 2}') == {"a": 2}  # runs: the last wins
    assert DEFAULT_LIMITS.parse_json(b'{"a": [1.5, "\\u00e9"]}') == {"a": [1.5, "é"]}
    with pytest.raises(BadInput, match="UTF-8"):
        DEFAULT_LIMITS.parse_json(b'"\xff"')


def test_a_receipt_naming_a_field_twice_is_refused() -> None:
    text = '{"id": "a", "id": "b"}'
    with pytest.raises(BadReceipt, match="appears twice"):
        Receipt.from_json(text)


def test_limits_are_data() -> None:
    assert DEFAULT_LIMITS.max_depth == 128 and DEFAULT_LIMITS.max_digits == 400
    with pytest.raises(dataclasses.FrozenInstanceError):
        DEFAULT_LIMITS.max_depth = 1  # type: ignore[misc]


def test_values_are_counted_before_the_walk_so_a_shared_huge_list_is_refused() -> None:
    # the same 50,000-item list a thousand times: 50 million values, refused after counting
    # the first 50,000 (walking them all first would take minutes)
    items = [{"id": i} for i in range(50_000)]
    with pytest.raises(LimitExceeded) as info:
        load_run(native(tools=[items] * 1_000))
    assert (info.value.limit, info.value.field) == ("max_values", "run")
