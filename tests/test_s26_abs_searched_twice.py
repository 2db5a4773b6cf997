"""A denial over a search the run made twice, by different arguments, of the same tool.

"I looked it up by both, and there is no booking" speaks of every search made. When one of
them came back empty and the other returned the thing, the returned item is the witness:
the claim's sentence names a value the full search was made with, or the item the full
search returned. A denial that names only the empty search's argument, or an honest
report of what each search returned, still passes.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.runkit import checked

_EMPTY = {"bookings": [], "total": 0}
_FOUND = {
    "bookings": [
        {"ref": "KT-40771", "guest": "Olwen Marsh", "room": "Garden Suite", "nights": 2},
    ],
    "total": 1,
}


def _absences(answer: str, language: str, second: dict[str, Any] = _FOUND) -> list[Any]:
    report = checked(
        answer,
        ("find_bookings", {"ref_code": "KT-99120"}, _EMPTY),
        ("find_bookings", {"email": "olwen.marsh@example.net"}, second),
        language=language,
    )
    return [f for f in report.findings if f.type == "false_absence"]


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "I searched with the code KT-99120 and with olwen.marsh@example.net, and found "
            "no booking at all.",
            "en",
        ),
        (
            "Busqué con el código KT-99120 y con olwen.marsh@example.net, y no aparece "
            "ninguna reserva.",
            "es",
        ),
        ("我用 KT-99120 和 olwen.marsh@example.net 都查了，没有找到任何预订。", "zh"),
        (
            "मैंने KT-99120 और olwen.marsh@example.net दोनों से देखा, पर कोई बुकिंग नहीं मिली।",
            "hi",
        ),
    ],
)
def test_a_denial_naming_the_search_that_found_it_meets_the_item(answer, language):
    found = _absences(answer, language)
    assert found and found[0].reason == "result_exists", found
    assert found[0].witness is not None and found[0].witness.pointer.startswith("/bookings/0")


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        # only the empty search is named: its own result is what the claim reports
        ("The code KT-99120 shows no booking; by email I found KT-40771.", "en"),
        ("Con el código KT-99120 no aparece ninguna reserva; por correo salió KT-40771.", "es"),
    ],
)
def test_a_denial_of_the_empty_search_alone_passes(answer, language):
    assert _absences(answer, language) == []


def test_both_searches_empty_verifies_the_denial():
    answer = (
        "I searched with the code KT-99120 and with olwen.marsh@example.net, and found "
        "search shows any booking."
    )
    assert _absences(answer, "en", second=_EMPTY) == []


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("I tried the code and your email too, but there is no booking for Olwen Marsh.", "en"),
        ("मैंने कोड और ईमेल दोनों से देखा, पर Olwen Marsh की कोई बुकिंग नहीं मिली।", "hi"),
    ],
)
def test_a_denial_for_the_person_the_other_search_returned_meets_the_item(answer, language):
    found = _absences(answer, language)
    assert found and found[0].witness is not None, found
    assert found[0].witness.pointer.startswith("/bookings/0")


_BY_CODE = ("find_bookings", {"ref_code": "KT-99120"}, _EMPTY)
_BY_EMAIL = ("find_bookings", {"email": "olwen.marsh@example.net"}, _FOUND)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        (
            "I looked under the code KT-99120 and under your email, and I can't find any "
            "booking for the weekend.",
            "en",
        ),
        (
            "Busqué con el código KT-99120 y también con tu email, y no encuentro ninguna "
            "reserva para el fin de semana.",
            "es",
        ),
    ],
)
def test_a_denial_naming_one_search_by_value_and_the_other_by_its_key(answer, language):
    report = checked(answer, _BY_CODE, _BY_EMAIL, language=language)
    found = [f for f in report.findings if f.type == "false_absence"]
    assert found and found[0].witness is not None, report.findings
    assert found[0].witness.pointer.startswith("/bookings/0")


def test_only_the_empty_search_named_by_value_and_key_passes():
    report = checked(
        "Under the code KT-99120 I can't find any booking.", _BY_CODE, _BY_EMAIL, language="en"
    )
    assert [f for f in report.findings if f.type == "false_absence"] == []


def test_i_cannot_find_is_a_plain_denial_not_an_offer():
    report = checked(
        "I can't find any booking for the weekend.",
        ("find_bookings", {"ref_code": "KT-40771"}, _FOUND),
        language="en",
    )
    assert [f for f in report.findings if f.type == "false_absence"], report.findings
