"""When a clean claim must not be unsupported, and the near-miss that still must be flagged.

Values a tool output does not hold make a claim ``unsupported``; the finding names them.
Not values: "one" as an article or pronoun (the latest one, 一封, एक ही), a relative date
with no time the answer was written at, what an honest failure report repeats of the
failed request. Clock times without am/pm match either half of the day.
"""

from __future__ import annotations

from datetime import date, time
from decimal import Decimal

import pytest

from nyaya.engine import check
from nyaya.policy import Constitution

DEALS = {
    "user": "What's the pipeline looking like with Blue Harbor?",
    "tools": [{"name": "crm_search_deals", "description": "Search CRM deals"}],
    "calls": [
        {
            "id": "call_1",
            "tool": "crm_search_deals",
            "arguments": {"account": "Blue Harbor", "status": "open"},
            "output": {
                "account": "Blue Harbor",
                "deals": [
                    {"deal_id": "D-1", "name": "Analytics add-on", "amount": 739000},
                    {"deal_id": "D-2", "name": "Data migration", "amount": 546000},
                ],
            },
        }
    ],
}

FLIGHTS = {
    "user": "Which flights go from Bengaluru to Mumbai?",
    "tools": [{"name": "search_flights", "description": "Search flights"}],
    "calls": [
        {
            "id": "call_1",
            "tool": "search_flights",
            "arguments": {"origin": "Bengaluru", "destination": "Mumbai"},
            "output": {
                "flights": [
                    {"flight_number": "AI7451", "departure": "13:25", "price": 5652.8},
                    {"flight_number": "UA484", "departure": "17:00", "price": 18316.8},
                ]
            },
        }
    ],
}


def _unsupported(report):
    return [f for f in report.findings if f.type == "unsupported_claim"]


def test_finding_names_the_claim_and_the_values_found_nowhere(answer, run_check):
    text = "Blue Harbor's pipeline grew by $512,000 this quarter."
    built = answer(text).claim(
        text,
        mentions=[("entity", "Blue Harbor", "Blue Harbor"), ("money", "$512,000", Decimal(512000))],
    )
    [f] = _unsupported(run_check(DEALS, built))
    assert f.found == ["$512,000"]
    assert "'$512,000'" in f.message
    assert "grew by $512,000" in f.message


def test_one_as_a_pronoun_is_not_a_value(answer, run_check):
    text = 'The biggest one, "Analytics add-on", is worth around $739k.'
    built = answer(text).claim(
        text,
        mentions=[
            ("number", "one", Decimal(1)),
            ("quote", '"Analytics add-on"', "Analytics add-on"),
            ("money", "$739k", Decimal(739000)),
        ],
    )
    report = run_check(DEALS, built)
    assert report.findings == []
    assert report.claims[0].status == "verified"
    assert report.action == "emit"


def test_a_made_up_digit_next_to_it_is_still_unsupported(answer, run_check):
    text = "Blue Harbor is one of 7 accounts with open deals."
    built = answer(text).claim(
        text, mentions=[("number", "one", Decimal(1)), ("number", "7", Decimal(7))]
    )
    [f] = _unsupported(run_check(DEALS, built))
    assert f.found == ["7"]


def test_hedged_inference_with_one_of_is_clean(answer, run_check):
    text = "There are 2 open deals. Blue Harbor looks like one of the higher-value accounts."
    built = (
        answer(text)
        .claim("There are 2 open deals.", mentions=[("number", "2", Decimal(2), "deals")])
        .claim(
            "Blue Harbor looks like one of the higher-value accounts.",
            pramana="anumana",
            mentions=[("entity", "Blue Harbor", "Blue Harbor"), ("number", "one", Decimal(1))],
            cues=[("hedge", "looks like")],
        )
    )
    report = run_check(DEALS, built)
    assert report.findings == []
    assert report.action == "emit"


def test_chinese_yi_and_hindi_ek_are_not_values(answer, run_check):
    zh = "最大的一个是“Analytics add-on”。"
    built = answer(zh, "zh").claim(
        zh,
        mentions=[
            ("number", "一", Decimal(1)),
            ("quote", "“Analytics add-on”", "Analytics add-on"),
        ],
    )
    assert run_check(DEALS, built).findings == []
    hi = "Blue Harbor शायद बड़े accounts में से एक है।"
    built = answer(hi, "hi").claim(
        hi, pramana="anumana", mentions=[("number", "एक", Decimal(1))], cues=[("hedge", "शायद")]
    )
    assert run_check(DEALS, built).findings == []


def test_a_time_without_am_pm_matches_either_half_of_the_day(answer, run_check):
    text = "AI7451 दोपहर 1:25 बजे जाती है।"
    built = answer(text, "hi").claim(
        text, mentions=[("entity", "AI7451", "AI7451"), ("time", "1:25", time(1, 25))]
    )
    report = run_check(FLIGHTS, built)
    assert report.findings == []
    assert report.claims[0].status == "verified"


def test_a_wrong_time_or_the_wrong_half_of_the_day_is_still_flagged(answer, run_check):
    for stated, value in (("1:40", time(1, 40)), ("1:25 AM", time(1, 25)), ("01:25", time(1, 25))):
        text = f"AI7451 departs at {stated}."
        built = answer(text).claim(
            text, mentions=[("entity", "AI7451", "AI7451"), ("time", stated, value)]
        )
        report = run_check(FLIGHTS, built)
        assert report.claims[0].status in ("contradicted", "unsupported"), stated
        assert report.findings, stated


def test_an_iso_timestamp_holds_its_time_not_midnight(answer, run_check):
    run = {
        "user": "When is the 1:1?",
        "calls": [
            {
                "id": "c1",
                "tool": "list_events",
                "output": {"events": [{"title": "Sync", "start": "2026-02-21T09:00:00"}]},
            }
        ],
    }
    text = "Sync starts at 00:00."
    built = answer(text).claim(text, mentions=[("time", "00:00", time(0, 0))])
    assert run_check(run, built).claims[0].status != "verified"


def test_cited_url_in_the_results_is_verified_and_one_outside_is_not(answer, run_check):
    run = {
        "user": "Look up solar panel efficiency.",
        "calls": [
            {
                "id": "c1",
                "tool": "web_search",
                "arguments": {"query": "solar panel efficiency"},
                "output": {
                    "results": [
                        {"title": "Perovskite record", "url": "https://en.wikipedia.org/perov-1"}
                    ]
                },
            }
        ],
    }
    good = 'The top one looks like "Perovskite record" (https://en.wikipedia.org/perov-1).'
    built = answer(good).claim(
        good,
        pramana="sabda",
        mentions=[
            ("number", "one", Decimal(1)),
            ("quote", '"Perovskite record"', "Perovskite record"),
            ("url", "https://en.wikipedia.org/perov-1", "https://en.wikipedia.org/perov-1"),
        ],
    )
    report = run_check(run, built)
    assert report.findings == []
    bad = "See https://www.nature.com/perov-9 for details."
    built = answer(bad).claim(
        bad,
        pramana="sabda",
        mentions=[("url", "https://www.nature.com/perov-9", "https://www.nature.com/perov-9")],
    )
    assert "source_fabrication" in {f.type for f in run_check(run, built).findings}


CALENDAR_DOWN = {
    "user": "11 मई 2026 को मेरे calendar में क्या है?",
    "tools": [{"name": "list_events", "description": "List calendar events"}],
    "calls": [
        {
            "id": "call_1",
            "tool": "list_events",
            "arguments": {"date": "2026-05-11"},
            "output": "Error: 429 Too Many Requests",
            "error": "Error: 429 Too Many Requests",
        }
    ],
}


def test_honest_failure_report_is_verified_by_the_failed_call(answer, run_check):
    hi = "Calendar lookup fail हो गया, इसलिए 11 मई 2026 का schedule अभी नहीं बता सकता।"
    built = answer(hi, "hi").claim(
        hi, pramana="anumana", mentions=[("date", "11 मई 2026", date(2026, 5, 11))]
    )
    report = run_check(CALENDAR_DOWN, built)
    assert report.findings == []
    assert report.claims[0].status == "verified"
    assert report.claims[0].evidence[0].field == "error"
    es = "No pude cargar tu calendario del 11 de mayo de 2026; la API tardó demasiado."
    built = answer(es, "es").claim(es, mentions=[("date", "11 de mayo de 2026", date(2026, 5, 11))])
    assert run_check(CALENDAR_DOWN, built).findings == []


def test_a_failure_report_that_adds_a_made_up_value_is_still_unsupported(answer, run_check):
    text = "The calendar API timed out, but your dentist appointment is at 3:00 PM on May 11, 2026."
    built = answer(text).claim(
        text,
        mentions=[("time", "3:00 PM", time(15, 0)), ("date", "May 11, 2026", date(2026, 5, 11))],
    )
    [f] = _unsupported(run_check(CALENDAR_DOWN, built))
    assert f.found == ["3:00 PM"]


def test_a_failure_report_repeats_only_the_failed_request(answer, run_check):
    # A date the failed call was not asked about is not the user's request.
    text = "The calendar lookup failed for 12 May 2026."
    built = answer(text).claim(text, mentions=[("date", "12 May 2026", date(2026, 5, 12))])
    assert _unsupported(run_check(CALENDAR_DOWN, built))


MEETING = {
    "user": "Hey can you check what events I have tomorrow?",
    "tools": [{"name": "QueryCalendar", "description": "Query the calendar"}],
    "calls": [
        {
            "id": "call_1",
            "tool": "QueryCalendar",
            "arguments": {"start_time": "2023-09-11 00:00:00", "end_time": "2023-09-11 23:59:59"},
            "output": {
                "events": [
                    {
                        "name": "1 on 1",
                        "event_type": "meeting",
                        "start_time": "2023-09-11 14:00:00",
                        "end_time": "2023-09-11 15:00:00",
                    }
                ]
            },
        }
    ],
}


def test_relative_date_with_no_time_written_is_not_unsupported(answer, run_check):
    text = "You have 1 meeting tomorrow."
    built = answer(text).claim(
        text,
        mentions=[("number", "1", Decimal(1), "meeting"), ("date", "tomorrow", date(2031, 1, 2))],
    )
    report = run_check(MEETING, built)
    assert _unsupported(report) == []
    # Written on a known day, "tomorrow" names a day the output must hold (the user did
    # not ask about it).
    asked = {**MEETING, "user": "What events do I have?", "created_at": "2031-01-01T09:00:00Z"}
    assert _unsupported(run_check(asked, built))


def test_dates_and_times_the_user_stated_are_the_users_terms(answer, run_check):
    run = {
        **FLIGHTS,
        "user": "Flights to Mumbai on May 26, 2026? I don't want to fly before 11 AM.",
    }
    text = "Here are the flights on May 26, 2026 departing after 11 AM:"
    built = answer(text).claim(
        text,
        mentions=[("date", "May 26, 2026", date(2026, 5, 26)), ("time", "11 AM", time(11, 0))],
    )
    assert _unsupported(run_check(run, built)) == []
    text = "Here are the flights on May 27, 2026 departing after 9 AM:"
    built = answer(text).claim(
        text,
        mentions=[("date", "May 27, 2026", date(2026, 5, 27)), ("time", "9 AM", time(9, 0))],
    )
    [f] = _unsupported(run_check(run, built))
    assert f.found == ["May 27, 2026", "9 AM"]


def test_a_month_named_may_is_no_hedge(answer, run_check):
    # "on 25 May" does not hedge "you don't have anything scheduled" after a failed call.
    text = "You don't have anything scheduled on 25 May."
    built = answer(text).claim(text, mentions=[("date", "25 May", date(2026, 5, 25))])
    report = run_check(CALENDAR_DOWN, built)
    assert "false_absence" in {f.type for f in report.findings}
    text = "You may not have anything scheduled on 25 May."
    built = answer(text).claim(text, mentions=[("date", "25 May", date(2026, 5, 25))])
    assert "false_absence" not in {f.type for f in run_check(CALENDAR_DOWN, built).findings}


def test_tooltalk_meeting_tomorrow_reads_tomorrow_from_when_it_was_written():
    run = {
        **MEETING,
        "run_id": "tooltalk-query-calendar",
        "language": "en",
        "created_at": "2023-09-10T09:00:00Z",
        "response": "You have 1 meeting tomorrow. A 1 on 1 from 2:00 PM to 3:00 PM.",
    }
    from datetime import UTC, datetime

    report = check(run, now=datetime(2026, 12, 15, tzinfo=UTC))
    assert _unsupported(report) == []
    assert report.action == "emit"


def test_a_non_critical_unsupported_claim_does_not_hold_the_answer_back(answer, run_check):
    text = "There are 2 open deals. The team has 14 reps. Analytics add-on is the biggest."
    built = (
        answer(text)
        .claim("There are 2 open deals.", mentions=[("number", "2", Decimal(2), "deals")])
        .claim("The team has 14 reps.", mentions=[("number", "14", Decimal(14))])
        .claim(
            "Analytics add-on is the biggest.",
            mentions=[("quote", "Analytics add-on", "Analytics add-on")],
        )
    )
    relaxed = Constitution.from_dict({"critical": ["citations"]})
    report = run_check(DEALS, built, policy=relaxed)
    assert report.claims[1].status == "unsupported"
    assert report.action == "emit"
    # Numbers are critical by default: the made-up one is never emitted silently.
    report = run_check(DEALS, built)
    assert [f.found for f in _unsupported(report)] == [["14"]]


def test_one_news_item_is_a_count_of_the_news(answer, run_check):
    run = {
        "user": "¿Cómo va Inditex?",
        "calls": [
            {
                "id": "c1",
                "tool": "get_stock_quote",
                "arguments": {"symbol": "Inditex"},
                "output": {"symbol": "Inditex", "price": 46.5, "news": [{"headline": "Earnings"}]},
            }
        ],
    }
    text = "También encontré 1 noticia sobre Inditex."
    built = answer(text, "es").claim(
        text, mentions=[("number", "1", Decimal(1)), ("entity", "Inditex", "Inditex")]
    )
    assert run_check(run, built).findings == []
    text = "También encontré 3 noticias sobre Inditex."
    built = answer(text, "es").claim(
        text, mentions=[("number", "3", Decimal(3)), ("entity", "Inditex", "Inditex")]
    )
    assert "count_mismatch" in {f.type for f in run_check(run, built).findings}


EVENING = {
    "user": "广州到成都有哪些航班？",
    "tools": [{"name": "search_flights", "description": "Search flights"}],
    "calls": [
        {
            "id": "c1",
            "tool": "search_flights",
            "arguments": {"origin": "广州", "destination": "成都"},
            "output": {
                "flights": [
                    {"flight_number": "AI4222", "departure": "09:10", "price": 3863.58},
                    {"flight_number": "AI6280", "departure": "21:10", "price": 1606.43},
                ]
            },
        }
    ],
}


def test_the_marker_of_the_half_of_the_day_decides(answer, run_check):
    # Whether or not the claims layer has already turned 下午9点10分 into 21:10.
    for value in (time(9, 10), time(21, 10)):
        text = "AI6280航班下午9点10分出发。"
        built = answer(text, "zh").claim(
            text, mentions=[("entity", "AI6280", "AI6280"), ("time", "下午9点10分", value)]
        )
        report = run_check(EVENING, built)
        assert report.findings == [], value
        assert report.claims[0].status == "verified"
    text = "AI6280航班上午9点10分出发。"
    built = answer(text, "zh").claim(
        text, mentions=[("entity", "AI6280", "AI6280"), ("time", "上午9点10分", time(9, 10))]
    )
    assert run_check(EVENING, built).findings


def test_clock_readings():
    from nyaya.checks.evidence import clock_readings

    assert clock_readings(time(1, 25), "1:25") == ((1, 25), (13, 25))
    assert clock_readings(time(1, 25), "1:25 AM") == ((1, 25),)
    assert clock_readings(time(1, 25), "दोपहर 1:25") == ((13, 25),)
    assert clock_readings(time(3, 0), "3 de la tarde") == ((15, 0),)
    assert clock_readings(time(10, 0), "रात 10 बजे") == ((22, 0),)
    assert clock_readings(time(2, 0), "रात 2 बजे") == ((2, 0),)
    assert clock_readings(time(9, 0), "9pm") == ((21, 0),)
    assert clock_readings(time(6, 0), "06:00") == ((6, 0),)
    assert clock_readings(time(12, 30), "12:30") == ((12, 30),)
    assert clock_readings(time(12, 0), "12 AM") == ((0, 0),)
    assert clock_readings(time(14, 0), "2:00 PM") == ((14, 0),)
    assert clock_readings("3pm", "3pm") == ()


def test_the_number_of_a_list_item_is_a_label(answer, run_check):
    text = "**Flight 2:** AI7451 at 13:25."
    built = answer(text).claim(
        text,
        mentions=[
            ("number", "2", Decimal(2)),
            ("entity", "AI7451", "AI7451"),
            ("time", "13:25", time(13, 25)),
        ],
    )
    assert run_check(FLIGHTS, built).findings == []
    text = "AI7451 has 2 stops."
    built = answer(text).claim(
        text, mentions=[("entity", "AI7451", "AI7451"), ("number", "2", Decimal(2))]
    )
    assert [f.found for f in _unsupported(run_check(FLIGHTS, built))] == [["2"]]


def test_a_timestamp_in_the_users_context_is_a_24_hour_time(answer, run_check):
    # "2023-09-11 09:00:00" says 09:00; it does not make "9 PM" the user's own words.
    run = {
        "user": "Context: timestamp 2023-09-11 09:00:00\nAny alarms around 6 PM?",
        "calls": [{"id": "c1", "tool": "find_alarms", "output": {"alarms": [{"time": "18:00"}]}}],
    }
    text = "I found an alarm around 9 PM."
    built = answer(text).claim(text, mentions=[("time", "9 PM", time(21, 0))])
    assert [f.found for f in _unsupported(run_check(run, built))] == [["9 PM"]]
    text = "I found an alarm around 6 PM."
    built = answer(text).claim(text, mentions=[("time", "6 PM", time(18, 0))])
    assert run_check(run, built).findings == []


INR_DEALS = {
    "user": "HDFC Bank के साथ pipeline कैसी है?",
    "calls": [
        {
            "id": "c1",
            "tool": "crm_search_deals",
            "output": {"deals": [{"name": "Analytics add-on", "amount": 60080000}]},
        }
    ],
}


@pytest.mark.parametrize(
    ("lang", "text", "written", "value", "grounded"),
    [
        ("hi", "Analytics add-on लगभग 6 करोड़ रुपये की है।", "6 करोड़ रुपये", 60000000, True),
        ("hi", "Analytics add-on लगभग 600.8 लाख रुपये की है।", "600.8 लाख रुपये", 60080000, True),
        ("zh", "Analytics add-on大约6008万元。", "6008万元", 60080000, True),
        ("en", "Analytics add-on is worth around $60.1M.", "$60.1M", 60100000, True),
        ("hi", "Analytics add-on लगभग 7.5 करोड़ रुपये की है।", "7.5 करोड़ रुपये", 75000000, False),
        ("zh", "Analytics add-on大约7200万元。", "7200万元", 72000000, False),
    ],
)
def test_money_rounded_in_any_unit(answer, run_check, lang, text, written, value, grounded):
    built = answer(text, lang).claim(
        text,
        mentions=[
            ("quote", "Analytics add-on", "Analytics add-on"),
            ("money", written, Decimal(value)),
        ],
    )
    report = run_check(INR_DEALS, built)
    assert (report.findings == []) is grounded, report.findings
