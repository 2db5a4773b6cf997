"""Fact mismatch classes (val9): a yes/no field or a status said to be what it is not.

A flag: an output field that is true or false, named by its key's words (in English, by a
longer form, by a concept, by sound in Devanagari), affirmed when it is false or denied
when it is true. A status: an output status whose words name a state, said to be in a
state that state rules out (approved while under review, shipped while still being
prepared). The witness is the field. Correct answers of both polarities pass, so does a
claim about another flag, and a state compatible with the status (shipped for a parcel
delivered, "ready to use" for an active card). Every example here is written for these
tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show, witness_of

PERMIT = (
    "get_parking_permit",
    {"permit_id": "PK-3381"},
    {
        "permit_id": "PK-3381",
        "zone": "Elm Street",
        "valid_until": "2026-03-31",
        "auto_extend": False,
        "auto_pay": True,
        "plate_verified": True,
    },
)


def test_a_false_flag_affirmed_is_caught():
    answer = "Auto-extend is switched on for permit PK-3381, which is valid for Elm Street."
    report = checked(answer, PERMIT)
    assert witness_of(report, "fact_mismatch").pointer == "/auto_extend", show(report)


def test_a_false_flag_read_by_a_longer_word_is_caught():
    answer = "Permit PK-3381 extends automatically at the end of its term."
    report = checked(answer, PERMIT)
    assert witness_of(report, "fact_mismatch").pointer == "/auto_extend", show(report)


def test_a_false_flag_denied_passes():
    for answer in (
        "Auto-extend is switched off for permit PK-3381, which is valid for Elm Street.",
        "Permit PK-3381 does not extend automatically, so keep an eye on the end date.",
    ):
        report = checked(answer, PERMIT)
        assert "fact_mismatch" not in kinds(report), show(report)


def test_a_true_flag_denied_is_caught():
    answer = "The plate hasn't been verified on permit PK-3381."
    report = checked(answer, PERMIT)
    assert witness_of(report, "fact_mismatch").pointer == "/plate_verified", show(report)


def test_a_true_flag_affirmed_passes():
    answer = "The plate on permit PK-3381 has been verified, and auto-pay is on."
    report = checked(answer, PERMIT)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_claim_about_another_flag_is_not_judged_by_this_one():
    # auto_pay is true: "auto" alone does not make it the auto_extend flag
    answer = "Auto-pay is enabled for permit PK-3381."
    report = checked(answer, PERMIT)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_an_offer_or_a_condition_about_the_flag_passes():
    for answer in (
        "If you like, I can switch auto-extend on for permit PK-3381.",
        "If auto-extend were on, permit PK-3381 would roll over by itself.",
    ):
        report = checked(answer, PERMIT)
        assert "fact_mismatch" not in kinds(report), show(report)


ALERTS = (
    "get_notification_settings",
    {"account": "CU-5512"},
    {"account": "CU-5512", "sms_alerts": False, "email_digest": True},
)


def test_spanish_a_false_flag_affirmed_by_its_concepts_is_caught():
    answer = "Tienes las alertas por SMS activadas en la cuenta CU-5512."
    report = checked(answer, ALERTS, language="es")
    assert witness_of(report, "fact_mismatch").pointer == "/sms_alerts", show(report)


def test_spanish_the_false_flag_denied_passes():
    for answer in (
        "Las alertas por SMS están desactivadas en la cuenta CU-5512.",
        "No tienes activadas las alertas por SMS en la cuenta CU-5512.",
    ):
        report = checked(answer, ALERTS, language="es")
        assert "fact_mismatch" not in kinds(report), show(report)


BACKUP = (
    "get_device_settings",
    {"device": "TAB-208"},
    {"device": "TAB-208", "auto_backup": True, "storage_used_gb": 41},
)


def test_hindi_a_true_flag_denied_by_a_loanword_compound_is_caught():
    answer = "आपके टैबलेट TAB-208 पर ऑटो-बैकअप बंद है।"
    report = checked(answer, BACKUP, language="hi")
    assert witness_of(report, "fact_mismatch").pointer == "/auto_backup", show(report)


def test_hindi_the_true_flag_affirmed_passes():
    answer = "आपके टैबलेट TAB-208 पर ऑटो-बैकअप चालू है।"
    report = checked(answer, BACKUP, language="hi")
    assert "fact_mismatch" not in kinds(report), show(report)


STAY = (
    "get_hostel_booking",
    {"booking": "HB-6604"},
    {"booking": "HB-6604", "beds": 2, "free_cancellation": False, "breakfast": True},
)


def test_chinese_a_false_flag_affirmed_is_caught():
    answer = "您的床位预订 HB-6604 支持免费取消。"
    report = checked(answer, STAY, language="zh")
    assert witness_of(report, "fact_mismatch").pointer == "/free_cancellation", show(report)


def test_chinese_the_false_flag_denied_passes():
    answer = "您的床位预订 HB-6604 不支持免费取消。"
    report = checked(answer, STAY, language="zh")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_flag_word_beside_an_amount_speaks_of_the_amount():
    dues = (
        "get_club_dues",
        {"member": "M-118"},
        {"member": "M-118", "late_fee": False, "balance": 0.0},
    )
    answer = "Member M-118 has a late fee balance of $0.00."
    report = checked(answer, dues)
    assert "fact_mismatch" not in kinds(report), show(report)


GRANT = (
    "get_grant_application",
    {"application_ref": "GA-7720"},
    {"application_ref": "GA-7720", "programme": "Small Studios Fund", "status": "under_review"},
)


def test_a_status_said_approved_while_under_review_is_caught():
    answer = "Your application GA-7720 to the Small Studios Fund has been approved."
    report = checked(answer, GRANT)
    assert witness_of(report, "fact_mismatch").pointer == "/status", show(report)


def test_the_status_said_as_it_is_or_denied_or_foretold_passes():
    for answer in (
        "Your application GA-7720 to the Small Studios Fund is still under review.",
        "Your application GA-7720 to the Small Studios Fund has not been approved yet.",
        "Once GA-7720 is approved, the Small Studios Fund will contact you.",
    ):
        report = checked(answer, GRANT)
        assert "fact_mismatch" not in kinds(report), show(report)


PARCEL = (
    "track_parcel",
    {"parcel": "PX-5521"},
    {"parcel": "PX-5521", "carrier": "Northline", "status": "delivered"},
)


def test_a_state_the_status_has_passed_is_caught():
    answer = "Parcel PX-5521 is still in transit with Northline."
    report = checked(answer, PARCEL)
    assert witness_of(report, "fact_mismatch").pointer == "/status", show(report)


def test_a_state_the_status_implies_passes():
    answer = "Parcel PX-5521 has shipped with Northline."
    report = checked(answer, PARCEL)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_ready_to_use_for_an_active_card_passes():
    card = ("get_card", {"card": "CD-4410"}, {"card": "CD-4410", "status": "active"})
    answer = "Card CD-4410 is active and ready to use."
    report = checked(answer, card)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_status_of_another_record_does_not_judge_the_claim():
    # the parcel's state is told, the refund has no status of its own in the run
    refund = ("get_refund", {"case": "RF-301"}, {"case": "RF-301", "amount": 12.5})
    answer = "Your refund for case RF-301 has been approved."
    report = checked(answer, PARCEL, refund)
    assert "fact_mismatch" not in kinds(report), show(report)


SCHOLARSHIP = (
    "consultar_beca",
    {"solicitud": "BEC-0931"},
    {"solicitud": "BEC-0931", "convocatoria": "Movilidad 2026", "estado": "rechazada"},
)


def test_spanish_a_state_ruled_out_by_the_status_is_caught():
    answer = "Tu solicitud BEC-0931 de la convocatoria Movilidad 2026 ya está aprobada."
    report = checked(answer, SCHOLARSHIP, language="es")
    assert witness_of(report, "fact_mismatch").pointer == "/estado", show(report)


def test_spanish_the_status_said_as_it_is_passes():
    answer = "Tu solicitud BEC-0931 de la convocatoria Movilidad 2026 fue rechazada."
    report = checked(answer, SCHOLARSHIP, language="es")
    assert "fact_mismatch" not in kinds(report), show(report)


LOAN = (
    "get_loan_application",
    {"application_no": "LN-44810"},
    {"application_no": "LN-44810", "product": "Two-wheeler", "status": "PENDING_VERIFICATION"},
)


def test_hindi_approved_while_pending_is_caught():
    answer = "आपका आवेदन LN-44810 मंज़ूर हो गया है।"
    report = checked(answer, LOAN, language="hi")
    assert witness_of(report, "fact_mismatch").pointer == "/status", show(report)


def test_hindi_pending_said_as_it_is_passes():
    answer = "आपका आवेदन LN-44810 अभी लंबित है।"
    report = checked(answer, LOAN, language="hi")
    assert "fact_mismatch" not in kinds(report), show(report)


ORDER = (
    "get_order",
    {"order_no": "DD-90215"},
    {"order_no": "DD-90215", "item": "保温杯", "status": "processing"},
)


def test_chinese_shipped_while_processing_is_caught():
    answer = "订单 DD-90215 已发货。"
    report = checked(answer, ORDER, language="zh")
    assert witness_of(report, "fact_mismatch").pointer == "/status", show(report)


def test_chinese_processing_said_as_it_is_passes():
    answer = "订单 DD-90215 还在备货中。"
    report = checked(answer, ORDER, language="zh")
    assert "fact_mismatch" not in kinds(report), show(report)


TEAPOT = (
    "get_order",
    {"order_no": "TP-7140"},
    {"order_no": "TP-7140", "item": "cast-iron teapot", "status": "processing"},
)


@pytest.mark.parametrize(
    ("language", "answer"),
    [
        ("en", "A receipt for order TP-7140 was sent out to your inbox."),
        ("en", "Payment for order TP-7140 was accepted."),
        ("es", "El recibo del pedido TP-7140 fue enviado a tu correo."),
        ("zh", "订单 TP-7140 的收据邮件已发出。"),
    ],
)
def test_a_message_sent_about_an_order_is_not_its_shipment(language, answer):
    report = checked(answer, TEAPOT, language=language)
    assert "fact_mismatch" not in kinds(report), show(report)


@pytest.mark.parametrize(
    "answer",
    [
        "Auto-extend: off for permit PK-3381.",
        "- **Auto-extend:** no",
        "| Permit | Auto-extend |\n|---|---|\n| PK-3381 | Off |",
    ],
)
def test_a_flag_given_as_a_label_and_its_value_passes(answer):
    report = checked(answer, PERMIT)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_false_flag_given_as_a_label_with_yes_is_caught():
    report = checked("Auto-extend: yes (permit PK-3381).", PERMIT)
    assert witness_of(report, "fact_mismatch").pointer == "/auto_extend", show(report)


def test_a_payment_declined_is_not_the_order_status():
    # the order's record has a payment key, but the status is the order's own
    order = (
        "get_order",
        {"order": "OR-7310"},
        {"order_id": "OR-7310", "payment_method": "card", "status": "pending"},
    )
    report = checked("Your payment was declined, so nothing was charged.", order)
    assert "fact_mismatch" not in kinds(report), show(report)
    report = checked("Your order was declined.", order)
    assert witness_of(report, "fact_mismatch").pointer == "/status", show(report)
