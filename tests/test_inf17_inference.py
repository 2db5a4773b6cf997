"""Classes from the inf17 round, in domains of our own: a cause weighed on a single word
is given only by a record that links it to the effect (a reason it states, or the effect's
own words); a Hindi cause before its postposition is the noun right before it, not the
clause's subject; a cause that adds an attribute to the reason an output gives is not that
reason; a change owed to something ("the dip in X is down to Y") declares a cause; what a
fact is said to mean ("that means ...") is a consequence weighed by itself, and an output's
"once ... confirmed" waits on an outcome still to be settled. Every example is written for
these tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

# ---- a cause weighed on one word ------------------------------------------------------------

GYM = (
    "get_member_visits",
    {"member": "GM-410"},
    {
        "member": "GM-410",
        "visits": [
            {"date": "2025-05-02", "attended": True, "class": "spin"},
            {"date": "2025-05-09", "attended": False, "class": None},
            {"date": "2025-05-16", "attended": True, "class": "rowing"},
        ],
        "coach_notes": "Struggles with pacing on long intervals.",
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "You came to 2 of your last 3 visits. Your slower race is explained by the absence "
            "on 9 May.",
            "en",
        ),
        (
            "Viniste a 2 de tus últimas 3 visitas. Tu mala marca en la carrera se explica por "
            "la clase que faltaste el 9 de mayo.",
            "es",
        ),
    ],
)
def test_a_cause_of_one_word_no_record_links_is_inferred(answer, language):
    report = checked(answer, GYM, language=language)
    assert "inference_as_fact" in kinds(report), show(report)


FERRY = (
    "get_sailing",
    {"route": "R-12"},
    {
        "route": "R-12",
        "status": "cancelled",
        "cancel_reason": "fog",
        "next_sailing": "2025-05-03T09:00:00",
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Sailing R-12 is cancelled because of fog.", "en"),
        ("La salida R-12 está cancelada por culpa de la niebla.", "es"),
        ("R-12 की सेवा कोहरे की वजह से रद्द है।", "hi"),
    ],
)
def test_a_cause_of_one_word_the_reason_holds_stands(answer, language):
    report = checked(answer, FERRY, language=language)
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a Hindi cause before its postposition ---------------------------------------------------

ORCHARD = (
    "get_orchard_report",
    {"plot": "P-3"},
    {
        "plot": "P-3",
        "yield_kg": 410,
        "last_year_kg": 620,
        "soil_test": {"status": "PENDING", "expected": "2025-06-10"},
        "weather": {"rain_mm": 12, "note": "drought"},
    },
)


def test_a_hindi_cause_is_the_noun_before_its_postposition():
    answer = "प्लॉट P-3 की पैदावार 410 किलो रही। पैदावार मिट्टी की वजह से ही घटी है।"
    report = checked(answer, ORCHARD, language="hi")
    assert "inference_as_fact" in kinds(report), show(report)


def test_a_hindi_relative_jisse_is_no_cause():
    answer = "पैसे उसी खाते में लौटेंगे जिससे आपने भुगतान किया था।"
    refund = (
        "get_refund",
        {"id": "RF-88"},
        {"id": "RF-88", "amount": 300, "method": "original_payment", "eta_days": "5-7"},
    )
    report = checked(answer, refund, language="hi")
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a cause that adds an attribute to the output's reason -----------------------------------

STUDIO = (
    "get_class",
    {"id": "YG-7"},
    {
        "id": "YG-7",
        "status": "cancelled",
        "cancel_reason_code": "INSTRUCTOR_UNAVAILABLE",
        "note": "Priya away Mon",
        "teacher": "Priya",
    },
)


def test_a_cause_that_adds_an_attribute_to_the_reason_is_inferred():
    answer = "Yoga class YG-7 was cancelled because Priya is injured."
    report = checked(answer, STUDIO, language="en")
    assert "inference_as_fact" in kinds(report), show(report)


def test_a_cause_that_restates_the_reason_stands():
    answer = "Yoga class YG-7 was cancelled because the instructor is unavailable."
    report = checked(answer, STUDIO, language="en")
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a change owed to something ----------------------------------------------------------------

SHOP = (
    "get_sales",
    {"store": "S-2"},
    {
        "store": "S-2",
        "weeks": [{"week": 20, "sales": 5200}, {"week": 21, "sales": 3900}],
        "manager_note": "Roadworks outside since Monday.",
    },
)


def test_a_change_down_to_something_declares_a_cause():
    answer = "Sales went from 5,200 to 3,900, and the dip in sales is down to the new competitor."
    report = checked(answer, SHOP, language="en")
    assert "inference_as_fact" in kinds(report), show(report)


@pytest.mark.parametrize(
    "answer",
    [
        "Sales are down to 3,900 this week, from 5,200.",
        "Which promotion to run next is down to you.",
    ],
)
def test_down_to_a_level_or_a_person_is_no_cause(answer):
    report = checked(answer, SHOP, language="en")
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- what a fact is said to mean; "once" a thing is confirmed --------------------------------

ALLOTMENT = (
    "get_plot_waitlist",
    {"site": "North"},
    {"site": "North", "position": 2, "list_size": 14, "plots_free": 0},
)
ALLOTMENT_NOTE = (
    "get_site_notes",
    {"site": "North"},
    "Two tenants may leave before spring. New plots will be allocated in list order "
    "once vacancies are confirmed.",
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "You are 2nd of 14 and no plot is free. That means you will be offered a plot "
            "by autumn.",
            "en",
        ),
    ],
)
def test_what_a_fact_means_is_a_consequence_weighed_by_itself(answer, language):
    report = checked(answer, ALLOTMENT, ALLOTMENT_NOTE, language=language)
    assert "inference_as_fact" in kinds(report), show(report)


def test_once_shipped_is_a_sequence_not_a_condition():
    parcel = (
        "get_order",
        {"id": "OR-5"},
        "Order OR-5 is packed. A tracking link will be emailed once the parcel ships.",
    )
    answer = "Order OR-5 is packed, and a tracking link will be emailed to you."
    report = checked(answer, parcel, language="en")
    assert "inference_as_fact" not in kinds(report), show(report)
