"""Stage 1 on τ-bench: real GPT-4o tool calls checked against the real tool schemas.

Reads ``tools.json`` (``{"airline": [...], "retail": [...]}``, OpenAI function
format) and every ``gpt-4o-<domain>.json`` (a list of runs whose ``traj`` is an
OpenAI Chat Completions transcript) from a directory. Each assistant tool call
is validated in transcript order: what the user said so far (and the system
prompt the agent was given) and every earlier tool result are its sources.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from nyaya import BadInput
from nyaya.report import ToolCallValidation
from nyaya.toolcalls import CallValidator, Sources


@dataclass(frozen=True)
class TauCall:
    """One real call from a τ-bench trajectory and its Stage 1 outcome."""

    domain: str
    task_id: Any
    trial: Any
    reward: Any
    validation: ToolCallValidation
    reply: str | None = None


def load_tau_tools(data_dir: Path) -> dict[str, list[Mapping[str, Any]]]:
    """The tool declarations per domain from ``tools.json``."""
    path = Path(data_dir) / "tools.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise BadInput(f"cannot read: {exc.strerror}", path=str(path)) from exc
    except ValueError as exc:
        raise BadInput(f"not JSON: {exc}", path=str(path)) from exc
    if not isinstance(data, Mapping) or not all(isinstance(v, list) for v in data.values()):
        raise BadInput("expected {domain: [tool declarations]}", path=str(path))
    return {str(k): list(v) for k, v in data.items()}


def validate_trajectories(
    runs: list[Mapping[str, Any]], validator: CallValidator, domain: str
) -> Iterator[TauCall]:
    """Every tool call in ``runs`` validated in order, with what came before it as sources."""
    for number, run in enumerate(runs):
        task_id = run.get("task_id", number)
        trial = run.get("trial")
        sources = Sources()
        found: list[TauCall] = []
        waiting: dict[str, list[int]] = {}
        for message in run.get("traj") or []:
            if not isinstance(message, Mapping):
                continue
            role = message.get("role")
            content = message.get("content")
            if role in ("user", "system") and isinstance(content, str):
                sources.add_user_text(content)
            elif role == "tool":
                sources.add_output(content)
                # Call ids repeat within some trajectories: the reply goes to the oldest waiting.
                pending = waiting.get(str(message.get("tool_call_id")))
                if pending:
                    at = pending.pop(0)
                    found[at] = replace(found[at], reply=str(content))
            elif role == "assistant":
                for i, call in enumerate(message.get("tool_calls") or []):
                    fn = call.get("function") or {}
                    call_id = str(call.get("id") or f"{task_id}/{trial}/{i}")
                    validation = validator.validate(
                        str(fn.get("name")), fn.get("arguments"), sources, call_id=call_id
                    )
                    waiting.setdefault(call_id, []).append(len(found))
                    found.append(TauCall(domain, task_id, trial, run.get("reward"), validation))
        yield from found


def run_tau_calls_suite(data_dir: Path) -> dict[str, Any]:
    """Acceptance of τ-bench's real calls and every rejection with its reasons, JSON-ready."""
    data_dir = Path(data_dir)
    tools = load_tau_tools(data_dir)
    files = sorted(data_dir.glob("gpt-4o-*.json"))
    if not files:
        raise BadInput("no gpt-4o-<domain>.json trajectories found", path=str(data_dir))
    calls: list[TauCall] = []
    for path in files:
        domain = path.stem.removeprefix("gpt-4o-")
        if domain not in tools:
            raise BadInput(f"tools.json has no {domain!r} tools", path=str(path))
        try:
            runs = json.loads(path.read_text(encoding="utf-8"))
        except ValueError as exc:
            raise BadInput(f"not JSON: {exc}", path=str(path)) from exc
        if not isinstance(runs, list):
            raise BadInput("expected a list of runs", path=str(path))
        calls.extend(validate_trajectories(runs, CallValidator(tools[domain]), domain))
    by_tool: dict[str, Counter[str]] = {}
    codes = Counter[str]()
    rejected = []
    accepted_but_error = 0
    for call in calls:
        v = call.validation
        row = by_tool.setdefault(v.tool, Counter())
        row["calls"] += 1
        if v.status != "invalid" and (call.reply or "").startswith("Error"):
            accepted_but_error += 1
        if v.status == "invalid":
            row["rejected"] += 1
            codes.update({e.code for e in v.errors})
            rejected.append(
                {
                    "domain": call.domain,
                    "task_id": call.task_id,
                    "trial": call.trial,
                    "reward": call.reward,
                    "call_id": v.call_id,
                    "tool": v.tool,
                    "args": v.args,
                    "errors": [e.model_dump() for e in v.errors],
                    "tool_replied": (call.reply or "")[:200],
                }
            )
    total = len(calls)
    accepted = total - len(rejected)
    report: dict[str, Any] = {
        "suite": "tau",
        "calls": total,
        "accepted": accepted,
        "acceptance_rate": round(accepted / total, 4) if total else None,
        "rejections_by_code": dict(codes.most_common()),
        "rejected_where_tool_replied_error": sum(
            1 for r in rejected if str(r["tool_replied"]).startswith("Error")
        ),
        "accepted_where_tool_replied_error": accepted_but_error,
        "by_tool": {
            name: {"calls": row["calls"], "rejected": row["rejected"]}
            for name, row in sorted(by_tool.items())
        },
        "rejected": rejected,
    }
    report["markdown"] = tau_markdown(report)
    return report


def tau_markdown(report: Mapping[str, Any]) -> str:
    """The τ-bench tables as markdown."""
    rate = report["acceptance_rate"]
    lines = [
        "### τ-bench (airline, GPT-4o): real tool calls",
        "",
        f"{report['accepted']} of {report['calls']} calls accepted "
        f"({'n/a' if rate is None else f'{rate * 100:.2f}%'}). "
        f"Of the rejected calls, {report['rejected_where_tool_replied_error']} got an error "
        "back from the real tool; "
        f"{report['accepted_where_tool_replied_error']} accepted calls got an error back "
        "(business rules and state that Stage 1 does not model).",
        "",
        "| tool | calls | rejected |",
        "|---|---:|---:|",
    ]
    for name, row in report["by_tool"].items():
        lines.append(f"| {name} | {row['calls']} | {row['rejected']} |")
    if report["rejections_by_code"]:
        lines += ["", "| rejection code | calls |", "|---|---:|"]
        for code, count in report["rejections_by_code"].items():
            lines.append(f"| `{code}` | {count} |")
    if report["rejected"]:
        lines += ["", "Rejected calls:", ""]
        for rej in report["rejected"]:
            reasons = "; ".join(f"`{e['code']}` {e['message']}" for e in rej["errors"])
            lines.append(
                f"- task {rej['task_id']} trial {rej['trial']} `{rej['tool']}`: {reasons}; "
                f"the tool replied: {rej['tool_replied'][:60]!r}"
            )
    return "\n".join(lines) + "\n"
