"""False-absence classes of helper abs9 where the denied thing is named by a noun the outputs
write in English: a possibility whose object is what is denied ("no hay opción de cambiarlo"
against ``exchange.allowed``), two things denied together when one of them is on file, a
one-word value that names the kind denied (``format: "live"``), and nouns whose concept the
lexicons lacked (an assessment, a penalty, an irregularity). Every example is written for
these tests; a true denial of the same shape must pass."""

from __future__ import annotations

from typing import Any

from runkit import checked, kinds, show, witness_of


def _pass_rules(exchange: bool, resale: bool) -> tuple[str, dict[str, Any], Any]:
    return (
        "get_pass_rules",
        {"pass_id": "SKI-88213"},
        {
            "pass_id": "SKI-88213",
            "resort": "Vall Fosca",
            "refundable": False,
            "exchange": {"allowed": exchange, "fee_eur": 5.0},
            "resale": {"enabled": resale, "payout_pct": 0.8},
        },
    )


# ---- a possibility denied: what it is a possibility of -----------------------------------


def test_spanish_no_option_to_exchange_when_exchange_is_allowed():
    answer = "El forfait no es reembolsable y no hay opción de cambiarlo por otro día."
    report = checked(answer, _pass_rules(True, False), language="es")
    assert witness_of(report, "false_absence").pointer.startswith("/exchange"), show(report)


def test_spanish_no_option_to_resell_when_resale_is_off():
    answer = "El forfait no es reembolsable y no hay opción de revenderlo."
    report = checked(answer, _pass_rules(True, False), language="es")
    assert "false_absence" not in kinds(report), show(report)


def test_english_no_option_to_exchange_when_exchange_is_allowed():
    answer = "The pass is not refundable, and there is no option to exchange it."
    report = checked(answer, _pass_rules(True, False))
    assert witness_of(report, "false_absence").pointer.startswith("/exchange"), show(report)


def test_english_no_option_to_exchange_when_it_is_not_allowed():
    answer = "The pass is not refundable, and there is no option to exchange it."
    report = checked(answer, _pass_rules(False, False))
    assert "false_absence" not in kinds(report), show(report)


# ---- two things denied together, one of them on file --------------------------------------


def _audit(irregular: int, penalties: int) -> tuple[str, dict[str, Any], Any]:
    return (
        "get_supplier_audit",
        {"supplier": "Qinghe Textiles"},
        {
            "supplier": "Qinghe Textiles",
            "abnormal_findings": {
                "total": irregular,
                "items": [{"found_on": "2024-09-02", "topic": "late customs filing"}][:irregular],
            },
            "penalty": {"total": penalties, "items": []},
        },
    )


def test_chinese_irregularity_and_penalty_both_denied_when_one_is_on_file():
    answer = "这家供应商的异常记录和处罚两项都没有任何记录。"
    report = checked(answer, _audit(1, 0), language="zh")
    assert witness_of(report, "false_absence").pointer.startswith("/abnormal_findings"), show(
        report
    )


def test_chinese_irregularity_and_penalty_both_denied_when_true():
    answer = "这家供应商的异常记录和处罚两项都没有任何记录。"
    report = checked(answer, _audit(0, 0), language="zh")
    assert "false_absence" not in kinds(report), show(report)


def test_spanish_irregularities_and_penalties_denied_when_one_is_on_file():
    answer = "El proveedor no tiene ninguna irregularidad ni sanción registrada."
    report = checked(answer, _audit(1, 0), language="es")
    assert witness_of(report, "false_absence").pointer.startswith("/abnormal_findings"), show(
        report
    )


def test_a_qualifier_names_the_empty_list_apart():
    answer = "There are no open tickets for the Harbor branch."
    report = checked(
        answer,
        (
            "list_branch_tickets",
            {"branch": "Harbor"},
            {"open_tickets": [], "closed_tickets": [{"id": "HB-77", "subject": "door sensor"}]},
        ),
    )
    assert "false_absence" not in kinds(report), show(report)


# ---- a one-word value names the kind that is denied ---------------------------------------


def _recordings(kinds_: list[str]) -> tuple[str, dict[str, Any], Any]:
    return (
        "search_recordings",
        {"query": "Night Ferry - Odile Marsan"},
        {
            "total": len(kinds_),
            "recordings": [
                {"id": f"rc_{i}", "title": "Night Ferry", "artist": "Odile Marsan", "format": k}
                for i, k in enumerate(kinds_)
            ],
        },
    )


def test_chinese_no_live_version_when_one_is_returned():
    answer = "平台上只有录音室版本，没有找到她的现场版。"
    report = checked(answer, _recordings(["studio", "live"]), language="zh")
    assert witness_of(report, "false_absence").value == "live", show(report)


def test_chinese_no_live_version_when_none_is_returned():
    answer = "平台上只有录音室版本，没有找到她的现场版。"
    report = checked(answer, _recordings(["studio", "acoustic"]), language="zh")
    assert "false_absence" not in kinds(report), show(report)


def test_spanish_no_live_version_when_one_is_returned():
    answer = "No encontré ninguna versión en vivo de esa canción."
    report = checked(answer, _recordings(["studio", "live"]), language="es")
    assert witness_of(report, "false_absence").value == "live", show(report)


# ---- a course's assessment ----------------------------------------------------------------


def _courses(assessment: str | None) -> tuple[str, dict[str, Any], Any]:
    return (
        "get_term_plan",
        {"student": "S-4410"},
        {
            "exams": [{"course": "Hydraulics II", "date": "2026-01-19", "room": "C-12"}],
            "other_courses": [
                {"course": "Technical Writing", "assessment": assessment, "due": "2026-01-12"}
            ],
        },
    )


def test_chinese_no_assessment_when_the_course_has_one():
    answer = "《Technical Writing》这门课暂时没有任何考核方式。"
    report = checked(answer, _courses("课程报告"), language="zh")
    assert witness_of(report, "false_absence").value == "课程报告", show(report)


def test_chinese_no_assessment_when_none_is_set():
    answer = "《Technical Writing》这门课暂时没有任何考核方式。"
    report = checked(answer, _courses(None), language="zh")
    assert "false_absence" not in kinds(report), show(report)


def test_hindi_no_assessment_when_the_course_has_one():
    answer = "Technical Writing का अभी कोई मूल्यांकन तय नहीं है।"
    report = checked(answer, _courses("Term paper"), language="hi")
    assert witness_of(report, "false_absence").value == "Term paper", show(report)


# ---- Hindi "न कोई X है, न Y": neither X nor Y -----------------------------------------------


def _stipend(paid_on: str | None) -> tuple[str, dict[str, Any], Any]:
    return (
        "get_stipend_status",
        {"student": "ST-2291"},
        {
            "student": "ST-2291",
            "stipend": {"amount": 12000, "approved": True},
            "payment": {"paid_on": paid_on, "reference": None},
        },
    )


def test_hindi_neither_a_payment_date_nor_a_reference_when_the_payment_is_dated():
    answer = "स्टाइपेंड मंज़ूर है, लेकिन अभी तक न कोई भुगतान की तारीख दिख रही है, न रेफ़रेंस नंबर।"
    report = checked(answer, _stipend("2026-02-10"), language="hi")
    assert witness_of(report, "false_absence").pointer.startswith("/payment"), show(report)


def test_hindi_neither_a_payment_date_nor_a_reference_when_both_are_empty():
    answer = "स्टाइपेंड मंज़ूर है, लेकिन अभी तक न कोई भुगतान की तारीख दिख रही है, न रेफ़रेंस नंबर।"
    report = checked(answer, _stipend(None), language="hi")
    assert "false_absence" not in kinds(report), show(report)
