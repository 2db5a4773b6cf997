"""Count class (session 27): a part of a whole, then the items it counts.

"**2 of the 4 items** left in one parcel (tracking TRK-88120), arriving Friday: the desk lamp,
the office chair and the bookshelf" counts the items it then names, three of them:

- an aside in brackets before the list ("(tracking TRK-88120)") does not hide the list;
- an item named in short ("the desk lamp" for "Brass Desk Lamp, 40 cm") is that item when
  no other item of the list holds its words;
- one item's quantity that equals the count (the chair's ``qty: 2``) is no reading of a part
  of a whole beside several named items.

Each example is written for these tests.
"""

from __future__ import annotations

from runkit import checked, kinds, show

ORDER = (
    "get_order",
    {"order": "OR-5120"},
    {
        "order": "OR-5120",
        "items": [
            {"name": "Brass Desk Lamp, 40 cm", "qty": 1, "status": "shipped"},
            {"name": "Mesh Office Chair", "qty": 2, "status": "shipped"},
            {"name": "Oak Bookshelf, 5 shelves", "qty": 1, "status": "shipped"},
            {"name": "Walnut Wall Clock", "qty": 1, "status": "backordered"},
        ],
        "parcel": {"tracking": "TRK-88120", "eta": "2031-03-14"},
    },
)
LIST = "left in one parcel (tracking TRK-88120): the desk lamp, the office chair and the bookshelf."


def test_a_part_counted_short_of_the_items_it_names_is_a_count_mismatch() -> None:
    report = checked(f"**2 of the 4 items** {LIST}", ORDER, language="en")
    assert "count_mismatch" in kinds(report), show(report)
    assert report.trust_level != "fully_verified", show(report)


def test_a_part_that_names_as_many_items_as_it_counts_holds() -> None:
    report = checked(f"**3 of the 4 items** {LIST}", ORDER, language="en")
    assert "count_mismatch" not in kinds(report), show(report)


def test_entries_that_could_be_several_items_settle_nothing() -> None:
    # "the wood piece" is no word of any item: the enumeration is not read as closed
    answer = "**2 of the 4 items** left in one parcel: the desk lamp, the chair and the wood piece."
    report = checked(answer, ORDER, language="en")
    assert "count_mismatch" not in kinds(report), show(report)
