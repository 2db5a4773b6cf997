"""One record line per run of every development set, for comparing two versions of the checks.

    python benchmarks/dev_record.py OUT.jsonl [--skip fresh20] [--jobs 2]

Runs `nyaya.check` on the agent-answers development set, every ``bench/data/agent-answers-fresh*``
set (but the held-out ones named by ``--skip``), the clean-only ``agent-answers-clean*`` sets,
every τ-bench airline answer given after a tool call, and the clean NVB controls (seed 2, 120 per
language), and writes one JSON line per run:
its set, id, label, language, action, whether it is fully verified, and each finding that is no
``unsupported_claim`` as ``[type, reason, claim text, message, action]``. To record another
version of the code, run it with that version's ``src`` first on ``PYTHONPATH`` (a copy of
``src``, or a ``git worktree``). `benchmarks/dev_compare.py` compares two records.

Never record a held-out set with this: its runs would be written where they can be read.
"""

from __future__ import annotations

import argparse
import glob
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from tau_fpr import airline_tools, answers  # (a sibling script: run from its folder)

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "datasets"

Item = tuple[str, str, str, str, dict[str, Any]]


def _rows(path: str) -> list[dict[str, Any]]:
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def items(skip: set[str]) -> list[Item]:
    out: list[Item] = []
    for path in sorted(glob.glob(str(SHARED / "agent-answers" / "*.jsonl"))):
        out += [("aa", r["id"], r["label"], r["language"], r["run"]) for r in _rows(path)]
    folders = glob.glob(str(ROOT / "bench" / "data" / "agent-answers-fresh*"))
    folders += glob.glob(str(ROOT / "bench" / "data" / "agent-answers-clean*"))
    for folder in sorted(folders):
        name = folder.rsplit("-", 1)[1]
        if name in skip:
            continue
        for path in sorted(glob.glob(folder + "/*.jsonl")):
            out += [(name, r["id"], r["label"], r["language"], r["run"]) for r in _rows(path)]
    runs = json.loads((SHARED / "tau-bench" / "gpt-4o-airline.json").read_text())
    tools = airline_tools(SHARED / "tau-bench" / "tools.json")
    for k, item in enumerate(runs):
        traj = item["traj"]
        for i in answers(traj):  # (the answers tau_fpr.py reads: those after a tool call)
            if not any(x.get("role") == "tool" for x in traj[:i]):
                continue
            run = {"run_id": f"tau-{k}-{i}", "language": "en", "messages": traj[: i + 1]}
            out.append(("tau", f"tau-{k}-{i}", "clean", "en", {**run, "tools": list(tools)}))
    from nyaya_bench.generator import generate

    for s in generate(2, per_type=0, controls=120):
        if s["label"] == "clean":
            out.append(("nvb", s["id"], "clean", s["language"], s["run"]))
    return out


def one(item: Item) -> dict[str, Any]:
    import nyaya
    from nyaya.formats import load_run

    name, rid, label, lang, run = item
    record: dict[str, Any] = {"set": name, "id": rid, "label": label, "lang": lang}
    try:
        report = nyaya.check(load_run(run) if name in ("tau", "nvb") else run)
    except Exception as exc:  # a run the code cannot read: recorded as such
        return {**record, "action": "error", "err": repr(exc)[:200], "f": [], "fv": False}
    claims = {c.id: c.text for c in report.claims}
    findings = [
        [f.type, f.reason or "", claims.get(f.claim_id or "", "")[:120], f.message[:160], f.action]
        for f in report.findings
        if f.type != "unsupported_claim"
    ]
    fv = report.trust_level == "fully_verified"
    return {**record, "action": report.action, "f": findings, "fv": fv}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--skip", action="append", default=[], help="a held-out set: fresh20")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    todo = items(set(args.skip))
    with ProcessPoolExecutor(args.jobs) as pool:
        records = list(pool.map(one, todo, chunksize=16))
    with args.out.open("w", encoding="utf-8") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(records)} runs -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
