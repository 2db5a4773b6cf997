"""Tool declarations in every dialect we meet, turned into one shape with a JSON Schema.

Dialects: plain JSON Schema (2020-12 by default, or whatever ``$schema`` names),
OpenAI function ``parameters`` (Chat Completions ``{"type": "function",
"function": {...}}`` and the flat Responses form, both with ``strict``),
Anthropic ``input_schema``, MCP ``inputSchema`` and BFCL's Python-flavoured
type names (``dict``, ``float``, ``tuple``, ``any``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from nyaya.errors import BadSchema
from nyaya.run import ToolSpec
from nyaya.toolcalls.schema import schema_over_limits

Dialect = Literal["json-schema", "openai", "anthropic", "mcp", "bfcl"]

# BFCL (and Python-minded tool authors) write Python type names; JSON Schema has no such types.
_PY_TYPES: dict[str, str | None] = {
    "dict": "object",
    "float": "number",
    "tuple": "array",
    "list": "array",
    "str": "string",
    "int": "integer",
    "bool": "boolean",
    "any": None,
}

# Keywords whose value is one subschema, a list of subschemas or a name -> subschema map.
_ONE = (
    "items",
    "additionalItems",
    "additionalProperties",
    "unevaluatedProperties",
    "unevaluatedItems",
    "contains",
    "propertyNames",
    "not",
    "if",
    "then",
    "else",
)
_MANY = ("allOf", "anyOf", "oneOf", "prefixItems")
_NAMED = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")


@dataclass(frozen=True)
class ToolDecl:
    """A tool declaration normalised: its name, description and JSON Schema (None: no schema)."""

    name: str
    description: str
    schema: dict[str, Any] | None
    dialect: Dialect
    strict: bool = False
    problem: str | None = None


def uses_python_types(schema: Any) -> bool:
    """True when some ``type`` in the schema is a BFCL / Python type name."""
    found = False

    def visit(node: dict[str, Any]) -> None:
        nonlocal found
        types = node.get("type")
        names = types if isinstance(types, list) else [types]
        if any(isinstance(t, str) and t in _PY_TYPES for t in names):
            found = True

    _walk(schema, visit)
    return found


def to_json_schema(
    schema: Mapping[str, Any] | None, *, dialect: Dialect | None = None, strict: bool = False
) -> dict[str, Any] | None:
    """A JSON Schema for ``schema`` written in ``dialect`` (detected when None); never mutates it.

    ``strict`` applies OpenAI strict mode: every object forbids extra properties
    and requires all of its properties (nullable ones say so with a type union).
    """
    if schema is None:
        return None
    if not isinstance(schema, Mapping):
        raise BadSchema(f"expected a JSON object, got {type(schema).__name__}", field="parameters")
    out: dict[str, Any] = _copy(schema)
    if dialect == "bfcl" or (dialect is None and uses_python_types(out)):
        _walk(out, _python_types_to_json)
    if strict:
        _walk(out, _strict_object)
    return out


def normalize_tool(declaration: ToolSpec | Mapping[str, Any]) -> ToolDecl:
    """A `ToolDecl` from a `ToolSpec` or a raw declaration in any supported dialect."""
    if isinstance(declaration, ToolSpec):
        return _decl(declaration.name, declaration.description, declaration.parameters, None)
    if not isinstance(declaration, Mapping):
        raise BadSchema(f"a tool declaration must be an object, got {type(declaration).__name__}")
    decl: Mapping[str, Any] = declaration
    if decl.get("type") == "function" and isinstance(decl.get("function"), Mapping):
        fn = decl["function"]
        return _decl(
            fn.get("name"), fn.get("description"), fn.get("parameters"), "openai", fn.get("strict")
        )
    if "input_schema" in decl:
        return _decl(decl.get("name"), decl.get("description"), decl["input_schema"], "anthropic")
    if "inputSchema" in decl:
        return _decl(decl.get("name"), decl.get("description"), decl["inputSchema"], "mcp")
    if decl.get("type") == "function":
        return _decl(
            decl.get("name"),
            decl.get("description"),
            decl.get("parameters"),
            "openai",
            decl.get("strict"),
        )
    return _decl(decl.get("name"), decl.get("description"), decl.get("parameters"), None)


def _decl(
    name: Any, description: Any, schema: Any, dialect: Dialect | None, strict: Any = False
) -> ToolDecl:
    if not isinstance(name, str) or not name:
        raise BadSchema("a tool declaration needs a non-empty string name", field="name")
    problem = None
    if schema is not None and not isinstance(schema, Mapping):
        problem = f"the schema must be a JSON object, got {type(schema).__name__}"
    elif schema is not None:
        problem = schema_over_limits(schema)  # too deep to copy or compile without recursing
    if problem is not None:
        # Reported on each call as `invalid_schema`, so one bad tool does not stop the others.
        return ToolDecl(
            name,
            description if isinstance(description, str) else "",
            {},
            "json-schema",
            problem=problem,
        )
    python_types = uses_python_types(schema)
    detected: Dialect = "bfcl" if python_types else (dialect or "json-schema")
    converted = to_json_schema(schema, dialect=detected, strict=bool(strict))
    return ToolDecl(
        name=name,
        description=description if isinstance(description, str) else "",
        schema=converted,
        dialect=detected,
        strict=bool(strict),
    )


def _copy(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


def _walk(schema: Any, visit: Any, depth: int = 0) -> None:
    """Call ``visit`` on every subschema (not on ``enum``, ``default`` or ``const`` values)."""
    # Schemas deeper than this are hostile; the schema checker reports them, not this walk.
    if not isinstance(schema, dict) or depth > 200:
        return
    visit(schema)
    for key in _ONE:
        if key in schema:
            sub = schema[key]
            if isinstance(sub, list):
                for item in sub:
                    _walk(item, visit, depth + 1)
            else:
                _walk(sub, visit, depth + 1)
    for key in _MANY:
        sub = schema.get(key)
        if isinstance(sub, list):
            for item in sub:
                _walk(item, visit, depth + 1)
    for key in _NAMED:
        sub = schema.get(key)
        if isinstance(sub, dict):
            for item in sub.values():
                _walk(item, visit, depth + 1)


def _python_types_to_json(node: dict[str, Any]) -> None:
    types = node.get("type")
    if isinstance(types, str) and types in _PY_TYPES:
        mapped = _PY_TYPES[types]
        if mapped is None:
            del node["type"]
        else:
            node["type"] = mapped
    elif isinstance(types, list):
        names = [_PY_TYPES.get(t, t) if isinstance(t, str) else t for t in types]
        if None in names:
            del node["type"]
        else:
            node["type"] = names
    # BFCL marks optional arguments with a non-standard flag; `required` already says it.
    node.pop("optional", None)
    # BFCL puts an array's allowed item values on the array itself; they constrain the items.
    items = node.get("items")
    enum = node.get("enum")
    if (
        node.get("type") == "array"
        and isinstance(enum, list)
        and isinstance(items, dict)
        and "enum" not in items
        and not any(isinstance(v, list) for v in enum)
    ):
        items["enum"] = node.pop("enum")
    # BFCL schemas describe Python signatures: the default (`None` included) is always a valid
    # value, even when the declared type or enum forgets it.
    if "default" in node:
        _admit_default(node, node["default"])


def _admit_default(node: dict[str, Any], default: Any) -> None:
    enum = node.get("enum")
    if isinstance(enum, list) and default not in enum:
        node["enum"] = [*enum, default]
    if default is None:
        declared = node.get("type")
        if isinstance(declared, str) and declared != "null":
            node["type"] = [declared, "null"]
        elif isinstance(declared, list) and "null" not in declared:
            node["type"] = [*declared, "null"]


def _strict_object(node: dict[str, Any]) -> None:
    props = node.get("properties")
    if node.get("type") == "object" or isinstance(props, dict):
        node.setdefault("additionalProperties", False)
        if isinstance(props, dict):
            required = node.get("required")
            listed = list(required) if isinstance(required, list) else []
            node["required"] = listed + [p for p in props if p not in listed]
