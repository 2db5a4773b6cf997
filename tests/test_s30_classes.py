"""Classes fixed in session 30, each example written for these tests (none taken from a data
set). Every test that asserts nothing is flagged has a control beside it that asserts the
same check still flags the wrong answer.

Sources
- A word of saying capitalised inside a name ("the Tide Notes from Ferrol zine") is part of
  the name, not a verb that cites a source.
- A figure the record naming a source keeps in minor units (``price_cents: 4900``) is one
  that record states ("$49").
- In Spanish an object pronoun before a noun of a document makes it a verb ("te aviso").

States
- Where a language puts its negation before the verb (English, Spanish, Chinese), a
  negation after a state word denies the verb after it ("the class you cancelled doesn't
  count"), not the state. Hindi's "रद्द नहीं हुआ" still denies it.

Inference
- A figure of what the run's own act set up (the refund a cancel call recorded) grounds
  the prediction that restates it ("you'll get $18 back").
- A consequence that is its figures alone ("so **30 €**, which will be charged to ...")
  is weighed by its predicting clause, as written.

Values and counts
- A money value is no misreading of a list's size (``total: 4`` beside 4 items).
- A date a "72-hour" window moves is a derived date, like one of "3 days".
- A date only one item holds names that item, whatever else its sentence names: the
  count beside it may be that item's figure ("Monday the 7th has 4 places, Tuesday 2").
- A noun written in another script that sounds like the key ("मील" for ``meals_*``) names
  the field that states the whole of "62 में से 6".
- "N out of M" whose part and whole one record holds (``correct`` and ``total``) is verified.
- "九毛钱", "三块八毛": a word worth a tenth of the yuan is read as that amount, shown to
  the tenth.
- A number inside a code of an output ("L-3") is no operand of a derived value.
- An item the answer denies, named without the qualifier in brackets its output name
  carries ("lamb tagine" and "Lamb tagine (half portion)"), is returned; an emoji ends the
  denied phrase.
- An output that is, as a whole, the thing denied (``get_payment``, ``consultar_pago``) and
  whose own state says it went through witnesses "no payment recorded".
- A step before a decision ("passed_preliminary") and a rule it will be taken by ("subject
  to ...") are no decision taken: they do not ground "it will be approved".
- "续借" renews, "dar parte" gives notice: acts the lexicons name.
- "a 90-day warranty": a unit joined by a hyphen measures the number (no code); fields
  that all hold one figure are one witness against another figure of that measure.
- Measures of different units do not combine (2 hours times 3 is no "6 months"); "15 km/h"
  is one unit, and a figure converted beside another ("8 kt (15 km/h)") is derived.
- A label written with accents names a key written without them ("válido hasta" and
  ``valido_hasta``).
- A place with a number and a space ("Lane 2") is an attribute of its item, not its name:
  one swapped in from a sibling item is contradicted.
- A state counted in its plural ("2 justificadas", ``estado: justificada``) is held to the
  items in that state; a kind so counted may be narrowed further ("two more instalments").
- A round number after a word of "each" ("per 1,000 litres", "प्रति 1,000") is the basis of
  a rate, no value; the rate is verified as a ratio of two output figures per that basis.
"""

from __future__ import annotations

from decimal import Decimal

from nyaya.claims.numerals import find_numbers
from runkit import checked, kinds, show, witness_of

# ---- sources -----------------------------------------------------------------------------

ZINES = (
    "list_subscriptions",
    {"reader": "R-31"},
    {
        "subscriptions": [
            {
                "title": "Tide Notes from Ferrol (Issue 9)",
                "format": "Riso Print",
                "price_cents": 700,
            },
            {"title": "Salt Lines", "format": "Audio Edition", "price_cents": 450},
        ]
    },
)


def test_a_word_of_saying_inside_a_capitalised_name_cites_nothing() -> None:
    report = checked(
        "You're subscribed to two zines:\n\n- **Tide Notes from Ferrol, Issue 9** (Riso Print): "
        "$7\n- **Salt Lines** (Audio Edition): $4.50",
        ZINES,
    )
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_word_of_saying_in_lower_case_still_cites_a_source() -> None:
    report = checked(
        "Your zine costs $7. The Ferrol Courier notes that the next issue doubles in size.",
        ZINES,
    )
    assert "source_fabrication" in kinds(report), show(report)


HOSTELS = (
    "search_hostels",
    {"city": "Porto"},
    {
        "results": [
            {"name": "Ribeira Bunkhouse", "source": "Porto Nomad", "bed_cents": 2450},
            {"name": "Bolhão Rooms", "source": "Canal Listings", "bed_cents": 3100},
        ]
    },
)


def test_a_figure_in_minor_units_is_one_the_named_source_states() -> None:
    report = checked("According to Porto Nomad, a bed at Ribeira Bunkhouse is $24.50.", HOSTELS)
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_figure_no_output_holds_is_still_not_the_named_sources() -> None:
    report = checked("According to Porto Nomad, a bed at Ribeira Bunkhouse is $19.", HOSTELS)
    assert kinds(report) & {"source_fabrication", "fact_mismatch"}, show(report)


TALLER = (
    "consultar_taller",
    {"taller": "cerámica"},
    {"plazas": 0, "nota": "Las plazas de enero se abren el 8 de diciembre."},
)


def test_an_object_pronoun_before_a_document_noun_makes_it_a_verb() -> None:
    report = checked(
        "El taller de cerámica está completo; las plazas de enero se abren el 8 de diciembre. "
        "¿Te aviso cuando se abran?",
        TALLER,
        language="es",
    )
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_document_cited_by_its_noun_is_still_held_to_the_outputs() -> None:
    report = checked(
        "Según el boletín municipal de noviembre, las plazas de enero se abren el 8 de diciembre.",
        TALLER,
        language="es",
    )
    assert "source_fabrication" in kinds(report), show(report)


# ---- states ------------------------------------------------------------------------------

CLASSES = (
    "list_classes",
    {"member": "Y-12"},
    {
        "classes": [
            {"date": "2025-05-03", "style": "vinyasa", "status": "attended", "credits": 1},
            {"date": "2025-05-10", "style": "yin", "status": "cancelled_by_member", "credits": 0},
            {"date": "2025-05-17", "style": "vinyasa", "status": "attended", "credits": 1},
        ]
    },
)


def test_a_negation_after_a_state_word_denies_the_verb_after_it() -> None:
    report = checked(
        "You've earned 2 credits this month. The yin class you cancelled doesn't count "
        "toward them.",
        CLASSES,
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_negation_before_the_state_word_still_denies_it() -> None:
    report = checked(
        "You've earned 2 credits this month, and the yin class wasn't cancelled.", CLASSES
    )
    assert kinds(report) & {"fact_mismatch", "false_absence"}, show(report)


def test_a_spanish_negation_after_a_state_word_denies_the_verb_after_it() -> None:
    report = checked(
        "Llevas 2 créditos este mes. La clase de yin cancelada no cuenta para el total.",
        CLASSES,
        language="es",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_spanish_negation_before_the_state_word_still_denies_it() -> None:
    report = checked("Llevas 2 créditos. La clase de yin no fue cancelada.", CLASSES, language="es")
    assert kinds(report) & {"fact_mismatch", "false_absence"}, show(report)


def test_hindi_negation_after_the_state_word_still_denies_it() -> None:
    report = checked(
        "इस महीने आपके 2 क्रेडिट हैं। 10 मई की यिन क्लास रद्द नहीं हुई थी।", CLASSES, language="hi"
    )
    assert kinds(report) & {"fact_mismatch", "false_absence"}, show(report)


# ---- inference ---------------------------------------------------------------------------

TOURS = (
    "list_bookings",
    {"customer": "C-88"},
    {
        "bookings": [
            {
                "booking_id": "KT-301",
                "tour": "Sunset kayak",
                "date": "2025-06-14",
                "paid_cents": 6500,
            }
        ]
    },
)
CANCEL = (
    "cancel_booking",
    {"booking_id": "KT-301"},
    {
        "booking_id": "KT-301",
        "status": "cancelled",
        "ledger": [
            {"type": "refund", "amount_cents": -5500, "card": "mastercard_2291"},
            {"type": "cancellation_fee", "amount_cents": 1000},
        ],
    },
)
SYSTEM = "Today is Tuesday, June 10, 2025. Refunds reach the card in 3-5 business days."


def test_a_figure_the_runs_own_act_set_up_grounds_its_prediction() -> None:
    report = checked(
        "Done, your Sunset kayak tour on Saturday is cancelled. You paid $65, so after the $10 "
        "cancellation fee you'll get $55 back on your Mastercard ending 2291.",
        TOURS,
        CANCEL,
        system=SYSTEM,
    )
    assert "inference_as_fact" not in kinds(report), show(report)


RATES = (
    "get_savings_account",
    {"account": "S-4"},
    {"account": "S-4", "rate_percent": 3.1, "balance_cents": 1250000},
)


def test_a_figure_a_read_call_returned_does_not_ground_a_prediction() -> None:
    report = checked(
        "Your balance is $12,500 and you'll still be earning 3.1% on it next year.",
        RATES,
        system=SYSTEM,
    )
    assert "inference_as_fact" in kinds(report), show(report)


ALTA = (
    "consultar_presupuesto",
    {"curso": "escalada", "alumnos": 5},
    {"presupuesto_id": "ESC-5521", "alumnos": 5, "importe_cents": 3000, "cobro": "saldo_monedero"},
)


def test_a_consequence_of_figures_alone_is_weighed_by_its_predicting_clause() -> None:
    report = checked(
        "Los 2 restantes salen a 15 € cada uno, así que **30 €**, que se descontarán del saldo "
        "del monedero.",
        ALTA,
        language="es",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_predicting_clause_the_outputs_do_not_state_is_still_a_prediction() -> None:
    report = checked(
        "Los 2 restantes salen a 15 € cada uno, así que **30 €**, que se descontarán en tres "
        "plazos a partir de junio.",
        ALTA,
        language="es",
    )
    assert "inference_as_fact" in kinds(report), show(report)


# ---- values and counts -------------------------------------------------------------------

GROUPS = (
    "buscar_grupos",
    {"nivel": "C1"},
    {
        "grupos": [
            {"codigo": "C1-A", "hora": "19:00", "plazas": 2},
            {"codigo": "C1-B", "hora": "20:30", "plazas": 4},
            {"codigo": "C1-C", "hora": "10:00", "plazas": 0},
        ],
        "total": 3,
        "precio": {"curso_eur": 540, "matricula_eur": 60},
    },
)


def test_a_money_total_is_no_misreading_of_the_lists_size() -> None:
    report = checked(
        "Para las dos:\n- Curso tuyo: 540 €\n- Curso de tu hermano (descuento familiar del 10 %): "
        "486 €\n- Matrícula: 60 € cada una = 120 €\n\n**Total: 1.146 €**",
        GROUPS,
        language="es",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


ORDER = (
    "get_order",
    {"order": "O-7"},
    {"order": "O-7", "lines": [{"sku": "A", "qty": 1}, {"sku": "B", "qty": 2}], "total_usd": 84.5},
)


def test_a_money_total_that_differs_from_a_money_field_is_still_contradicted() -> None:
    report = checked("Your order O-7 comes to a **total of $94.50**.", ORDER)
    assert "fact_mismatch" in kinds(report), show(report)


TICKET = (
    "get_ticket",
    {"ticket": "WT-90"},
    {"ticket": "WT-90", "opened_at": "2025-02-10T09:00:00+01:00", "status": "open"},
)


def test_a_date_an_hours_window_moves_is_derived() -> None:
    report = checked(
        "Your ticket WT-90 was opened on February 10, and the 48-hour response deadline "
        "passed on February 12.",
        TICKET,
        system="Today is Monday, February 17, 2025. Tickets are answered within 48 hours.",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


PLAZAS = (
    "consultar_plazas",
    {"fechas": ["2025-09-08", "2025-09-09"], "taller": "cerámica"},
    {"plazas": [{"fecha": "2025-09-08", "libres": 4}, {"fecha": "2025-09-09", "libres": 2}]},
)
HOY = "Hoy es jueves 4 de septiembre de 2025."


def test_a_date_one_item_holds_binds_the_count_beside_it_to_that_item() -> None:
    report = checked(
        "Hay sitio: el **lunes 8** quedan 4 plazas y el **martes 9**, 2.",
        PLAZAS,
        system=HOY,
        language="es",
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_no_item_holds_is_still_held_to_the_list() -> None:
    report = checked(
        "Hay sitio: el **lunes 8** quedan 6 plazas y el **martes 9**, 2.",
        PLAZAS,
        system=HOY,
        language="es",
    )
    assert "count_mismatch" in kinds(report), show(report)


DRILLS = (
    "get_drill_log",
    {"term": "2025-T2"},
    {
        "drills_planned": 24,
        "cancelled_drills": [
            {"date": "2025-05-06"},
            {"date": "2025-05-13"},
            {"date": "2025-06-03"},
        ],
        "fee_paise": 360000,
    },
)


def test_a_loanword_noun_names_the_field_that_states_the_whole() -> None:
    report = checked("इस टर्म 24 में से 3 ड्रिल कैंसल हुईं — 6 मई, 13 मई और 3 जून को।", DRILLS, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_whole_no_field_states_is_still_held_to_the_list() -> None:
    report = checked("इस टर्म 30 में से 3 ड्रिल कैंसल हुईं — 6 मई, 13 मई और 3 जून को।", DRILLS, language="hi")
    assert "count_mismatch" in kinds(report), show(report)


QUIZ = (
    "get_quiz_result",
    {"learner": "L-5"},
    {"learner": "L-5", "score": {"correct": 41, "total": 50, "pass_mark": 35}, "result": "PASS"},
)


def test_part_and_whole_one_record_holds_verify_n_out_of_m() -> None:
    report = checked("You passed, with 41 out of 50 (35 was the pass mark).", QUIZ)
    assert not kinds(report), show(report)
    assert report.trust_level in ("fully_verified", "mostly_verified"), show(report)


def test_a_part_the_record_does_not_hold_is_not_verified() -> None:
    report = checked("You passed, with 44 out of 50 (35 was the pass mark).", QUIZ)
    assert report.trust_level not in ("fully_verified",), show(report)


def _amounts(text: str) -> list[tuple[Decimal, str | None]]:
    return [(m.value, m.currency) for m in find_numbers(text, "zh")]


def test_tenths_of_the_yuan_are_read_as_amounts() -> None:
    assert _amounts("一共九毛钱") == [(Decimal("0.9"), "CNY")]
    assert _amounts("每天加2毛") == [(Decimal("0.2"), "CNY")]
    assert _amounts("三块八毛") == [(Decimal("3.8"), "CNY")]
    assert _amounts("5角钱") == [(Decimal("0.5"), "CNY")]


def test_a_tenths_word_opening_another_word_is_no_amount() -> None:
    assert _amounts("三角形") == [(Decimal(3), None)]
    assert _amounts("买了3毛巾") == [(Decimal(3), None)]


FINES = (
    "get_fines",
    {"card": "R-3"},
    {
        "items": [{"title": "围城", "fine_fen": 50}, {"title": "边城", "fine_fen": 20}],
        "total_fen": 70,
    },
)


def test_a_fine_in_tenths_matches_an_amount_in_fen() -> None:
    report = checked("《围城》罚金五毛，《边城》两毛，一共七毛钱。", FINES, language="zh")
    assert not kinds(report), show(report)
    assert {c.status for c in report.claims} == {"verified"}, show(report)


def test_a_wrong_fine_in_tenths_is_not_verified() -> None:
    report = checked("《围城》罚金五毛，《边城》两毛，一共六毛钱。", FINES, language="zh")
    assert [c.status for c in report.claims][-1] == "unsupported", show(report)


LOCKER = (
    "get_locker",
    {"locker": "L-3"},
    {"locker": "L-3", "daily_fee_cents": 40, "days_overdue": 2},
)


def test_a_number_inside_a_code_is_no_operand_of_a_derived_value() -> None:
    # 3 × $0.40 would be $1.20, but the 3 only names locker L-3: nothing derives it
    report = checked("Locker L-3 costs $0.40 a day, so you owe $1.20.", LOCKER)
    assert [c.status for c in report.claims][-1] != "verified", show(report)


def test_a_quantity_of_the_output_is_still_an_operand() -> None:
    report = checked("Locker L-3 costs $0.40 a day, so for 2 days you owe $0.80.", LOCKER)
    assert [c.status for c in report.claims][-1] == "verified", show(report)


TANKERS = (
    "get_invoice",
    {"month": "2025-09"},
    {
        "month": "2025-09",
        "lines": [{"desc": "tanker", "qty": 8, "rate": 1500, "amount": 12000}],
        "delivered_litres": 80000,
        "net_payable": 12000,
    },
)


def test_the_basis_of_a_rate_is_no_value_and_the_rate_is_a_ratio_of_outputs() -> None:
    report = checked(
        "सितंबर में 8 टैंकर ₹1,500 के हिसाब से, कुल ₹12,000। पानी ₹150 प्रति 1,000 लीटर पड़ा।",
        TANKERS,
        language="hi",
    )
    assert not kinds(report), show(report)
    assert {c.status for c in report.claims} == {"verified"}, show(report)


def test_a_rate_no_ratio_of_outputs_gives_is_not_verified() -> None:
    report = checked(
        "September: 8 tankers at ₹1,500 each, ₹12,000 in all, which is ₹190 per 1,000 litres.",
        TANKERS,
    )
    assert not kinds(report), show(report)
    assert report.claims[-1].status == "unsupported", show(report)


# ---- absence and actions -----------------------------------------------------------------

MENU = (
    "get_menu",
    {"date": "2025-03-14", "meal": "dinner"},
    {
        "date": "2025-03-14",
        "dishes": [
            {"dish_id": "M-1", "name": "Lamb tagine (half portion)", "price_cents": 1450},
            {"dish_id": "M-2", "name": "Lentil soup", "price_cents": 650},
        ],
    },
)


def test_an_item_named_without_its_bracketed_qualifier_is_the_witness() -> None:
    report = checked("Sorry, Friday's dinner menu has no lamb tagine.", MENU)
    assert witness_of(report, "false_absence").pointer == "/dishes/0/name", show(report)


def test_an_item_no_output_names_is_still_absent() -> None:
    report = checked("Sorry, Friday's dinner menu has no mushroom risotto.", MENU)
    assert "false_absence" not in kinds(report), show(report)


CAIDAN = (
    "get_menu",
    {"date": "2025-03-14"},
    {
        "dishes": [
            {"dish_id": "C-1", "name": "糖醋排骨（半份）", "price_fen": 1800},
            {"dish_id": "C-2", "name": "清炒时蔬", "price_fen": 800},
        ]
    },
)


def test_a_han_item_named_without_its_qualifier_is_the_witness_and_an_emoji_ends_it() -> None:
    # the clause after the emoji names another dish: the one denied is the witness
    report = checked("周五晚餐的菜单上没有糖醋排骨😔 只有清炒时蔬。", CAIDAN, language="zh")
    assert witness_of(report, "false_absence").pointer == "/dishes/0/name", show(report)


def test_a_han_item_no_output_names_is_still_absent() -> None:
    report = checked("周五晚餐的菜单上没有宫保鸡丁😔 只有清炒时蔬。", CAIDAN, language="zh")
    assert "false_absence" not in kinds(report), show(report)


LOANS = (
    "get_loans",
    {"reader": "R-77"},
    {"loans": [{"title": "边城", "due_date": "2025-07-04", "renewable": True}]},
)


def test_renewing_a_loan_with_no_renewal_call_is_an_act_never_done() -> None:
    report = checked(
        "我已经帮你把《边城》续借好了，新的到期日是8月3日。",
        LOANS,
        language="zh",
        tools=["renew_loan"],
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_saying_a_loan_can_be_renewed_is_no_act() -> None:
    report = checked(
        "《边城》7月4日到期，还可以续借一次。", LOANS, language="zh", tools=["renew_loan"]
    )
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_dar_parte_is_a_notice_given() -> None:
    report = checked(
        "He dado parte a la comunidad de vecinos de la fuga.",
        ("consultar_incidencia", {"id": "INC-4"}, {"id": "INC-4", "estado": "abierta"}),
        language="es",
        tools=["notificar_comunidad"],
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- measures ----------------------------------------------------------------------------

WARRANTY = (
    "get_quote",
    {"device": "bike-e7"},
    {"quote_id": "QB-7", "warranty": {"frame_days": 90, "motor_days": 90}, "total_cents": 31900},
)


def test_a_unit_joined_by_a_hyphen_measures_the_number() -> None:
    report = checked("The frame and motor are covered by a 90-day warranty.", WARRANTY)
    assert report.trust_level == "fully_verified", show(report)


def test_a_measure_against_fields_that_all_hold_another_figure_is_contradicted() -> None:
    report = checked("The frame and motor are covered by a 120-day warranty.", WARRANTY)
    assert "fact_mismatch" in kinds(report), show(report)


COURSE = (
    "get_course",
    {"course": "kiln-1"},
    {"session_hours": 2, "sessions": 3, "fee_cents": 30000},
)


def test_measures_of_different_units_do_not_combine_into_a_derived_value() -> None:
    # 2 hours times 3 sessions makes 6 hours, no "6 months"
    report = checked("3 sessions of 2 hours each, and the course lasts 6 months.", COURSE)
    assert report.claims[-1].status != "verified", show(report)


def test_a_measure_of_its_own_unit_still_derives() -> None:
    report = checked("3 sessions of 2 hours each, 6 hours in all.", COURSE)
    assert {c.status for c in report.claims} == {"verified"}, show(report)


WIND = ("get_wind", {"station": "harbour"}, {"station": "Harbour", "wind_kt": 8, "dir": "SE"})


def test_a_figure_converted_beside_itself_is_derived() -> None:
    report = checked("Wind at the harbour: 8 kt (15 km/h) from the south-east.", WIND)
    assert report.trust_level == "fully_verified", show(report)


def test_a_conversion_that_does_not_hold_is_not_derived() -> None:
    report = checked("Wind at the harbour: 8 kt (25 km/h) from the south-east.", WIND)
    assert report.trust_level != "fully_verified", show(report)


# ---- names of fields and items -----------------------------------------------------------

PRESUPUESTO = (
    "obtener_presupuesto",
    {"cliente": "CL-8"},
    {
        "presupuesto_id": "PR-77",
        "fecha": "2025-05-02",
        "valido_hasta": "2025-05-16",
        "total_cents": 21800,
    },
)
HOY_MAYO = "Hoy es lunes 5 de mayo de 2025."


def test_a_label_with_accents_names_a_key_written_without_them() -> None:
    report = checked(
        "Está válido hasta el jueves 22 de mayo.",
        PRESUPUESTO,
        system=HOY_MAYO,
        language="es",
    )
    assert "fact_mismatch" in kinds(report), show(report)


def test_the_fields_own_date_under_an_accented_label_is_verified() -> None:
    report = checked(
        "Está válido hasta el viernes 16 de mayo.",
        PRESUPUESTO,
        system=HOY_MAYO,
        language="es",
    )
    assert report.trust_level == "fully_verified", show(report)


LANES = (
    "list_bookings",
    {"member": "M-4"},
    {
        "bookings": [
            {
                "id": "BW-1",
                "start": "2025-05-08T18:00:00+01:00",
                "lane": "Lane 6",
                "total_cents": 2400,
            },
            {
                "id": "BW-2",
                "start": "2025-05-10T11:00:00+01:00",
                "lane": "Lane 2",
                "total_cents": 1800,
            },
        ]
    },
)


def test_a_place_with_a_number_swapped_from_a_sibling_booking_is_contradicted() -> None:
    report = checked(
        "Your bowling on May 8 at 18:00 is on Lane 2.", LANES, system="Today is May 5, 2025."
    )
    assert "fact_mismatch" in kinds(report), show(report)


def test_the_bookings_own_place_is_verified() -> None:
    report = checked(
        "Your bowling on May 8 at 18:00 is on Lane 6.", LANES, system="Today is May 5, 2025."
    )
    assert report.trust_level == "fully_verified", show(report)


def _payment_run(tool: str, output: dict[str, object]) -> tuple[str, dict[str, object], object]:
    return (tool, {"booking": "HB-31"}, output)


def test_an_output_that_is_the_denied_thing_and_went_through_witnesses_it() -> None:
    done = _payment_run(
        "get_payment", {"booking": "HB-31", "status": "completed", "amount_cents": 5400}
    )
    report = checked("I can't see any payment recorded for HB-31 yet.", done)
    assert witness_of(report, "false_absence").pointer == "/status", show(report)


def test_a_spanish_tool_named_for_the_thing_witnesses_it_too() -> None:
    done = _payment_run(
        "consultar_pago", {"reserva": "HB-31", "estado": "completado", "importe_cents": 5400}
    )
    report = checked("Todavía no hay ningún pago registrado para HB-31.", done, language="es")
    assert "false_absence" in kinds(report), show(report)


def test_an_output_whose_state_did_not_go_through_is_no_witness() -> None:
    pending = _payment_run(
        "get_payment", {"booking": "HB-31", "status": "pending", "amount_cents": 5400}
    )
    report = checked("I can't see any payment recorded for HB-31 yet.", pending)
    assert "false_absence" not in kinds(report), show(report)


GRANT = (
    "get_grant_application",
    {"application": "GA-77"},
    {
        "application": "GA-77",
        "status": "in_review",
        "screening": {"result": "passed_preliminary"},
        "note": "Grants are paid by bank transfer after final approval. Final approval is subject "
        "to budget and to a site visit.",
    },
)


def test_a_step_before_a_decision_and_its_rule_do_not_foretell_it() -> None:
    report = checked(
        "Your grant will be approved, it just has to go through the queue.",
        GRANT,
    )
    assert "inference_as_fact" in kinds(report), show(report)


def test_a_decision_taken_grounds_the_outcome_it_foretells() -> None:
    decided = (
        "get_grant_application",
        {"application": "GA-77"},
        {"application": "GA-77", "status": "approved"},
    )
    report = checked("Your grant GA-77 will be approved.", decided)
    assert "inference_as_fact" not in kinds(report), show(report)


ASISTENCIA = (
    "obtener_asistencia",
    {"alumno": "AL-5"},
    {
        "sesiones": [
            {"fecha": "2025-02-03", "estado": "presente"},
            {"fecha": "2025-02-05", "estado": "ausente"},
            {"fecha": "2025-02-10", "estado": "justificada"},
            {"fecha": "2025-02-12", "estado": "presente"},
            {"fecha": "2025-02-17", "estado": "ausente"},
        ]
    },
)


def test_a_state_counted_in_its_plural_is_held_to_its_items() -> None:
    report = checked(
        "Llevas 2 ausencias sin justificar y 2 justificadas.", ASISTENCIA, language="es"
    )
    assert "count_mismatch" in kinds(report), show(report)


def test_the_right_count_of_a_state_in_its_plural_stands() -> None:
    report = checked(
        "Llevas 2 ausencias sin justificar y 1 justificada.", ASISTENCIA, language="es"
    )
    assert "count_mismatch" not in kinds(report), show(report)


DUES = (
    "get_plan",
    {"member": "M-9"},
    {
        "payments": [
            {"date": "2025-01-05", "type": "instalment", "status": "paid"},
            {"date": "2025-02-05", "type": "instalment", "status": "paid"},
            {"date": "2025-03-05", "type": "instalment", "status": "scheduled"},
            {"date": "2025-04-05", "type": "instalment", "status": "scheduled"},
        ]
    },
)


def test_a_kind_counted_in_its_plural_may_be_narrowed_further() -> None:
    report = checked("Two more instalments are still to come, on March 5 and April 5.", DUES)
    assert "count_mismatch" not in kinds(report), show(report)
