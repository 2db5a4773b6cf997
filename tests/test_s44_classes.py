"""Failure classes of session 44 (examples written for these tests).

- A short weekday name before a day and a month written with a slash ("周五 3/14", "vie 14/3",
  "शुक्र 14/3") dates the day: "3" is no day of the month by itself.
- A weekday written right after a date with no brackets ("14 मार्च शुक्रवार, 17 मार्च
  सोमवार") is that date's when the two agree, and no weekday of the date after it.
- "The two come to $4,150": a count whose claim gives a sum of money that exactly that many
  of the list's items, each named by the answer, make is a count of those items.
- A sum of money is no misreading of how many items a list holds (``total: 4``).
- A list key's words after a linking word (``crews_on_site``) name where its items are, not
  what they are: "3 sites" is no count of that list.
- "2 seats released" beside five ``seats`` and a ``released`` list of two seat ids counts
  that part.
- A prediction that a record the claim names foretells in its own text ("it will run again
  tonight" beside that job's note) is the output's.
- Chinese 把 / 将 puts the object between the marker of a done deed and the verb: "我已替您
  将取件窗口调到 ..." still reports the agent's act.
- A value after a verb of change and a word of destination in an offer or a question
  ("want me to move it to 16:30?") is what a thing would become, no reading of what it is.
- Advice drawn after "so", "por eso", "所以" from an outcome foretold before it does not
  hedge that outcome (nor does a label that asks what the claim answers).
- "2 条新闻提到 X", a number of source nouns, counts results; it names no source.
- "the updated plan for your son": a participle after a determiner is an adjective, no deed.
- A date some months after a record's date the answer shows, with the months in the sentence
  ("6-month limit"), is worked out from it; a later restatement of a date the answer
  verified earlier is that date.
- A day and month in words inside a short note ("closed after the 3 August flood", "8月3日洪水后")
  is read as a date of that note.
- "我查了维修记录": an act verb in the object of a Chinese lookup, with no mark of its own
  deed, is a noun (the records looked at).
- "समीक्षा में चल रही", "under review": a source noun naming the state a thing is in cites nothing.
- A record's write stamp (``updated_at``) dates no event the claim names: it is no witness
  against a day of the notice, the visit, the payment, unless the claim names the update.
- Deals (opportunities, operaciones, सौदे, 商机) and won ones are concepts: a count of won deals
  meets ``won_deals``.
- A denial scoped to a day (the date that labels its line) is not witnessed by an item of
  the kind it names that is dated another day.
- "will allow you to", "te permitirá": what a step makes possible is an ability, no event
  foretold.
- "Missing the renewal date voids the permit": an -ing absence word right before a determiner
  is a verb (the act of missing), no denial.
- "HLWA warns …" beside a prompt for the Harlow Lake Watershed Authority: initials of a name
  the run holds name that body, no made-up source.
- Verbs of escalating and of moving a date (escalated, postponed, pushed back; adelanté,
  aplacé; एस्केलेट कर) report acts that need a call.
"""

from __future__ import annotations

from datetime import date, datetime

from nyaya.claims.mentions import find_mentions
from nyaya.report import HallucinationReport
from runkit import checked, kinds, show


def _dates(text: str, language: str, now: datetime) -> list[tuple[str, date]]:
    return [
        (m.text, m.value)
        for m in find_mentions(text, language, now=now)
        if m.kind == "date" and isinstance(m.value, date)
    ]


# ---- a short weekday before a slashed day and month ----------------------------------------

MARCH = datetime(2025, 3, 5, 9, 0)


def test_a_chinese_short_weekday_before_a_slashed_date_dates_it() -> None:
    found = _dates("| 周五 3/14 | 下午 | 余 2 个 |", "zh", MARCH)
    assert found == [("周五 3/14", date(2025, 3, 14))]


def test_spanish_and_hindi_short_weekdays_before_a_day_first_slashed_date() -> None:
    assert _dates("vie 14/3, tarde", "es", MARCH) == [("vie 14/3", date(2025, 3, 14))]
    assert _dates("शुक्र 14/3 को", "hi", MARCH) == [("शुक्र 14/3", date(2025, 3, 14))]


def test_a_slashed_figure_with_no_weekday_is_no_date() -> None:
    assert _dates("得分 7/10，还不错", "zh", MARCH) == []


SLOTS = (
    "get_clinic_slots",
    {"clinic": "东城", "from": "2025-03-10", "to": "2025-03-16"},
    {
        "clinic": "东城",
        "from": "2025-03-10",
        "to": "2025-03-16",
        "slots": [
            {"date": "2025-03-12", "period": "pm", "left": 4},
            {"date": "2025-03-14", "period": "am", "left": 0},
        ],
    },
)


def test_a_table_row_of_a_weekday_and_a_slashed_date_is_no_wrong_day() -> None:
    answer = (
        "| 日期 | 时段 | 余号 |\n|---|---|---|\n"
        "| 周三 3/12 | 下午 | 4 个 |\n| 周五 3/14 | 上午 | 已满 |"
    )
    report = checked(answer, SLOTS, language="zh", system="今天是2025年3月5日（星期三）。")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a weekday right after a date ------------------------------------------------------------


def test_a_bare_weekday_after_a_date_is_that_dates_and_not_the_next() -> None:
    found = _dates("14 मार्च शुक्रवार, 17 मार्च सोमवार", "hi", MARCH)
    assert found == [
        ("14 मार्च शुक्रवार", date(2025, 3, 14)),
        ("17 मार्च सोमवार", date(2025, 3, 17)),
    ]
    found = _dates("Mar 14 Friday, Mar 17 Monday", "en", MARCH)
    assert [d for _, d in found] == [date(2025, 3, 14), date(2025, 3, 17)]


def test_a_weekday_before_a_date_still_dates_it() -> None:
    assert _dates("el viernes 14 de marzo", "es", MARCH) == [
        ("viernes 14 de marzo", date(2025, 3, 14))
    ]
    assert _dates("शुक्रवार, 14 मार्च", "hi", MARCH) == [("शुक्रवार, 14 मार्च", date(2025, 3, 14))]


RENEWAL = (
    "get_permit",
    {"permit_id": "PM-88"},
    {"permit_id": "PM-88", "renew_from": "2025-03-14", "hearing_on": "2025-03-17"},
)


def test_dates_each_followed_by_its_weekday_are_not_read_as_wrong_weekdays() -> None:
    answer = "नवीनीकरण 14 मार्च शुक्रवार से खुलेगा और सुनवाई 17 मार्च सोमवार को है।"
    report = checked(answer, RENEWAL, language="hi", system="आज: 5 मार्च 2025, बुधवार।")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a count of the items whose sum the claim gives --------------------------------------------

GRANTS = (
    "list_grants",
    {"program": "arts"},
    {
        "total": 4,
        "grants": [
            {"grant_id": "G-71", "school": "Linden Elementary", "amount_usd": 1800},
            {"grant_id": "G-72", "school": "Harbor Middle", "amount_usd": 2350},
            {"grant_id": "G-73", "school": "Crestview High", "amount_usd": 4000},
            {"grant_id": "G-74", "school": "Oakmont Academy", "amount_usd": 950},
        ],
    },
)
_SYSTEM = "Today is Monday, March 3, 2025."


def test_the_two_named_items_and_their_sum_are_no_count_of_the_list() -> None:
    answer = (
        "Four arts grants were awarded. Linden Elementary ($1,800) and Harbor Middle ($2,350) "
        "are the smaller ones; the two come to $4,150."
    )
    report = checked(answer, GRANTS, language="en", system=_SYSTEM)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_spanish_count_with_the_sum_of_the_items_it_names() -> None:
    answer = (
        "Se concedieron 4 becas. Linden Elementary y Harbor Middle reciben las menores: "
        "entre las dos suman 4.150 $."
    )
    report = checked(answer, GRANTS, language="es", system=_SYSTEM)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_chinese_count_with_the_sum_of_the_items_it_names() -> None:
    answer = "共 4 笔资助。Linden Elementary 和 Harbor Middle 金额最小，两笔合计 4,150 美元。"
    report = checked(answer, GRANTS, language="zh", system=_SYSTEM)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_sum_that_more_items_make_leaves_the_count_wrong() -> None:
    # 1,800 + 2,350 + 950 = 5,100: three grants, not two
    answer = (
        "2 grants were awarded, to Linden Elementary, Harbor Middle and Oakmont Academy, "
        "$5,100 in all."
    )
    report = checked(answer, GRANTS, language="en", system=_SYSTEM)
    assert "count_mismatch" in kinds(report), show(report)


def test_a_sum_of_items_the_answer_never_names_settles_no_count() -> None:
    answer = "Only 2 grants were awarded, $4,150 in all."
    report = checked(answer, GRANTS, language="en", system=_SYSTEM)
    assert "count_mismatch" in kinds(report), show(report)


def test_a_sum_of_money_is_not_held_to_a_searchs_count() -> None:
    answer = (
        "Linden Elementary and Harbor Middle have the smaller grants. Together the two total "
        "$4,150."
    )
    report = checked(answer, GRANTS, language="en", system=_SYSTEM)
    assert not kinds(report) & {"fact_mismatch", "count_mismatch"}, show(report)


# ---- a key's qualifier names no item -----------------------------------------------------------

SURVEY = (
    "get_noise_survey",
    {"survey_id": "NS-4"},
    {
        "survey_id": "NS-4",
        "crews_on_site": ["Arco Paving", "Velden Electric"],
        "readings": [
            {"spot": "north fence", "db": 61},
            {"spot": "gate", "db": 58},
            {"spot": "loading bay", "db": 66},
        ],
    },
)


def test_a_count_of_places_is_not_held_to_a_list_of_crews_on_site() -> None:
    answer = "The inspector took readings at 3 sites; the loudest was the loading bay at 66 dB."
    report = checked(answer, SURVEY, language="en", user="how did survey NS-4 go?")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_of_places_in_hindi_and_spanish_is_not_held_to_the_crews() -> None:
    for answer, language in [
        ("शोर की जाँच तीन जगह हुई; लोडिंग बे पर सबसे ऊँचा स्तर मिला।", "hi"),
        ("El equipo midió en 3 puntos del sitio.", "es"),
    ]:
        report = checked(answer, SURVEY, language=language, user="NS-4?")
        assert "count_mismatch" not in kinds(report), show(report)


def test_a_wrong_count_of_the_crews_is_still_caught() -> None:
    answer = "Three crews were on site during the survey."
    report = checked(answer, SURVEY, language="en", user="how did survey NS-4 go?")
    assert "count_mismatch" in kinds(report), show(report)


# ---- a part another output lists by id -----------------------------------------------------------

ORDER = (
    "get_order",
    {"order_id": "O-77"},
    {
        "order_id": "O-77",
        "seats": [
            {"seat_id": "S1", "class": "STANDARD", "price_cents": 4200},
            {"seat_id": "S2", "class": "STANDARD", "price_cents": 4200},
            {"seat_id": "S3", "class": "STANDARD", "price_cents": 4200},
            {"seat_id": "S4", "class": "STANDARD", "price_cents": 4200},
            {"seat_id": "S5", "class": "CHILD", "price_cents": 2100},
        ],
    },
)
RELEASE = (
    "release_seats",
    {"order_id": "O-77", "seat_ids": ["S2", "S3"]},
    {"order_id": "O-77", "released": ["S2", "S3"], "refund_cents": 8400},
)


def test_a_count_of_the_part_another_output_lists_by_id() -> None:
    answer = "Done: 2 standard seats released, $84.00 back to you."
    report = checked(answer, ORDER, RELEASE, language="en", user="release S2 and S3 of O-77")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_of_the_released_part_in_a_table_row_and_in_hindi() -> None:
    for answer, language in [
        ("| 2 standard seats (2 × $42) | $84.00 |", "en"),
        ("2 स्टैंडर्ड सीटें छोड़ दी गईं, ₹84.00 वापस।", "hi"),
    ]:
        report = checked(answer, ORDER, RELEASE, language=language, user="O-77: S2, S3")
        assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_that_neither_the_list_nor_the_part_holds_is_caught() -> None:
    answer = "Done: 3 standard seats released, $84.00 back to you."
    report = checked(answer, ORDER, RELEASE, language="en", user="release S2 and S3 of O-77")
    assert "count_mismatch" in kinds(report), show(report)


# ---- a prediction the named record's own text makes ---------------------------------------

SYNC = (
    "list_sync_jobs",
    {"site": "north"},
    {
        "site": "north",
        "jobs": [
            {"job": "SJ-11", "host": "PRN-ACCT-3", "state": "ok", "note": None},
            {
                "job": "SJ-12",
                "host": "NAS-ARCHIVE",
                "state": "failed",
                "note": "Target unreachable: link to the vault was down. "
                "Another attempt will start in the next window.",
            },
        ],
    },
)


def test_a_prediction_the_named_records_note_makes_is_the_outputs() -> None:
    answer = (
        "Tu equipo de archivo (NAS-ARCHIVE) falló porque el enlace estaba caído; se reintentará "
        "en la ventana de esta noche."
    )
    report = checked(answer, SYNC, language="es", user="¿qué tal las copias del norte?")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_prediction_no_output_text_makes_is_still_flagged() -> None:
    answer = "PRN-ACCT-3 synced fine. NAS-ARCHIVE failed; it will be replaced next week."
    report = checked(answer, SYNC, language="en", user="how did the north syncs go?")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- acts: 把, and verbs of escalating and of moving a date ------------------------------------

PICKUP = (
    "get_pickup",
    {"pickup_id": "PK-31"},
    {
        "pickup_id": "PK-31",
        "starts": "2026-05-04T15:00:00",
        "ends": "2026-05-04T17:00:00",
        "status": "pending_confirmation",
        "priority": "normal",
    },
)
_TOOLS = ["update_pickup", "escalate_pickup"]


def _acts(answer: str, language: str) -> set[str]:
    report = checked(answer, PICKUP, language=language, user="PK-31 please", tools=_TOOLS)
    return kinds(report)


def test_a_chinese_act_with_its_object_before_the_verb_needs_a_call() -> None:
    assert "fabricated_tool_call" in _acts("我已替您将明天那单的取件窗口调到 16:30。", "zh")


def test_a_chinese_offer_with_its_object_before_the_verb_is_no_act() -> None:
    assert "fabricated_tool_call" not in _acts("需不需要我将取件窗口调到 16:30？", "zh")


def test_escalating_and_moving_a_date_are_acts_in_four_languages() -> None:
    assert "fabricated_tool_call" in _acts("I've escalated the pickup to urgent.", "en")
    assert "fabricated_tool_call" in _acts("I postponed the pickup by a day.", "en")
    assert "fabricated_tool_call" in _acts("He aplazado la recogida un día.", "es")
    assert "fabricated_tool_call" in _acts("He adelantado la recogida a mañana.", "es")
    assert "fabricated_tool_call" in _acts("पिकअप का मामला मैंने वरिष्ठ टीम को एस्केलेट किया।", "hi")


def test_a_pickup_that_was_postponed_by_the_carrier_is_no_act_of_ours() -> None:
    assert "fabricated_tool_call" not in _acts("The pickup was postponed by the carrier.", "en")


# ---- a value an offer or a question proposes ------------------------------------------------


def test_a_proposed_time_is_no_reading_of_the_current_one() -> None:
    for answer, language in [
        ("Want me to move the end of the window to 16:30?", "en"),
        ("Si quieres, puedo cambiar el final de la franja a las 16:30.", "es"),
        ("如有需要，我可以将取件截止调到 16:30。", "zh"),
    ]:
        report = checked(answer, PICKUP, language=language, user="PK-31 please", tools=_TOOLS)
        assert "fact_mismatch" not in kinds(report), show(report)


def test_a_wrong_time_said_of_the_pickup_is_still_caught() -> None:
    # (in a question too: "to" after no verb of change reads the time as what it is)
    for answer, language in [
        ("The pickup runs from 15:00 to 16:30.", "en"),
        ("The pickup runs from 15:00 to 16:30; want me to change it?", "en"),
    ]:
        report = checked(answer, PICKUP, language=language, user="PK-31 please", tools=_TOOLS)
        assert "fact_mismatch" in kinds(report), show(report)


# ---- a count that opens rows naming each item ---------------------------------------------

PERMITS = (
    "list_permits",
    {"owner_id": "OW-3"},
    {
        "owner_id": "OW-3",
        "permits": [
            {"permit_id": "BP-101", "work": "Deck extension at rear", "status": "issued"},
            {"permit_id": "BP-102", "work": "Basement egress window", "status": "in_review"},
            {"permit_id": "BP-103", "work": "Detached garage slab", "status": "issued"},
        ],
    },
)


def test_a_count_over_a_table_naming_each_item_is_held_to_the_list() -> None:
    answer = (
        "You have 4 applications on file:\n\n| Work | Status |\n|---|---|\n"
        "| Deck extension | Issued |\n| Egress window (basement) | In review |\n"
        "| Garage slab | Issued |"
    )
    report = checked(answer, PERMITS, language="en", user="what permits do I have? OW-3")
    assert "count_mismatch" in kinds(report), show(report)


def test_a_spanish_count_over_lines_naming_each_item_is_held_to_the_list() -> None:
    answer = (
        "Tienes 2 solicitudes registradas:\n"
        "- BP-101, ampliación de la terraza: concedida\n"
        "- BP-102, ventana del sótano: en revisión\n"
        "- BP-103, losa del garaje: concedida"
    )
    report = checked(answer, PERMITS, language="es", user="¿qué licencias tengo? OW-3")
    assert "count_mismatch" in kinds(report), show(report)


def test_the_right_count_over_such_rows_passes() -> None:
    answer = (
        "You have 3 applications on file:\n\n| Work | Status |\n|---|---|\n"
        "| Deck extension | Issued |\n| Egress window (basement) | In review |\n"
        "| Garage slab | Issued |"
    )
    report = checked(answer, PERMITS, language="en", user="what permits do I have? OW-3")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- advice drawn from an outcome does not hedge it ------------------------------------------

COURSE = (
    "get_course",
    {"course_id": "CR-9"},
    {
        "course_id": "CR-9",
        "title": "Pottery for beginners",
        "seats_total": 12,
        "seats_left": 3,
        "starts": "2026-04-06",
    },
)


def _foretold(answer: str, language: str) -> set[str]:
    report = checked(
        answer, COURSE, language=language, user="CR-9?", system="Today is Monday, March 30, 2026."
    )
    return kinds(report)


def test_advice_after_so_leaves_the_outcome_before_it_stated_as_fact() -> None:
    answer = "Quedan 3 plazas y se agotarán antes del sábado, por eso te recomiendo apuntarte hoy."
    assert "inference_as_fact" in _foretold(answer, "es")
    answer = "With 3 left, the seats will be gone before Saturday, so I'd sign up today."
    assert "inference_as_fact" in _foretold(answer, "en")


def test_an_outcome_hedged_in_its_own_clause_stays_hedged() -> None:
    answer = (
        "Quedan 3 plazas y quizá se agoten antes del sábado, por eso te recomiendo apuntarte hoy."
    )
    assert "inference_as_fact" not in _foretold(answer, "es")
    answer = "With 3 left, the seats might be gone before Saturday, so I'd sign up today."
    assert "inference_as_fact" not in _foretold(answer, "en")


# ---- a number of source nouns is a count of results, no source named --------------------------

NEWS = (
    "search_news",
    {"q": "Lumen Foods"},
    {
        "results": [
            {
                "title": "Lumen Foods opens plant",
                "url": "dailybrief.example/biz/lumen-plant-11",
                "source": "Daily Brief",
            },
            {
                "title": "Lumen Foods hires 200",
                "url": "metrowire.example/jobs/lumen-200",
                "source": "Metro Wire",
            },
        ]
    },
)


def test_a_counted_set_of_news_items_is_no_source_named() -> None:
    for answer in [
        "我又搜到 2 条新闻提到 Lumen Foods 的新厂。",
        "此外有两条新闻提到了 Lumen Foods。",
        "搜索结果里共有 2 条新闻提到 Lumen Foods。",
    ]:
        report = checked(answer, NEWS, language="zh", user="Lumen Foods 的新闻")
        assert "source_fabrication" not in kinds(report), show(report)


def test_a_named_source_no_output_holds_is_still_flagged() -> None:
    answer = "据港湾日报报道，Lumen Foods 将增加夜班。"
    report = checked(answer, NEWS, language="zh", user="Lumen Foods 的新闻")
    assert "source_fabrication" in kinds(report), show(report)


# ---- a participle after a determiner is an adjective ---------------------------------------

LESSONS = (
    "get_lesson_plan",
    {"student_id": "ST-4"},
    {"student_id": "ST-4", "lessons": [{"day": "Tuesday", "time": "16:00"}], "status": "active"},
)


def _lesson_acts(answer: str) -> set[str]:
    report = checked(
        answer, LESSONS, language="en", user="ST-4 schedule?", tools=["update_lesson_plan"]
    )
    return kinds(report)


def test_the_changed_schedule_for_you_is_no_report_of_a_change() -> None:
    assert "fabricated_tool_call" not in _lesson_acts(
        "Below is the changed schedule for your lessons:"
    )
    assert "fabricated_tool_call" not in _lesson_acts("This is the updated plan for your son:")


def test_a_change_the_agent_reports_still_needs_a_call() -> None:
    assert "fabricated_tool_call" in _lesson_acts("I changed the schedule for your lessons.")


# ---- a date some months after a record's date, and its restatement -------------------------

PUMPS = (
    "list_pumps",
    {"site": "S-2"},
    {
        "site": "S-2",
        "pumps": [
            {"pump_id": "P-1", "last_inspection": {"date": "2025-03-14", "hours": 812}},
            {"pump_id": "P-2", "last_inspection": {"date": "2025-06-02", "hours": 450}},
        ],
    },
)


def test_a_date_months_after_a_shown_date_and_its_restatement_pass() -> None:
    answer = (
        "| | P-1 | P-2 |\n|---|---|---|\n"
        "| Last inspection | 14 March 2025 | 2 June 2025 |\n"
        "| 6-month limit | 14 September 2025 | 2 December 2025 |\n\n"
        "P-2 is stopped, so its inspection falls due on the 2 December date."
    )
    report = checked(answer, PUMPS, language="en", user="pumps?", system="Today is 2025-11-14.")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_date_said_to_be_the_records_own_is_still_held_to_it() -> None:
    answer = "P-2 was last inspected on 2 December 2025."
    report = checked(answer, PUMPS, language="en", user="pumps?", system="Today is 2025-12-14.")
    assert "fact_mismatch" in kinds(report), show(report)


# ---- a day and month in words inside a short note --------------------------------------------


def _sites(remark: str) -> tuple[str, dict[str, str], dict[str, object]]:
    return (
        "list_sites",
        {"range": "R1"},
        {
            "sites": [
                {
                    "site_id": "S-3",
                    "planted_on": "2025-07-08",
                    "last_survey": {"date": "2025-09-10"},
                },
                {
                    "site_id": "S-4",
                    "planted_on": "2025-07-15",
                    "last_survey": None,
                    "remarks": remark,
                },
            ],
            "total": 2,
        },
    )


def test_a_date_in_words_inside_a_short_note_is_the_notes() -> None:
    for language, remark, answer in [
        (
            "en",
            "Road closed after the 3 August flood; survey pending.",
            "**S-4:** the road has been closed since the 3 August flood, so no survey yet.",
        ),
        (
            "hi",
            "3 अगस्त की बाढ़ के बाद रास्ता बंद; सर्वे लंबित।",
            "**S-4:** 3 अगस्त को आई बाढ़ के बाद रास्ता बंद हुआ, सर्वे रुका है।",
        ),
        (
            "zh",
            "8月3日洪水后道路封闭，调查待定。",
            "**S-4：** 8月3日洪水后路一直封着，所以还没调查。",
        ),
    ]:
        report = checked(
            answer, _sites(remark), language=language, user="sites?", system="Today is 2025-09-12."
        )
        assert "fact_mismatch" not in kinds(report), show(report)
        assert any(c.status == "verified" for c in report.claims), show(report)


def test_a_date_the_note_does_not_give_is_not_verified_by_it() -> None:
    answer = "**S-4:** the road has been closed since the 9 August flood, so no survey yet."
    report = checked(
        answer,
        _sites("Road closed after the 3 August flood; survey pending."),
        language="en",
        user="sites?",
        system="Today is 2025-09-12.",
    )
    assert all(c.status != "verified" for c in report.claims), show(report)


# ---- the object of a Chinese lookup is no act -------------------------------------------------

RECHECK = (
    "get_repairs",
    {"unit": "U-7"},
    {"unit": "U-7", "status": "in_progress", "ticket": "W-31"},
)


def _recheck_acts(answer: str) -> set[str]:
    report = checked(
        answer, RECHECK, language="zh", user="U-7 的维修进度？", tools=["log_complaint"]
    )
    return kinds(report)


def test_records_looked_up_are_no_record_made() -> None:
    assert "fabricated_tool_call" not in _recheck_acts("我查了您的维修记录，工单 W-31 正在处理。")


def test_a_lookup_word_inside_a_noun_leaves_the_act_after_it_an_act() -> None:
    # "检查结果": the results of an inspection, no lookup done; the sending is the agent's
    report = checked(
        "我已经把检查结果寄给您了。",
        RECHECK,
        language="zh",
        user="U-7 的维修进度？",
        tools=["log_complaint", "send_results"],
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_a_record_made_after_a_lookup_still_needs_a_call() -> None:
    answer = "我查了您的维修记录，另外已经帮您记录了这次的投诉。"
    assert "fabricated_tool_call" in _recheck_acts(answer)


# ---- a source noun naming a state -------------------------------------------------------------

APPLICATION = (
    "get_application",
    {"app_id": "AP-5"},
    {"app_id": "AP-5", "status": "UNDER_REVIEW", "stage": "committee", "officer": "Sudha Rao"},
)


def test_a_thing_in_review_cites_no_review() -> None:
    for answer, language in [
        ("आपकी अर्ज़ी इस समय बोर्ड की समीक्षा में चल रही, फ़ैसला बाद में।", "hi"),
        ("Your application is under review with the accreditation committee.", "en"),
    ]:
        report = checked(answer, APPLICATION, language=language, user="AP-5?")
        assert "source_fabrication" not in kinds(report), show(report)


def test_a_review_cited_that_no_output_holds_is_still_flagged() -> None:
    answer = "According to the Harbor Ledger review, the committee will approve it."
    report = checked(answer, APPLICATION, language="en", user="AP-5?")
    assert "source_fabrication" in kinds(report), show(report)


# ---- a record's write stamp dates no event the claim names ----------------------------------

MOVE_OUT = (
    "get_policy",
    {"policy_id": "MOVE-OUT"},
    {"policy_id": "MOVE-OUT", "notice_days": 30, "channel": "app", "updated_at": "2024-11-01"},
)


def _dated(answer: str, language: str) -> set[str]:
    report = checked(
        answer, MOVE_OUT, language=language, user="move out notice?", system="Today is 2025-05-20."
    )
    return kinds(report)


def test_a_day_under_a_policy_is_no_misreading_of_its_update_stamp() -> None:
    assert "fact_mismatch" not in _dated(
        "Under the MOVE-OUT policy your notice went in on March 3 via the app.", "en"
    )
    assert "fact_mismatch" not in _dated(
        "MOVE-OUT नीति के तहत आपका नोटिस 3 मार्च को ऐप से गया था।", "hi"
    )


def test_a_day_said_to_be_the_update_is_still_held_to_the_stamp() -> None:
    assert "fact_mismatch" in _dated("The move-out policy was last updated on March 3.", "en")


# ---- deals and won ones, in four lexicons ---------------------------------------------------

SALES = (
    "get_sales_summary",
    {"quarter": "Q3"},
    {
        "quarter": "Q3",
        "reps": [
            {"rep": "Ana", "won_deals": 3, "won_eur": 9000},
            {"rep": "Luis", "won_deals": 5, "won_eur": 14500},
        ],
        "totals": {"won_deals": 8, "won_eur": 23500},
    },
)


def test_a_count_of_won_deals_is_held_to_the_won_deals_field() -> None:
    for answer, language in [
        ("Este trimestre el equipo sumó 9 oportunidades ganadas, por 23.500 €.", "es"),
        ("This quarter the team logged 9 won opportunities worth €23,500.", "en"),
        ("इस तिमाही टीम ने कुल 9 सौदे जीते, €23,500 के।", "hi"),
    ]:
        report = checked(answer, SALES, language=language, user="Q3 sales?")
        assert "count_mismatch" in kinds(report), show(report)


def test_the_right_count_of_won_deals_passes() -> None:
    answer = "Este trimestre el equipo sumó 8 oportunidades ganadas, por 23.500 €."
    report = checked(answer, SALES, language="es", user="Q3 sales?")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a denial of one day meets no item of another day -------------------------------------

CHECKS = (
    "list_checks",
    {"unit": "FR-2"},
    {
        "checks": [
            {"id": "CK-1", "date": "2025-03-04", "type": "after_alarm", "by": "M. Osei"},
            {"id": "CK-2", "date": "2025-03-07", "type": "routine", "by": "M. Osei"},
            {"id": "CK-3", "date": "2025-03-17", "type": "routine", "by": "T. Lamb"},
        ],
        "total": 3,
    },
)
ALARMS = (
    "list_alarms",
    {"unit": "FR-2"},
    {"alarms": [{"date": "2025-03-03", "peak_c": -9}, {"date": "2025-03-14", "peak_c": -7}]},
)


def test_a_days_denial_is_not_witnessed_by_an_item_of_another_day() -> None:
    answer = (
        "- **Friday, March 14:** alarm peaked at -7 °C → no after-alarm check logged; only "
        "the routine check of the 17th followed."
    )
    report = checked(
        answer, CHECKS, ALARMS, language="en", user="FR-2 checks?", system="Today is 2025-03-20."
    )
    assert "false_absence" not in kinds(report), show(report)


# ---- what a step makes possible is no event foretold --------------------------------------

FARE = (
    "get_booking",
    {"booking_id": "BK-4"},
    {"booking_id": "BK-4", "fare": "basic", "refundable": False, "insurance": False},
)


def test_what_a_step_would_allow_is_no_prediction() -> None:
    answer = "Switching the booking to a flexible fare will allow you to cancel it later."
    report = checked(answer, FARE, language="en", user="BK-4 can I cancel?")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_an_outcome_a_step_is_said_to_bring_is_still_a_prediction() -> None:
    answer = "Switching the booking to a flexible fare will make the airline waive every fee."
    report = checked(answer, FARE, language="en", user="BK-4 can I cancel?")
    assert "inference_as_fact" in kinds(report), show(report)


# ---- an -ing absence word before a determiner is a verb ----------------------------------------

PERMITS_DUE = (
    "list_permits",
    {"owner": "OW-9"},
    {
        "permits": [
            {"permit_id": "PR-1", "renewal_due": "2026-09-01", "status": "active"},
            {"permit_id": "PR-2", "renewal_due": "2026-09-01", "status": "active"},
        ]
    },
)


def test_missing_a_thing_as_a_rules_subject_denies_nothing() -> None:
    answer = "Both permits renew on September 1. Missing the renewal date voids the permit."
    report = checked(answer, PERMITS_DUE, language="en", user="my permits?")
    assert "false_absence" not in kinds(report), show(report)


def test_a_denial_of_a_renewal_date_that_is_there_is_still_caught() -> None:
    answer = "PR-2 has no renewal date set."
    report = checked(answer, PERMITS_DUE, language="en", user="my permits?")
    assert "false_absence" in kinds(report), show(report)


# ---- a body named by the initials of a name the run holds ---------------------------------

RAMPS = (
    "list_stations",
    {"lake": "Harlow"},
    {
        "stations": [
            {"name": "North Cove ramp", "opens": "05:00", "closes": "21:00", "note": "long waits"},
            {"name": "Pine Spit ramp", "opens": "06:00", "closes": "18:00", "note": None},
        ]
    },
)


def _ramp_report(answer: str) -> HallucinationReport:
    return checked(
        answer,
        RAMPS,
        language="en",
        user="ramps tomorrow?",
        system="You answer boaters for the Harlow Lake Watershed Authority.",
    )


def test_the_initials_of_the_operator_in_the_prompt_name_no_made_up_source() -> None:
    report = _ramp_report("North Cove opens at 05:00; HLWA warns of long waits there on holidays.")
    assert "source_fabrication" not in kinds(report), show(report)


def test_initials_no_name_of_the_run_spells_are_still_a_made_up_source() -> None:
    answer = "North Cove opens at 05:00; the RMBA warns of long waits there on holidays."
    report = _ramp_report(answer)
    assert "source_fabrication" in kinds(report), show(report)
