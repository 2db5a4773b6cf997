"""The report explains itself: the deciding rule, policy, findings and score; pramana names
with their English labels; a finding's reason code and witness when the checks give them."""

from __future__ import annotations

import json
from pathlib import Path

from nyaya import check, load_run
from nyaya.formats import render_html, render_json, render_text
from nyaya.formats.render import PRAMANA_LABELS, pramana_label
from nyaya.policy import bundled
from nyaya.report import PRAMANAS, Witness

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def hallucinated():
    run = load_run(json.loads((EXAMPLES / "hallucinated_run.json").read_text(encoding="utf-8")))
    return run, check(run, policy=bundled("general"))


def test_every_pramana_has_an_english_label() -> None:
    assert set(PRAMANA_LABELS) == set(PRAMANAS)
    assert pramana_label("pratyaksa") == "pratyaksa — observed"
    assert pramana_label("ungrounded") == "ungrounded"


def test_text_names_rule_policy_and_deciding_findings() -> None:
    run, report = hallucinated()
    assert report.decision is not None and report.decision.findings
    text = render_text(report, run.response).plain
    decision = text.split("Decision\n", 1)[1]
    assert f"{report.action.upper()} by rule {report.decision.rule}" in decision
    assert f"policy {report.decision.policy}" in decision
    for i in report.decision.findings:
        assert f"#{i + 1} {report.findings[i].type}" in decision
    assert "pratyaksa — observed" in text


def test_html_and_json_carry_the_same_decision() -> None:
    run, report = hallucinated()
    page = render_html(report, run.response)
    assert 'id="decision"' in page
    assert f"by rule {report.decision.rule}" in page
    assert page.count("finding act-") == len(report.findings)
    assert page.count(' deciding"') == len(report.decision.findings)
    assert json.loads(render_json(report))["decision"]["rule"] == report.decision.rule


def test_reason_and_witness_are_shown_when_present() -> None:
    run, report = hallucinated()
    witness = Witness(kind="total", receipt_id="rcpt_x", pointer="/results", value=2)
    first = report.findings[0].model_copy(update={"reason": "count_total", "witness": witness})
    report = report.model_copy(update={"findings": [first, *report.findings[1:]]})
    text = render_text(report, run.response).plain
    assert "reason: count_total" in text and "witness: total receipt rcpt_x at /results = 2" in text
    page = render_html(report, run.response)
    assert "count_total" in page and "receipt rcpt_x at /results = 2" in page


def test_a_run_s_fifty_thousand_newlines_are_one_bounded_line_of_the_text_report() -> None:
    data = json.loads((EXAMPLES / "openai_transcript.json").read_text(encoding="utf-8"))
    function = data["tools"][0]["function"]
    function["parameters"]["required"] = ["\n" * 50_000]  # quoted by the finding and witness
    report = check(data)
    text = render_text(report, "").plain
    assert any(f.type == "invalid_tool_call" for f in report.findings)
    assert text.count("\n") < 100 and len(text) < 20_000
