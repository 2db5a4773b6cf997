"""Stage 1: verify every tool call before it runs.

`CallValidator` checks one call's arguments against the tool's declared input
schema (any dialect: JSON Schema, OpenAI, Anthropic, MCP, BFCL) and checks
that every URL, id, handle, e-mail address and path in them comes from the
user, an earlier tool output or the constitution's allowlist. `validate_run`
does it for a whole `Run`; `run_with_retries` feeds rejections back to the
model through the signing `ToolRuntime`.
"""

from __future__ import annotations

from nyaya.toolcalls.dialects import ToolDecl as ToolDecl
from nyaya.toolcalls.dialects import normalize_tool as normalize_tool
from nyaya.toolcalls.dialects import to_json_schema as to_json_schema
from nyaya.toolcalls.model import ISSUE_CODES as ISSUE_CODES
from nyaya.toolcalls.model import IssueCode as IssueCode
from nyaya.toolcalls.provenance import Sources as Sources
from nyaya.toolcalls.provenance import find_entities as find_entities
from nyaya.toolcalls.retry import RetryOutcome as RetryOutcome
from nyaya.toolcalls.retry import arun_with_retries as arun_with_retries
from nyaya.toolcalls.retry import run_with_retries as run_with_retries
from nyaya.toolcalls.validate import CallValidator as CallValidator
from nyaya.toolcalls.validate import allowlist_of as allowlist_of
from nyaya.toolcalls.validate import feedback as feedback
from nyaya.toolcalls.validate import validate_run as validate_run

__all__ = [
    "ISSUE_CODES",
    "CallValidator",
    "IssueCode",
    "RetryOutcome",
    "Sources",
    "ToolDecl",
    "allowlist_of",
    "arun_with_retries",
    "feedback",
    "find_entities",
    "normalize_tool",
    "run_with_retries",
    "to_json_schema",
    "validate_run",
]
