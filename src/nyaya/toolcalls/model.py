"""Stage 1 reason codes and the small helpers every Stage 1 module shares."""

from __future__ import annotations

import json
from typing import Any, Literal, get_args

from nyaya.report import ValidationIssue

IssueCode = Literal[
    "unparsable_arguments",
    "unknown_tool",
    "no_schema",
    "invalid_schema",
    "missing_required",
    "wrong_type",
    "not_in_enum",
    "unexpected_argument",
    "constraint",
    "too_large",
    "provenance",
]

ISSUE_CODES: tuple[IssueCode, ...] = get_args(IssueCode)

EntityKind = Literal["url", "email", "id", "handle", "path"]


def issue(
    code: IssueCode, message: str, *, pointer: str = "", value: Any = None
) -> ValidationIssue:
    """A `ValidationIssue` whose code is checked against `IssueCode` by the type checker."""
    return ValidationIssue(code=code, pointer=pointer, message=message, value=value)


def pointer_of(parts: Any) -> str:
    """The RFC 6901 JSON pointer for a sequence of keys and indices ("" is the whole document)."""
    out = []
    for part in parts:
        out.append("/" + str(part).replace("~", "~0").replace("/", "~1"))
    return "".join(out)


def preview(value: Any, limit: int = 80) -> str:
    """A short JSON rendering of ``value`` for messages (what a model sent, as it sent it)."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    except RecursionError:
        text = f"<{type(value).__name__} nested too deep to show>"
    return text if len(text) <= limit else text[: limit - 1] + "…"
