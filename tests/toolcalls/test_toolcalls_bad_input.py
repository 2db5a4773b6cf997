"""Bad schemas and bad arguments give one clear issue each, never an exception."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from nyaya.toolcalls import CallValidator

ASSETS = Path(__file__).resolve().parent.parent / "assets" / "toolcalls"


def load(name: str) -> Any:
    return json.loads((ASSETS / name).read_text(encoding="utf-8"))


def test_invalid_schema_is_reported_once_per_call_and_clearly() -> None:
    validator = CallValidator([load("schema_invalid.json")])
    result = validator.validate("convert", {"amount": 3})
    assert result.status == "invalid"
    assert [e.code for e in result.errors] == ["invalid_schema"]
    message = result.errors[0].message
    assert "convert" in message and "integr" in message
    assert validator.schema_problems().keys() == {"convert"}


def test_invalid_schema_does_not_stop_other_tools() -> None:
    ok = {"name": "echo", "parameters": {"type": "object", "properties": {"t": {"type": "string"}}}}
    validator = CallValidator([load("schema_invalid.json"), ok])
    assert validator.validate("echo", {"t": "hi"}).status == "valid"


def test_non_object_schema_is_an_invalid_schema_not_a_crash() -> None:
    validator = CallValidator([{"name": "odd", "parameters": ["not", "a", "schema"]}])
    assert [e.code for e in validator.validate("odd", {}).errors] == ["invalid_schema"]


def test_unknown_dollar_schema_is_an_invalid_schema() -> None:
    validator = CallValidator([load("schema_unknown_draft.json")])
    result = validator.validate("weird", {})
    assert [e.code for e in result.errors] == ["invalid_schema"]
    assert "$schema" in result.errors[0].message


def test_ref_loop_is_reported_instead_of_hanging() -> None:
    validator = CallValidator([load("schema_recursive_ref_loop.json")])
    result = validator.validate("loop", {"anything": 1})
    assert [e.code for e in result.errors] == ["invalid_schema"]
    assert "$ref loop" in result.errors[0].message


def test_legitimately_recursive_schema_validates_deep_trees() -> None:
    validator = CallValidator([load("schema_recursive_tree.json")])
    tree: dict[str, Any] = {"label": "leaf"}
    for depth in range(20):
        tree = {"label": f"n{depth}", "children": [tree]}
    assert validator.validate("save_tree", {"root": tree}).status == "valid"
    broken = {"root": {"label": "top", "children": [{"label": 7}]}}
    result = validator.validate("save_tree", broken)
    assert [(e.code, e.pointer) for e in result.errors] == [
        ("wrong_type", "/root/children/0/label")
    ]


def test_tool_without_schema_is_unchecked_not_rejected() -> None:
    validator = CallValidator([load("tool_no_schema.json")])
    result = validator.validate("ping", {"host": "anything"})
    assert result.status == "unchecked"
    assert [e.code for e in result.errors] == ["no_schema"]


def test_unparsable_argument_string() -> None:
    validator = CallValidator([load("tool_no_schema.json")])
    raw = (ASSETS / "args_unparsable.txt").read_text(encoding="utf-8")
    result = validator.validate("ping", raw)
    assert result.status == "invalid"
    assert [e.code for e in result.errors] == ["unparsable_arguments"]
    assert "line 1" in result.errors[0].message
    assert result.args == raw


def test_arguments_that_are_json_but_not_an_object() -> None:
    validator = CallValidator([load("tool_no_schema.json")])
    for raw in ("[1, 2]", "42", '"text"'):
        result = validator.validate("ping", raw)
        assert [e.code for e in result.errors] == ["unparsable_arguments"], raw


def test_arguments_as_a_json_string_are_parsed_first() -> None:
    tool = {
        "name": "add",
        "parameters": {"type": "object", "properties": {"a": {"type": "integer"}}},
    }
    validator = CallValidator([tool])
    assert validator.validate("add", '{"a": 1}').status == "valid"
    assert validator.validate("add", '{"a": 1}').args == {"a": 1}
    assert [e.code for e in validator.validate("add", '{"a": "1"}').errors] == ["wrong_type"]


def test_empty_argument_string_means_no_arguments() -> None:
    validator = CallValidator([{"name": "now", "parameters": {"type": "object"}}])
    assert validator.validate("now", "").status == "valid"


def test_huge_arguments_are_too_large_and_not_echoed_back() -> None:
    validator = CallValidator([load("tool_no_schema.json")])
    huge = {"blob": "x" * 1_100_000}
    result = validator.validate("ping", huge)
    assert [e.code for e in result.errors] == ["too_large"]
    assert len(json.dumps(result.model_dump())) < 2_000
    as_text = validator.validate("ping", json.dumps(huge))
    assert [e.code for e in as_text.errors] == ["too_large"]


def test_deeply_nested_arguments_are_too_large() -> None:
    validator = CallValidator([load("tool_no_schema.json")])
    result = validator.validate("ping", load("args_deep.json"))
    assert [e.code for e in result.errors] == ["too_large"]
    assert "nested" in result.errors[0].message


def test_arguments_that_are_not_json_data() -> None:
    validator = CallValidator([load("tool_no_schema.json")])
    result = validator.validate("ping", {"when": object()})
    assert [e.code for e in result.errors] == ["unparsable_arguments"]


def test_unknown_tool() -> None:
    validator = CallValidator([load("tool_no_schema.json")])
    result = validator.validate("pong", {})
    assert result.status == "invalid"
    assert [e.code for e in result.errors] == ["unknown_tool"]
    assert "ping" in result.errors[0].message


def test_no_tools_declared_at_all_leaves_calls_unchecked() -> None:
    assert CallValidator().validate("anything", {"q": "x"}).status == "unchecked"


def test_remote_ref_is_never_fetched_and_reported() -> None:
    tool = {"name": "remote", "parameters": {"$ref": "https://schemas.invalid/tool.json"}}
    result = CallValidator([tool]).validate("remote", {"a": 1})
    assert [e.code for e in result.errors] == ["invalid_schema"]
    assert "schemas.invalid" in result.errors[0].message


schema_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-5, 5)
    | st.sampled_from(
        ["object", "string", "integer", "array", "dict", "float", "any", "#", "#/$defs/a", "uuid"]
    ),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(
            st.sampled_from(
                [
                    "type",
                    "properties",
                    "required",
                    "items",
                    "enum",
                    "$ref",
                    "$defs",
                    "a",
                    "anyOf",
                    "format",
                    "minimum",
                    "additionalProperties",
                    "default",
                    "$schema",
                ]
            ),
            inner,
            max_size=4,
        )
    ),
    max_leaves=12,
)


@settings(max_examples=200, deadline=None)
@given(
    schema=st.dictionaries(
        st.sampled_from(
            ["type", "properties", "$ref", "$defs", "anyOf", "required", "items", "enum"]
        ),
        schema_values,
        max_size=4,
    ),
    args=st.dictionaries(st.sampled_from(["a", "b", "id"]), schema_values, max_size=3),
)
def test_any_schema_and_arguments_never_raise(schema: dict[str, Any], args: dict[str, Any]) -> None:
    result = CallValidator([{"name": "t", "parameters": schema}]).validate("t", args)
    assert result.status in ("valid", "invalid")


def test_a_schema_over_the_size_limit_is_refused_before_it_is_walked_or_hashed() -> None:
    from nyaya.toolcalls.schema import MAX_SCHEMA_CHARS

    numeral = "一二三四五六七八九十百千万亿" * 3_600  # 50,400 characters
    tool = {
        "name": "lookup",
        "parameters": {"type": "object", "required": [numeral] * (MAX_SCHEMA_CHARS // 50_000)},
    }
    result = CallValidator([tool]).validate("lookup", {"code": "ABC-12"})
    assert [e.code for e in result.errors] == ["invalid_schema"]
    assert f"more than {MAX_SCHEMA_CHARS} characters" in result.errors[0].message
    # one string short of the limit is a schema like any other (here: required items repeat)
    tool["parameters"]["required"] = [numeral] * 2
    result = CallValidator([tool]).validate("lookup", {"code": "ABC-12"})
    assert "characters in keys and strings" not in result.errors[0].message
