"""Re-verify a partition's audit bundles offline (`nyaya.attest.verify_bundle` on each file).

Counts go to ``Aggregate.receipts`` as ``bundle_ok`` / ``bundle_failed`` (and
``bundle_unreadable``), failures by ``check:code`` to ``by_finding_reason``, bundles
by day of their first record; failing bundles are kept as the worst entries.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from nyaya.attest.bundle import read_bundle, verify_bundle
from nyaya.errors import BadBundle
from nyaya.fleet.aggregate import Aggregate, WorstRun
from nyaya.fleet.sources import Partition
from nyaya.receipts import KeyRing

__all__ = ["verify_bundles"]


def verify_bundles(part: Partition, ring: KeyRing | None, *, top: int = 20) -> Aggregate:
    """Verify every bundle file of ``part``."""
    agg = Aggregate(top=top)
    for path in part.files:
        name = Path(path).name
        agg.runs += 1
        try:
            bundle = read_bundle(path)
            report = verify_bundle(bundle, keys=ring)
        except BadBundle:
            agg.receipts["bundle_unreadable"] += 1
            agg.by_day.setdefault("unknown", Counter())["unreadable"] += 1
            agg._keep(WorstRun(0, 0.0, name, path, "block", "unreadable", "bundle", "unknown", ()))
            continue
        day = _day(bundle)
        outcome = "ok" if report else "failed"
        agg.receipts[f"bundle_{outcome}"] += 1
        agg.by_day.setdefault(day, Counter())[outcome] += 1
        codes = sorted({f"{f.check}:{f.code}" for f in report.failures})
        for failure in report.failures:
            agg.by_reason[f"{failure.check}:{failure.code}"] += 1
        if codes:
            agg._keep(WorstRun(0, 0.0, name, path, "block", "failed", "bundle", day, tuple(codes)))
    return agg


def _day(bundle: object) -> str:
    records = getattr(bundle, "records", None) or []
    for record in records:
        attestation = getattr(record, "attestation", None)
        moment = getattr(attestation, "attested_at", None)
        if moment is not None and hasattr(moment, "date"):
            return str(moment.date().isoformat())
    return "unknown"
