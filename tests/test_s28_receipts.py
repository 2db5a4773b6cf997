"""Receipts, slips and vouchers are one concept in four languages (session 28; examples
written for these tests): a count of them is held to a list of ``slips``."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

SLIPS = (
    "list_weighbridge_slips",
    {"farmer": "F-21", "date": "2026-03-02"},
    {"slips": [{"no": f"WB-{k}", "net_kg": 900 + k} for k in range(3)], "total": 3},
)
SAID = {
    "en": "Three weighbridge slips were issued to you on 2 March.",
    "es": "El 2 de marzo se te emitieron 3 recibos de báscula.",
    "hi": "2 मार्च को आपके नाम पर कुल 3 पर्चियाँ बनीं।",
    "zh": "3月2日一共给您开了 3 张小票。",
}


@pytest.mark.parametrize("lang", sorted(SAID))
def test_a_count_of_receipts_is_held_to_the_slips(lang: str) -> None:
    right = checked(SAID[lang], SLIPS, language=lang)
    assert "count_mismatch" not in kinds(right), show(right)
    wrong = checked(SAID[lang].replace(" 3 ", " 4 ").replace("Three", "Four"), SLIPS, language=lang)
    assert "count_mismatch" in kinds(wrong), show(wrong)
