"""Classes from the inf16 round, in domains of our own: a cause the answer leaves to someone
to tell ("your technician can explain the cause", "इसका कारण ... बता पाएँगे") names no cause
and foretells nothing; a fill foretold with no figure of its own ("it'll be a snug fit") is
read off the capacity and the amount its sentence states. Every example is written for
these tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

# ---- a cause left to someone to tell ------------------------------------------------------

BOILER = (
    "get_boiler_reading",
    {"unit": "B-7"},
    {"unit": "B-7", "pressure_bar": 0.6, "min_bar": 1.0, "flag": "low"},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "Boiler B-7 reads 0.6 bar, under its 1.0 bar minimum. Your heating engineer will "
            "be able to explain the cause once they inspect it.",
            "en",
        ),
        (
            "Boiler B-7 reads 0.6 bar, under its 1.0 bar minimum; the reason is something only "
            "the engineer can tell after a visit.",
            "en",
        ),
        (
            "La caldera B-7 marca 0,6 bar, por debajo del mínimo de 1,0 bar. La causa te la "
            "podrá explicar el instalador cuando la revise.",
            "es",
        ),
        (
            "बॉयलर B-7 का दबाव 0.6 bar है, जो 1.0 bar की न्यूनतम सीमा से कम है। इसका कारण "
            "मिस्त्री ही जाँचकर बता पाएँगे।",
            "hi",
        ),
        ("锅炉B-7压力为0.6 bar，低于1.0 bar的下限。具体原因要等师傅上门检查后才能告诉您。", "zh"),
    ],
)
def test_a_cause_left_to_someone_to_tell_names_none(answer, language):
    report = checked(answer, BOILER, language=language)
    assert "inference_as_fact" not in kinds(report), show(report)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "Boiler B-7 reads 0.6 bar, under its 1.0 bar minimum. The cause is a leaking valve.",
            "en",
        ),
        (
            "La caldera B-7 marca 0,6 bar, por debajo del mínimo de 1,0 bar. La causa es una "
            "válvula que gotea.",
            "es",
        ),
        (
            "बॉयलर B-7 का दबाव 0.6 bar है, जो 1.0 bar की न्यूनतम सीमा से कम है। इसका कारण "
            "वाल्व का रिसाव है।",
            "hi",
        ),
        ("锅炉B-7压力为0.6 bar，低于1.0 bar的下限。原因是阀门漏水。", "zh"),
        (
            "Boiler B-7 reads 0.6 bar, under its 1.0 bar minimum, because a valve is leaking; "
            "the engineer can tell you more.",
            "en",
        ),
    ],
)
def test_a_cause_named_beside_a_telling_still_needs_an_output(answer, language):
    report = checked(answer, BOILER, language=language)
    assert "inference_as_fact" in kinds(report), show(report)


def test_a_firm_request_beside_a_deferred_cause_promises_nothing():
    answer = "B-7 का दबाव 0.6 bar है। मिस्त्री को एक बार ज़रूर दिखाइए — इसका कारण वे ही देखकर बता पाएँगे।"
    report = checked(answer, BOILER, language="hi")
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a fill read off a capacity and an amount ---------------------------------------------

HALL = (
    "get_room",
    {"room": "Loft"},
    {"room": "Loft", "capacity": {"standing": 90, "theatre": 70}, "rate_per_hour": 120},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "The Loft seats 70 theatre-style, so your 64 attendees fit, though it'll be a "
            "tight fit.",
            "en",
        ),
        (
            "El Loft admite 70 personas en formato teatro, así que tus 64 asistentes caben, "
            "aunque va a quedar muy lleno.",
            "es",
        ),
    ],
)
def test_a_fill_read_off_the_capacity_and_the_amount_holds(answer, language):
    report = checked(answer, HALL, user="We expect 64 attendees.", language=language)
    assert "inference_as_fact" not in kinds(report), show(report)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "The Loft seats 70 theatre-style, so your 64 attendees fit, and it will sell out "
            "well before the day.",
            "en",
        ),
        (
            "The Loft seats 70 theatre-style; with 95 attendees it'll be a tight fit.",
            "en",
        ),
    ],
)
def test_a_fill_needs_an_amount_within_the_capacity_and_nothing_else_foretold(answer, language):
    report = checked(answer, HALL, user="We expect 64 attendees, maybe 95.", language=language)
    assert "inference_as_fact" in kinds(report), show(report)


# ---- an outcome an output names only as avoided -------------------------------------------

LIBRARY = (
    "get_loans",
    {"member": "M-301"},
    {
        "member": "M-301",
        "loans": [{"title": "Tide Tables", "due": "2026-05-02", "renewals_left": 0}],
        "policy_note": "Returning items by the due date avoids a late fee for the term.",
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "Tide Tables has no renewals left, so the library will charge you a late fee for "
            "the term.",
            "en",
        ),
        (
            "A Tide Tables no le quedan renovaciones, así que la biblioteca te cobrará una "
            "late fee este trimestre.",
            "es",
        ),
    ],
)
def test_an_outcome_an_output_names_as_avoided_does_not_ground_it_foretold(answer, language):
    report = checked(answer, LIBRARY, language=language)
    assert "inference_as_fact" in kinds(report), show(report)


def test_an_outcome_an_output_states_plainly_still_grounds_it():
    loans = (
        "get_loans",
        {"member": "M-301"},
        {
            "member": "M-301",
            "loans": [{"title": "Tide Tables", "due": "2026-05-02", "renewals_left": 0}],
            "policy_note": "Items with no renewals left are charged a late fee for the term.",
        },
    )
    answer = (
        "Tide Tables has no renewals left, so the library will charge you a late fee for the term."
    )
    report = checked(answer, loans, language="en")
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a year is a period, not a detail of a scheduled record -------------------------------

DUES = (
    "get_dues",
    {"member": "C-88"},
    {
        "member": "C-88",
        "next_installment": {"due_date": "2026-09-30", "amount_eur": 45},
        "summary": "In 2025 you paid 3 of the 4 installments.",
    },
)


def test_a_year_in_a_prediction_is_no_detail_of_a_scheduled_record():
    answer = "You paid 3 of 4 installments, so the club will suspend your membership for 2025."
    report = checked(answer, DUES, system="Today is 2026-09-01.", language="en")
    assert "inference_as_fact" in kinds(report), show(report)


def test_a_detail_of_the_scheduled_record_still_grounds_its_prediction():
    answer = "Your next installment of €45 will be due on September 30."
    report = checked(answer, DUES, system="Today is 2026-09-01.", language="en")
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a cause an output's own status states, in a Spanish past tense -----------------------

RENTALS = (
    "list_rentals",
    {"customer": "K-12"},
    {
        "customer": "K-12",
        "rentals": [
            {"date": "2026-02-03", "item": "kayak", "status": "done", "charged": True},
            {
                "date": "2026-02-10",
                "item": "paddle board",
                "status": "cancelled_by_customer",
                "charged": False,
            },
        ],
    },
)


@pytest.mark.parametrize(
    "answer",
    [
        "La tabla de paddle del 10 de febrero no se cobra, porque la cancelaste tú.",
        "La tabla de paddle del 10 de febrero no se cobró porque el cliente la canceló.",
    ],
)
def test_a_cause_an_output_status_states_in_a_preterite_holds(answer):
    report = checked(answer, RENTALS, language="es")
    assert "inference_as_fact" not in kinds(report), show(report)


@pytest.mark.parametrize(
    "answer",
    [
        "La tabla de paddle del 10 de febrero no se cobra, porque la tienda te reembolsó el "
        "depósito.",
        "La tabla de paddle del 10 de febrero no se cobra, porque tu tarjeta de crédito caducó "
        "en enero.",
    ],
)
def test_a_cause_no_output_states_in_a_preterite_still_needs_one(answer):
    report = checked(answer, RENTALS, language="es")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a trend carried forward ------------------------------------------------------------

SAVINGS = (
    "get_savings",
    {"goal": "bike"},
    {
        "goal": "bike",
        "target_eur": 900,
        "saved_eur": 540,
        "history": [
            {"month": "2026-01", "saved_eur": 480},
            {"month": "2026-02", "saved_eur": 540},
        ],
    },
)
TODAY = "Today is Tuesday, March 3, 2026."


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "You've saved €540 of your €900 goal, up €60 from January. At this rate you'll "
            "reach the €900 goal by August.",
            "en",
        ),
        (
            "Llevas 540 € de tu meta de 900 €, 60 € más que en enero. A este ritmo llegarás a "
            "los 900 € antes del verano.",
            "es",
        ),
        (
            "आपने 900 € के लक्ष्य में से 540 € बचा लिए हैं। इसी रफ़्तार से आप गर्मियों से पहले 900 € तक पहुँच जाएँगे।",
            "hi",
        ),
    ],
)
def test_a_trend_carried_forward_is_a_projection(answer, language):
    report = checked(answer, SAVINGS, system=TODAY, language=language)
    assert "inference_as_fact" in kinds(report), show(report)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("You've saved €540 of your €900 goal, so €360 is left to save.", "en"),
        (
            "Llevas 540 € de tu meta de 900 €. A este ritmo, quizá llegues a los 900 € antes "
            "del verano.",
            "es",
        ),
        (
            "You've saved €540 of your €900 goal. At this rate you might reach it by August, "
            "though that's only a projection.",
            "en",
        ),
    ],
)
def test_a_projection_hedged_or_a_difference_shown_holds(answer, language):
    report = checked(answer, SAVINGS, system=TODAY, language=language)
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- an event called off, foretold ------------------------------------------------------

REGATTA = (
    "get_regatta",
    {"race": "R-4"},
    {
        "race": "R-4",
        "date": "2026-05-16",
        "start": "11:00",
        "status": "scheduled",
        "forecast": {"gust_kn": 31},
        "rule": "Races are abandoned when gusts exceed 30 knots; the committee rules at 09:00.",
    },
)
DAY = "Today is 2026-05-12."


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "Race R-4 is on May 16 at 11:00; with 31-knot gusts forecast, it will be cancelled.",
            "en",
        ),
        (
            "La regata R-4 es el 16 de mayo a las 11:00; con rachas de 31 nudos se va a suspender.",
            "es",
        ),
        ("रेस R-4 16 मई को 11:00 बजे है; 31 नॉट की हवा के कारण यह रद्द हो जाएगी।", "hi"),
        ("R-4比赛定于5月16日11:00；预报阵风31节，比赛将会取消。", "zh"),
    ],
)
def test_an_event_called_off_foretold_needs_an_output_that_calls_it_off(answer, language):
    report = checked(answer, REGATTA, system=DAY, language=language)
    assert "inference_as_fact" in kinds(report), show(report)


def test_an_event_an_output_calls_off_may_be_foretold():
    called = (
        "get_regatta",
        {"race": "R-4"},
        {"race": "R-4", "date": "2026-05-16", "status": "cancelled", "notice": "Gale warning."},
    )
    answer = "Race R-4 on May 16 will be cancelled; the club has posted a gale warning."
    report = checked(answer, called, system=DAY, language="en")
    assert "inference_as_fact" not in kinds(report), show(report)


@pytest.mark.parametrize(
    "answer",
    [
        "Race R-4 is still scheduled for May 16 at 11:00; the committee rules at 09:00 that day.",
        "If gusts pass 30 knots, race R-4 will be cancelled; the committee rules at 09:00.",
    ],
)
def test_a_schedule_or_a_rule_under_its_condition_holds(answer):
    report = checked(answer, REGATTA, system=DAY, language="en")
    assert "inference_as_fact" not in kinds(report), show(report)
