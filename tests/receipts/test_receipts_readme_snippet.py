"""The README's receipts snippet runs as written (kept here so it cannot rot)."""

from __future__ import annotations

import pytest

from nyaya.receipts import KeyRing, Ledger, Receipt, ToolRuntime


def test_readme_snippet(capsys: pytest.CaptureFixture[str]) -> None:
    ring = KeyRing.generate("ed25519")
    runtime = ToolRuntime(ring, ledger=Ledger.memory(), run_id="demo")

    @runtime.tool
    def email_search(sender: str) -> list[dict[str, str]]:
        return [{"from": sender, "subject": "Deadline"}]

    result = runtime.call("email_search", {"sender": "Alice"})
    receipt = Receipt.from_dict(result.receipt.to_dict())  # what an auditor receives
    assert runtime.ledger is not None
    print(receipt.result_count, receipt.facts, runtime.ledger.verify(ring.public()))
    assert capsys.readouterr().out == "1 {'0.from': 'Alice', '0.subject': 'Deadline'} 1\n"
