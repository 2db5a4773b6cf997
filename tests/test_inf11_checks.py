"""Classes from the inf11 round, in domains of our own: a prediction that restates a detail of
an arrangement an output has scheduled is grounded by it; a notification channel an output
gives as a code (``sms``) is a text message; a numbered provision of a document (a section,
a clause, an article) is a citation an output must hold; a title set in emphasis names its
document. Every example is written for these tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

# ---- a detail of a scheduled arrangement grounds the prediction that restates it -------------

DUES = (
    "get_membership",
    {"member": "M-5120"},
    {
        "member": "M-5120",
        "plan": "Off-peak",
        "dues": {
            "amount_eur": 39,
            "method": "direct_debit",
            "collect_on": "2026-03-03",
            "account_last4": "0394",
        },
    },
)
TODAY = "Today is Friday, 20 February 2026."


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Your dues are on direct debit, so they'll come out of the account ending 0394.", "en"),
        ("El cargo de la cuota irá a la tarjeta con final 0394.", "es"),
        ("आपकी फ़ीस 0394 पर खत्म होने वाले खाते से कटेगी।", "hi"),
        ("会费将从尾号 0394 的账户扣除。", "zh"),
    ],
)
def test_a_detail_of_a_scheduled_arrangement_grounds_its_prediction(answer, language):
    report = checked(answer, DUES, system=TODAY, language=language)
    assert "inference_as_fact" not in kinds(report), show(report)


PAST_PAYMENT = (
    "get_payment",
    {"member": "M-5120"},
    {"paid_on": "2026-01-03", "amount_eur": 39, "account_last4": "0394", "status": "settled"},
)


def test_a_detail_of_a_settled_record_does_not_ground_a_promise():
    # nothing in the record is still to come: the refund foretold is the agent's own
    report = checked(
        "Because the gym closed for a week, the club will refund you in full to the account "
        "ending 0394.",
        PAST_PAYMENT,
        system=TODAY,
        language="en",
    )
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a channel code is a message ------------------------------------------------------------

SERVICE = (
    "book_service",
    {"bike": "BK-77", "slot": "2026-02-24T10:00"},
    {"status": "booked", "bike": "BK-77", "slot": "2026-02-24T10:00", "reminder": "sms"},
)


def test_a_text_reminder_is_the_sms_an_output_sets():
    report = checked(
        "Your bike service is booked. You'll get a text reminder beforehand.",
        SERVICE,
        system=TODAY,
        language="en",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a numbered provision is a citation -----------------------------------------------------

LEASE_TEXT = (
    "PART 2 - USE OF THE PLOT\n\n"
    "2.1 The holder may grow vegetables, fruit and flowers.\n"
    "2.2 Sheds must not exceed 2 metres in height.\n"
    "2.3 Bonfires are not permitted between April and September."
)
LEASE = ("get_allotment_rules", {"plot": "P-31", "part": "use"}, LEASE_TEXT)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "Clause 9.2 of your tenancy also lets the committee inspect the plot twice a year.",
            "en",
        ),
        ("La cláusula 9 de tu contrato obliga a avisar con un mes de antelación.", "es"),
        ("आपके अनुबंध की धारा 17 के तहत समिति साल में दो बार निरीक्षण कर सकती है।", "hi"),
        ("根据您租约的第9条，委员会每年可以检查两次。", "zh"),
    ],
)
def test_a_provision_nothing_read_numbers_is_fabricated(answer, language):
    report = checked(answer, LEASE, language=language)
    assert "source_fabrication" in kinds(report), show(report)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Under clause 2.2 of your allotment rules, sheds can be up to 2 metres tall.", "en"),
        ("Según la cláusula 2.3, no se permiten hogueras entre abril y septiembre.", "es"),
        ("धारा 2.3 के अनुसार अप्रैल से सितंबर तक आग जलाने की अनुमति नहीं है।", "hi"),
    ],
)
def test_a_provision_an_output_numbers_is_held(answer, language):
    report = checked(answer, LEASE, language=language)
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_provision_with_a_letter_is_held_by_a_key_that_names_it():
    report = checked(
        "The ₹2,000 relief under section 12B is already included.",
        ("get_relief", {"year": 2025}, {"relief_12b_inr": 2000, "total_inr": 2000}),
        language="en",
    )
    assert "source_fabrication" not in kinds(report), show(report)


# ---- a title in emphasis names its document -------------------------------------------------

GARDEN = (
    "get_plot_notes",
    {"plot": "P-31"},
    {"notes": "Water early in the morning; mulch the beds in June."},
)


def test_a_document_titled_in_emphasis_must_be_one_the_run_read():
    report = checked(
        "The association's *Summer Watering Basics* leaflet (page 3) also says mulch halves "
        "the watering.",
        GARDEN,
        language="en",
    )
    assert "source_fabrication" in kinds(report), show(report)


def test_a_document_titled_in_emphasis_that_an_output_holds_is_cited():
    read = (
        "get_leaflet",
        {"title": "Summer Watering Basics"},
        {"title": "Summer Watering Basics leaflet", "text": "Mulch halves the watering."},
    )
    report = checked(
        "The *Summer Watering Basics* leaflet says mulch halves the watering.",
        read,
        language="en",
    )
    assert "source_fabrication" not in kinds(report), show(report)
