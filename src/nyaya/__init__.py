"""nyaya: catch AI agents when they make things up.

Where to start:

- `nyaya.ToolRuntime` runs your tools and signs a `Receipt` for every execution
  with a `KeyRing`; receipts go to a `Ledger` (memory or SQLite).
- `nyaya.check(run)` splits the agent's answer into claims, checks them against
  the receipts and returns a `HallucinationReport` with an action
  (emit / revise / block) decided by a constitution (`nyaya.policy`).
- `nyaya.claims.extract(answer)` is the claims layer on its own.
- `nyaya.attest` holds the Pramana attestation wire format and audit trail.

Errors all derive from `nyaya.NyayaError` (see `nyaya.errors`).
"""

from __future__ import annotations

from nyaya.errors import BackendUnavailable as BackendUnavailable
from nyaya.errors import BadInput as BadInput
from nyaya.errors import NyayaError as NyayaError
from nyaya.errors import VerificationFailed as VerificationFailed
from nyaya.report import HallucinationReport as HallucinationReport
from nyaya.run import Run as Run

__version__ = "0.1.0"

__all__ = [
    "BackendUnavailable",
    "BadInput",
    "HallucinationReport",
    "NyayaError",
    "Run",
    "VerificationFailed",
    "__version__",
]
