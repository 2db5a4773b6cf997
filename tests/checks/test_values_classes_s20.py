"""Failure classes of fact mismatch found on real agent answers in session 20: a figure
swapped in from another record when the lines right above name the record (bullets under
one item), ... Each example is written for these tests; a swapped value must be caught
with the output value it contradicts as witness, a correct answer must pass."""

from __future__ import annotations

from runkit import checked, kinds, show, witness_of

# ---- the record is named by the lines above, not by the figure's own line -------------------

PLANS = (
    "list_policies",
    {"holder": "H-2207"},
    {
        "policies": [
            {"plan": "Dental Plus", "visits_left": 3, "premium": 41.25, "deductible": 150.0,
             "copay": 18.4},
            {"plan": "Vision Basic", "visits_left": 1, "premium": 12.9, "deductible": 60.0,
             "copay": 7.35},
        ]
    },
)  # fmt: skip


def test_a_figure_of_another_record_under_bullets_about_one_record_is_caught():
    answer = (
        "Your dental cover:\n\n- Monthly premium: $41.25\n- Deductible: $150.00\n"
        "- Copay per visit: $7.35"
    )
    report = checked(answer, PLANS)
    assert witness_of(report, "fact_mismatch").pointer == "/policies/0/copay", show(report)


def test_the_right_figure_under_bullets_about_one_record_passes():
    answer = (
        "Your dental cover:\n\n- Monthly premium: $41.25\n- Deductible: $150.00\n"
        "- Copay per visit: $18.40"
    )
    report = checked(answer, PLANS)
    assert report.action == "emit", show(report)


def test_bullets_that_each_give_one_record_the_same_field_pass():
    # a list of rows: each line's record is another one, the field the same
    answer = "Premiums:\n- Dental Plus: $41.25\n- Vision Basic: $12.90\n- copay there: $7.35"
    report = checked(answer, PLANS)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_figure_of_another_record_under_chinese_bullets_is_caught():
    meds = (
        "query_refills",
        {"card": "YB-30418"},
        {
            "items": [
                {"drug": "阿托伐他汀钙片", "left": 3, "total": 46.8, "fund_pay": 32.76,
                 "copay": 14.04},
                {"drug": "缬沙坦胶囊", "left": 1, "total": 27.5, "fund_pay": 19.25,
                 "copay": 8.25},
            ]
        },
    )  # fmt: skip
    answer = "您的降脂药：\n\n- 总价 46.80 元\n- 统筹支付 32.76 元\n- 个人自付 8.25 元"
    report = checked(answer, meds, language="zh")
    assert witness_of(report, "fact_mismatch").pointer == "/items/0/copay", show(report)
    right = answer.replace("8.25", "14.04")
    report = checked(right, meds, language="zh")
    assert report.action == "emit", show(report)


def test_a_figure_of_another_record_under_spanish_bullets_is_caught():
    answer = (
        "Tu póliza dental:\n\n- Prima mensual: 41,25 $\n- Deducible: 150,00 $\n"
        "- Copago por visita: 7,35 $"
    )
    report = checked(answer, PLANS, language="es")
    assert witness_of(report, "fact_mismatch").pointer == "/policies/0/copay", show(report)


# ---- a figure given under the name of its twin field (current and previous) ---------------

METER = (
    "get_water_bill",
    {"account": "WB-5521"},
    {
        "account": "WB-5521",
        "previous_reading_m3": 812.6,
        "current_reading_m3": 839.1,
        "used_m3": 26.5,
        "total": 61.4,
    },
)


def test_current_and_previous_readings_swapped_are_caught_in_english():
    answer = "Your meter: current reading 812.6 m³, previous reading 839.1 m³; you used 26.5 m³."
    report = checked(answer, METER)
    assert witness_of(report, "fact_mismatch").pointer == "/current_reading_m3", show(report)


def test_current_and_previous_readings_in_order_pass():
    answer = "Your meter: current reading 839.1 m³, previous reading 812.6 m³; you used 26.5 m³."
    report = checked(answer, METER)
    assert report.action == "emit", show(report)


def test_current_and_previous_readings_swapped_are_caught_in_spanish():
    answer = "Lectura actual: 812,6 m³. Lectura anterior: 839,1 m³. Consumo: 26,5 m³."
    report = checked(answer, METER, language="es")
    assert witness_of(report, "fact_mismatch").pointer == "/current_reading_m3", show(report)
    right = "Lectura actual: 839,1 m³. Lectura anterior: 812,6 m³. Consumo: 26,5 m³."
    assert checked(right, METER, language="es").action == "emit"


def test_current_and_previous_readings_swapped_are_caught_in_hindi():
    answer = "मीटर की वर्तमान रीडिंग 812.6 m³ है और पिछली रीडिंग 839.1 m³ थी।"
    report = checked(answer, METER, language="hi")
    assert witness_of(report, "fact_mismatch").pointer == "/current_reading_m3", show(report)
    right = "मीटर की वर्तमान रीडिंग 839.1 m³ है और पिछली रीडिंग 812.6 m³ थी।"
    assert checked(right, METER, language="hi").action == "emit"


def test_current_and_previous_readings_swapped_are_caught_in_chinese():
    answer = "本期读数 812.6 立方米，上期读数 839.1 立方米，用水 26.5 立方米。"
    meter = (
        "get_water_bill",
        {"account": "WB-5521"},
        {"previous_reading": 812.6, "current_reading": 839.1, "usage": 26.5},
    )
    report = checked(answer, meter, language="zh")
    assert witness_of(report, "fact_mismatch").pointer == "/current_reading", show(report)
    right = "本期读数 839.1 立方米，上期读数 812.6 立方米，用水 26.5 立方米。"
    assert checked(right, meter, language="zh").action == "emit"


def test_a_loosely_named_amount_of_another_field_passes():
    # a "total" for the subtotal is loose wording, not a twin-field swap
    order = ("get_order", {"id": "Q-81"}, {"subtotal": 92.0, "total": 99.36, "tax": 7.36})
    report = checked("Your order total before tax is $92.00.", order)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a figure right after a field's name that only unrelated arithmetic makes -------------

TICKET = (
    "get_season_ticket",
    {"member": "ST-60912"},
    {
        "member": "ST-60912",
        "seasons_held": 9,
        "seat": {"stand": "North Stand", "block": "N3", "row": 7, "gate": 5},
        "renewal_price": 412.0,
    },
)


def test_a_row_number_made_by_adding_unrelated_fields_is_caught():
    # 14 is seasons_held + gate, but the answer reads it as the row, which is 7
    answer = "Your seat: North Stand, block N3, row 14, gate 5. Renewal costs $412.00."
    report = checked(answer, TICKET)
    assert witness_of(report, "fact_mismatch").pointer == "/seat/row", show(report)


def test_the_right_row_passes():
    answer = "Your seat: North Stand, block N3, row 7, gate 5. Renewal costs $412.00."
    assert checked(answer, TICKET).action == "emit"


def test_a_spanish_row_number_made_by_adding_unrelated_fields_is_caught():
    ticket = (
        "consultar_abono",
        {"socio": "ST-60912"},
        {"temporadas": 9, "localidad": {"tribuna": "Norte", "fila": 7, "puerta": 5}},
    )
    answer = "Tu localidad: tribuna Norte, fila 14, puerta 5."
    report = checked(answer, ticket, language="es")
    assert witness_of(report, "fact_mismatch").pointer == "/localidad/fila", show(report)
    right = "Tu localidad: tribuna Norte, fila 7, puerta 5."
    assert checked(right, ticket, language="es").action == "emit"


def test_a_derived_total_after_its_own_label_passes():
    # the label names no field that holds another figure: the sum is the answer's own
    order = (
        "get_cart",
        {},
        {"items": [{"sku": "K-1", "price": 30.0}, {"sku": "K-2", "price": 12.5}]},
    )
    report = checked("Together: $42.50 for both.", order)
    assert report.action == "emit", show(report)


# ---- a column's extreme given to a record that does not hold it ----------------------------

BUOYS = (
    "get_buoy_summary",
    {"day": "2025-02-11"},
    {
        "buoys": [
            {"id": "B-11", "name": "Saltcombe", "peak_wave_m": 4.1, "peak_wind_kmh": 71},
            {"id": "B-12", "name": "Dunmore Point", "peak_wave_m": 5.6, "peak_wind_kmh": 94},
            {"id": "B-13", "name": "Gull Reef", "peak_wave_m": 3.2, "peak_wind_kmh": 66},
        ]
    },
)


def test_the_highest_figure_given_to_the_wrong_record_is_caught():
    answer = "Strongest wind of the day: 94 km/h at Saltcombe (B-11)."
    report = checked(answer, BUOYS)
    assert witness_of(report, "fact_mismatch").pointer == "/buoys/0/peak_wind_kmh", show(report)


def test_the_highest_figure_given_to_its_own_record_passes():
    answer = "Strongest wind of the day: 94 km/h at Dunmore Point (B-12)."
    assert checked(answer, BUOYS).action == "emit"


def test_the_highest_figure_given_to_the_wrong_record_is_caught_in_spanish():
    answer = "El viento más fuerte del día: 94 km/h en Gull Reef (B-13)."
    report = checked(answer, BUOYS, language="es")
    assert witness_of(report, "fact_mismatch").pointer == "/buoys/2/peak_wind_kmh", show(report)
    right = "El viento más fuerte del día: 94 km/h en Dunmore Point (B-12)."
    assert checked(right, BUOYS, language="es").action == "emit"


# ---- a table row's figure made by subtracting another row ----------------------------------

SLIP = (
    "get_pay_slip",
    {"month": "2025-09"},
    {
        "gross": 9800.0,
        "deductions": [
            {"item": "Pension", "amount": 784.0},
            {"item": "Health insurance", "amount": 196.0},
            {"item": "Union dues", "amount": 45.0},
            {"item": "Income tax", "amount": 1310.0},
        ],
        "net": 7465.0,
    },
)


def test_a_row_figure_that_is_that_row_minus_another_row_is_caught():
    # 1,114 is income tax minus health insurance: the answer gives it as the tax row
    answer = "Deductions: Pension 784.00, Health insurance 196.00, Income tax 1,114.00."
    report = checked(answer, SLIP)
    assert witness_of(report, "fact_mismatch").pointer == "/deductions/3/amount", show(report)
    right = "Deductions: Pension 784.00, Health insurance 196.00, Income tax 1,310.00."
    assert checked(right, SLIP).action == "emit"


def test_a_row_figure_that_is_that_row_minus_another_row_is_caught_in_chinese():
    slip = (
        "get_pay_slip",
        {"month": "2025-09"},
        {
            "deductions": [
                {"item": "养老保险", "amount": 784.0},
                {"item": "医疗保险", "amount": 196.0},
                {"item": "个人所得税", "amount": 1310.0},
            ]
        },
    )
    answer = "本月扣款：养老保险 784.00 元、医疗保险 196.00 元、个人所得税 1,114.00 元。"
    report = checked(answer, slip, language="zh")
    assert witness_of(report, "fact_mismatch").pointer == "/deductions/2/amount", show(report)
    right = "本月扣款：养老保险 784.00 元、医疗保险 196.00 元、个人所得税 1,310.00 元。"
    assert checked(right, slip, language="zh").action == "emit"


# ---- a figure given with its unit at another scale than the record's unit field ------------

LABS = (
    "get_lab_panel",
    {"patient": "PT-4410"},
    {
        "panel": [
            {"test": "Vitamin D", "result": 23, "unit": "ng/mL", "range": "30-100"},
            {"test": "Folate", "result": 310, "unit": "µg/L", "range": "150-600"},
            {"test": "Calcium", "result": 9.4, "unit": "mg/dL", "range": "8.6-10.3"},
        ]
    },
)


def test_a_figure_with_a_unit_a_thousand_times_off_is_caught():
    answer = "Vitamin D: 23 ng/mL (low). Folate: 310 mg/L. Calcium: 9.4 mg/dL."
    report = checked(answer, LABS)
    assert witness_of(report, "fact_mismatch").pointer == "/panel/1/unit", show(report)


def test_figures_with_their_records_units_pass():
    answer = "Vitamin D: 23 ng/mL (low). Folate: 310 µg/L. Calcium: 9.4 mg/dL."
    assert checked(answer, LABS).action == "emit"
    # "mcg" and "ug" are the same scale as "µg"
    answer = "Vitamin D: 23 ng/mL (low). Folate: 310 mcg/L. Calcium: 9.4 mg/dL."
    assert checked(answer, LABS).action == "emit"


def test_a_figure_with_a_unit_a_thousand_times_off_is_caught_in_spanish_and_hindi():
    es = "Vitamina D: 23 ng/mL. Folato: 310 µg/L. Calcio: 9,4 g/dL."
    report = checked(es, LABS, language="es")
    assert witness_of(report, "fact_mismatch").pointer == "/panel/2/unit", show(report)
    hi = "विटामिन D 23 mg/mL है, जो कम है।"
    report = checked(hi, LABS, language="hi")
    assert witness_of(report, "fact_mismatch").pointer == "/panel/0/unit", show(report)


# ---- a duration a clock-time gap makes, when a field the label names holds another ---------

VISIT = (
    "get_scan_booking",
    {"ref": "SC-7731"},
    {"date": "2025-03-14", "time": "08:20", "prep": {"fast_hours": 6, "note": "from 02:20"}},
)


def test_a_fasting_duration_the_named_field_contradicts_is_caught_in_chinese():
    answer = "检查在 3月14日 8:20，需要空腹15小时，前一晚 23:20 以后别再吃东西。"
    report = checked(answer, VISIT, language="zh")
    assert witness_of(report, "fact_mismatch").pointer == "/prep/fast_hours", show(report)
    right = "检查在 3月14日 8:20，需要空腹6小时，凌晨 2:20 以后别再吃东西。"
    assert checked(right, VISIT, language="zh").action == "emit"


def test_a_fasting_duration_the_named_field_contradicts_is_caught_in_english_and_spanish():
    en = "Your scan is on March 14 at 8:20; fasting for 15 hours before, nothing after 23:20."
    report = checked(en, VISIT)
    assert witness_of(report, "fact_mismatch").pointer == "/prep/fast_hours", show(report)
    es = "La prueba es el 14 de marzo a las 8:20; ayuno de 15 horas, nada después de las 23:20."
    report = checked(es, VISIT, language="es")
    assert witness_of(report, "fact_mismatch").pointer == "/prep/fast_hours", show(report)


def test_a_duration_no_field_names_stays_a_clock_gap():
    # the label names no field of hours: the gap between two times is the answer's own
    answer = "Your scan is on March 14 at 8:20; that is 6 hours after 02:20."
    assert "fact_mismatch" not in kinds(checked(answer, VISIT))


# ---- a Latin name written in Devanagari, swapped in from another record -------------------

TRAINS = (
    "search_trains",
    {"from": "Pune", "to": "Nagpur", "date": "2025-11-04"},
    {
        "trains": [
            {"number": "12135", "name": "Nagpur Express", "dep": "2025-11-04T21:10:00+05:30",
             "platform_area": "Hadapsar Terminal", "fare": 640.0},
            {"number": "22139", "name": "Vidarbha Superfast", "dep": "2025-11-04T16:45:00+05:30",
             "platform_area": "Shivajinagar Station", "fare": 895.0},
            {"number": "11039", "name": "Maharashtra Link", "dep": "2025-11-04T06:20:00+05:30",
             "platform_area": "Hadapsar Terminal", "fare": 610.0},
        ]
    },
)  # fmt: skip


def test_a_devanagari_name_of_another_record_is_caught():
    answer = "**Vidarbha Superfast** — शाम 4:45 बजे हडपसर टर्मिनल से, किराया ₹895।"
    report = checked(answer, TRAINS, language="hi")
    witness = witness_of(report, "fact_mismatch")
    assert witness.pointer == "/trains/1/platform_area", show(report)


def test_a_devanagari_name_of_its_own_record_passes():
    answer = "**Nagpur Express** — रात 9:10 बजे हडपसर टर्मिनल से, किराया ₹640।"
    report = checked(answer, TRAINS, language="hi")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- the digits of a plate inside another record's plate, beside this record's name --------

CARS = (
    "list_lessons",
    {"day": "2025-06-07"},
    {
        "lessons": [
            {"slot": "L-1", "start": "08:00", "instructor": "周教练", "plate": "沪C·3307学",
             "seats": 1},
            {"slot": "L-2", "start": "13:00", "instructor": "王教练", "plate": "沪C·5190学",
             "seats": 0},
            {"slot": "L-3", "start": "16:00", "instructor": "王教练", "plate": "沪C·5190学",
             "seats": 2},
        ]
    },
)  # fmt: skip


def test_a_chinese_plate_of_another_record_beside_this_records_instructor_is_caught():
    answer = "**教练**：王教练，车牌沪C·3307学"
    report = checked(answer, CARS, language="zh")
    assert witness_of(report, "fact_mismatch").pointer == "/lessons/1/plate", show(report)


def test_a_chinese_plate_of_this_records_instructor_passes():
    for answer in ("**教练**：王教练，车牌沪C·5190学", "**教练**：周教练，车牌沪C·3307学"):
        report = checked(answer, CARS, language="zh")
        assert "fact_mismatch" not in kinds(report), show(report)
