"""A fleet audit job: plan partitions, run them on Dask (or in-process), aggregate, restart.

The job directory (``--out``) holds:

- ``job.json``: what the job is (inputs, policy and keys digests, ``now``, partitions);
  a restart with other parameters is refused rather than mixing two audits;
- ``parts/<id>.json`` and ``parts/<id>.reports.jsonl``: each finished partition
  (written by the worker; on a real cluster ``--out`` must be a path every worker sees);
- ``fleet.json``: the aggregate of all partitions (canonical JSON: the same bytes from
  one process or from any number of workers);
- ``reports.jsonl``: every per-run report, partition by partition;
- ``run.json``: this execution's timings and throughput (not part of the aggregate);
- ``plots/``: actions by day, finding types, score histogram (with matplotlib).

Partitions already finished are not redone, so a job killed half-way is resumed by
running the same command again.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from nyaya.errors import BackendUnavailable, BadInput, NyayaError
from nyaya.fleet.aggregate import Aggregate, canonical
from nyaya.fleet.sources import (
    Partition,
    bundle_files,
    describe,
    jsonl_files,
    plan_bundles,
    plan_jsonl,
    plan_ledger,
)
from nyaya.fleet.work import Settings, do_partition, part_paths
from nyaya.policy.constitution import Constitution

__all__ = ["FleetFailed", "FleetResult", "run_fleet"]

INSTALL = "nyaya[fleet]"
JOB_VERSION = 1


class FleetFailed(NyayaError):
    """Some partitions failed; ``failed`` maps their ids to the error. Rerun to retry them."""

    def __init__(self, failed: dict[str, str]) -> None:
        self.failed = failed
        first = next(iter(failed.items()))
        super().__init__(
            f"{len(failed)} partition(s) failed (first: {first[0]}: {first[1]}); "
            "run the same command again to retry them"
        )


@dataclass
class FleetResult:
    """What a job did: the aggregate, and how much of it this execution did."""

    aggregate: Aggregate
    partitions: int
    skipped: int
    seconds: float
    workers: int
    out_dir: Path
    cpu_seconds: float = 0.0  # CPU time the workers spent on this execution's partitions
    notes: list[str] = field(default_factory=list)

    @property
    def runs_per_second(self) -> float:
        return self.aggregate.runs / self.seconds if self.seconds > 0 else 0.0


def run_fleet(
    inputs: Sequence[str],
    out_dir: str | Path,
    *,
    policy: Constitution | None = None,
    keys: dict[str, Any] | None = None,
    now: datetime | None = None,
    workers: int = 2,
    scheduler: str | None = None,
    partition_bytes: int = 4_000_000,
    partition_size: int = 50_000,
    bundles: bool = False,
    top: int = 20,
    reports: bool = True,
    plots: bool = True,
    progress: Callable[[int, int], None] | None = None,
) -> FleetResult:
    """Audit every run (or ledger entry) of ``inputs`` and write the fleet report to ``out_dir``.

    With ``bundles=True`` the inputs are audit bundle files (or directories of them),
    re-verified offline in batches. ``workers=0`` runs in this process without Dask (the
    reference for byte-equal aggregates); otherwise a Dask ``LocalCluster`` of ``workers``
    processes is started, or ``scheduler`` (``tcp://host:8786``) names a running one.
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    policy = policy or Constitution.default()
    partitions = _plan(inputs, partition_bytes, partition_size, bundles)
    moment = _manifest(out, inputs, partitions, policy, keys, now, top, reports)
    settings = Settings(str(out.resolve()), policy, keys, moment, top, reports)
    pending = [p for p in partitions if not part_paths(out, p.id)[0].exists()]
    started = time.perf_counter()
    failed: dict[str, str] = {}
    if pending:
        if workers == 0 and scheduler is None:
            used = 0
            for i, part in enumerate(pending):
                try:
                    do_partition(part, settings)
                except NyayaError:
                    raise
                except Exception as exc:
                    failed[part.id] = f"{type(exc).__name__}: {exc}"
                if progress:
                    progress(i + 1, len(pending))
        else:
            used = _on_dask(pending, settings, workers, scheduler, failed, progress)
    else:
        used = 0 if scheduler is None else workers
    seconds = time.perf_counter() - started
    if failed:
        raise FleetFailed(failed)
    total = Aggregate(top=top)
    cpu = 0.0
    done_now = {p.id for p in pending}
    for part in partitions:
        data = json.loads(part_paths(out, part.id)[0].read_text(encoding="utf-8"))
        total.merge(Aggregate.from_json(data["aggregate"], top=top))
        if part.id in done_now:
            cpu += float(data.get("cpu_seconds", 0.0))
    result = FleetResult(
        total, len(partitions), len(partitions) - len(pending), seconds, used, out, cpu
    )
    _finish(out, partitions, result, reports, plots)
    return result


def _plan(
    inputs: Sequence[str], partition_bytes: int, partition_size: int, bundles: bool
) -> list[Partition]:
    if not inputs:
        raise BadInput("at least one input is needed", field="INPUT")
    if bundles:
        return plan_bundles(bundle_files(inputs), min(partition_size, 1000))
    ledgers = [i for i in inputs if i.startswith(("postgresql://", "postgres://"))]
    files = [i for i in inputs if i not in ledgers]
    parts: list[Partition] = []
    if files:
        parts += plan_jsonl(jsonl_files(files), partition_bytes)
    for dsn in ledgers:
        parts += plan_ledger(dsn, partition_size)
    return parts


def _digest(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, default=str)
    return "sha256:" + hashlib.sha256(text.encode()).hexdigest()


def _manifest(
    out: Path,
    inputs: Sequence[str],
    partitions: list[Partition],
    policy: Constitution,
    keys: dict[str, Any] | None,
    now: datetime | None,
    top: int,
    reports: bool,
) -> str:
    """Write (or check) ``job.json``; returns the job's ``now`` (kept across restarts)."""
    path = out / "job.json"
    identity = {
        "version": JOB_VERSION,
        "inputs": [describe(i) for i in inputs],
        "policy": _digest(policy.model_dump(mode="json")),
        "keys": _digest(keys) if keys is not None else None,
        "top": top,
        "reports": reports,
        "partitions": [[p.id, p.fingerprint] for p in partitions],
    }
    if path.exists():
        try:
            old = json.loads(path.read_text(encoding="utf-8"))
        except ValueError:
            raise BadInput("is not a fleet job file", path=str(path)) from None
        saved = {k: old.get(k) for k in identity}
        if saved != identity:
            changed = sorted(k for k in identity if saved.get(k) != identity[k])
            raise BadInput(
                f"this directory holds another job (different {', '.join(changed)}); "
                "use a new --out directory",
                field="--out",
                path=str(out),
            )
        moment = str(old["now"])
        if now is not None and datetime.fromisoformat(moment) != _aware(now):
            raise BadInput(f"the job was started with --now {moment}", field="--now")
        return moment
    moment = _aware(now or datetime.now(UTC)).isoformat()
    path.write_text(canonical({**identity, "now": moment}), encoding="utf-8")
    return moment


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _on_dask(
    pending: list[Partition],
    settings: Settings,
    workers: int,
    scheduler: str | None,
    failed: dict[str, str],
    progress: Callable[[int, int], None] | None,
) -> int:
    try:
        import distributed
    except ImportError:
        raise BackendUnavailable("fleet audits run on Dask", install=INSTALL) from None
    dask: Any = distributed  # distributed's own annotations are partial
    cluster: Any = None
    if scheduler is None:
        if workers < 1:
            raise BadInput(
                "must be at least 1 (or 0 for one process without Dask)", field="--workers"
            )
        cluster = dask.LocalCluster(
            n_workers=workers,
            threads_per_worker=1,
            processes=True,
            dashboard_address=":0",  # no fixed port: several jobs may share a machine
            silence_logs=40,
        )
        client = dask.Client(cluster)
    else:
        try:
            client = dask.Client(scheduler, timeout=30)
        except OSError as exc:
            raise BackendUnavailable(f"no Dask scheduler at {scheduler} ({exc})") from None
    try:
        used = len(client.scheduler_info().get("workers", {})) or workers
        futures = {
            client.submit(
                do_partition, part, settings, key=f"nyaya-fleet-{part.id}", retries=1
            ): part
            for part in pending
        }
        for done, future in enumerate(dask.as_completed(futures), 1):
            part = futures[future]
            if future.status == "error":
                error = future.exception()
                failed[part.id] = f"{type(error).__name__}: {error}"
            if progress:
                progress(done, len(pending))
        return used
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def _finish(
    out: Path, partitions: list[Partition], result: FleetResult, reports: bool, plots: bool
) -> None:
    (out / "fleet.json").write_text(canonical(result.aggregate.to_json()), encoding="utf-8")
    if reports:
        with open(out / "reports.jsonl.tmp", "wb") as sink:
            for part in partitions:
                with open(part_paths(out, part.id)[1], "rb") as source:
                    shutil.copyfileobj(source, sink)
        (out / "reports.jsonl.tmp").replace(out / "reports.jsonl")
    if plots:
        result.notes += _plots(out / "plots", result.aggregate)
    (out / "run.json").write_text(
        canonical(
            {
                "partitions": result.partitions,
                "skipped_partitions": result.skipped,
                "runs": result.aggregate.runs,
                "seconds": round(result.seconds, 3),
                "runs_per_second": round(result.runs_per_second, 2),
                "workers": result.workers,
                "cpu_seconds": round(result.cpu_seconds, 3),
                "cpu_ms_per_run": round(
                    1000 * result.cpu_seconds / max(result.aggregate.runs, 1), 3
                ),
                "notes": result.notes,
            }
        ),
        encoding="utf-8",
    )


def _plots(where: Path, agg: Aggregate) -> list[str]:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return ["plots skipped: matplotlib is not installed (pip install 'nyaya[fleet]')"]
    where.mkdir(parents=True, exist_ok=True)
    days = sorted(agg.by_day)
    fig, ax = plt.subplots(figsize=(9, 4))
    bottom = [0] * len(days)
    for action, colour in (("emit", "#4c9f70"), ("revise", "#e0a030"), ("block", "#c0392b")):
        values = [agg.by_day[d].get(action, 0) for d in days]
        ax.bar(days, values, bottom=bottom, label=action, color=colour)
        bottom = [b + v for b, v in zip(bottom, values, strict=True)]
    ax.set_title("Actions by day")
    ax.legend()
    ax.tick_params(axis="x", rotation=60, labelsize=6)
    fig.tight_layout()
    fig.savefig(where / "actions_by_day.png", dpi=110)
    plt.close(fig)
    fig, ax = plt.subplots(figsize=(7, 4))
    kinds = sorted(agg.by_finding, key=lambda k: -agg.by_finding[k])
    ax.barh(kinds, [agg.by_finding[k] for k in kinds], color="#5b6fb5")
    ax.set_title("Findings by type")
    fig.tight_layout()
    fig.savefig(where / "findings_by_type.png", dpi=110)
    plt.close(fig)
    fig, ax = plt.subplots(figsize=(6, 3.5))
    ax.bar([f"{i / 10:.1f}" for i in range(len(agg.scores))], agg.scores, color="#777")
    ax.set_title("Overall score histogram")
    fig.tight_layout()
    fig.savefig(where / "score_histogram.png", dpi=110)
    plt.close(fig)
    return []
