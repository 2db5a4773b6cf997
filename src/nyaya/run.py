"""A `Run`: one agent turn as nyaya sees it, whatever format it arrived in.

Adapters in `nyaya.formats` turn OpenAI, Anthropic and native JSON into this
shape. Everything downstream (Stage 1, claims, checks, gate) reads only this.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

RunFormat = Literal["native", "openai", "anthropic"]
ContextRole = Literal["system", "developer", "user", "assistant"]

_FROZEN = ConfigDict(frozen=True, extra="forbid")


class ToolSpec(BaseModel):
    """A tool the agent could call; ``parameters`` is its input JSON Schema (any dialect)."""

    model_config = _FROZEN

    name: str
    description: str = ""
    parameters: dict[str, Any] | None = None


class ToolCall(BaseModel):
    """One executed (or attempted) tool call with its output.

    ``arguments`` is the parsed JSON object when it parsed, else the raw string
    the model produced (Stage 1 reports that). ``output`` is the tool result as
    JSON when it parsed, else the raw text. ``receipt`` is the signed receipt as
    a plain mapping when the runtime supplied one; the engine verifies it.
    """

    model_config = _FROZEN

    id: str
    tool: str
    arguments: dict[str, Any] | str = Field(default_factory=dict)
    output: Any = None
    error: str | None = None
    receipt: dict[str, Any] | None = None


class ContextMessage(BaseModel):
    """One message before the answer: the system prompt, a user turn, an earlier reply.

    Values stated here are grounded by testimony (the user or the operator said so),
    not by a tool; the checks report them as ``context`` evidence.
    """

    model_config = _FROZEN

    role: ContextRole
    content: str


class Run(BaseModel):
    """One agent run: the user's request, the tools, the calls and the final answer.

    ``context`` holds the system prompt and the earlier user and assistant turns, in
    order (the final answer is ``response``, never part of the context). ``now`` is
    the run's own time, against which relative dates in the answer resolve; when it is
    absent the engine reads it from ``created_at`` or a date the system prompt states.
    """

    model_config = _FROZEN

    run_id: str
    language: str | None = None
    user: str = ""
    context: list[ContextMessage] = Field(default_factory=list)
    tools: list[ToolSpec] = Field(default_factory=list)
    calls: list[ToolCall] = Field(default_factory=list)
    response: str = ""
    created_at: datetime | None = None
    now: datetime | None = None
    source_format: RunFormat = "native"

    def tool(self, name: str) -> ToolSpec | None:
        """The declared tool called ``name``, if any."""
        for spec in self.tools:
            if spec.name == name:
                return spec
        return None

    def call(self, call_id: str) -> ToolCall | None:
        """The call with id ``call_id``, if any."""
        for c in self.calls:
            if c.id == call_id:
                return c
        return None
