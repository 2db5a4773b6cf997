"""Stress: time and peak memory against input size, for answers, calls and ledger records.

    python benchmarks/bench_stress.py                        # the full table (about 15 minutes)
    python benchmarks/bench_stress.py --records 10000,100000 --calls 100,1000 --answers 1000

Each measurement runs in a fresh child process, which reports its wall time and its peak
resident memory (``ru_maxrss``, the whole interpreter included) and its memory right before
the workload (the baseline of imports). Time per item that stays flat as the size grows
means linear time; peak memory that stays flat means bounded memory. The issue's bar:
1,000,000 ledger records verified in under 200 MB.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

NOW = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)
SENTENCE = (
    "Sara Holt sent 3 emails about the Q3 report on May 10, 2026, and the invoice total "
    "was $1,240.50 according to https://billing.example.com/inv/42. "
)


def _rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _answer_run(chars: int) -> dict[str, Any]:
    text = (SENTENCE * (chars // len(SENTENCE) + 1))[:chars]
    return {
        "run_id": "stress-answer",
        "user": "Summarise my inbox.",
        "calls": [
            {
                "id": "c1",
                "tool": "email_search",
                "arguments": {"q": "Q3"},
                "output": [{"from": "Sara Holt", "subject": "Q3 report", "date": "2026-05-10"}] * 3,
            }
        ],
        "response": text,
    }


def _calls_run(calls: int) -> dict[str, Any]:
    return {
        "run_id": "stress-calls",
        "user": "Look every order up.",
        "tools": [{"name": "get_order", "parameters": {"type": "object"}}],
        "calls": [
            {
                "id": f"c{i}",
                "tool": "get_order",
                "arguments": {"order": f"A{i}"},
                "output": {"order": f"A{i}", "status": "shipped", "total": i},
            }
            for i in range(calls)
        ],
        "response": f"I looked up {calls} orders; all of them have shipped.",
    }


def child(kind: str, size: int, path: str | None) -> dict[str, Any]:
    """One measurement, run inside the child process."""
    import nyaya
    from nyaya.receipts import HmacSigner, KeyRing, Ledger, issue_receipt

    ring = KeyRing([HmacSigner(b"stress benchmark key, not a secret", key_id="stress")])
    if kind == "answer":
        data = _answer_run(size)
    elif kind == "calls":
        data = _calls_run(size)
    if kind in ("answer", "calls"):
        nyaya.check(_answer_run(200), now=NOW)  # lexicons and models load once, not measured
    baseline = _rss_mb()
    started = time.perf_counter()
    detail: Any = None
    if kind in ("answer", "calls"):
        report = nyaya.check(data, now=NOW)
        detail = {"claims": len(report.claims), "action": report.action}
    elif kind == "ledger-write":
        assert path is not None
        with Ledger.open(path, signer=ring, checkpoint_every=10_000) as ledger:
            chunk = []
            for i in range(size):
                chunk.append(
                    issue_receipt(
                        ring,
                        run_id=f"run-{i // 100}",
                        call_id=f"c{i}",
                        tool="search",
                        arguments={"i": i},
                        output=[{"id": i, "title": f"result {i}"}],
                        timestamp=NOW + timedelta(microseconds=i),
                    )
                )
                if len(chunk) == 10_000:
                    with ledger.batch():
                        ledger.append_many(chunk)
                    chunk = []
            if chunk:
                ledger.append_many(chunk)
    elif kind == "ledger-verify":
        assert path is not None
        with Ledger.open(path, create=False) as ledger:
            summary = ledger.verify_all(ring)
        detail = {"receipts": summary.receipts, "checkpoints": summary.checkpoints}
    seconds = time.perf_counter() - started
    return {
        "kind": kind,
        "size": size,
        "seconds": round(seconds, 3),
        "us_per_item": round(seconds * 1e6 / max(size, 1), 2),
        "peak_rss_mb": round(_rss_mb(), 1),
        "baseline_rss_mb": round(baseline, 1),
        "detail": detail,
    }


def measure(kind: str, size: int, path: str | None = None) -> dict[str, Any]:
    args = [sys.executable, __file__, "--child", kind, "--size", str(size)]
    if path is not None:
        args += ["--path", path]
    done = subprocess.run(args, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        return {"kind": kind, "size": size, "error": done.stderr.strip().splitlines()[-1:]}
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def _sizes(text: str) -> list[int]:
    return [int(part) for part in text.split(",") if part]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--answers", default="1000,10000,100000")
    parser.add_argument("--calls", default="100,1000,10000")
    parser.add_argument("--records", default="10000,100000,1000000")
    parser.add_argument("--out", type=Path, default=None, help="write the rows as JSON here")
    parser.add_argument("--child", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--size", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--path", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(child(args.child, args.size, args.path)))
        return 0
    rows = []
    for size in _sizes(args.answers):
        rows.append(measure("answer", size))
        print(json.dumps(rows[-1]), flush=True)
    for size in _sizes(args.calls):
        rows.append(measure("calls", size))
        print(json.dumps(rows[-1]), flush=True)
    with tempfile.TemporaryDirectory(prefix="nyaya-stress-") as tmp:
        for size in _sizes(args.records):
            path = str(Path(tmp) / f"ledger-{size}.db")
            rows.append(measure("ledger-write", size, path))
            print(json.dumps(rows[-1]), flush=True)
            rows.append(measure("ledger-verify", size, path))
            print(json.dumps(rows[-1]), flush=True)
            Path(path).unlink()
    print()
    print("| workload | size | seconds | µs per item | peak RSS MB | baseline MB |")
    print("|---|---:|---:|---:|---:|---:|")
    for row in rows:
        if "error" in row:
            print(f"| {row['kind']} | {row['size']} | error: {row['error']} | | | |")
            continue
        print(
            f"| {row['kind']} | {row['size']:,} | {row['seconds']} | {row['us_per_item']} | "
            f"{row['peak_rss_mb']} | {row['baseline_rss_mb']} |"
        )
    if args.out is not None:
        args.out.write_text(json.dumps(rows, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
