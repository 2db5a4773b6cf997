"""Classes of inference stated as fact (and of sound answers wrongly held as such) from the
inf8 round: a comparison foretold to turn against the figures the outputs give; the reason
given for advice weighed without its auxiliary verbs; a prediction said by an output in the
words of its own clause. Every example is written for these tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show, witness_of

# ---- a comparison foretold to turn ------------------------------------------------------------

QUOTES = (
    "list_catering_quotes",
    {"event": "EV-204"},
    {
        "quotes": [
            {"vendor": "Harbor Kitchen", "price": 1850, "pricing": "estimate, per final headcount"},
            {"vendor": "Lotus Catering", "price": 2100, "pricing": "fixed"},
        ]
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "Harbor Kitchen's $1,850 estimate is going to run higher than Lotus "
            "Catering's $2,100 once the headcount is final.",
            "en",
        ),
        (
            "El presupuesto de Harbor Kitchen, $1,850, va a costar más que el de Lotus "
            "Catering, $2,100, cuando se cierre la lista de invitados.",
            "es",
        ),
    ],
)
def test_a_comparison_foretold_against_the_order_of_the_quoted_figures_is_a_prediction(
    answer, language
):
    report = checked(answer, QUOTES, language=language)
    assert witness_of(report, "inference_as_fact", "unhedged_future").kind == "claim", show(report)


@pytest.mark.parametrize(
    "answer",
    [
        # the comparison already holds on the figures: arithmetic on what the outputs give
        "Lotus Catering's $2,100 will cost you more than Harbor Kitchen's $1,850.",
        # hedged
        "Harbor Kitchen's $1,850 might end up costing more than Lotus Catering's $2,100.",
    ],
)
def test_a_comparison_the_figures_bear_out_or_a_hedged_one_stays_emitted(answer):
    report = checked(answer, QUOTES)
    assert "inference_as_fact" not in kinds(report), show(report)


LEDGER = (
    "get_savings_account",
    {"member": "M-88"},
    {"member": "M-88", "deposit_pending": 500, "balance_after_deposit": 2000},
)


def test_two_figures_of_different_fields_are_no_comparison_of_two_things():
    # "after" sits between the figures, but they are a deposit and a balance, not two rivals
    answer = "After the $500 deposit clears, your balance will be $2,000."
    report = checked(answer, LEDGER)
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- the reason given for advice, weighed by its content words ---------------------------------

GYM = (
    "get_membership",
    {"socio": "S-4410"},
    {
        "socio": "S-4410",
        "cuota_pendiente": 45,
        "vence": "2025-03-10",
        "recargo_pct": 0.05,
        "estado": "pendiente de pago",
        "observaciones": (
            "Clases sujetas a cuota activa. Después del vencimiento se cobra un recargo."
        ),
    },
)


def test_a_reason_for_advice_that_restates_an_output_passes_in_spanish():
    answer = (
        "Después del 10 de marzo se cobra un recargo del 5 %, así que te conviene pagar antes, "
        "sobre todo porque el acceso depende de tener la cuota activa."
    )
    report = checked(answer, GYM, language="es", system="Hoy es lunes 3 de marzo de 2025.")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_reason_for_advice_that_no_output_gives_is_still_a_cause():
    answer = "Te conviene pagar antes, porque el gimnasio cambia de dueño y sube todas las tarifas."
    report = checked(answer, GYM, language="es", system="Hoy es lunes 3 de marzo de 2025.")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a prediction weighed by the clause that foretells it -------------------------------------

POLICY = "Policy: refunds are credited to the card used at booking within 10 business days."
CANCEL = (
    "cancel_booking",
    {"booking": "BK-7731"},
    {"booking": "BK-7731", "status": "cancelled", "refund_amount": 320},
)


@pytest.mark.parametrize(
    "answer",
    [
        "Your booking BK-7731 for the lake cabin on Saturday night is now cancelled, and the "
        "refund will be credited to the card used at booking.",
        "Since the lake cabin was cancelled two days before the check-in cutoff, you will get "
        "the refund on the card used at booking.",
    ],
)
def test_a_procedural_future_the_operator_states_passes(answer):
    report = checked(answer, CANCEL, system=POLICY)
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_consequence_no_output_states_is_still_a_prediction():
    answer = (
        "Your booking BK-7731 is now cancelled, and your next trip will get a free seat upgrade."
    )
    report = checked(answer, CANCEL, system=POLICY)
    assert witness_of(report, "inference_as_fact", "unhedged_future").kind == "claim", show(report)
