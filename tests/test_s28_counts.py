"""Classes of counts fixed in session 28, each example written for these tests.

- A number the user or the system prompt states grounds a count only when it states it of
  the same thing ("we are 4 adults" grounds "4 guests", not "4 cabins"), or names it by the
  same word before it ("week 12" in both).
- Markdown emphasis between a number and its noun ("**5** orders", "**3**个") keeps the noun.
- A count of all the things the user asked "how many" of is held to the total the output
  reports, not to the page the answer read.
- A state named by the verb right before the count ("tienes pendientes 3 pagos") pins it.
- A threshold written as a pair ("above 140/90") filters on no single field.
- An item named together by several values of its sentence ("9:00, East hall, 2 places
  left") owns the figure the count reads, even when each value alone is shared.
- A Han measure word followed by an adverb ("两款都…") is the count's noun.
- One Han character of a tool's description ("级" in "考级") binds no count to its lists.
- A figure followed by a comparator ("$14 less than") is a difference, not an extreme.
- An English attribution verb inside a Hindi sentence is a borrowed noun, not a citation.
- English plurals in "-ses" of words in "-se" ("houses", "courses") stem to the word.
- A list of bare codes can be held only to a plain count, not to one its words narrow.
- "One thing", "two things": a discourse noun counts no list.
- "4 of the 12 months": units counted as parts of a whole are items, not a duration.
"""

from __future__ import annotations

import pytest

from nyaya.engine import check
from nyaya.evidence.fold import stem
from runkit import checked, kinds, run, show

CABINS = (
    "search_cabins",
    {"lake": "Pine Lake", "guests": 4},
    {
        "total": 5,
        "results": [
            {"id": "CB-1", "name": "Birch", "sleeps": 4, "nightly_usd": 180},
            {"id": "CB-2", "name": "Alder", "sleeps": 6, "nightly_usd": 220},
            {"id": "CB-3", "name": "Spruce", "sleeps": 4, "nightly_usd": 150},
            {"id": "CB-4", "name": "Cedar", "sleeps": 8, "nightly_usd": 310},
            {"id": "CB-5", "name": "Maple", "sleeps": 4, "nightly_usd": 165},
        ],
    },
)


def test_a_number_the_user_states_of_other_things_grounds_no_count() -> None:
    report = checked(
        "I found 4 cabins at Pine Lake for your group. Spruce is the cheapest at $150 a night.",
        CABINS,
        user="We are 4 adults, what cabins are free at Pine Lake?",
    )
    assert "count_mismatch" in kinds(report), show(report)


def test_a_number_the_user_states_of_the_same_things_still_grounds_it() -> None:
    report = checked(
        "All 5 cabins at Pine Lake sleep at least 4 adults. Spruce is the cheapest at $150 a "
        "night.",
        CABINS,
        user="We are 4 adults, what cabins are free at Pine Lake?",
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_the_same_label_in_context_and_answer_is_no_count() -> None:
    visit = (
        "get_visit_window",
        {"subject": "S-0042", "visit": "W8"},
        {"window_start": "2026-02-02", "window_end": "2026-02-06", "slots": ["A1", "B7"]},
    )
    report = checked(
        "The week 8 window runs from 2 to 6 February; two slots are open in it.",
        visit,
        user="Subject S-0042 is due for the week 8 visit, what's the window?",
    )
    assert "count_mismatch" not in kinds(report), show(report)


TICKETS = (
    "list_tickets",
    {"queue": "billing"},
    {"tickets": [{"id": f"T-{k}", "state": "open"} for k in range(4)]},
)
EMPHASISED = {
    "en": "You have **3** open tickets in the billing queue.",
    "es": "Tienes **3** tickets abiertos en la cola de facturación.",
    "zh": "计费队列里有 **3**个工单还开着。",
}


@pytest.mark.parametrize("lang", sorted(EMPHASISED))
def test_emphasis_between_number_and_noun_keeps_the_noun(lang: str) -> None:
    report = checked(EMPHASISED[lang], TICKETS, language=lang)
    assert "count_mismatch" in kinds(report), show(report)


INVOICES = (
    "list_invoices",
    {"customer": "C-77", "page": 1},
    {
        "total": 9,
        "page_size": 5,
        "has_more": True,
        "invoices": [{"no": f"INV-{k}", "amount_usd": 100 + k} for k in range(5)],
    },
)


def test_a_count_the_user_asked_for_is_held_to_the_reported_total() -> None:
    report = checked(
        "You have 5 invoices on your account.",
        INVOICES,
        user="How many invoices do I have?",
    )
    assert "count_mismatch" in kinds(report), show(report)


def test_a_page_said_as_a_page_is_no_total() -> None:
    report = checked(
        "Here are the 5 most recent of your 9 invoices.",
        INVOICES,
        user="How many invoices do I have?",
    )
    assert "count_mismatch" not in kinds(report), show(report)


PAYMENTS = (
    "list_payments",
    {"account": "A-5"},
    {
        "payments": [
            {"ref": "P-1", "estado": "pendiente", "importe_eur": 40},
            {"ref": "P-2", "estado": "pagado", "importe_eur": 55},
            {"ref": "P-3", "estado": "pendiente", "importe_eur": 25},
        ]
    },
)


def test_a_state_named_by_the_verb_before_the_count_pins_it() -> None:
    wrong = checked("Tienes pendientes 3 pagos este mes.", PAYMENTS, language="es")
    assert "count_mismatch" in kinds(wrong), show(wrong)
    right = checked("Tienes pendientes 2 pagos este mes.", PAYMENTS, language="es")
    assert "count_mismatch" not in kinds(right), show(right)


def test_a_pair_threshold_filters_on_no_single_field() -> None:
    readings = (
        "get_readings",
        {"patient": "P-9"},
        {
            "readings": [
                {"day": "2026-03-01", "systolic": 142, "diastolic": 88},
                {"day": "2026-03-02", "systolic": 135, "diastolic": 92},
                {"day": "2026-03-03", "systolic": 128, "diastolic": 84},
                {"day": "2026-03-04", "systolic": 131, "diastolic": 86},
            ]
        },
    )
    report = checked("Two of the four readings were above your 140/90 target.", readings)
    assert "count_mismatch" not in kinds(report), show(report)


def test_an_item_named_by_several_values_owns_the_figure() -> None:
    slots = (
        "list_slots",
        {"week": "next"},
        {
            "slots": [
                {"date": "2026-04-06", "start": "09:00", "hall": "东区", "left": 0},
                {"date": "2026-04-07", "start": "09:00", "hall": "东区", "left": 2},
                {"date": "2026-04-07", "start": "14:00", "hall": "西区", "left": 7},
                {"date": "2026-04-09", "start": "10:30", "hall": "东区", "left": 5},
            ]
        },
    )
    answer = (
        "下周上午还有名额的场次：\n\n- 4月7日 09:00，东区，剩 2 个名额\n"
        "- 4月9日 10:30，东区，剩 5 个名额"
    )
    report = checked(answer, slots, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_han_measure_word_before_an_adverb_is_the_noun() -> None:
    plans = (
        "get_plans",
        {"term": 12},
        {
            "plans": [
                {"name": "基础版", "price_fen": 99900, "includes": ["云备份", "客服", "发票"]},
                {
                    "name": "高级版",
                    "price_fen": 199900,
                    "includes": ["云备份", "客服", "发票", "专属顾问"],
                },
            ]
        },
    )
    report = checked("两款都含云备份和客服，高级版多一个专属顾问。", plans, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_one_han_character_of_a_description_binds_no_count() -> None:
    data = run(
        "你已有5级证书，报7级正好跳一级。",
        (
            "get_grading_session",
            {"season": "summer"},
            {"exam_dates": ["2026-07-12", "2026-07-13"], "rule": "持证者可跨一级报考"},
        ),
        language="zh",
    )
    data["tools"][0]["description"] = "查询考级场次与报名时间"
    report = check(data)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_figure_before_a_comparator_is_no_extreme() -> None:
    sailings = (
        "search_sailings",
        {"date": "2026-05-02", "adults": 2, "bikes": 1},
        {
            "sailings": [
                {
                    "depart": "2026-05-02T08:00:00+01:00",
                    "seats_left": 90,
                    "fares": {"adult_cents": 4500, "bike_cents": 1500},
                },
                {
                    "depart": "2026-05-02T11:00:00+01:00",
                    "seats_left": 40,
                    "fares": {"adult_cents": 4200, "bike_cents": 2000},
                },
                {
                    "depart": "2026-05-02T15:00:00+01:00",
                    "seats_left": 12,
                    "fares": {"adult_cents": 3900, "bike_cents": 1200},
                },
            ]
        },
    )
    report = checked(
        "For two adults and a bike the 3:00pm sailing is the cheapest at $90.00 all up. That is "
        "$14 under the second-cheapest (the 11:00am), though it is down to 12 seats.",
        sailings,
        user="2 adults + a bike on 2 May, cheapest sailing?",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_an_english_verb_in_a_hindi_sentence_cites_nothing() -> None:
    report = checked(
        "दोनों मान सीमा से बाहर हैं; अगली बार अपनी reports साथ लाकर OPD में दिखा दीजिए।",
        (
            "get_lab_report",
            {"order": "L-5"},
            {"tests": [{"name": "TSH", "flag": "HIGH"}, {"name": "T4", "flag": "LOW"}]},
        ),
        language="hi",
    )
    assert "source_fabrication" not in kinds(report), show(report)


def test_plurals_of_words_in_se_stem_to_the_word() -> None:
    for plural, word in (("houses", "house"), ("courses", "course"), ("cases", "case")):
        assert stem(plural) == stem(word), plural
    for plural, word in (("buses", "bus"), ("statuses", "status"), ("classes", "class")):
        assert stem(plural) == stem(word), plural
    houses = (
        "search_rural_houses",
        {"near": "Ronda"},
        {"results": [{"id": f"H{k}", "beds": 3} for k in range(5)]},
    )
    report = checked("Encontré 4 casas cerca de Ronda.", houses, language="es")
    assert "count_mismatch" in kinds(report), show(report)


BOOKINGS = (
    "get_member",
    {"member": "M-3"},
    {"member": "M-3", "bookings": ["QX4T2", "ZR81K", "MM0P7", "LA55D"]},
)


def test_codes_alone_hold_only_a_plain_count() -> None:
    narrowed = checked("You have two upcoming bookings in first class that can be moved.", BOOKINGS)
    assert "count_mismatch" not in kinds(narrowed), show(narrowed)
    plain = checked("You have two bookings.", BOOKINGS)
    assert "count_mismatch" in kinds(plain), show(plain)


def test_a_discourse_noun_counts_no_list() -> None:
    report = checked(
        "Anton has three openings next week. One thing from his notes: the room was dry.",
        (
            "find_openings",
            {"tech": "Anton"},
            {
                "openings": [
                    {"start": "2026-01-12T09:00"},
                    {"start": "2026-01-13T09:00"},
                    {"start": "2026-01-15T14:00"},
                ],
                "notes": "room was dry",
            },
        ),
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_units_counted_as_parts_of_a_whole_are_items() -> None:
    months = (
        "get_pension_history",
        {"ppo": "PPO-1"},
        {
            "rows": [
                {"month": f"2025-{m:02d}", "late_days": 3 if m in (2, 7) else 0}
                for m in range(1, 13)
            ]
        },
    )
    report = checked("Your pension came late in 3 of the 12 months.", months)
    assert "count_mismatch" in kinds(report), show(report)
    right = checked("Your pension came late in 2 of the 12 months.", months)
    assert "count_mismatch" not in kinds(right), show(right)


STAYS = (
    "search_stays",
    {"town": "Sintra", "guests": 2},
    {
        "results": [
            {"property_id": "S-1", "name": "Quinta Azul", "rooms_left": 1},
            {"property_id": "S-2", "name": "Casa Musgo", "rooms_left": 4},
            {"property_id": "S-3", "name": "Vila Rosa", "rooms_left": 1},
        ]
    },
)
TOTALS = {
    "en": "We found 2 places to stay in Sintra in all.\n\n- Quinta Azul\n- Casa Musgo",
    "zh": "辛特拉一共找到 **2 家**：\n\n- Quinta Azul\n- Casa Musgo",
}


@pytest.mark.parametrize("lang", sorted(TOTALS))
def test_a_total_is_not_held_open_by_items_sharing_a_figure(lang: str) -> None:
    # two of the three share ``rooms_left: 1``: a figure is no kind of the items a total
    # may count
    report = checked(TOTALS[lang], STAYS, language=lang)
    assert "count_mismatch" in kinds(report), show(report)


def test_hindi_months_as_parts_of_a_whole_are_items() -> None:
    months = (
        "get_pension_history",
        {"ppo": "PPO-2"},
        {
            "rows": [
                {"month": f"2025-{m:02d}", "late_days": 4 if m in (3, 9) else 0}
                for m in range(1, 13)
            ]
        },
    )
    wrong = checked("आपकी पेंशन 12 में से 3 महीनों में देर से आई।", months, language="hi")
    assert "count_mismatch" in kinds(wrong), show(wrong)
    span = checked("पिछले 3 महीनों में पेंशन समय पर आई है।", months, language="hi")
    assert "count_mismatch" not in kinds(span), show(span)
