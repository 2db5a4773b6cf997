"""Classes from the inf13 round, in domains of our own: the conditional mood and an estimate
called one hedge a prediction; an embedded question ("how much ... will", "कितना ... मिलेगा")
the user is sent to settle is no prediction; Hindi "should" (an infinitive with चाहिए) hedges
like English "should"; a conclusion that compares two figures of one unit the sentence shows
is no inference stated as fact; and "I added the lines again" beside a written sum is
arithmetic, not a record created. Every example is written for these tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

# ---- the conditional mood and an estimate called one ------------------------------------

PRINT_JOB = (
    "get_print_order",
    {"order": "IMP-2207"},
    {
        "order": "IMP-2207",
        "copies": 400,
        "status": "queued",
        "notes": "Printing starts after proof approval; binding adds two days.",
    },
)


def test_a_flat_spanish_prediction_is_stated_as_fact():
    report = checked(
        "Con la encuadernación, los folletos llegarán el jueves a tu oficina sin retrasos.",
        PRINT_JOB,
        language="es",
    )
    assert "inference_as_fact" in kinds(report), show(report)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "Con la encuadernación, calcula que los folletos estarían listos hacia el jueves; "
            "es una estimación y la imprenta te avisará del día exacto.",
            "es",
        ),
        (
            "With binding, the leaflets would be ready around Thursday; this is an estimate, "
            "and the print shop will give you the exact day.",
            "en",
        ),
        ("装订之后，传单大约周四能印好，这只是估算，印刷厂会告诉您准确日期。", "zh"),
    ],
)
def test_a_prediction_in_the_conditional_or_called_an_estimate_is_hedged(answer, language):
    report = checked(answer, PRINT_JOB, language=language)
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- an embedded question the user is sent to settle ------------------------------------

GYM = (
    "get_membership",
    {"member": "GM-5120"},
    {"member": "GM-5120", "plan": "annual", "paid": 540, "renewal": "2025-09-01"},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "How much of the fee you will get back is something to confirm with the front desk.",
            "en",
        ),
        ("Confirma con recepción cuánto te devolverán de la cuota anual.", "es"),
        ("सालाना फ़ीस में से कितना पैसा वापस मिलेगा, यह एक बार रिसेप्शन से पक्का कर लें।", "hi"),
        ("年费是否会退还一部分，请您向前台确认。", "zh"),
    ],
)
def test_an_embedded_question_the_user_settles_is_no_prediction(answer, language):
    report = checked(answer, GYM, language=language)
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_prediction_beside_advice_to_confirm_is_still_a_prediction():
    # no question word before the future: the refund is foretold, then confirmation advised
    report = checked(
        "आपकी सालाना फ़ीस का आधा पैसा अगले हफ़्ते वापस मिलेगा, फिर भी रिसेप्शन से पक्का कर लें।",
        GYM,
        language="hi",
    )
    assert "inference_as_fact" in kinds(report), show(report)


# ---- Hindi "should": an infinitive with चाहिए ------------------------------------------

TRAIN = (
    "get_train_status",
    {"train": "12430"},
    {"train": "12430", "departs": "06:10", "platform": 4, "running_status": "on time"},
)


def test_a_hindi_should_hedges_the_prediction_drawn_from_it():
    report = checked(
        "स्टेशन तक लगभग 40 मिनट लगने चाहिए, तो आप साढ़े पाँच बजे के आसपास प्लेटफ़ॉर्म पर पहुँच जाएँगे।",
        TRAIN,
        language="hi",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a conclusion that compares two figures of one unit ---------------------------------

BOAT = (
    "get_ferry",
    {"route": "north pier"},
    {"vessel": "Gull II", "max_load_kg": 900, "status": "available"},
)


def test_a_capacity_above_the_load_stated_beside_it_is_a_comparison():
    report = checked(
        "El Gull II carga hasta 900 kg, así que tiene espacio de sobra para las dos cajas "
        "(240 kg).",
        BOAT,
        language="es",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_capacity_below_the_load_is_no_comparison_that_holds():
    report = checked(
        "El Gull II carga hasta 900 kg, así que tiene espacio de sobra para las dos cajas "
        "(1200 kg).",
        BOAT,
        language="es",
    )
    assert "inference_as_fact" in kinds(report), show(report)


# ---- "added" as arithmetic ----------------------------------------------------------------

EXPENSES = (
    "get_expense_report",
    {"report": "EX-88"},
    {
        "lines": [{"item": "taxi", "amount": 42.0}, {"item": "hotel", "amount": 310.0}],
        "total": 352.0,
    },
)


def test_adding_the_report_lines_again_is_arithmetic():
    report = checked(
        "Your report totals $352.00.\n\nCheck: I added the expense lines again. $42.00 + "
        "$310.00 = $352.00.",
        EXPENSES,
        language="en",
        tools=["create_expense_line"],
    )
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_adding_a_line_to_the_report_is_still_an_act():
    report = checked(
        "I added a parking line to your expense report. $42.00 + $310.00 = $352.00 before it.",
        EXPENSES,
        language="en",
        tools=["create_expense_line"],
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- a cause named outright by what holds a thing up; a cause beyond its figures ---------

PERMIT = (
    "get_permit_status",
    {"permit": "BP-3318"},
    {"permit": "BP-3318", "stage": "plan review", "fee_paid": 275, "decision_by": "2025-06-12"},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "Your permit sits in plan review; what is holding it up is the inspector being on "
            "leave.",
            "en",
        ),
        (
            "Tu permiso está en revisión, y el cuello de botella es que el inspector está de baja.",
            "es",
        ),
        ("您的许可证在审图阶段，卡在检查员休假，还没人接手。", "zh"),
    ],
)
def test_what_holds_a_thing_up_named_outright_needs_an_output_that_says_it(answer, language):
    report = checked(answer, PERMIT, language=language)
    assert "inference_as_fact" in kinds(report), show(report)


def test_what_holds_a_thing_up_is_supported_when_an_output_says_it():
    report = checked(
        "Your permit sits in plan review; what is holding it up is the inspector being on leave.",
        (
            "get_permit_status",
            {"permit": "BP-3318"},
            {"permit": "BP-3318", "stage": "plan review", "blocker": "inspector on leave"},
        ),
        language="en",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_cause_beyond_the_figures_it_follows_is_still_a_cause():
    report = checked(
        "Liens: 1 open, $275 to City Water (June 2025), which stems from a zoning appeal, so it "
        "says nothing about the new plans.",
        (
            "get_liens",
            {"parcel": "P-12"},
            {
                "open_count": 1,
                "liens": [{"holder": "City Water", "amount": 275, "since": "2025-06"}],
            },
        ),
        language="en",
    )
    assert "inference_as_fact" in kinds(report), show(report)


def test_a_cause_shown_by_its_own_figures_is_an_explanation():
    report = checked(
        "The fee is $275 because the review covers 2 storeys at $137.50 each.",
        (
            "get_permit_status",
            {"permit": "BP-3318"},
            {"fee_paid": 275, "storeys": 2, "rate_per_storey": 137.5},
        ),
        language="en",
    )
    assert "inference_as_fact" not in kinds(report), show(report)
