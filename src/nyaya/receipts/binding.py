"""Whether an authentic receipt belongs to the run it is presented in.

A valid signature proves who signed a receipt, not that it is evidence for
this run: a receipt signed for another run, one signed two years ago, or one
dated in the future (a clock set forward to outlive a window) must not ground
today's answer. `bind_check` is the pure rule the checks apply after the
signature verified; each problem carries a stable reason code.

The window is around the run's own time (its ``created_at`` / ``now``, else
the checking time): a receipt must be no later than that time plus ``skew``
and no older than ``max_age`` plus ``skew`` before it.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal

from nyaya.errors import BadInput
from nyaya.limits import shown
from nyaya.receipts.receipt import Receipt

__all__ = [
    "DEFAULT_MAX_AGE",
    "DEFAULT_SKEW",
    "BindingProblem",
    "BindingReason",
    "bind_check",
]

BindingReason = Literal["wrong_run", "not_yet_valid", "expired", "unexpected_key"]

DEFAULT_MAX_AGE = timedelta(hours=24)
"""How long before the run's time a receipt may have been issued."""
DEFAULT_SKEW = timedelta(minutes=5)
"""Clock difference tolerated between the tool runtime and the checker."""


@dataclass(frozen=True, slots=True)
class BindingProblem:
    """One reason a receipt is not evidence for this run: a stable code and a line for people."""

    reason: BindingReason
    message: str


def bind_check(
    receipt: Receipt,
    *,
    run_id: str,
    now: datetime,
    skew: timedelta = DEFAULT_SKEW,
    max_age: timedelta | None = DEFAULT_MAX_AGE,
    expected_key_ids: Collection[str] | None = None,
) -> list[BindingProblem]:
    """Every way ``receipt`` fails to belong to run ``run_id`` at time ``now`` (empty: it does).

    ``max_age=None`` drops the lower bound (an archive re-checked years later);
    ``expected_key_ids`` pins the keys this run's receipts may be signed with (default: any
    key the ring verified).
    """
    if now.tzinfo is None:
        raise BadInput("needs a timezone", field="now")
    if skew < timedelta(0) or (max_age is not None and max_age < timedelta(0)):
        raise BadInput("skew and max_age must not be negative", field="max_age")
    problems: list[BindingProblem] = []
    if receipt.run_id != run_id:
        problems.append(
            BindingProblem(
                "wrong_run", f"it was issued for run {_short(receipt.run_id)}, not {_short(run_id)}"
            )
        )
    issued = receipt.timestamp
    # Differences, not sums: a difference of two datetimes never overflows, now + skew can.
    if issued - now > skew:
        problems.append(
            BindingProblem(
                "not_yet_valid",
                f"it is dated {_when(issued)}, after the run's time {_when(now)} "
                f"(allowed skew {skew})",
            )
        )
    elif max_age is not None and now - issued > max_age + skew:
        problems.append(
            BindingProblem(
                "expired",
                f"it is dated {_when(issued)}, more than {max_age} before the run's time "
                f"{_when(now)}",
            )
        )
    if expected_key_ids is not None and receipt.key_id not in expected_key_ids:
        problems.append(
            BindingProblem(
                "unexpected_key",
                f"it is signed with key {_short(receipt.key_id)}, not one this run expects "
                f"({', '.join(sorted(expected_key_ids)) or 'none'})",
            )
        )
    return problems


_short = shown


def _when(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")
