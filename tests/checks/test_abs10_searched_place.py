"""False-absence class of helper abs10: an absence scoped by the place it was looked for in
("nothing in the trash either", "en la papelera tampoco", "रीसायकल बिन में भी नहीं", "回收站同样没有")
is told by the one lookup whose tool names that place (``list_trash``, ``list_recycle_bin``),
not by the other searches of the run: an item that lookup returned is the witness; an empty
result there verifies it. Every example is written for these tests."""

from __future__ import annotations

from typing import Any

from runkit import checked, kinds, show, witness_of


def _calls(in_trash: list[dict[str, Any]]) -> list[tuple[str, dict[str, Any], Any]]:
    return [
        ("search_drive", {"query": "boiler warranty"}, {"total": 0, "files": []}),
        (
            "list_trash",
            {"query": "boiler warranty"},
            {"total": len(in_trash), "files": in_trash},
        ),
    ]


_SCAN = {"name": "boiler-warranty-scan.png", "deleted_on": "2026-02-11", "size_kb": 812}


def test_nothing_in_the_trash_while_it_holds_the_file():
    answer = "The boiler warranty is not in your drive, and there is nothing in the trash either."
    report = checked(answer, *_calls([_SCAN]))
    assert witness_of(report, "false_absence").value == "boiler-warranty-scan.png", show(report)


def test_nothing_in_the_trash_when_it_is_empty():
    answer = "The boiler warranty is not in your drive, and there is nothing in the trash either."
    report = checked(answer, *_calls([]))
    assert "false_absence" not in kinds(report), show(report)


def test_spanish_papelera_tampoco_while_it_holds_the_file():
    answer = "En la papelera tampoco encontré ningún archivo relacionado."
    report = checked(answer, *_calls([_SCAN]), language="es")
    assert "false_absence" in kinds(report), show(report)


def test_spanish_papelera_tampoco_when_it_is_empty():
    answer = "En la papelera tampoco encontré ningún archivo relacionado."
    report = checked(answer, *_calls([]), language="es")
    assert "false_absence" not in kinds(report), show(report)


def test_chinese_trash_has_nothing_while_it_holds_the_file():
    answer = "回收站中同样没有搜到这份文件。"
    report = checked(answer, *_calls([_SCAN]), language="zh")
    assert "false_absence" in kinds(report), show(report)


def test_chinese_trash_has_nothing_when_it_is_empty():
    answer = "回收站中同样没有搜到这份文件。"
    report = checked(answer, *_calls([]), language="zh")
    assert "false_absence" not in kinds(report), show(report)


def test_hindi_recycle_bin_has_nothing_while_it_holds_the_file():
    answer = "रीसायकल बिन में भी कोई फ़ाइल नहीं मिली।"
    report = checked(answer, *_calls([_SCAN]), language="hi")
    assert "false_absence" in kinds(report), show(report)


def test_the_drive_search_is_not_the_trash():
    # the absence names the drive, whose search came back empty; the trash holding the file
    # is no witness against it
    answer = "Nothing came up in your drive; the scan is in the trash (deleted on Feb 11)."
    report = checked(answer, *_calls([_SCAN]))
    assert "false_absence" not in kinds(report), show(report)


def test_no_copy_among_the_backups_while_one_holds_it():
    calls = [
        ("search_notes", {"query": "garden plan"}, {"notes": []}),
        (
            "list_backups",
            {"query": "garden plan"},
            {"snapshots": [{"label": "garden-plan-v3", "taken": "2026-03-02"}]},
        ),
    ]
    answer = "I couldn't find the garden plan in your notes, and there is no copy in the backups."
    report = checked(answer, *calls)
    assert witness_of(report, "false_absence").value == "garden-plan-v3", show(report)
