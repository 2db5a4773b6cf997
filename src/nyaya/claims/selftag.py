"""The ``---VERIFICATION---`` block an agent may append to tag its own claims.

The NabaOS prompt asks for::

    ---VERIFICATION---
    - claim: "Alice sent you 3 emails"
      source_type: tool_output
      evidence: call_1
      checkable: true
    ---END VERIFICATION---

Models write it loosely, so the parser accepts YAML-ish lists, JSON (a list, or
an object holding one), missing and extra fields, odd spacing and casing,
several blocks and a block that is never closed. It never raises. An answer is
``compliant`` when it has at least one closed block and every entry in it names
a claim and a known source type.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from nyaya.claims import regex_cache
from nyaya.claims.model import SelfTag
from nyaya.claims.phrases import lowered
from nyaya.report import Pramana

__all__ = ["SOURCE_TYPES", "TagBlocks", "parse_selftags", "pramana_of_source_type"]

SOURCE_TYPES: dict[str, Pramana] = {
    "tool_output": "pratyaksa",
    "inference": "anumana",
    "external_source": "sabda",
    "absence": "abhava",
    "opinion": "ungrounded",
}

# Spellings models use for the same five types (and the pramana names themselves).
_ALIASES: dict[str, str] = {
    "tool": "tool_output",
    "tool_result": "tool_output",
    "tool_results": "tool_output",
    "tooloutput": "tool_output",
    "tool_call": "tool_output",
    "observation": "tool_output",
    "direct": "tool_output",
    "pratyaksa": "tool_output",
    "pratyaksha": "tool_output",
    "perception": "tool_output",
    "inferred": "inference",
    "inferential": "inference",
    "reasoning": "inference",
    "anumana": "inference",
    "external": "external_source",
    "source": "external_source",
    "citation": "external_source",
    "external_sources": "external_source",
    "testimony": "external_source",
    "sabda": "external_source",
    "shabda": "external_source",
    "absent": "absence",
    "none_found": "absence",
    "not_found": "absence",
    "abhava": "absence",
    "opinions": "opinion",
    "ungrounded": "opinion",
    "speculation": "opinion",
    "analogy": "analogy",
    "upamana": "analogy",
    "comparison": "analogy",
}
_ANALOGY: Pramana = "upamana"

_OPEN = regex_cache.compile(r"[ \t>*_`]*-{3,}[ \t]*VERIFICATION[ \t]*-{3,}[ \t*_`\r]*", re.I)
_CLOSE = regex_cache.compile(
    r"[ \t>*_`]*-{3,}[ \t]*END[ \t_-]*VERIFICATION[ \t]*-{3,}[ \t*_`\r]*", re.I
)
_END_ONLY = regex_cache.compile(r"[ \t>*_`]*-{3,}[ \t]*END[ \t]*-{3,}[ \t*_`\r]*", re.I)
_MARKER_MAX = 80  # a marker line is short; longer lines are never markers
_SEPARATORS = regex_cache.compile(r"[\s\-]+")
_KEY = regex_cache.compile(r"[A-Za-z_][\w \t-]{0,30}")
_CLAIM_KEYS = ("claim", "text", "statement", "claim_text")
_TYPE_KEYS = ("source_type", "source", "type", "pramana", "sourcetype", "category")
_EVIDENCE_KEYS = ("evidence", "receipt", "receipt_id", "call_id", "evidence_id", "ref")
_CHECKABLE_KEYS = ("checkable", "verifiable", "check")


@dataclass(frozen=True, slots=True)
class TagBlocks:
    """What the self-tag parser found: the tags, the spans of the blocks, and compliance."""

    tags: tuple[SelfTag, ...]
    spans: tuple[tuple[int, int], ...]
    compliant: bool

    @property
    def body_end(self) -> int | None:
        """Where the first block starts, if there is one."""
        return self.spans[0][0] if self.spans else None


def pramana_of_source_type(source_type: str | None) -> Pramana | None:
    """The pramana a self-tag ``source_type`` stands for, or None when it names none."""
    name = _norm_type(source_type)
    if name is None:
        return None
    if name == "analogy":
        return _ANALOGY
    return SOURCE_TYPES.get(name)


def _norm_type(source_type: str | None) -> str | None:
    if not source_type:
        return None
    key = _SEPARATORS.sub("_", source_type.strip().strip("\"'`*").lower())
    if "|" in key:  # the template copied verbatim: "tool_output | inference | ..."
        return None
    if key in SOURCE_TYPES:
        return key
    return _ALIASES.get(key)


def parse_selftags(answer: str) -> TagBlocks:
    """Find, parse and locate every self-tag block in ``answer``; never raises."""
    opens, closes = _markers(answer)
    if not opens:
        return TagBlocks((), (), False)
    tags: list[SelfTag] = []
    spans: list[tuple[int, int]] = []
    closed_all = True
    all_valid = True
    pos = 0
    for i, (o_start, o_end) in enumerate(opens):
        if o_start < pos:
            continue
        next_open = next((s for s, _ in opens[i + 1 :] if s >= o_end), len(answer))
        close = next(((s, e) for s, e in closes if s >= o_end), None)
        if close is not None and close[0] < next_open:
            body, end = answer[o_end : close[0]], close[1]
        else:
            closed_all = False
            body, end = answer[o_end:next_open], next_open
        entries = _entries(body)
        for raw in entries:
            tag = _tag(raw)
            if tag is None or tag.pramana is None:
                all_valid = False
            if tag is not None:
                tags.append(tag)
        if not entries:
            all_valid = False
        spans.append((o_start, end))
        pos = end
    compliant = bool(spans) and closed_all and all_valid and bool(tags)
    return TagBlocks(tuple(tags), tuple(spans), compliant)


def _markers(answer: str) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The opening and closing marker lines, as (start, end) spans, found by the literal word."""
    opens: list[tuple[int, int]] = []
    closes: list[tuple[int, int]] = []
    low = lowered(answer)
    for word, kind in (("verification", "verification"), ("end", "end")):
        if kind == "end" and not opens:
            break
        pos = low.find(word, opens[0][1] if kind == "end" else 0)
        while pos >= 0:
            span = _line_around(answer, pos, pos + len(word))
            if span is not None:
                line = answer[span[0] : span[1]]
                if kind == "end":
                    if _END_ONLY.fullmatch(line):  # a bare "---END---" line closes a block too
                        closes.append(span)
                elif _OPEN.fullmatch(line):
                    opens.append(span)
                elif _CLOSE.fullmatch(line):
                    closes.append(span)
            pos = low.find(word, pos + len(word))
    closes.sort()
    return opens, closes


def _line_around(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The line holding ``text[start:end]``, if it is short enough to be a marker line."""
    lo = max(0, start - _MARKER_MAX)
    line_start = text.rfind("\n", lo, start) + 1
    if line_start == 0 and lo > 0:
        return None
    line_end = text.find("\n", end, end + _MARKER_MAX)
    if line_end < 0:
        if end + _MARKER_MAX < len(text):
            return None
        line_end = len(text)
    return line_start, line_end


def _entries(body: str) -> list[dict[str, Any]]:
    text = body.strip().strip("`").strip()
    if text.lower().startswith(("json", "yaml")):
        text = text[4:].strip()
    if text[:1] in "[{":
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            data = None
        if data is not None:
            return _json_entries(data)
    return _yamlish_entries(text)


def _json_entries(data: Any) -> list[dict[str, Any]]:
    if isinstance(data, dict):
        for key in ("claims", "verification", "items", "entries"):
            if isinstance(data.get(key), list):
                return _json_entries(data[key])
        return [data]
    if isinstance(data, list):
        return [d for d in data if isinstance(d, dict)]
    return []


def _yamlish_entries(text: str) -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = []
    current: dict[str, Any] | None = None
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped:
            if current:  # a blank line ends an entry written without dashes
                entries.append(current)
                current = None
            continue
        starts_item = stripped[0] in "-*•" and stripped[1:2] in (" ", "\t")
        body = stripped[2:].lstrip() if starts_item else stripped
        name, colon, value = body.partition(":")
        name = name.strip().strip("\"'")
        if not colon or not _KEY.fullmatch(name):
            if starts_item and body:
                if current:
                    entries.append(current)
                current = {"claim": body}
            continue
        key = name.lower().replace(" ", "_").replace("-", "_")
        if current is None or starts_item or key in current:
            if current:
                entries.append(current)
            current = {}
        current[key] = _scalar(value)
    if current:
        entries.append(current)
    return entries


def _scalar(value: str) -> Any:
    v = value.strip()
    if len(v) >= 2 and v[0] == v[-1] and v[0] in "\"'`":
        return v[1:-1]
    low = v.lower()
    if low in ("true", "yes"):
        return True
    if low in ("false", "no"):
        return False
    if low in ("null", "none", "~", ""):
        return None
    return v


def _first(lowered: dict[str, Any], keys: tuple[str, ...]) -> Any:
    for key in keys:
        if key in lowered and lowered[key] not in (None, ""):
            return lowered[key]
    return None


def _tag(raw: dict[str, Any]) -> SelfTag | None:
    fields = {str(k).strip().lower().replace(" ", "_"): v for k, v in raw.items()}
    claim = _first(fields, _CLAIM_KEYS)
    if not isinstance(claim, str) or not claim.strip():
        return None
    source = _first(fields, _TYPE_KEYS)
    source_type = str(source) if source is not None else None
    evidence = _first(fields, _EVIDENCE_KEYS)
    if isinstance(evidence, list):
        evidence = ", ".join(str(e) for e in evidence)
    checkable = _first(fields, _CHECKABLE_KEYS)
    if isinstance(checkable, str):
        checkable = {"true": True, "yes": True, "false": False, "no": False}.get(checkable.lower())
    return SelfTag(
        claim=claim.strip(),
        source_type=source_type,
        pramana=pramana_of_source_type(source_type),
        evidence=str(evidence) if evidence is not None else None,
        checkable=checkable if isinstance(checkable, bool) else None,
        raw=dict(raw),
    )
