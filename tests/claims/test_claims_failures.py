"""Honest failure reports ("the lookup failed", "请求超时") are `failure` cues, per
language and code-mixed, and stay distinct from absence ("nothing found")."""

from __future__ import annotations

import pytest

from nyaya.claims import extract


def _kinds(text: str, language: str) -> set[str]:
    return {c.kind for claim in extract(text, language=language).claims for c in claim.cues}


FAILURES = [
    ("hi", "lookup fail हो गया।"),
    ("hi", "फ़ाइल load नहीं हो पाया।"),
    ("hi", "request timeout हो गया।"),
    ("hi", "सर्वर से error आया।"),
    ("hi", "error की वजह से डेटा नहीं मिल सका।"),
    ("hi", "त्रुटि के कारण रिकॉर्ड नहीं मिल पाया।"),
    ("zh", "查询失败。"),
    ("zh", "请求超时。"),
    ("zh", "接口报错了。"),
    ("zh", "无法访问该网站。"),
    ("es", "No se pudo cargar la página."),
    ("es", "Hubo un error al consultar el calendario."),
    ("es", "Se agotó el tiempo de espera."),
    ("es", "El servicio está caído."),
    ("en", "I couldn't load the page."),
    ("en", "The request timed out."),
    ("en", "The service is down right now."),
    ("en", "I got a server error from the booking system."),
    ("en", "The calendar could not be reached."),
]


@pytest.mark.parametrize(("language", "text"), FAILURES)
def test_failure_phrasings_are_failure_cues(language: str, text: str) -> None:
    assert "failure" in _kinds(text, language)


ABSENCES = [
    ("hi", "कोई ईमेल नहीं मिला।"),
    ("zh", "没有找到相关邮件。"),
    ("es", "No encontré ningún resultado."),
    ("en", "I found no results."),
    ("en", "I wasn't able to find any flights."),
]


@pytest.mark.parametrize(("language", "text"), ABSENCES)
def test_absence_is_not_a_failure(language: str, text: str) -> None:
    kinds = _kinds(text, language)
    assert "absence" in kinds and "failure" not in kinds


NEAR_MISSES = [
    ("en", "The stock is down 3% today."),
    ("en", "The server error rate fell to 2%."),
    ("en", "Prices crashed last year."),
    ("hi", "मीटिंग का समय 3 बजे है।"),
    ("es", "La reunión dura una hora."),
]


@pytest.mark.parametrize(("language", "text"), NEAR_MISSES)
def test_near_misses_are_no_failure(language: str, text: str) -> None:
    assert "failure" not in _kinds(text, language)


def test_failure_explaining_an_absence_keeps_both_cues() -> None:
    kinds = _kinds("lookup fail हो गया, इसलिए जानकारी नहीं मिली।", "hi")
    assert {"failure", "absence"} <= kinds


def test_a_timeout_is_no_newspaper() -> None:
    # "el tiempo" inside "se agotó el tiempo" is not the newspaper El Tiempo
    assert "source" not in _kinds("Se agotó el tiempo de espera.", "es")
    assert "source" in _kinds("Según El Tiempo, mañana lloverá.", "es")
