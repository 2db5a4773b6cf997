"""bad_receipt: signed receipts are verified and bound to their call; bad evidence is not used."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from nyaya.receipts import KeyRing, issue_receipt

NOW = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
OUTPUT = [{"from": "Alice", "subject": "Deadline"}, {"from": "Bob", "subject": "Lunch"}]


def signed_run(ring: KeyRing, output: Any = OUTPUT, **override: Any) -> dict[str, Any]:
    receipt = issue_receipt(
        ring,
        run_id="r1",
        call_id="c1",
        tool="email_search",
        arguments={},
        output=OUTPUT,
        timestamp=NOW,
    ).to_dict()
    receipt.update(override)
    return {
        "run_id": "r1",
        "user": "Any mail?",
        "tools": [{"name": "email_search", "description": "Search the inbox"}],
        "calls": [
            {
                "id": "c1",
                "tool": "email_search",
                "arguments": {},
                "output": output,
                "receipt": receipt,
            }
        ],
    }


def two_emails(answer: Any) -> Any:
    text = "You have 2 emails."
    return answer(text).claim(text, mentions=[("number", "2", Decimal(2), "emails")])


def test_signed_receipt_verifies_and_is_signed_evidence(answer, run_check, finding_types):
    ring = KeyRing.generate("ed25519")
    report = run_check(signed_run(ring), two_emails(answer), keys=ring, now=NOW)
    assert finding_types(report) == []
    assert report.evidence == "signed"
    assert report.claims[0].status == "verified"
    assert report.claims[0].score == 1.0


def test_tampered_output_is_bad_receipt_and_not_used(answer, run_check, finding_types):
    ring = KeyRing.generate("hmac")
    tampered = [*OUTPUT, {"from": "Eve", "subject": "Injected"}]
    text = "You have 3 emails."
    built = answer(text).claim(text, mentions=[("number", "3", Decimal(3), "emails")])
    report = run_check(signed_run(ring, tampered), built, keys=ring, now=NOW)
    assert finding_types(report) == ["bad_receipt"]
    assert "output_hash" in report.findings[0].message
    assert report.claims[0].status != "verified"
    assert report.action == "block"


def test_edited_signed_field_is_bad_receipt(answer, run_check, finding_types):
    ring = KeyRing.generate("hmac")
    report = run_check(signed_run(ring, result_count=5), two_emails(answer), keys=ring, now=NOW)
    assert finding_types(report) == ["bad_receipt"]


def test_unknown_key_is_bad_receipt(answer, run_check, finding_types):
    report = run_check(
        signed_run(KeyRing.generate("hmac")),
        two_emails(answer),
        keys=KeyRing.generate("hmac"),
        now=NOW,
    )
    assert finding_types(report) == ["bad_receipt"]
    assert "key" in report.findings[0].message


def test_unparsable_receipt_is_bad_receipt(answer, run_check, finding_types):
    run = signed_run(KeyRing.generate("hmac"))
    run["calls"][0]["receipt"] = {"id": "rcpt_x", "nonsense": True}
    report = run_check(run, two_emails(answer), keys=KeyRing.generate("hmac"), now=NOW)
    assert finding_types(report) == ["bad_receipt"]


def test_receipt_without_key_ring_is_log_evidence_with_a_note(answer, run_check, finding_types):
    report = run_check(signed_run(KeyRing.generate("hmac")), two_emails(answer), now=NOW)
    assert finding_types(report) == []
    assert report.evidence == "log"
    assert any("no key ring" in n for n in report.notes)


def test_plain_transcript_is_receipted_as_log(answer, run_check):
    run = signed_run(KeyRing.generate("hmac"))
    del run["calls"][0]["receipt"]
    report = run_check(run, two_emails(answer), now=NOW)
    assert report.evidence == "log"
    assert report.claims[0].score == 0.95
    assert report.claims[0].evidence[0].receipt_id.startswith("rcpt_")
