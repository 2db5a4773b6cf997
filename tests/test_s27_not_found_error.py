"""Absence class (session 27): an error that says the thing does not exist is that absence.

A lookup that failed with "ORDER_NOT_FOUND" / "订单不存在" found nothing, and says so: an
answer that reports no such order restates it. An error of another kind (a timeout, a denied
permission) is no empty result, and an answer that turns it into "there is no such order" is
still a false absence. Each example is written for these tests.
"""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

ANSWER = {
    "en": "I couldn't find order WX-4410 on your account.",
    "zh": "没有查到订单WX-4410。",
}
NOT_FOUND = {
    "en": {"error": {"code": "ORDER_NOT_FOUND", "message": "No order WX-4410 for this account"}},
    "zh": {"error": {"code": "E404", "message": "查无此单号，请核对后重试"}},
}
TIMEOUT = {"error": {"code": "UPSTREAM_TIMEOUT", "message": "order service timed out"}}


@pytest.mark.parametrize("lang", sorted(ANSWER))
def test_a_not_found_error_is_the_absence_reported(lang: str) -> None:
    report = checked(
        ANSWER[lang], ("get_order", {"order": "WX-4410"}, NOT_FOUND[lang]), language=lang
    )
    assert "false_absence" not in kinds(report), show(report)


@pytest.mark.parametrize("lang", sorted(ANSWER))
def test_a_timeout_is_no_empty_result(lang: str) -> None:
    report = checked(ANSWER[lang], ("get_order", {"order": "WX-4410"}, TIMEOUT), language=lang)
    assert "false_absence" in kinds(report), show(report)
