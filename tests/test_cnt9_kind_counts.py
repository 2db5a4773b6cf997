"""Count-mismatch classes (helper cnt9), each example written for these tests:

- a count of things named by what the items' kind field says ("4 VMs" and items whose
  ``type`` is ``cloud.instance``): the items of that kind are what it counts;
- a count in a sentence whose later clause holds an offer or a modal ("3 are approved,
  which you can print"): a count of what exists is still a count;
- a part of a whole ("3 of your 5 permits") is not verified by another list that happens to
  be 3 long.
"""

from __future__ import annotations

from runkit import checked, kinds, show, witness_of

ASSETS = (
    "get_lab_inventory",
    {"lab": "lab-7"},
    {
        "lab": "lab-7",
        "monthly_cost": 2140.5,
        "assets": [
            {"label": "gpu-box-a", "type": "cloud.instance", "zone": "west-2", "cost": 910.0},
            {"label": "gpu-box-b", "type": "cloud.instance", "zone": "west-2", "cost": 640.0},
            {"label": "scratch-vol", "type": "cloud.disk", "zone": "west-2", "cost": 120.5},
            {"label": "etl-box", "type": "cloud.instance", "zone": "east-1", "cost": 470.0},
        ],
    },
)


def test_an_acronym_count_of_the_items_of_one_kind_is_caught():
    answer = "Most of lab-7's $2,140.50 goes to its 4 VMs; gpu-box-a alone is $910."
    report = checked(answer, ASSETS)
    assert witness_of(report, "count_mismatch").pointer == "/assets", show(report)


def test_the_right_count_of_the_items_of_one_kind_passes():
    answer = "Most of lab-7's $2,140.50 goes to its 3 VMs; gpu-box-a alone is $910."
    report = checked(answer, ASSETS)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_spanish_count_of_the_items_of_one_kind_is_caught():
    answer = "La mayor parte de los $2,140.50 del lab-7 se va en sus 2 instancias de cómputo."
    report = checked(answer, ASSETS, language="es")
    assert witness_of(report, "count_mismatch").pointer == "/assets", show(report)


def test_the_right_spanish_count_of_one_kind_passes():
    answer = "La mayor parte de los $2,140.50 del lab-7 se va en sus 3 instancias de cómputo."
    report = checked(answer, ASSETS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_hindi_count_of_the_items_of_one_kind_is_caught():
    answer = "lab-7 के $2,140.50 में से ज़्यादातर खर्च इसके 5 सर्वरों पर है।"
    report = checked(answer, ASSETS, language="hi")
    assert witness_of(report, "count_mismatch").pointer == "/assets", show(report)


def test_a_chinese_count_of_the_items_of_one_kind_is_caught():
    answer = "lab-7 每月 $2,140.50 的费用主要花在 2 台虚拟机上。"
    report = checked(answer, ASSETS, language="zh")
    assert witness_of(report, "count_mismatch").pointer == "/assets", show(report)


def test_the_right_chinese_count_of_one_kind_passes():
    answer = "lab-7 每月 $2,140.50 的费用主要花在 3 台虚拟机上。"
    report = checked(answer, ASSETS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_of_all_the_items_by_their_list_still_passes():
    answer = "lab-7 has 4 assets, 3 of them in west-2."
    report = checked(answer, ASSETS)
    assert "count_mismatch" not in kinds(report), show(report)


# ---- an offer or a modal in a later clause leaves the count a count ---------------------

PERMITS = (
    "list_permit_requests",
    {"household": "H-5520"},
    {
        "requests": [
            {"ref": "PR-71", "permit": "FENCE", "state": "APPROVED", "printable": True},
            {"ref": "PR-72", "permit": "SHED", "state": "APPROVED", "printable": True},
            {"ref": "PR-73", "permit": "DRIVEWAY", "state": "IN_REVIEW"},
            {"ref": "PR-74", "permit": "TREE_REMOVAL", "state": "DENIED"},
            {"ref": "PR-75", "permit": "POOL", "state": "IN_REVIEW"},
        ]
    },
)


def test_an_english_count_before_a_clause_with_an_offer_is_caught():
    answer = (
        "Of your 5 permit requests, 3 are approved, the fence and the shed ones, "
        "and I can print them for you if you like."
    )
    report = checked(answer, PERMITS)
    assert witness_of(report, "count_mismatch").pointer == "/requests", show(report)


def test_the_right_english_count_before_an_offer_passes():
    answer = (
        "Of your 5 permit requests, 2 are approved, the fence and the shed ones, "
        "and I can print them for you if you like."
    )
    report = checked(answer, PERMITS)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_hindi_count_before_a_modal_clause_is_caught():
    answer = "आपके 5 परमिट अनुरोधों में से 3 अनुरोध मंज़ूर (approved) हो चुके हैं — इन्हें आप पोर्टल से प्रिंट कर सकते हैं।"
    report = checked(answer, PERMITS, language="hi")
    assert witness_of(report, "count_mismatch").pointer == "/requests", show(report)


def test_the_right_hindi_count_before_a_modal_clause_passes():
    answer = "आपके 5 परमिट अनुरोधों में से 2 अनुरोध मंज़ूर (approved) हो चुके हैं — इन्हें आप पोर्टल से प्रिंट कर सकते हैं।"
    report = checked(answer, PERMITS, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_spanish_count_before_an_offer_is_caught():
    answer = (
        "3 de tus 5 solicitudes de permiso están aprobadas (approved), "
        "y si quieres te las puedo imprimir."
    )
    report = checked(answer, PERMITS, language="es")
    assert witness_of(report, "count_mismatch").pointer == "/requests", show(report)


def test_a_chinese_count_before_a_modal_clause_is_caught():
    # (the count of its own noun: a bare "有 3 个" after a whole in another clause binds to
    # no list, and "DENIED" shares only the concept of a decision with "批准")
    answer = "已批准（approved）的许可申请有 3 个，你可以在网上打印。"
    report = checked(answer, PERMITS, language="zh")
    assert witness_of(report, "count_mismatch").pointer == "/requests", show(report)
    assert "DENIED" not in show(report), show(report)
    right = checked(answer.replace("3", "2"), PERMITS, language="zh")
    assert "count_mismatch" not in kinds(right), show(right)


def test_a_count_the_offer_itself_governs_is_still_an_offer():
    answer = "If you like, I can print 3 of the approved permits tonight."
    report = checked(answer, PERMITS)
    assert "count_mismatch" not in kinds(report), show(report)


# ---- the part of a whole is held to the list of that whole -------------------------------


def test_a_part_of_a_whole_is_not_verified_by_another_list_of_its_size():
    filed = (
        "list_permit_requests",
        {"household": "H-5520"},
        {"permit_requests": PERMITS[2]["requests"]},
    )
    linked = (
        "get_permit_detail",
        {"ref": "PR-73"},
        {"ref": "PR-73", "linked_permits": ["PR-80", "PR-81", "PR-82"]},
    )
    answer = "3 of your 5 permit requests are approved (approved)."
    report = checked(answer, filed, linked)
    assert witness_of(report, "count_mismatch").pointer == "/permit_requests", show(report)
