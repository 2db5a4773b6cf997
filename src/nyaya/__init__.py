"""nyaya: catch AI agents when they make things up.

Where to start:

- `nyaya.ToolRuntime` runs your tools and signs a `Receipt` for every execution
  with a `KeyRing`; receipts go to a `Ledger` (memory, SQLite or PostgreSQL).
- `nyaya.check(run)` splits the agent's answer into claims, checks them against
  the receipts and returns a `HallucinationReport` with an action
  (emit / revise / block) decided by a `Constitution`. `nyaya.load_run` reads
  OpenAI, Anthropic and native transcripts into a `Run`.
- `nyaya.guard(client)` wraps an OpenAI or Anthropic client: tool calls receipted,
  answers checked, revised once or blocked (`AnswerBlocked`).
- `nyaya.crosscheck(answer)` checks an answer that came with no receipts (cited URLs
  re-fetched SSRF-safely, arithmetic replayed, dates, schema, corroboration); its
  parts are importable from the package: ``from nyaya.crosscheck import SafeFetcher``.
- `nyaya.validate_run` / `CallValidator` check tool calls before they run (Stage 1).
- `nyaya.claims.extract(answer)` is the claims layer on its own.
- `nyaya.attest` holds the Pramana attestation wire format, the lifecycle and the
  audit trail; `verify_bundle` re-verifies an audit bundle offline.

Errors all derive from `nyaya.NyayaError` (see `nyaya.errors`).
"""

from __future__ import annotations

import typing as _typing

from nyaya import _lazy
from nyaya.errors import AnswerBlocked as AnswerBlocked
from nyaya.errors import BackendUnavailable as BackendUnavailable
from nyaya.errors import BadInput as BadInput
from nyaya.errors import NyayaError as NyayaError
from nyaya.errors import VerificationFailed as VerificationFailed

# Each public name beyond the errors and the module that defines it. `import nyaya` loads
# none of them: the engine, CLI, report rendering, stores, attestations and optional
# back-ends load on the first attribute access (PEP 562), so a caller pays only for what
# it uses. The TYPE_CHECKING block below gives type checkers the same names eagerly.
_HOMES: dict[str, str] = {
    "AuditTrail": "nyaya.attest",
    "CallValidator": "nyaya.toolcalls",
    "ClaimAttestation": "nyaya.attest",
    "Constitution": "nyaya.policy",
    "HallucinationReport": "nyaya.report",
    "KeyRing": "nyaya.receipts",
    "Ledger": "nyaya.receipts",
    "Lifecycle": "nyaya.attest",
    "Receipt": "nyaya.receipts",
    "Run": "nyaya.run",
    "ToolResult": "nyaya.receipts",
    "ToolRuntime": "nyaya.receipts",
    "VerificationOutcome": "nyaya.attest",
    "check": "nyaya.engine",
    "crosscheck": "nyaya.crosscheck",
    "evaluate_receipt": "nyaya.receipts",
    "guard": "nyaya.integrations.guard",
    "issue_receipt": "nyaya.receipts",
    "load_run": "nyaya.formats",
    "run_with_retries": "nyaya.toolcalls",
    "validate_run": "nyaya.toolcalls",
    "verify_bundle": "nyaya.attest",
    "verify_receipt": "nyaya.receipts",
}

if _typing.TYPE_CHECKING:
    from nyaya.attest import AuditTrail as AuditTrail
    from nyaya.attest import ClaimAttestation as ClaimAttestation
    from nyaya.attest import Lifecycle as Lifecycle
    from nyaya.attest import VerificationOutcome as VerificationOutcome
    from nyaya.attest import verify_bundle as verify_bundle
    from nyaya.crosscheck import crosscheck as crosscheck
    from nyaya.engine import check as check
    from nyaya.formats import load_run as load_run
    from nyaya.integrations.guard import guard as guard
    from nyaya.policy import Constitution as Constitution
    from nyaya.receipts import KeyRing as KeyRing
    from nyaya.receipts import Ledger as Ledger
    from nyaya.receipts import Receipt as Receipt
    from nyaya.receipts import ToolResult as ToolResult
    from nyaya.receipts import ToolRuntime as ToolRuntime
    from nyaya.receipts import evaluate_receipt as evaluate_receipt
    from nyaya.receipts import issue_receipt as issue_receipt
    from nyaya.receipts import verify_receipt as verify_receipt
    from nyaya.report import HallucinationReport as HallucinationReport
    from nyaya.run import Run as Run
    from nyaya.toolcalls import CallValidator as CallValidator
    from nyaya.toolcalls import run_with_retries as run_with_retries
    from nyaya.toolcalls import validate_run as validate_run

__version__ = "0.1.0"

__all__ = [
    "AnswerBlocked",
    "AuditTrail",
    "BackendUnavailable",
    "BadInput",
    "CallValidator",
    "ClaimAttestation",
    "Constitution",
    "HallucinationReport",
    "KeyRing",
    "Ledger",
    "Lifecycle",
    "NyayaError",
    "Receipt",
    "Run",
    "ToolResult",
    "ToolRuntime",
    "VerificationFailed",
    "VerificationOutcome",
    "__version__",
    "check",
    "crosscheck",
    "evaluate_receipt",
    "guard",
    "issue_receipt",
    "load_run",
    "run_with_retries",
    "validate_run",
    "verify_bundle",
    "verify_receipt",
]


__getattr__, __dir__ = _lazy.exports(__name__, _HOMES)
