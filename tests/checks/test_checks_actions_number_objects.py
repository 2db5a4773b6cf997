"""A number word after a lookup verb counts things; it names no thing a call should read.

Spanish "dos" shares a stem with the English "dose": "revisé los dos" (I checked both) must
not read as a look at a dose no call returned, while a real dose still does.
"""

from __future__ import annotations

from typing import Any

import pytest

import nyaya


def _run(response: str, language: str) -> Any:
    return nyaya.check(
        {
            "language": language,
            "user": "Are my parcels stuck?",
            "calls": [
                {
                    "id": "c1",
                    "tool": "list_parcels",
                    "arguments": {},
                    "output": {"parcels": [{"id": "P-1", "state": "moving"}, {"id": "P-2"}]},
                }
            ],
            "response": response,
        }
    )


def _fabricated(report: Any) -> bool:
    return any(f.type == "fabricated_tool_call" for f in report.findings)


@pytest.mark.parametrize(
    ("response", "language"),
    [
        ("Revisé los dos: siguen en camino.", "es"),
        ("Ya revisé los dos y ninguno está detenido.", "es"),
        ("I checked the two parcels and both are moving.", "en"),
    ],
)
def test_a_number_word_after_a_lookup_names_no_unread_thing(response, language):
    report = _run(response, language)
    assert not _fabricated(report), [(f.type, f.message) for f in report.findings]


def test_a_thing_no_call_read_is_still_named_next_to_a_number():
    report = _run("Revisé las dos dosis de tu receta.", "es")
    assert _fabricated(report), [(f.type, f.message) for f in report.findings]
