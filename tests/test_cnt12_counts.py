"""Count classes (helper cnt12): a count larger than the list it is bound to.
Each example is written for these tests.

- parts the items hold, summed over the items (the riders of each tour, a whole-number
  field every item sets): a sum of that size verifies the count, a sum the count's noun
  names and that differs is its witness;
- a count whose noun is not the list's own (guests beside a list of tables): it counts
  something the list may not hold, no contradiction;
- a plain count of the list's own items above its length is still caught.
"""

from __future__ import annotations

from runkit import checked, kinds, show, witness_of

TOURS = (
    "list_tours",
    {"operator": "OP-3"},
    {
        "tours": [
            {"ref": "TR-1", "route": "Glen loop", "riders": [{"n": "Ama"}, {"n": "Bo"}]},
            {"ref": "TR-2", "route": "Ridge run", "riders": [{"n": "Cy"}, {"n": "Di"}]},
            {"ref": "TR-3", "route": "Lake path", "riders": [{"n": "Ed"}]},
        ]
    },
)


def test_a_count_of_the_parts_the_items_hold_passes():
    report = checked("Your 3 tours take 5 riders altogether.", TOURS)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_spanish_count_of_the_parts_the_items_hold_passes():
    report = checked("Tus 3 excursiones llevan 5 ciclistas en total.", TOURS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


KILNS = (
    "list_kilns",
    {"studio": "Clay Yard"},
    {
        "kilns": [
            {"id": "K1", "shelves": 4, "temp_c": 1200},
            {"id": "K2", "shelves": 6, "temp_c": 1100},
            {"id": "K3", "shelves": 3, "temp_c": 980},
        ]
    },
)


def test_a_count_that_is_the_sum_of_a_field_every_item_sets_passes():
    report = checked("The 3 kilns have 13 shelves between them.", KILNS)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_off_the_sum_of_a_field_its_noun_names_is_caught_with_the_sum():
    report = checked("The 3 kilns have 16 shelves in all.", KILNS)
    assert "count_mismatch" in kinds(report), show(report)
    assert witness_of(report, "count_mismatch").value == 13


SHOWS = (
    "list_shows",
    {"venue": "Old Mill"},
    {
        "shows": [
            {"id": "S1", "title": "Tin Harbour", "seats_left": 9},
            {"id": "S2", "title": "Moth Lanterns", "seats_left": 0},
            {"id": "S3", "title": "Salt Choir", "seats_left": 5},
        ]
    },
)


def test_a_spanish_count_of_free_seats_summed_over_the_items_passes():
    answer = "Quedan 14 asientos libres en total entre las 3 funciones."
    report = checked(answer, SHOWS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_spanish_count_of_free_seats_off_their_sum_is_caught():
    answer = "Quedan 17 asientos libres en total entre las 3 funciones."
    report = checked(answer, SHOWS, language="es")
    assert "count_mismatch" in kinds(report), show(report)


def test_a_count_of_the_list_s_own_items_above_its_length_is_still_caught():
    report = checked("You have 5 kilns at the studio.", KILNS)
    assert "count_mismatch" in kinds(report), show(report)


LISTINGS = (
    "search_listings",
    {"area": "Northgate"},
    {
        "listings": [
            {"ref": "LS-1", "street": "Harbour St", "photos": 2},
            {"ref": "LS-2", "street": "Mill Lane", "photos": 1},
        ]
    },
)


def test_a_sum_of_what_the_items_hold_does_not_verify_a_count_of_the_items():
    # three listings claimed where two came back: the two hold three photos, but the
    # count's noun names the listings, not the photos
    report = checked("There are 3 listings in Northgate right now.", LISTINGS)
    assert "count_mismatch" in kinds(report), show(report)


def test_the_photos_the_listings_hold_are_counted_by_their_own_noun():
    report = checked("The 2 listings have 3 photos between them.", LISTINGS)
    assert "count_mismatch" not in kinds(report), show(report)
