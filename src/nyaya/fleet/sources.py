"""Where a fleet audit's work comes from, cut into partitions that can be done in any order.

- **JSONL** files (or directories of ``*.jsonl``): one run per line, in any shape
  `nyaya.load_run` reads, or wrapped as ``{"run": {...}, "agent": ..., "day": ...}``
  (extra keys name the agent and the day for the aggregates). A file is cut into byte
  ranges; a partition reads the lines that *start* inside its range, so partitions need
  no index and never overlap.
- **Audit bundles** (``*.json`` files, or directories of them): a partition re-verifies
  a batch of files offline with `nyaya.attest.verify_bundle`.
- A **PostgreSQL ledger** (``postgresql://...``): its ``receipts`` stream cut into
  ranges of sequence numbers; a partition re-verifies the chain links and the
  signatures of its range.

A partition is a small frozen value (`Partition`) that a Dask worker receives; its
``id`` is stable across restarts of the same job.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from nyaya.errors import BadInput

__all__ = [
    "Partition",
    "bundle_files",
    "iter_lines",
    "jsonl_files",
    "plan_bundles",
    "plan_jsonl",
    "plan_ledger",
]

PartitionKind = Literal["runs", "ledger", "bundles"]


@dataclass(frozen=True, slots=True)
class Partition:
    """One unit of work: lines ``[start, end)`` of a file, or seqs ``[start, end)`` of a ledger."""

    id: str
    kind: PartitionKind
    source: str
    start: int
    end: int
    fingerprint: str  # the file's size and mtime, or the ledger head: a changed input is refused
    files: tuple[str, ...] = ()  # the bundle files of a "bundles" partition


def jsonl_files(inputs: Sequence[str]) -> list[Path]:
    """The JSONL files named by ``inputs`` (files, or directories searched recursively), sorted."""
    files: list[Path] = []
    for raw in inputs:
        path = Path(raw)
        if path.is_dir():
            files += sorted(p for p in path.rglob("*.jsonl") if p.is_file())
        elif path.is_file():
            files.append(path)
        else:
            raise BadInput("no such file or directory", field="INPUT", path=raw)
    if not files:
        raise BadInput("no .jsonl files found", field="INPUT", path=", ".join(inputs))
    return sorted({p.resolve() for p in files})


def plan_jsonl(files: Sequence[Path], partition_bytes: int) -> list[Partition]:
    """Byte-range partitions of ``files``, about ``partition_bytes`` each."""
    if partition_bytes < 1:
        raise BadInput("must be positive", field="--partition-bytes")
    out: list[Partition] = []
    for path in files:
        stat = path.stat()
        digest = hashlib.sha256(str(path).encode()).hexdigest()[:12]
        fingerprint = f"{stat.st_size}:{stat.st_mtime_ns}"
        for start in range(0, max(stat.st_size, 1), partition_bytes):
            end = min(start + partition_bytes, stat.st_size)
            out.append(
                Partition(f"{digest}-{start:014d}", "runs", str(path), start, end, fingerprint)
            )
    return out


def iter_lines(part: Partition) -> Iterator[tuple[int, bytes]]:
    """``(byte offset, line)`` for every line that starts inside ``part``'s range."""
    with open(part.source, "rb") as handle:
        position = part.start
        if position > 0:
            handle.seek(position - 1)
            if handle.read(1) != b"\n":
                skipped = handle.readline()  # the line that started before this range
                position += len(skipped)
        handle.seek(position)
        while position < part.end:
            line = handle.readline()
            if not line:
                break
            yield position, line
            position += len(line)


def bundle_files(inputs: Sequence[str]) -> list[Path]:
    """The bundle files named by ``inputs`` (``*.json`` files or directories of them), sorted."""
    files: list[Path] = []
    for raw in inputs:
        path = Path(raw)
        if path.is_dir():
            files += sorted(p for p in path.rglob("*.json") if p.is_file())
        elif path.is_file():
            files.append(path)
        else:
            raise BadInput("no such file or directory", field="INPUT", path=raw)
    if not files:
        raise BadInput("no .json bundle files found", field="INPUT", path=", ".join(inputs))
    return sorted({p.resolve() for p in files})


def plan_bundles(files: Sequence[Path], per_partition: int) -> list[Partition]:
    """Batches of ``per_partition`` bundle files."""
    if per_partition < 1:
        raise BadInput("must be positive", field="--partition-size")
    out: list[Partition] = []
    for start in range(0, len(files), per_partition):
        batch = files[start : start + per_partition]
        stats = [f"{p}:{p.stat().st_size}:{p.stat().st_mtime_ns}" for p in batch]
        digest = hashlib.sha256("\n".join(stats).encode()).hexdigest()
        out.append(
            Partition(
                f"bundles-{digest[:12]}-{start:08d}",
                "bundles",
                str(batch[0].parent),
                start,
                start + len(batch),
                digest,
                tuple(str(p) for p in batch),
            )
        )
    return out


def plan_ledger(dsn: str, partition_size: int, *, stream: str = "receipts") -> list[Partition]:
    """Seq-range partitions of a PostgreSQL ledger's stream (its head is the fingerprint)."""
    from nyaya.store.postgres import PostgresStore

    if partition_size < 1:
        raise BadInput("must be positive", field="--partition-size")
    store = PostgresStore(dsn, create=False)
    try:
        head = store.head(stream)
        where = store.location
    finally:
        store.close()
    if head is None:
        return []
    digest = hashlib.sha256(where.encode()).hexdigest()[:12]
    return [
        Partition(
            f"{digest}-{start:014d}",
            "ledger",
            dsn,
            start,
            min(start + partition_size, head.seq + 1),
            f"{head.seq}:{head.hash}",
        )
        for start in range(1, head.seq + 1, partition_size)
    ]


def describe(source: str) -> str:
    """A source for messages and the manifest: a path, or a DSN without its password."""
    if source.startswith(("postgresql://", "postgres://")):
        from nyaya.store.postgres import PostgresStore

        return PostgresStore._describe(source)
    return os.fspath(source)
