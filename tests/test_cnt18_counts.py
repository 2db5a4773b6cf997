"""Count classes (helper cnt18): what a count's noun names when the list's items are something
else, and what a number the user said is.

- a count whose noun names a field every item identifies a thing by (``member_id`` and
  "members") counts the distinct things; more of them than the items name is contradicted,
  the list and its distinct ids are the witness (in Spanish and Hindi too);
- a count of times ("charged the fee 3 times", "me cobraron la cuota 3 veces") is bound to
  the list its clause's noun names by the tool that returned it;
- a number the user wrote as a day of the month ("the 12 तारीख", "el día 12") is a date,
  no count the user stated: a count of the same number is still held to the list.

Each example is written for these tests.
"""

from __future__ import annotations

from runkit import checked, kinds, show

# --- a count of the things an id field names ---------------------------------------------------

LOANS = (
    "list_overdue_loans",
    {"branch": "north"},
    {
        "results": [
            {"loan": "LN-1", "member_id": "M-204", "title": "Tide tables", "days_late": 3},
            {"loan": "LN-2", "member_id": "M-311", "title": "Knots at sea", "days_late": 9},
            {"loan": "LN-3", "member_id": "M-204", "title": "Lighthouses", "days_late": 3},
            {"loan": "LN-4", "member_id": "M-517", "title": "Reef atlas", "days_late": 1},
            {"loan": "LN-5", "member_id": "M-204", "title": "Storm log", "days_late": 12},
        ]
    },
)


def test_more_members_than_the_loans_name_is_caught():
    report = checked("Five members have an overdue loan right now.", LOANS)
    assert "count_mismatch" in kinds(report), show(report)


def test_the_distinct_members_pass():
    report = checked("Three members have overdue loans (five books in all).", LOANS)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_of_the_loans_themselves_passes():
    report = checked("There are 5 overdue loans.", LOANS)
    assert "count_mismatch" not in kinds(report), show(report)


def test_more_members_than_named_is_caught_spanish():
    report = checked("Hay 4 socios con préstamos vencidos.", LOANS, language="es")
    assert "count_mismatch" in kinds(report), show(report)


def test_the_distinct_members_pass_hindi():
    report = checked("3 सदस्यों की किताबें देर से लौटनी हैं।", LOANS, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_page_of_a_longer_list_may_name_more():
    page = (
        "list_overdue_loans",
        {"branch": "north", "limit": 5},
        {**LOANS[2], "total": 9, "next_cursor": "n2"},
    )
    report = checked("Four members have overdue loans.", page)
    assert "count_mismatch" not in kinds(report), show(report)


# --- a count of times bound by the tool its clause names ---------------------------------------

FEES = (
    "list_fee_charges",
    {"account": "A-77", "month": "2031-05"},
    {
        "charges": [
            {"date": "2031-05-02", "amount_eur": 1.5, "reason": "atm"},
            {"date": "2031-05-09", "amount_eur": 1.5, "reason": "atm"},
            {"date": "2031-05-17", "amount_eur": 2.0, "reason": "transfer"},
            {"date": "2031-05-28", "amount_eur": 1.5, "reason": "atm"},
        ]
    },
)


def test_times_of_a_fee_held_to_the_fee_list_spanish():
    report = checked(
        "En mayo te cobramos la comisión 6 veces, 6,50 € en total.", FEES, language="es"
    )
    assert "count_mismatch" in kinds(report), show(report)


def test_the_right_times_pass_spanish():
    report = checked(
        "En mayo te cobramos la comisión 4 veces, 6,50 € en total.", FEES, language="es"
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_times_of_a_fee_held_to_the_fee_list_english():
    report = checked("You were charged a fee 6 times in May.", FEES)
    assert "count_mismatch" in kinds(report), show(report)


# --- a day of the month the user named is no count ---------------------------------------------

RENTS = (
    "list_rent_dues",
    {"building": "B2", "status": "unpaid", "page_size": 12},
    {
        "total": 15,
        "next_cursor": "p2",
        "items": [
            {"member_id": f"R-{k:02d}", "flat": f"{k}A", "amount": 900 + k} for k in range(12)
        ],
    },
)


def test_a_day_the_user_named_is_no_stated_count_hindi():
    user = "12 तारीख के बाद किन-किन का किराया बाकी है?"
    report = checked("कुल 12 सदस्यों का किराया बाकी है।", RENTS, user=user, language="hi")
    assert "count_mismatch" in kinds(report), show(report)


def test_a_count_the_user_stated_is_still_testimony():
    user = "मेरे पास 12 सदस्यों की सूची है, किनका किराया बाकी है?"
    report = checked("कुल 12 सदस्यों का किराया बाकी है।", RENTS, user=user, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_day_the_user_named_is_no_stated_count_spanish():
    user = "¿Quién debe todavía el alquiler del día 12?"
    report = checked("En total 12 socios deben el alquiler.", RENTS, user=user, language="es")
    assert "count_mismatch" in kinds(report), show(report)


# --- a count of times in one entry of an enumeration -------------------------------------------

ROOMS = (
    "check_lodge_rooms",
    {"lodge": "pine"},
    {
        "rooms": [
            {"room": "松林房", "free_from": "2031-02-01"},
            {"room": "湖景房", "free_from": "2031-02-09"},
        ]
    },
)


def test_times_in_another_entry_than_the_list_noun_are_not_bound_chinese():
    answer = "湖景套餐多的是更大的房间、多 5 次划船课和早餐。"
    report = checked(answer, ROOMS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)
