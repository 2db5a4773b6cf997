"""Signed tool receipts: keys, canonical bytes, the `Receipt`, the `ToolRuntime` and the `Ledger`.

Start with `ToolRuntime` (runs tools, signs receipts) and `KeyRing` (the keys);
`verify_receipt` / `evaluate_receipt` check a receipt; `Ledger` keeps them.
"""

from __future__ import annotations

from nyaya.receipts.binding import (
    DEFAULT_MAX_AGE,
    DEFAULT_SKEW,
    BindingProblem,
    BindingReason,
    bind_check,
)
from nyaya.receipts.canonical import (
    CanonicalizationError,
    canonical_json,
    input_hash,
    output_bytes,
    output_hash,
    sha256_hex,
    signed_bytes,
    to_jsonable,
)
from nyaya.receipts.extract import (
    DEFAULT_EXTRACTOR,
    DefaultExtractor,
    Extractor,
    ExtractorRegistry,
    FactValue,
    PathExtractor,
    count_results,
    extract_facts,
)
from nyaya.receipts.keys import (
    Alg,
    Ed25519Signer,
    HmacSigner,
    KeyRing,
    Signature,
    Signer,
    create_key_file,
    write_key_file,
)
from nyaya.receipts.ledger import RECEIPTS_STREAM, Ledger
from nyaya.receipts.receipt import (
    RECEIPT_DOMAIN,
    RECEIPT_VERSION,
    Receipt,
    ReceiptCheck,
    ReceiptReason,
    ReceiptStatus,
    evaluate_receipt,
    evaluate_receipts,
    issue_receipt,
    issue_receipts,
    verify_receipt,
    verify_receipts,
)
from nyaya.receipts.runtime import (
    CallContext,
    CallValidator,
    RegisteredTool,
    ToolDenied,
    ToolResult,
    ToolRuntime,
)

__all__ = [
    "DEFAULT_EXTRACTOR",
    "DEFAULT_MAX_AGE",
    "DEFAULT_SKEW",
    "RECEIPTS_STREAM",
    "RECEIPT_DOMAIN",
    "RECEIPT_VERSION",
    "Alg",
    "BindingProblem",
    "BindingReason",
    "CallContext",
    "CallValidator",
    "CanonicalizationError",
    "DefaultExtractor",
    "Ed25519Signer",
    "Extractor",
    "ExtractorRegistry",
    "FactValue",
    "HmacSigner",
    "KeyRing",
    "Ledger",
    "PathExtractor",
    "Receipt",
    "ReceiptCheck",
    "ReceiptReason",
    "ReceiptStatus",
    "RegisteredTool",
    "Signature",
    "Signer",
    "ToolDenied",
    "ToolResult",
    "ToolRuntime",
    "bind_check",
    "canonical_json",
    "count_results",
    "create_key_file",
    "evaluate_receipt",
    "evaluate_receipts",
    "extract_facts",
    "input_hash",
    "issue_receipt",
    "issue_receipts",
    "output_bytes",
    "output_hash",
    "sha256_hex",
    "signed_bytes",
    "to_jsonable",
    "verify_receipt",
    "verify_receipts",
    "write_key_file",
]
