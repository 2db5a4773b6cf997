"""Failure classes of session 38 (examples written for these tests).

- In "N of the M inspections is worth a follow-up" the plural noun ends the counted phrase:
  the words after it are what the part is said to be, not the noun.
- A value shares a concept with the others of its field ("pass", "fail": a test result):
  that concept names the field, not the value; a short root names its inflection ("fail",
  "failed").
- A field of dotted kinds (``refund.created``, ``refund.failed``) is grouped by the part
  before the dot when the clause names that part.
"""

from __future__ import annotations

from runkit import checked, kinds, show

# ---- a part of a whole the answer itself states ----------------------------------------------

INSPECTIONS = (
    "list_site_inspections",
    {"site": "Quarry Road depot"},
    {
        "inspections": [
            {"id": "IN-301", "area": "loading bay", "result": "pass", "inspector": "R. Okafor"},
            {"id": "IN-302", "area": "fuel store", "result": "fail", "inspector": "R. Okafor"},
            {"id": "IN-303", "area": "wash pit", "result": "pass", "inspector": "T. Lindqvist"},
        ]
    },
)


def test_a_part_picked_by_a_judgement_no_field_holds_is_left_unchallenged() -> None:
    answer = "All three areas were inspected. 1 of the 3 inspections is worth a follow-up visit."
    report = checked(answer, INSPECTIONS, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_part_the_items_field_tells_is_still_held_to_it() -> None:
    answer = "All three areas were inspected. 2 of the 3 inspections failed."
    report = checked(answer, INSPECTIONS, language="en")
    assert "count_mismatch" in kinds(report), show(report)


# ---- dotted kinds, counted by their head ---------------------------------------------------------

EVENTS = (
    "list_failed_notifications",
    {"since": "2026-03-01"},
    {
        "items": [
            {"id": "n1", "kind": "refund.created", "http": 502},
            {"id": "n2", "kind": "refund.failed", "http": 502},
            {"id": "n3", "kind": "subscription.renewed", "http": 500},
            {"id": "n4", "kind": "refund.created", "http": 502},
            {"id": "n5", "kind": "order.shipped", "http": 502},
            {"id": "n6", "kind": "order.shipped", "http": 504},
        ]
    },
)


def test_a_count_of_a_dotted_head_sums_its_kinds() -> None:
    answer = "There are 6 undelivered notifications. 3 of the 6 are `refund` events."
    report = checked(answer, EVENTS, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_named_by_an_inflection_is_held_to_that_value_alone() -> None:
    answer = "Two inspections failed."
    report = checked(answer, INSPECTIONS, language="en")
    assert "count_mismatch" in kinds(report), show(report)
    right = checked("One inspection failed, the other two passed.", INSPECTIONS, language="en")
    assert "count_mismatch" not in kinds(right), show(right)


def test_a_wrong_count_of_a_dotted_head_is_caught() -> None:
    answer = "There are 6 undelivered notifications. 4 of the 6 are `refund` events."
    report = checked(answer, EVENTS, language="en")
    assert "count_mismatch" in kinds(report), show(report)
