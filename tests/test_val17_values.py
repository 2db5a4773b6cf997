"""Fact mismatch classes (val17): amounts the answer computed, not misstated.

- a total "without" one line, over lines that include a credit (a negative amount the
  answer writes unsigned), is a sum of some of the parts: the parts' full sum is no witness;
- an amount the answer computed from a record's only amount and a number it states
  elsewhere (hours times an hourly rate; a subtotal less a discount kept in cents) is
  not that amount misstated;
- a price per unit of measure ("per kg", "por kWh", "प्रति लीटर", "每公斤", "/kg") that the
  answer computed as a price over the record's quantity is a derived value, verified.

Every example here is written for these tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

TODAY = "Today is Tuesday, 9 June 2026."

# ---- a total without one line, a credit among the lines -------------------------------------

STATEMENT = (
    "get_statement",
    {"member": "M-3307"},
    {
        "member": "M-3307",
        "currency": "USD",
        "lines": [
            {"item": "Monthly plan", "amount": 64.0},
            {"item": "Sauna add-on", "amount": 18.5},
            {"item": "Referral credit", "amount": -10.0},
            {"item": "Towel service", "amount": 7.25},
        ],
        "total": 79.75,
    },
)
WITHOUT = {
    "en": (
        "Your statement comes to **${t}** in total: monthly plan $64.00, sauna add-on $18.50, "
        "a referral credit of $10.00 in your favour and towel service $7.25. Without the "
        "towel service the total would have been ${w}."
    ),
    "es": (
        "Tu estado de cuenta suma **{t} $** en total: plan mensual 64,00 $, sauna 18,50 $, "
        "un crédito por referido de 10,00 $ a tu favor y toallas 7,25 $. Sin las toallas, "
        "el total habría quedado en {w} $."
    ),
}


@pytest.mark.parametrize("language", sorted(WITHOUT))
def test_a_total_without_one_line_over_a_credit_passes(language):
    t, w = ("79.75", "72.50") if language == "en" else ("79,75", "72,50")
    report = checked(WITHOUT[language].format(t=t, w=w), STATEMENT, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_total_no_choice_of_lines_makes_is_still_caught():
    text = (
        "Your statement comes to **$91.75** in total: monthly plan $64.00, sauna add-on "
        "$18.50, a referral credit of $10.00 and towel service $7.25."
    )
    report = checked(text, STATEMENT, system=TODAY)
    assert "fact_mismatch" in kinds(report), show(report)


# ---- an amount computed from the record's only amount -----------------------------------------

RENTAL = (
    "get_rental_terms",
    {"shop": "Dockside Kayaks"},
    {"shop": "Dockside Kayaks", "rate_per_hour_usd": 18, "boats_free": 4},
)
HOURS = {
    "en": "**Your kayak comes to $117.**\n\nThat is 6.5 hours at $18 an hour.",
    "es": "**Tu kayak sale en 117 $.**\n\nSon 6,5 horas a 18 $ la hora.",
}


@pytest.mark.parametrize("language", sorted(HOURS))
def test_hours_times_the_records_only_rate_is_no_mismatch(language):
    report = checked(HOURS[language], RENTAL, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_the_records_only_rate_misstated_is_still_caught():
    text = "Dockside Kayaks rents at **$21** an hour."
    report = checked(text, RENTAL, system=TODAY)
    assert "fact_mismatch" in kinds(report), show(report)


VOUCHER = (
    "list_vouchers",
    {"user": "u-71"},
    {"vouchers": [{"code": "SPRING5", "title": "Spring voucher", "discount_cents": 500}]},
)


def test_a_subtotal_less_a_discount_in_cents_is_no_mismatch():
    text = (
        "Your basket is **$42.80** before the voucher.\n\n"
        "With the Spring voucher you pay **$37.80**."
    )
    report = checked(text, VOUCHER, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a price per unit of measure the answer computed -------------------------------------------

BEANS = (
    "search_coffee",
    {"roast": "medium"},
    {
        "items": [
            {
                "sku": "CB-11",
                "name": "Altura Blend",
                "net_weight_kg": 2.5,
                "price": 48.0,
                "monthly_sales": 900,
            },
            {
                "sku": "CB-12",
                "name": "Ridge Single Origin",
                "net_weight_kg": 1,
                "price": 27.5,
                "monthly_sales": 640,
            },
        ]
    },
)
PER_KG = {
    "en": (
        "| Coffee | Weight | Price | Per kg |\n|---|---|---|---|\n"
        "| Altura Blend | 2.5 kg | ${p} | about ${u} |"
    ),
    "es": "- Altura Blend: 2,5 kg por {p} $, unos {u} $ por kg.",
    "hi": "- Altura Blend: 2.5 किलो, ${p}, यानी लगभग ${u} प्रति किलो।",
    "zh": (
        "| 咖啡 | 重量 | 价格 | 折合每公斤 |\n|---|---|---|---|\n"
        "| Altura Blend | 2.5 kg | ${p} | 约 ${u} |"
    ),
}


def _unit_price(language: str, unit_price: str) -> str:
    price, per = ("48.00", unit_price)
    if language == "es":
        price, per = price.replace(".", ","), per.replace(".", ",")
    return PER_KG[language].format(p=price, u=per)


def _statuses(report, needle: str) -> set[str]:
    return {c.status for c in report.claims if needle in c.text}


@pytest.mark.parametrize("language", sorted(PER_KG))
def test_a_price_per_kilo_the_answer_computed_is_verified(language):
    report = checked(_unit_price(language, "19.2"), BEANS, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)
    assert "verified" in _statuses(report, "19"), show(report)


WRONG_PER_KG = {
    "en": "Altura Blend: 2.5 kg for $48.00, that is $23.60 per kg.",
    "es": "Altura Blend: 2,5 kg por 48,00 $, o sea 23,60 $ por kg.",
    "hi": "Altura Blend: 2.5 किलो, $48.00, यानी $23.60 प्रति किलो।",
    "zh": "Altura Blend：2.5公斤，$48.00，折合每公斤$23.60。",
}


@pytest.mark.parametrize("language", sorted(WRONG_PER_KG))
def test_a_price_per_kilo_no_quantity_gives_is_unsupported_not_held_to_another_field(language):
    report = checked(WRONG_PER_KG[language], BEANS, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)
    unsupported = [f for f in report.findings if f.reason == "value_not_found"]
    assert any("23" in str(f.found) for f in unsupported), show(report)


def test_a_price_per_kilo_after_a_slash_is_verified():
    text = "Altura Blend costs $48.00 for 2.5 kg, which works out at $19.20/kg."
    report = checked(text, BEANS, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)
    assert "verified" in _statuses(report, "19.20"), show(report)


# ---- an amount per period is no unit price ----------------------------------------------------

DESKS = (
    "get_desk_plan",
    {"team": "T-19"},
    {"team": "T-19", "desk_price": 240, "desks": 9, "discount_percent": 25, "monthly_total": 1620},
)
PER_MONTH = {
    "en": "Each desk is $180 after the 25% discount, so giving up 2 desks saves **$360 a month**.",
    "zh": "打七五折后每张工位$180，退掉2张工位每月可省**$360**。",
}


@pytest.mark.parametrize("language", sorted(PER_MONTH))
def test_an_amount_per_month_the_answer_computed_is_no_mismatch(language):
    report = checked(PER_MONTH[language], DESKS, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)
