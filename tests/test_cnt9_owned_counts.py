"""Count-mismatch class (helper cnt9): a count of one item's own list, the item named by
the bullet or heading the count sits under ("1. **Maple kitchen** ... 3 open tasks" and that
project's board, found by the id the project list and the boards share). The count is held
to that item's list, not to the sum of the lists of every item. Each example is written for
these tests; a right count of the item's list, and a count of all of them, still pass."""

from __future__ import annotations

from runkit import checked, kinds, show, witness_of

PROJECTS = (
    "list_projects",
    {"client": "C-19"},
    {
        "projects": [
            {"code": "RN-410", "title": "Maple kitchen refit", "due": "2032-06-30"},
            {"code": "RN-411", "title": "Birch loft insulation", "due": "2032-07-15"},
            {"code": "RN-412", "title": "Cedar porch repair", "due": "2032-05-20"},
        ]
    },
)
BOARDS = (
    "get_task_boards",
    {"codes": ["RN-410", "RN-411", "RN-412"]},
    {
        "boards": [
            {"code": "RN-410", "open_tasks": ["tile backsplash", "fit handles"]},
            {"code": "RN-411", "open_tasks": []},
            {"code": "RN-412", "open_tasks": ["replace two boards"]},
        ]
    },
)


def _en(n: int) -> str:
    return (
        "Here is where your projects stand:\n\n"
        f"1. **Maple kitchen refit** (due June 30). It still has {n} open tasks.\n"
        "2. **Birch loft insulation** (due July 15). Nothing left to do.\n"
        "3. **Cedar porch repair** (due May 20). One board left to replace."
    )


def test_an_english_count_of_the_named_items_own_list_is_caught():
    report = checked(_en(3), PROJECTS, BOARDS)
    assert witness_of(report, "count_mismatch").pointer == "/boards/0/open_tasks", show(report)


def test_the_right_english_count_of_the_named_items_list_passes():
    report = checked(_en(2), PROJECTS, BOARDS)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_under_a_heading_naming_the_item_is_caught():
    answer = "### Maple kitchen refit\n\n- due June 30\n- 4 open tasks on its board"
    report = checked(answer, PROJECTS, BOARDS)
    assert witness_of(report, "count_mismatch").pointer == "/boards/0/open_tasks", show(report)


def test_a_count_of_every_items_lists_together_still_passes():
    answer = "Across your three projects there are 3 open tasks left."
    report = checked(answer, PROJECTS, BOARDS)
    assert "count_mismatch" not in kinds(report), show(report)


def _es(n: int) -> str:
    return (
        "Así van tus proyectos:\n\n"
        f"1. **Maple kitchen refit** (vence el 30 de junio). Todavía tiene {n} tareas abiertas.\n"
        "2. **Birch loft insulation** (vence el 15 de julio). No queda nada."
    )


def test_a_spanish_count_of_the_named_items_list_is_caught():
    report = checked(_es(3), PROJECTS, BOARDS, language="es")
    assert witness_of(report, "count_mismatch").pointer == "/boards/0/open_tasks", show(report)


def test_the_right_spanish_count_of_the_named_items_list_passes():
    report = checked(_es(2), PROJECTS, BOARDS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


def _hi(n: int) -> str:
    return (
        "आपके प्रोजेक्ट्स की स्थिति:\n\n"
        f"1. **Maple kitchen refit** (30 जून तक)। इसमें अभी {n} टास्क खुले हैं।\n"
        "2. **Birch loft insulation** (15 जुलाई तक)। कुछ नहीं बचा।"
    )


def test_a_hindi_count_of_the_named_items_list_is_caught():
    report = checked(_hi(3), PROJECTS, BOARDS, language="hi")
    assert witness_of(report, "count_mismatch").pointer == "/boards/0/open_tasks", show(report)


def test_the_right_hindi_count_of_the_named_items_list_passes():
    report = checked(_hi(2), PROJECTS, BOARDS, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


def _zh(n: int) -> str:
    return (
        "你的几个项目情况如下：\n\n"
        f"1. **Maple kitchen refit**（6月30日截止）。还有 {n} 个待办任务。\n"
        "2. **Birch loft insulation**（7月15日截止）。已经没有待办了。"
    )


def test_a_chinese_count_of_the_named_items_list_is_caught():
    report = checked(_zh(3), PROJECTS, BOARDS, language="zh")
    assert witness_of(report, "count_mismatch").pointer == "/boards/0/open_tasks", show(report)


def test_the_right_chinese_count_of_the_named_items_list_passes():
    report = checked(_zh(2), PROJECTS, BOARDS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a positive count is not read as the items lacking a nested field -------------------

PARCELS = (
    "get_shipment",
    {"shipment": "SH-88"},
    {
        "parcels": [
            {"tag": "P1", "state": "delivered"},
            {"tag": "P2", "state": "rerouted", "reroute": {"diff_days": 2}},
            {"tag": "P3", "state": "delivered"},
            {"tag": "P4", "state": "rerouted", "reroute": {"diff_days": 1}},
            {"tag": "P5", "state": "lost"},
        ]
    },
)


def test_a_count_of_changes_is_not_the_parcels_without_a_nested_difference():
    answer = "Shipment SH-88 had changes on 3 parcels."
    report = checked(answer, PARCELS)
    assert witness_of(report, "count_mismatch").pointer == "/parcels", show(report)


def test_a_count_of_the_parcels_with_the_nested_field_passes():
    answer = "Shipment SH-88 had changes on 2 parcels."
    report = checked(answer, PARCELS)
    assert "count_mismatch" not in kinds(report), show(report)
