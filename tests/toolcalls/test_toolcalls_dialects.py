"""Every declaration dialect ends up as a JSON Schema that validates the same way."""

from __future__ import annotations

from typing import Any

import pytest

from nyaya.errors import BadSchema
from nyaya.run import ToolSpec
from nyaya.toolcalls import CallValidator, normalize_tool, to_json_schema

WEATHER_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "city": {"type": "string"},
        "days": {"type": "integer", "minimum": 1, "maximum": 14},
        "unit": {"type": "string", "enum": ["c", "f"]},
    },
    "required": ["city"],
}

DECLARATIONS: dict[str, Any] = {
    "openai-chat": {
        "type": "function",
        "function": {"name": "weather", "description": "d", "parameters": WEATHER_SCHEMA},
    },
    "openai-responses": {"type": "function", "name": "weather", "parameters": WEATHER_SCHEMA},
    "anthropic": {"name": "weather", "description": "d", "input_schema": WEATHER_SCHEMA},
    "mcp": {"name": "weather", "description": "d", "inputSchema": WEATHER_SCHEMA},
    "plain": {"name": "weather", "parameters": WEATHER_SCHEMA},
    "toolspec": ToolSpec(name="weather", parameters=WEATHER_SCHEMA),
}


def codes(validation: Any) -> list[str]:
    return [e.code for e in validation.errors]


@pytest.mark.parametrize("dialect", sorted(DECLARATIONS))
def test_every_dialect_accepts_a_good_call(dialect: str) -> None:
    validator = CallValidator([DECLARATIONS[dialect]])
    result = validator.validate("weather", {"city": "Paris", "days": 3, "unit": "c"})
    assert result.status == "valid", result.errors


@pytest.mark.parametrize("dialect", sorted(DECLARATIONS))
def test_every_dialect_rejects_the_same_bad_call(dialect: str) -> None:
    validator = CallValidator([DECLARATIONS[dialect]])
    result = validator.validate("weather", {"days": "three", "unit": "kelvin"})
    assert result.status == "invalid"
    assert sorted(codes(result)) == ["missing_required", "not_in_enum", "wrong_type"]


def test_bfcl_python_type_names_become_json_schema() -> None:
    bfcl = {
        "type": "dict",
        "properties": {
            "ratio": {"type": "float"},
            "point": {"type": "tuple", "items": {"type": "integer"}},
            "anything": {"type": "any"},
            "flag": {"type": "boolean", "optional": True},
        },
        "required": ["ratio"],
    }
    schema = to_json_schema(bfcl)
    assert schema is not None
    assert schema["type"] == "object"
    assert schema["properties"]["ratio"]["type"] == "number"
    assert schema["properties"]["point"]["type"] == "array"
    assert "type" not in schema["properties"]["anything"]
    assert "optional" not in schema["properties"]["flag"]
    assert bfcl["type"] == "dict", "the caller's schema must not be changed"


def test_bfcl_float_accepts_integers_and_any_accepts_everything() -> None:
    validator = CallValidator(
        [
            {
                "name": "f",
                "parameters": {
                    "type": "dict",
                    "properties": {"x": {"type": "float"}, "y": {"type": "any"}},
                    "required": ["x", "y"],
                },
            }
        ]
    )
    assert validator.validate("f", {"x": 3, "y": [1, {"a": None}]}).status == "valid"
    assert codes(validator.validate("f", {"x": "3", "y": None})) == ["wrong_type"]


def test_bfcl_default_none_makes_the_argument_nullable() -> None:
    decl = {
        "name": "movies",
        "parameters": {
            "type": "dict",
            "properties": {"date": {"type": "string", "default": None}},
            "required": [],
        },
    }
    validator = CallValidator([decl])
    assert validator.validate("movies", {"date": None}).status == "valid"
    assert validator.validate("movies", {"date": 5}).status == "invalid"


def test_bfcl_enum_on_an_array_constrains_its_items() -> None:
    decl = {
        "name": "metrics",
        "parameters": {
            "type": "dict",
            "properties": {
                "m": {"type": "array", "items": {"type": "string"}, "enum": ["trust", "buzz"]}
            },
            "required": ["m"],
        },
    }
    validator = CallValidator([decl])
    assert validator.validate("metrics", {"m": ["trust", "buzz"]}).status == "valid"
    result = validator.validate("metrics", {"m": ["trust", "fame"]})
    assert codes(result) == ["not_in_enum"]
    assert result.errors[0].pointer == "/m/1"


def test_openai_strict_mode_forbids_extras_and_requires_every_property() -> None:
    decl = {
        "type": "function",
        "function": {
            "name": "weather",
            "strict": True,
            "parameters": {
                "type": "object",
                "properties": {
                    "city": {"type": "string"},
                    "unit": {"type": ["string", "null"], "enum": ["c", "f", None]},
                },
            },
        },
    }
    validator = CallValidator([decl])
    assert validator.validate("weather", {"city": "Oslo", "unit": None}).status == "valid"
    missing = validator.validate("weather", {"city": "Oslo"})
    assert codes(missing) == ["missing_required"]
    assert missing.errors[0].pointer == "/unit"
    extra = validator.validate("weather", {"city": "Oslo", "unit": "c", "lang": "en"})
    assert codes(extra) == ["unexpected_argument"]
    assert extra.errors[0].pointer == "/lang"


def test_non_strict_openai_allows_extra_arguments() -> None:
    validator = CallValidator([DECLARATIONS["openai-chat"]])
    assert validator.validate("weather", {"city": "Oslo", "lang": "en"}).status == "valid"


def test_draft_07_is_picked_from_dollar_schema() -> None:
    # In draft-07 `items` as a list is a tuple; in 2020-12 that spelling is an invalid schema.
    schema = {
        "$schema": "http://json-schema.org/draft-07/schema#",
        "type": "object",
        "properties": {
            "pair": {"type": "array", "items": [{"type": "string"}, {"type": "integer"}]}
        },
    }
    validator = CallValidator([{"name": "pair", "parameters": schema}])
    assert validator.validate("pair", {"pair": ["a", 1]}).status == "valid"
    assert codes(validator.validate("pair", {"pair": [1, "a"]})) == ["wrong_type", "wrong_type"]


def test_2020_12_is_the_default_draft() -> None:
    schema = {
        "type": "object",
        "properties": {"pair": {"type": "array", "prefixItems": [{"type": "string"}]}},
    }
    validator = CallValidator([{"name": "pair", "parameters": schema}])
    assert codes(validator.validate("pair", {"pair": [1]})) == ["wrong_type"]


def test_declaration_without_a_name_is_bad_input() -> None:
    with pytest.raises(BadSchema, match="name"):
        normalize_tool({"parameters": {"type": "object"}})


def test_normalize_reports_which_dialect_it_saw() -> None:
    assert normalize_tool(DECLARATIONS["anthropic"]).dialect == "anthropic"
    assert normalize_tool(DECLARATIONS["mcp"]).dialect == "mcp"
    assert normalize_tool(DECLARATIONS["openai-chat"]).dialect == "openai"
    bfcl = {"name": "b", "parameters": {"type": "dict", "properties": {}}}
    assert normalize_tool(bfcl).dialect == "bfcl"
