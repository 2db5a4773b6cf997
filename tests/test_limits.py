"""One `Limits` object bounds every input: each limit named in a one-line BadInput, CLI exit 2."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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


_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**80), max_value=2**80),
    st.floats(allow_nan=True),
    st.text(st.characters(min_codepoint=0, max_codepoint=0xDFFF), max_size=12),
    # the bytes the fast check reads as structure, inside strings and keys
    st.text(st.sampled_from('[]{}"\\:,a'), max_size=12),
)
_VALUES = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.tuples(inner, inner),
        st.dictionaries(
            st.text(max_size=6)
            | st.just("k\ud800")
            | st.text(st.sampled_from('"\\[{'), max_size=3),
            inner,
            max_size=4,
        ),
    ),
    max_leaves=30,
)


def _outcome(check: Any) -> str:
    try:
        check()
    except BadInput as exc:
        return f"{type(exc).__name__}: {exc}"
    return "ok"


@settings(max_examples=400, deadline=None)
@given(value=_VALUES, depth=st.integers(1, 6), string=st.integers(0, 8), digits=st.integers(1, 30))
def test_the_fast_check_of_a_value_says_what_the_walk_says(
    value: Any, depth: int, string: int, digits: int
) -> None:
    limits = Limits(max_depth=depth, max_string=string, max_digits=digits)
    assert _outcome(lambda: limits.check_value(value, path="p")) == _outcome(
        lambda: limits._walk(value, path="p", field="")
    )


def test_a_value_in_memory_is_held_to_the_byte_limit_of_its_file() -> None:
    limits = Limits(max_bytes=1_000)
    value = {"records": [{"id": i, "note": "x"} for i in range(200)]}
    with pytest.raises(LimitExceeded) as info:
        limits.check_value(value, path="bundle")
    assert info.value.limit == "max_bytes" and "bundle" in str(info.value)
    limits.check_value({"records": value["records"][:10]})


def test_a_document_within_the_byte_limit_is_not_refused_for_its_parsed_form() -> None:
    # "1e5" is three bytes as written and eight ("100000.0") once parsed and written again:
    # the length that counts is the text's own
    text = "[" + ",".join(["1e5"] * 200) + "]"
    limits = Limits(max_bytes=len(text))
    assert len(limits.parse_json(text)) == 200


def test_a_bundle_list_of_bad_items_is_reported_at_its_first() -> None:
    from pydantic import ValidationError

    from nyaya.attest.bundle import AuditBundle, load_bundle

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "examples" / "nydfs"))
    import build_bundle  # type: ignore[import-not-found]

    data = json.loads(build_bundle.build().to_json())
    inference = next(
        r for r in data["records"] if r["attestation"].get("claim_type") == "inference"
    )
    inference["attestation"]["premises"] = [{"id": i} for i in range(5_000)]
    with pytest.raises(BadInput) as info:
        load_bundle(data)
    assert "premises.0" in str(info.value) and "\n" not in str(info.value)
    # one item's errors (it is neither a premise nor a string), not 5,000 items' worth
    with pytest.raises(ValidationError) as raw:
        AuditBundle.model_validate(data)
    assert raw.value.error_count() <= 5


# -- large runs within the limits: checked in full, the same as their small forms -----------

_INBOX = Path(__file__).resolve().parents[1] / "examples" / "inbox_run.json"


def _inbox() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(_INBOX.read_text(encoding="utf-8"))
    return data


def _gist(report: Any) -> tuple[Any, ...]:
    return (
        report.action,
        report.trust_level,
        [(c.text, c.status, c.pramana) for c in report.claims],
        sorted((f.type, f.reason) for f in report.findings),
    )


def test_a_run_of_a_thousand_copies_of_a_call_is_checked_as_the_call_is() -> None:
    one = nyaya.check(_inbox())  # the run states its own time
    data = _inbox()
    data["calls"] += [
        dict(data["calls"][0], id=f"call_{n}") for n in range(2, 1_002)
    ]  # 1,001 calls, one output
    many = nyaya.check(data)
    assert len(many.tool_call_validations) == 1_001
    assert {v.status for v in many.tool_call_validations} == {
        v.status for v in one.tool_call_validations
    }
    assert _gist(many) == _gist(one)


def test_a_ten_thousand_item_list_in_an_output_is_checked() -> None:
    data = _inbox()
    data["calls"][0]["output"]["results"] += [{"id": f"msg_{i}"} for i in range(10_000)]
    # "2 emails from Alice Chen" counts the items from her: still two of the 10,002
    assert _gist(nyaya.check(data)) == _gist(nyaya.check(_inbox()))


def test_a_text_that_recurs_is_read_once_and_indexed_at_every_place() -> None:
    from nyaya.evidence.index import build_index
    from nyaya.formats.runs import load_run as adapt

    text = "Invoice INV-104 for $120.00 is due on June 2, 2024 at https://pay.example.com/104."
    data = _inbox()
    data["calls"][0]["output"] = {"note": text}
    data["calls"] += [dict(data["calls"][0], id=f"call_{n}") for n in range(2, 5)]
    index = build_index(adapt(data), [], language="en", now=None)
    index.read_texts()
    found = [(leaf.call, leaf.kind, str(leaf.raw)) for leaf in index.leaves if leaf.text]
    per_call = {call: sorted(f[1:] for f in found if f[0] == call) for call in range(4)}
    assert per_call[0] and all(per_call[c] == per_call[0] for c in range(4))


def test_text_past_the_budget_adds_no_values(monkeypatch: pytest.MonkeyPatch) -> None:
    from nyaya.evidence import texts
    from nyaya.evidence.index import build_index
    from nyaya.formats.runs import load_run as adapt

    data = _inbox()
    first = "The total came to $120.00 for the two invoices that were sent in May of 2024."
    data["calls"][0]["output"] = {"note": first}
    second = "Another total of $95.00 was due on the third invoice, which was sent in June."
    data["calls"].append(dict(data["calls"][0], id="call_2", output={"note": second}))
    # the first text fits, the second does not (context texts come after the outputs)
    monkeypatch.setattr(texts, "TEXT_BUDGET", len(first) + 10)
    index = build_index(adapt(data), [], language="en", now=None)
    index.read_texts()
    assert {leaf.call for leaf in index.leaves if leaf.text is not None} == {0}


def test_an_answer_of_repeated_values_over_a_context_of_them_is_checked() -> None:
    # the values check looks each stated value up once, and compares a recurring output
    # figure once: 1,000 mentions of "5" against thousands of "5"s in the context
    words = " ".join(["Alice", "5", "emails", "May", "3rd", "$4.20", "none"] * 3_000)
    data = _inbox()
    data["context"] = [{"role": "assistant", "content": words}] * 2
    data["response"] = words
    report = nyaya.check(data)
    assert report.action == "revise"  # withheld: a prefix of the answer was checked
    assert {c.text for c in report.claims} and report.timings_ms


def test_a_string_too_long_to_be_one_value_is_read_as_text() -> None:
    """An unspaced run of thousands of characters (a numeral of 10,000 digits, a paragraph
    of Chinese) is read as text, within the text budget, so a thousand copies of it cost what
    one does; a figure inside it is still found."""
    from nyaya.engine import check

    blob = "备注" * 1500 + "合计金额48213元" + "备注" * 10
    data = {
        "run_id": "long-string",
        "calls": [{"id": "c0", "tool": "get_note", "arguments": {}, "output": {"note": blob}}],
        "response": "合计金额是48213元。",
        "language": "zh",
    }
    report = check(data)
    assert report.action == "emit", [f.message for f in report.findings]
    assert any(c.status == "verified" for c in report.claims)
