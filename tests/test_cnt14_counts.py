"""Count classes (helper cnt14): a count held only to the list its words name.

- a number of times beside a list of another thing: a Han connector "中" inside a noun
  ("中药") is no "M 个中 N" ("10 次 + 中药熏蒸 4 次" is no 4 of 10);
- a list inside one item of a longer list is no witness of a count whose line does not
  name that item ("2 have status ..." beside one item's one-entry ``notes``);
- a remainder of a planned whole ("that leaves 9 sessions") is the whole less the parts
  the answer counted, never the list of the parts done;
- a number that opens a list item the answer copies in its own language ("3 कलर प्रिंट"
  for the item "3 colour prints") is that item's text, not a count.

Each example is written for these tests.
"""

from __future__ import annotations

from runkit import checked, kinds, show

# --- times beside a list of windows ------------------------------------------------------

SPA = (
    "list_spa_plans",
    {"venue": "hill"},
    {
        "plans": [
            {"code": "P1", "name": "基础疗程", "sessions": {"massage": 10}, "price": 3200},
            {
                "code": "P2",
                "name": "高级疗程",
                "sessions": {"massage": 10, "herbal": 4},
                "price": 5100,
            },
        ],
        "openings": [
            {"room": "A", "check_windows": [{"from": "2026-01-02", "to": "2026-01-09"}]},
            {
                "room": "B",
                "check_windows": [
                    {"from": "2026-01-03", "to": "2026-01-05"},
                    {"from": "2026-02-01", "to": "2026-02-20"},
                ],
            },
        ],
    },
)


def test_a_count_of_times_after_a_han_noun_holding_zhong_is_no_part():
    report = checked("高级疗程：按摩 10 次 + 中药熏蒸 4 次。", SPA, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_han_part_of_a_whole_is_still_read():
    # "2 个房间中有 3 个": more than the whole, the part is read and the whole checked
    report = checked("两个房间中有 1 个在一月可以入住。", SPA, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


# --- a list inside one item of a longer list ----------------------------------------------

PERMITS = (
    "list_permits",
    {"site": "S-4"},
    {
        "permits": [
            {"permit_id": "PM-11", "holder": "Ola Brandt", "review_state": "approved"},
            {
                "permit_id": "PM-12",
                "holder": "Ravi Dutt",
                "review_state": "approved",
                "notes": ["fence height"],
            },
            {"permit_id": "PM-13", "holder": "Ana Ruiz", "review_state": "pending"},
        ],
        "total": 3,
    },
)


def test_a_part_beside_one_items_inner_list_is_counted_by_the_outer_filter():
    report = checked("The site has **3 permits**; 2 have review_state approved.", PERMITS)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_part_off_the_outer_filter_is_still_caught():
    report = checked("The site has **3 permits**; 2 have review_state pending.", PERMITS)
    assert "count_mismatch" in kinds(report), show(report)


def test_an_inner_list_is_the_witness_when_its_line_names_the_item():
    report = checked("Ravi Dutt's permit PM-12 has 2 notes.", PERMITS)
    assert "count_mismatch" in kinds(report), show(report)


# --- a remainder of a planned whole ---------------------------------------------------------

THERAPY = (
    "get_therapy_plan",
    {"client": "C-9"},
    {
        "plan": {"sessions_planned": 12, "fee_each": 80},
        "visits": [
            {"date": "2025-01-06", "kind": "session"},
            {"date": "2025-01-13", "kind": "session"},
            {"date": "2025-01-20", "kind": "session"},
        ],
    },
)
NOW = "Today is Monday, February 3, 2025."


def test_that_leaves_the_whole_less_the_parts_done():
    report = checked(
        "The plan is 12 sessions and 3 are done. That leaves 9 sessions.", THERAPY, system=NOW
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_more_to_go_is_the_whole_less_the_parts_done():
    report = checked(
        "You booked 12 sessions in all; 3 happened so far, 9 more to go.", THERAPY, system=NOW
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_remainder_is_never_held_to_the_list_of_the_parts_done():
    # (the whole less the parts is 9: 7 is wrong, but the 3 visits are no witness of it)
    report = checked(
        "The plan is 12 sessions and 3 are done. That leaves 7 sessions.", THERAPY, system=NOW
    )
    assert "/visits" not in show(report), show(report)


def test_a_spanish_remainder_ahead_is_the_whole_less_the_parts():
    report = checked(
        "El plan tiene 12 sesiones y ya hiciste 3, así que hay 9 sesiones por delante.",
        THERAPY,
        system=NOW,
        language="es",
    )
    assert "count_mismatch" not in kinds(report), show(report)


# --- a number that opens a copied list item ------------------------------------------------

PRINT = (
    "get_print_order",
    {"order": "PO-5"},
    {
        "order": "PO-5",
        "contents": ["Bound booklet", "Laminated cover", "3 colour prints", "USB copy"],
    },
)


def test_a_number_opening_a_copied_item_is_its_text():
    report = checked(
        "ऑर्डर में ये चीज़ें हैं:\n\n- बाउंड बुकलेट\n- लैमिनेटेड कवर\n- 3 कलर प्रिंट\n- USB कॉपी",
        PRINT,
        language="hi",
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_of_the_items_is_still_held_to_the_list():
    report = checked("The print order holds 5 contents.", PRINT)
    assert "count_mismatch" in kinds(report), show(report)
