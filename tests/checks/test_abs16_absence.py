"""False-absence classes of helper abs16.

- An offer or a bid a buyer made on a listed thing is a concept of its own in every
  language ("no offers yet", "ninguna puja", "कोई बोली नहीं", "还没有人出价"): the denial
  meets an output list keyed ``offers``, whose items are its witnesses.
- A label a denial closes keeps naming the denied thing when words of time stand beside
  the denial ("Pujas: ninguna por ahora", "Pujas: de momento, ninguna").

Every example is written for these tests."""

from __future__ import annotations

from typing import Any

import pytest

from runkit import checked, kinds, show

_TODAY = "Today is Friday, 4 September 2026."


def _bids(items: list[dict[str, Any]], key: str = "offers") -> tuple[str, dict[str, Any], Any]:
    return (
        "list_bids",
        {"item_id": "BK-2204"},
        {"item_id": "BK-2204", key: items, "total": len(items)},
    )


_BID = {"bid_id": "BD-7731", "bidder": "cyclo_rik", "amount_eur": 140, "state": "open"}

_NO_BIDS = [
    ("en", "Your road bike BK-2204 is still listed; no offers so far."),
    ("es", "Tu bicicleta BK-2204 sigue publicada; de momento no hay ninguna puja."),
    ("es", "Ofertas por la bicicleta: ninguna por ahora."),
    ("es", "Pujas recibidas: de momento, ninguna."),
    ("hi", "आपकी साइकिल BK-2204 अभी लिस्टेड है, पर उस पर अभी तक कोई बोली नहीं आई है।"),
    ("zh", "您的自行车 BK-2204 还在售，目前没有任何出价。"),
]


@pytest.mark.parametrize(("language", "answer"), _NO_BIDS)
def test_a_returned_offer_is_the_witness(language: str, answer: str):
    report = checked(answer, _bids([_BID]), system=_TODAY, language=language)
    assert "false_absence" in kinds(report), show(report)


@pytest.mark.parametrize(("language", "answer"), _NO_BIDS)
def test_an_empty_list_of_offers_verifies_the_denial(language: str, answer: str):
    report = checked(answer, _bids([]), system=_TODAY, language=language)
    assert "false_absence" not in kinds(report), show(report)
