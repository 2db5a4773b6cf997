"""Classes fixed in session 32, each example written for these tests (none taken from a data
set). Every test that asserts nothing is flagged has a control beside it that asserts the
same check still flags the wrong answer.

Counts
- A field every item holds a date in (``since``, ``opened_at``) says when each item is, not
  what it is: a count whose words after the number happen to name it counts nothing of
  that list.
- What is left ("te quedan 2", "还剩 3 个", "3 still need ...") is the rest of a whole the
  answer stated before, less the parts it counted between, however far back the whole is;
  with no whole before it, it counts the list like any other count, and one with no noun
  of its own ("quedan 14") counts nothing. "24 of 60, 36 still to come" adds up by itself.
- "You have N ..." counts all the things the user has: against a page of a longer list it
  is held to the reported total.
- A total inside one item of a list (``items_count`` of an order) is no count of the list's
  items unless its key names what the claim counts or the claim names that item.
- A weekday's name before a counted noun ("three Saturday shifts") is a kind of day: it names
  no one item whose field the count could be; emphasis after a number takes none of the
  characters its noun is read in.
- A Chinese "一" before a measure word is the article "a" unless a word of limit or total
  stands before it ("只有一个").

Sources
- An attribution verb after a pronoun ("you reported", "I noted") reports what that person
  said: the name after it is what was said, not a source.
- A table's cell is its own clause: an owner in another cell does not name a document.
- A possessive owner may stand before an edition year ("Brightwater's 2023 audit report").
- A document described rather than named after an attribution word ("according to our
  guide on ...", "según la guía de ...") needs the run to have read something of that kind.
- A Han title is held by a text with most of its character pairs only when the text also
  holds its head ("…管理规定", a regulation; "…管理系统" names a system).

Values
- A name counted by a number right before it, in the plural ("140 Snow Buntings"), is the
  outputs' name of one.
- A fraction a record keeps (``discount: 0.8``) applied to an amount the answer states is
  the answer's arithmetic, not a wrong amount.
- A session's start and end of one day are a window: the end of a range whose start is the
  window's start is held to the window's end.
- A number right after a label that keys an output object of such labels ("grade 9 ... 241
  copies" beside ``{"10": 37, "9": 214}``) is held to the value under that label.
- A value of an object nested in the record the claim names, one with its own id
  (``previous_plan``), said of that record, is the value of another record.
- "next Thursday" is the coming Thursday or the one after.
- A number with a unit word no output holds, in a claim that quotes one output string by two
  other values ("LP-E17, 7,2 V, 1200 mAh"), is held to that string's one number of that unit.
- A slip of digits is read in the unit the answer states (2360 kg as "2.63 t"); "实收",
  "recibido" name a received quantity.
- Hindi कल is tomorrow in a clause in the future tense only (no past verb beside it).

States
- ``result``, ``outcome`` and ``decision`` hold statuses; "you did pass" is an approval.
- An event denied without naming the item, when a sibling item holds the same date field
  empty, may be that sibling's: no witness.

Absence
- "X isn't among the Ys" asks whether X is among the list's items: the list itself is no
  witness, an item named X is (a list of strings too).
- A capitalised argument value every word of which is in the denied noun ("no Ivory Gull
  sightings" after a search for ``species: "Ivory Gull"``) binds the call's list.
- A date after "since" bounds a period: an item of that day or later is a witness.
- "so far" draws no conclusion; "not seeing a ...", "tampoco queda" deny one.
- No room "for N" ("para 2 personas") is held to places of N or more: fewer left is no room.
- "None reaches N" ("ninguno llega a los N", "none is over N") is held to the one figure each
  item of the run's one list holds: an item at or past N is the witness; a figure after a
  verb of reaching is no count.

Inference
- "..., which is why Y", "por eso", "इसीलिए": the clause before is the cause.
- A cause that denies what a failed call's error states ("the code doesn't exist") is the
  error's.
- A cause whose figures are read in a record's note, the record holding the effect, is the
  record's.
- A prediction dated by a day named from today that no output gives is the agent's.
- Chinese 会 before a verb of telling or sending ("会给你发短信") foretells.

Actions
- A Hindi act's object stands before its verb.
- A discount or a credit applied ("डिस्काउंट लगाया", "apliqué un descuento") is an act of
  refunding.
"""

from __future__ import annotations

from runkit import checked, kinds, show, witness_of

# ---- counts -------------------------------------------------------------------------------

PRESSES = (
    "get_press_status",
    {"plant": "North"},
    {
        "plant": "North",
        "down": [
            {"press": "P-3", "state": "repair", "since": "2026-05-02T06:00:00Z", "ticket": "T-1"},
            {"press": "P-8", "state": "jammed", "since": "2026-05-04T22:10:00Z", "ticket": None},
            {"press": "P-11", "state": "repair", "since": "2026-05-03T09:30:00Z", "ticket": "T-2"},
            {"press": "P-14", "state": "repair", "since": "2026-05-04T07:00:00Z", "ticket": "T-3"},
        ],
    },
)


def test_a_date_field_of_every_item_is_not_what_the_items_are() -> None:
    report = checked(
        "**4 presses are down** — 3 under repair and 1 jammed (P-8, feeder 2 over-pressure "
        "since about 10:10 PM).",
        PRESSES,
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_wrong_count_of_the_list_is_still_caught() -> None:
    report = checked("6 presses are down.", PRESSES)
    assert "count_mismatch" in kinds(report), show(report)


PASS = (
    "get_pass",
    {"member": "S-12"},
    {"pass_id": "SW-90", "swims_total": 10, "swims_used": 7, "valid_to": "2026-09-30"},
)


def test_what_is_left_is_the_whole_less_the_parts_counted() -> None:
    report = checked(
        "Tu bono de 10 baños sigue vigente. Llevas 7 baños usados y te quedan 3.",
        PASS,
        language="es",
    )
    assert report.action == "emit", show(report)


def test_a_wrong_rest_of_the_whole_is_caught() -> None:
    report = checked(
        "Tu bono de 10 baños sigue vigente. Llevas 7 baños usados y te quedan 4.",
        PASS,
        language="es",
    )
    assert "count_mismatch" in kinds(report), show(report)


KEGS = (
    "list_kegs",
    {"bar": "Dock St"},
    {
        "kegs": [
            {"keg": "K-1", "beer": "Pale", "tapped": True},
            {"keg": "K-2", "beer": "Stout", "tapped": True},
            {"keg": "K-3", "beer": "Lager", "tapped": False},
            {"keg": "K-4", "beer": "Sour", "tapped": False},
            {"keg": "K-5", "beer": "Porter", "tapped": False},
        ],
        "total": 5,
    },
)


def test_what_still_remains_after_the_parts_is_held_to_the_whole() -> None:
    report = checked(
        "You have **5 kegs** at Dock St. Two of them are tapped. **Two** still need tapping.",
        KEGS,
    )
    assert "count_mismatch" in kinds(report), show(report)
    report = checked(
        "You have **5 kegs** at Dock St. Two of them are tapped. **Three** still need tapping.",
        KEGS,
    )
    assert "count_mismatch" not in kinds(report), show(report)


SLOTS = (
    "list_free_slots",
    {"day": "2026-04-11"},
    {"slots": [{"at": "09:00"}, {"at": "11:30"}, {"at": "16:00"}], "total": 3},
)


def test_what_is_left_with_no_whole_before_it_counts_the_list() -> None:
    report = checked("Para el sábado quedan 5 huecos libres.", SLOTS, language="es")
    assert "count_mismatch" in kinds(report), show(report)
    report = checked("Para el sábado quedan 3 huecos libres.", SLOTS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


ROLLS = (
    "get_delivery",
    {"po": "PO-7"},
    {
        "po": "PO-7",
        "lines": [
            {"line": 1, "item": "Tarp 4x6", "ordered": 300, "received": 300},
            {"line": 2, "item": "Twine", "ordered": 60, "received": 24},
        ],
    },
)


def test_a_rest_that_adds_up_with_its_own_part_and_whole_counts_nothing_else() -> None:
    report = checked(
        "Line 1: all 300 tarps are in. Line 2: 24 of 60 spools of twine so far, 36 still to come.",
        ROLLS,
    )
    assert "count_mismatch" not in kinds(report), show(report)


ORDERS_PAGE = (
    "list_orders",
    {"customer": "C-5", "status": ["open"]},
    {
        "orders": [
            {"order_id": "O-31", "status": "open", "items_count": 3},
            {"order_id": "O-29", "status": "open", "items_count": 1},
        ],
        "total": 4,
        "has_more": True,
    },
)
ITEMS_PAGE = (
    "list_orders",
    {"customer": "C-5"},
    {
        "orders": [
            {"order_id": "O-31", "status": "open", "items_count": 2},
            {"order_id": "O-29", "status": "shipped", "items_count": 5},
        ],
        "total": 4,
        "has_more": True,
    },
)


def test_what_the_user_has_is_held_to_the_total_not_the_page() -> None:
    report = checked("You have **2 open orders**: O-31 and O-29.", ORDERS_PAGE)
    assert "count_mismatch" in kinds(report), show(report)
    report = checked("You have **4 open orders**; the newest two are O-31 and O-29.", ORDERS_PAGE)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_total_inside_one_item_is_no_count_of_the_list() -> None:
    report = checked("You have 2 orders with us right now.", ITEMS_PAGE)
    assert "count_mismatch" in kinds(report), show(report)


LAB = (
    "list_instrument_slots",
    {"instrument": "NMR-2"},
    {
        "slots": [
            {"start": "09:00", "status": "open"},
            {"start": "11:00", "status": "open"},
            {"start": "14:00", "status": "open"},
        ]
    },
)


def test_a_chinese_one_before_a_measure_word_is_an_article() -> None:
    report = checked(
        "周四核磁还有三个空档：9:00、11:00 和 14:00。这批样品约一个3小时的时段就够。", LAB
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_only_one_is_still_a_count() -> None:
    report = checked("周四核磁只有一个空档了，要约得抓紧。", LAB)
    assert "count_mismatch" in kinds(report), show(report)


SORTING = (
    "list_shifts",
    {"type": "sorting", "day_of_week": "saturday"},
    {
        "shifts": [
            {"shift_id": "S1", "date": "2026-10-03", "spots_open": 3},
            {"shift_id": "S2", "date": "2026-10-10", "spots_open": 6},
            {"shift_id": "S3", "date": "2026-10-17", "spots_open": 2},
            {"shift_id": "S4", "date": "2026-10-24", "spots_open": 1},
        ],
        "total": 4,
    },
)
WEDNESDAY = "Today is Wednesday, 30 September 2026."


def test_a_weekday_before_a_counted_noun_names_no_one_item() -> None:
    report = checked(
        "Good news: there are **three** Saturday sorting shifts with openings this month.",
        SORTING,
        system=WEDNESDAY,
    )
    assert "count_mismatch" in kinds(report), show(report)


def test_the_right_count_of_weekday_items_is_held() -> None:
    report = checked(
        "Good news: there are **four** Saturday sorting shifts with openings this month.",
        SORTING,
        system=WEDNESDAY,
    )
    assert "count_mismatch" not in kinds(report), show(report)


# ---- sources ------------------------------------------------------------------------------

NEST = (
    "get_survey",
    {"survey": "SV-3"},
    {
        "survey": "SV-3",
        "status": "held",
        "note": "Barn Swallow count of 96 is above the county limit for April (max 40).",
    },
)


def test_what_the_user_reported_is_no_source() -> None:
    report = checked(
        "Your survey SV-3 is on hold: you reported **96 Barn Swallows**, and the county limit "
        "for April is 40.",
        NEST,
    )
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_named_source_after_a_verb_is_still_checked() -> None:
    report = checked(
        "The county limit for April is 40, as reported by the Lakeshore Audubon Society.", NEST
    )
    assert "source_fabrication" in kinds(report), show(report)


AUDIT = (
    "get_supplier",
    {"supplier": "Brightwater"},
    {"supplier": "Brightwater Foods", "rating": "B", "note": "Cold chain checks redone in 2023."},
)


def test_an_owner_before_an_edition_year_names_a_document() -> None:
    report = checked(
        "According to Brightwater's 2023 audit report, every cold chain check passed.", AUDIT
    )
    assert "source_fabrication" in kinds(report), show(report)


SIZES = (
    "get_product",
    {"sku": "BT-44"},
    {"sku": "BT-44", "name": "Trail boot", "sizes": [38, 39, 40, 41], "stock": 12},
)
SIZE_GUIDE = (
    "get_size_guide",
    {"sku": "BT-44"},
    {"guide": "Trail boot sizes", "fit": "runs half a size small"},
)


def test_a_described_document_no_output_is_of_is_fabricated() -> None:
    report = checked(
        "Según la guía de tallas de nuestra web, esta bota calza medio número pequeño.",
        SIZES,
        language="es",
    )
    assert "source_fabrication" in kinds(report), show(report)


def test_a_described_document_the_run_read_is_held() -> None:
    report = checked(
        "Según la guía de tallas de la bota, calza medio número pequeño.",
        SIZES,
        SIZE_GUIDE,
        language="es",
    )
    assert "source_fabrication" not in kinds(report), show(report)


GAUGE = (
    "get_instrument",
    {"id": "G-7"},
    {"id": "G-7", "result": "不合格", "remark": "建议维修后复检"},
)


def test_a_han_title_whose_head_no_text_holds_is_not_read() -> None:
    report = checked(
        "按公司《量具使用管理规定》第4.2条，不合格量具要立即停用。",
        GAUGE,
        language="zh",
        system="你是「精测」量具使用管理系统的助手。",
    )
    assert "source_fabrication" in kinds(report), show(report)


def test_a_han_title_the_prompt_holds_is_read() -> None:
    report = checked(
        "按《量具使用管理规定》，不合格量具要立即停用。",
        GAUGE,
        language="zh",
        system="你是「精测」的助手。公司的《量具使用管理规定》写明：不合格量具要立即停用。",
    )
    assert "source_fabrication" not in kinds(report), show(report)


# ---- values -------------------------------------------------------------------------------

COUPON = (
    "get_wallet",
    {"user": "U-3"},
    {"coupons": [{"code": "SPRING", "discount": 0.85, "status": "unused"}]},
)
PRICE = ("get_price", {"course": "pottery"}, {"course": "pottery", "price": 120.0})


def test_a_fraction_the_record_keeps_applied_to_an_amount_is_arithmetic() -> None:
    report = checked(
        "The pottery course is $120.00.\n\nWith the SPRING coupon: **$102.00**.", COUPON, PRICE
    )
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_wrong_amount_beside_the_fraction_is_still_caught() -> None:
    report = checked("With your SPRING coupon the price is $90.00.", COUPON)
    assert "fact_mismatch" in kinds(report), show(report)


STUDIO = (
    "list_sessions",
    {"client": "K-2"},
    {
        "sessions": [
            {
                "id": "RS-40",
                "room": "Room 2",
                "start": "2026-06-12T11:00:00+01:00",
                "end": "2026-06-12T15:00:00+01:00",
            },
            {
                "id": "RS-52",
                "room": "Room 1",
                "start": "2026-06-20T09:00:00+01:00",
                "end": "2026-06-20T12:00:00+01:00",
            },
        ]
    },
)


def test_the_end_of_a_session_is_held_to_its_end_field() -> None:
    report = checked("RS-40 is on June 12 in Room 2, **11 AM – 5 PM**.", STUDIO)
    assert "fact_mismatch" in kinds(report), show(report)
    report = checked("RS-40 is on June 12 in Room 2, **11 AM – 3 PM**.", STUDIO)
    assert "fact_mismatch" not in kinds(report), show(report)


SHELLS = (
    "get_census",
    {"beach": "Marram Bay", "species": "Dog whelk"},
    {"beach": "Marram Bay", "by_size_mm": {"30": 18, "25": 142, "20": 77, "15": 9}},
)


def test_a_number_after_a_label_of_a_keyed_object_is_held_to_its_value() -> None:
    report = checked("Your 25 mm whelk is one of 214 counted at that size.", SHELLS)
    assert witness_of(report, "fact_mismatch").value == 142, show(report)
    report = checked("Your 25 mm whelk is one of 142 counted at that size.", SHELLS)
    assert "fact_mismatch" not in kinds(report), show(report)


LEASE = (
    "get_lease",
    {"tenant": "T-6"},
    {
        "lease_id": "LS-9",
        "rent_monthly": 1450,
        "ends": "2027-02-28",
        "previous_lease": {"lease_id": "LS-4", "rent_monthly": 1380, "ends": "2026-02-28"},
    },
)


def test_a_value_of_a_nested_record_with_its_own_id_is_another_records() -> None:
    report = checked("Your current lease, ending 28 February 2027, is $1,380 a month.", LEASE)
    assert witness_of(report, "fact_mismatch").pointer == "/rent_monthly", show(report)
    report = checked("Your current lease, ending 28 February 2027, is $1,450 a month.", LEASE)
    assert "fact_mismatch" not in kinds(report), show(report)


AUCTION = (
    "list_lots",
    {"sale": "S-9"},
    {"lots": [{"lot": "L-4", "auction_date": "2026-05-28", "reserve": 300}]},
)
TUESDAY = "Today is Tuesday, 19 May 2026."


def test_next_thursday_may_be_the_one_of_the_week_after() -> None:
    report = checked("Lot L-4 goes under the hammer next Thursday.", AUCTION, system=TUESDAY)
    assert report.trust_level == "fully_verified", show(report)


def test_another_weekday_is_still_no_reading_of_the_date() -> None:
    report = checked("Lot L-4 goes under the hammer this Friday.", AUCTION, system=TUESDAY)
    assert report.trust_level != "fully_verified", show(report)


WEIGHING = (
    "get_weighing",
    {"ticket": "W-9"},
    {"ticket": "W-9", "declared_weight_kg": 4800, "received_weight_kg": 4750, "status": "closed"},
)


def test_a_slip_is_read_in_the_unit_the_answer_states() -> None:
    report = checked("过磅单 W-9：申报4.8吨，实收4.57吨。", WEIGHING, language="zh")
    assert witness_of(report, "fact_mismatch").value == 4750, show(report)


def test_the_received_weight_in_tonnes_is_held() -> None:
    report = checked("过磅单 W-9：申报4.8吨，实收4.75吨。", WEIGHING, language="zh")
    assert "fact_mismatch" not in kinds(report), show(report)


CAMERA = (
    "get_build",
    {"order": "B-7"},
    {
        "order": "B-7",
        "parts": {"lens": "Prime 50 mm f/1.8 STM", "battery": "LP-E17 7.2 V 1040 mAh"},
    },
)


def test_a_number_of_a_quoted_spec_string_is_held_to_its_unit_there() -> None:
    report = checked("- **Batería:** LP-E17, 7,2 V, 1200 mAh", CAMERA, language="es")
    assert witness_of(report, "fact_mismatch").pointer == "/parts/battery", show(report)


def test_the_spec_strings_own_number_is_held() -> None:
    report = checked("- **Batería:** LP-E17, 7,2 V, 1040 mAh", CAMERA, language="es")
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- states -------------------------------------------------------------------------------

ASSESSMENT = (
    "get_course",
    {"learner": "L-5"},
    {
        "course": "Forklift basic",
        "theory": {"status": "completed", "score": 91},
        "road_test": {"date": "2026-02-10", "result": "awaiting_assessor"},
    },
)


def test_a_pass_of_an_assessment_awaiting_its_result_is_caught() -> None:
    report = checked("You did pass the road test; the certificate is just slow.", ASSESSMENT)
    assert "fact_mismatch" in kinds(report), show(report)


def test_a_result_still_awaited_said_so_is_left_alone() -> None:
    report = checked("Your road test result is still pending with the assessor.", ASSESSMENT)
    assert "fact_mismatch" not in kinds(report), show(report)


TAGS = (
    "get_tag_request",
    {"request": "TR-8"},
    {
        "request": "TR-8",
        "tags": [
            {"tag": "A-101", "status": "deactivated", "deactivated_at": "2026-03-02T10:00:00Z"},
            {"tag": "A-102", "status": "pending", "deactivated_at": None},
        ],
    },
)


def test_an_event_denied_of_no_item_may_be_the_undated_siblings() -> None:
    report = checked("दोनों टैग अभी डीएक्टिवेट नहीं हुए हैं, केवल पहला हुआ है।", TAGS, language="hi")
    assert "false_absence" not in kinds(report), show(report)


def test_an_event_denied_of_the_one_item_is_still_caught() -> None:
    one = ("get_tag", {"tag": "A-101"}, TAGS[2]["tags"][0])  # type: ignore[index]
    report = checked("टैग अभी डीएक्टिवेट नहीं हुआ है।", one, language="hi")
    assert "false_absence" in kinds(report), show(report)


# ---- absence ------------------------------------------------------------------------------

METHODS = (
    "get_invoice",
    {"invoice": "INV-3"},
    {"invoice": "INV-3", "amount": 310.0, "payment_methods": ["Transfer", "Direct debit"]},
)


def test_one_not_among_a_list_is_no_denial_of_the_list() -> None:
    report = checked(
        "PayPal no está entre los métodos de pago aceptados para INV-3.", METHODS, language="es"
    )
    assert "false_absence" not in kinds(report), show(report)


def test_one_named_among_the_list_is_still_caught() -> None:
    report = checked("Direct debit is not among the payment methods of INV-3.", METHODS)
    assert witness_of(report, "false_absence").value == "Direct debit", show(report)


GULLS = (
    "search_sightings",
    {"species": "Ivory Gull", "area": "Kells Point", "since": "2026-01-04"},
    {
        "results": [
            {"id": "SG-1", "date": "2026-01-06", "place": "Kells Point pier", "status": "ok"},
            {"id": "SG-2", "date": "2026-01-08", "place": "Kells harbour", "status": "review"},
        ],
        "total": 2,
    },
)


def test_a_denied_noun_naming_the_searched_name_binds_the_results() -> None:
    report = checked(
        "I searched Kells Point since Sunday (Jan 4), and there have been no Ivory Gull "
        "sightings this week.",
        GULLS,
        system="Today is Friday, 9 January 2026.",
    )
    assert "false_absence" in kinds(report), show(report)


def test_an_empty_search_for_the_name_still_verifies() -> None:
    empty = (GULLS[0], GULLS[1], {"results": [], "total": 0})
    report = checked(
        "There have been no Ivory Gull sightings at Kells Point since Sunday (Jan 4).",
        empty,
        system="Today is Friday, 9 January 2026.",
    )
    assert "false_absence" not in kinds(report), show(report)


REPLIES = (
    "get_ticket_replies",
    {"ticket": "T-88"},
    {"ticket": "T-88", "replies": [{"from": "Ana Ruiz", "text": "Looking into it."}], "total": 1},
)
NO_REPLIES = ("get_ticket_replies", {"ticket": "T-88"}, {"ticket": "T-88", "replies": []})


def test_so_far_draws_no_conclusion() -> None:
    report = checked("So far there are no replies on T-88.", REPLIES)
    assert "false_absence" in kinds(report), show(report)


def test_not_seeing_one_denies_it() -> None:
    report = checked("I'm not seeing a reply on T-88 yet.", REPLIES)
    assert "false_absence" in kinds(report), show(report)


def test_a_denial_an_empty_list_bears_out_holds() -> None:
    for answer in ("So far there are no replies on T-88.", "I'm not seeing a reply on T-88 yet."):
        report = checked(answer, NO_REPLIES)
        assert "false_absence" not in kinds(report), show(report)


def kayak_days(free: int) -> tuple[str, dict[str, str], object]:
    return (
        "search_kayak_trips",
        {"from": "2026-05-13"},
        {
            "results": [
                {"date": "2026-05-13", "slots": [{"trip": "KY-1", "free_places": 0}]},
                {"date": "2026-05-14", "slots": [{"trip": "KY-3", "free_places": free}]},
            ]
        },
    )


KAYAK_ANSWER = (
    "- **Miércoles 13:** la salida está completa.\n"
    "- **Jueves 14:** el jueves tampoco queda hueco para 2 personas."
)
MONDAY = "Hoy es lunes, 11 de mayo de 2026."


def test_no_room_for_a_party_the_places_hold_is_false() -> None:
    report = checked(KAYAK_ANSWER, kayak_days(3), language="es", system=MONDAY)
    assert "false_absence" in kinds(report), show(report)


def test_no_room_for_a_party_larger_than_the_places_left_holds() -> None:
    report = checked(KAYAK_ANSWER, kayak_days(1), language="es", system=MONDAY)
    assert "false_absence" not in kinds(report), show(report)


VANS = (
    "list_vans",
    {"depot": "D-2"},
    {
        "vans": [
            {"van": "V-1", "payload_kg": 900},
            {"van": "V-2", "payload_kg": 1250},
            {"van": "V-3", "payload_kg": 1100},
        ]
    },
)


def test_none_reaching_a_figure_one_item_reaches_is_false() -> None:
    report = checked(
        "Ninguna de las tres furgonetas llega a los 1.200 kg de carga que necesitas.",
        VANS,
        language="es",
    )
    assert witness_of(report, "false_absence").value == 1250, show(report)


def test_none_reaching_a_figure_no_item_reaches_holds() -> None:
    report = checked("None of the three vans reaches the 2,000 kg payload you need.", VANS)
    assert "false_absence" not in kinds(report), show(report)
    assert "count_mismatch" not in kinds(report), show(report)


# ---- inference ----------------------------------------------------------------------------

PARCEL = ("get_parcel", {"id": "PK-7"}, {"parcel": "PK-7", "status": "delayed", "eta": None})


def test_a_cause_before_which_is_why_is_weighed() -> None:
    report = checked(
        "PK-7 is delayed. The van broke down outside the depot, which is why your parcel is late.",
        PARCEL,
    )
    assert "inference_as_fact" in kinds(report), show(report)


def test_a_cause_the_output_gives_before_which_is_why_is_held() -> None:
    given = ("get_parcel", {"id": "PK-7"}, {"parcel": "PK-7", "status": "delayed",
             "reason": "van broke down outside the depot"})  # fmt: skip
    report = checked(
        "PK-7 is delayed. The van broke down outside the depot, which is why your parcel is late.",
        given,
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_por_eso_gives_a_cause_too() -> None:
    report = checked(
        "El paquete PK-7 va con retraso. La furgoneta se averió en la autovía y por eso llega "
        "tarde.",
        PARCEL,
        language="es",
    )
    assert "inference_as_fact" in kinds(report), show(report)


def test_a_cause_the_failed_calls_error_states_is_its_own() -> None:
    report = checked(
        "El código que me diste (**VX-3301**) no existe, por eso la primera búsqueda falló. "
        "Con tu correo aparece el pedido VX-3310.",
        ("get_voucher", {"code": "VX-3301"}, None),
        ("search_orders", {"email": "a@b.es"}, {"results": [{"order": "VX-3310"}]}),
        language="es",
        errors={0: "NOT_FOUND: no voucher with code VX-3301"},
    )
    assert "inference_as_fact" not in kinds(report), show(report)


def test_a_prediction_dated_tomorrow_that_no_output_gives_is_caught() -> None:
    report = checked(
        "Tranquila: la pieza llega mañana, así que el viernes lo tendrás listo.",
        ("get_repair", {"id": "RP-2"}, {"id": "RP-2", "status": "waiting_part", "eta": None}),
        language="es",
        system="Hoy es martes, 3 de marzo de 2026.",
    )
    assert "inference_as_fact" in kinds(report), show(report)


def test_a_prediction_dated_as_the_output_dates_it_is_held() -> None:
    report = checked(
        "La pieza llega mañana, así que el viernes lo tendrás listo.",
        (
            "get_repair",
            {"id": "RP-2"},
            {"id": "RP-2", "part_eta": "2026-03-04", "ready_by": "2026-03-06"},
        ),
        language="es",
        system="Hoy es martes, 3 de marzo de 2026.",
    )
    assert "inference_as_fact" not in kinds(report), show(report)


UNLOCK = (
    "get_request",
    {"id": "UB-4"},
    {"id": "UB-4", "status": "under_review", "submitted_at": "2026-03-02T10:05:00+05:30"},
)
HI_TODAY = "आज मंगलवार, 3 मार्च 2026 है।"


def test_hindi_kal_in_the_future_tense_is_tomorrow() -> None:
    report = checked(
        "NOC मिलने के बाद आपका फ़ोन कल तक अनलॉक हो जाएगा।", UNLOCK, system=HI_TODAY, language="hi"
    )
    assert "inference_as_fact" in kinds(report), show(report)


def test_hindi_kal_in_the_past_tense_is_yesterday() -> None:
    report = checked(
        "आपकी रिक्वेस्ट UB-4 कल सुबह 10:05 पर सबमिट हुई थी।", UNLOCK, system=HI_TODAY, language="hi"
    )
    assert report.action == "emit" and "value_not_found" not in {
        f.reason for f in report.findings
    }, show(report)


VOUCHER = (
    "get_reservation",
    {"id": "R-3"},
    {"id": "R-3", "status": "confirmed", "pickup_window": "2026-02-10 to 2026-02-20"},
)


def test_a_chinese_hui_before_a_verb_of_sending_foretells() -> None:
    report = checked("兑换前一天，网点会给你发短信确认取件安排。", VOUCHER, language="zh")
    assert "inference_as_fact" in kinds(report), show(report)


def test_a_chinese_window_the_output_gives_is_no_prediction() -> None:
    report = checked("兑换期是2月10日到2月20日。", VOUCHER, language="zh")
    assert "inference_as_fact" not in kinds(report), show(report)


# ---- actions ------------------------------------------------------------------------------


def test_a_hindi_acts_object_stands_before_its_verb() -> None:
    report = checked(
        "आपका कार्ड ऐक्टिव है। मैंने पुणे डिपो का इन्वेंटरी भी चेक कर लिया है।",
        (
            "get_card",
            {"card": "K-77"},
            {"card": "K-77", "status": "active", "depot": "Pune", "eligible_items": ["sofa"]},
        ),
        language="hi",
        tools=["check_depot_stock"],
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_a_hindi_act_the_run_made_is_held() -> None:
    report = checked(
        "मैंने पुणे डिपो का इन्वेंटरी भी चेक कर लिया है, सोफ़ा उपलब्ध है।",
        ("check_stock", {"depot": "Pune", "item": "sofa"}, {"item": "sofa", "in_stock": True}),
        language="hi",
    )
    assert "fabricated_tool_call" not in kinds(report), show(report)


AC_TICKET = ("create_ticket", {"sub": "S-4", "issue": "AC not cooling"}, {"ticket": "TK-9"})
AC_CREDIT = (
    "apply_bill_credit",
    {"sub": "S-4", "amount": 300},
    {"credit_id": "CR-2", "amount": 300, "status": "applied"},
)
AC_ANSWER = "टिकट TK-9 बन गया है। बंद रहे दिनों के लिए मैंने अगले बिल पर ₹300 का डिस्काउंट लगा दिया है।"


def test_a_discount_applied_in_hindi_is_an_act() -> None:
    report = checked(AC_ANSWER, AC_TICKET, language="hi", tools=["apply_bill_credit"])
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_a_discount_the_run_applied_is_held() -> None:
    report = checked(AC_ANSWER, AC_TICKET, AC_CREDIT, language="hi")
    assert "fabricated_tool_call" not in kinds(report), show(report)
