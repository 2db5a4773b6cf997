"""Signed tool receipts: keys, canonical bytes, the `Receipt`, the `ToolRuntime` and the `Ledger`.

Start with `ToolRuntime` (runs tools, signs receipts) and `KeyRing` (the keys);
`verify_receipt` / `evaluate_receipt` check a receipt; `Ledger` keeps them.
Each name loads its module on first use: the canonical bytes and the keys do not
load the runtime or the ledger (nor, through the ledger, the stores).
"""

from __future__ import annotations

import typing as _typing

from nyaya import _lazy

_HOMES = {
    "Alg": "nyaya.receipts.keys",
    "BindingProblem": "nyaya.receipts.binding",
    "BindingReason": "nyaya.receipts.binding",
    "CallContext": "nyaya.receipts.runtime",
    "CallValidator": "nyaya.receipts.runtime",
    "CanonicalizationError": "nyaya.receipts.canonical",
    "DEFAULT_EXTRACTOR": "nyaya.receipts.extract",
    "DEFAULT_MAX_AGE": "nyaya.receipts.binding",
    "DEFAULT_SKEW": "nyaya.receipts.binding",
    "DefaultExtractor": "nyaya.receipts.extract",
    "Ed25519Signer": "nyaya.receipts.keys",
    "Extractor": "nyaya.receipts.extract",
    "ExtractorRegistry": "nyaya.receipts.extract",
    "FactValue": "nyaya.receipts.extract",
    "HmacSigner": "nyaya.receipts.keys",
    "KeyRing": "nyaya.receipts.keys",
    "Ledger": "nyaya.receipts.ledger",
    "PathExtractor": "nyaya.receipts.extract",
    "RECEIPTS_STREAM": "nyaya.receipts.ledger",
    "RECEIPT_DOMAIN": "nyaya.receipts.receipt",
    "RECEIPT_VERSION": "nyaya.receipts.receipt",
    "Receipt": "nyaya.receipts.receipt",
    "ReceiptCheck": "nyaya.receipts.receipt",
    "ReceiptReason": "nyaya.receipts.receipt",
    "ReceiptStatus": "nyaya.receipts.receipt",
    "RegisteredTool": "nyaya.receipts.runtime",
    "Signature": "nyaya.receipts.keys",
    "Signer": "nyaya.receipts.keys",
    "ToolDenied": "nyaya.receipts.runtime",
    "ToolResult": "nyaya.receipts.runtime",
    "ToolRuntime": "nyaya.receipts.runtime",
    "bind_check": "nyaya.receipts.binding",
    "canonical_json": "nyaya.receipts.canonical",
    "count_results": "nyaya.receipts.extract",
    "create_key_file": "nyaya.receipts.keys",
    "evaluate_receipt": "nyaya.receipts.receipt",
    "evaluate_receipts": "nyaya.receipts.receipt",
    "extract_facts": "nyaya.receipts.extract",
    "input_hash": "nyaya.receipts.canonical",
    "issue_receipt": "nyaya.receipts.receipt",
    "issue_receipts": "nyaya.receipts.receipt",
    "output_bytes": "nyaya.receipts.canonical",
    "output_hash": "nyaya.receipts.canonical",
    "sha256_hex": "nyaya.receipts.canonical",
    "signed_bytes": "nyaya.receipts.canonical",
    "to_jsonable": "nyaya.receipts.canonical",
    "verify_receipt": "nyaya.receipts.receipt",
    "verify_receipts": "nyaya.receipts.receipt",
    "write_key_file": "nyaya.receipts.keys",
}

if _typing.TYPE_CHECKING:
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
    from nyaya.receipts.ledger import (
        RECEIPTS_STREAM,
        Ledger,
    )
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

__getattr__, __dir__ = _lazy.exports(__name__, _HOMES)
