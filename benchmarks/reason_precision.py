"""Which witness kinds hold on runs the code has not seen:
``python benchmarks/reason_precision.py DATA_DIR[@REV] ... [--out FILE.json]``.

For each set of labelled runs (a folder of ``*.jsonl`` rows with ``label`` and ``run``, as in
``bench/data/agent-answers-fresh*``), the checks run with the code of ``REV`` (a commit from
before the set was read, checked out into a temporary ``git worktree``; without ``@REV``, the
code of this tree). For every finding reason that changes an answer's action, it counts the
correct answers it withholds, the hallucinated answers it catches with its own type, and those
it withholds under another type, and how often it is the only reason. A reason that withholds
as many correct answers as it catches, on sets it was not fitted to, is a weak witness.

Each set must be measured with the code of before it was read, or the figures flatter the
checks; the set READMEs say when each was written and read. Example (the session-26
measurement)::

    python benchmarks/reason_precision.py \\
        bench/data/agent-answers-fresh@0cff1ea bench/data/agent-answers-fresh2@ebbe99f \\
        bench/data/agent-answers-fresh4@ebbe99f bench/data/agent-answers-fresh5@9ba53b1 \\
        bench/data/agent-answers-fresh6@97a7415 bench/data/agent-answers-fresh7@e5faed4 \\
        bench/data/agent-answers-fresh8@650b9d5
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# run in a child interpreter with the chosen code first on sys.path: one JSON line per run
_CHILD = r"""
import glob, json, sys, warnings
warnings.filterwarnings("ignore")
import nyaya
for path in sorted(glob.glob(sys.argv[1] + "/*.jsonl")):
    for line in open(path, encoding="utf-8"):
        row = json.loads(line)
        try:
            report = nyaya.check(row["run"])
        except Exception as exc:  # a run the old code could not read: counted apart
            print(json.dumps({"label": row["label"], "error": type(exc).__name__}))
            continue
        gating = sorted(
            {(f.type, getattr(f, "reason", "") or "") for f in report.findings
             if f.action in ("revise", "block")}
        )
        print(json.dumps({"label": row["label"], "gating": gating}))
"""


def _rows(data: Path, src: Path) -> list[dict[str, object]]:
    env = {**os.environ, "PYTHONPATH": str(src), "PYTHONDONTWRITEBYTECODE": "1"}
    out = subprocess.run(
        [sys.executable, "-c", _CHILD, str(data)],
        capture_output=True,
        text=True,
        check=True,
        env=env,
    )
    return [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]


def _measure(spec: str, tmp: Path) -> list[dict[str, object]]:
    data, _, rev = spec.partition("@")
    folder = (ROOT / data).resolve() if not Path(data).is_absolute() else Path(data)
    if not rev:
        return _rows(folder, ROOT / "src")
    tree = tmp / rev
    if not tree.exists():
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", str(tree), rev],
            capture_output=True,
            check=True,
        )
    return _rows(folder, tree / "src")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sets", nargs="+", help="DATA_DIR or DATA_DIR@REV")
    parser.add_argument("--out", type=Path, help="write the counts as JSON")
    args = parser.parse_args()
    fa, hit, other, sole_fa, sole_hit = Counter(), Counter(), Counter(), Counter(), Counter()
    sole_other: Counter[str] = Counter()
    clean = hallucinated = errors = 0
    with tempfile.TemporaryDirectory(prefix="nyaya-precision-") as tmp:
        try:
            for spec in args.sets:
                for row in _measure(spec, Path(tmp)):
                    if "error" in row:
                        errors += 1
                        continue
                    reasons = {f"{t}/{r}" for t, r in row["gating"]}  # type: ignore[attr-defined]
                    label = row["label"]
                    clean += label == "clean"
                    hallucinated += label != "clean"
                    for key in reasons:
                        if label == "clean":
                            fa[key] += 1
                            sole_fa[key] += len(reasons) == 1
                        elif key.split("/")[0] == label:
                            hit[key] += 1
                            sole_hit[key] += len(reasons) == 1
                        else:
                            other[key] += 1
                            sole_other[key] += len(reasons) == 1
        finally:
            for tree in Path(tmp).iterdir():
                subprocess.run(
                    ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)],
                    capture_output=True,
                    check=False,
                )
    print(
        f"{clean} correct and {hallucinated} hallucinated runs ({errors} the code could not read)"
    )
    print(
        f"{'finding/reason':52s} {'withholds correct':>17s} {'(alone)':>7s} {'catches':>7s}"
        f" {'(alone)':>7s} {'other type':>10s} {'(alone)':>7s}"
    )
    for key in sorted(set(fa) | set(hit) | set(other), key=lambda k: -(fa[k] + hit[k])):
        print(
            f"{key:52s} {fa[key]:17d} {sole_fa[key]:7d} {hit[key]:7d} {sole_hit[key]:7d}"
            f" {other[key]:10d} {sole_other[key]:7d}"
        )
    if args.out:
        table = {
            k: {
                "fa": fa[k],
                "fa_alone": sole_fa[k],
                "hit": hit[k],
                "hit_alone": sole_hit[k],
                "other_type": other[k],
                "other_type_alone": sole_other[k],
            }
            for k in set(fa) | set(hit) | set(other)
        }
        args.out.write_text(
            json.dumps(
                {"clean": clean, "hallucinated": hallucinated, "reasons": table},
                indent=1,
                sort_keys=True,
            )
        )


if __name__ == "__main__":
    main()
