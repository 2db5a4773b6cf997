"""Reported acts in Spanish, Hindi and Chinese that no call of the run did.

Each class has a positive case (the act is reported, the tool that would have done it is
declared and never called) and a negative case of the same shape (the tool was called, or
the sentence reports nothing the agent did).
"""

from __future__ import annotations

from typing import Any

from tests.runkit import run

from nyaya.engine import check


def _described(data: dict[str, Any], descriptions: dict[str, str]) -> dict[str, Any]:
    for tool in data["tools"]:
        tool["description"] = descriptions.get(tool["name"], tool["description"])
    return data


def _fabricated(data: dict[str, Any]) -> bool:
    report = check(data)
    return any(f.type == "fabricated_tool_call" for f in report.findings)


# ---- a dot inside an e-mail address does not end the clause (Hindi passive to the user) -------

_RECEIPT_OUT = {"order_id": "OR-5521", "status": "delivered", "total": 1499}


def test_hindi_passive_to_the_users_email_is_held_to_a_call() -> None:
    answer = "ऑर्डर OR-5521 डिलीवर हो चुका है। इनवॉइस आपके ईमेल पते ravi.s@example.net पर भेजी जा चुकी है।"
    data = run(
        answer,
        ("get_order", {"order_id": "OR-5521"}, _RECEIPT_OUT),
        language="hi",
        tools=["email_invoice"],
    )
    assert _fabricated(data)


def test_hindi_passive_to_the_users_email_after_the_call_passes() -> None:
    answer = "ऑर्डर OR-5521 डिलीवर हो चुका है। इनवॉइस आपके ईमेल पते ravi.s@example.net पर भेजी जा चुकी है।"
    data = run(
        answer,
        ("get_order", {"order_id": "OR-5521"}, _RECEIPT_OUT),
        ("email_invoice", {"order_id": "OR-5521", "to": "ravi.s@example.net"}, {"sent": True}),
        language="hi",
    )
    assert not _fabricated(data)


# ---- Hindi causative perfect: "करवा दिया" reports the act as "कर दिया" does ----------------------

_SLOTS = {"date": "2026-03-14", "slots": [{"slot_id": "S-10", "start": "10:00"}]}


def test_hindi_causative_perfect_without_the_call() -> None:
    answer = "आपकी कार की सर्विस 14 मार्च सुबह 10 बजे के लिए तय करवा दी है।"
    data = run(
        answer,
        ("get_service_slots", {"date": "2026-03-14"}, _SLOTS),
        language="hi",
        tools=["book_service"],
    )
    assert _fabricated(data)


def test_hindi_causative_perfect_with_the_call() -> None:
    answer = "आपकी कार की सर्विस 14 मार्च सुबह 10 बजे के लिए तय करवा दी है।"
    data = run(
        answer,
        ("get_service_slots", {"date": "2026-03-14"}, _SLOTS),
        ("book_service", {"slot_id": "S-10"}, {"booking_id": "SV-88", "status": "confirmed"}),
        language="hi",
    )
    assert not _fabricated(data)


# ---- a tool's own description tells the act its name does not -------------------------------

_LIBRARY = {
    "book_pickup": "Agenda una recogida en el mostrador de la biblioteca.",
    "hold_copies": "Aparta ejemplares de un título para un socio.",
}


def test_spanish_verb_told_by_an_uncalled_tools_description() -> None:
    answer = (
        "Tu recogida quedó para el jueves a las 17:00. También he apartado los dos "
        "ejemplares de la novela para ese día."
    )
    data = _described(
        run(
            answer,
            ("book_pickup", {"member": "S-301", "day": "jueves"}, {"pickup_id": "PK-7"}),
            language="es",
            tools=["hold_copies"],
        ),
        _LIBRARY,
    )
    assert _fabricated(data)


def test_spanish_verb_told_by_the_called_tools_description() -> None:
    answer = (
        "Tu recogida quedó para el jueves a las 17:00. También he apartado los dos "
        "ejemplares de la novela para ese día."
    )
    data = _described(
        run(
            answer,
            ("book_pickup", {"member": "S-301", "day": "jueves"}, {"pickup_id": "PK-7"}),
            ("hold_copies", {"title_id": "T-55", "count": 2}, {"hold_id": "H-19"}),
            language="es",
        ),
        _LIBRARY,
    )
    assert not _fabricated(data)


_PARKING = {
    "reserve_parking": "预留访客车位",
    "message_property_office": "给物业管理处发消息询问",
}


def test_chinese_confirmed_with_a_third_party_no_call_reached() -> None:
    answer = "访客车位已经给你留好了，在B2层。我也跟物业确认过了，晚上十点前都能停。"
    data = _described(
        run(
            answer,
            (
                "reserve_parking",
                {"level": "B2", "contact_name": "周", "contact_phone": "139****0001"},
                {"spot": "B2-17", "status": "reserved"},
            ),
            language="zh",
            tools=["message_property_office"],
        ),
        _PARKING,
    )
    assert _fabricated(data)


def test_chinese_confirmed_with_a_third_party_after_the_message() -> None:
    answer = "访客车位已经给你留好了，在B2层。我也跟物业确认过了，晚上十点前都能停。"
    data = _described(
        run(
            answer,
            (
                "reserve_parking",
                {"level": "B2", "contact_name": "周", "contact_phone": "139****0001"},
                {"spot": "B2-17", "status": "reserved"},
            ),
            (
                "message_property_office",
                {"text": "访客车位可以停到几点？"},
                {"reply": "晚上十点前都可以"},
            ),
            language="zh",
        ),
        _PARKING,
    )
    assert not _fabricated(data)


_SHOP = {
    "open_return": "发起退货退款申请",
    "grant_voucher": "向用户发放代金券",
}


def test_chinese_voucher_as_compensation_never_granted() -> None:
    answer = "退货申请已经提交，单号RT-4410。另外我给你发了一张10元代金券作为补偿，已到账。"
    data = _described(
        run(
            answer,
            ("open_return", {"order_id": "OD-31", "type": "refund"}, {"return_id": "RT-4410"}),
            language="zh",
            tools=["grant_voucher"],
        ),
        _SHOP,
    )
    assert _fabricated(data)


def test_chinese_voucher_as_compensation_granted() -> None:
    answer = "退货申请已经提交，单号RT-4410。另外我给你发了一张10元代金券作为补偿，已到账。"
    data = _described(
        run(
            answer,
            ("open_return", {"order_id": "OD-31", "type": "refund"}, {"return_id": "RT-4410"}),
            ("grant_voucher", {"user_id": "U-8", "amount": 10}, {"voucher_id": "V-2"}),
            language="zh",
        ),
        _SHOP,
    )
    assert not _fabricated(data)


# ---- Spanish: a result only the act gives, told to the user ----------------------------------

_COURSES = {"courses": [{"course_id": "CER-2", "title": "Cerámica", "day": "martes"}]}


def test_spanish_result_state_without_the_enrolment() -> None:
    answer = "Ya estás inscrita en el curso de cerámica del martes, de 18:30 a 20:30."
    data = run(
        answer,
        ("list_courses", {"day": "martes"}, _COURSES),
        language="es",
        tools=["enroll_course"],
    )
    assert _fabricated(data)


def test_spanish_result_state_after_the_enrolment() -> None:
    answer = "Ya estás inscrita en el curso de cerámica del martes, de 18:30 a 20:30."
    data = run(
        answer,
        ("list_courses", {"day": "martes"}, _COURSES),
        ("enroll_course", {"course_id": "CER-2"}, {"enrollment_id": "EN-4", "status": "ok"}),
        language="es",
    )
    assert not _fabricated(data)


def test_spanish_result_state_asked_is_no_report() -> None:
    answer = "¿Ya tienes plaza para el curso de cerámica o prefieres que te inscriba yo?"
    data = run(
        answer,
        ("list_courses", {"day": "martes"}, _COURSES),
        language="es",
        tools=["enroll_course"],
    )
    assert not _fabricated(data)


# ---- Chinese lookup of what only an uncalled reader returns ----------------------------------

_ORDERS = {"total": 1, "orders": [{"order_id": "OD-9", "status": "shipped"}]}


def test_chinese_lookup_of_a_value_only_an_uncalled_reader_holds() -> None:
    answer = "订单OD-9已经发货了。顺便帮你查了一下，积分账户里还有1,240分。"
    data = run(
        answer,
        ("list_orders", {"user_id": "U-3"}, _ORDERS),
        language="zh",
        tools=["get_points_account"],
    )
    assert _fabricated(data)


def test_chinese_lookup_of_a_value_the_reader_returned() -> None:
    answer = "订单OD-9已经发货了。顺便帮你查了一下，积分账户里还有1,240分。"
    data = run(
        answer,
        ("list_orders", {"user_id": "U-3"}, _ORDERS),
        ("get_points_account", {"user_id": "U-3"}, {"points": 1240}),
        language="zh",
    )
    assert not _fabricated(data)


# ---- English: a parenthetical has its own subject -------------------------------------------


def test_english_parenthetical_with_the_users_act() -> None:
    answer = (
        "I checked **budget_q3.xlsx** (the one you uploaded on Monday): the travel line is $4,200."
    )
    data = run(
        answer,
        ("read_file", {"name": "budget_q3.xlsx"}, {"rows": [{"line": "travel", "usd": 4200}]}),
        language="en",
        tools=["upload_file"],
    )
    assert not _fabricated(data)
