"""Stage 1 throughput: tool-call validations per second on one core, BFCL-sized schemas.

    python benchmarks/bench_toolcalls.py [--data ../shared/datasets/bfcl] [--repeats 7]

With BFCL at hand, every gold call of every category is validated (schema and
provenance, against the item's functions and question); without it, a built-in
set of BFCL-shaped tools stands in. Prints the median over repeats (target:
>= 5,000 validations/s) and, with ``--suites``, the BFCL and τ-bench tables.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from pathlib import Path
from typing import Any

from nyaya.toolcalls import CallValidator, Sources

DEFAULT_BFCL = Path(__file__).resolve().parents[2] / "shared" / "datasets" / "bfcl"
DEFAULT_TAU = Path(__file__).resolve().parents[2] / "shared" / "datasets" / "tau-bench"

# A stand-in workload shaped like BFCL's functions: 3-6 typed arguments, an enum, a nested array.
BUILTIN: list[tuple[dict[str, Any], dict[str, Any], str]] = [
    (
        {
            "name": "calculate_triangle_area",
            "parameters": {
                "type": "dict",
                "properties": {
                    "base": {"type": "integer"},
                    "height": {"type": "integer"},
                    "unit": {"type": "string"},
                },
                "required": ["base", "height"],
            },
        },
        {"base": 10, "height": 5, "unit": "units"},
        "Find the area of a triangle with a base of 10 units and height of 5 units.",
    ),
    (
        {
            "name": "hotel_booking",
            "parameters": {
                "type": "dict",
                "properties": {
                    "location": {"type": "string"},
                    "room_type": {"type": "string", "enum": ["single", "double", "suite"]},
                    "duration": {"type": "integer"},
                    "start_date": {"type": "string"},
                    "preferences": {"type": "array", "items": {"type": "string"}},
                    "guest_id": {"type": "string"},
                },
                "required": ["location", "room_type", "duration", "start_date"],
            },
        },
        {
            "location": "Chicago",
            "room_type": "suite",
            "duration": 3,
            "start_date": "2024-03-10",
            "preferences": ["pet friendly", "gym"],
            "guest_id": "G-20931",
        },
        "Book a suite in Chicago for 3 nights from 2024-03-10, pet friendly with a gym; "
        "my guest id is G-20931.",
    ),
    (
        {
            "name": "requests.get",
            "parameters": {
                "type": "dict",
                "properties": {
                    "url": {"type": "string"},
                    "params": {
                        "type": "dict",
                        "properties": {"lat": {"type": "float"}, "lon": {"type": "float"}},
                    },
                    "timeout": {"type": "float", "default": 5.0},
                },
                "required": ["url"],
            },
        },
        {"url": "https://api.open-meteo.com/v1/forecast", "params": {"lat": 52.5, "lon": 13.4}},
        "Get the forecast from https://api.open-meteo.com/v1/forecast for 52.5, 13.4",
    ),
]


def workload(data: Path | None) -> list[tuple[CallValidator, Sources, str, dict[str, Any]]]:
    """(validator, sources, tool, args) for every call to time."""
    if data is not None and data.exists():
        from nyaya_bench.bfcl import load_bfcl

        out = []
        for item in load_bfcl(data):
            validator = CallValidator(item.functions)
            sources = Sources(item.user)
            out.extend((validator, sources, tool, args) for tool, args in item.gold)
        return out
    return [
        (CallValidator([tool]), Sources(user), tool["name"], args) for tool, args, user in BUILTIN
    ]


def time_once(calls: list[tuple[CallValidator, Sources, str, dict[str, Any]]]) -> float:
    """Validations per second over one pass of ``calls``."""
    started = time.perf_counter()
    for validator, sources, tool, args in calls:
        validator.validate(tool, args, sources)
    return len(calls) / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_BFCL)
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--min-calls", type=int, default=10_000)
    parser.add_argument("--suites", action="store_true", help="also print the BFCL / τ tables")
    parser.add_argument("--json", type=Path, help="write the figures here")
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    calls = workload(args.data)
    source = f"BFCL gold calls from {args.data}" if args.data.exists() else "built-in BFCL-like"
    while len(calls) < args.min_calls:
        calls = calls + calls
    time_once(calls[:200])  # compile and cache every schema first: steady state is what we time
    rates = [time_once(calls) for _ in range(args.repeats)]
    median = statistics.median(rates)
    props = [len(a) for _, _, _, a in calls]
    print(
        f"workload: {source}; {len(calls)} calls per pass, {statistics.mean(props):.1f} args/call"
    )
    print(
        f"validations/s (one core): median {median:,.0f}  min {min(rates):,.0f}  "
        f"max {max(rates):,.0f}  over {args.repeats} passes"
    )
    verdict = "met" if median >= 5000 else "MISSED"
    print(f"per call: {1e6 / median:.1f} µs; target >= 5,000/s: {verdict} ({median / 5000:.1f}x)")
    figures: dict[str, Any] = {"median_per_s": round(median), "rates": [round(r) for r in rates]}
    if args.suites:
        from nyaya_bench.bfcl import run_bfcl_suite
        from nyaya_bench.tau_calls import run_tau_calls_suite

        bfcl = run_bfcl_suite(args.data)
        tau = run_tau_calls_suite(DEFAULT_TAU)
        print(bfcl["markdown"])
        print(tau["markdown"])
        figures["bfcl"] = {k: v for k, v in bfcl.items() if k != "markdown"}
        figures["tau"] = {k: v for k, v in tau.items() if k != "markdown"}
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2, default=str) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
