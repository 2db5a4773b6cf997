"""A small builder for runs in the shape agents produce them (native JSON), for the tests."""

from __future__ import annotations

import json
from typing import Any

from nyaya.engine import check
from nyaya.policy.constitution import WEAK_WITNESSES
from nyaya.report import HallucinationReport, Witness


def run(
    answer: str,
    *calls: tuple[str, dict[str, Any], Any],
    system: str = "",
    user: str = "",
    language: str | None = None,
    tools: list[str] | None = None,
    errors: dict[int, str] | None = None,
) -> dict[str, Any]:
    """A native run: ``calls`` are (tool, arguments, output); ``tools`` declares more tools."""
    context = []
    if system:
        context.append({"role": "system", "content": system})
    if user:
        context.append({"role": "user", "content": user})
    declared = {name for name, _, _ in calls} | set(tools or ())
    data: dict[str, Any] = {
        "run_id": "t",
        "user": user,
        "context": context,
        "tools": [{"name": n, "description": n.replace("_", " ")} for n in sorted(declared)],
        "calls": [
            {
                "id": f"c{i}",
                "tool": name,
                "arguments": args,
                "output": output,
                "error": (errors or {}).get(i),
            }
            for i, (name, args, output) in enumerate(calls)
        ],
        "response": answer,
    }
    if language:
        data["language"] = language
    return data


def checked(answer: str, *calls: tuple[str, dict[str, Any], Any], **kw: Any) -> HallucinationReport:
    return check(run(answer, *calls, **kw))


def kinds(report: HallucinationReport) -> set[str]:
    """The finding types that change the action, or would in paranoid mode: a weak witness
    (`WEAK_WITNESSES`) only warns in the standard mode, and the checks that find it are
    tested as checks."""
    return {
        f.type
        for f in report.findings
        if f.action in ("revise", "block") or (f.action == "warn" and f.reason in WEAK_WITNESSES)
    }


def show(report: HallucinationReport) -> str:
    """A one-glance summary for assertion messages."""
    return json.dumps(
        {
            "action": report.action,
            "trust": report.trust_level,
            "findings": [(f.type, f.reason, f.message[:120]) for f in report.findings],
            "claims": [(c.status, c.text[:60]) for c in report.claims],
        },
        ensure_ascii=False,
        indent=1,
    )


def witness_of(
    report: HallucinationReport, type_: str | None = None, reason: str | None = None
) -> Witness:
    """The witness of the first finding of ``type_`` (and ``reason``): fails the test, with
    the report shown, when there is no such finding or it has no witness."""
    found = [
        f
        for f in report.findings
        if (type_ is None or f.type == type_) and (reason is None or f.reason == reason)
    ]
    assert found and found[0].witness is not None, show(report)
    return found[0].witness


def caught_and_left(kind: str, wrong: str, right: str, *calls: Any, **kw: Any) -> None:
    """The wrong answer gets a finding of ``kind``; the right one, over the same calls, none."""
    report = checked(wrong, *calls, **kw)
    assert kind in kinds(report), show(report)
    report = checked(right, *calls, **kw)
    assert kind not in kinds(report), show(report)
