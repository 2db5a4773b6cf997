"""A quoted title no output holds, in a claim whose figure only one record holds.

"'Harbour lease' is the biggest at $48,300" when $48,300 is the "Depot rent" contract's
amount alone: the record's own title is the witness. Figures held by several records, a
title quoted as written, and a title an answer in another language may have translated
all pass.
"""

from __future__ import annotations

from typing import Any

import pytest

import nyaya


def _check(response: str, language: str, contracts: list[dict[str, Any]]) -> Any:
    return nyaya.check(
        {
            "language": language,
            "user": "Which contract is the biggest?",
            "calls": [
                {
                    "id": "c1",
                    "tool": "list_contracts",
                    "arguments": {"vendor": "Kestrel"},
                    "output": {"contracts": contracts},
                }
            ],
            "response": response,
        }
    )


_EN = [
    {"ref": "K-101", "title": "Depot rent", "amount": 48300},
    {"ref": "K-102", "title": "Forklift service", "amount": 12750},
]
_ZH = [
    {"ref": "K-101", "title": "仓库租赁合同", "amount": 48300},
    {"ref": "K-102", "title": "叉车维保合同", "amount": 12750},
]
_ES = [
    {"ref": "K-101", "title": "Alquiler del almacén", "amount": 48300},
    {"ref": "K-102", "title": "Mantenimiento de carretillas", "amount": 12750},
]


def _mismatch(report: Any) -> list[Any]:
    return [f for f in report.findings if f.type == "fact_mismatch"]


@pytest.mark.parametrize(
    ("response", "language", "contracts"),
    [
        ('"Harbour lease" is the biggest one, at $48,300.', "en", _EN),
        ("金额最大的是“码头租赁合同”，48,300元。", "zh", _ZH),
        ("El más grande es «Alquiler de oficinas», por 48.300 €.", "es", _ES),
    ],
)
def test_a_quoted_title_no_output_holds_is_held_to_the_record_its_figure_names(
    response, language, contracts
):
    found = _mismatch(_check(response, language, contracts))
    assert found and found[0].witness.pointer == "/contracts/0/title", found


@pytest.mark.parametrize(
    ("response", "language", "contracts"),
    [
        ('"Depot rent" is the biggest one, at $48,300.', "en", _EN),
        ("金额最大的是“仓库租赁合同”，48,300元。", "zh", _ZH),
        # an English title quoted in Spanish may be a translation: not compared
        ("El más grande es «Alquiler del depósito», por 48.300 $.", "es", _EN),
    ],
)
def test_a_title_quoted_as_written_or_possibly_translated_passes(response, language, contracts):
    assert _mismatch(_check(response, language, contracts)) == []


def test_a_figure_two_records_hold_binds_no_title():
    shared = [dict(c, amount=48300) for c in _EN]
    assert _mismatch(_check('"Harbour lease" comes to $48,300.', "en", shared)) == []
