"""The engine end to end on hand-built claims: status, trust, gate, and what cannot be checked."""

from __future__ import annotations

from decimal import Decimal

from nyaya.claims.model import Extraction
from nyaya.engine import MAX_CHECKED_CHARS, check
from nyaya.policy import Constitution

RUN = {
    "run_id": "r1",
    "user": "Any mail from Alice?",
    "tools": [{"name": "email_search", "description": "Search the inbox"}],
    "calls": [
        {
            "id": "c1",
            "tool": "email_search",
            "arguments": {},
            "output": [{"from": "Alice", "subject": "Deadline"}],
        }
    ],
}


def test_empty_answer_is_never_fully_verified():
    report = check({**RUN, "response": ""}, extraction=Extraction((), (), False, "en", 0))
    assert report.trust_level == "ungrounded"
    assert report.action != "emit"
    assert any("empty" in n for n in report.notes)


def test_huge_answer_says_what_was_not_checked(answer):
    text = "You have 1 email from Alice. " + "x" * (MAX_CHECKED_CHARS + 10)
    built = answer(text).claim(
        "You have 1 email from Alice.",
        mentions=[("number", "1", Decimal(1), "email"), ("entity", "Alice", "Alice")],
    )
    report = check({**RUN, "response": text}, extraction=built.extraction())
    assert report.trust_level != "fully_verified"
    assert report.action != "emit"
    assert any("only the first" in n for n in report.notes)
    assert any(f.type == "unsupported_claim" and f.claim_id is None for f in report.findings)


def test_clean_answer_emits_fully_verified(answer, run_check):
    text = "You have 1 email from Alice about the Deadline."
    built = answer(text).claim(
        text, mentions=[("number", "1", Decimal(1), "email"), ("entity", "Alice", "Alice")]
    )
    report = run_check(RUN, built)
    assert (report.action, report.trust_level) == ("emit", "fully_verified")
    assert report.findings == []
    assert set(report.timings_ms) >= {"toolcalls", "receipts", "claims", "checks", "gate", "total"}


def test_conversational_answer_is_not_verified_but_emits(answer, run_check):
    text = "Would you like me to reply to her?"
    built = answer(text).claim(text, pramana="ungrounded")
    report = run_check(RUN, built)
    assert report.claims[0].status == "unverifiable"
    assert report.trust_level == "ungrounded"
    assert report.action == "emit"


def test_policy_action_per_finding_type_is_honoured(answer, run_check):
    text = "You have 4 emails."
    built = answer(text).claim(text, mentions=[("number", "4", Decimal(4), "emails")])
    warn = Constitution.from_dict({"actions": {"count_mismatch": "warn"}})
    assert run_check(RUN, built, policy=warn).action == "emit"
    assert run_check(RUN, built).action == "revise"
    assert run_check(RUN, built, policy=Constitution.default("paranoid")).action == "block"


def test_domain_rule_blocks_unverified_large_number(answer, run_check):
    text = "Your balance is $25,000."
    built = answer(text).claim(text, mentions=[("money", "$25,000", Decimal(25000), "USD")])
    policy = Constitution.from_dict(
        {"rules": [{"name": "big", "kind": "numbers", "min_value": 10000, "action": "block"}]}
    )
    report = run_check(RUN, built, policy=policy)
    assert report.action == "block"
    assert any(f.type == "unsupported_claim" and f.action == "block" for f in report.findings)


def test_report_json_round_trips(answer, run_check):
    text = "You have 1 email."
    built = answer(text).claim(text, mentions=[("number", "1", Decimal(1), "email")])
    report = run_check(RUN, built)
    again = type(report).model_validate_json(report.model_dump_json())
    assert again == report
