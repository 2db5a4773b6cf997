"""A run's text as scoring evidence: tool outputs and context as `Passage` objects.

The engine's evidence index is the source of truth for where a value sits in an output;
this is the plain reading a scorer needs when it is used on its own (the benchmark, a
notebook): every string field of a tool output that reads as prose is a passage of its
own, and the scalar fields of each object are joined into one "key: value" line, so a
claim about a short field ("status: shipped") can align with it too. The user's message
and the earlier turns are passages with ``source="context"``.
"""

from __future__ import annotations

from typing import Any

from nyaya.run import Run
from nyaya.scoring.base import Passage

__all__ = ["passages_of"]

_PROSE_WORDS = 6  # a string of at least this many words is prose, scored as its own passage


def passages_of(run: Run, *, prose_only: bool = False) -> list[Passage]:
    """The tool outputs (and errors) of ``run`` and its context, as scoring passages.

    ``prose_only`` keeps just the output strings of at least six words: the evidence the
    scorers are for (structured fields are the exact checks' business).
    """
    found: list[tuple[Passage, bool]] = []
    for call in run.calls:
        receipt_id = call.id
        if isinstance(call.receipt, dict) and isinstance(call.receipt.get("id"), str):
            receipt_id = call.receipt["id"]
        if call.error:
            found.append((Passage(call.error, receipt_id=receipt_id, pointer="/error"), False))
        _walk(call.output, "", receipt_id, found)
    if prose_only:
        return [p for p, prose in found if prose]
    out = [p for p, _ in found]
    if run.user:
        out.append(Passage(run.user, pointer="/user", source="context"))
    for k, message in enumerate(run.context):
        out.append(Passage(message.content, pointer=f"/context/{k}", source="context"))
    return out


def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def _is_prose(text: str) -> bool:
    return len(text.split()) >= _PROSE_WORDS


def _walk(node: Any, pointer: str, receipt_id: str, out: list[tuple[Passage, bool]]) -> None:
    if isinstance(node, str):
        if node.strip():
            out.append((Passage(node, receipt_id=receipt_id, pointer=pointer), _is_prose(node)))
        return
    items: list[tuple[str, Any]]
    if isinstance(node, dict):
        items = [(str(k), v) for k, v in node.items()]
    elif isinstance(node, list):
        items = [(str(i), v) for i, v in enumerate(node)]
    else:
        if node is not None:
            out.append((Passage(str(node), receipt_id=receipt_id, pointer=pointer), False))
        return
    scalars = []
    for key, value in items:
        child = f"{pointer}/{_escape(key)}"
        if isinstance(value, str) and _is_prose(value):
            out.append((Passage(value, receipt_id=receipt_id, pointer=child), True))
        elif isinstance(value, dict | list):
            _walk(value, child, receipt_id, out)
        elif value is not None and value != "":
            scalars.append(f"{key}: {value}" if isinstance(node, dict) else str(value))
    if scalars:
        line = "; ".join(scalars) + "."
        out.append((Passage(line, receipt_id=receipt_id, pointer=pointer), False))
