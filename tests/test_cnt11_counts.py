"""Count classes (helper cnt11): a count of a part of a list read against the whole list.
Each example is written for these tests.

- a part named by a condition the list has no field for (a window of dates, an event), with
  the items it counts named right after it ("3 arrived this spring: A (4 Mar), B ..." or a
  colon and a bullet per item): the items named are its witness, not the whole list;
- a part of a partition the sentence states ("three outgoing and two incoming" of five):
  nothing contradicts it;
- a state the clause names with its negation ("2 sin revisar" and ``no_revisado``), or a
  state it denies ("4 aren't finished" of 7, 3 ``finished``): the items not in the state;
- a state code with a detail after its first part (``HELD/B2/7``, ``OPEN/4``): the items
  by that first part.
"""

from __future__ import annotations

from runkit import checked, kinds, show, witness_of

DELIVERIES = (
    "list_deliveries",
    {"nursery": "N-12"},
    {
        "deliveries": [
            {"id": "D-1", "plant": "Bracken ferns", "arrived": "2031-11-20", "status": "received"},
            {"id": "D-2", "plant": "Field maples", "arrived": "2032-01-08", "status": "received"},
            {"id": "D-3", "plant": "Blue hostas", "arrived": "2032-03-04", "status": "received"},
            {"id": "D-4", "plant": "Red alders", "arrived": "2032-04-19", "status": "received"},
            {"id": "D-5", "plant": "Dog roses", "arrived": "2032-05-02", "status": "received"},
            {"id": "D-6", "plant": "Holly hedging", "arrived": "2032-02-11", "status": "received"},
        ]
    },
)


def test_a_count_of_a_date_window_with_its_items_named_after_it_passes():
    answer = (
        "- **3 deliveries** came this spring: hostas (4 March 2032), alders "
        "(19 April 2032) and roses (2 May 2032)."
    )
    report = checked(answer, DELIVERIES)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_of_a_date_window_naming_fewer_items_than_it_says_is_still_caught():
    answer = "- **4 deliveries** came this spring: hostas (4 March 2032) and roses (2 May 2032)."
    report = checked(answer, DELIVERIES)
    assert "count_mismatch" in kinds(report), show(report)


SUBSCRIPTIONS = (
    "list_subscriptions",
    {"account": "A-7"},
    {
        "subscriptions": [
            {"name": "Canvas Weekly", "renews": "2032-06-02", "price": 4},
            {"name": "Lumen Radio", "renews": "2032-06-05", "price": 9},
            {"name": "Paddock Maps", "renews": "2032-06-09", "price": 12},
            {"name": "Quarry Notes", "renews": "2032-07-20", "price": 3},
            {"name": "Sorrel Cloud", "renews": "2032-08-14", "price": 7},
        ]
    },
)


def test_a_count_with_one_bullet_per_item_under_it_passes():
    answer = (
        "You have 5 subscriptions, and **3 of them renew before your trip ends**:\n\n"
        "- *Canvas Weekly*: renews soon.\n"
        "- *Lumen Radio*: renews soon.\n"
        "- *Paddock Maps*: renews soon.\n\n"
        "The others renew later in the summer."
    )
    report = checked(answer, SUBSCRIPTIONS)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_spanish_count_with_one_bullet_per_item_under_it_passes():
    answer = (
        "Tienes 5 suscripciones y **3 de ellas se renuevan antes de tu viaje**:\n"
        "- *Canvas Weekly*\n"
        "- *Lumen Radio*\n"
        "- *Paddock Maps*"
    )
    report = checked(answer, SUBSCRIPTIONS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


REVIEWS = (
    "get_chapter_reviews",
    {"book": "B-3"},
    {
        "reviews": [
            {"chapter": "Uno", "reviewer": "Inés", "status": "revisado"},
            {"chapter": "Dos", "reviewer": "Omar", "status": "no_revisado"},
            {"chapter": "Tres", "reviewer": "Inés", "status": "revisado"},
            {"chapter": "Cuatro", "reviewer": "Omar", "status": "en_curso"},
            {"chapter": "Cinco", "reviewer": "Lía", "status": "no_revisado"},
            {"chapter": "Seis", "reviewer": "Lía", "status": "revisado"},
        ]
    },
)


def test_a_spanish_count_of_a_negated_state_passes():
    answer = "De los 6 capítulos: 3 revisados, **2 sin revisar** y 1 en curso."
    report = checked(answer, REVIEWS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_wrong_spanish_count_of_a_negated_state_is_caught_by_that_state():
    answer = "De los 6 capítulos, 3 siguen sin revisar."
    report = checked(answer, REVIEWS, language="es")
    assert witness_of(report, "count_mismatch").value == 2, show(report)


JOBS = (
    "list_print_jobs",
    {"queue": "Q-2"},
    {
        "jobs": [
            {"job": "J-41", "owner": "mara", "status": "finished"},
            {"job": "J-42", "owner": "tobi", "status": "printing"},
            {"job": "J-43", "owner": "mara", "status": "finished"},
            {"job": "J-44", "owner": "kim", "status": "queued"},
            {"job": "J-45", "owner": "tobi", "status": "printing"},
            {"job": "J-46", "owner": "kim", "status": "finished"},
            {"job": "J-47", "owner": "ravi", "status": "queued"},
        ]
    },
)


def test_a_count_of_items_not_in_a_state_passes():
    answer = "Of the 7 print jobs, 4 jobs aren't finished yet."
    report = checked(answer, JOBS)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_wrong_count_of_items_not_in_a_state_is_caught():
    answer = "Of the 7 print jobs, 5 jobs aren't finished yet."
    report = checked(answer, JOBS)
    assert witness_of(report, "count_mismatch").value == 4, show(report)


def test_a_hindi_count_of_items_not_in_a_state_passes():
    answer = "कुल 7 print jobs में से 4 jobs अभी finished नहीं हुए हैं।"
    report = checked(answer, JOBS, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


LOCKERS = (
    "get_locker_bank",
    {"bank": "L-9"},
    {
        "lockers": [
            {"code": "K-1", "state": "HELD/B2/7"},
            {"code": "K-2", "state": "HELD/B2/9"},
            {"code": "K-3", "state": "HELD/C1/2"},
            {"code": "K-4", "state": "OPEN/4"},
        ]
    },
)


def test_a_count_of_a_state_code_by_its_first_part_passes():
    answer = "3 of the 4 lockers are held for you."
    report = checked(answer, LOCKERS)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_wrong_count_of_a_state_code_by_its_first_part_is_caught():
    answer = "2 of the 4 lockers are held for you."
    report = checked(answer, LOCKERS)
    assert witness_of(report, "count_mismatch").value == 3, show(report)


def test_a_chinese_count_of_a_state_code_it_does_not_name_is_not_contradicted():
    answer = "4个柜子中有3个已经为您保留。"
    report = checked(answer, LOCKERS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


BOATS = (
    "search_moorings",
    {"harbour": "H-4", "size": "small", "limit": 40},
    {
        "total": 5,
        "moorings": [
            {"berth": "S-01", "boat": "Tern", "paid_until": "2032-03-31"},
            {"berth": "S-02", "boat": "Gannet", "paid_until": "2032-09-30"},
            {"berth": "S-03", "boat": "Petrel", "paid_until": "2032-02-28"},
            {"berth": "S-04", "boat": "Skua", "paid_until": "2032-12-31"},
            {"berth": "S-05", "boat": "Fulmar", "paid_until": "2032-06-30"},
        ],
    },
)


def test_a_whole_larger_than_the_list_is_caught_even_when_its_part_is_named():
    answer = "2 of your 8 moorings are paid only until spring: Tern and Petrel."
    report = checked(answer, BOATS)
    assert witness_of(report, "count_mismatch").value == 5, show(report)


def test_the_right_whole_with_its_part_named_passes():
    answer = "2 of your 5 moorings are paid only until spring: Tern and Petrel."
    report = checked(answer, BOATS)
    assert "count_mismatch" not in kinds(report), show(report)


KITS = (
    "query_inventory",
    {"kind": "tent", "store": "S-3"},
    {
        "total": 4,
        "rows": [
            {"sku": "T-10", "model": "Ridge 2", "on_hand": 3},
            {"sku": "T-11", "model": "Ridge 3", "on_hand": 0},
            {"sku": "T-12", "model": "Dune 2", "on_hand": 5},
            {"sku": "T-13", "model": "Dune 4", "on_hand": 1},
        ],
    },
)


def test_a_count_of_what_the_call_filtered_for_is_held_to_its_generic_list():
    answer = "The store stocks 6 tents in all."
    report = checked(answer, KITS)
    assert witness_of(report, "count_mismatch").value == 4, show(report)


def test_the_right_count_of_what_the_call_filtered_for_passes():
    answer = "The store stocks 4 tents in all."
    report = checked(answer, KITS)
    assert "count_mismatch" not in kinds(report), show(report)


LEDGER = (
    "list_card_transactions",
    {"account": "AC-5"},
    {
        "transactions": [
            {"ref": "E-1", "type": "card_purchase", "amount": -30},
            {"ref": "E-2", "type": "partial_refund", "amount": 3},
            {"ref": "E-3", "type": "full_refund", "amount": 30},
            {"ref": "E-4", "type": "atm_withdrawal", "amount": -3},
        ]
    },
)


def test_the_rest_of_a_list_after_a_part_held_by_its_kind_passes():
    answer = "Overall, the two refunds and two charges net to nothing."
    report = checked(answer, LEDGER)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_part_that_does_not_add_up_with_the_others_is_still_caught():
    answer = "Overall, the two refunds and three charges net to nothing."
    report = checked(answer, LEDGER)
    assert "count_mismatch" in kinds(report), show(report)
