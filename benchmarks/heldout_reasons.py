"""Which findings hold on runs nobody tuned on: each held-out set run with the code of the
session it was held out in, and every reason code counted by what it withheld.

Each set under ``bench/data/agent-answers-fresh*`` was written in one session and held out
there: its runs were not read while that session's code was written. Running the set with
that session's start code (``git archive`` of ``src/`` at the commit, in a temporary
directory, so the working tree is untouched) measures the checks as they behave on unseen
runs. Only aggregates are printed: no answer, no output, no finding message.

For each reason code it prints the correct runs it withheld and the hallucinated runs it
withheld (and of those, how many with the right type), counting each run once and, in the
"alone" columns, only runs no other reason code withheld.

    python benchmarks/heldout_reasons.py               # every pair below, about two minutes
    python benchmarks/heldout_reasons.py --json out.json

A reason that withholds correct runs alone about as often as it catches hallucinated ones is
a rule that does not generalise, whatever it scores on the sets it was fitted on.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# (set, the start commit of the session it was held out in); see each set's README
HELD_OUT: tuple[tuple[str, str], ...] = (
    ("agent-answers-fresh7", "711902a"),
    ("agent-answers-fresh8", "650b9d5"),
    ("agent-answers-fresh9", "69e0b04"),
    ("agent-answers-fresh10", "3638efb"),
    ("agent-answers-fresh11", "c849656"),
    ("agent-answers-fresh12", "a676dc2"),
    ("agent-answers-fresh13", "7ed35b2"),
    ("agent-answers-fresh14", "9807175"),
    ("agent-answers-fresh15", "d197238"),
    ("agent-answers-fresh16", "0a10c45"),
    ("agent-answers-fresh17", "d0fbae9"),
    ("agent-answers-fresh18", "a622487"),
)

# run in a fresh interpreter with the old ``src`` first on the path: one line per run,
# the label, the action and the (type, reason) of each finding that changed the action
_RUNNER = r"""
import glob, json, sys, warnings
warnings.filterwarnings("ignore")
import nyaya
for path in sorted(glob.glob(sys.argv[1] + "/*.jsonl")):
    for line in open(path, encoding="utf-8"):
        row = json.loads(line)
        try:
            report = nyaya.check(row["run"])
        except Exception as exc:
            print(json.dumps({"label": row["label"], "error": type(exc).__name__}))
            continue
        gating = sorted({(f.type, getattr(f, "reason", "") or "") for f in report.findings
                         if f.action in ("revise", "block")})
        print(json.dumps({"label": row["label"], "action": report.action, "gating": gating}))
"""


def run_set(data: Path, commit: str) -> list[dict[str, object]]:
    """The per-run records of ``data`` checked by the code of ``commit``."""
    with tempfile.TemporaryDirectory(prefix="nyaya-heldout-") as tmp:
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", commit, "src"],
            check=True,
            capture_output=True,
        ).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        done = subprocess.run(
            [sys.executable, "-c", _RUNNER, str(data)],
            check=True,
            capture_output=True,
            text=True,
            env={"PYTHONPATH": str(Path(tmp) / "src"), "PYTHONDONTWRITEBYTECODE": "1",
                 "PATH": "/usr/bin:/bin"},
        )  # fmt: skip
    return [json.loads(line) for line in done.stdout.splitlines() if line.strip()]


def tally(records: list[dict[str, object]]) -> dict[str, Counter[str]]:
    """Per reason code: correct runs withheld, hallucinated runs withheld, right type; and
    the same counted only where the reason withheld the run alone."""
    out: dict[str, Counter[str]] = {}
    for r in records:
        if r.get("action") in ("emit", None):
            continue
        gating = [tuple(g) for g in r.get("gating", [])]  # type: ignore[union-attr]
        reasons = {reason for _type, reason in gating}
        alone = len(reasons) == 1
        for reason in reasons:
            c = out.setdefault(str(reason), Counter())
            right = any(t == r["label"] and x == reason for t, x in gating)
            if r["label"] == "clean":
                c["clean"] += 1
                c["clean_alone"] += alone
            else:
                c["caught"] += 1
                c["caught_right"] += right
                c["caught_alone"] += alone
                c["caught_alone_right"] += alone and right
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", type=Path, help="write the per-set records and the tally")
    parser.add_argument("--only", nargs="*", help="set names to run (default: all)")
    args = parser.parse_args()
    pairs = [p for p in HELD_OUT if not args.only or p[0] in args.only]
    records: list[dict[str, object]] = []
    per_set: dict[str, dict[str, float]] = {}
    for name, commit in pairs:
        rows = run_set(ROOT / "bench" / "data" / name, commit)
        clean = [r for r in rows if r["label"] == "clean"]
        bad = [r for r in rows if r["label"] != "clean"]
        per_set[name] = {
            "commit": commit,  # type: ignore[dict-item]
            "clean_emitted": 100 * sum(r.get("action") == "emit" for r in clean) / len(clean),
            "withheld": 100 * sum(r.get("action") not in ("emit", None) for r in bad) / len(bad),
            "errors": sum("error" in r for r in rows),
        }
        print(
            f"{name:24s} at {commit}: clean emitted {per_set[name]['clean_emitted']:.1f}%, "
            f"withheld {per_set[name]['withheld']:.1f}%",
            file=sys.stderr,
        )
        records += rows
    table = tally(records)
    print(
        "| reason | correct withheld (alone) | hallucinated withheld (alone) | right type (alone) |"
    )
    print("|---|---|---|---|")
    for reason, c in sorted(table.items(), key=lambda p: -(p[1]["clean"] + p[1]["caught"])):
        print(
            f"| {reason} | {c['clean']} ({c['clean_alone']}) | {c['caught']} ({c['caught_alone']})"
            f" | {c['caught_right']} ({c['caught_alone_right']}) |"
        )
    if args.json:
        args.json.write_text(
            json.dumps(
                {"sets": per_set, "reasons": {k: dict(v) for k, v in table.items()}}, indent=1
            )
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
