"""Derived value class (session 26): an elapsed time the answer computed between two moments
the outputs date, across midnight too (a kiln firing, a night shift, an overnight job):
"ran for 12 h 42 min" from 19:05 to 07:47 the next morning.

- the elapsed time is verified by the two moments, rounded as the answer rounds it;
- a duration no pair of moments gives is not verified by them.

Each example is written for these tests.
"""

from __future__ import annotations

import pytest

from runkit import checked, show

JOB = (
    "get_batch_job",
    {"job": "NIGHTLY-7"},
    {
        "job": "NIGHTLY-7",
        "started_at": "2031-03-02T22:50:00+01:00",
        "finished_at": "2031-03-03T06:15:00+01:00",
        "status": "succeeded",
        "retry_delay_min": 20,
    },
)

ELAPSED = {
    "en": "The nightly job succeeded after running for 7 h 25 min.",
    "es": "El trabajo nocturno terminó bien tras 7 h 25 min de ejecución.",
    "hi": "रात का जॉब 7 घंटे 25 मिनट चलने के बाद सफल रहा।",
    "zh": "夜间任务运行了7小时25分钟，已成功完成。",
}


@pytest.mark.parametrize("lang", sorted(ELAPSED))
def test_an_elapsed_time_across_midnight_is_verified(lang: str) -> None:
    report = checked(ELAPSED[lang], JOB, language=lang)
    assert report.action == "emit", show(report)
    durations = [e for c in report.claims for e in c.evidence if e.source == "derived"]
    assert durations and durations[0].derivation.startswith("minutes from"), show(report)


def test_a_rounded_elapsed_time_is_verified() -> None:
    report = checked("The nightly job ran for roughly 7 h 30 min and succeeded.", JOB)
    assert report.action == "emit", show(report)
    assert report.claims[0].status == "verified", show(report)


def test_an_elapsed_time_no_two_moments_give_is_not_verified() -> None:
    report = checked("The nightly job ran for 9 h 10 min and succeeded.", JOB)
    assert report.claims[0].status != "verified", show(report)
