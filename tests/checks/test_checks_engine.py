"""The engine end to end: status, trust, gate, timings, and what cannot be checked."""

from __future__ import annotations

from nyaya.engine import MAX_CHECKED_CHARS, check
from nyaya.pipeline import MAX_CHECKED_MENTIONS, STAGES
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
    report = check({**RUN, "response": ""})
    assert report.trust_level == "ungrounded"
    assert report.action != "emit"
    assert any("empty" in n for n in report.notes)
    assert report.decision is not None and report.decision.rule == "fail_closed"


def test_huge_answer_says_what_was_not_checked():
    text = "You have 1 email from Alice. " + "x" * (MAX_CHECKED_CHARS + 10)
    report = check({**RUN, "response": text})
    assert report.trust_level != "fully_verified"
    assert report.action != "emit"
    assert any("only the first" in n for n in report.notes)


def test_clean_answer_emits_fully_verified_and_times_every_stage():
    report = check({**RUN, "response": "You have 1 email from Alice about the Deadline."})
    assert (report.action, report.trust_level) == ("emit", "fully_verified")
    assert [f for f in report.findings if f.action in ("revise", "block")] == []
    assert set(report.timings_ms) >= {name for name, _ in STAGES} | {"total"}
    assert report.decision is not None and report.decision.rule == "clean"


def test_conversational_answer_is_not_verified_but_emits():
    report = check({**RUN, "response": "Would you like me to reply to her?"})
    assert report.claims[0].status == "unverifiable"
    assert report.trust_level == "ungrounded"
    assert report.action == "emit"


def test_policy_action_per_finding_type_is_honoured():
    run = {**RUN, "response": "You have 4 emails from Alice."}
    warn = Constitution.from_dict({"actions": {"count_mismatch": "warn"}})
    assert check(run, policy=warn).action == "emit"
    assert check(run).action == "revise"
    assert check(run, policy=Constitution.default("paranoid")).action == "block"


def test_the_decision_names_the_findings_that_set_the_action():
    report = check({**RUN, "response": "You have 4 emails from Alice."})
    decision = report.decision
    assert decision is not None and decision.rule == "finding_action"
    assert [report.findings[i].type for i in decision.findings] == ["count_mismatch"]


def test_unsupported_values_revise_only_under_a_strict_policy():
    run = {**RUN, "response": "Your balance is $25,000."}
    assert check(run).action == "emit"
    strict = Constitution.from_dict({"strict_unsupported": True})
    assert check(run, policy=strict).action != "emit"


def test_domain_rule_blocks_unverified_large_number():
    run = {**RUN, "response": "Your balance is $25,000."}
    policy = Constitution.from_dict(
        {"rules": [{"name": "big", "kind": "numbers", "min_value": 10000, "action": "block"}]}
    )
    report = check(run, policy=policy)
    assert report.action == "block"
    assert any(f.type == "unsupported_claim" and f.action == "block" for f in report.findings)


def test_report_json_round_trips():
    report = check({**RUN, "response": "You have 1 email."})
    again = type(report).model_validate_json(report.model_dump_json())
    assert again == report


def test_answer_of_thousands_of_values_is_checked_up_to_the_mention_budget() -> None:
    # no stop in 60,000 characters of numbers, names and dates: the sentence is cut into
    # bounded pieces and the claims past MAX_CHECKED_MENTIONS are not checked
    text = " ".join(["You have 1 email from Alice about the Deadline, 1 in all"] * 1_500)
    report = check({**RUN, "response": text})
    assert report.action != "emit"
    assert report.decision is not None and report.decision.rule == "fail_closed"
    assert any(f"more than {MAX_CHECKED_MENTIONS}" in n for n in report.notes)
    assert 1 < len(report.claims) < 1_500


def test_answer_under_the_mention_budget_is_checked_whole() -> None:
    text = " ".join(["You have 1 email from Alice."] * 39)
    report = check({**RUN, "response": text})
    assert not any("only the first" in n for n in report.notes)
    assert len(report.claims) == 39


def test_a_count_is_verified_in_a_run_of_a_thousand_identical_calls() -> None:
    calls = [
        {
            "id": f"c{i}",
            "tool": "email_search",
            "arguments": {},
            "output": {"results": [{"from": "Alice"}, {"from": "Alice"}]},
        }
        for i in range(1_000)
    ]
    report = check({**RUN, "calls": calls, "response": "You have 2 emails from Alice."})
    assert not [f for f in report.findings if f.type == "internal_error"]
    assert [c.status for c in report.claims] == ["verified"]
