"""The failure classes of real agent answers, one test (or table) per class, written for
these tests in the four languages. A correct answer must pass; a wrong one must be caught
with a witness. None of these sentences comes from a dataset."""

from __future__ import annotations

import pytest

from nyaya.checks.base import CheckContext, Outcome
from nyaya.report import ClaimResult
from runkit import checked, kinds, show

SYSTEM_EN = (
    "You are Dockside Assist. Today is Tuesday, 2026-03-10. "
    "Member: Ilse Varga (member no. LX-55012)."
)

# ---- context is evidence ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Your membership LX-55012 is active until April 30.", "en"),
        ("Tu membresía LX-55012 está activa hasta el 30 de abril.", "es"),
        ("आपकी सदस्यता LX-55012 30 अप्रैल तक सक्रिय है।", "hi"),
        ("你的会员 LX-55012 有效期到 4 月 30 日。", "zh"),
    ],
)
def test_an_id_the_system_prompt_states_is_grounded_and_may_be_passed_to_a_tool(answer, language):
    report = checked(
        answer,
        (
            "get_membership",
            {"member_no": "LX-55012"},
            {"status": "active", "valid_until": "2026-04-30"},
        ),
        system=SYSTEM_EN,
        language=language,
    )
    assert report.action == "emit", show(report)
    assert not [v for v in report.tool_call_validations if v.status == "invalid"]
    evidence = [e for c in report.claims for e in c.evidence]
    assert any(e.source in ("context", "output") and e.value == "LX-55012" for e in evidence)


def test_a_name_the_user_gave_is_context_not_invention():
    report = checked(
        "I've added Marisol Quintero as the second driver.",
        ("add_driver", {"name": "Marisol Quintero"}, {"ok": True, "drivers": 2}),
        user="Please add my sister Marisol Quintero as a driver.",
    )
    assert report.action == "emit", show(report)


# ---- relative and natural dates against the run's now --------------------------------------


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Your locker is booked for tomorrow, Wednesday.", "en"),
        ("Tu taquilla está reservada para mañana miércoles.", "es"),
        ("आपका लॉकर कल, बुधवार के लिए बुक है।", "hi"),
        ("你的储物柜订在明天，周三。", "zh"),
    ],
)
def test_tomorrow_and_its_weekday_resolve_against_the_system_prompts_today(answer, language):
    report = checked(
        answer,
        ("book_locker", {"date": "2026-03-11"}, {"booking": "LK-2", "date": "2026-03-11"}),
        system=SYSTEM_EN,
        language=language,
    )
    assert report.action == "emit", show(report)
    assert "fact_mismatch" not in kinds(report)


def test_a_clock_time_shown_in_the_zone_the_run_names_is_the_same_instant():
    report = checked(
        "The call is at 6:30 PM Pacific on Monday.",
        ("get_slot", {}, {"start": "2026-03-17T01:30:00Z"}),
        system="Today is 2026-03-12. The user is in America/Los_Angeles.",
    )
    assert report.action == "emit", show(report)


# ---- derived values ------------------------------------------------------------------------

ORDER = {
    "lines": [
        {"sku": "A1", "qty": 2, "amount": 12.50},
        {"sku": "B2", "qty": 1, "amount": 40.00},
        {"sku": "C3", "qty": 3, "amount": 7.25},
    ]
}


@pytest.mark.parametrize(
    "answer",
    [
        "The three lines come to $59.75 in total.",
        "The lines average about $19.92.",
        "Line B2 costs $27.50 more than line A1.",
        "Line B2 is about 67% of the order.",
    ],
)
def test_totals_averages_differences_and_shares_are_verified_with_their_derivation(answer):
    report = checked(answer, ("get_order", {"id": "O-1"}, ORDER))
    assert report.action == "emit", show(report)
    derived = [e for c in report.claims for e in c.evidence if e.source == "derived"]
    assert derived and all(e.derivation for e in derived), show(report)


def test_a_filtered_count_of_a_list_is_verified():
    runs_ = {
        "runs": [
            {"name": n, "conclusion": c}
            for n, c in [
                ("lint", "success"),
                ("unit", "failure"),
                ("build", "success"),
                ("e2e", "skipped"),
            ]
        ]
    }
    report = checked("2 of the 4 checks succeeded.", ("list_checks", {}, runs_))
    assert report.action == "emit", show(report)


# ---- formats -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "output", "language"),
    [
        ("El saldo es de 1.234,56 €.", {"balance_eur": 1234.56}, "es"),
        ("Hay 6.400 unidades en el almacén.", {"units": 6400}, "es"),
        ("कुल राशि ₹1,25,000 है।", {"total_inr": 125000}, "hi"),
        ("कुल राशि लगभग 1.25 लाख रुपये है।", {"total_inr": 125000}, "hi"),
        ("总价约 12.6 万元。", {"total_cny": 125980}, "zh"),
        ("Three rooms are free tonight.", {"rooms_free": 3}, "en"),
        (
            "You were charged $338.24 at the hardware store.",
            {"amount": -338.24, "type": "debit"},
            "en",
        ),
        ("Churn was 5.3% last month.", {"churn_rate": 0.05312}, "en"),
        ("The part costs $18.99.", {"price_cents": 1899}, "en"),
        ("The ride took about 21 minutes.", {"duration_ms": 1272000}, "en"),
    ],
)
def test_numbers_are_compared_as_values_across_formats(answer, output, language):
    report = checked(answer, ("lookup", {}, output), language=language)
    assert report.action == "emit", show(report)
    assert report.claims[0].status == "verified", show(report)


# ---- values inside free text --------------------------------------------------------------


def test_a_value_inside_an_email_body_is_found():
    mail = {
        "messages": [
            {
                "from": "billing@harbourlight.example",
                "subject": "Your March statement",
                "body": "Hello, your March statement is ready. The amount due is $212.40 and "
                "it must be paid by March 28. Thank you for staying with us.",
            }
        ]
    }
    report = checked(
        "Your March statement says $212.40 is due by March 28.", ("search_mail", {}, mail)
    )
    assert report.action == "emit", show(report)
    assert report.claims[0].status == "verified", show(report)


# ---- the right field, not a near one ------------------------------------------------------


def test_net_pay_is_not_compared_with_the_deductions_total():
    payslip = {"gross": 5200.0, "deductions_total": 1310.5, "net_pay": 3889.5}
    report = checked("Your net pay this month is $3,889.50.", ("get_payslip", {}, payslip))
    assert report.action == "emit", show(report)
    assert "fact_mismatch" not in kinds(report)


def test_a_wrong_value_under_the_named_label_is_a_fact_mismatch_with_its_witness():
    slot = {"pickup": {"at": "2026-03-12T09:30:00-05:00", "place": "Dock 4"}}
    report = checked(
        "**Pickup:** Thursday, March 12 at 10:30 AM at Dock 4.", ("get_booking", {}, slot)
    )
    assert "fact_mismatch" in kinds(report), show(report)
    finding = next(f for f in report.findings if f.type == "fact_mismatch")
    assert finding.witness is not None and finding.witness.pointer == "/pickup/at"


def test_a_name_from_another_record_is_a_fact_mismatch():
    slots = {
        "slots": [
            {"start": "2026-03-12T09:00:00", "advisor": "Dana Okoro"},
            {"start": "2026-03-13T11:00:00", "advisor": "Felix Brandt"},
        ]
    }
    report = checked(
        "You're booked on Thursday, March 12 at 9:00 AM with Felix Brandt.",
        ("list_slots", {}, slots),
    )
    assert "fact_mismatch" in kinds(report), show(report)


# ---- warmth is not inference ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Happy to help, and I hope the move goes smoothly!", "en"),
        ("¡Con gusto! Que disfrutes el viaje.", "es"),
        ("मदद करके खुशी हुई, आपकी यात्रा शुभ हो!", "hi"),
        ("很高兴能帮到你，祝你旅途愉快！", "zh"),
    ],
)
def test_pleasantries_are_no_inference(answer, language):
    report = checked(answer, ("noop", {}, {"ok": True}), language=language)
    assert "inference_as_fact" not in kinds(report), show(report)
    assert report.action == "emit"


# ---- the misses ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Your table is reserved. I've also emailed you a copy of the confirmation.", "en"),
        ("Tu mesa está reservada. También te envié la confirmación por correo.", "es"),
        ("आपकी टेबल बुक हो गई है। मैंने आपको कन्फ़र्मेशन ईमेल भी भेज दिया है।", "hi"),
        ("你的桌位已经订好了，我也已经把确认邮件发给你了。", "zh"),
    ],
)
def test_an_action_no_call_performed_is_a_fabricated_tool_call(answer, language):
    report = checked(
        answer,
        ("reserve_table", {"party": 2}, {"reservation": "RT-88", "status": "confirmed"}),
        tools=["send_email"],
        language=language,
    )
    assert "fabricated_tool_call" in kinds(report), show(report)
    finding = next(f for f in report.findings if f.type == "fabricated_tool_call")
    assert finding.witness is not None and finding.witness.kind in ("calls", "error")


def test_an_action_a_call_performed_is_supported():
    report = checked(
        "I've sent the invoice to your accountant.",
        ("send_email", {"to": "acct@example.org"}, {"status": "sent", "id": "m-1"}),
    )
    assert "fabricated_tool_call" not in kinds(report), show(report)


ISSUES = {"issues": [{"key": f"PX-{i}", "state": "open"} for i in range(9)], "total": 9}


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("There are 12 open issues in the project.", "en"),
        ("Hay 12 incidencias abiertas en el proyecto.", "es"),
        ("प्रोजेक्ट में 12 खुले issues हैं।", "hi"),
        ("项目里有 12 个未关闭的问题。", "zh"),
    ],
)
def test_a_count_that_is_not_the_list_is_a_count_mismatch(answer, language):
    report = checked(answer, ("search_issues", {"state": "open"}, ISSUES), language=language)
    assert "count_mismatch" in kinds(report), show(report)
    finding = next(f for f in report.findings if f.type == "count_mismatch")
    assert finding.witness is not None and finding.witness.value == 9


def test_the_right_count_passes():
    report = checked("There are 9 open issues in the project.", ("search_issues", {}, ISSUES))
    assert report.action == "emit", show(report)


def test_no_rows_when_the_query_returned_rows_is_a_false_absence():
    rows = {
        "rows": [{"player": "p-1", "spent": 620}, {"player": "p-7", "spent": 540}],
        "row_count": 2,
    }
    report = checked(
        "The query ran fine but no players matched: there are no rows.",
        ("run_sql", {"sql": "select ..."}, rows),
    )
    assert "false_absence" in kinds(report), show(report)


def test_an_empty_result_reported_as_empty_passes():
    report = checked(
        "No open tickets came back for that customer.",
        ("search_tickets", {}, {"tickets": [], "total": 0}),
    )
    assert report.action == "emit", show(report)


def test_a_failed_lookup_reported_as_nothing_found_is_a_false_absence():
    report = checked(
        "There are no travel warnings for that country right now.",
        ("get_travel_warnings", {"country": "NZ"}, None),
        errors={0: "503 Service Unavailable"},
    )
    assert "false_absence" in kinds(report), show(report)


def test_a_failed_lookup_reported_as_a_failure_passes():
    report = checked(
        "I couldn't load the travel warnings: the service returned an error.",
        ("get_travel_warnings", {"country": "NZ"}, None),
        errors={0: "503 Service Unavailable"},
    )
    assert "false_absence" not in kinds(report), show(report)


@pytest.mark.parametrize(
    ("answer", "flagged"),
    [
        ("Prices for this route will definitely rise next week, so book today.", True),
        (
            "Prices for this route might rise next week, so booking today could save you money.",
            False,
        ),
    ],
)
def test_an_unhedged_prediction_is_inference_as_fact_and_a_hedged_one_is_not(answer, flagged):
    report = checked(answer, ("search_fares", {}, {"fares": [{"flight": "NX12", "price": 180}]}))
    assert ("inference_as_fact" in kinds(report)) is flagged, show(report)


def test_an_invented_total_is_unsupported_not_verified_and_not_withheld():
    report = checked(
        "That brings it to $999 in total.",
        ("get_cart", {}, {"items": [{"price": 12.0}, {"price": 30.0}]}),
    )
    assert report.action == "emit", show(report)
    assert report.trust_level != "fully_verified"
    assert report.claims[0].status == "unsupported"


def test_a_url_no_output_contains_is_source_fabrication():
    report = checked(
        "The policy is explained at https://help.example.org/returns-policy.",
        (
            "web_search",
            {"q": "returns"},
            {"results": [{"url": "https://help.example.org/shipping"}]},
        ),
    )
    assert "source_fabrication" in kinds(report), show(report)


def test_a_named_report_no_output_mentions_is_source_fabrication():
    report = checked(
        "According to Brightwell's 2025 Customer Trust Report, most buyers read three reviews.",
        ("get_reviews", {}, {"reviews": [{"stars": 5, "text": "great"}]}),
    )
    assert "source_fabrication" in kinds(report), show(report)


# ---- fail closed ---------------------------------------------------------------------------


def test_a_check_that_raises_is_an_internal_error_and_withholds_the_answer(monkeypatch):
    import nyaya.checks as checks

    def broken(ctx: CheckContext, view: object) -> Outcome:
        raise ZeroDivisionError("a bug in a check")

    monkeypatch.setattr(checks, "CHECKS", (*checks.CHECKS, ("broken", broken)))
    report = checked("Your order shipped.", ("get_order", {}, {"status": "shipped"}))
    assert report.action != "emit"
    error = next(f for f in report.findings if f.type == "internal_error")
    assert "check:broken" in error.message and "ZeroDivisionError" in error.message
    assert report.decision is not None and report.decision.rule in ("fail_closed", "finding_action")


# ---- every finding that changes the action has a witness and a reason ----------------------


def test_findings_that_change_the_action_carry_a_witness_and_a_reason():
    report = checked(
        "You have 4 messages. I also archived the old ones. See https://mail.example.com/x.",
        ("search_messages", {}, {"messages": [{"id": "m1"}, {"id": "m2"}]}),
        tools=["archive_messages"],
    )
    gating = [f for f in report.findings if f.action in ("revise", "block")]
    assert gating
    for f in gating:
        assert f.witness is not None, f
        assert f.reason and f.reason != "unspecified", f


def _statuses(claims: list[ClaimResult]) -> list[str]:
    return [c.status for c in claims]
