"""Gaps met on real agent answers: year-less dates, quotes, glued URLs, names, tool use, absence.

Each case has a near miss that must read as before.
"""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Any

import pytest

from nyaya.claims import MonthDay, extract
from nyaya.claims.cues import find_cues
from nyaya.claims.mentions import find_mentions

NOW = datetime(2026, 3, 4, 9, 30)  # Wednesday


def values(text: str, language: str, kind: str, now: datetime | None = None) -> list[Any]:
    found = find_mentions(text, language, now=now)
    for m in found:
        assert text[m.start : m.end] == m.text
    return [m.value for m in found if m.kind == kind]


def texts(text: str, language: str, kind: str, now: datetime | None = None) -> list[str]:
    return [m.text for m in find_mentions(text, language, now=now) if m.kind == kind]


def cues(text: str, language: str) -> set[str]:
    found = find_cues(text, language)
    for c in found:
        assert text[c.start : c.end] == c.text
    return {c.kind for c in found}


YEARLESS = [
    ("On 22 October you have a meeting.", "en", "22 October", (10, 22)),
    ("Your flight is on May 29.", "en", "May 29", (5, 29)),
    ("Friday, May 29 works for me.", "en", "Friday, May 29", (5, 29)),
    ("It is on May 29 (Friday).", "en", "May 29 (Friday)", (5, 29)),
    ("The party is on the 3rd of June.", "en", "3rd of June", (6, 3)),
    ("Tu vuelo sale el 29 de mayo.", "es", "29 de mayo", (5, 29)),
    ("La cita es el viernes, 29 de mayo.", "es", "viernes, 29 de mayo", (5, 29)),
    ("La cita es el 29 de mayo (viernes).", "es", "29 de mayo (viernes)", (5, 29)),
    ("आपकी बैठक 22 अक्टूबर को है।", "hi", "22 अक्टूबर", (10, 22)),
    ("आपकी उड़ान शुक्रवार, 29 मई को है।", "hi", "शुक्रवार, 29 मई", (5, 29)),
    ("会议在10月22日。", "zh", "10月22日", (10, 22)),
    ("会议在十月二十二号。", "zh", "十月二十二号", (10, 22)),
    ("航班是5月29日（周五）。", "zh", "5月29日（周五）", (5, 29)),
]


@pytest.mark.parametrize(("text", "language", "written", "month_day"), YEARLESS)
def test_a_date_without_year_is_a_month_day(
    text: str, language: str, written: str, month_day: tuple[int, int]
) -> None:
    found = [m for m in find_mentions(text, language) if m.kind == "date"]
    assert [m.text for m in found] == [written]
    value = found[0].value
    assert isinstance(value, MonthDay) and (value.month, value.day) == month_day
    # the day and month are not also read as plain numbers
    assert values(text, language, "number") == []


@pytest.mark.parametrize(("text", "language", "written", "month_day"), YEARLESS)
def test_with_now_the_year_is_the_nearest_occurrence(
    text: str, language: str, written: str, month_day: tuple[int, int]
) -> None:
    (value,) = values(text, language, "date", now=NOW)
    assert type(value) is date and (value.month, value.day) == month_day
    candidates = [date(y, *month_day) for y in (2025, 2026, 2027)]
    if any(w in written for w in ("Friday", "viernes", "शुक्रवार", "周五")):
        assert value.weekday() == 4  # the stated weekday picks the year
    else:
        assert value == min(candidates, key=lambda d: abs((d - NOW.date()).days))


def test_nearest_occurrence_looks_back_across_new_year() -> None:
    assert values("It was on December 20.", "en", "date", now=NOW) == [date(2025, 12, 20)]
    assert values("Due on March 15.", "en", "date", now=NOW) == [date(2026, 3, 15)]


def test_a_leap_day_without_year_reads() -> None:
    (value,) = values("Born on 29 February.", "en", "date")
    assert (value.month, value.day) == (2, 29)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("These 2 may arrive late.", "en"),  # "may" the verb
        ("Room 22 is free in October.", "en"),
        ("Tienes 3 correos de mayo.", "es"),
        ("अक्टूबर में 22 ईमेल आए।", "hi"),
        ("10月有22封邮件。", "zh"),
        ("On 31 February nothing happened.", "en"),  # no such day
    ],
)
def test_near_misses_are_not_dates(text: str, language: str) -> None:
    assert values(text, language, "date") == []


def test_a_written_year_is_kept() -> None:
    assert values("Paid on May 29, 2024.", "en", "date", now=NOW) == [date(2024, 5, 29)]
    assert values("Pagado el 29 de mayo de 2024.", "es", "date") == [date(2024, 5, 29)]
    assert values("2024年10月22日到期。", "zh", "date") == [date(2024, 10, 22)]


@pytest.mark.parametrize(
    ("text", "language", "inner"),
    [
        ("Subject «Budget review» arrived.", "es", "Budget review"),
        ("The subject is “Budget review”.", "en", "Budget review"),
        ("The subject is ‘Budget review’.", "en", "Budget review"),
        ('The subject is "Budget review".', "en", "Budget review"),
        ("主题是「预算评审」。", "zh", "预算评审"),
        ("书名是『三体』。", "zh", "三体"),
        ("Der Betreff ist „Budget review“.", "en", "Budget review"),
        ("विषय “बजट समीक्षा” है।", "hi", "बजट समीक्षा"),
    ],
)
def test_quotes_in_every_style(text: str, language: str, inner: str) -> None:
    assert values(text, language, "quote") == [inner]


def test_apostrophes_are_no_quotes() -> None:
    assert values("It's Bob's file and Alice's too.", "en", "quote") == []


@pytest.mark.parametrize(
    ("text", "language", "url"),
    [
        ("详情见https://example.com/path，谢谢。", "zh", "https://example.com/path"),
        ("链接（https://a.example/c）】在这里", "zh", "https://a.example/c"),
        ("请访问https://x.org/页面", "zh", "https://x.org/"),
        ("देखें https://example.com/a।", "hi", "https://example.com/a"),
        ("See «https://example.com/a»", "es", "https://example.com/a"),
        (
            "Read https://en.wikipedia.org/wiki/Mercury_(planet).",
            "en",
            "https://en.wikipedia.org/wiki/Mercury_(planet)",
        ),
        ("Go to https://example.com/a?b=1&c=2#frag.", "en", "https://example.com/a?b=1&c=2#frag"),
        ("(see https://example.com/x)", "en", "https://example.com/x"),
    ],
)
def test_urls_end_at_the_first_non_url_character(text: str, language: str, url: str) -> None:
    assert values(text, language, "url") == [url]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("The meeting is set. Your calendar is full. Yes, I did.", "en"),
        ("Hola. El vuelo sale. La reunión es hoy.", "es"),
        ("Nothing turned up. Friday works. October is busy.", "en"),
        ("Safe travels! Looks like rain. Anything else?", "en"),
        ("Departure: 07:00 PM. **Cabin Class:** economy, Arrival: 9 PM.", "en"),
        ("- Charged: $50.\n- Added 2 bags.\n- Looking good.", "en"),
        ("Your reservation ID is ready, at 9 AM EST.", "en"),
    ],
)
def test_capitalised_common_words_are_no_names(text: str, language: str) -> None:
    assert values(text, language, "entity") == []


@pytest.mark.parametrize(
    ("text", "language", "names"),
    [
        ("Alice Chen lives in New York.", "en", ["Alice Chen", "New York"]),
        ("New York is big.", "en", ["New York"]),
        ("Alice sent you 3 emails.", "en", ["Alice"]),  # a lone name opening a sentence
        ("Hola Juan, tu cuenta en Banco Santander está lista.", "es", ["Juan", "Banco Santander"]),
        ("Passenger: Mia Kim", "en", ["Mia Kim"]),
        ("Her name is Virginia J. Graham.", "en", ["Virginia J. Graham"]),
        ("Sophia Silva and Kevin Smith are booked.", "en", ["Sophia Silva", "Kevin Smith"]),
        ("Emails from Alice and Bob.", "en", ["Alice", "Bob"]),
        ("Correos de Juan y María López.", "es", ["Juan", "María López"]),
        ("Johnson & Johnson called.", "en", ["Johnson & Johnson"]),
        ("Chen Lee's booking is set.", "en", ["Chen Lee"]),
        ("Ted sent it.", "en", ["Ted"]),
        (
            "Flight Number: HAT110, Departure: 14:00, Passenger: Mia Kim",
            "en",
            ["HAT110", "Mia Kim"],
        ),
    ],
)
def test_names_still_come_through(text: str, language: str, names: list[str]) -> None:
    assert values(text, language, "entity") == names


@pytest.mark.parametrize(
    ("text", "codes"),
    [
        ("Flight HAT123 is booked.", ["HAT123"]),
        ("Your reservation 8JX2WO and order W2378156 are confirmed.", ["8JX2WO", "W2378156"]),
        ("Confirmation code: ZFA04Y.", ["ZFA04Y"]),
    ],
)
def test_codes_are_entities_not_numbers(text: str, codes: list[str]) -> None:
    assert values(text, "en", "entity") == codes
    assert values(text, "en", "number") == []


def test_unit_suffixes_are_no_codes() -> None:
    assert values("The call is at 10AM and the file is 5GB.", "en", "entity") == []


def test_money_and_times_from_agent_text() -> None:
    assert values("A refund of $1,234.50 or USD 50.", "en", "money") == [
        Decimal("1234.50"),
        Decimal(50),
    ]
    assert texts("Departs at 3:30 PM, arrives 07:00 PM.", "en", "time") == ["3:30 PM", "07:00 PM"]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Your calendar has 3 events.", "en"),
        ("According to your calendar, it is free.", "en"),
        ("Tu calendario tiene tres eventos.", "es"),
        ("आपके कैलेंडर में मीटिंग है।", "hi"),
        ("你的日历上有三个会议。", "zh"),
        ("Three checked bags were added to your reservation.", "en"),
    ],
)
def test_your_x_is_no_tool_use(text: str, language: str) -> None:
    assert "tool_use" not in cues(text, language)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("I checked your calendar.", "en"),
        ("I searched your inbox.", "en"),
        ("I sent the email to Bob.", "en"),
        ("Busqué en tus correos.", "es"),
        ("Revisé tu calendario.", "es"),
        ("मैंने आपके ईमेल देखे।", "hi"),
        ("我查看了你的日历。", "zh"),
    ],
)
def test_acting_verbs_make_tool_use(text: str, language: str) -> None:
    assert "tool_use" in cues(text, language)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Nothing from Bob turned up.", "en"),
        ("I found no matches.", "en"),
        ("I didn't find any emails from Bob.", "en"),
        ("There are no flights on that day.", "en"),
        ("I couldn't find any orders.", "en"),
        ("I wasn't able to find any orders.", "en"),
        ("No hay vuelos ese día.", "es"),
        ("No encontré correos de Bob.", "es"),
        ("कोई ईमेल नहीं मिला।", "hi"),
        ("明天没有会议。", "zh"),
        ("未找到相关记录。", "zh"),
        ("查无此人。", "zh"),
        ("目前没有可用的航班。", "zh"),
    ],
)
def test_absence_phrasings(text: str, language: str) -> None:
    found = cues(text, language)
    assert "absence" in found
    assert "failure" not in found  # not finding is not failing


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("The search failed.", "en"),
        ("I couldn't reach the server.", "en"),
        ("The tool returned an error.", "en"),
        ("La búsqueda falló.", "es"),
        ("खोज विफल रही।", "hi"),
        ("查询失败。", "zh"),
    ],
)
def test_honest_failures_are_failures_not_absences(text: str, language: str) -> None:
    found = cues(text, language)
    assert "failure" in found
    assert "absence" not in found


def test_a_hypothetical_error_is_no_failure() -> None:
    assert "failure" not in cues("If you believe there is an error, I can transfer you.", "en")
    assert "failure" in cues("There was an error retrieving your orders.", "en")


def test_a_negated_action_is_no_absence() -> None:
    assert "absence" not in cues("我没有取消您的订单。", "zh")
    assert "absence" not in cues("I did not cancel your order.", "en")


def test_extract_reads_a_real_shaped_booking() -> None:
    answer = (
        "Your reservation has been updated to the fastest return trip from Denver to Houston "
        "on May 27.\n\n- **Flight HAT136 (JFK to ATL)**\n  - Departure: 07:00 PM EST\n"
        "- **Total Price:** $1,234.50"
    )
    ex = extract(answer, language="en", now=datetime(2024, 5, 15))
    mentions = [m for c in ex.claims for m in c.mentions]
    assert [m.value for m in mentions if m.kind == "date"] == [date(2024, 5, 27)]
    entities = [m.value for m in mentions if m.kind == "entity"]
    assert entities == ["Denver", "Houston", "HAT136", "JFK", "ATL"]
    assert not any(c.kind == "tool_use" for claim in ex.claims for c in claim.cues)
    assert [m.value for m in mentions if m.kind == "money"] == [Decimal("1234.50")]
