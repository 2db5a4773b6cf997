"""Count classes (helper cnt10), each example written for these tests:

- a count held in a figure of the output outside any list, whose key the count's clause
  names ("the other 6 are signed" and ``summary.signed: 3``; "9 किस्तें भर दी" and
  ``instalments_paid: 7``): that figure is the witness;
- a part of a page ("2 of these 4" when the output reports 9 in all) counts the page shown;
- a number the values check read as a code written in digits (``bay: "07"``) names that
  code and counts nothing ("7号" is already no count; "7车位" is not one either);
- a number that is a figure of the one item the claim names by another of its values
  ("Thursday 14:00, only 2 places" and that slot's ``free: 2``) is no count of the list;
- a flag named only by a concept its key shares with another word ("fall due" and
  ``overdue``, both a kind of unpaid) pins no subset; a flag named by its own word does.
"""

from __future__ import annotations

from runkit import checked, kinds, show, witness_of

CONTRACTS = (
    "list_contracts",
    {"vendor_group": "north"},
    {
        "vendor_group": "north",
        "summary": {"headcount": 11, "signed": 3, "in_review": 6, "drafts": 2},
        "in_review": [
            {"vendor": "Kestrel Paints", "sent": "2031-03-02"},
            {"vendor": "Orwell Glass", "sent": "2031-03-04"},
            {"vendor": "Tamsin Foods", "sent": "2031-03-05"},
            {"vendor": "Umber Tiles", "sent": "2031-03-07"},
            {"vendor": "Vesper Rope", "sent": "2031-03-08"},
            {"vendor": "Wrenfield Oil", "sent": "2031-03-09"},
        ],
    },
)


def test_a_count_against_a_summary_figure_its_clause_names_is_caught():
    answer = "Six contracts are in review with the vendors. The other 5 are already signed."
    report = checked(answer, CONTRACTS)
    assert witness_of(report, "count_mismatch").pointer == "/summary/signed", show(report)


def test_the_right_count_against_a_summary_figure_passes():
    answer = "Six contracts are in review with the vendors, and 3 are already signed."
    report = checked(answer, CONTRACTS)
    assert "count_mismatch" not in kinds(report), show(report)


COURSE = (
    "get_course_progress",
    {"learner": "L-88"},
    {
        "learner": "L-88",
        "course": "Pottery basics",
        "lessons_total": 30,
        "lessons_done": 18,
        "lessons_left": 12,
        "next_lesson": "2031-05-02",
    },
)


PHONE_PLAN = (
    "get_device_plan",
    {"plan": "DP-204"},
    {"plan": "DP-204", "device": "Tab S", "instalments_total": 12, "instalments_paid": 7},
)


def test_a_hindi_count_against_a_figure_of_paid_items_is_caught():
    answer = "टैबलेट की 12 में से 9 किस्तें भर दी गई हैं।"
    report = checked(answer, PHONE_PLAN, language="hi")
    assert witness_of(report, "count_mismatch").pointer == "/instalments_paid", show(report)


def test_the_right_hindi_count_of_paid_items_passes():
    answer = "टैबलेट की 12 में से 7 किस्तें भर दी गई हैं।"
    report = checked(answer, PHONE_PLAN, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


def test_an_english_count_against_a_figure_of_done_items_is_caught():
    answer = "Of the 30 lessons, 21 lessons are done so far."
    report = checked(answer, COURSE)
    assert witness_of(report, "count_mismatch").pointer == "/lessons_done", show(report)


def test_the_right_count_of_done_items_passes():
    answer = "Of the 30 lessons, 18 lessons are done so far."
    report = checked(answer, COURSE)
    assert "count_mismatch" not in kinds(report), show(report)


CABINS = (
    "search_cabins",
    {"region": "lakes", "sleeps": 4, "limit": 4},
    {
        "total_matches": 9,
        "limit": 4,
        "cabins": [
            {"code": "CB-11", "lake": "Ulla", "sauna": "wood-fired", "price": 210},
            {"code": "CB-14", "lake": "Ulla", "sauna": "none", "price": 180},
            {"code": "CB-20", "lake": "Merle", "sauna": "electric", "price": 240},
            {"code": "CB-23", "lake": "Merle", "sauna": "none", "price": 160},
        ],
    },
)


def test_a_part_of_the_page_shown_is_counted_over_that_page():
    answer = "9 cabins fit your dates; here are the first 4, and 3 of these are on lake Ulla."
    report = checked(answer, CABINS)
    assert witness_of(report, "count_mismatch").pointer == "/cabins", show(report)


def test_the_right_part_of_the_page_shown_passes():
    answer = "9 cabins fit your dates; here are the first 4, and 2 of these are on lake Ulla."
    report = checked(answer, CABINS)
    assert "count_mismatch" not in kinds(report), show(report)


PARKING = (
    "get_my_permits",
    {"state": "active"},
    {
        "permits": [
            {"permit": "P-5521", "garage": "East deck", "bay": "07", "valid_to": "2031-08-31"}
        ],
        "total": 1,
    },
)


def test_a_number_that_is_a_code_in_digits_is_no_count():
    answer = "你的停车证P-5521：East deck 7车位，有效期到8月31日。"
    report = checked(answer, PARKING, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


CLINICS = (
    "list_vaccination_slots",
    {"site": "Harbour hall"},
    {
        "site": "Harbour hall",
        "slots": [
            {"day": "2031-06-03", "start": "14:00", "nurse": "Ines Varga", "free": 5},
            {"day": "2031-06-04", "start": "09:00", "nurse": "Ines Varga", "free": 0},
            {"day": "2031-06-05", "start": "14:00", "nurse": "Pol Ferrer", "free": 2},
            {"day": "2031-06-06", "start": "10:30", "nurse": "Pol Ferrer", "free": 3},
        ],
    },
)


def test_a_figure_of_the_one_item_named_is_no_count_of_the_list():
    answer = "The slot on 5 June at 14:00 is with Pol Ferrer (only 2 places)."
    report = checked(answer, CLINICS)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_of_the_list_beside_those_figures_is_still_held():
    answer = "Harbour hall has 6 vaccination slots this week."
    report = checked(answer, CLINICS)
    assert witness_of(report, "count_mismatch").pointer == "/slots", show(report)


RENTALS = (
    "get_rentals",
    {"member": "M-31"},
    {
        "member": "M-31",
        "rentals": [
            {"tool": "Tile saw", "due": "2031-04-02", "late": True, "extensions_left": 0},
            {"tool": "Floor sander", "due": "2031-04-03", "late": False, "extensions_left": 1},
            {"tool": "Paint sprayer", "due": "2031-04-05", "late": False, "extensions_left": 2},
            {"tool": "Pipe bender", "due": "2031-04-09", "late": False},
            {"tool": "Ladder 4m", "due": "2031-04-20", "late": False, "extensions_left": 1},
        ],
    },
)


def test_a_part_named_by_the_flag_itself_is_still_held_to_it():
    answer = "You have 5 tools out, and 3 of them are late."
    report = checked(answer, RENTALS)
    assert "count_mismatch" in kinds(report), show(report)
