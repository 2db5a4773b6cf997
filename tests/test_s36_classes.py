"""Failure classes of session 36 (examples written for these tests).

- A ratio of two amounts, or of two quantities of one unit, is a pure number: it may be a
  number of times or of instalments, never a duration, a weight or an amount ("$312.00
  with a $52.00 deposit" does not make "6 months").
- Witnesses that on runs the checks had never seen withheld correct answers more often
  than they caught made-up ones warn in the standard mode; paranoid mode keeps their
  type's action, and a policy's ``[reasons]`` entry overrides either.
"""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

import pytest

from nyaya.claims import extract
from nyaya.engine import check
from nyaya.policy.constitution import WEAK_WITNESSES, Constitution
from runkit import checked, kinds, run, show

# ---- a ratio of two amounts is no duration ------------------------------------------------

REFINISH = (
    "get_estimate",
    {"job": "RF-88"},
    {"job": "RF-88", "total": 312.00, "deposit": 52.00, "finish": "satin lacquer"},
)


def _derived_by_division(report, text: str) -> bool:  # type: ignore[no-untyped-def]
    claim = next(c for c in report.claims if text in c.text)
    return any(
        e.source == "derived" and e.derivation and " / " in e.derivation for e in claim.evidence
    )


@pytest.mark.parametrize(
    ("lang", "answer", "said"),
    [
        (
            "en",
            "Your satin lacquer refinish is $312.00 with a $52.00 deposit. "
            "The finish is guaranteed for 6 months.",
            "6 months",
        ),
        (
            "es",
            "El barnizado satinado cuesta 312,00 $ con una señal de 52,00 $. "
            "El acabado tiene una garantía de 6 meses.",
            "6 meses",
        ),
        (
            "hi",
            "आपकी satin lacquer पॉलिश $312.00 की है, $52.00 अग्रिम के साथ। इस पर 6 महीने की गारंटी है।",
            "6 महीने",
        ),
        ("zh", "缎面清漆翻新共 $312.00，定金 $52.00。漆面保修 6 个月。", "6 个月"),
    ],
)
def test_a_ratio_of_two_amounts_does_not_verify_a_duration(
    lang: str, answer: str, said: str
) -> None:
    report = checked(answer, REFINISH, language=lang)
    assert not _derived_by_division(report, said), show(report)


def test_a_ratio_of_two_amounts_still_counts_times() -> None:
    answer = "Your satin lacquer refinish is $312.00 with a $52.00 deposit, 6 times the deposit."
    report = checked(answer, REFINISH, language="en")
    assert _derived_by_division(report, "6 times"), show(report)


def test_a_ratio_of_two_weights_does_not_make_an_amount() -> None:
    haul = (
        "get_haul",
        {"truck": "T-4"},
        {"truck": "T-4", "loaded_kg": 1800, "delivered_kg": 450, "fee": 95.00},
    )
    answer = "Truck T-4 loaded 1800 kg and dropped 450 kg; the site charge is $4.00."
    report = checked(answer, haul, language="en")
    assert not _derived_by_division(report, "$4.00"), show(report)


# ---- weak witnesses warn in the standard mode -----------------------------------------------


def test_weak_witnesses_warn_by_default_and_keep_their_type_action_when_paranoid() -> None:
    standard, paranoid = Constitution.default(), Constitution.default("paranoid")
    for reason in WEAK_WITNESSES:
        assert standard.action_for("false_absence", reason) == "warn"
        assert paranoid.action_for("false_absence", reason) == "block"
    assert standard.action_for("false_absence", "result_exists") == "revise"


def test_a_policy_entry_overrides_the_mode_default_for_a_weak_witness() -> None:
    policy = Constitution.from_toml('mode = "standard"\n[reasons]\nstate_denied = "revise"\n')
    assert policy.action_for("false_absence", "state_denied") == "revise"
    assert policy.action_for("fact_mismatch", "value_of_another_field") == "warn"


def _locker(status: str) -> tuple[str, dict[str, str], dict[str, str]]:
    return ("get_locker", {"locker": "L-18"}, {"locker": "L-18", "size": "M", "status": status})


def test_a_weak_witness_is_reported_but_moves_the_action_only_when_paranoid() -> None:
    # the locker is active; the answer denies it: a state denied is a weak witness
    data = run("Locker L-18 (size M) is not active right now.", _locker("active"), language="en")
    relaxed = check(data)
    found = [f for f in relaxed.findings if f.reason == "state_denied"]
    assert found and found[0].action == "warn", show(relaxed)
    strict = check(data, policy=Constitution.default("paranoid"))
    assert any(f.reason == "state_denied" and f.action == "block" for f in strict.findings), show(
        strict
    )
    assert strict.action != "emit", show(strict)


# ---- a failed lookup witnesses a false "none"; a refused change does not ------------------------


def test_a_refused_change_leaves_things_as_they_were() -> None:
    move = ("request_delivery_change", {"parcel": "PX-4"}, None)
    answer = "The courier would not accept a new date, so nothing about parcel PX-4 has changed."
    report = checked(answer, move, language="en", errors={0: "CHANGE_WINDOW_CLOSED"})
    assert "false_absence" not in kinds(report), show(report)


def test_a_failed_lookup_reported_as_nothing_found_is_still_caught() -> None:
    search = ("search_parcels", {"account": "AC-2"}, None)
    answer = "I searched your account and there are no parcels on the way."
    report = checked(answer, search, language="en", errors={0: "HTTP 503 upstream timeout"})
    assert any(f.reason == "lookup_failed" and f.action == "revise" for f in report.findings), show(
        report
    )


# ---- Chinese: the count answers the user's "多少 / 几" by its measure word --------------------

PALLETS = (
    "list_pallets",
    {"warehouse": "WH-3", "status": "stored"},
    {
        "warehouse": "WH-3",
        "total": 6,
        "pallets": [
            {"pallet": f"P-{k}", "sku": sku, "cartons": n}
            for k, (sku, n) in enumerate(
                [("茶叶", 40), ("茶叶", 36), ("瓷器", 12), ("瓷器", 15), ("纸巾", 60), ("纸巾", 58)]
            )
        ],
    },
)


@pytest.mark.parametrize(("said", "caught"), [("7", True), ("6", False)])
def test_a_chinese_count_in_the_measure_word_the_user_asked_by(said: str, caught: bool) -> None:
    answer = f"WH-3 仓库里目前一共存放着 {said} 托货。"
    report = checked(answer, PALLETS, user="WH-3 现在存了多少托货？", language="zh")
    assert ("count_mismatch" in kinds(report)) is caught, show(report)


VISITS = (
    "list_visits",
    {"client": "C-88", "month": "2026-03"},
    {
        "client": "C-88",
        "visits": [
            {"date": f"2026-03-{d:02d}", "tech": t} for d, t in [(2, "王"), (9, "李"), (16, "王")]
        ],
    },
)


@pytest.mark.parametrize(("said", "caught"), [("4", True), ("3", False)])
def test_a_chinese_count_of_times_the_user_asked_for(said: str, caught: bool) -> None:
    answer = f"三月份维修师傅一共上门了 {said} 次。"
    report = checked(answer, VISITS, user="三月份师傅来了几次？", language="zh")
    assert ("count_mismatch" in kinds(report)) is caught, show(report)


def test_a_count_of_times_nobody_asked_for_stays_open() -> None:
    answer = "三月份维修师傅一共上门了 4 次。"
    report = checked(answer, VISITS, user="三月份的上门记录给我看看", language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a weekday before a day and a month with a slash and no year --------------------------------


def _mentions(text: str, language: str, now: datetime | None):  # type: ignore[no-untyped-def]
    return [
        (m.kind, m.text, m.value)
        for c in extract(text, language=language, now=now).claims
        for m in c.mentions
    ]


def test_a_weekday_before_a_slashed_day_is_a_date() -> None:
    now = datetime(2026, 3, 20)
    assert ("date", "Wed 3/11", date(2026, 3, 11)) in _mentions("Wed 3/11 | 412", "en", now)
    assert ("date", "Fri, 3/13", date(2026, 3, 13)) in _mentions("Due Fri, 3/13.", "en", now)
    # the day first where the language writes it first
    assert ("date", "viernes 13/3", date(2026, 3, 13)) in _mentions(
        "Vence el viernes 13/3.", "es", now
    )
    # alone, a slashed pair may be a score or a share
    assert not any(k == "date" for k, *_ in _mentions("You got 9/10 on the quiz.", "en", now))


def test_a_log_table_of_weekdays_and_slashed_days_is_no_weekday_slip() -> None:
    logs = (
        "get_shifts",
        {"nurse": "N-7"},
        {"shifts": [{"date": "2026-03-10", "hours": 12}, {"date": "2026-03-11", "hours": 8}]},
    )
    answer = "| Day | Hours |\n|---|---|\n| Tue 3/10 | 12 |\n| Wed 3/11 | 8 |"
    report = checked(answer, logs, system="Today is Friday, March 20, 2026.", language="en")
    assert not kinds(report), show(report)


# ---- a unit is not carried across a table cell; "h" then "m" is hours and minutes -------------


def test_a_unit_does_not_carry_into_the_next_table_cell() -> None:
    found = _mentions("| Tue | 8 km | 340 |", "en", None)
    assert ("number", "340", Decimal(340)) in found
    unit = next(
        m.unit
        for c in extract("| Tue | 8 km | 340 |", language="en").claims
        for m in c.mentions
        if m.text == "340"
    )
    assert unit is None


def test_hours_then_m_is_one_duration_and_its_total_is_taken_in_the_keys_unit() -> None:
    shifts = (
        "get_drives",
        {"driver": "D-2"},
        {
            "drives": [
                {"day": "2026-03-10", "drive_min": 485},
                {"day": "2026-03-11", "drive_min": 395},
            ]
        },
    )
    answer = (
        "| Day | Drive |\n|---|---|\n| Tue | 8 h 5 m |\n| Wed | 6 h 35 m |\n\n"
        "**Total drive time: 14 h 40 min.**"
    )
    report = checked(answer, shifts, language="en")
    assert not kinds(report), show(report)
    wrong = answer.replace("14 h 40 min", "15 h 40 min")
    report = checked(wrong, shifts, language="en")
    assert "fact_mismatch" in kinds(report), show(report)


def test_an_amount_over_a_price_per_kilo_is_so_many_kilos() -> None:
    stock = (
        "get_feed_account",
        {"farm": "F-12"},
        {"farm": "F-12", "owed": 912.00, "feed": "layer mash"},
    )
    answer = "You owe $912.00; at $24.00 per kg of layer mash that is about 38 kg of feed."
    report = checked(answer, stock, language="en")
    assert _derived_by_division(report, "38 kg"), show(report)


# ---- a long line named by its head, the words before its bracket -------------------------------

REPAINT = (
    "get_quote",
    {"job": "PT-31"},
    {
        "job": "PT-31",
        "lines": [
            {"concept": "Lijado y masillado de paredes y techos", "amount_cents": 31000},
            {
                "concept": "Pintura (dos manos con imprimación antihumedad previa)",
                "amount_cents": 45000,
            },
        ],
        "total_cents": 76000,
    },
)


@pytest.mark.parametrize(("said", "caught"), [("540,00 €", True), ("450,00 €", False)])
def test_a_line_named_by_the_words_before_its_bracket(said: str, caught: bool) -> None:
    answer = f"Presupuesto PT-31:\n\n- Lijado y masillado: 310,00 €\n- Pintura: {said}"
    report = checked(answer, REPAINT, language="es")
    assert ("fact_mismatch" in kinds(report)) is caught, show(report)


# ---- a total said of a search's one complete list ------------------------------------------------

CAMPS = (
    "search_catalog",
    {"region": "Kumaon", "month": "2026-05"},
    {
        "total": 4,
        "has_more": False,
        "results": [
            {"camp": c, "fee_inr": f, "status": st}
            for c, f, st in [
                ("Binsar", 5200, "full"),
                ("Munsiyari", 6100, "open"),
                ("Kausani", 4800, "open"),
                ("Mukteshwar", 5500, "full"),
            ]
        ],
    },
)


@pytest.mark.parametrize(("said", "caught"), [("3", True), ("4", False)])
def test_a_total_said_of_the_one_complete_list_of_results(said: str, caught: bool) -> None:
    answer = f"मई के लिए कुमाऊँ में कुल {said} शिविर मिले, सबसे सस्ता कौसानी ₹4,800 का है।"
    report = checked(answer, CAMPS, language="hi")
    assert ("count_mismatch" in kinds(report)) is caught, show(report)


def test_a_total_of_a_kind_of_the_results_is_that_kinds() -> None:
    answer = "मई में कुमाऊँ के कुल 2 शिविर भर चुके हैं: बिनसर और मुक्तेश्वर।"
    report = checked(answer, CAMPS, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a line of negative amount is no goods: a count of pieces leaves it out ---------------------

SHARPENING = (
    "get_order",
    {"order": "SH-77"},
    {
        "order": "SH-77",
        "lines": [
            {"item": "Santoku", "qty": 3, "line_cents": 1350},
            {"item": "Bread knife", "qty": 2, "line_cents": 1000},
            {"item": "Returning-customer credit", "qty": 1, "line_cents": -235},
        ],
    },
)


@pytest.mark.parametrize(("said", "caught"), [("5", False), ("4", True)])
def test_a_count_of_pieces_leaves_out_the_credit_line(said: str, caught: bool) -> None:
    answer = f"We sharpened {said} pieces for you: 3 santokus and 2 bread knives."
    report = checked(answer, SHARPENING, language="en")
    assert ("count_mismatch" in kinds(report)) is caught, show(report)


def test_n_other_things_are_the_rest_of_the_whole() -> None:
    parcels = (
        "list_parcels",
        {"route": "R-4"},
        {
            "parcels": [
                {"id": f"PC-{k}", "status": st}
                for k, st in enumerate(["DELIVERED"] * 3 + ["HELD_AT_DEPOT", "RETURNED"])
            ]
        },
    )
    answer = (
        "Three parcels on R-4 were delivered. Two other parcels had attempts but weren't delivered."
    )
    report = checked(answer, parcels, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- Chinese: a count that sums up the items named right before it ------------------------------

CLAIMS_FILED = (
    "get_reimbursements",
    {"employee": "E-310"},
    {
        "items": [
            {"type": "差旅交通费", "amount_fen": 128000},
            {"type": "住宿费", "amount_fen": 96000},
            {"type": "业务招待费", "amount_fen": 45000},
        ]
    },
)


def test_a_chinese_count_sums_up_the_items_named_before_it() -> None:
    answer = "交通和住宿两项一共报销了 2,240.00 元，招待费 450.00 元还在审核。"
    report = checked(answer, CLAIMS_FILED, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a code that says nobody gave the value supports "none" ----------------------------------


@pytest.mark.parametrize(
    ("license_", "caught"),
    [("NOASSERTION", False), ("NOT_PROVIDED", False), ("BSD-3-Clause", True)],
)
def test_a_code_for_no_value_supports_a_denial(license_: str, caught: bool) -> None:
    scan = (
        "get_dependency_scan",
        {"repo": "acme/api"},
        {
            "packages": [
                {"name": "left-pad", "license": "MIT"},
                {"name": "tinyqr", "license": license_},
            ]
        },
    )
    answer = "The scan is done: tinyqr has no license declared, and left-pad is MIT."
    report = checked(answer, scan, language="en")
    assert ("false_absence" in kinds(report)) is caught, show(report)


# ---- Devanagari has no capitals: two words of a name shortened still name its record ----------

KURTAS = (
    "get_production_order",
    {"order": "KO-51"},
    {
        "order": "KO-51",
        "lines": [
            {"desc": "नीला कुर्ता कॉटन, साइज़ M", "qty": 40, "done_qty": 25, "status": "stitching"},
            {"desc": "सफ़ेद कुर्ता लिनन, साइज़ L", "qty": 60, "done_qty": 60, "status": "packing"},
        ],
    },
)


@pytest.mark.parametrize(("said", "caught"), [("60", False), ("40", True)])
def test_a_devanagari_name_shortened_names_its_own_line(said: str, caught: bool) -> None:
    answer = (
        "KO-51 की स्थिति:\n\n- **नीला कुर्ता:** 40 में से 25 सिल चुके हैं।\n"
        f"- **सफ़ेद कुर्ता ({said} पीस):** पैकिंग में हैं।"
    )
    report = checked(answer, KURTAS, language="hi")
    assert ("fact_mismatch" in kinds(report)) is caught, show(report)


# ---- someone will tell what is still open: no answer is foretold -------------------------------

HEARING = (
    "get_appointment",
    {"patient": "HP-7"},
    {"patient": "HP-7", "clinic": "North Quay Audiology", "date": "2026-05-12", "time": "10:30"},
)


@pytest.mark.parametrize(
    ("lang", "answer"),
    [
        (
            "en",
            "Your fitting is on May 12 at 10:30. "
            "The audiologist will confirm which aid suits you best.",
        ),
        (
            "es",
            "Tu cita es el 12 de mayo a las 10:30. "
            "La audióloga te dirá qué audífono te conviene más.",
        ),
        ("zh", "你的验配预约在5月12日10:30。到时候听力师会告诉你什么型号最适合你。"),
    ],
)
def test_a_question_left_to_someone_to_settle_is_no_prediction(lang: str, answer: str) -> None:
    report = checked(answer, HEARING, language=lang)
    assert "inference_as_fact" not in kinds(report), show(report)


def test_an_outcome_someone_will_confirm_is_still_foretold() -> None:
    answer = (
        "Your fitting is on May 12 at 10:30. "
        "The audiologist will confirm that your left aid is faulty."
    )
    report = checked(answer, HEARING, language="en")
    assert "inference_as_fact" in kinds(report), show(report)
