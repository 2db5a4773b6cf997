"""What `nyaya.check` flags on τ-bench's real GPT-4o airline runs (real answers, real outputs).

Every assistant message with text becomes the answer of a run holding the
conversation up to it (OpenAI format, the airline tool schemas from ``tools.json``).
Prints the flag rate, the findings by type, and every flagged answer for inspection.

    python benchmarks/tau_fpr.py [RUNS.json] [TOOLS.json] [--limit N] [--quiet]
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from nyaya.engine import check
from nyaya.formats import load_run

RUNS = Path("/work/shared/datasets/tau-bench/gpt-4o-airline.json")
TOOLS = Path("/work/shared/datasets/tau-bench/tools.json")


def airline_tools(path: Path) -> list[dict[str, Any]]:
    data = json.loads(path.read_text())
    if isinstance(data, dict):
        data = data.get("airline", data)
    return list(data)


def answers(traj: list[dict[str, Any]]) -> list[int]:
    return [
        i
        for i, m in enumerate(traj)
        if m.get("role") == "assistant"
        and isinstance(m.get("content"), str)
        and m["content"].strip()
    ]


def main(argv: list[str]) -> int:
    quiet = "--quiet" in argv
    limit = None
    if "--limit" in argv:
        limit = int(argv[argv.index("--limit") + 1])
    args = [a for a in argv if not a.startswith("--") and not a.isdigit()]
    runs = json.loads(Path(args[0] if args else RUNS).read_text())
    tools = airline_tools(Path(args[1] if len(args) > 1 else TOOLS))
    total = flagged = final_total = final_flagged = 0
    types: Counter[str] = Counter()
    actions: Counter[str] = Counter()
    for k, item in enumerate(runs[:limit]):
        traj = item["traj"]
        idx = answers(traj)
        for i in idx:
            with_calls = any(m.get("role") == "tool" for m in traj[:i])
            if not with_calls:
                continue
            run = load_run(
                {
                    "run_id": f"tau-{k}-{i}",
                    "language": "en",
                    "messages": traj[: i + 1],
                    "tools": tools,
                }
            )
            report = check(run)
            total += 1
            final = i == idx[-1]
            final_total += final
            bad = [
                f
                for f in report.findings
                if f.type not in ("unsupported_claim", "invalid_tool_call")
            ]
            actions[report.action] += 1
            types.update(f.type for f in report.findings)
            if bad:
                flagged += 1
                final_flagged += final
                if not quiet:
                    print(f"FLAGGED {run.run_id} ({report.action}):")
                    for f in bad:
                        claim = next((c.text for c in report.claims if c.id == f.claim_id), "")
                        print(f"   {f.type}: {f.message}\n      claim: {claim[:160]!r}")
    print(
        f"\nτ-bench airline (GPT-4o): {total} answers after tool calls, {flagged} with a "
        f"hallucination finding ({flagged / max(total, 1):.1%}); final answers: "
        f"{final_flagged}/{final_total}"
    )
    print(f"actions: {dict(actions)}")
    print(f"findings by type: {dict(types)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
