"""Fleet audit throughput: 1 and 2 Dask workers over >= 100,000 runs, and one process without Dask.

The runs are synthesised (never committed): every ``run`` of the agent-answers set
(``../shared/datasets/agent-answers/*.jsonl``) and of a ``nyaya bench generate`` set,
replicated with fresh run ids, eight agent names and the days of one quarter. Each
configuration audits the same file into its own job directory; the script reports
runs/s, the 2-worker / 1-worker ratio, and whether the three ``fleet.json`` files are
byte-equal.

    python benchmarks/bench_fleet.py [--runs 100000] [--work /tmp/nyaya-fleet-bench]
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import shutil
import subprocess
import sys
import time
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

from nyaya.fleet import run_fleet
from nyaya.policy import bundled

ROOT = Path(__file__).resolve().parents[1]
DATASETS = ROOT.parent / "shared" / "datasets" / "agent-answers"
AGENTS = ["mail", "travel", "finance", "support", "crm", "research", "calendar", "billing"]
NOW = datetime(2026, 10, 1, tzinfo=UTC)


def _sources(work: Path) -> list[dict[str, object]]:
    runs: list[dict[str, object]] = []
    for path in sorted(glob.glob(str(DATASETS / "*.jsonl"))):
        with open(path, encoding="utf-8") as handle:
            runs += [json.loads(line)["run"] for line in handle if line.strip()]
    generated = work / "generated.jsonl"
    subprocess.run(
        [sys.executable, "-c", "from nyaya.cli import main; main()", "bench", "generate",
         "--seed", "3", "--out", str(generated)],
        check=True, capture_output=True,
    )  # fmt: skip
    with open(generated, encoding="utf-8") as handle:
        runs += [json.loads(line)["run"] for line in handle if line.strip()]
    return runs


def synthesise(work: Path, count: int) -> Path:
    """``count`` runs in one JSONL file, replicated from the two sets with new ids."""
    target = work / "runs.jsonl"
    if target.exists():
        with open(target, "rb") as handle:
            if sum(1 for _ in handle) == count:
                return target
    runs = _sources(work)
    start = date(2026, 7, 1)
    with open(target, "w", encoding="utf-8") as out:
        for i in range(count):
            line = {
                "run_id": f"fleet-{i:07d}",
                "agent": AGENTS[i % len(AGENTS)],
                "day": (start + timedelta(days=(i * 7919) % 92)).isoformat(),
                "run": runs[i % len(runs)],
            }
            out.write(json.dumps(line, ensure_ascii=False) + "\n")
    return target


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=100_000)
    parser.add_argument("--work", type=Path, default=Path("/tmp/nyaya-fleet-bench"))
    parser.add_argument("--configs", default="1,2,0", help="worker counts; 0 = no Dask")
    args = parser.parse_args()
    args.work.mkdir(parents=True, exist_ok=True)
    data = synthesise(args.work, args.runs)
    size = data.stat().st_size
    print(f"{args.runs} runs, {size / 1e6:.0f} MB: {data}")
    policy = bundled("general")
    results: dict[int, dict[str, float]] = {}
    for workers in (int(w) for w in args.configs.split(",")):
        out = args.work / f"job-{workers}"
        shutil.rmtree(out, ignore_errors=True)
        started = time.perf_counter()
        result = run_fleet([str(data)], out, policy=policy, now=NOW, workers=workers, plots=False)
        wall = time.perf_counter() - started
        results[workers] = {
            "runs": result.aggregate.runs,
            "partitions": result.partitions,
            "seconds": round(wall, 1),
            "runs_per_second": round(result.aggregate.runs / wall, 1),
            "cpu_ms_per_run": round(1000 * result.cpu_seconds / result.aggregate.runs, 3),
            "load_average_1m_after": round(os.getloadavg()[0], 1),
        }
        print(f"workers={workers}: {results[workers]}", flush=True)
    fleet = {w: (args.work / f"job-{w}" / "fleet.json").read_bytes() for w in results}
    equal = len(set(fleet.values())) == 1
    ratio = None
    if 1 in results and 2 in results:
        ratio = round(results[2]["runs_per_second"] / results[1]["runs_per_second"], 2)
    summary = {
        "runs": args.runs,
        "input_mb": round(size / 1e6, 1),
        "configs": {str(k): v for k, v in results.items()},
        "scaling_2_over_1": ratio,
        "fleet_json_byte_equal": equal,
        "machine": f"{os.cpu_count()} cores, shared with other sessions (see load averages)",
    }
    print(json.dumps(summary, indent=1))
    (ROOT / "benchmarks" / "results").mkdir(exist_ok=True)
    (ROOT / "benchmarks" / "results" / "fleet.json").write_text(
        json.dumps(summary, indent=1) + "\n", encoding="utf-8"
    )


if __name__ == "__main__":
    main()
