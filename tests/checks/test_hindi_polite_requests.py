"""Hindi polite requests in -इएगा ("देख लीजिएगा", "बता दीजिएगा", "ले आइएगा") end like a future
in -एगा; they ask the user to do something and foretell nothing. Futures ("आ जाएगा",
"मिलेगा", "आएगा") stay predictions."""

from __future__ import annotations

from typing import Any

import pytest

from nyaya import check
from nyaya.checks.language import words_for


@pytest.mark.parametrize(
    "text", ["कल app में status देख लीजिएगा", "कृपया PIN बता दीजिएगा", "रसीद साथ ले आइएगा"]
)
def test_a_polite_request_is_no_future(text: str) -> None:
    assert words_for("hi").stance["future"].search(text) is None


@pytest.mark.parametrize("text", ["रकम कल तक आ जाएगी", "कार्ड दो दिन में मिलेगा", "मिस्त्री कल आएगा"])
def test_a_future_stays_a_future(text: str) -> None:
    assert words_for("hi").stance["future"].search(text) is not None


def run(response: str) -> dict[str, Any]:
    return {
        "run_id": "hi-request-1",
        "language": "hi",
        "user": "मेरी bike insurance claim का क्या हुआ?",
        "tools": [{"name": "claim_status", "description": "Claim की स्थिति"}],
        "calls": [
            {
                "id": "c1",
                "tool": "claim_status",
                "arguments": {"claim": "BK-3310"},
                "output": {"claim": "BK-3310", "status": "survey pending", "surveyor": "R. Nair"},
            }
        ],
        "response": response,
    }


def test_an_answer_that_asks_the_user_to_act_holds_no_conclusion() -> None:
    report = check(
        run("आपकी claim BK-3310 का survey अभी बाकी है। Surveyor आने पर RC साथ रख लीजिएगा।")
    )
    assert report.action == "emit"
    assert not [f for f in report.findings if "conclusion" in (f.reason or "")]
