"""Failure classes of session 53 (examples written for these tests).

- Two items of one long name that differ by a word ("... walnut" and "... cherry"): a
  sold-out clause that names one by its own word is said of that item only.
- A short label the claim opens with ("**Walnut stain:** none left") is the subject of the
  denial after its colon.
- Spanish denials with a clitic between "no" and the verb ("no nos queda", "no les
  quedan").
- A claim with a sold-out clause that holds and another clause that denies what is there:
  the other clause has its own witness.
"""

from __future__ import annotations

from runkit import caught_and_left, checked, kinds, show, witness_of

# ---- items told apart by a word of their names ----

STAINS = (
    "search_stock",
    {"query": "wood stain 500 ml", "store": "Northgate"},
    {
        "results": [
            {
                "sku": "WS-500-WAL",
                "name": "Wood stain, 500 ml, satin, walnut",
                "stock": 4,
                "price_cents": 1299,
            },
            {
                "sku": "WS-500-CHE",
                "name": "Wood stain, 500 ml, satin, cherry",
                "stock": 0,
                "restock_eta": "2025-06-20",
                "price_cents": 1299,
            },
        ],
        "total": 2,
    },
)


def test_the_item_a_word_of_its_name_picks_out_is_the_one_denied() -> None:
    report = checked("The walnut wood stain is out of stock at Northgate.", STAINS, language="en")
    assert "false_absence" in kinds(report), show(report)
    assert witness_of(report, "false_absence").pointer == "/results/0/stock"


def test_the_other_item_named_by_its_own_word_is_rightly_out() -> None:
    report = checked("The cherry wood stain is out of stock at Northgate.", STAINS, language="en")
    assert "false_absence" not in kinds(report), show(report)


def test_a_name_both_items_share_picks_out_neither() -> None:
    report = checked("The satin wood stain is sold out at Northgate.", STAINS, language="en")
    assert "false_absence" not in kinds(report), show(report)


TINTES = (
    "buscar_stock",
    {"q": "tinte madera 500 ml"},
    {
        "resultados": [
            {
                "ref": "TM-500-NOG",
                "descripcion": "Tinte para madera 500 ml, satinado, nogal",
                "stock": 0,
            },
            {
                "ref": "TM-500-CER",
                "descripcion": "Tinte para madera 500 ml, satinado, cerezo",
                "stock": 7,
            },
        ],
        "total": 2,
    },
)


def test_el_articulo_que_nombra_una_palabra_propia() -> None:
    report = checked("El tinte de cerezo está agotado en tienda.", TINTES, language="es")
    assert "false_absence" in kinds(report), show(report)
    assert witness_of(report, "false_absence").pointer == "/resultados/1/stock"
    report = checked("El tinte de nogal está agotado en tienda.", TINTES, language="es")
    assert "false_absence" not in kinds(report), show(report)


DYES = (
    "search_inventory",
    {"query": "सूती धागा"},
    {
        "results": [
            {"sku": "TH-COT-RED", "name": "सूती धागा, 40 नंबर, लाल रंग", "in_stock": 12},
            {"sku": "TH-COT-BLU", "name": "सूती धागा, 40 नंबर, नीला रंग", "in_stock": 0},
        ],
        "total": 2,
    },
)


def test_नाम_के_अपने_शब्द_से_चुनी_चीज़() -> None:
    report = checked("लाल रंग वाला सूती धागा अभी स्टॉक में नहीं है।", DYES, language="hi")
    assert "false_absence" in kinds(report), show(report)
    report = checked("नीला रंग वाला सूती धागा अभी स्टॉक में नहीं है।", DYES, language="hi")
    assert "false_absence" not in kinds(report), show(report)


# ---- a lead label is the subject, and clitics ----


def test_una_etiqueta_inicial_es_el_sujeto_de_la_negacion() -> None:
    caught_and_left(
        "false_absence",
        "**Tinte de cerezo:** en tienda no nos queda ni uno.",
        "**Tinte de nogal:** en tienda no nos queda ni uno.",
        TINTES,
        language="es",
    )


def test_a_label_names_the_item_a_sold_out_clause_denies() -> None:
    caught_and_left(
        "false_absence",
        "**Walnut stain:** sold out at Northgate.",
        "**Cherry stain:** sold out at Northgate.",
        STAINS,
        language="en",
    )


def test_no_les_queda_con_el_cliticio() -> None:
    caught_and_left(
        "false_absence",
        "Al almacén no le queda tinte de cerezo.",
        "Al almacén no le queda tinte de nogal.",
        TINTES,
        language="es",
    )


# ---- a clause of its own beside a sold-out clause that holds ----


def test_a_denial_beside_a_true_sold_out_clause_keeps_its_witness() -> None:
    caught_and_left(
        "false_absence",
        "El tinte de cerezo ya no nos queda, y el de nogal también está agotado.",
        "El tinte de nogal ya no nos queda, y el de cerezo sí: quedan 7.",
        TINTES,
        language="es",
    )


# ---- the whole a partitive picks a part of ----

LIFTS = (
    "get_lift_inspections",
    {"site_id": "ST-8"},
    {
        "site_id": "ST-8",
        "lifts": [
            {"lift_id": "L1", "status": "pass"},
            {"lift_id": "L2", "status": "fail", "inspection_note": "door sensor slow"},
            {"lift_id": "L3", "status": "pass"},
            {"lift_id": "L4", "status": "fail", "inspection_note": "cable wear"},
        ],
    },
)


def test_the_whole_of_a_partitive_counts_the_list() -> None:
    answer = "Of the 4 lifts in the inspection report, 2 failed: L2 and L4."
    report = checked(answer, LIFTS, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_whole_the_list_does_not_hold_is_still_caught() -> None:
    answer = "Of the 5 lifts in the inspection report, 2 failed: L2 and L4."
    report = checked(answer, LIFTS, language="en")
    assert "count_mismatch" in kinds(report), show(report)


def test_a_state_word_between_number_and_noun_keeps_the_subset() -> None:
    answer = "Of the 4 failed lifts, L2 has a slow door sensor."
    report = checked(answer, LIFTS, language="en")
    assert "count_mismatch" in kinds(report), show(report)


def test_el_todo_de_un_partitivo_sin_parte_contada() -> None:
    answer = "De los 4 ascensores con nota de inspección en el informe, la mitad falló: L2 y L4."
    report = checked(answer, LIFTS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


def test_में_से_के_पहले_का_पूरा() -> None:
    answer = "4 लिफ़्ट में से इंस्पेक्शन नोट वाली दो लिफ़्ट फ़ेल हुईं: L2 और L4।"
    report = checked(answer, LIFTS, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- the decimal mark the answer itself writes ----

VISITS = (
    "get_site_stats",
    {"site": "tienda-norte"},
    {
        "site": "tienda-norte",
        "visits": 12300,
        "conversion_pct": 2.45,
        "revenue_mxn": 48250.5,
        "sessions_mobile": 8100,
    },
)


def test_una_respuesta_con_punto_decimal_agrupa_con_coma() -> None:
    answer = "La tienda tuvo 12,300 visitas (8,100 desde el móvil), con una conversión de 2.45 %."
    report = checked(answer, VISITS, language="es")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_con_punto_decimal_una_cifra_distinta_sigue_siendo_distinta() -> None:
    answer = "La tienda tuvo 12,800 visitas, con una conversión de 2.45 %."
    report = checked(answer, VISITS, language="es")
    assert "fact_mismatch" in kinds(report), show(report)


def test_un_punto_que_agrupa_no_cambia_la_marca() -> None:
    answer = "Versión 2.4 del informe: 12.300 visitas y 8.100 desde el móvil."
    report = checked(answer, VISITS, language="es")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- the object of an act before its verb, and a weekday in the future ----

PASSES = (
    "get_pool_passes",
    {"member_id": "SW-310"},
    {
        "member_id": "SW-310",
        "passes": [
            {"pass_id": "PP-88", "swims_total": 12, "swims_used": 9, "valid_until": "2025-03-16"}
        ],
    },
)
LANES = (
    "list_lane_slots",
    {"from": "2025-03-12", "to": "2025-03-16"},
    {
        "slots": [
            {"slot_id": "LN-0314", "start": "2025-03-14T07:00:00+00:00", "lane": 3, "free": True}
        ],
        "total": 1,
    },
)
TODAY = "Today is Tuesday 11 March 2025. The member is Ada Moss, SW-310."


def test_the_slot_i_checked_before_then_names_its_object_before_the_verb() -> None:
    answer = "Friday's 7 am lane is the only slot I checked before then."
    report = checked(answer, PASSES, LANES, system=TODAY, language="en", tools=["book_lane"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_an_act_with_no_call_is_still_caught_after_adverbs() -> None:
    answer = "Friday's 7 am lane is the slot I booked for you earlier today."
    report = checked(answer, PASSES, LANES, system=TODAY, language="en", tools=["book_lane"])
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_a_weekday_in_a_future_clause_is_the_coming_one() -> None:
    answer = "The 3 swims still on your pass will run out on Sunday."
    report = checked(answer, PASSES, LANES, system=TODAY, language="en")
    assert report.action == "emit", show(report)
    assert "inference_as_fact" not in kinds(report), show(report)


def test_el_dia_de_la_semana_en_futuro_es_el_proximo() -> None:
    answer = "Te quedan 3 baños y el bono va a caducar el domingo."
    report = checked(answer, PASSES, LANES, system=TODAY, language="es")
    assert report.action == "emit", show(report)


def test_a_past_weekday_stays_the_last_one() -> None:
    answer = "Your pass ran out on Sunday."
    report = checked(answer, PASSES, LANES, system=TODAY, language="en")
    assert all(c.status != "verified" for c in report.claims), show(report)


# ---- "we're closed": a state of ours, no act ----

PICKUP = (
    "get_pickup_windows",
    {"parcel_id": "PX-5521"},
    {
        "parcel_id": "PX-5521",
        "depot": "Eastgate",
        "windows": [{"day": "2025-05-12", "open": "08:00", "close": "18:00"}],
    },
)


def test_we_are_closed_is_a_state_not_an_act() -> None:
    answer = "We're closed at weekends; the first pickup window is Monday, 8am–6pm."
    report = checked(
        answer,
        PICKUP,
        system="Today is Saturday 10 May 2025.",
        language="en",
        tools=["close_ticket"],
    )
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_estamos_cerrados_es_un_estado() -> None:
    answer = "Los domingos estamos cerrados; puedes recogerlo el lunes de 8:00 a 18:00."
    report = checked(
        answer,
        PICKUP,
        system="Hoy es sábado 10 de mayo de 2025.",
        language="es",
        tools=["close_ticket"],
    )
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_we_closed_your_ticket_is_still_an_act() -> None:
    answer = "We've closed your ticket; the first pickup window is Monday, 8am–6pm."
    report = checked(
        answer,
        PICKUP,
        system="Today is Saturday 10 May 2025.",
        language="en",
        tools=["close_ticket"],
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- several items of one list named alike; a numbering's top number is a count ----

HEATS = (
    "get_regatta_results",
    {"rower_id": "RW-41"},
    {
        "rower_id": "RW-41",
        "overall_place": 3,
        "races": [
            {"race": "Single Sculls 2k", "time": "7:58.2", "place": 4},
            {"race": "Double Sculls 1k", "time": "3:41.0", "place": 3},
            {"race": "Coastal Sprint", "time": "2:12.9", "place": 2},
        ],
    },
)


def test_an_enumeration_of_items_by_one_field_is_no_swap() -> None:
    answer = (
        "You were 3rd overall, with a 2nd in the Coastal Sprint and a 3rd in the Double Sculls 1k."
    )
    report = checked(answer, HEATS, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_una_enumeracion_de_carreras_no_es_un_cambio() -> None:
    answer = "Quedaste 3.º en la general: 2.º en la Coastal Sprint y 3.º en la Double Sculls 1k."
    report = checked(answer, HEATS, language="es")
    assert "fact_mismatch" not in kinds(report), show(report)


INSTALMENTS = (
    "get_payment_plan",
    {"plan_id": "PL-19"},
    {
        "plan_id": "PL-19",
        "instalments": [
            {"instalment_no": 1, "due": "2025-09-01", "share_pct": 25},
            {"instalment_no": 2, "due": "2025-10-01", "share_pct": 25},
            {"instalment_no": 3, "due": "2025-11-01", "share_pct": 25},
            {"instalment_no": 4, "due": "2025-12-01", "share_pct": 25},
        ],
    },
)


def test_the_top_of_a_numbering_is_the_count_of_its_items() -> None:
    answer = (
        "**First payment: Monday, September 1, 2025.** The plan runs in four equal "
        "instalments of 25% each, on Sep 1, Oct 1, Nov 1 and Dec 1."
    )
    report = checked(answer, INSTALMENTS, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_top_figure_given_to_the_wrong_item_is_still_caught() -> None:
    answer = "**First payment: Monday, September 1, 2025**, the largest share, 40%."
    report = checked(answer, INSTALMENTS, language="en")
    assert report.action != "emit", show(report)


# ---- a part written over its whole ("48/60"), and numbering keys in arithmetic ----

STANDING = (
    "get_team_standing",
    {"team_id": "T-7"},
    {
        "team_id": "T-7",
        "points": 212,
        "rounds_played": 5,
        "last_round": {"round_no": 5, "score": 46, "max_score": 60, "round_topper_score": 51},
    },
)


FIXTURES = (
    "list_fixtures",
    {"team_id": "T-7"},
    {"fixtures": [{"fixture_id": "FX-06", "round_no": 6, "venue": "Hall B"}]},
)
POOLS = "Quiz league assistant. Pools have 8 teams each."


def test_a_part_over_its_whole_is_held_to_the_field_beside_the_whole() -> None:
    report = checked(
        "Your score last round: **48/60**.", STANDING, FIXTURES, system=POOLS, language="en"
    )
    assert "fact_mismatch" in kinds(report), show(report)
    witness = witness_of(report, "fact_mismatch")
    assert witness.pointer == "/last_round/score", show(report)
    report = checked("Your score last round: **46/60**.", STANDING, language="en")
    assert report.action == "emit" and "fact_mismatch" not in kinds(report), show(report)


def test_पूरे_के_ऊपर_लिखा_हिस्सा() -> None:
    report = checked(
        "पिछले राउंड में आपका स्कोर: **48/60**", STANDING, FIXTURES, system=POOLS, language="hi"
    )
    assert "fact_mismatch" in kinds(report), show(report)


def test_a_fraction_that_names_nothing_of_the_record_is_left_alone() -> None:
    report = checked(
        "On the 11/06 run the team travelled 48/60 of the way.", STANDING, language="en"
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_numbering_key_is_no_operand() -> None:
    fixture = (
        "list_fixtures",
        {"team_id": "T-7"},
        {"fixtures": [{"fixture_no": 8, "round_no": 6, "venue": "Hall B"}]},
    )
    report = checked("Your team has 48 quiz points banked.", fixture, language="en")
    assert all(c.status != "verified" for c in report.claims), show(report)


# ---- "ready" names a completion date ----

REPAIRS = (
    "list_repair_tickets",
    {"customer_no": "C-88"},
    {
        "tickets": [
            {
                "ticket_id": "R-101",
                "item": "Mantel clock",
                "status": "in_progress",
                "est_completion": "2025-09-12",
            },
            {
                "ticket_id": "R-102",
                "item": "Pocket watch",
                "status": "waiting_parts",
                "est_completion": "2025-09-24",
            },
        ]
    },
)
TODAY_REPAIRS = "Today is Monday 8 September 2025."


def test_estimated_ready_names_the_completion_date() -> None:
    answer = "**Mantel clock (R-101)**\n- Estimated ready: **Friday 19 September**"
    report = checked(answer, REPAIRS, system=TODAY_REPAIRS, language="en")
    assert "fact_mismatch" in kinds(report), show(report)
    answer = "**Mantel clock (R-101)**\n- Estimated ready: **Friday 12 September**"
    report = checked(answer, REPAIRS, system=TODAY_REPAIRS, language="en")
    assert report.action == "emit", show(report)


def test_listo_nombra_la_fecha_de_finalizacion() -> None:
    answer = "**Reloj de repisa (R-101)**\n- Estará listo: **viernes 19 de septiembre**"
    report = checked(answer, REPAIRS, system="Hoy es lunes 8 de septiembre de 2025.", language="es")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a denial of what a false flag says ----

QUOTE = (
    "get_quote",
    {"job_id": "J-55"},
    {
        "job_id": "J-55",
        "estimate_cents": 60000,
        "vat_included": False,
        "callout_waived": False,
        "status": "quoted",
        "parts": [],
    },
)


def test_a_denial_a_false_flag_states_holds() -> None:
    report = checked("The repair estimate didn't include VAT.", QUOTE, language="en")
    assert "false_absence" not in kinds(report), show(report)


def test_नकार_जो_झूठा_फ़्लैग_कहता_है() -> None:
    report = checked("रिपेयर के अनुमान में VAT शामिल नहीं था।", QUOTE, language="hi")
    assert "false_absence" not in kinds(report), show(report)


def test_a_denial_of_a_figure_the_record_holds_is_still_caught() -> None:
    report = checked("There is no repair estimate yet.", QUOTE, language="en")
    assert "false_absence" in kinds(report), show(report)


# ---- a party's size; a noun that is a word of several kinds ----

SLOTS = (
    "get_entry_slots",
    {"date": "2025-10-18"},
    {
        "slots": [
            {"slot_id": "E1", "time": "10:00", "status": "sold_out", "spots_left": 0},
            {"slot_id": "E2", "time": "12:00", "status": "limited", "spots_left": 4},
            {"slot_id": "E3", "time": "14:00", "status": "available", "spots_left": 22},
            {"slot_id": "E4", "time": "16:00", "status": "available", "spots_left": 30},
            {"slot_id": "E5", "time": "18:00", "status": "available", "spots_left": 25},
        ]
    },
)


def test_a_group_of_seven_is_a_party_size_not_a_count_of_slots() -> None:
    answer = "At 2 pm there are 22 places free, which is room enough for a party of 7."
    report = checked(answer, SLOTS, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_un_grupo_de_siete_es_un_tamano() -> None:
    answer = "A las 14:00 hay 22 plazas libres: cabe de sobra un grupo de 7."
    report = checked(answer, SLOTS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


SERVICES = (
    "get_engagement",
    {"offer_id": "OF-9"},
    {
        "offer_id": "OF-9",
        "services": [
            {"service_id": "S1", "type": "rehearsal", "date": "2025-12-09"},
            {"service_id": "S2", "type": "rehearsal", "date": "2025-12-11"},
            {"service_id": "S3", "type": "dress_rehearsal", "date": "2025-12-12"},
            {"service_id": "S4", "type": "concert", "date": "2025-12-12"},
            {"service_id": "S5", "type": "concert", "date": "2025-12-13"},
        ],
    },
)


def test_a_noun_that_is_a_word_of_several_kinds_counts_them_all() -> None:
    answer = "3 rehearsals, counting the dress one, at $150 each: $450; then 2 concerts."
    report = checked(answer, SERVICES, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_more_than_all_those_kinds_hold_is_still_caught() -> None:
    answer = "You have 4 rehearsals before the 2 concerts."
    report = checked(answer, SERVICES, language="en")
    assert "count_mismatch" in kinds(report), show(report)


# ---- a question the answer asks itself before answering it ----

ORDER = (
    "get_order",
    {"order_id": "PO-77"},
    {
        "order_id": "PO-77",
        "status": "in_production",
        "committed_delivery": "2026-04-10",
        "event": {"name": "Spring craft fair", "date": "2026-04-12"},
    },
)
NOW_ORDER = "Today is Monday 6 April 2026."


def test_a_future_only_in_the_question_it_answers_is_no_prediction() -> None:
    answer = (
        "**Will it arrive before the fair?** The committed delivery date is **Friday 10 April**."
    )
    report = checked(answer, ORDER, system=NOW_ORDER, language="en")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_una_pregunta_en_negrita_antes_de_la_respuesta() -> None:
    answer = (
        "**¿Llegará antes de la feria?** El pedido tiene entrega pactada para el **viernes 10**."
    )
    report = checked(answer, ORDER, system="Hoy es lunes 6 de abril de 2026.", language="es")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_prediction_after_the_question_is_still_one() -> None:
    answer = "**Will it arrive before the fair?** Yes, it will definitely get there in time."
    report = checked(answer, ORDER, system=NOW_ORDER, language="en")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- a credit used up on the user's behalf is an act ----

TOKENS = (
    "get_team_tokens",
    {"team_id": "TM-12"},
    {"team_id": "TM-12", "tokens_earned": 5, "tokens_used": 2, "tokens_available": 3},
)


def test_spending_the_users_token_with_no_call_is_a_fabricated_act() -> None:
    answer = "I've used a token of yours on the Harbour Lights puzzle; HQ will reply soon."
    report = checked(answer, TOKENS, language="en", tools=["redeem_token"])
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_gastar_un_credito_sin_llamada_es_un_acto_inventado() -> None:
    answer = "He gastado uno de tus créditos en la pista del acertijo del faro."
    report = checked(answer, TOKENS, language="es", tools=["redeem_token"])
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_tokens_the_user_spent_are_no_act_of_ours() -> None:
    answer = "You have spent 2 of your 5 tokens, so 3 are left."
    report = checked(answer, TOKENS, language="en", tools=["redeem_token"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_token_spent_through_the_call_is_no_fabrication() -> None:
    spent = (
        "redeem_token",
        {"team_id": "TM-12", "puzzle": "Harbour Lights"},
        {"status": "redeemed", "tokens_available": 2},
    )
    answer = "I spent a token of yours on Harbour Lights; you have 2 left."
    report = checked(answer, TOKENS, spent, language="en")
    assert "fabricated_tool_call" not in kinds(report), show(report)


# ---- a bare Chinese measure word counts what its clause's state names ----

ROOMS = (
    "list_my_room_bookings",
    {"employee_id": "E-31"},
    {
        "bookings": [
            {"booking_id": "B1", "room": "A101", "status": "confirmed"},
            {"booking_id": "B2", "room": "A102", "status": "confirmed"},
            {"booking_id": "B3", "room": "B201", "status": "cancelled"},
            {"booking_id": "B4", "room": "B202", "status": "confirmed"},
        ],
        "total": 4,
    },
)


def test_一个光秃秃的量词由状态说明所数的东西() -> None:
    caught_and_left(
        "count_mismatch",
        "本周有 3 个有效预订，另外 2 个被取消了。",
        "本周有 3 个有效预订，另外 1 个被取消了。",
        ROOMS,
        language="zh",
    )


def test_两个已确认的数目对得上就不报() -> None:
    report = checked("这周会议室预订里有 3 个已确认。", ROOMS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)
