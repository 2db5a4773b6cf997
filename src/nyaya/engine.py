"""`check(run)`: the verification engine, from a run to a `HallucinationReport`.

The work is a pipeline of named stages (`nyaya.pipeline`): adapt, now, toolcalls,
receipts, extract, index, check, assess, gate. Each is timed into ``timings_ms``; a stage
that raises is an ``internal_error`` finding and the answer is withheld, never emitted as
if it had been checked.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any

from nyaya.policy.constitution import Constitution
from nyaya.receipts import KeyRing
from nyaya.report import HallucinationReport
from nyaya.run import Run

__all__ = ["MAX_CHECKED_CHARS", "check"]

MAX_CHECKED_CHARS = 100_000
"""Longer answers are checked up to here; the report says the rest was not."""


def check(
    run: Run | Mapping[str, Any],
    *,
    keys: KeyRing | None = None,
    policy: Constitution | None = None,
    now: datetime | None = None,
) -> HallucinationReport:
    """Check an agent's answer against its run's evidence and gate it under ``policy``.

    ``run`` is a `Run` or any JSON shape `nyaya.load_run` reads; ``keys`` verifies signed
    receipts; ``now`` is the run's time (default: the run's own ``now`` or ``created_at``,
    else the date its system prompt states), against which relative dates resolve.
    Bad input raises `nyaya.BadInput`; a failure inside a stage never raises: it is an
    ``internal_error`` finding and the answer is withheld.
    """
    from nyaya.pipeline import run_pipeline

    return run_pipeline(run, policy=policy or Constitution.default(), keys=keys, now=now)
