"""A superlative word inside a comparator bounds a figure and picks no item (ext11).

"at least 48 hours ahead" uses "least" but says nothing about the lowest figure of any
list: it states a rule's bound. The superlative check must leave it alone, while a real
superlative of the same claim shape is still held to the list. Every example here is
written for these tests."""

from __future__ import annotations

from runkit import checked, kinds, show

LOCKERS = (
    "list_locker_sizes",
    {"site": "Quayside"},
    {
        "lockers": [
            {"size": "small", "free_units": 0},
            {"size": "medium", "free_units": 7},
            {"size": "large", "free_units": 2},
        ],
        "cancellation": "before the month ends, to avoid the next charge",
    },
)


def test_at_least_states_a_bound_not_the_lowest_item():
    answer = (
        "Medium lockers have 7 free units and large ones 2; small is full. "
        "Cancel at least 48 hours ahead of month end."
    )
    report = checked(answer, LOCKERS)
    assert report.action == "emit", show(report)


def test_no_less_than_states_a_bound_too():
    answer = "Give no less than 48 hours of notice if you leave a medium locker."
    report = checked(answer, LOCKERS)
    assert report.action == "emit", show(report)


FEES = (
    "list_locker_fees",
    {"site": "Quayside"},
    {"fees": [{"size": "small", "monthly": 19}, {"size": "medium", "monthly": 31}]},
)


def test_a_real_superlative_beside_a_wrong_figure_is_still_held_to_the_list():
    answer = "The cheapest locker is $12 a month."
    report = checked(answer, FEES)
    assert "fact_mismatch" in kinds(report), show(report)


def test_a_superlative_after_a_bound_is_still_read():
    answer = "Book at least a day ahead: the cheapest locker is $12 a month."
    report = checked(answer, FEES)
    assert "fact_mismatch" in kinds(report), show(report)
