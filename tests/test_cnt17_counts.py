"""Count classes (helper cnt17): a number that is part of an item is no count of its list.

- a number the answer writes with the words around it as an output text has them ("the
  Lumen 5 Mini", "三号线二期") names a thing of the output, it counts nothing;
- a number that opens one entry of an enumeration of a list of texts ("take: a torch, 3 spare
  batteries, a map") is that item's own figure, in another language too;
- a count of pieces over lines that carry a quantity ("4 kinds, 9 pieces") may count the
  units, once a price per unit (``unit_price_cents``) is not read as a second quantity;
- a Chinese count whose measure word is followed by a verb ("3位是…") counts by its measure
  word, and the items whose value ends in the phrase after it ("…研究生") are its witness;
- a count of one value's items with a word beside its noun that no field was read by ("4
  lessons taught" beside 5 lessons of hers, 4 of them ``done``) is no contradiction.

Each example is written for these tests.
"""

from __future__ import annotations

from runkit import checked, kinds, show

# --- a number inside an output's own text ------------------------------------------------------

LAMPS = (
    "search_lamps",
    {"room": "study"},
    {
        "results": [
            {"sku": "L-1", "name": "Lumen 5 Mini desk lamp", "price_eur": 39},
            {"sku": "L-2", "name": "Arc floor lamp", "price_eur": 89},
            {"sku": "L-3", "name": "Clip reading light", "price_eur": 19},
        ]
    },
)


def test_a_number_in_a_product_name_is_no_count():
    report = checked("The cheapest desk option is the Lumen 5 Mini desk lamp at €39.", LAMPS)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_wrong_count_of_the_same_list_is_still_caught():
    report = checked("The search returned 5 results.", LAMPS)
    assert "count_mismatch" in kinds(report), show(report)


WORKS = (
    "get_metro_works",
    {"city": "rivertown"},
    {
        "items": [
            {"id": "W1", "title": "三号线二期站台改造", "status": "进行中"},
            {"id": "W2", "title": "五号线信号升级", "status": "已完成"},
            {"id": "W3", "title": "七号线换乘通道", "status": "进行中"},
            {"id": "W4", "title": "一号线照明更换", "status": "已完成"},
        ]
    },
)


def test_a_han_number_inside_a_quoted_title_is_no_count():
    report = checked("正在施工的有三号线二期站台改造和七号线换乘通道。", WORKS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


# --- a number opening one entry of an enumeration of the list's texts -------------------------

KIT = (
    "get_visa_checklist",
    {"visa": "V-2"},
    {
        "visa": "V-2",
        "documents": [
            "Signed lease copy",
            "2 recent photographs",
            "Identity card copy",
            "Bank statement",
        ],
    },
)


def test_an_enumerated_item_opening_with_a_number_is_no_count_hindi():
    answer = "ले जाएँ: लीज़ की कॉपी, 2 फ़ोटोग्राफ़, पहचान पत्र की कॉपी और बैंक स्टेटमेंट।"
    report = checked(answer, KIT, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_of_the_list_itself_is_still_caught_hindi():
    report = checked("कुल 2 डॉक्यूमेंट्स चाहिए।", KIT, language="hi")
    assert "count_mismatch" in kinds(report), show(report)


# --- pieces over lines that carry a quantity ---------------------------------------------------

BASKET = (
    "get_basket",
    {"basket": "b-9"},
    {
        "lines": [
            {"sku": "P-1", "name": "Oat milk 1l", "qty": 3, "unit_price_cents": 210},
            {"sku": "P-2", "name": "Rye bread", "qty": 1, "unit_price_cents": 350},
            {"sku": "P-3", "name": "Apples 1kg", "qty": 2, "unit_price_cents": 299},
            {"sku": "P-4", "name": "Coffee beans", "qty": 3, "unit_price_cents": 899},
        ]
    },
)


def test_pieces_summed_over_quantities_chinese():
    report = checked("购物篮里共 4 种、9 件商品。", BASKET, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_pieces_summed_over_quantities_english():
    report = checked("Your basket holds 4 products, 9 items in all.", BASKET)
    assert "count_mismatch" not in kinds(report), show(report)


def test_pieces_that_match_no_sum_are_still_caught():
    report = checked("Your basket holds 11 items.", BASKET)
    assert "count_mismatch" in kinds(report), show(report)


# --- a Chinese measure word followed by a verb -------------------------------------------------

COACHES = (
    "search_coaches",
    {"sport": "tennis"},
    {
        "total": 4,
        "items": [
            {"id": "c1", "name": "甲教练", "background": "体院退役运动员", "rating": 4.9},
            {"id": "c2", "name": "乙教练", "background": "俱乐部全职教练", "rating": 4.8},
            {"id": "c3", "name": "丙教练", "background": "省队退役运动员", "rating": 4.7},
            {"id": "c4", "name": "丁教练", "background": "大学体育老师", "rating": 4.6},
        ],
    },
)


def test_a_kind_by_the_head_of_its_values_is_held():
    report = checked("找到 4 位教练，其中3位是退役运动员。", COACHES, language="zh")
    assert "count_mismatch" in kinds(report), show(report)


def test_the_right_count_of_that_kind_passes():
    report = checked("找到 4 位教练，其中2位是退役运动员。", COACHES, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


# --- a word beside the noun that no field was read by ------------------------------------------

LESSONS = (
    "list_lessons",
    {"teacher": "T-4", "month": "2031-03"},
    {
        "lessons": [
            {"date": "2031-03-03", "pupil": "Iker", "status": "done"},
            {"date": "2031-03-05", "pupil": "Iker", "status": "done"},
            {"date": "2031-03-10", "pupil": "Nora", "status": "done"},
            {"date": "2031-03-12", "pupil": "Iker", "status": "done"},
            {"date": "2031-03-17", "pupil": "Iker", "status": "done"},
            {"date": "2031-03-19", "pupil": "Iker", "status": "no_show"},
        ]
    },
)


def test_a_narrowed_count_of_one_value_is_not_contradicted_spanish():
    report = checked("Iker: 4 lecciones impartidas y una a la que no vino.", LESSONS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_plain_count_of_one_value_is_still_caught():
    report = checked("Iker has 4 lessons this month.", LESSONS)
    assert "count_mismatch" in kinds(report), show(report)
