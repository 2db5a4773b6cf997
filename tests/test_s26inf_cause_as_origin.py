"""Stance class (session 26): a cause named by calling an event the knock-on, the side effect,
the error or the fault of something else ("the hub dropped off as a knock-on of the boiler
lockout", "la desconexión fue un fallo de la caldera", "हब का बंद होना बॉयलर की ख़राबी से
हुआ", "断网是锅炉故障造成的").

- no conjunction says "because", yet the claim names the cause outright: an output must give
  that cause, as with "the cause is X";
- the same claim beside an output that gives that cause passes;
- the event reported with no cause named passes.

Each example is written for these tests.
"""

from __future__ import annotations

from typing import Any

import pytest

from runkit import checked, kinds, show

TODAY = {
    "en": "Today is Wednesday, 12 November 2031.",
    "es": "Hoy es miércoles 12 de noviembre de 2031.",
    "hi": "आज बुधवार, 12 नवंबर 2031 है।",
    "zh": "今天是2031年11月12日，星期三。",
}


def _log(cause: dict[str, str] | None = None) -> tuple[str, dict[str, Any], Any]:
    hub: dict[str, Any] = {"device": "hub", "event": "offline", "at": "2031-11-12T06:11:00"}
    if cause is not None:
        hub.update(cause)
    return (
        "get_home_events",
        {"home": "H-3307", "date": "2031-11-12"},
        {
            "home": "H-3307",
            "events": [
                {"device": "boiler", "event": "lockout", "at": "2031-11-12T06:10:00"},
                hub,
            ],
        },
    )


NAMED = {
    "en": "The boiler locked out at 06:10 and the hub went offline at 06:11. The hub dropped "
    "off the network as a knock-on of the boiler lockout.",
    "es": "La caldera se bloqueó a las 06:10 y el hub se desconectó a las 06:11. La "
    "desconexión del hub fue un fallo de la caldera.",
    "hi": "बॉयलर 06:10 पर लॉक हुआ और हब 06:11 पर ऑफ़लाइन हुआ। हब का ऑफ़लाइन होना बॉयलर की ख़राबी से हुआ।",
    "zh": "锅炉在06:10锁定，集线器在06:11离线。集线器离线是锅炉故障造成的。",
}


@pytest.mark.parametrize("lang", sorted(NAMED))
def test_an_event_called_the_knock_on_of_another_names_its_cause(lang: str) -> None:
    report = checked(NAMED[lang], _log(), system=TODAY[lang], language=lang)
    assert "inference_as_fact" in kinds(report), show(report)


GIVEN = {
    "en": {"cause": "knock-on of the boiler lockout: the hub shares its power supply"},
    "es": {"causa": "fallo de la caldera: el hub comparte su alimentación"},
    "hi": {"कारण": "बॉयलर की ख़राबी: हब उसी बिजली सप्लाई पर है"},
    "zh": {"原因": "锅炉故障，集线器与锅炉共用电源"},
}


@pytest.mark.parametrize("lang", sorted(NAMED))
def test_the_same_cause_an_output_gives_passes(lang: str) -> None:
    report = checked(NAMED[lang], _log(GIVEN[lang]), system=TODAY[lang], language=lang)
    assert "inference_as_fact" not in kinds(report), show(report)


REPORTED = {
    "en": "The boiler locked out at 06:10 and the hub went offline at 06:11.",
    "es": "La caldera se bloqueó a las 06:10 y el hub se desconectó a las 06:11.",
    "hi": "बॉयलर 06:10 पर लॉक हुआ और हब 06:11 पर ऑफ़लाइन हुआ।",
    "zh": "锅炉在06:10锁定，集线器在06:11离线。",
}


@pytest.mark.parametrize("lang", sorted(REPORTED))
def test_the_events_reported_with_no_cause_pass(lang: str) -> None:
    report = checked(REPORTED[lang], _log(), system=TODAY[lang], language=lang)
    assert "inference_as_fact" not in kinds(report), show(report)


NOT_TO_BLAME = {
    "en": "The hub went offline at 06:11; it is not the fault of your settings.",
    "zh": "集线器在06:11离线，这不是您设置的问题。",
}


@pytest.mark.parametrize("lang", sorted(NOT_TO_BLAME))
def test_a_fault_denied_names_no_cause(lang: str) -> None:
    report = checked(NOT_TO_BLAME[lang], _log(), system=TODAY[lang], language=lang)
    assert "inference_as_fact" not in kinds(report), show(report)
