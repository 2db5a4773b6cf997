"""What a worker does with one partition: check its runs (or verify its ledger range).

`do_partition` is the function Dask ships to workers; it is also what the
single-process mode calls, so both produce the same bytes. It writes the partition's
per-run reports (``parts/<id>.reports.jsonl``) and then its aggregate
(``parts/<id>.json``), each atomically (a temporary file renamed into place), so a
partition whose aggregate exists is finished and a restarted job skips it.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from nyaya.errors import NyayaError
from nyaya.fleet.aggregate import Aggregate, canonical
from nyaya.fleet.sources import Partition, iter_lines
from nyaya.policy.constitution import Constitution
from nyaya.receipts import KeyRing

__all__ = ["Settings", "do_partition", "part_paths"]


@dataclass(frozen=True)
class Settings:
    """Everything a worker needs, small and picklable (keys as their key-file JSON)."""

    out_dir: str
    policy: Constitution
    keys: dict[str, Any] | None
    now: str
    top: int = 20
    reports: bool = True


_RINGS: dict[str, KeyRing] = {}


def _ring(settings: Settings) -> KeyRing | None:
    if settings.keys is None:
        return None
    token = json.dumps(settings.keys, sort_keys=True)
    if token not in _RINGS:
        _RINGS[token] = KeyRing.from_json(settings.keys, source="--keys")
    return _RINGS[token]


def part_paths(out_dir: str | Path, part_id: str) -> tuple[Path, Path]:
    """The aggregate and the reports file of a partition."""
    base = Path(out_dir) / "parts"
    return base / f"{part_id}.json", base / f"{part_id}.reports.jsonl"


def do_partition(part: Partition, settings: Settings) -> dict[str, Any]:
    """Process one partition, write its files and return its aggregate (as JSON)."""
    cpu, wall = time.process_time(), time.perf_counter()
    done, reports = part_paths(settings.out_dir, part.id)
    done.parent.mkdir(parents=True, exist_ok=True)
    if part.kind == "ledger":
        from nyaya.fleet.ledger import verify_range

        agg = verify_range(part, _ring(settings), top=settings.top)
        _atomic_write(reports, "")
    elif part.kind == "bundles":
        from nyaya.fleet.bundles import verify_bundles

        agg = verify_bundles(part, _ring(settings), top=settings.top)
        _atomic_write(reports, "")
    else:
        agg = _check_runs(part, settings, reports)
    # The timings ride along for run.json; fleet.json is built from the aggregates alone.
    data = {
        "partition": part.id,
        "aggregate": agg.to_json(),
        "cpu_seconds": round(time.process_time() - cpu, 3),
        "wall_seconds": round(time.perf_counter() - wall, 3),
    }
    _atomic_write(done, canonical(data))
    return data


def _check_runs(part: Partition, settings: Settings, reports: Path) -> Aggregate:
    from nyaya.engine import check
    from nyaya.formats import load_run

    agg = Aggregate(top=settings.top)
    ring = _ring(settings)
    now = datetime.fromisoformat(settings.now)
    name = Path(part.source).name
    tmp = reports.with_suffix(reports.suffix + ".tmp")
    with open(tmp, "w", encoding="utf-8") as out:
        for offset, raw in iter_lines(part):
            if not raw.strip():
                continue
            where = f"{name}@{offset}"
            try:
                line = json.loads(raw)
            except ValueError:
                agg.add_error("not_json")
                continue
            payload, agent, day = _unwrap(line)
            try:
                run = load_run(payload)
            except NyayaError:
                agg.add_error("bad_run")
                continue
            except Exception:
                agg.add_error("bad_run")
                continue
            try:
                report = check(run, keys=ring, policy=settings.policy, now=now)
            except NyayaError as exc:
                agg.add_error(type(exc).__name__)
                continue
            moment = run.now or run.created_at
            day = day or (moment.date().isoformat() if moment else "unknown")
            agg.add_report(report, agent=agent, day=day, source=where)
            if settings.reports:
                record = report.model_dump(mode="json")
                record["_source"] = where
                record["_agent"] = agent
                out.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
    os.replace(tmp, reports)
    return agg


def _unwrap(line: Any) -> tuple[Any, str, str | None]:
    """The run, its agent and its day from a line (a bare run or ``{"run": ..., ...}``)."""
    if isinstance(line, dict) and isinstance(line.get("run"), dict):
        run = dict(line["run"])
        rid = line.get("run_id") or line.get("id")
        if rid is not None:
            run["run_id"] = str(rid)
        agent = str(line.get("agent") or run.pop("agent", None) or "unknown")
        day = line.get("day")
        return run, agent, str(day) if day else None
    if isinstance(line, dict) and "agent" in line:
        line = dict(line)
        return line, str(line.pop("agent") or "unknown"), None
    return line, "unknown", None


def _atomic_write(path: Path, text: str) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)
