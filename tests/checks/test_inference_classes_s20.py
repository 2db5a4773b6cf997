"""Classes of inference stated as fact found in session 20 on real agent answers: what
grounds a prediction, and the markers of a cause or a certain outcome in four languages.
Every example is written for these tests. A correct answer (a prediction an output gives
the time of, a hedged guess, warmth, an offer) must pass; an unhedged inference no output
supports must be named inference_as_fact, with the claim as its witness."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show, witness_of

# ---- a prediction rests on the figures of its own clause -------------------------------------

MEMBERSHIP = (
    "get_membership",
    {"member": "M-88"},
    {
        "member": "M-88",
        "status": "pending",
        "payments": [
            {"paid_on": "2025-03-01", "amount": 120},
            {"paid_on": "2025-04-01", "amount": 80},
        ],
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("You have paid 200 so far, so your membership will be approved before the summer.", "en"),
        (
            "Ya pagaste 200 en total, así que tu solicitud va a quedar aprobada antes del verano.",
            "es",
        ),
        ("आप अब तक कुल 200 चुका चुके हैं, इसलिए गर्मियों से पहले आपकी सदस्यता मंज़ूर हो जाएगी।", "hi"),
        ("你目前一共付了200，所以夏天之前你的会员申请就会被批准。", "zh"),
    ],
)
def test_a_prediction_drawn_from_the_figures_of_its_premise_is_not_grounded_by_them(
    answer, language
):
    # the total paid is verified (a sum of the payments); what is foretold after "so"
    # states no figure of its own and no output says it
    report = checked(answer, MEMBERSHIP, system="Today is May 2, 2025.", language=language)
    assert witness_of(report, "inference_as_fact").kind == "claim", show(report)


TARIFF = (
    "get_plan_change",
    {"account": "AC-301"},
    {"account": "AC-301", "new_plan": "Basic", "effective_date": "2025-06-01"},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "The Basic plan starts on June 1, so the first bill on the new plan will be "
            "the one for that month.",
            "en",
        ),
        (
            "El plan Basic empieza el 1 de junio, así que la primera factura con el plan "
            "nuevo será la de ese mes.",
            "es",
        ),
    ],
)
def test_a_consequence_drawn_from_a_time_an_output_gives_stays_emitted(answer, language):
    report = checked(answer, TARIFF, system="Today is May 20, 2025.", language=language)
    assert report.action == "emit", show(report)


def test_a_prediction_with_its_own_time_from_an_output_stays_emitted():
    refund = (
        "get_refund",
        {"order": "SO-77"},
        {"order": "SO-77", "approved_on": "2025-05-02", "expected_credit_date": "2025-05-09"},
    )
    report = checked(
        "Your refund was approved on May 2, so it will reach your card by May 9.",
        refund,
        system="Today is May 3, 2025.",
    )
    assert report.action == "emit", show(report)


# ---- a time that grounds a prediction is one an output gives for what is to come ------------

BIKE = {"ticket": "BK-12", "status": "awaiting_approval", "inspected_at": "2025-03-04T08:15:00"}


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("The mechanic has looked at it, and your bike will be ready today.", "en"),
        ("The mechanic has looked at the bike today, so it will be ready this evening.", "en"),
    ],
)
def test_today_or_a_past_event_time_does_not_ground_a_prediction(answer, language):
    report = checked(
        answer,
        ("get_ticket", {"ticket": "BK-12"}, BIKE),
        system="Today is Tuesday, March 4, 2025, 11:00.",
        language=language,
    )
    assert witness_of(report, "inference_as_fact").kind == "claim", show(report)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("The mechanic has looked at it, and your bike will be ready today.", "en"),
        ("El mecánico ya la revisó y tu bici va a estar lista hoy.", "es"),
    ],
)
def test_a_ready_time_an_output_gives_grounds_the_prediction(answer, language):
    ticket = {**BIKE, "ready_by": "2025-03-04T17:00:00"}
    report = checked(
        answer,
        ("get_ticket", {"ticket": "BK-12"}, ticket),
        system="Today is Tuesday, March 4, 2025, 11:00.",
        language=language,
    )
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- an outcome foretold as complete is foretold as certain ----------------------------------

REPAIR = (
    "get_repair",
    {"ticket": "R-40"},
    {
        "ticket": "R-40",
        "device": "washer",
        "fault": "drain pump",
        "status": "part_ordered",
        "refund": {"amount": 45.0, "expected_credit_date": "2025-05-09"},
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Cuando pongan la pieza, tu lavadora va a quedar arreglada por completo.", "es"),
        ("पुर्ज़ा लगते ही आपकी वॉशिंग मशीन पूरी तरह ठीक हो जाएगी।", "hi"),
        ("换上新零件以后，你的洗衣机就能彻底修好。", "zh"),
    ],
)
def test_a_prediction_of_a_complete_outcome_is_an_unhedged_certainty(answer, language):
    # the subject (the washer, the part) is in the output; the promised outcome is not
    report = checked(answer, REPAIR, system="Today is May 2, 2025.", language=language)
    assert witness_of(report, "inference_as_fact").kind == "claim", show(report)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("The $45 refund will be fully credited by May 9.", "en"),
        ("The washer might be completely fixed once the part is fitted.", "en"),
        ("The drain pump part is fully paid for, and I hope the washer is back soon!", "en"),
        ("Es posible que la lavadora quede arreglada por completo con la pieza nueva.", "es"),
        ("पुर्ज़ा लगने के बाद शायद मशीन पूरी तरह ठीक हो जाए।", "hi"),
        ("换上新零件以后，洗衣机可能就能彻底修好。", "zh"),
    ],
)
def test_a_complete_outcome_an_output_times_or_the_answer_hedges_stays_emitted(answer, language):
    report = checked(answer, REPAIR, system="Today is May 2, 2025.", language=language)
    assert report.action == "emit", show(report)


# ---- certainty words: Chinese 一定 before an adverb and 会, Hindi पक्का ---------------------

POLICY = (
    "get_policy",
    {"policy": "CAR-7"},
    {"policy": "CAR-7", "premium": 3200, "claims_last_year": 0, "renewal_date": "2025-08-01"},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("只要今年也不出险，明年的保费一定还会下调。", "zh"),
        ("明年的保费一定也会下调。", "zh"),
        ("अगले साल आपका प्रीमियम पक्का कम होगा।", "hi"),
    ],
)
def test_a_prediction_marked_certain_is_an_unhedged_certainty(answer, language):
    report = checked(answer, POLICY, system="Today is May 2, 2025.", language=language)
    assert witness_of(report, "inference_as_fact").kind == "claim", show(report)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("明年的保费可能还会下调。", "zh"),
        ("保费不一定还会下调。", "zh"),
        ("आपकी पॉलिसी CAR-7 का नवीनीकरण 1 अगस्त को पक्का है।", "hi"),
    ],
)
def test_a_hedged_or_scheduled_outcome_stays_emitted(answer, language):
    report = checked(answer, POLICY, system="Today is May 2, 2025.", language=language)
    assert report.action == "emit", show(report)
