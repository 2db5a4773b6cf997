"""Classes of inference stated as fact (and of sound answers wrongly held as such) from the
inf9 round: a requirement of the user's is no prediction; a certainty idiom foretells with no
future tense; an on-time verdict or a span still to come foretells with a present tense.
Every example is written for these tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show, witness_of

# ---- a requirement of the user's is not a prediction ----------------------------------------

CARD = (
    "get_library_card",
    {"card": "LC-5521"},
    {"card": "LC-5521", "status": "suspended", "reason": "address_unverified"},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "Your library card LC-5521 is suspended. You will need to visit the front desk "
            "with a photo ID.",
            "en",
        ),
        (
            "Your library card LC-5521 is suspended. You'll have to bring a utility bill to "
            "any branch.",
            "en",
        ),
        (
            "Tu tarjeta LC-5521 está suspendida. Tendrás que pasar por el mostrador con tu "
            "identificación.",
            "es",
        ),
        (
            "आपका लाइब्रेरी कार्ड LC-5521 निलंबित है। आपको पहचान पत्र लेकर काउंटर पर जाना होगा।",
            "hi",
        ),
        ("您的借书证 LC-5521 已被暂停。您将需要带证件到前台办理。", "zh"),
    ],
)
def test_what_the_user_must_do_is_not_a_prediction(answer, language):
    report = checked(answer, CARD, language=language)
    assert "inference_as_fact" not in kinds(report), show(report)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "You'll need to bring a photo ID, and the card will be reactivated the same "
            "afternoon with a fresh borrowing limit.",
            "en",
        ),
        (
            "आपको पहचान पत्र लाना होगा, और उसी दोपहर आपका कार्ड नई सीमा के साथ फिर से चालू हो जाएगा।",
            "hi",
        ),
    ],
)
def test_a_prediction_beside_a_requirement_is_still_a_prediction(answer, language):
    report = checked(answer, CARD, language=language)
    assert witness_of(report, "inference_as_fact", "unhedged_future").kind == "claim", show(report)


# ---- a certainty idiom foretells with no future tense -------------------------------------

RENT = (
    "get_lease",
    {"unit": "B-14"},
    {"unit": "B-14", "monthly_rent": 18500, "lease_ends": "2026-03-31", "renewal": "open"},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("The landlord is bound to raise the rent past ₹20,000 at renewal.", "en"),
        ("नवीनीकरण पर मकान मालिक का किराया ₹20,000 से ऊपर जाना तय है।", "hi"),
        ("续约的时候房东涨租，你再谈也肯定没问题。", "zh"),
    ],
)
def test_a_certainty_idiom_that_foretells_is_a_prediction(answer, language):
    report = checked(answer, RENT, language=language)
    assert witness_of(report, "inference_as_fact", "unhedged_future").kind == "claim", show(report)


PAYOUT = (
    "get_payouts",
    {"seller": "S-88"},
    {
        "payouts": [
            {"id": "P-1", "net": 4200, "status": "PAID", "paid_on": "2026-02-20"},
            {"id": "P-2", "net": 3150, "status": "PENDING", "scheduled_on": "2026-03-06"},
        ]
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("दूसरा भुगतान ₹3,150 का है, जो 6 मार्च को आना तय है।", "hi"),
        ("The second payout of ₹3,150 is set for March 6.", "en"),
    ],
)
def test_a_certainty_the_output_schedules_stays_emitted(answer, language):
    report = checked(answer, PAYOUT, language=language, system="Today is 2 March 2026.")
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- an on-time verdict or a span to come, in the present tense ----------------------------

TILES = (
    "get_shipment",
    {"order": "TL-310"},
    {"order": "TL-310", "status": "packed", "dispatch_date": "2026-05-12", "carrier": "road"},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "The courier drops the tiles at your door on Thursday, in time for the tiler's visit.",
            "en",
        ),
        ("Así que tus azulejos llegan a tiempo para la obra del jueves, sin problema.", "es"),
        ("这样瓷砖周四就到，赶得上师傅上门铺贴。", "zh"),
        ("这次铺完，之后十年都不用再翻修地面了。", "zh"),
    ],
)
def test_an_on_time_verdict_no_output_gives_is_a_prediction(answer, language):
    report = checked(answer, TILES, language=language, system="Today is Monday, 11 May 2026.")
    assert witness_of(report, "inference_as_fact", "unhedged_future").kind == "claim", show(report)


MARKET = (
    "get_order",
    {"order": "FM-77"},
    {"order": "FM-77", "status": "ready", "note": "Ready in time for the Saturday market stall"},
)


def test_an_on_time_verdict_an_output_states_stays_emitted():
    report = checked("Order FM-77 is ready in time for the Saturday market stall.", MARKET)
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_present_tense_report_with_no_idiom_stays_emitted():
    report = checked(
        "Order TL-310 is packed and leaves by road on May 12.",
        TILES,
        system="Today is Monday, 11 May 2026.",
    )
    assert "inference_as_fact" not in kinds(report), show(report)
