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


# ---- a date the words by it name by meaning: the one date field of the run of that sense ----

TOLL = (
    "get_toll_notice",
    {"plate": "KD-4471"},
    {
        "notice": {
            "issued_at": "2025-06-02T08:10:00+02:00",
            "gantry": "Nordkreuz 3",
            "charge": 18.4,
            "paid_at": "2025-06-12T17:45:00+02:00",
        }
    },
)


def test_an_english_date_named_as_paid_but_another_day_is_caught():
    report = checked("The toll charge of €18.40 was settled on June 9.", TOLL)
    assert witness_of(report, "fact_mismatch").pointer == "/notice/paid_at", show(report)


def test_the_paid_date_itself_passes():
    report = checked("The toll charge of €18.40 was settled on June 12.", TOLL)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_spanish_date_named_as_paid_but_another_day_is_caught():
    report = checked("El peaje de 18,40 € quedó pagado el 9 de junio.", TOLL, language="es")
    assert witness_of(report, "fact_mismatch").pointer == "/notice/paid_at", show(report)
    right = checked("El peaje de 18,40 € quedó pagado el 12 de junio.", TOLL, language="es")
    assert "fact_mismatch" not in kinds(right), show(right)


def test_a_hindi_date_named_as_paid_but_another_day_is_caught():
    report = checked("टोल के €18.40 का भुगतान 9 जून को हुआ।", TOLL, language="hi")
    assert witness_of(report, "fact_mismatch").pointer == "/notice/paid_at", show(report)
    right = checked("टोल के €18.40 का भुगतान 12 जून को हुआ।", TOLL, language="hi")
    assert "fact_mismatch" not in kinds(right), show(right)


def test_a_chinese_date_named_as_paid_but_another_day_is_caught():
    report = checked("这笔 18.40 欧元的通行费已在 6 月 9 日缴清。", TOLL, language="zh")
    assert witness_of(report, "fact_mismatch").pointer == "/notice/paid_at", show(report)
    right = checked("这笔 18.40 欧元的通行费已在 6 月 12 日缴清。", TOLL, language="zh")
    assert "fact_mismatch" not in kinds(right), show(right)


STORAGE = (
    "get_storage_unit",
    {"unit": "B-207"},
    {
        "unit": "B-207",
        "lease_ends": "2025-11-28",
        "move_out_notice_days": 14,
        "invoice": {"total": 96.0, "due_date": "2025-11-03"},
    },
)


def test_a_due_date_derived_by_a_stated_number_of_days_passes():
    # 14 days' notice before the lease ends: a derived date, not a misread due date
    answer = "If you want to leave, the notice is due by November 14 at the latest."
    report = checked(answer, STORAGE)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_date_with_only_a_clock_word_by_it_is_left_alone():
    # "at" names no field: ``paid_at`` is not named by it
    report = checked("The gantry at Nordkreuz 3 logged you at 08:10 on June 5.", TOLL)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a short code inside a longer place string, misread ---------------------------------------

PICKUP = (
    "get_pickup_point",
    {"order": "PK-5512"},
    {"pickup": {"where": "Riverside Depot, Bay 7, Harlow Road", "opens": "09:00"}},
)


def test_a_misread_code_beside_a_name_of_the_same_string_is_caught():
    report = checked("Collect it at Riverside Depot, Bay 4, on Harlow Road.", PICKUP)
    witness = witness_of(report, "fact_mismatch")
    assert witness.pointer == "/pickup/where", show(report)


def test_a_misread_letter_code_is_caught():
    halls = (
        "get_venue",
        {"event": "EV-31"},
        {"venue": {"room": "Aster Pavilion, Hall C, Level 2"}},
    )
    report = checked("It takes place in the Aster Pavilion, Hall F.", halls)
    assert witness_of(report, "fact_mismatch").pointer == "/venue/room", show(report)
    right = checked("It takes place in the Aster Pavilion, Hall C.", halls)
    assert "fact_mismatch" not in kinds(right), show(right)


def test_the_right_code_passes():
    report = checked("Collect it at Riverside Depot, Bay 7, on Harlow Road.", PICKUP)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_code_with_no_other_name_of_its_string_is_left_alone():
    # nothing ties "Bay 4" to the depot's string: it may be some other bay
    report = checked("Trucks unload at Bay 4.", PICKUP)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_spanish_misread_code_is_caught():
    lockers = (
        "get_locker",
        {"parcel": "PX-88"},
        {"locker": {"site": "Mercado Central, Puerta 5, Calle Mayor", "code": "7712"}},
    )
    report = checked("Tu paquete está en Mercado Central, Puerta 2.", lockers, language="es")
    assert witness_of(report, "fact_mismatch").pointer == "/locker/site", show(report)
    right = checked("Tu paquete está en Mercado Central, Puerta 5.", lockers, language="es")
    assert "fact_mismatch" not in kinds(right), show(right)


def test_a_first_word_shortening_a_sibling_string_is_no_swap():
    # "Only" starts a sibling's longer note; the clause states this item's own note
    notes = (
        "list_rooms",
        {"floor": 3},
        {
            "rooms": [
                {"room_id": "R-301", "seats": 14, "rate": 36.5, "note": "Only standing tables"},
                {"room_id": "R-302", "seats": 22, "rate": 48.0, "note": "Only a projector wall"},
            ]
        },
    )
    answer = "R-302 seats 22 for $48.00 an hour. Only a projector wall, no screen."
    report = checked(answer, notes)
    assert "fact_mismatch" not in kinds(report), show(report)
