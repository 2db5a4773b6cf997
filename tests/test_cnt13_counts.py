"""Count classes (helper cnt13): a count of the rest when no whole is stated.

The answer goes through some items of a list as list lines ("these were not shipped:" and
a bullet per item), then counts the rest ("the other 4 were shipped"): the rest is the
list's length less the lines. Each example is written for these tests.
"""

from __future__ import annotations

from runkit import checked, kinds, show, witness_of

PARCELS = (
    "get_parcels",
    {"account": "AC-77"},
    {
        "parcels": [
            {"label": "Desk lamp", "state": "SHIPPED"},
            {"label": "Wool blanket", "state": "HELD"},
            {"label": "Garden hose", "state": "SHIPPED"},
            {"label": "Tea kettle", "state": "HELD"},
            {"label": "Yoga mat", "state": "SHIPPED"},
            {"label": "Bike pump", "state": "SHIPPED"},
        ]
    },
)

HELD_EN = "These were held back:\n\n- Wool blanket\n- Tea kettle\n\n"
HELD_ES = "Estos quedaron retenidos:\n\n- Wool blanket\n- Tea kettle\n\n"
HELD_HI = "ये रोके गए:\n\n- Wool blanket\n- Tea kettle\n\n"
HELD_ZH = "以下包裹被扣留:\n\n- Wool blanket\n- Tea kettle\n\n"


def test_the_rest_of_the_listed_items_passes():
    report = checked(HELD_EN + "The other 4 parcels were shipped.", PARCELS)
    assert "count_mismatch" not in kinds(report), show(report)


def test_the_rest_off_by_one_is_caught_with_the_rest():
    report = checked(HELD_EN + "The other 5 parcels were shipped.", PARCELS)
    assert "count_mismatch" in kinds(report), show(report)
    assert witness_of(report, "count_mismatch").value == 4


def test_a_spanish_rest_off_the_listed_items_is_caught():
    report = checked(HELD_ES + "Los otros 5 paquetes se enviaron.", PARCELS, language="es")
    assert "count_mismatch" in kinds(report), show(report)


def test_a_spanish_rest_of_the_listed_items_passes():
    report = checked(HELD_ES + "Los otros 4 paquetes se enviaron.", PARCELS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_hindi_rest_off_the_listed_items_is_caught():
    report = checked(HELD_HI + "बाकी 3 parcels भेज दिए गए।", PARCELS, language="hi")
    assert "count_mismatch" in kinds(report), show(report)


def test_a_hindi_rest_of_the_listed_items_passes():
    report = checked(HELD_HI + "बाकी 4 parcels भेज दिए गए।", PARCELS, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_chinese_rest_of_the_listed_items_passes():
    report = checked(HELD_ZH + "其余4个包裹已发出。", PARCELS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_lines_that_name_no_item_of_the_list_settle_nothing():
    report = checked(
        "Next steps:\n\n- check the address\n- call the depot\n\nThe other 5 parcels were shipped.",
        PARCELS,
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_chinese_rest_off_the_listed_items_is_caught():
    report = checked(HELD_ZH + "其余5个包裹已发出。", PARCELS, language="zh")
    assert "count_mismatch" in kinds(report), show(report)


# a Chinese count whose noun is the topic before "一共有" and only a measure word follows
ORDERS = (
    "list_orders",
    {"buyer": "B-12"},
    {
        "orders": [
            {"ref": "OD-51", "placed": "2031-05-02"},
            {"ref": "OD-58", "placed": "2031-05-09"},
            {"ref": "OD-63", "placed": "2031-05-11"},
        ],
    },
)


def test_a_chinese_topic_count_off_the_list_is_caught():
    report = checked("你五月下的订单一共有4个，都已付款。", ORDERS, language="zh")
    assert "count_mismatch" in kinds(report), show(report)


def test_a_chinese_topic_count_of_the_list_passes():
    report = checked("你五月下的订单一共有3个，都已付款。", ORDERS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


SHIPMENTS = (
    "list_orders",
    {"buyer": "B-40"},
    {
        "orders": [
            {"ref": "OD-71", "state": "shipped"},
            {"ref": "OD-74", "state": "pending"},
            {"ref": "OD-79", "state": "pending"},
        ],
    },
)


def test_a_chinese_count_among_them_is_not_read_as_a_topic():
    report = checked("你的订单一共有3个，其中有1个已发货。", SHIPMENTS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


# a numeral that names a place or a day, not a number of things
DESKS = (
    "list_rooms",
    {"site": "North"},
    {"rooms": [{"room": "N-1", "free_from": "09:00"}, {"room": "N-2", "free_from": "13:00"}]},
)


def test_a_chinese_floor_is_not_a_count():
    report = checked("5楼的会议室有2个空着。", DESKS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_chinese_count_of_rooms_beside_a_floor_is_still_caught():
    report = checked("5楼的会议室有3个空着。", DESKS, language="zh")
    assert "count_mismatch" in kinds(report), show(report)


def test_a_hindi_day_of_the_month_is_not_a_count():
    report = checked("9 तारीख को 2 rooms खाली हैं।", DESKS, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_hindi_count_of_rooms_beside_a_day_is_still_caught():
    report = checked("9 तारीख को 3 rooms खाली हैं।", DESKS, language="hi")
    assert "count_mismatch" in kinds(report), show(report)


# a count followed by the items it counts, named one by one, that names another number
def test_a_count_naming_more_items_than_it_says_is_caught():
    report = checked("2 parcels will fit in the car: Desk lamp, Yoga mat and Bike pump.", PARCELS)
    assert "count_mismatch" in kinds(report), show(report)
    assert witness_of(report, "count_mismatch").value == 3


def test_a_count_naming_as_many_items_as_it_says_passes():
    report = checked("3 parcels will fit in the car: Desk lamp, Yoga mat and Bike pump.", PARCELS)
    assert "count_mismatch" not in kinds(report), show(report)


def test_an_open_enumeration_is_no_witness():
    report = checked("4 parcels will fit in the car, such as: Desk lamp, Yoga mat.", PARCELS)
    found = [f for f in report.findings if f.type == "count_mismatch"]
    assert all(f.witness is None or f.witness.value != 2 for f in found), show(report)


def test_a_spanish_count_naming_fewer_items_is_caught():
    report = checked("3 paquetes caben en el coche (Desk lamp y Yoga mat).", PARCELS, language="es")
    assert "count_mismatch" in kinds(report), show(report)


def test_a_hindi_count_naming_fewer_items_is_caught():
    report = checked("3 parcels कार में आ जाएँगे (Desk lamp, Yoga mat)।", PARCELS, language="hi")
    assert "count_mismatch" in kinds(report), show(report)


def test_a_chinese_count_naming_fewer_items_is_caught():
    report = checked("有3个包裹放得进车里：Desk lamp、Yoga mat。", PARCELS, language="zh")
    assert "count_mismatch" in kinds(report), show(report)
