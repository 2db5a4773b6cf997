"""Action lexicon (session 27): Chinese "预留" / "给您留" report a reservation the agent made.

"我这边为您预留了两台" says the agent set one aside: a run that never called its reserving tool
made that up, and a run that did is fine. Each example is written for these tests.
"""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

STOCK = ("check_stock", {"sku": "WB-220"}, {"sku": "WB-220", "in_stock": 3, "store": "西湖店"})
HOLD = ("hold_item", {"sku": "WB-220", "qty": 1}, {"hold_id": "H-5512", "expires": "2031-06-02"})


@pytest.mark.parametrize(
    "answer",
    [
        "西湖店还有3台WB-220，我这边为您预留了两台，周五前来取即可。",
        "西湖店有3台WB-220，已经给您留好一台了。",
    ],
)
def test_a_reservation_no_call_made_is_fabricated(answer: str) -> None:
    report = checked(answer, STOCK, language="zh", tools=["hold_item"])
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_a_reservation_the_run_made_is_no_fabrication() -> None:
    answer = "西湖店还有3台WB-220，我这边为您预留了一台（H-5512），周五前来取即可。"
    report = checked(answer, STOCK, HOLD, language="zh")
    assert "fabricated_tool_call" not in kinds(report), show(report)
