"""Fact mismatch classes (val18): a booking's time or an upcoming date misstated, and a
sibling record's figure that is a list's extreme only by chance.

- a clock time said with a day whose output record keeps its time in a field of its own
  (``{"date": ..., "time": ...}``, or a window "09:00-11:00"): the last output holding that
  day is the booking, and its time is the witness;
- a date after today that nothing holds, a few days off the one date after today the
  outputs hold (a due date, an arrival, a visit): that date misstated;
- a figure of a sibling record of a list is no aggregate of the list unless the claim
  asks for one ("the priciest", "desde", "最低", a range).

Every example here is written for these tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

# ---- a booking's time, said with its day -----------------------------------------------------

SLOTS = (
    "find_service_slots",
    {"garage": "G-71", "from": "2027-04-12"},
    {
        "garage": "G-71",
        "slots": [
            {"date": "2027-04-14", "times": ["08:45", "13:15"]},
            {"date": "2027-04-16", "times": ["10:00"]},
        ],
    },
)
BOOKED = (
    "book_service",
    {"garage": "G-71", "date": "2027-04-14", "time": "08:45"},
    {"status": "BOOKED", "booking": {"date": "2027-04-14", "time": "08:45", "bay": "B3"}},
)
CAR_DAY = "Today is Monday, 12 April 2027."
CAR = {
    "en": "Done: your car is booked in for Wednesday, April 14 at {t}, bay B3.",
    "es": "Listo: tu coche queda citado el miércoles 14 de abril a las {t}, box B3.",
    "hi": "हो गया: आपकी गाड़ी की सर्विस बुधवार, 14 अप्रैल, सुबह {t} बजे बुक है, बे B3।",
    "zh": "已为您预约：4月14日（周三）上午{t}，B3 工位。",
}


@pytest.mark.parametrize("language", sorted(CAR))
def test_a_booked_time_an_hour_off_is_caught(language):
    report = checked(CAR[language].format(t="9:45"), SLOTS, BOOKED, system=CAR_DAY)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(CAR))
def test_the_booked_time_passes(language):
    report = checked(CAR[language].format(t="8:45"), SLOTS, BOOKED, system=CAR_DAY)
    assert "fact_mismatch" not in kinds(report), show(report)


WINDOWS = (
    "list_delivery_windows",
    {"date": "2027-02-06"},
    {
        "date": "2027-02-06",
        "windows": [
            {"id": "a", "time": "08:00-10:00"},
            {"id": "b", "time": "12:00-14:00"},
            {"id": "c", "time": "14:00-16:00"},
        ],
    },
)
WINDOW_BOOKED = (
    "schedule_delivery",
    {"window": "b", "date": "2027-02-06"},
    {"ok": True, "date": "2027-02-06", "time": "12:00-14:00", "ref": "DL-4410"},
)
FRIDGE = {
    "en": "Your fridge arrives on February 6, {a}-{b} (ref DL-4410).",
    "zh": "冰箱将于2月6日{a}–{b}送达，单号 DL-4410。",
}
FRIDGE_DAY = "Today is Wednesday, 3 February 2027."


@pytest.mark.parametrize("language", sorted(FRIDGE))
def test_a_booked_window_shifted_by_an_hour_is_caught(language):
    a, b = ("1:00 pm", "3:00 pm") if language == "en" else ("下午1:00", "3:00")
    report = checked(FRIDGE[language].format(a=a, b=b), WINDOWS, WINDOW_BOOKED, system=FRIDGE_DAY)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(FRIDGE))
def test_the_booked_window_passes(language):
    a, b = ("12:00 pm", "2:00 pm") if language == "en" else ("中午12:00", "14:00")
    report = checked(FRIDGE[language].format(a=a, b=b), WINDOWS, WINDOW_BOOKED, system=FRIDGE_DAY)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- the run's one upcoming date -------------------------------------------------------------

PERMIT = (
    "get_permit",
    {"permit": "RP-2290"},
    {
        "permit": "RP-2290",
        "filed": "2028-09-01",
        "reviewed": "2028-09-08",
        "inspection_on": "2028-09-21",
    },
)
PERMIT_DAY = "Today is Friday, 15 September 2028."
PERMIT_TEXT = {
    "en": "Your permit was filed on September 1 and reviewed on September 8; inspection is {d}.",
    "es": "Tu permiso se presentó el 1 de septiembre y se revisó el 8; la inspección es el {d}.",
    "hi": "आपका परमिट 1 सितंबर को जमा हुआ और 8 सितंबर को जाँचा गया; निरीक्षण {d} को है।",
    "zh": "您的许可证于9月1日提交，9月8日审核完毕；现场查验定在{d}。",
}
PERMIT_DAYS = {
    "en": ("September 23", "September 21"),
    "es": ("23 de septiembre", "21 de septiembre"),
    "hi": ("23 सितंबर", "21 सितंबर"),
    "zh": ("9月23日", "9月21日"),
}


@pytest.mark.parametrize("language", sorted(PERMIT_TEXT))
def test_an_upcoming_date_two_days_off_the_one_held_is_caught(language):
    wrong, _ = PERMIT_DAYS[language]
    report = checked(PERMIT_TEXT[language].format(d=wrong), PERMIT, system=PERMIT_DAY)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(PERMIT_TEXT))
def test_the_upcoming_date_held_passes(language):
    _, right = PERMIT_DAYS[language]
    report = checked(PERMIT_TEXT[language].format(d=right), PERMIT, system=PERMIT_DAY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_an_upcoming_date_a_text_may_hold_is_left_alone():
    offer = (
        "get_offer",
        {"course": "POT-1"},
        {"starts": "2028-09-21", "promo": "Sign up by 19/9 and save 10%."},
    )
    text = "The course starts on September 21; sign up by September 19 to save 10%."
    report = checked(text, offer, system=PERMIT_DAY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_with_two_upcoming_dates_none_is_the_witness():
    two = (
        "get_permit",
        {"permit": "RP-2290"},
        {"inspection_on": "2028-09-21", "decision_by": "2028-09-29"},
    )
    text = "The inspector comes on September 25."
    report = checked(text, two, system=PERMIT_DAY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_an_upcoming_date_of_another_thing_is_left_alone():
    # a claim naming what its date is of (a fee) is not about the permit's inspection
    text = "The renewal fee will be charged on September 25."
    report = checked(text, PERMIT, system=PERMIT_DAY)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a sibling's figure that is a list's extreme only by chance ------------------------------

ACCOUNT = (
    "get_membership",
    {"member": "K-812"},
    {"member": "K-812", "tier": {"code": "SILVER", "name": "Silver Swim", "fee_usd": 42.0}},
)
TIERS = (
    "list_tiers",
    {},
    {
        "tiers": [
            {"code": "BRONZE", "name": "Bronze Swim", "fee_usd": 29.0},
            {"code": "SILVER", "name": "Silver Swim", "fee_usd": 42.0},
            {"code": "GOLD", "name": "Gold Swim", "fee_usd": 58.0},
        ]
    },
)


def test_the_top_tiers_fee_given_as_the_members_tier_is_caught():
    text = "You are on **Silver Swim**, with a fee of $58 a month."
    report = checked(text, ACCOUNT, TIERS)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize(
    "text",
    [
        "You are on Silver Swim ($42 a month); the priciest tier costs $58 a month.",
        "Tiers run from $29 to $58 a month; you are on Silver Swim at $42.",
    ],
)
def test_an_extreme_the_claim_asks_for_passes(text):
    report = checked(text, ACCOUNT, TIERS)
    assert "fact_mismatch" not in kinds(report), show(report)
