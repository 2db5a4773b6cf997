"""Count classes (helper cnt16): a count needs the list or field its words name.

- a number before a grade of purity or weight ("18 carat", "24 quilates", "18 कैरेट", "18克拉")
  is a measure, never a count; nor is a number read inside a text field a count figure;
- a figure the sentence states beside the count ("12 left of 20 (8 used)" and ``used: 8``)
  is the witness of that figure, not of the count;
- "N more" of a kind ("2 more deliveries", "2 entregas más", "और 2", "还有 2 次") counts
  some of that kind beyond those spoken of, not every item of that kind.

Each example is written for these tests.
"""

from __future__ import annotations

from runkit import checked, kinds, show

# --- a grade is a measure ----------------------------------------------------------------------

RING = (
    "get_ring_quote",
    {"sku": "RG-77"},
    {
        "sku": "RG-77",
        "metal": "gold",
        "purity": "18K",
        "weight_g": 6.2,
        "stones": 3,
        "polish_fee": "5%-9% by finish",
    },
)


def test_an_english_grade_is_no_count():
    report = checked("The ring is 18 carat gold and carries 3 stones.", RING)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_spanish_grade_is_no_count():
    report = checked("El anillo es de oro de 18 quilates y lleva 3 piedras.", RING, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_hindi_grade_is_no_count():
    report = checked("यह अंगूठी 18 कैरेट सोने की है और इसमें 3 नग हैं।", RING, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_chinese_grade_is_no_count():
    report = checked("这枚戒指是 18克拉 的金，镶了 3 颗宝石。", RING, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


# --- a figure the sentence states beside the count -------------------------------------------

PASS = (
    "get_gym_pass",
    {"member": "M-310"},
    {"member": "M-310", "sessions": {"bought": 20, "used": 8}, "expires": "2031-02-01"},
)


def test_a_figure_stated_beside_the_count_is_not_its_witness():
    report = checked("Sessions left: 12 of your 20 (8 used so far).", PASS)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_the_field_contradicts_is_still_caught():
    report = checked("6 sessions used so far.", PASS)
    assert "count_mismatch" in kinds(report), show(report)


# --- more of a kind ----------------------------------------------------------------------------

FEES = (
    "get_fee_plan",
    {"student": "K-12"},
    {
        "student": "K-12",
        "charges": [
            {"due": "2031-01-10", "type": "enrolment", "status": "paid"},
            {"due": "2031-02-10", "type": "installment", "status": "paid"},
            {"due": "2031-03-10", "type": "installment", "status": "paid"},
            {"due": "2031-04-10", "type": "installment", "status": "due"},
            {"due": "2031-05-10", "type": "installment", "status": "due"},
        ],
    },
)


def test_more_of_a_kind_is_not_every_item_of_it():
    report = checked("Still ahead: 2 more installments, on April 10 and May 10.", FEES)
    assert "count_mismatch" not in kinds(report), show(report)


def test_more_of_a_kind_in_spanish_is_not_every_item_of_it():
    report = checked(
        "Pendientes: 2 cuotas más, el 10 de abril y el 10 de mayo.", FEES, language="es"
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_more_of_a_kind_in_hindi_is_not_every_item_of_it():
    report = checked("अभी और 2 किस्तें बाकी हैं: 10 अप्रैल और 10 मई।", FEES, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


def test_more_of_a_kind_in_chinese_is_not_every_item_of_it():
    report = checked("还有 2 期分期付款：4月10日和5月10日。", FEES, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_plain_count_of_the_kind_is_still_caught():
    report = checked("The plan has 3 installments.", FEES)
    assert "count_mismatch" in kinds(report), show(report)


# --- a count of a field's distinct values beside the list's length ---------------------------

CHARGES = (
    "list_parking_fines",
    {"month": "2031-03"},
    {
        "fines": [
            {"driver": "Ana Ruiz", "street": "Alder", "amount": 40},
            {"driver": "Ana Ruiz", "street": "Birch", "amount": 40},
            {"driver": "Ben Osei", "street": "Alder", "amount": 60},
            {"driver": "Carla Diaz", "street": "Cedar", "amount": 40},
            {"driver": "Dev Rao", "street": "Alder", "amount": 80},
        ]
    },
)


def test_a_count_of_distinct_field_values_beside_the_length_is_held_to_them():
    report = checked("This month there are 5 fines across 3 drivers.", CHARGES)
    assert "count_mismatch" in kinds(report), show(report)


def test_the_right_count_of_distinct_field_values_passes():
    report = checked("This month there are 5 fines across 4 drivers.", CHARGES)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_of_the_field_without_the_length_is_left_to_the_other_readings():
    report = checked("Three drivers were fined on Alder street.", CHARGES)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_hindi_count_of_distinct_field_values_by_a_loanword_is_held_to_them():
    report = checked("इस महीने 5 जुर्माने हैं, 3 ड्राइवरों पर।", CHARGES, language="hi")
    assert "count_mismatch" in kinds(report), show(report)


def test_the_right_hindi_count_of_distinct_field_values_passes():
    report = checked("इस महीने 5 जुर्माने हैं, 4 ड्राइवरों पर।", CHARGES, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_part_of_the_list_named_by_the_field_is_no_spread():
    shifts = (
        "list_pool_lanes",
        {"day": "2031-06-02"},
        {
            "lanes": [
                {"lane": 1, "shift": "morning", "free": 2},
                {"lane": 2, "shift": "morning", "free": 0},
                {"lane": 3, "shift": "evening", "free": 1},
                {"lane": 4, "shift": "evening", "free": 3},
            ]
        },
    )
    report = checked("Of the 4 shifts listed, 3 shifts still have room.", shifts)
    assert "count_mismatch" not in kinds(report), show(report)


# --- a count called overdue: the items whose due date is past today ----------------------------

NOW = "Today is Wednesday, 12 May 2031."
PERMITS = (
    "list_open_permits",
    {"owner": "O-9"},
    {
        "permits": [
            {"permit": "KL-A", "kind": "signage", "due_date": "2031-05-01"},
            {"permit": "KL-B", "kind": "terrace", "due_date": "2031-05-05"},
            {"permit": "KL-C", "kind": "signage", "due_date": "2031-05-20"},
            {"permit": "KL-D", "kind": "awning", "due_date": "2031-06-02"},
        ]
    },
)


def _permits(text: str, language: str = "en"):  # type: ignore[no-untyped-def]
    return checked(text, PERMITS, language=language, system=NOW)


def test_an_overdue_count_the_due_dates_contradict_is_caught():
    report = _permits("Of your 4 open permits, 3 permits are overdue.")
    assert "count_mismatch" in kinds(report), show(report)


def test_the_right_overdue_count_passes():
    report = _permits("Of your 4 open permits, 2 permits are overdue.")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_spanish_overdue_count_the_due_dates_contradict_is_caught():
    report = _permits("Tienes 4 permisos abiertos y 3 de ellos están vencidos.", "es")
    assert "count_mismatch" in kinds(report), show(report)


def test_a_chinese_overdue_count_the_due_dates_contradict_is_caught():
    report = _permits("您有 4 个未结许可，其中 3 个已经逾期。", "zh")
    assert "count_mismatch" in kinds(report), show(report)


def test_the_right_chinese_overdue_count_passes():
    report = _permits("您有 4 个未结许可，其中 2 个已经逾期。", "zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_items_in_a_done_state_leave_an_overdue_count_alone():
    done = (
        "list_permits",
        {"owner": "O-9"},
        {
            "permits": [
                {"permit": "KL-A", "status": "closed", "due_date": "2031-05-01"},
                {"permit": "KL-B", "status": "open", "due_date": "2031-05-05"},
                {"permit": "KL-C", "status": "open", "due_date": "2031-05-20"},
            ]
        },
    )
    report = checked("Of your 3 permits, 1 is overdue.", done, system=NOW)
    assert "count_mismatch" not in kinds(report), show(report)
