"""Failure classes of session 49 (examples written for these tests).

- An ASCII double quote right after a digit is an inch mark ("a 16 × 20\\" canvas"), not a
  quotation whose words an output must hold.
- "your inspection from Sept 9": a month's short form before a day dates a document by
  that month, read like "from September".
- Spanish operators' notes say what they will do in the first person plural ("recogeremos
  la lavadora"): that is a sentence that foretells.
- "revisé toda la próxima semana" names a stretch of time, no thing a call should have read.
- "tienes 5 días hábiles. Sin contar sábados ni domingos, ...": the term of working days,
  stated in the sentence before, moves the date by weekdays.
- A passive with no doer in Hindi ("भेजा जा चुका है") beside a code whose last word is
  that state (``proof_delivered``) reports the record's state, no act of the agent's.
- A one-word name beside a noun in another script ("SkyCam वीडियो") is the thing an output
  key spells (``skycam_video_inr``).
- An output sentence saying what cannot be ("cannot reach the site by the set date") is the
  output's own outcome: a prediction of it that gives its figures is grounded.
- Chinese "正在复核", "审查中": a state under review, so "已完成" beside it is a finished
  step, not the record's state.
- "已经开启了" (it is already on) beside a record whose switch is true: a setting
  reported, no act of switching.
- "I've sent your request to shift the fitting" after the call that asks to change it.
- Denials held to what an output lists: a Spanish cognate of an English list key
  ("beneficiario", ``beneficiaries``); a label a denial closes even with a place after it
  ("Informe ...: no figura en la carpeta, por eso ...") names the item whose long title
  holds it; a common noun ("टिप्पणी", a note) names a list of such items (``remarks``); "not
  in the system", "सिस्टम में नहीं" deny the record; a Chinese head noun after 的 held in an
  item's name, unless that item is itself a lack ("未配置...").
"""

from __future__ import annotations

from runkit import checked, kinds, show, witness_of

# ---- an inch mark is no quotation ---------------------------------------------------------

FRAME = (
    "get_frame_quote",
    {"quote_id": "FQ-12"},
    {
        "quote_id": "FQ-12",
        "frame": {"name": "Walnut Slim", "code": "WS-20", "profile_in": 1},
        "glazing": "acrylic",
        "total_usd": 212.0,
    },
)


def test_a_quote_mark_after_a_digit_is_an_inch_mark() -> None:
    answer = (
        'Here is your quote for the 18 × 24" print in **Walnut Slim** (1" profile, WS-20), '
        "with acrylic glazing: **$212.00**."
    )
    report = checked(answer, FRAME, language="en")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_quoted_name_after_a_space_is_still_a_quotation() -> None:
    # the other side: a real quotation still names what it quotes
    answer = 'Here is your quote for the print in the "Oak Classic" frame: **$212.00**.'
    report = checked(answer, FRAME, language="en")
    assert report.trust_level != "fully_verified", show(report)


# ---- a month's short form before a day dates a document -----------------------------------

INSPECTIONS = (
    "get_inspection_requests",
    {"unit": "B-12"},
    {
        "requests": [
            {
                "request_id": "IR-702",
                "reported_at": "2025-09-09T10:02:00-04:00",
                "issue": "Smoke detector chirping",
                "status": "assigned",
            }
        ]
    },
)


def test_a_short_month_before_a_day_dates_the_users_report() -> None:
    answer = "Your report from Sept 9 is **assigned** to a technician (request IR-702)."
    report = checked(answer, INSPECTIONS, language="en", system="Today is 2025-09-20.")
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_short_month_no_output_is_of_is_still_caught() -> None:
    answer = "Your report from Mar 4 is **assigned** to a technician (request IR-702)."
    report = checked(answer, INSPECTIONS, language="en", system="Today is 2025-09-20.")
    assert report.action != "emit", show(report)


# ---- "lo recogeremos": a note in the first person plural foretells ------------------------

PICKUP = (
    "get_repair_order",
    {"order_id": "RP-440"},
    {
        "order_id": "RP-440",
        "status": "ready",
        "pickup": {
            "note": "El cliente avisó de que la calle Mayor no admite furgonetas de más de "
            "3,5 t. Recogeremos la lavadora en la puerta trasera del patio. Llamar al "
            "cliente 20 minutos antes."
        },
    },
)


def _settled(report: object) -> bool:
    """No finding, not even an unsettled conclusion, on any claim."""
    return not [f for f in getattr(report, "findings", []) if f.type != "invalid_tool_call"]


def test_a_spanish_note_of_what_we_will_do_foretells() -> None:
    answer = (
        "Como la calle Mayor no admite furgonetas de más de 3,5 t, recogerán la lavadora en "
        "la puerta trasera del patio y te llamarán 20 minutos antes."
    )
    report = checked(answer, PICKUP, language="es")
    assert _settled(report), show(report)


# ---- a stretch of time is no thing a lookup reads -----------------------------------------

COURTS = (
    "list_court_openings",
    {"court": "Pista cubierta 2", "from": "2025-06-09", "to": "2025-06-13"},
    {"court": {"id": "C2", "name": "Pista cubierta 2"}, "openings": []},
)


def test_a_lookup_of_next_week_is_read_by_a_call_over_those_days() -> None:
    answer = (
        "**Pista cubierta 2:** revisé toda la próxima semana, entre el 9 y el 13 de junio, "
        "y no queda ningún hueco libre."
    )
    report = checked(
        answer,
        COURTS,
        language="es",
        system="Hoy es viernes, 6 de junio de 2025.",
        tools=["reservar_pista"],
    )
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_lookup_of_a_thing_no_call_read_is_still_caught() -> None:
    answer = "He mirado también el calendario de torneos de la semana que viene."
    report = checked(
        answer,
        COURTS,
        language="es",
        system="Hoy es viernes, 6 de junio de 2025.",
        tools=["calendario_de_torneos"],
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- a term of working days stated in the sentence before ---------------------------------

NOTICE = (
    "get_claim",
    {"claim_id": "CL-88"},
    {
        "claim_id": "CL-88",
        "status": "awaiting_documents",
        "notice_sent_on": "2025-10-07",
        "window": {"from": "2025-10-01", "to": "2025-10-10"},
        "note": "Falta la factura de la reparación. Plazo: 5 días hábiles desde la notificación.",
    },
)


def test_working_days_stated_before_move_the_date_by_weekdays() -> None:
    answer = (
        "Te lo notificaron el martes 7 de octubre y tienes **5 días hábiles**. Sin contar "
        "sábados ni domingos, el plazo terminaría hacia el **martes 14 de octubre**."
    )
    report = checked(answer, NOTICE, language="es")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_date_no_term_moves_to_is_still_compared() -> None:
    answer = (
        "Te lo notificaron el martes 7 de octubre y tienes **5 días hábiles**. Sin contar "
        "sábados ni domingos, el plazo terminaría el **jueves 16 de octubre**."
    )
    report = checked(answer, NOTICE, language="es")
    counted = [c for c in report.claims if "domingos" in c.text]
    assert counted and counted[0].status != "verified", show(report)


# ---- a passive with no doer reports the state a code's last word gives ------------------

PROOFS = (
    "get_print_job",
    {"job_id": "PJ-9"},
    {
        "job_id": "PJ-9",
        "items": [
            {"title": "शादी का कार्ड", "copies": 200, "status": "proof_delivered"},
            {"title": "मेन्यू कार्ड", "copies": 50, "status": "printing"},
        ],
    },
)


def test_a_hindi_passive_beside_a_code_ending_in_the_state() -> None:
    answer = "| शादी का कार्ड | 200 | प्रूफ़ आपको भेजा जा चुका है |"
    report = checked(answer, PROOFS, language="hi", tools=["send_proof"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_the_agents_own_send_still_needs_a_call() -> None:
    answer = "मेन्यू कार्ड का प्रूफ़ मैंने आपको ई-मेल पर भेज दिया है।"
    report = checked(answer, PROOFS, language="hi", tools=["send_proof"])
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- a one-word name beside a noun in another script --------------------------------------

HALL = (
    "get_hall_quote",
    {"date": "2025-12-06"},
    {"hall": "Sargam", "rent_inr": 45000, "skycam_video_inr": 6000, "max_guests": 300},
)


def test_a_latin_name_before_a_hindi_noun_is_the_key_that_spells_it() -> None:
    answer = "**SkyCam वीडियो:** ₹6,000 अतिरिक्त (अगर चाहें)"
    report = checked(answer, HALL, language="hi")
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_latin_name_no_key_spells_is_still_a_source() -> None:
    answer = "**AeroShot वीडियो:** ₹6,000 अतिरिक्त (अगर चाहें)"
    report = checked(answer, HALL, language="hi")
    assert "source_fabrication" in kinds(report), show(report)


# ---- an output's "cannot" is its own outcome ----------------------------------------------

FREIGHT = (
    "get_freight_options",
    {"dest": "Perth"},
    {
        "options": [{"code": "AIR", "price_usd": 2200, "transit_days": "2-3"}],
        "unavailable": [
            {"code": "SEA", "reason": "transit 9-12 days, cannot reach the site by the set date"}
        ],
    },
)


def test_a_prediction_an_output_rules_out_by_its_figures() -> None:
    answer = "Sea freight takes 9–12 days, so it will not make the delivery date."
    report = checked(answer, FREIGHT, language="en")
    assert _settled(report), show(report)


def test_a_prediction_in_hindi_an_output_rules_out() -> None:
    answer = "समुद्री माल 9–12 दिन लेता है, इसलिए वह समय पर नहीं पहुँचेगा।"
    report = checked(answer, FREIGHT, language="hi")
    assert _settled(report), show(report)


# ---- Chinese states under review ----------------------------------------------------------

FILINGS = (
    "get_filing",
    {"filing_id": "FL-7"},
    {
        "filing_id": "FL-7",
        "parts": [
            {"part": "营业执照副本", "status": "approved"},
            {"part": "年度报表", "status": "under_review"},
        ],
    },
)


def test_a_step_done_then_under_review_is_no_misstated_state() -> None:
    answer = "- **年度报表**：填报已完成，正在复核"
    report = checked(answer, FILINGS, language="zh")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_record_under_review_said_to_be_completed_is_still_caught() -> None:
    answer = "- **年度报表**：已完成"
    report = checked(answer, FILINGS, language="zh")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a setting reported, no act of switching ----------------------------------------------

ALERTS = (
    "get_alert_settings",
    {"account": "A-5"},
    {"account": "A-5", "low_balance_alert": True, "alert_time": "每日 08:30"},
)


def test_a_switch_said_to_be_on_beside_its_record() -> None:
    answer = "**余额提醒**：已经开启了，系统会在**每日 08:30** 发送提醒，不需要你再设置。"
    report = checked(answer, ALERTS, language="zh", tools=["update_alert_settings"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_switch_said_to_be_on_that_the_record_has_off() -> None:
    off = (ALERTS[0], ALERTS[1], {**ALERTS[2], "low_balance_alert": False})
    answer = "**余额提醒**：已经开启了，系统会在**每日 08:30** 发送提醒，不需要你再设置。"
    report = checked(answer, off, language="zh", tools=["update_alert_settings"])
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- a request sent is the call that asks for it ------------------------------------------

FITTINGS = (
    "list_fittings",
    {"customer": "K-19"},
    {"fittings": [{"fitting_id": "FT-3", "start": "2025-04-12T10:00:00+01:00"}]},
)
MOVE = (
    "request_fitting_change",
    {"fitting_id": "FT-3", "new_start": "2025-04-13T15:00:00+01:00"},
    {"fitting_id": "FT-3", "status": "awaiting_tailor", "message": "Change asked of the tailor."},
)


def test_a_request_sent_to_move_is_the_call_that_asks_to_move() -> None:
    answer = (
        "I've sent your request to shift the fitting to Sunday at 3 pm; the tailor must accept."
    )
    report = checked(answer, FITTINGS, MOVE, language="en")
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_confirmation_sent_beside_a_change_call_still_needs_a_send() -> None:
    answer = "I've moved your fitting to Sunday at 3 pm and sent you a confirmation by SMS."
    report = checked(answer, FITTINGS, MOVE, language="en", tools=["send_sms"])
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_a_mail_about_the_request_still_needs_a_send() -> None:
    answer = "I've also sent you an e-mail with the receipt of the request to move your fitting."
    report = checked(answer, FITTINGS, MOVE, language="en", tools=["send_email"])
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- absence: a cognate key, a label closed by a denial, lists of notes, record systems ---

POLICY = (
    "get_life_policy",
    {"policy_no": "VP-2208"},
    {
        "policy_no": "VP-2208",
        "status": "in_force",
        "beneficiaries": [{"name": "Lucía Prats Gil", "share_pct": 100}],
    },
)


def test_a_spanish_cognate_names_an_english_list() -> None:
    answer = "**Beneficiario:** en la póliza no figura ningún beneficiario designado."
    report = checked(answer, POLICY, language="es")
    assert "false_absence" in kinds(report), show(report)


def test_a_cognate_list_that_is_empty_supports_the_denial() -> None:
    empty = (POLICY[0], POLICY[1], {**POLICY[2], "beneficiaries": []})
    answer = "**Beneficiario:** en la póliza no figura ningún beneficiario designado."
    report = checked(answer, empty, language="es")
    assert "false_absence" not in kinds(report), show(report)


PERMIT_FILES = (
    "list_permit_documents",
    {"permit_id": "OB-31"},
    {
        "permit_id": "OB-31",
        "documents": [
            {"doc_id": "D-1", "title": "Plano de situación", "status": "issued"},
            {
                "doc_id": "D-2",
                "title": "Informe de inspección eléctrica (cuadro general y tomas de tierra)",
                "status": "issued",
            },
        ],
    },
)


def test_a_label_a_denial_closes_names_a_long_title() -> None:
    answer = (
        "- Informe de inspección eléctrica: de momento no figura en la carpeta, por eso "
        "todavía no te lo mando."
    )
    report = checked(answer, PERMIT_FILES, language="es")
    assert "false_absence" in kinds(report), show(report)


def test_a_label_no_item_holds_is_left_alone() -> None:
    answer = (
        "- Certificado de eficiencia energética: de momento no figura en la carpeta, por "
        "eso todavía no te lo mando."
    )
    report = checked(answer, PERMIT_FILES, language="es")
    assert "false_absence" not in kinds(report), show(report)


PERMIT_STATUS = (
    "get_permit_status",
    {"application_no": "TP/2025/118"},
    {
        "application_no": "TP/2025/118",
        "status": "pending_verification",
        "current_desk": "Zone 2 engineer",
        "remarks": [
            {
                "at": "2025-08-11T15:32:10+05:30",
                "by": "zone office",
                "text": "Site plan scale is unreadable; please upload a clearer copy of the plan.",
                "action_required": True,
            }
        ],
        "certificate": None,
    },
)
PERMIT_UPLOADS = (
    "list_permit_files",
    {"application_no": "TP/2025/118"},
    {"documents": [{"doc_type": "site_plan", "status": "verified"}], "total": 1},
)


def test_a_common_noun_still_names_a_list_of_such_items() -> None:
    answer = "- **सवाल:** इस फ़ाइल पर अब तक कोई सवाल या टिप्पणी दर्ज नहीं है।"
    report = checked(answer, PERMIT_STATUS, PERMIT_UPLOADS, language="hi")
    assert "false_absence" in kinds(report), show(report)


def test_a_common_noun_and_an_empty_list_of_such_items() -> None:
    empty = (PERMIT_STATUS[0], PERMIT_STATUS[1], {**PERMIT_STATUS[2], "remarks": []})
    answer = "- **Dudas:** en tu solicitud no hay ninguna pregunta ni observación registrada."
    report = checked(answer, empty, PERMIT_UPLOADS, language="es")
    assert "false_absence" not in kinds(report), show(report)


DEEDS = (
    "get_property_file",
    {"parcel": "KL-4"},
    {
        "parcel": "KL-4",
        "documents": [
            {"type": "invoice", "file": "inv_KL4.pdf", "ready": True},
            {"type": "sale_deed", "file": "deed_KL4.pdf", "ready": True},
        ],
    },
)


def test_not_in_the_system_is_a_denial_held_to_the_records() -> None:
    answer = "**बिल:** इनवॉइस अभी सिस्टम में नहीं है; हम बाद में भेज देंगे।"
    report = checked(answer, DEEDS, language="hi")
    assert "false_absence" in kinds(report), show(report)


def test_not_in_the_system_in_english() -> None:
    answer = "The sale deed isn't in the system yet, so I can't send it."
    report = checked(answer, DEEDS, language="en")
    assert "false_absence" in kinds(report), show(report)


CLIPS = (
    "search_clips",
    {"project": "P-9", "keyword": "夜景"},
    {
        "total": 2,
        "clips": [
            {"clip_id": "B01", "name": "延时_城市夜景_黄昏", "duration": "00:00:40"},
            {"clip_id": "B02", "name": "手持_街道人流", "duration": "00:01:05"},
        ],
    },
)


def test_a_chinese_head_noun_held_in_an_items_name() -> None:
    answer = "我在素材库里检索了一遍，没有找到周末拍的城市夜景。"
    report = checked(answer, CLIPS, language="zh")
    assert "false_absence" in kinds(report), show(report)


AUDIT = (
    "list_audit_issues",
    {"audit": "A-3"},
    {"items": [{"id": 1, "title": "机房未配置夜间监控告警", "level": "medium"}]},
)


def test_an_item_that_is_itself_a_lack_is_restated() -> None:
    answer = "**机房（1个）**：缺少夜间监控告警"
    report = checked(answer, AUDIT, language="zh")
    assert "false_absence" not in kinds(report), show(report)


# ---- a labelled count "in total", a street number --------------------------------------

GYMS = (
    "search_partner_establishments",
    {"city": "Teruel"},
    {
        "city": "Teruel",
        "total": 5,
        "items": [
            {"name": "Gimnasio Torico", "type": "gimnasio", "address": "C/ Amantes 3"},
            {"name": "Piscina Los Arcos", "type": "piscina", "address": "Av. Sagunto 12"},
            {"name": "Yoga Mudéjar", "type": "estudio", "address": "Pl. Judería 4"},
            {"name": "Box Teruel", "type": "gimnasio", "address": "C/ Ollerías 8"},
            {"name": "Rocódromo Alto", "type": "estudio", "address": "Ctra. Alcañiz km 2"},
        ],
    },
)


def test_a_count_in_total_counts_what_its_label_names() -> None:
    answer = "**Centros adheridos en Teruel:** hay 4 en total, entre gimnasios, piscina y estudios."
    report = checked(answer, GYMS, language="es")
    assert "count_mismatch" in kinds(report), show(report)


def test_a_count_in_total_that_holds() -> None:
    answer = "**Centros adheridos en Teruel:** hay 5 en total, entre gimnasios, piscina y estudios."
    report = checked(answer, GYMS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_street_number_is_no_count_of_the_places() -> None:
    # 4 is the number of one address ("Pl. Judería 4"), not a count the output holds
    answer = "Partner establishments in Teruel: 4 in total (gyms, a pool and studios)."
    report = checked(answer, GYMS, language="en")
    assert "count_mismatch" in kinds(report), show(report)


# ---- "per the policy, …": what follows is put in the document's mouth ---------------------

RULES = (
    "get_policy_document",
    {"key": "late_return"},
    {
        "key": "late_return",
        "title": "Late Return Policy",
        "body": "1. Equipment returned after 6 pm is charged one extra day. 2. A return more "
        "than 3 days late is charged the replacement deposit. 3. Damage found at check-in "
        "is billed at repair cost.",
    },
)


def test_per_the_policy_then_words_it_never_says() -> None:
    answer = (
        "If you bring it back after 6 pm you pay one extra day, or, per the policy, you can "
        "swap it for store credit with no penalty."
    )
    report = checked(answer, RULES, language="en")
    assert "source_fabrication" in kinds(report), show(report)


def test_per_the_policy_then_what_it_says() -> None:
    answer = (
        "If it comes back more than 3 days late, per the policy, the replacement deposit is "
        "charged."
    )
    report = checked(answer, RULES, language="en")
    assert "source_fabrication" not in kinds(report), show(report)


def test_segun_la_politica_then_words_it_never_says() -> None:
    answer = "Según la política, te devolvemos el importe íntegro sin ninguna penalización."
    report = checked(answer, RULES, language="es")
    assert "source_fabrication" in kinds(report), show(report)


# ---- a document named by its year and designation, then what it is about ------------------

HARBOUR = (
    "get_info_page",
    {"slug": "dredging"},
    {
        "slug": "dredging",
        "title": "Harbour Dredging Programme",
        "body": "Maintenance dredging of the east basin runs every spring. The 2022 Phase II "
        "sediment survey found no contamination above guideline levels.",
    },
)


def test_a_designated_study_no_output_names() -> None:
    answer = "The harbour's 2018 Phase IV sediment survey lists the east basin as the worst area."
    report = checked(answer, HARBOUR, language="en")
    assert "source_fabrication" in kinds(report), show(report)


def test_a_designated_study_the_output_names() -> None:
    answer = "The 2022 Phase II sediment survey found no contamination above guideline levels."
    report = checked(answer, HARBOUR, language="en")
    assert "source_fabrication" not in kinds(report), show(report)


# ---- a part of a whole counted under its line's label ------------------------------------

TRAY = (
    "get_tray_report",
    {"tray": "T-4"},
    {
        "tray": {"tray_id": "T-4", "seeds_planted": 20, "seedlings_sprouted": 12},
        "weather_note": "greenhouse held 21 C, fan on 8 hours",
        "seedlings": [{"cell": f"A{k}", "height_mm": 10 + k} for k in range(1, 13)],
    },
)


def test_a_labelled_part_of_a_whole_held_to_the_labels_figure() -> None:
    answer = "- **Seedlings sprouted:** 14 of the 20 you planted"
    report = checked(answer, TRAY, language="en")
    assert "count_mismatch" in kinds(report), show(report)
    assert witness_of(report, "count_mismatch").pointer == "/tray/seedlings_sprouted"


def test_a_labelled_part_of_a_whole_that_holds() -> None:
    answer = "- **Seedlings sprouted:** 12 of the 20 you planted"
    report = checked(answer, TRAY, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_part_is_never_held_to_the_field_of_its_whole() -> None:
    # 18 of the 20 planted: the planted figure is the whole, no witness against the part
    answer = "You sowed 18 of the 20 planted seeds so far."
    report = checked(answer, TRAY, language="en")
    found = [f for f in report.findings if f.type == "count_mismatch"]
    assert all(f.witness is None or f.witness.pointer != "/tray/seeds_planted" for f in found)


# ---- Chinese: "cannot" after a verb, a code named by a verb, unsubscribing, a step waited on

GIFT_CARD = (
    "redeem_gift_card",
    {"uid": "U-7", "code": "GC-5521"},
    {"success": False, "error": {"code": "CARD_EXPIRED", "message": "礼品卡已过期"}},
)


def test_a_verb_with_its_cannot_after_it_reports_no_act() -> None:
    answer = "我刚才试过了，这张礼品卡**过期了**，兑换不了。"
    report = checked(answer, GIFT_CARD, language="zh")
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_code_named_after_its_verb_is_no_act() -> None:
    answer = "我帮你看了一下，这个兑换码 **GC-5521 已经过期了**。"
    report = checked(answer, GIFT_CARD, language="zh")
    assert "fabricated_tool_call" not in kinds(report), show(report)


PLANS = (
    "list_addon_plans",
    {"line": "138****0021"},
    {"items": [{"product_id": "AD-NEWS", "name": "新闻早报", "monthly_fee_cents": 600}]},
)
DROP = (
    "unsubscribe_addon",
    {"line": "138****0021", "product_id": "AD-NEWS"},
    {"product_id": "AD-NEWS", "result": "success"},
)


def test_an_unsubscribe_tool_does_the_act_of_cancelling() -> None:
    answer = "新闻早报这项已经帮您退订了，下个月起不再收费。"
    report = checked(answer, PLANS, DROP, language="zh")
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_cancelling_with_no_unsubscribe_call_is_still_caught() -> None:
    answer = "新闻早报这项已经帮您退订了，下个月起不再收费。"
    report = checked(answer, PLANS, language="zh", tools=["unsubscribe_addon"])
    assert "fabricated_tool_call" in kinds(report), show(report)


PERMIT_ORDER = (
    "get_permit_order",
    {"order": "P-31"},
    {"order_id": "P-31", "status": "pending_validation", "submitted_at": "2025-05-05"},
)


def test_stuck_at_the_step_the_state_waits_on() -> None:
    answer = "许可证还没批下来，卡在资料验证这一步。"
    report = checked(answer, PERMIT_ORDER, language="zh")
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a count of what lacks a state, a day named by its number, a denial of precision ------

LOCKERS = (
    "get_locker_plan",
    {"site": "G1"},
    {"site": "G1", "plan": "Plan B", "taquillas_contratadas": 20, "taquillas_asignadas": 16},
)
MEMBERS = (
    "list_members",
    {"site": "G1", "with_locker": True},
    {
        "total": 16,
        "members": [
            {"email": f"m{k}@gym.es", "active": k != 3, "last_visit": "2025-02-01T10:00:00+01:00"}
            for k in range(16)
        ],
        "next_cursor": None,
    },
)


def test_a_count_of_what_lacks_a_state_is_no_count_of_the_list() -> None:
    answer = (
        "Tenéis **20 taquillas** contratadas y **16 asignadas**, así que hay **4 sin asignar**."
    )
    report = checked(
        answer, LOCKERS, MEMBERS, language="es", user="cuantas taquillas tenemos sin usar?"
    )
    assert "count_mismatch" not in kinds(report), show(report)


VISITS = (
    "list_appts",
    {"p": "P"},
    {
        "citas": [
            {"fecha": "2025-06-03", "tipo": "extraccion", "hora": "08:30"},
            {"fecha": "2025-06-05", "tipo": "consulta", "hora": "10:00"},
            {"fecha": "2025-06-12", "tipo": "consulta", "hora": "09:00"},
            {"fecha": "2025-06-12", "tipo": "radiografia", "hora": "10:00"},
            {"fecha": "2025-06-19", "tipo": "consulta", "hora": "11:00"},
        ]
    },
)


def test_a_day_named_by_its_number_is_no_count() -> None:
    answer = "- Ojo, a la extracción del día 3 conviene venir en ayunas."
    report = checked(answer, VISITS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


GRANTS = (
    "list_grant_payments",
    {"file": "G-12"},
    {
        "payments": [{"concept": "anticipo", "fecha": "2025-10-16", "importe_cents": 120000}],
        "aviso": "El saldo restante se abonará desde el 1 de diciembre.",
    },
)


def test_no_exact_date_of_an_unnamed_thing_is_no_false_absence() -> None:
    answer = "El saldo llegará desde el 1 de diciembre en adelante. Aún no hay una fecha concreta."
    report = checked(answer, GRANTS, language="es")
    assert "false_absence" not in kinds(report), show(report)


def test_no_date_at_all_beside_a_dated_payment_is_still_caught() -> None:
    answer = "Del anticipo no hay ninguna fecha de pago registrada."
    report = checked(answer, GRANTS, language="es")
    assert "false_absence" in kinds(report), show(report)


# ---- a card "ending in" digits, a unit's symbol is no name ------------------------------

REFUND = (
    "request_refund",
    {"order": "R-88"},
    {
        "order": "R-88",
        "status": "pending",
        "card_last4": "4410",
        "amount_cents": 2500,
        "message": "Reembolso solicitado",
    },
)


def test_a_card_ending_in_digits_says_no_state() -> None:
    answer = "**Reembolso:** 25,00 € en tu tarjeta terminada en 4410"
    report = checked(answer, REFUND, language="es")
    assert "fact_mismatch" not in kinds(report), show(report)


ROAMING = (
    "list_roaming_packs",
    {"country": "TH"},
    {
        "total": 3,
        "packs": [
            {"pack_id": "th_3gb", "name": "Tailandia 3 GB / 7 días", "price_cents": 899},
            {"pack_id": "th_8gb", "name": "Tailandia 8 GB / 15 días", "price_cents": 1599},
            {
                "pack_id": "th_unl",
                "name": "Tailandia ilimitado / 5 días",
                "price_cents": 2199,
                "fair_use": "Tras 1 GB diario la velocidad baja a 512 kbps hasta el día siguiente.",
            },
        ],
    },
)


def test_a_units_symbol_points_at_no_record() -> None:
    answer = (
        "| Paquete | Precio |\n|---|---|\n| 3 GB / 7 días | 8,99 € |\n| 8 GB / 15 días | 15,99 € |"
    )
    report = checked(answer, ROAMING, language="es")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_price_of_another_pack_is_still_caught() -> None:
    answer = "El paquete Tailandia 3 GB / 7 días cuesta 15,99 €."
    report = checked(answer, ROAMING, language="es")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a state word with an object is an act; Spanish keys of time schedule ---------------

TAX = (
    "get_tax_return",
    {"year": 2024},
    {
        "ejercicio": 2024,
        "estado": "en_tramitacion",
        "estado_detalle": "Se ha iniciado la revisión de los datos declarados de alquileres.",
        "importe_devolucion_cents": 61250,
        "cuenta_devolucion": "ES91 **** **** **** 7731",
        "pagos": [],
        "plazo_maximo_devolucion": "2025-12-31",
    },
)


def test_a_state_word_with_its_object_is_an_act() -> None:
    answer = (
        "Hacienda ha abierto una revisión de los datos de tus **alquileres**, y por eso aún "
        "no se ha pagado la devolución."
    )
    report = checked(answer, TAX, language="es", system="Hoy es 2 de junio de 2025.")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_refund_foretold_with_the_details_a_dated_record_holds() -> None:
    answer = (
        "**Resultado:** te sale **a devolver 612,50 €**, que te ingresarán en la cuenta "
        "terminada en **7731**."
    )
    report = checked(answer, TAX, language="es", system="Hoy es 2 de junio de 2025.")
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- a document named by its id and issuer, held by one record's fields -----------------

LAB = (
    "get_lot_analysis",
    {"lot": "L7"},
    {
        "lot": "L7",
        "lab": {"name": "Instituto Lácteo del Norte", "report_id": "ILN-25-0912"},
        "results": {"fat_pct": 3.6, "protein_pct": 3.2},
    },
)


def test_a_report_held_by_one_records_fields_is_read() -> None:
    answer = "Informe ILN-25-0912 del Instituto Lácteo del Norte: grasa 3,6 %, proteína 3,2 %."
    report = checked(answer, LAB, language="es")
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_report_id_no_record_holds_is_still_a_source() -> None:
    answer = "Informe ILN-24-5550 del Instituto Lácteo del Norte: grasa 3,6 %, proteína 3,2 %."
    report = checked(answer, LAB, language="es")
    assert report.action != "emit", show(report)


MANUAL = (
    "get_manual_section",
    {"doc": "WSM", "section": "4.2"},
    {
        "document": "Harbor Works Safety Manual",
        "section": "4.2",
        "text": "4.2.1 Life jackets on every pier shift. 4.2.2 Night shifts add a strobe.",
    },
)


def test_a_publication_by_number_no_output_names() -> None:
    answer = "Pier rules: Safety Manual §4.2 and in Coast Authority Publication 88, Table 2."
    report = checked(answer, MANUAL, language="en")
    blamed = [f.found for f in report.findings if f.type == "source_fabrication"]
    assert any("Publication 88" in str(b) for b in blamed), show(report)
    assert not any("Manual" in str(b) for b in blamed), show(report)


# ---- the receipt an act sends is its own procedure --------------------------------------

PAID = (
    "pay_water_bill",
    {"bill": "WB-31"},
    {"bill": "WB-31", "status": "paid", "receipt_no": "R-88"},
)


def test_a_receipt_foretold_after_the_act_that_sends_it() -> None:
    answer = "रसीद ऐप के भुगतान टैब में भी मिल जाएगी।"
    report = checked(answer, PAID, language="hi")
    assert _settled(report), show(report)


def test_a_receipt_foretold_with_no_act_of_the_run() -> None:
    looked = ("get_water_bill", {"bill": "WB-31"}, {"bill": "WB-31", "status": "due"})
    answer = "रसीद ऐप के भुगतान टैब में भी मिल जाएगी।"
    report = checked(answer, looked, language="hi")
    assert "inference_as_fact" in kinds(report), show(report)
