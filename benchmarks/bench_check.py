"""Latency of `nyaya.check` in-process: realistic agent runs, typical answers, growth.

The first table is CPU time per check on the agent-answers development set (480 runs in
four languages; `nyaya.load_run` outside the timing, one warm pass first, then
``--passes`` timed passes: median, p90 and p99 are the medians over the passes). With
``--against DIR`` the same is measured for the checkout at DIR (e.g. a ``git worktree``
of an earlier commit) in the same run, the two alternating pass by pass in fresh
processes, and the ratio is printed. The second table times a whole synthetic check
(5-10 claims over 1-5 calls); the third grows claims and calls to show how cost scales.
With ``--scale`` only the long-run table is printed: answers of 500 to 2,000 sentences
over one call returning 500 to 2,000 records of five values (2,000 x 10,000 is the issue's
bar; the answer is cut at 1,000 stated values, as `nyaya.pipeline` does), the lowest CPU
time of three warm checks each. With ``--growth`` (and ``--plot FILE.png``) the time is
grown against answer size and against output size separately, with the line through each.

    python benchmarks/bench_check.py [--data DIR] [--passes 3] [--against DIR]
                                     [--repeat 300] [--skip-synthetic] [--scale]
                                     [--growth [--plot FILE.png]]

``--data`` defaults to ``../shared/datasets/agent-answers`` beside the repository.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from nyaya.engine import check
from nyaya.formats import load_run

NOW = datetime(2024, 6, 3, 9, 0, tzinfo=UTC)
_SET = Path("shared", "datasets", "agent-answers")


def default_data() -> Path:
    """``../shared/datasets/agent-answers`` beside the repository (or beside an enclosing
    directory, for a git worktree kept one level down)."""
    root = Path(__file__).resolve().parents[1]
    for parent in root.parents:
        if (parent / _SET).is_dir():
            return parent / _SET
    return root.parent / _SET


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


def long_run(sentences: int, records: int) -> dict[str, Any]:
    """One inbox search returning ``records`` records of five values, and an answer of
    ``sentences`` sentences about them (names, quoted subjects, dates, ids, amounts)."""
    results = [
        {
            "id": f"msg_{i:05d}",
            "from": SENDERS[i % len(SENDERS)],
            "subject": f"{SUBJECTS[i % len(SUBJECTS)]} {i}",
            "date": f"2024-05-{1 + i % 28:02d}",
            "amount": 100 + 17 * i,
        }
        for i in range(records)
    ]
    said = []
    for k in range(sentences):
        rec = results[(k * 7) % records]
        said.append(
            [
                f"You have {records} emails.",
                f'{rec["from"]} wrote about "{rec["subject"]}" on May {int(rec["date"][-2:])}, '
                "2024.",
                f"The invoice {rec['id']} comes to ${rec['amount']}.",
                "Let me know if you want me to reply.",
            ][k % 4]
        )
    return {
        "run_id": f"long-{sentences}x{records * 5}",
        "language": "en",
        "user": "Summarise my inbox.",
        "tools": [{"name": "email_search", "description": "Search the inbox"}],
        "calls": [{"id": "c0", "tool": "email_search", "arguments": {"q": "x"}, "output": results}],
        "response": " ".join(said),
    }


def scale_table() -> None:
    print("long runs: CPU ms per check (lowest of 3 warm checks)")
    print(f"  {'sentences':>9} {'values':>7} {'claims':>7} {'ms':>8} {'us/claim':>9}")
    for sentences, records in [(500, 500), (1000, 1000), (2000, 2000)]:
        claims, best = _lowest(long_run(sentences, records))
        print(
            f"  {sentences:>9} {records * 5:>7} {claims:>7} {best:8.0f} "
            f"{best * 1000 / max(claims, 1):9.0f}"
        )


GROW_SENTENCES = [250, 500, 1000, 2000]
GROW_RECORDS = [250, 500, 1000, 2000]


def growth_table(plot: Path | None = None) -> None:
    """Time against answer size (claims checked; output fixed at 5,000 values) and against
    output size (answer fixed at 500 sentences), lowest CPU time of three warm checks each, with the
    least-squares line through each series and how far the points stray from it (issue
    15's figure: cost should grow linearly in both). ``plot`` writes the figure as a PNG
    (needs matplotlib)."""
    series: dict[str, list[tuple[int, float]]] = {"claims": [], "values": []}
    print("growth: CPU ms per check (lowest of 3 warm checks)")
    print(f"  {'sentences':>9} {'claims':>7} {'values':>7} {'ms':>8}")
    for sentences in GROW_SENTENCES:
        claims, ms = _lowest(long_run(sentences, 1000))
        series["claims"].append((claims, ms))
        print(f"  {sentences:>9} {claims:>7} {5000:>7} {ms:8.0f}")
    for records in GROW_RECORDS:
        claims, ms = _lowest(long_run(500, records))
        series["values"].append((records * 5, ms))
        print(f"  {500:>9} {claims:>7} {records * 5:>7} {ms:8.0f}")
    for name, points in series.items():
        slope, icept, worst = _line(points)
        print(
            f"  against {name}: {slope:.3f} ms per {name[:-1]} + {icept:.0f} ms; "
            f"largest gap to the line {worst:.0%} of the time"
        )
    if plot is not None:
        _plot(series, plot)
        print(f"  figure: {plot}")


def _lowest(data: dict[str, Any]) -> tuple[int, float]:
    """The claims checked (the answer is cut at 1,000 stated values) and the lowest time."""
    run = load_run(data)
    claims = len(check(run, now=NOW).claims)
    return claims, min(timings_of(run, 3))


def _line(points: list[tuple[int, float]]) -> tuple[float, float, float]:
    """Least-squares slope and intercept, and the largest relative gap of a point to it."""
    xs = [float(x) for x, _ in points]
    ys = [y for _, y in points]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sum(
        (x - mx) ** 2 for x in xs
    )
    icept = my - slope * mx
    worst = max(abs(y - (slope * x + icept)) / y for x, y in zip(xs, ys, strict=True) if y)
    return slope, icept, worst


def _plot(series: dict[str, list[tuple[int, float]]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 2, figsize=(10, 4))
    labels = {
        "claims": "claims checked (output: 5,000 values)",
        "values": "output values (answer: 500 sentences)",
    }
    for ax, (name, points) in zip(axes, series.items(), strict=True):
        slope, icept, _ = _line(points)
        xs = [x for x, _ in points]
        ax.plot(xs, [y for _, y in points], "o", label="measured")
        ax.plot([0, max(xs)], [icept, icept + slope * max(xs)], "-", label="least-squares line")
        ax.set_xlabel(labels[name])
        ax.set_ylabel("CPU ms per check")
        ax.set_xlim(left=0)
        ax.set_ylim(bottom=0)
        ax.legend()
    fig.suptitle("nyaya.check: time against answer size and output size")
    fig.tight_layout()
    fig.savefig(path, dpi=120)


def timings_of(run: Any, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        # CPU time of this process: other jobs on a shared machine do not inflate it.
        t = time.process_time()
        check(run, now=NOW)
        out.append((time.process_time() - t) * 1000)
    return out


def timings(data: dict[str, Any], repeat: int) -> list[float]:
    run = load_run(data)
    check(run, now=NOW)  # warm: the first check of a run compiles and caches
    return timings_of(run, repeat)


def _p99(sorted_ms: list[float]) -> float:
    return sorted_ms[max(0, int(0.99 * len(sorted_ms)) - 1)]


def _pct(sorted_ms: list[float], q: float) -> float:
    return sorted_ms[min(len(sorted_ms) - 1, int(q * len(sorted_ms)))]


def dataset_passes(data: Path, passes: int) -> list[list[float]]:
    """CPU ms per run of each timed pass over the set (after one warm pass)."""
    runs = []
    for path in sorted(data.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                runs.append(load_run(json.loads(line)["run"]))
    for run in runs:
        check(run)
    out = []
    for _ in range(passes):
        ms = []
        for run in runs:
            t = time.process_time()
            check(run)
            ms.append((time.process_time() - t) * 1000)
        out.append(ms)
    return out


def _summary(passes: list[list[float]]) -> tuple[float, float, float]:
    """Median, p90 and p99 of each pass, each the median over the passes."""
    ordered = [sorted(p) for p in passes]
    return (
        statistics.median(statistics.median(p) for p in ordered),
        statistics.median(_pct(p, 0.90) for p in ordered),
        statistics.median(_pct(p, 0.99) for p in ordered),
    )


def _child_pass(data: Path, src: Path | None) -> list[float]:
    """One warm + one timed pass in a fresh interpreter, on this checkout or ``src``."""
    env = dict(os.environ)
    if src is not None:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(src), env.get("PYTHONPATH")]))
    cmd = [sys.executable, "-W", "ignore", __file__, "--data", str(data), "--pass-json"]
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True)
    return [float(x) for x in json.loads(done.stdout.strip().splitlines()[-1])]


def dataset_table(data: Path, passes: int, against: Path | None) -> None:
    print(f"agent-answers ({data}): CPU ms per check, warm, median over {passes} passes")
    if against is None:
        med, p90, p99 = _summary(dataset_passes(data, passes))
        print(f"  median {med:.2f}   p90 {p90:.2f}   p99 {p99:.2f}")
        return
    src = against / "src" if (against / "src" / "nyaya").is_dir() else against
    mine: list[list[float]] = []
    theirs: list[list[float]] = []
    for _ in range(passes):  # alternate, so both see the same load on a shared machine
        theirs.append(_child_pass(data, src))
        mine.append(_child_pass(data, None))
    a, b = _summary(theirs), _summary(mine)
    print(f"  {'':12} {'median':>8} {'p90':>8} {'p99':>8}")
    print(f"  {'against':12} {a[0]:8.2f} {a[1]:8.2f} {a[2]:8.2f}   ({against})")
    print(f"  {'this':12} {b[0]:8.2f} {b[1]:8.2f} {b[2]:8.2f}")
    print(f"  {'ratio':12} {b[0] / a[0]:8.2f} {b[1] / a[1]:8.2f} {b[2] / a[2]:8.2f}")


def _arg(argv: list[str], name: str, default: str | None = None) -> str | None:
    return argv[argv.index(name) + 1] if name in argv else default


def main(argv: list[str]) -> int:
    data = Path(_arg(argv, "--data") or default_data())
    if "--pass-json" in argv:  # a child of --against: one timed pass, as JSON
        print(json.dumps(dataset_passes(data, 1)[0]))
        return 0
    if "--scale" in argv:
        scale_table()
        return 0
    if "--growth" in argv:
        plot = _arg(argv, "--plot")
        growth_table(Path(plot) if plot else None)
        return 0
    passes = int(_arg(argv, "--passes", "3") or 3)
    against = _arg(argv, "--against")
    if data.is_dir():
        dataset_table(data, passes, Path(against) if against else None)
    else:
        print(f"agent-answers: {data} not found (pass --data DIR); skipped")
    if "--skip-synthetic" in argv:
        return 0
    repeat = int(_arg(argv, "--repeat", "300") or 300)
    print("\ntypical answers (claims x calls): median / p99 ms of CPU time per check")
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
