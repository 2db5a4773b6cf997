"""Cold start: ``python benchmarks/bench_coldstart.py [--baseline-src DIR] [--rounds N]``.

Each round starts fresh interpreters (no warm caches in the process) and times, in wall
clock and in CPU time of the child (user + system: less disturbed by other load on a shared
machine): ``python -c "import nyaya"``, ``nyaya check examples/inbox_run.json`` (as
``python -c "from nyaya.cli import main; main()" check ...``, the console script's own
body), and bare ``python -c pass`` for scale. With ``--baseline-src`` (the ``src``
folder of another checkout, e.g. a ``git worktree`` of the commit before a change) the
same commands run against that code in the same rounds, interleaved, and the ratio of
medians is printed; give it more than once (the session's start and the commit before a
change) to see each ratio from the same rounds. Targets: ``import nyaya`` <= 60 ms; the
check <= 0.25x the baseline.

``--profile`` also prints where the check's time goes (``-X importtime`` top entries
and the stage timings of the first check in a fresh process).

``--bytecode`` lets both sides write and read compiled bytecode (in a temporary
``PYTHONPYCACHEPREFIX``, warmed by one run first), as an installed wheel does; without
it the environment decides (``PYTHONDONTWRITEBYTECODE=1`` compiles every module of a
source checkout on each start).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUN = ROOT / "examples" / "inbox_run.json"
CLI = "import sys; from nyaya.cli import main; sys.argv[0] = 'nyaya'; main()"
COMMANDS = {
    "python -c pass": ["-c", "pass"],
    "import nyaya": ["-c", "import nyaya"],
    "nyaya check inbox_run.json": ["-c", CLI, "check", str(RUN)],
}


def _env(src: Path | None, pycache: Path | None = None) -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    if src is not None:
        env["PYTHONPATH"] = str(src)
    if pycache is not None:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(pycache)
    return env


def _cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def _time(args: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall ms, CPU ms) of one run of ``python args``."""
    cpu = _cpu()
    start = time.perf_counter()
    done = subprocess.run([sys.executable, *args], env=env, capture_output=True, check=False)
    elapsed = time.perf_counter() - start
    if done.returncode not in (0, 3, 4):
        raise SystemExit(f"{args} exited {done.returncode}: {done.stderr.decode()[-500:]}")
    return elapsed * 1000, (_cpu() - cpu) * 1000


def _profile(env: dict[str, str]) -> None:
    done = subprocess.run(
        [sys.executable, "-X", "importtime", *COMMANDS["nyaya check inbox_run.json"]],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    rows = []
    for line in done.stderr.splitlines():
        parts = line.split("|")
        if line.startswith("import time:") and len(parts) == 3 and parts[1].strip().isdigit():
            rows.append((int(parts[1]), parts[2].rstrip()))
    total = max(us for us, _ in rows)
    print(f"\n-X importtime, nyaya check (total {total / 1000:.0f} ms), top cumulative:")
    for us, name in sorted(rows, reverse=True)[:25]:
        print(f"  {us / 1000:7.1f} ms  {name}")
    code = (
        "import json, sys, time; t = time.perf_counter(); import nyaya.engine, nyaya.formats.runs;"
        "i = time.perf_counter() - t; r = nyaya.formats.runs.load_run_file(sys.argv[1]);"
        "t = time.perf_counter(); rep = nyaya.engine.check(r); c = time.perf_counter() - t;"
        "t = time.perf_counter(); nyaya.engine.check(r); w = time.perf_counter() - t;"
        "print(json.dumps({'import_core_ms': i * 1000, 'first_check_ms': c * 1000,"
        "'second_check_ms': w * 1000, 'stages_ms': rep.timings_ms}))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(RUN)], env=env, capture_output=True, text=True, check=True
    )
    print("\nfirst check in a fresh process:", out.stdout.strip())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--baseline-src", type=Path, action="append", default=[])
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--bytecode", action="store_true", help="compiled bytecode, as installed")
    args = parser.parse_args()
    pycache = Path(tempfile.mkdtemp(prefix="nyaya-pycache-")) if args.bytecode else None
    sides = {"this tree": _env(ROOT / "src", pycache)}
    baselines = [
        f"baseline{i + 1}" if len(args.baseline_src) > 1 else "baseline"
        for i in range(len(args.baseline_src))
    ]
    for name, src in zip(baselines, args.baseline_src, strict=True):
        sides[name] = _env(src.resolve(), pycache)
        print(f"{name}: {src}")
    if pycache is not None:
        for env in sides.values():  # write each side's bytecode before timing
            for cmd in COMMANDS.values():
                _time(cmd, env)
    print(f"bytecode: {'compiled, ' + str(pycache) if pycache else 'as the environment says'}")
    times: dict[tuple[str, str], list[tuple[float, float]]] = {}
    for _ in range(args.rounds):
        for label, cmd in COMMANDS.items():
            for side, env in sides.items():
                times.setdefault((side, label), []).append(_time(cmd, env))
    for i, what in enumerate(("wall", "CPU")):
        print(f"median {what} ms over {args.rounds} rounds (fresh interpreter each):")
        for label in COMMANDS:
            medians = {
                side: statistics.median(t[i] for t in times[(side, label)]) for side in sides
            }
            row = [f"{label:28s}", *(f"{side}: {m:7.1f}" for side, m in medians.items())]
            for name in baselines:
                row.append(f"ratio to {name} {medians['this tree'] / medians[name]:.2f}x")
            print("  " + "   ".join(row))
    if args.profile:
        _profile(sides["this tree"])


if __name__ == "__main__":
    main()
