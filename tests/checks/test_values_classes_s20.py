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
                 "self_pay": 14.04},
                {"drug": "缬沙坦胶囊", "left": 1, "total": 27.5, "fund_pay": 19.25,
                 "self_pay": 8.25},
            ]
        },
    )  # fmt: skip
    answer = "您的降脂药：\n\n- 总价 46.80 元\n- 统筹支付 32.76 元\n- 个人自付 8.25 元"
    report = checked(answer, meds, language="zh")
    assert witness_of(report, "fact_mismatch").pointer == "/items/0/self_pay", show(report)
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
