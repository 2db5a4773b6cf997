"""Classes of inference stated as fact found in the second round of session 20 on real
agent answers: a cause named outright that no output gives, and a predicted outcome that
no output states. Every example is written for these tests. A correct answer (a cause an
output gives, a hedged guess, an outcome an output states) must pass; an unhedged
inference no output supports must be named inference_as_fact, with the claim as witness."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show, witness_of

# ---- a cause named outright needs an output that gives that cause ----------------------------

# two alerts close in time: the outputs show both, none says one caused the other
ALERTS = (
    "list_alerts",
    {"team": "checkout"},
    {
        "alerts": [
            {"id": "A-71", "service": "cart", "name": "error_rate_high", "since": "09:12"},
            {"id": "A-70", "service": "redis", "name": "memory_pressure", "since": "09:05"},
        ]
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("The cause is the memory pressure on redis, which started seven minutes earlier.", "en"),
        ("La causa es la presión de memoria en redis, que empezó siete minutos antes.", "es"),
        ("इसकी वजह redis पर मेमोरी का दबाव है, जो सात मिनट पहले शुरू हुआ।", "hi"),
        ("原因是redis的内存压力，它早七分钟就开始了。", "zh"),
    ],
)
def test_a_cause_named_outright_that_no_output_gives_is_an_unhedged_cause(answer, language):
    report = checked(answer, ALERTS, language=language)
    assert witness_of(report, "inference_as_fact", "unhedged_causal").kind == "claim", show(report)


# the outputs give the cause in so many words
OUTAGE = (
    "get_incident",
    {"id": "INC-9"},
    {
        "id": "INC-9",
        "status": "resolved",
        "root_cause": "expired TLS certificate on the load balancer",
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("The cause was an expired TLS certificate on the load balancer.", "en"),
        ("The incident is resolved; the root cause was the expired certificate.", "en"),
        ("La causa fue un certificado TLS expirado en el balanceador.", "es"),
        ("The cause might be the certificate, but nothing confirms it yet.", "en"),
        ("इसकी वजह शायद certificate हो सकता है।", "hi"),
        ("原因可能是证书过期。", "zh"),
    ],
)
def test_a_cause_an_output_gives_or_the_answer_hedges_stays_emitted(answer, language):
    report = checked(answer, OUTAGE, language=language)
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_cause_that_only_seems_so_is_hedged_in_hindi():
    # "the main reason seems to be X": a declared cause under an appearance verb is a guess
    report = checked("देरी की मुख्य वजह redis पर मेमोरी का दबाव दिखती है।", ALERTS, language="hi")
    assert "inference_as_fact" not in kinds(report), show(report)


# a notice that states the effect together with its cause links them, with no word of causing
NOTICE = (
    "estado_pedido",
    {"pedido": "P-314"},
    {"pedido": "P-314", "estado": "detenido", "nota": "Envío detenido en aduana por papeles"},
)
NOTICE_ZH = (
    "订单状态",
    {"订单": "P-314"},
    {"订单": "P-314", "状态": "滞留", "说明": "海关查验滞留"},
)


@pytest.mark.parametrize(
    ("answer", "tool", "language"),
    [
        ("Tu pedido P-314 sigue detenido; la causa es que en aduana faltan papeles.", NOTICE, "es"),
        ("你的订单P-314还在滞留，原因是海关查验。", NOTICE_ZH, "zh"),
    ],
)
def test_a_cause_an_output_states_beside_its_effect_stays_emitted(answer, tool, language):
    report = checked(answer, tool, language=language)
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- how a decision will go is stated only by an output that gives the decision --------------

LOAN = (
    "get_application",
    {"application": "LN-52"},
    {
        "application": "LN-52",
        "type": "loan",
        "status": "under_review",
        "reviewer": "credit team",
        "amount_requested": 5000,
        "submitted_on": "2025-04-20",
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("The credit team will approve your loan application.", "en"),
        ("The credit team will approve the full 5,000 of your loan application.", "en"),
        ("El equipo de crédito va a aprobar tu solicitud de préstamo.", "es"),
        ("क्रेडिट टीम आपका लोन आवेदन मंज़ूर कर देगी।", "hi"),
        ("信贷团队肯定能批准你的贷款申请。", "zh"),
    ],
)
def test_a_decision_foretold_while_the_output_says_pending_is_an_unhedged_prediction(
    answer, language
):
    # the application, its reviewer and the amount are in the output; the decision
    # foretold is not
    report = checked(answer, LOAN, system="Today is May 2, 2025.", language=language)
    assert witness_of(report, "inference_as_fact", "unhedged_future").kind == "claim", show(report)


GRANTED = (
    "get_application",
    {"application": "LN-52"},
    {
        "application": "LN-52",
        "status": "approved",
        "amount_approved": 5000,
        "payout_date": "2025-05-09",
    },
)


@pytest.mark.parametrize(
    ("answer", "tool", "language"),
    [
        ("The credit team will probably approve your loan application.", LOAN, "en"),
        ("Es posible que el equipo de crédito apruebe tu solicitud de préstamo.", LOAN, "es"),
        ("शायद क्रेडिट टीम आपका लोन आवेदन मंज़ूर कर देगी।", LOAN, "hi"),
        ("信贷团队可能会批准你的贷款申请。", LOAN, "zh"),
        ("The credit team will review your loan application.", LOAN, "en"),
        ("Your application LN-52 is approved and the 5,000 will be paid on May 9.", GRANTED, "en"),
        ("Tu solicitud LN-52 está aprobada: los 5.000 se pagarán el 9 de mayo.", GRANTED, "es"),
    ],
)
def test_a_hedged_decision_or_one_an_output_gives_stays_emitted(answer, tool, language):
    report = checked(answer, tool, system="Today is May 2, 2025.", language=language)
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- an outcome promised as certain needs an output that says more than half of it ----------

TRAIN = (
    "get_train",
    {"train": "G102"},
    {"train": "G102", "status": "delayed", "delay_minutes": 25, "platform": "7"},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        # the train and the delay are in the output; making it up is not
        ("Your train will surely make up the delay.", "en"),
        # 来得及 / 赶得上: a Chinese potential complement says an outcome can be reached
        ("放心，你肯定来得及换乘。", "zh"),
    ],
)
def test_an_outcome_promised_as_certain_that_no_output_states_is_an_unhedged_prediction(
    answer, language
):
    report = checked(answer, TRAIN, system="Today is May 2, 2025.", language=language)
    assert witness_of(report, "inference_as_fact", "unhedged_future").kind == "claim", show(report)


@pytest.mark.parametrize(
    ("answer", "tool", "language"),
    [
        ("The train will probably make up the delay.", TRAIN, "en"),
        ("你可能来得及换乘。", TRAIN, "zh"),
        ("放心，G102在7号站台。", TRAIN, "zh"),
        (
            "Your train will definitely arrive at 14:05.",
            ("get_train", {"train": "G102"}, {"train": "G102", "expected_arrival": "14:05"}),
            "en",
        ),
    ],
)
def test_a_hedged_or_timed_outcome_stays_emitted(answer, tool, language):
    report = checked(answer, tool, system="Today is May 2, 2025.", language=language)
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- an opinion in one part does not hedge a prediction after ';' -----------------------------

ROOMS = (
    "search_rooms",
    {"city": "Porto"},
    {
        "rooms": [
            {"name": "Harbor", "price": 80, "available": 2},
            {"name": "Garden", "price": 95, "available": 5},
        ]
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "I'd pick the Harbor room, the cheaper of the two; the festival crowds will fill "
            "every hotel in the city before Saturday.",
            "en",
        ),
        (
            "Yo me quedaría con la Harbor, la más barata; con el festival, los turistas van a "
            "llenar todos los hoteles de la ciudad antes del sábado.",
            "es",
        ),
    ],
)
def test_a_prediction_after_an_opinion_and_a_semicolon_is_stated_as_fact(answer, language):
    report = checked(answer, ROOMS, system="Today is May 2, 2025.", language=language)
    assert witness_of(report, "inference_as_fact", "unhedged_future").kind == "claim", show(report)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("I'd pick the Harbor room; it's the cheaper of the two.", "en"),
        ("I'd pick the Harbor room, and I think it will sell out before Saturday.", "en"),
        ("I'd pick the Harbor room; I'll hold it for you while you decide.", "en"),
        ("Yo me quedaría con la Harbor; creo que va a agotarse antes del sábado.", "es"),
    ],
)
def test_an_opinion_a_hedged_guess_or_a_commitment_stays_emitted(answer, language):
    report = checked(answer, ROOMS, system="Today is May 2, 2025.", language=language)
    assert "inference_as_fact" not in kinds(report), show(report)
