"""Latency of `nyaya.check` in-process: a typical answer, and growth with claims x calls.

A typical answer has 5-10 claims over 1-5 calls. The first table times a whole
check (Stage 1, receipts on ingestion, claims, checks, gate) with the real claims
layer; the second grows claims and calls to show how the cost scales.

    python benchmarks/bench_check.py [--repeat 300]
"""

from __future__ import annotations

import statistics
import sys
import time
from datetime import UTC, datetime
from typing import Any

from nyaya.engine import check
from nyaya.formats import load_run

NOW = datetime(2024, 6, 3, 9, 0, tzinfo=UTC)
SENDERS = ["Alice Chen", "Bob Stone", "Carol Diaz", "Dev Patel", "Eva Novak", "Femi Ade"]
SUBJECTS = ["Q3 report", "Budget review", "Offsite plan", "Hiring update", "Launch date", "Invoice"]


def run_of(claims: int, calls: int) -> dict[str, Any]:
    """A native run with ``calls`` inbox searches and an answer of ``claims`` sentences."""
    tool_calls = []
    for c in range(calls):
        results = [
            {
                "id": f"msg_{c}{i:02d}",
                "from": SENDERS[(c + i) % len(SENDERS)],
                "subject": f"{SUBJECTS[(c + i) % len(SUBJECTS)]} {c}",
                "date": f"2024-05-{10 + i:02d}",
                "amount": 100 + 17 * i + c,
            }
            for i in range(4)
        ]
        tool_calls.append(
            {
                "id": f"call_{c}",
                "tool": "email_search",
                "arguments": {"q": f"q{c}"},
                "output": {"results": results},
            }
        )
    sentences = []
    for k in range(claims):
        c, i = k % calls, k % 4
        rec = tool_calls[c]["output"]["results"][i]
        sentences.append(
            [
                f"You have 4 emails in search {c}.",
                f'{rec["from"]} wrote about "{rec["subject"]}" on May {10 + i}, 2024.',
                f"The invoice in it comes to ${rec['amount']}.",
                "Let me know if you want me to reply.",
            ][k % 4]
        )
    return {
        "run_id": f"bench-{claims}x{calls}",
        "language": "en",
        "user": "Summarise my inbox.",
        "tools": [
            {
                "name": "email_search",
                "description": "Search the inbox",
                "parameters": {"type": "object"},
            }
        ],
        "calls": tool_calls,
        "response": " ".join(sentences),
    }


def timings(data: dict[str, Any], repeat: int) -> list[float]:
    run = load_run(data)
    check(run, now=NOW)
    out = []
    for _ in range(repeat):
        # CPU time of this process: other jobs on a shared machine do not inflate it.
        t = time.process_time()
        check(run, now=NOW)
        out.append((time.process_time() - t) * 1000)
    return out


def _p99(sorted_ms: list[float]) -> float:
    return sorted_ms[max(0, int(0.99 * len(sorted_ms)) - 1)]


def main(argv: list[str]) -> int:
    repeat = int(argv[argv.index("--repeat") + 1]) if "--repeat" in argv else 300
    print("typical answers (claims x calls): median / p99 ms of CPU time per check")
    typical = []
    for claims, calls in [(5, 1), (6, 2), (8, 3), (10, 5)]:
        ms = sorted(timings(run_of(claims, calls), repeat))
        typical += ms
        print(f"  {claims:>3} x {calls}: {statistics.median(ms):6.2f} / {_p99(ms):6.2f}")
    typical.sort()
    print(f"  all typical: median {statistics.median(typical):.2f} ms, p99 {_p99(typical):.2f} ms")
    print("\ngrowth: median ms (rows: claims, columns: calls)")
    sizes = [1, 5, 20]
    print("  claims " + "".join(f"{c:>9}" for c in sizes))
    base = None
    for claims in [5, 20, 80]:
        row = []
        for calls in sizes:
            med = statistics.median(timings(run_of(claims, calls), max(repeat // 10, 20)))
            base = base or med
            row.append(med)
        print(f"  {claims:>6} " + "".join(f"{m:9.2f}" for m in row))
    print(f"  (ratio 80x20 / 5x1: {row[-1] / base:.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
