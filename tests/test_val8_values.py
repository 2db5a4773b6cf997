"""Fact mismatch classes (val8): an output string of one list item said of another item.

The claim names an item by its names and figures (or the lines just above it do) and then
states a string that only a sibling item holds under the same key: a one-word place, a
verdict code written with spaces, a Chinese term. The witness is the named item's own
field. Correct answers of the same shape, and answers that compare two items, pass.
Every example here is written for these tests."""

from __future__ import annotations

from runkit import checked, kinds, show, witness_of

KENNELS = (
    "find_boarding",
    {"pet": "dog", "nights": 3},
    {
        "kennels": [
            {"kennel_id": "KN-41", "wing": "Larchmont", "walk_min": 35, "nightly": 58.5},
            {"kennel_id": "KN-77", "wing": "Thornbury", "walk_min": 20, "nightly": 44.0},
            {"kennel_id": "KN-90", "wing": "Greywell", "walk_min": 45, "nightly": 71.25},
        ]
    },
)


def test_a_one_word_place_of_a_sibling_item_is_caught():
    answer = "KN-41 is in the Thornbury wing: 35 minutes of walks a day for $58.50 a night."
    report = checked(answer, KENNELS)
    assert witness_of(report, "fact_mismatch").pointer == "/kennels/0/wing", show(report)


def test_the_item_own_one_word_place_passes():
    answer = "KN-41 is in the Larchmont wing: 35 minutes of walks a day for $58.50 a night."
    report = checked(answer, KENNELS)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_place_said_while_comparing_two_items_passes():
    # the sentence states the item's own place as well: a comparison, not a swap
    answer = "KN-41 (Larchmont) gives 35 minutes of walks for $58.50, more than in Thornbury."
    report = checked(answer, KENNELS)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_place_of_a_sibling_named_by_its_own_id_passes():
    answer = "KN-41 gives 35 minutes of walks for $58.50, and KN-77 in Thornbury costs $44.00."
    report = checked(answer, KENNELS)
    assert "fact_mismatch" not in kinds(report), show(report)


REVIEWS = (
    "get_code_reviews",
    {"change": "CR-5120"},
    {
        "reviews": [
            {"reviewer": "Tomasz Wilk", "area": "Storage layer", "verdict": "approve_with_nits"},
            {"reviewer": "Amara Osei", "area": "Public API", "verdict": "request_changes"},
            {"reviewer": "Lena Brandt", "area": "Build scripts", "verdict": "approve_with_nits"},
        ]
    },
)


def test_a_verdict_code_of_a_sibling_written_with_spaces_is_caught():
    answer = (
        "Reviews on CR-5120:\n\n- Tomasz Wilk (Storage layer): approve with nits\n"
        "- Amara Osei (Public API): approve with nits\n"
        "- Lena Brandt (Build scripts): approve with nits"
    )
    report = checked(answer, REVIEWS)
    assert witness_of(report, "fact_mismatch").pointer == "/reviews/1/verdict", show(report)


def test_each_reviewer_with_their_own_verdict_passes():
    answer = (
        "Reviews on CR-5120:\n\n- Tomasz Wilk (Storage layer): approve with nits\n"
        "- Amara Osei (Public API): request changes\n"
        "- Lena Brandt (Build scripts): approve with nits"
    )
    report = checked(answer, REVIEWS)
    assert "fact_mismatch" not in kinds(report), show(report)


FLATS = (
    "search_flats",
    {"city": "杭州", "rooms": 2},
    {
        "flats": [
            {"flat_id": "HZ-3301", "estate": "翠苑四区", "rent": 4200, "finish": "精装修",
             "metro": {"station": "文三路站", "walk_m": 400}},
            {"flat_id": "HZ-3419", "estate": "古荡新村", "rent": 3650, "finish": "简单装修",
             "metro": {"station": "古荡站", "walk_m": 650}},
        ]
    },
)  # fmt: skip


def test_a_chinese_term_of_a_sibling_under_the_item_lines_is_caught():
    answer = (
        "1. **翠苑四区**（HZ-3301）\n   ¥4,200/月；步行 400 米到文三路站；精装修。\n"
        "2. **古荡新村**（HZ-3419）\n   ¥3,650/月；步行 650 米到古荡站；\n   精装修，可随时看房。"
    )
    report = checked(answer, FLATS, language="zh")
    assert witness_of(report, "fact_mismatch").pointer == "/flats/1/finish", show(report)


def test_each_flat_with_its_own_term_passes():
    answer = (
        "1. **翠苑四区**（HZ-3301）\n   ¥4,200/月；步行 400 米到文三路站；精装修。\n"
        "2. **古荡新村**（HZ-3419）\n   ¥3,650/月；步行 650 米到古荡站；\n   简单装修，可随时看房。"
    )
    report = checked(answer, FLATS, language="zh")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_spanish_place_of_a_sibling_is_caught():
    answer = "KN-41 está en el ala Greywell: 35 minutos de paseo al día por 58,50 $."
    report = checked(answer, KENNELS, language="es")
    assert witness_of(report, "fact_mismatch").pointer == "/kennels/0/wing", show(report)
    right = answer.replace("Greywell", "Larchmont")
    assert "fact_mismatch" not in kinds(checked(right, KENNELS, language="es"))


def test_table_rows_do_not_name_the_row_below():
    answer = (
        "| Kennel | Wing | Walks |\n|---|---|---|\n| KN-41 | Larchmont | 35 min |\n"
        "| KN-77 | Thornbury | 20 min |\n| KN-90 | Greywell | 45 min |"
    )
    report = checked(answer, KENNELS)
    assert "fact_mismatch" not in kinds(report), show(report)
