"""Count-mismatch classes (helper cnt8): a count the values check read loosely as a figure
of another precision, a count whose noun names the key every item of a list is identified
by, ... Each example is written for these tests: a wrong count must be caught with the list
as witness, a right count of the same shape must pass."""

from __future__ import annotations

from runkit import checked, kinds, show, witness_of

# ---- a count written as a word is no figure of another precision ("four" and 4.3) ----------

SCORES = (
    "get_scores_by_region",
    {"survey": "S-14"},
    {
        "rows": [
            {"region": "North", "score": 4.3, "last_score": 4.6},
            {"region": "South", "score": 4.1, "last_score": 4.0},
            {"region": "East", "score": 3.8, "last_score": 4.2},
            {"region": "West", "score": 4.4, "last_score": 4.4},
            {"region": "Central", "score": 4.0, "last_score": 3.7},
        ]
    },
)


def test_a_part_of_a_whole_that_no_subset_holds_is_caught_though_a_score_rounds_to_it():
    answer = "Satisfaction went down in four of the five regions."
    report = checked(answer, SCORES, user="How did survey S-14 go? Is it above 4.3?")
    assert witness_of(report, "count_mismatch").pointer == "/rows", show(report)


def test_a_count_of_the_whole_list_still_passes_beside_scores():
    answer = "All five regions reported, and the North led at 4.3."
    report = checked(answer, SCORES)
    assert "count_mismatch" not in kinds(report), show(report)


# ---- the noun names the key each item is identified by ("3 家" and ``vendor``) -------------

BIDS = (
    "list_bids",
    {"tender": "T-88"},
    {
        "bids": [
            {"bid_id": "B-1", "vendor": "松木建材", "state_text": "已入围", "price": 120000},
            {"bid_id": "B-2", "vendor": "青石工程", "state_text": "已入围", "price": 98000},
            {"bid_id": "B-3", "vendor": "远帆装饰", "state_text": "未入围", "price": 143000},
            {"bid_id": "B-4", "vendor": "北辰机电", "state_text": "未入围", "price": 87000},
            {"bid_id": "B-5", "vendor": "恒远园林", "state_text": "待审核", "price": 110500},
        ]
    },
)


def test_a_chinese_count_by_a_measure_word_naming_the_items_key_is_caught():
    answer = "这次招标一共收到 5 份投标。\n\n已入围（3 家）：松木建材、青石工程。"
    report = checked(answer, BIDS, language="zh")
    assert witness_of(report, "count_mismatch").pointer == "/bids", show(report)


def test_the_right_chinese_count_by_the_items_key_passes():
    answer = "这次招标一共收到 5 份投标。\n\n已入围（2 家）：松木建材、青石工程。"
    report = checked(answer, BIDS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_an_english_count_of_the_items_by_their_key_is_caught():
    answer = "Five vendors bid on T-88; 2 of them are shortlisted. In all, 6 vendors took part."
    report = checked(answer, BIDS)
    assert witness_of(report, "count_mismatch").pointer == "/bids", show(report)


def test_a_quantity_field_of_each_item_does_not_bind_a_count_of_units():
    # ``points`` is a number every item holds: "12 points" is a sum, not a count of items
    standings = (
        "get_table",
        {"league": "L-3"},
        {"teams": [{"club": "Harbor FC", "points": 7}, {"club": "Mill Town", "points": 5}]},
    )
    report = checked("Harbor FC and Mill Town have 12 points together.", standings)
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a Chinese count by a measure word of periods or times counts no rows ("这两期") ------

INSTALMENTS = (
    "list_payments",
    {"loan": "LN-5521"},
    {
        "total": 6,
        "rows": [
            {"due": f"2025-0{m}-10", "paid": 820.0, "kind": "按期还款", "status": "paid"}
            for m in range(1, 7)
        ],
    },
)


def test_a_count_of_instalments_by_the_measure_word_of_periods_is_no_count_of_rows():
    answer = "这笔贷款已经还了 6 期，其中 1 月、4 月的 10 号是周末，这两期顺延到下一个工作日付款。"
    report = checked(answer, INSTALMENTS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_wrong_count_of_the_repayment_rows_is_still_caught():
    answer = "这笔贷款一共有 8 笔还款记录，每笔 820 元。"
    report = checked(answer, INSTALMENTS, language="zh")
    assert witness_of(report, "count_mismatch").pointer == "/rows", show(report)


# ---- a count of times is the count of the events whose kind its clause names ---------------

LEDGER = (
    "get_card_activity",
    {"card": "C-4410", "month": "2025-05"},
    {
        "events": [
            {"on": "2025-05-02", "kind": "charge", "amount": 42.0},
            {"on": "2025-05-06", "kind": "refund", "amount": -12.5},
            {"on": "2025-05-11", "kind": "charge", "amount": 18.9},
            {"on": "2025-05-19", "kind": "charge", "amount": 77.0},
            {"on": "2025-05-23", "kind": "refund", "amount": -5.0},
        ]
    },
)


def test_a_count_of_times_against_the_events_of_the_kind_named_is_caught():
    report = checked("Last month the card was charged 4 times and refunded twice.", LEDGER)
    witness = witness_of(report, "count_mismatch")
    assert witness.pointer == "/events" and witness.value == 3, show(report)


def test_the_right_count_of_times_passes():
    report = checked("Last month the card was charged 3 times and refunded twice.", LEDGER)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_spanish_count_of_times_is_caught():
    withdrawals = (
        "listar_movimientos",
        {"cuenta": "ES-77"},
        {
            "movimientos": [
                {"fecha": "2025-03-03", "tipo": "retiro", "importe": 60},
                {"fecha": "2025-03-09", "tipo": "abono", "importe": 900},
                {"fecha": "2025-03-15", "tipo": "retiro", "importe": 40},
            ]
        },
    )
    report = checked("En marzo retiraste efectivo 3 veces.", withdrawals, language="es")
    assert witness_of(report, "count_mismatch").value == 2, show(report)
    report = checked("En marzo retiraste efectivo 2 veces.", withdrawals, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_hindi_count_of_times_is_caught():
    passbook = (
        "get_passbook",
        {"account": "SB-9921"},
        {
            "entries": [
                {"date": "2025-08-04", "type": "DEPOSIT", "amount": 5000},
                {"date": "2025-08-12", "type": "WITHDRAWAL", "amount": 2000},
                {"date": "2025-08-20", "type": "WITHDRAWAL", "amount": 1500},
            ]
        },
    )
    report = checked("अगस्त में आपने 2 बार पैसा जमा किया।", passbook, language="hi")
    assert witness_of(report, "count_mismatch").value == 1, show(report)
    report = checked("अगस्त में आपने 1 बार पैसा जमा किया।", passbook, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_measure_after_a_number_is_bound_to_no_list_by_a_value_nearby():
    # "2 tbsp" is an amount of one ingredient, whatever kinds of ingredient the list holds
    recipe = (
        "get_recipe",
        {"dish": "flatbread"},
        {
            "ingredients": [
                {"name": "flour", "unit": "cup", "qty": 2},
                {"name": "oil", "unit": "tbsp", "qty": 2},
                {"name": "salt", "unit": "tsp", "qty": 1},
                {"name": "yogurt", "unit": "cup", "qty": 1},
            ]
        },
    )
    report = checked("Whisk the yogurt with 2 tbsp of oil before adding the flour.", recipe)
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a Hindi loanword names the field that filters the count ("इंस्पेक्शन", ``inspection``) --

LIFTS = (
    "list_lifts",
    {"site": "S-7"},
    {
        "lifts": [
            {"name": "Tower A east", "grade": "L2", "inspection": True},
            {"name": "Tower A west", "grade": "L3", "inspection": False},
            {"name": "Tower B", "grade": "L2", "inspection": True},
            {"name": "Annex service", "grade": "L1", "inspection": False},
            {"name": "Car park", "grade": "L3", "inspection": False},
        ]
    },
)


def test_a_hindi_count_filtered_by_a_loanword_of_the_key_is_caught():
    answer = "साइट की 5 लिफ़्टों में से 3 लिफ़्टों का इस महीने इंस्पेक्शन हो चुका है।"
    report = checked(answer, LIFTS, language="hi")
    assert witness_of(report, "count_mismatch").value == 2, show(report)


def test_the_right_hindi_count_filtered_by_a_loanword_passes():
    answer = "साइट की 5 लिफ़्टों में से 2 लिफ़्टों का इस महीने इंस्पेक्शन हो चुका है।"
    report = checked(answer, LIFTS, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a state every item happens to differ in is still a state the count's clause names ------

PERMITS = (
    "list_permits",
    {"owner": "P-310"},
    {
        "permits": [
            {"ref": "PR-11", "kind": "Fence height variance", "status": "Awaiting site visit"},
            {"ref": "PR-12", "kind": "Driveway widening", "status": "Approved"},
            {"ref": "PR-13", "kind": "Tree removal", "status": "Awaiting payment"},
            {"ref": "PR-14", "kind": "Shed placement", "status": "Missing drawings"},
        ]
    },
)


def test_a_count_of_items_in_a_state_no_other_item_shares_is_caught():
    answer = "You have 4 permits on file, and 3 of them are approved already."
    report = checked(answer, PERMITS)
    assert witness_of(report, "count_mismatch").value == 1, show(report)


def test_the_right_count_of_items_in_a_state_no_other_item_shares_passes():
    answer = "You have 4 permits on file, and 1 of them is approved already."
    report = checked(answer, PERMITS)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_spanish_count_of_items_in_a_state_of_three_words_is_caught():
    cases = (
        "listar_tramites",
        {"titular": "X-55"},
        {
            "tramites": [
                {"ref": "TR-1", "estado": "Pendiente de pago", "tipo": "Vado permanente"},
                {"ref": "TR-2", "estado": "Resuelto", "tipo": "Cambio de titular"},
                {"ref": "TR-3", "estado": "En estudio", "tipo": "Licencia de terraza"},
            ]
        },
    )
    answer = "Tienes 3 trámites, y 2 de ellos están pendientes de que hagas el pago."
    report = checked(answer, cases, language="es")
    assert witness_of(report, "count_mismatch").value == 1, show(report)
    answer = "Tienes 3 trámites, y 1 de ellos está pendiente de que hagas el pago."
    report = checked(answer, cases, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a filtered count over a list the run fetched page by page ------------------------------


def _page(number: int, rows: list[dict[str, object]]) -> tuple[str, dict[str, object], object]:
    return (
        "search_parcels",
        {"owner": "R-19", "page": number, "page_size": 4},
        {"total": 5, "page": number, "rows": rows},
    )


PARCELS = (
    _page(
        1,
        [
            {"parcel": "41", "use": "बागवानी"},
            {"parcel": "42", "use": "चारागाह"},
            {"parcel": "57", "use": "बागवानी"},
            {"parcel": "60", "use": "चारागाह"},
        ],
    ),
    _page(2, [{"parcel": "73-B", "use": "बागवानी"}]),
)


def test_a_filtered_count_over_every_page_is_caught():
    answer = "आपके नाम कुल 5 पार्सल दर्ज हैं। इनमें से 2 पार्सल बागवानी हैं।"
    report = checked(answer, *PARCELS, language="hi")
    witness = witness_of(report, "count_mismatch")
    assert witness.pointer == "/rows" and witness.value == 3, show(report)


def test_the_right_filtered_count_over_every_page_passes():
    answer = "आपके नाम कुल 5 पार्सल दर्ज हैं। इनमें से 3 पार्सल बागवानी हैं।"
    report = checked(answer, *PARCELS, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_filtered_count_from_one_page_of_several_is_not_held_to_that_page():
    # the second page was never fetched: what it holds is unknown
    answer = "आपके नाम कुल 5 पार्सल दर्ज हैं। इनमें से 1 पार्सल बागवानी है।"
    report = checked(answer, PARCELS[0], language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a Chinese count of times ("来过3次") is of the events its line names --------------------

VISITS = (
    "list_home_visits",
    {"member": "M-2093", "month": "2025-11"},
    {
        "visits": [
            {"date": "2025-11-03", "nurse": "周护士", "status": "done"},
            {"date": "2025-11-07", "nurse": "钱护士", "status": "done"},
            {"date": "2025-11-12", "nurse": "周护士", "status": "done"},
            {"date": "2025-11-19", "nurse": "周护士", "status": "cancelled"},
            {"date": "2025-11-26", "nurse": "钱护士", "status": "done"},
        ]
    },
)


def test_a_chinese_count_of_times_above_every_visit_of_the_one_named_is_caught():
    answer = "这个月上门5次：\n- **周护士**：来过4次\n- **钱护士**：来过2次"
    report = checked(answer, VISITS, language="zh")
    assert witness_of(report, "count_mismatch").value == 3, show(report)


def test_a_chinese_count_of_times_narrowed_by_a_state_passes():
    # 周护士 has 3 visits, one of them cancelled: "2 次" counts those that took place
    answer = "这个月实际上门4次，另有1次取消：\n- **周护士**：来过2次\n- **钱护士**：来过2次"
    report = checked(answer, VISITS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_chinese_count_of_times_that_names_no_events_of_a_list_is_no_count():
    answer = "按时吃药，每天提醒自己3次就够了。"
    report = checked(answer, VISITS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


# ---- a noun the lexicon does not know, held to the one list whose state its clause names ----

RUGS = (
    "get_cleaning_job",
    {"job": "J-3321"},
    {
        "job": "J-3321",
        "pieces": [
            {"tag": "A1", "desc": "Alfombra persa", "status": "revisada"},
            {"tag": "A2", "desc": "Alfombra de yute", "status": "revisada"},
            {"tag": "A3", "desc": "Alfombra infantil", "status": "en_secado"},
            {"tag": "A4", "desc": "Alfombra de pasillo", "status": "revisada"},
            {"tag": "A5", "desc": "Alfombra de lana", "status": "pendiente"},
        ],
    },
)


def test_an_unknown_noun_held_to_the_state_its_clause_names_is_caught():
    report = checked("Del encargo J-3321 ya revisamos 4 alfombras.", RUGS, language="es")
    assert witness_of(report, "count_mismatch").pointer == "/pieces", show(report)


def test_the_right_count_of_an_unknown_noun_in_a_named_state_passes():
    report = checked("Del encargo J-3321 ya revisamos 3 alfombras.", RUGS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


def test_an_unknown_noun_beside_no_state_of_a_list_is_no_count_of_it():
    report = checked("Para secarlas usamos 2 ventiladores grandes.", RUGS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)
