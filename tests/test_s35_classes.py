"""Classes fixed in session 35, each example written for these tests (none taken from a data
set). Beside a test that asserts nothing is flagged stands a control that asserts the same
check still flags the wrong answer.

Evidence
- In a short Chinese string of some words a Han character bounds a figure as a space
  would ("须在签收后7日内申请"); in a code it is part of the code ("粤B·5531学").

Values
- A string that is also the key of an output object ("upper slope" beside
  ``zones.upper_slope``) may name that object: it is no value swapped in from another
  record that holds the same string.
- A name holding a code of another record ("the G16 chair spot" beside the G14 match) speaks
  of that record; the strings of the record the claim is bound to are no witness.
- An amount tied to no record whose digits are exactly one output amount's with two
  neighbouring digits swapped ("₹23,540" beside ``estimate_paise: 2345000``) is that amount
  misread; a figure of two digits of weight ("₹5,100" beside 1,500) says too little.
- Digits a hyphen joins, one part long and the other much shorter ("176-40218853"), are a
  code, compared as one; a range joins figures of a size ("101-105").

Inference
- "accounts for" with an amount an output holds as its object ("already accounts for the
  $25 credit") reckons one amount into another; with a share no output gives ("accounts
  for about $40 of the increase") it still puts an effect down to a cause.
- The enumeration comma "、" joins items inside a clause: a hedge before it reaches past it.
- A cause the claim gives in words the outputs do not say, when an output says the cause
  is still open ("cause under review", "正在排查") of the same matter, is contradicted by
  that sentence; a reason the outputs state, restated, is not.
- Two dates of a prediction read in one output sentence that itself foretells (a notice
  "... 05.03.2025 से 18.03.2025 तक छोड़ा जाएगा") are that sentence's, not any record's date
  of the event; a dot between digits ends no sentence.

Sources
- A preposition of accordance ("按", "依") before an issuer and a source noun opens the
  phrase; it is not part of the issuer's name.

Extremes
- A figure read inside an output's text ("最长可延期45天" in a rule) is that text's, not a
  value to rank against a column of the list.

Absence
- A key in the past form of a concept's word (``scheduled_at``) is named by the concept
  ("安排", "schedule").
- A denial that something is scheduled ("还没有排期", "कोई जाँच शेड्यूल नहीं है") meets a status
  field that records it (``status: scheduled``).
- A failure reported of an act ("no ha sido posible generar el informe", "the change
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
    report = checked("So two are still open — the G14 and G16 LJ spots.", DRAW)
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
            "note": "अंतिम बिल काम पूरा होने पर",
        },
    },
)


def test_an_amount_with_two_neighbouring_digits_swapped_is_caught() -> None:
    report = checked("अनुमानित बिल ₹23,540 है (5 यूनिट, ₹4,690 प्रति यूनिट)।", JOB, language="hi")
    assert "fact_mismatch" in kinds(report), show(report)
    assert witness_of(report, "fact_mismatch").pointer == "/billing/estimate_paise"


def test_the_amount_itself_is_verified() -> None:
    report = checked("अनुमानित बिल ₹23,450 है (5 यूनिट, ₹4,690 प्रति यूनिट)।", JOB, language="hi")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_an_amount_of_two_digits_of_weight_is_no_swap() -> None:
    bill = _charges(("labour_paise", 360000), ("parts_paise", 150000))
    report = checked("कुल मिलाकर ₹5,100 देने होंगे।", bill, language="hi")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_an_amount_two_outputs_could_be_swapped_from_is_not_caught() -> None:
    bill = _charges(("labour_paise", 2345000), ("estimate_paise", 2354000), ("paid_paise", 0))
    report = checked("कुल बिल ₹23,540 बनता है।", bill, language="hi")
    assert "fact_mismatch" not in kinds(report), show(report)


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
        "FR-12 is $45.00 and already accounts for the $20 deposit you left with us.", ORDERS
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_share_of_an_effect_no_output_gives_is_still_a_cause() -> None:
    report = checked("FR-12 is $45.00; the new labour rate accounts for about $30 of that.", ORDERS)
    assert "inference_as_fact" in kinds(report), show(report)


DEPOSIT = (
    "get_rental",
    {"user": "U-5"},
    {"rental": "R-88", "deposit_yuan": 3000, "deposit_status": "held"},
)


def test_a_hedge_reaches_past_an_enumeration_comma() -> None:
    report = checked(
        "系统里没有写退还时间，一般应该是设备寄回、检测无误之后才会解冻，我这边给不了准确日期。",
        DEPOSIT,
        language="zh",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_flat_prediction_in_a_clause_after_the_hedged_one_is_still_caught() -> None:
    report = checked(
        "系统里没有写退还时间，一般应该是先检测，设备寄回之后就会解冻，我这边给不了准确日期。",
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
    "अगर आपका गाँव अंतिम छोर पर है तो {} तक बारी-बंदी लागू रहेगी, इसलिए अपनी बारी का दिन "
    "पंचायत सचिव से पक्का कर लें।"
)


def test_two_dates_of_a_prediction_in_a_foretelling_output_sentence_ground_it() -> None:
    report = checked(TURN.format("10 से 18 मार्च"), CANAL, language="hi")
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_prediction_of_dates_no_output_gives_is_still_caught() -> None:
    report = checked(TURN.format("22 से 29 मार्च"), CANAL, language="hi")
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
        "The crawling came from dust on the bisque, so the mugs will have to be reglazed.", KILN
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
    report = checked("问题出在你们第3批染料本身的质量上，所以只能重新染色。", order, language="zh")
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


# ---- extremes -----------------------------------------------------------------------------

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
    report = checked("复检这边目前还没有排期。", _retest("scheduled"), language="zh")
    assert "false_absence" in kinds(report), show(report)
    assert witness_of(report, "false_absence").pointer == "/recheck/status"


def test_a_denied_schedule_meets_a_scheduled_status_in_hindi() -> None:
    report = checked("S-40 के लिए अभी कोई जाँच शेड्यूल नहीं है।", _retest("scheduled"), language="hi")
    assert "false_absence" in kinds(report), show(report)


def test_a_schedule_still_to_be_set_is_no_witness() -> None:
    for answer, language in (
        ("复检这边目前还没有排期。", "zh"),
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
    report = checked("现场勘验：目前还没有安排具体时间。", steps, language="zh")
    assert "false_absence" in kinds(report), show(report)


def _generated(output: object) -> tuple[str, dict[str, str], object]:
    return ("generate_statement", {"account": "AC-9"}, output)


def test_an_act_reported_failed_that_went_through_is_caught() -> None:
    report = checked(
        "Tu cuenta AC-9 está al día. El extracto, en cambio, no ha sido posible generarlo.",
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
