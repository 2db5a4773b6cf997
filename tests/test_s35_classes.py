"""Classes fixed in session 35, each example written for these tests (none taken from a data
set). Beside a test that asserts nothing is flagged stands a control that asserts the same
check still flags the wrong answer.

Evidence
- In a short Chinese string of some words a Han character bounds a figure as a space
  would ("须在签收后7日内申请"); in a code it is part of the code ("粤B·5531学").

- A day in ISO form inside a short output string ("sent to the bank on 2025-09-10") is a
  date of the run, and its parts are no figures.

Values
- A string that is also the key of an output object ("upper slope" beside
  ``zones.upper_slope``) may name that object: it is no value swapped in from another
  record that holds the same string.
- A name holding a code of another record ("the G16 chair spot" beside the G14 match) speaks
  of that record; the strings of the record the claim is bound to are no witness.
- An amount tied to no record whose digits are exactly one output amount's with two
  neighbouring digits swapped ("₹23,540" beside ``estimate_paise: 2345000``) is that amount
  misread; a figure of two digits of weight ("₹5,100" beside 1,500) says too little.
- A name of two words that are an output field's key and its value ("Row K" and ``row:
  "K"``) is that field.
- In an enumeration "A (d1), B (d2), C (d3)" a bracket closed before a comma ends the item
  before: B is not bound to A's record by A's date.
- A name right after a comparative ("£288 below Alder & Ash") names the record compared
  with, not a value swapped into the claim's own record.
- A time said with a date as one moment ("Feb 17 at 11 AM") that only another datetime
  holds (the previous slot, the 14th at 11:00) is contradicted by the date's datetime.
- Digits a hyphen joins, one part long and the other much shorter ("176-40218853"), are a
  code, compared as one; a range joins figures of a size ("101-105").

Inference
- "accounts for" with an amount an output holds as its object ("already accounts for the
  $25 credit") reckons one amount into another; with a share no output gives ("accounts
  for about $40 of the increase") it still puts an effect down to a cause.
- The enumeration comma "、" joins items inside a clause: a hedge before it reaches past it.
- A future of coming to know ("we'll only know once it's prepared", "सूची आने पर ही पता
  चलेगा", "solo se sabrá cuando ...") says a thing is not known yet; it foretells nothing.
- A prediction followed by a colon and its when ("...अगली खेप में दिया जाएगा: गुरुवार 12
  मार्च से ...") holds that when: the colon ends no predicting clause.
- A lead-in that ends with a colon ("two things that will stay the same whatever date we
  land on:") foretells nothing itself: the lines after it say what will be.
- A word of certainty in a part of the sentence that foretells nothing ("...; इसकी पक्की
  तारीख अभी पोर्टल पर नहीं दिख रही": its firm date) makes no prediction certain.
- A prediction that is a setting an output holds switched on ("it's set to auto-renew"
  beside ``auto_renew: true``, "they'll reinspect the kitchen afterwards" beside
  ``reinspection: "required"``) restates that setting.
- A cause the claim gives in words the outputs do not say, when an output says the cause
  is still open ("cause under review", "正在排查") of the same matter, is contradicted by
  that sentence; a reason the outputs state, restated, is not.
- Two dates of a prediction read in one output sentence that itself foretells (a notice
  "... 05.03.2025 से 18.03.2025 तक छोड़ा जाएगा") are that sentence's, not any record's date
  of the event; a dot between digits ends no sentence.

Actions
- "我已经帮您改好了" (I've changed it for you) reports an act of changing: a call must do it.

Counts
- "one of the two seats you listed has sold": "one" of a whole is the count the clause's
  state applies to, and the whole is the whole, not a count of what sold.

Sources
- A preposition of accordance ("按", "依") before an issuer and a source noun opens the
  phrase; it is not part of the issuer's name.
- A provision said to be of a kind of document ("article 14 of the ordinance", "section 8 of
  the building bylaw") needs something the run read to be one; a figure 14 elsewhere is no
  article of it.

Extremes
- "最近一期" of what is still to come is the soonest, not the latest: "最近一" alone ranks
  nothing by time.
- A figure read inside an output's text ("最长可延期45天" in a rule) is that text's, not a
  value to rank against a column of the list.

Absence
- A key in the past form of a concept's word (``scheduled_at``) is named by the concept
  ("安排", "schedule").
- A denial that something is scheduled ("还没有排期", "कोई जाँच शेड्यूल नहीं है") meets a status
  field that records it (``status: scheduled``).
- "all of that month's fitting slots are already booked" says the places are taken: an open
  slot of the list is the witness.
- A failure reported of an act ("no fue posible generar el extracto", "the change
  didn't go through") in a run where no call failed, beside the act's tool and its status
  in the verb's own word or a success flag: the act went through.
"""

from __future__ import annotations

from nyaya.evidence.index import _shape
from runkit import checked, kinds, show, witness_of

# ---- evidence -----------------------------------------------------------------------------


def _figures(text: str) -> list[str]:
    return [inner[0] for inner in _shape(text)[4] if inner[1] == "number"]


def test_a_figure_between_han_words_is_read_in_a_short_chinese_string() -> None:
    assert _figures("退货须在签收后7日内申请") == ["7"]


def test_a_figure_inside_a_plate_code_is_not_read() -> None:
    assert _figures("粤B·5531学") == []


def test_an_iso_day_inside_a_short_string_is_a_date() -> None:
    inner = _shape("Payment file sent to the bank on 2025-09-10")[4]
    assert [(raw, kind) for raw, kind, *_ in inner] == [("2025-09-10", "when")]


def test_an_iso_day_inside_a_short_string_grounds_the_answer() -> None:
    history = (
        "get_transactions",
        {"consumer": "C-1"},
        {
            "transactions": [
                {"refill_date": "2025-06-14", "credited_on": "2025-06-17", "status": "CREDITED"},
                {
                    "refill_date": "2025-09-08",
                    "credited_on": None,
                    "status": "PENDING_BANK",
                    "remarks": "Payment file sent to the bank on 2025-09-10",
                },
            ]
        },
    )
    report = checked(
        "Its payment file was sent to the bank on September 10.",
        history,
        system="Today is Wednesday, September 24, 2025.",
    )
    assert report.trust_level == "fully_verified", show(report)


def test_a_day_count_in_a_short_chinese_note_grounds_the_answer() -> None:
    card = (
        "get_membership",
        {"member": "M-2"},
        {"member": "M-2", "valid_to": "2026-05-31", "notes": "续费须在到期前15日内办理。"},
    )
    terms = ("get_renewal_terms", {"type": "gold"}, {"fee_yuan": 0, "processing_working_days": 10})
    report = checked("续费要在到期前15天办理。", card, terms, language="zh")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- values -------------------------------------------------------------------------------

SLOPES = (
    "get_forecast",
    {"area": "North Ridge"},
    {
        "zones": {
            "upper_slope": {"range_m": "2400+", "risk": 4, "risk_label": "High"},
            "mid_slope": {"range_m": "1800-2400", "risk": 3, "risk_label": "Considerable"},
            "lower_slope": {"range_m": "<1800", "risk": 2, "risk_label": "Moderate"},
        },
        "hazards": [
            {"type": "cornice_fall", "zones": ["upper_slope", "mid_slope"], "likelihood": "likely"},
            {"type": "wet_slide", "zones": ["lower_slope"], "likelihood": "possible"},
        ],
    },
)


def test_a_string_that_keys_an_output_object_names_that_object() -> None:
    report = checked("Mid slope (1800-2400 m) is Considerable and lower slope is Moderate.", SLOPES)
    assert "fact_mismatch" not in kinds(report), show(report)


def _assignment(n: str, match: str, where: str, role: str, status: str) -> dict[str, str]:
    return {"id": n, "match": match, "location": where, "role": role, "status": status}


DRAW = (
    "list_assignments",
    {"official": "OF-31"},
    {
        "assignments": [
            _assignment(
                "AS-1", "G12 Singles: Okafor vs Lind", "Court 1, East Block", "LJ1", "accepted"
            ),
            _assignment(
                "AS-2", "G14 Singles: Ruiz vs Chen", "Court 6, East Block", "LJ2", "pending"
            ),
            _assignment(
                "AS-3",
                "G16 Doubles: Park/Iyer vs Sato/Diaz",
                "Court 2, West Block",
                "LJ1",
                "pending",
            ),
        ]
    },
)


def test_a_name_holding_another_records_code_is_not_contradicted_by_this_record() -> None:
    report = checked("Still waiting on your reply: the G14 and G16 LJ spots.", DRAW)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_wrong_court_of_the_named_match_is_still_caught() -> None:
    report = checked("The G14 Singles match (Ruiz vs Chen) is on Court 2, West Block.", DRAW)
    assert "fact_mismatch" in kinds(report), show(report)


def _charges(*amounts: tuple[str, int]) -> tuple[str, dict[str, str], dict[str, object]]:
    return ("get_bill", {"job": "J-7"}, {"job": "J-7", **{k: v for k, v in amounts}})


JOB = (
    "get_job",
    {"job": "J-7"},
    {
        "job": "J-7",
        "billing": {
            "rate_per_unit_paise": 469000,
            "billable_units": 5,
            "estimate_paise": 2345000,
            "note": "बिल काम ख़त्म होने के बाद बनेगा",
        },
    },
)


def test_an_amount_with_two_neighbouring_digits_swapped_is_caught() -> None:
    report = checked(
        "5 यूनिट के हिसाब से कुल अनुमान ₹23,540 बैठता है (₹4,690 प्रति यूनिट)।", JOB, language="hi"
    )
    assert "fact_mismatch" in kinds(report), show(report)
    assert witness_of(report, "fact_mismatch").pointer == "/billing/estimate_paise"


def test_the_amount_itself_is_verified() -> None:
    report = checked(
        "5 यूनिट के हिसाब से कुल अनुमान ₹23,450 बैठता है (₹4,690 प्रति यूनिट)।", JOB, language="hi"
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_an_amount_of_two_digits_of_weight_is_no_swap() -> None:
    bill = _charges(("labour_paise", 360000), ("parts_paise", 150000))
    report = checked("कुल मिलाकर ₹5,100 देने होंगे।", bill, language="hi")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_an_amount_two_outputs_could_be_swapped_from_is_not_caught() -> None:
    bill = _charges(("labour_paise", 2345000), ("estimate_paise", 2354000), ("paid_paise", 0))
    report = checked("कुल बिल ₹23,540 बनता है।", bill, language="hi")
    assert "fact_mismatch" not in kinds(report), show(report)


SEATS = (
    "get_my_listings",
    {"seller": "S-1"},
    {
        "listings": [
            {
                "listing_id": "LS-1",
                "section": "212",
                "row": "K",
                "seats": "3-4",
                "price_each": 88.0,
                "status": "active",
            },
            {
                "listing_id": "LS-2",
                "section": "Lawn",
                "row": None,
                "seats": None,
                "price_each": 60.0,
                "status": "sold",
                "sold_at": "2025-06-02T10:00:00Z",
            },
        ]
    },
)


def test_a_name_that_is_a_key_and_its_value_is_that_field() -> None:
    report = checked("Section 212 · Row K · seats 3–4: still listed at $88 apiece.", SEATS)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_wrong_row_is_still_caught() -> None:
    report = checked("Section 212 · Row M · seats 3–4: still listed at $88 apiece.", SEATS)
    assert "fact_mismatch" in kinds(report), show(report)


def test_one_of_a_whole_is_the_count_the_state_applies_to() -> None:
    report = checked("One of the two seats you listed has sold already.", SEATS)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_whole_larger_than_the_list_is_still_caught() -> None:
    report = checked("One of the three seats you listed has sold already.", SEATS)
    assert "count_mismatch" in kinds(report), show(report)


REPORTED = (
    "list_allotted",
    {"trade": "Welder"},
    {
        "total": 5,
        "candidates": [
            {
                "app_no": "A-11",
                "name": "Meera Joshi",
                "reported": True,
                "reported_on": "2025-07-28",
            },
            {"app_no": "A-12", "name": "Tarun Bedi", "reported": False, "reported_on": None},
            {
                "app_no": "A-13",
                "name": "Farhan Qureshi",
                "reported": True,
                "reported_on": "2025-07-30",
            },
            {"app_no": "A-14", "name": "Kavya Rao", "reported": False, "reported_on": None},
            {
                "app_no": "A-15",
                "name": "Ishaan Malik",
                "reported": True,
                "reported_on": "2025-08-01",
            },
        ],
    },
)
REPORTED_DAY = "Today is Monday, August 4, 2025."


def test_an_enumeration_binds_each_item_to_its_own_record() -> None:
    for answer, language in (
        (
            "इनमें से तीन हाज़िरी दे चुके हैं: Meera Joshi (28 जुलाई), Farhan Qureshi (30 जुलाई), "
            "Ishaan Malik (1 अगस्त)।",
            "hi",
        ),
        (
            "Three have already checked in: Meera Joshi (July 28), Farhan Qureshi (July 30), "
            "Ishaan Malik (Aug 1).",
            "en",
        ),
    ):
        report = checked(answer, REPORTED, language=language, system=REPORTED_DAY)
        assert "fact_mismatch" not in kinds(report), show(report)


def test_a_value_of_another_record_is_still_caught() -> None:
    report = checked(
        "Application A-13 (reported July 30) belongs to Ishaan Malik.",
        REPORTED,
        system=REPORTED_DAY,
    )
    assert "fact_mismatch" in kinds(report), show(report)


QUOTES = (
    "list_quotes",
    {"job": "J-5"},
    {
        "quotes": [
            {"company": "Alder & Ash Ltd", "price": 1704.0, "valid_until": "2026-03-31"},
            {"company": "Pine Hollow Tree Care", "price": 1360.0, "valid_until": "2026-03-14"},
            {"company": "Summit Arborists", "price": 1416.0, "valid_until": "2026-04-02"},
        ]
    },
)


def test_a_name_after_a_comparative_is_the_record_compared_with() -> None:
    report = checked(
        "- **Best quote still open:** **Summit Arborists at £1,416**. It is £288 below Alder & "
        "Ash and £56 above Pine Hollow's expired one.",
        QUOTES,
        system="Today is Monday, March 16, 2026.",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


SERVICE = (
    "get_booking",
    {"ref": "BK-3"},
    {
        "booking_id": "BK-3",
        "status": "RESCHEDULED",
        "service": {
            "centre": "Northgate Service Bay",
            "current_slot": "2026-02-17T16:00:00+00:00",
            "previous_slot": "2026-02-14T11:00:00+00:00",
            "reason": "PARTS_DELAY",
        },
    },
)
SERVICE_DAY = "Today is Friday, February 13, 2026. Times are UTC."


def test_a_time_of_another_datetime_said_with_a_date_is_caught() -> None:
    for answer, language in (
        ("You're now booked for Tuesday, Feb 17 at 11 AM at Northgate Service Bay.", "en"),
        ("अब आपकी बुकिंग मंगलवार, 17 फ़रवरी को सुबह 11 बजे Northgate Service Bay पर है।", "hi"),
    ):
        report = checked(answer, SERVICE, system=SERVICE_DAY, language=language)
        assert "fact_mismatch" in kinds(report), show(report)
        assert witness_of(report, "fact_mismatch").pointer == "/service/current_slot"


def test_the_time_of_the_dates_own_datetime_is_verified() -> None:
    report = checked(
        "You're now booked for Tuesday, Feb 17 at 4 PM at Northgate Service Bay.",
        SERVICE,
        system=SERVICE_DAY,
    )
    assert report.action == "emit", show(report)


PARCEL = (
    "get_shipment",
    {"customer": "CU-2"},
    {"shipment": "SH-4", "notes": "Present ID and the air waybill 176-40218853 at the desk."},
)


def test_a_long_hyphenated_digit_code_is_compared_as_one() -> None:
    report = checked("Bring your ID and the air waybill 176-40218835 to the desk.", PARCEL)
    assert "fact_mismatch" in kinds(report), show(report)


def test_the_same_hyphenated_digit_code_is_verified() -> None:
    report = checked("Bring your ID and the air waybill 176-40218853 to the desk.", PARCEL)
    assert report.action == "emit", show(report)


# ---- inference ----------------------------------------------------------------------------

ORDERS = (
    "list_orders",
    {"customer": "C-8"},
    {
        "orders": [
            {
                "id": "FR-11",
                "item": "Oak bookcase refinish",
                "charges": {"labor_cents": 9000, "pickup_fee_cents": 1500},
                "paid_cents": 0,
            },
            {
                "id": "FR-12",
                "item": "Walnut chair repair",
                "charges": {"labor_cents": 6500, "pickup_fee_cents": 0},
                "paid_cents": 2000,
            },
        ]
    },
)


def test_an_amount_accounted_for_by_an_output_figure_is_reckoning() -> None:
    report = checked(
        "FR-12 comes to $45.00, and that figure already accounts for your $20 deposit.", ORDERS
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_share_of_an_effect_no_output_gives_is_still_a_cause() -> None:
    report = checked(
        "FR-12 comes to $45.00; the new labour rate accounts for about $30 of it.", ORDERS
    )
    assert "inference_as_fact" in kinds(report), show(report)


DEPOSIT = (
    "get_rental",
    {"user": "U-5"},
    {"rental": "R-88", "deposit_yuan": 3000, "deposit_status": "held"},
)


def test_a_hedge_reaches_past_an_enumeration_comma() -> None:
    report = checked(
        "押金退还时间系统里没显示，通常应该是设备寄到、检查完好以后才会解冻，具体哪天我这边说不准。",
        DEPOSIT,
        language="zh",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_flat_prediction_in_a_clause_after_the_hedged_one_is_still_caught() -> None:
    report = checked(
        "押金退还时间系统里没显示，通常应该是先检查，设备寄到以后就会解冻，具体哪天我这边说不准。",
        DEPOSIT,
        language="zh",
    )
    assert "inference_as_fact" in kinds(report), show(report)


CANAL = (
    "get_release_notice",
    {"canal": "C-4"},
    "सिंचाई विभाग, सूचना क्र. 12/2025। बायीं नहर में पानी दिनांक 05.03.2025 से 18.03.2025 तक "
    "छोड़ा जाएगा। अंतिम छोर के गाँवों के लिए दिनांक 10.03.2025 से 18.03.2025 तक बारी-बंदी लागू "
    "रहेगी।",
)
TURN = (
    "आख़िरी छोर वाले किसानों के लिए {} तक बारी-बंदी लागू रहेगी, इसलिए पटवारी से मिलकर अपनी पारी पक्की कर लें।"
)


def test_two_dates_of_a_prediction_in_a_foretelling_output_sentence_ground_it() -> None:
    report = checked(TURN.format("10 से 18 मार्च"), CANAL, language="hi")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_prediction_of_dates_no_output_gives_is_still_caught() -> None:
    report = checked(TURN.format("22 से 29 मार्च"), CANAL, language="hi")
    assert "inference_as_fact" in kinds(report), show(report)


WAITLIST = (
    "get_booking",
    {"pnr": "PN-7"},
    {
        "pnr": "PN-7",
        "chart_prepared": False,
        "passengers": [{"name": "A", "status": "WL 3"}, {"name": "B", "status": "WL 4"}],
    },
)


def test_a_future_of_coming_to_know_foretells_nothing() -> None:
    for answer, language in (
        (
            "The chart isn't ready yet, so the waitlist may still move, but we'll only know "
            "for sure once it's prepared.",
            "en",
        ),
        (
            "El cuadro aún no está listo; la lista de espera puede avanzar, pero solo se sabrá "
            "con seguridad cuando se prepare.",
            "es",
        ),
    ):
        report = checked(answer, WAITLIST, language=language)
        assert "inference_as_fact" not in kinds(report), show(report)


def test_a_confirmation_foretold_is_still_a_prediction() -> None:
    report = checked(
        "The chart isn't ready yet, and both waitlisted seats will be confirmed once it's "
        "prepared.",
        WAITLIST,
    )
    assert "inference_as_fact" in kinds(report), show(report)


SEED = (
    "get_allotment",
    {"card": "SC-4"},
    {
        "card": "SC-4",
        "items": [{"crop": "maize", "allotted_kg": 8.0, "lifted_kg": 0.0}],
        "depot": {
            "id": "D-7",
            "next_distribution_window": {"from": "2026-03-12", "to": "2026-03-18"},
        },
    },
)
SEED_DAY = "Today is Monday, March 9, 2026."


def test_the_when_after_a_colon_belongs_to_the_prediction() -> None:
    report = checked(
        "बचा हुआ बीज अगली खेप में दिया जाएगा: **गुरुवार 12 मार्च से बुधवार 18 मार्च** तक, डिपो D-7 पर।",
        SEED,
        language="hi",
        system=SEED_DAY,
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_when_after_the_colon_that_no_output_gives_is_still_caught() -> None:
    report = checked(
        "बचा हुआ बीज अगली खेप में दिया जाएगा: **गुरुवार 19 मार्च से बुधवार 25 मार्च** तक, डिपो D-7 पर।",
        SEED,
        language="hi",
        system=SEED_DAY,
    )
    assert kinds(report) & {"inference_as_fact", "fact_mismatch"}, show(report)


INSTALMENTS = (
    "get_installments",
    {"beneficiary": "B-9"},
    {
        "beneficiary": "B-9",
        "installments": [
            {"no": 1, "amount_inr": 30000, "status": "CREDITED"},
            {"no": 2, "amount_inr": 15000, "status": "PENDING", "pending_reason": "PHOTO_AWAITED"},
        ],
    },
)


def test_certainty_in_a_part_that_foretells_nothing_makes_nothing_certain() -> None:
    report = checked(
        "दस्तावेज़ अपलोड होने पर ही दूसरी किस्त जारी होगी; इसकी पक्की तारीख अभी पोर्टल पर नहीं दिख रही।",
        INSTALMENTS,
        language="hi",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_certain_prediction_is_still_caught() -> None:
    report = checked(
        "दस्तावेज़ अपलोड होने के बाद दूसरी किस्त पक्का अगले हफ़्ते आ जाएगी।", INSTALMENTS, language="hi"
    )
    assert "inference_as_fact" in kinds(report), show(report)


def _membership(renews: bool) -> tuple[str, dict[str, str], dict[str, object]]:
    return (
        "get_membership",
        {"member": "GM-3"},
        {"member": "GM-3", "term_end": "2026-04-30", "fee_cents": 48000, "auto_renew": renews},
    )


def test_a_setting_an_output_holds_on_is_no_forecast() -> None:
    report = checked(
        "It is set to auto-renew, which means no action is required on your side unless you "
        "want to switch plans.",
        _membership(True),
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_setting_an_output_holds_off_is_still_a_forecast() -> None:
    report = checked(
        "It is set to auto-renew, which means no action is required on your side unless you "
        "want to switch plans.",
        _membership(False),
    )
    assert "inference_as_fact" in kinds(report), show(report)


def _inspection(reinspection: str) -> tuple[str, dict[str, str], dict[str, object]]:
    violation = {
        "code": "3-302",
        "description": "Raw eggs stored above salad greens",
        "category": "major",
        "correct_by": "2025-09-08",
        "reinspection": reinspection,
    }
    report = {"id": "IN-55", "date": "2025-09-01", "violations": [violation]}
    return ("get_inspections", {"site": "K-1"}, {"site": "K-1", "reports": [report]})


REINSPECT = "Please correct it by **Monday, Sept 8**; they'll reinspect the kitchen afterwards."


def test_a_follow_up_an_output_requires_is_no_forecast() -> None:
    report = checked(REINSPECT, _inspection("required"))
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_follow_up_no_output_requires_is_still_a_forecast() -> None:
    report = checked(REINSPECT, _inspection("not_required"))
    assert "inference_as_fact" in kinds(report), show(report)


KILN = (
    "get_batch",
    {"batch": "KB-18"},
    {
        "batch": "KB-18",
        "stage": "on_hold",
        "hold": {
            "reason": "glaze_defect",
            "note": "Crawling seen on 6 of 20 mugs after the glaze firing. Cause under review "
            "by the kiln team.",
        },
    },
)


def test_a_cause_an_output_leaves_open_is_caught() -> None:
    report = checked(
        "The crawling is down to dust on the bisque, so all the mugs must be reglazed.", KILN
    )
    assert "inference_as_fact" in kinds(report), show(report)


def test_a_cause_an_output_leaves_open_is_caught_in_chinese() -> None:
    order = (
        "get_order",
        {"order": "DY-31"},
        {
            "order": "DY-31",
            "status": "on_hold",
            "message": "您好，第3批布料色差明显，我们正在排查，处理后会同步新的交期。",
        },
    )
    report = checked("这次色差是你们第3批染料的质量问题，所以只能重新染色。", order, language="zh")
    assert "inference_as_fact" in kinds(report), show(report)


def test_a_stated_reason_restated_is_no_guess_while_a_cause_is_open() -> None:
    report = checked(
        "Crawling showed up on 6 of the 20 mugs after the glaze firing, so the batch is on hold.",
        KILN,
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_cause_said_to_be_open_is_reported_truly() -> None:
    report = checked("The cause of the crawling is still under review by the kiln team.", KILN)
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- sources ------------------------------------------------------------------------------

LEAVE = (
    "get_leave_balance",
    {"employee": "E-12"},
    {"employee": "E-12", "annual_days_left": 6},
)
LEAVE_RULE = "你是人事助手。公司规定：年假须提前5个工作日申请。"


def test_a_preposition_of_accordance_is_not_part_of_the_issuer() -> None:
    report = checked(
        "您还剩6天年假。按公司规定，年假需要提前5个工作日申请。",
        LEAVE,
        system=LEAVE_RULE,
        language="zh",
    )
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_handbook_no_output_holds_is_still_caught() -> None:
    report = checked(
        "您还剩6天年假。根据《星河集团员工手册》第12条，年假需要提前5个工作日申请。",
        LEAVE,
        system=LEAVE_RULE,
        language="zh",
    )
    assert "source_fabrication" in kinds(report), show(report)


CLINIC = (
    "get_clinic_slots",
    {"clinic": "CL-2"},
    {
        "clinic": "CL-2",
        "slots": [{"date": "2026-05-14", "time": "10:00"}],
        "protocol": {
            "name": "Protocolo CES",
            "section": "4.3",
            "text": "Se devuelven a su colonia.",
        },
    },
)


def test_an_article_of_a_kind_of_document_nothing_read_is_caught() -> None:
    report = checked(
        "Según el artículo 14 de la ordenanza de convivencia, hay que registrarlo antes de la "
        "cita del 14 de mayo.",
        CLINIC,
        language="es",
    )
    assert "source_fabrication" in kinds(report), show(report)


def test_a_section_of_the_document_read_is_verified() -> None:
    report = checked("Así lo indica la sección 4.3 del protocolo CES.", CLINIC, language="es")
    assert "source_fabrication" not in kinds(report), show(report)


LEASE = (
    "get_lease",
    {"unit": "4B"},
    {
        "unit": "4B",
        "deposit": 1200,
        "documents": [
            {"title": "Tenancy Ordinance 2019", "sections": {"8": "Deposits return in 30 days."}}
        ],
    },
)


def test_a_section_of_a_qualified_kind_nothing_read_is_caught() -> None:
    report = checked(
        "Under section 8 of the building bylaw, your $1,200 deposit comes back within 30 days.",
        LEASE,
    )
    assert "source_fabrication" in kinds(report), show(report)


def test_a_section_of_the_ordinance_read_is_verified() -> None:
    report = checked(
        "Under section 8 of the tenancy ordinance, your $1,200 deposit comes back within 30 days.",
        LEASE,
    )
    assert "source_fabrication" not in kinds(report), show(report)


# ---- extremes -----------------------------------------------------------------------------

SESSIONS = (
    "list_exam_sessions",
    {"grade": 4},
    {
        "sessions": [
            {"id": "S-2512", "exam_period": "2025-12-06 至 2025-12-14", "deadline": "2025-11-01",
             "status": "closed"},
            {"id": "S-2603", "exam_period": "2026-03-07 至 2026-03-22", "deadline": "2026-01-09",
             "status": "open"},
            {"id": "S-2606", "exam_period": "2026-06-13 至 2026-06-28", "deadline": "2026-04-17",
             "status": "not_started"},
        ]
    },
)  # fmt: skip


def test_the_nearest_session_to_come_is_not_ranked_as_the_latest() -> None:
    report = checked(
        "还能报名的最近一期在**2026年3月7日到22日**，报名截止是**2026年1月9日**。",
        SESSIONS,
        language="zh",
        system="今天是2025年11月11日，星期二。",
    )
    assert "fact_mismatch" not in kinds(report), show(report)


PACKAGES = (
    "get_packages",
    {"member": "M-9"},
    {
        "packages": [
            {"name": "游泳私教10节", "remaining": 4, "rule": "可延期一次，最长可延期45天"},
            {"name": "体能训练6节", "remaining": 0, "status": "used_up"},
        ]
    },
)


def test_a_figure_read_in_an_output_rule_is_not_ranked_against_a_column() -> None:
    report = checked("游泳课包还剩4节，可以延期一次，最长45天。", PACKAGES, language="zh")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- absence ------------------------------------------------------------------------------


def _retest(status: str) -> tuple[str, dict[str, str], dict[str, object]]:
    return (
        "get_recheck",
        {"site": "S-40"},
        {"site": "S-40", "recheck": {"status": status, "date": "2026-02-17", "team": "B"}},
    )


def test_a_denied_schedule_meets_a_scheduled_status_in_chinese() -> None:
    report = checked("复检还没有排期，系统里暂时没有日期。", _retest("scheduled"), language="zh")
    assert "false_absence" in kinds(report), show(report)
    assert witness_of(report, "false_absence").pointer == "/recheck/status"


def test_a_denied_schedule_meets_a_scheduled_status_in_hindi() -> None:
    report = checked("S-40 के लिए अभी कोई जाँच शेड्यूल नहीं है।", _retest("scheduled"), language="hi")
    assert "false_absence" in kinds(report), show(report)


def test_a_schedule_still_to_be_set_is_no_witness() -> None:
    for answer, language in (
        ("复检还没有排期，系统里暂时没有日期。", "zh"),
        ("S-40 के लिए अभी कोई जाँच शेड्यूल नहीं है।", "hi"),
    ):
        report = checked(answer, _retest("awaiting_slot"), language=language)
        assert "false_absence" not in kinds(report), show(report)


def test_a_key_in_a_past_form_is_named_by_its_concept() -> None:
    steps = (
        "get_application",
        {"id": "AP-3"},
        {
            "steps": [
                {"step": "受理", "status": "done"},
                {
                    "step": "现场勘验",
                    "status": "booked",
                    "scheduled_at": "2026-03-04T10:00:00+08:00",
                },
            ]
        },
    )
    report = checked("现场勘验目前还没有安排时间。", steps, language="zh")
    assert "false_absence" in kinds(report), show(report)


FITTINGS = (
    "get_fitting_slots",
    {"month": "2026-06"},
    {
        "month": "2026-06",
        "duration_hours": 3,
        "slots": [
            {"date": "2026-06-02", "start": "10:00", "status": "booked"},
            {"date": "2026-06-09", "start": "10:00", "status": "open", "fitter": "Nadia Brooks"},
            {"date": "2026-06-16", "start": "14:00", "status": "booked"},
        ],
        "fee_cents": 12000,
    },
)
FITTING_DAY = "Today is Monday, May 18, 2026."


def test_every_slot_said_booked_beside_an_open_one_is_caught() -> None:
    report = checked(
        "Sorry — I looked at June and all of that month's fitting slots are already booked.",
        FITTINGS,
        system=FITTING_DAY,
    )
    assert "false_absence" in kinds(report), show(report)


def test_the_one_open_slot_reported_is_verified() -> None:
    report = checked(
        "I checked June for fittings: the only slot still open is June 9 at 10:00 with Nadia "
        "Brooks.",
        FITTINGS,
        system=FITTING_DAY,
    )
    assert "false_absence" not in kinds(report), show(report)


def test_a_lead_in_ending_with_a_colon_foretells_nothing() -> None:
    report = checked(
        "Two things that will stay the same whatever date we land on:\n- A fitting lasts about "
        "**3 hours**\n- It costs **$120**",
        FITTINGS,
        system=FITTING_DAY,
    )
    assert "inference_as_fact" not in kinds(report), show(report)


ADDRESS_ORDER = ("get_order", {"order": "D-88"}, {"order": "D-88", "address": "海淀区学院路12号"})
ADDRESS_CHANGE = "地址已经帮您改好了，明天按新地址送到朝阳区望京街3号。"


def test_a_change_said_done_with_no_call_is_caught() -> None:
    report = checked(
        ADDRESS_CHANGE, ADDRESS_ORDER, language="zh", tools=["update_delivery_address"]
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_a_change_a_call_made_is_verified() -> None:
    update = (
        "update_delivery_address",
        {"order": "D-88", "address": "朝阳区望京街3号"},
        {"ok": True, "order": "D-88", "address": "朝阳区望京街3号"},
    )
    report = checked(ADDRESS_CHANGE, ADDRESS_ORDER, update, language="zh")
    assert "fabricated_tool_call" not in kinds(report), show(report)


def _generated(output: object) -> tuple[str, dict[str, str], object]:
    return ("generate_statement", {"account": "AC-9"}, output)


def test_an_act_reported_failed_that_went_through_is_caught() -> None:
    report = checked(
        "No fue posible generar el extracto de AC-9.",
        _generated({"status": "generated", "file": "EXT-9.pdf"}),
        language="es",
    )
    assert "false_absence" in kinds(report), show(report)
    assert witness_of(report, "false_absence").pointer == "/status"


def test_an_update_reported_failed_beside_a_success_flag_is_caught() -> None:
    update = ("update_address", {"customer": "C-4"}, {"ok": True, "customer": "C-4"})
    report = checked("I tried to update the address for C-4, but it didn't go through.", update)
    assert "false_absence" in kinds(report), show(report)


def test_an_act_that_failed_is_reported_truly() -> None:
    update = ("update_address", {"customer": "C-4"}, None)
    report = checked(
        "I tried to update the address for C-4, but it didn't go through.",
        update,
        errors={0: "timeout after 30s"},
    )
    assert "false_absence" not in kinds(report), show(report)
