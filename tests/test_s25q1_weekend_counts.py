"""Count classes (helper s25-q1): a part of a list told by its days, a whole written before
its part, and a table naming the items of a part.

- a count the clause pins to the weekend ("4 were at the weekend", "2 son en fin de
  semana", "周末的有 2 个", "सप्ताहांत में 2") is held to the items on a Saturday or a Sunday:
  by the one date each item holds, or by the weekdays its schedule names; a count of another
  size is contradicted with those items as the witness, the right one passes;
- a whole written before its part with a partitive ("Of the 7 deliveries, 3 ...", "De
  esos 7 pedidos, 3 ...") binds the part to the list of that size, and stays a count itself;
- a part count whose line ends in a colon over a table with a row per item it counts is
  told by those rows (a table of every item, the part among them, tells nothing).

Each example is written for these tests.
"""

from __future__ import annotations

from runkit import checked, kinds, show

# 2031-03-01 is a Saturday
DELIVERIES = (
    "list_deliveries",
    {"depot": "east", "month": "2031-03"},
    {
        "deliveries": [
            {"ref": "DL-101", "at": "2031-03-01T09:10:00", "driver": "Okafor"},
            {"ref": "DL-102", "at": "2031-03-04T14:30:00", "driver": "Lindqvist"},
            {"ref": "DL-103", "at": "2031-03-09T11:05:00", "driver": "Okafor"},
            {"ref": "DL-104", "at": "2031-03-12T16:45:00", "driver": "Haddad"},
            {"ref": "DL-105", "at": "2031-03-18T08:20:00", "driver": "Lindqvist"},
            {"ref": "DL-106", "at": "2031-03-22T10:00:00", "driver": "Haddad"},
            {"ref": "DL-107", "at": "2031-03-27T13:15:00", "driver": "Okafor"},
        ],
        "total": 7,
    },
)

WORKSHOPS = (
    "search_workshops",
    {"topic": "pottery"},
    {
        "total": 4,
        "items": [
            {"code": "PT-1", "title": "Wheel basics", "schedule": "Saturdays 10:00", "seats": 4},
            {"code": "PT-2", "title": "Glazing", "schedule": "Tuesday and Thursday", "seats": 2},
            {"code": "PT-3", "title": "Hand building", "schedule": "Sunday mornings", "seats": 5},
            {"code": "PT-4", "title": "Raku firing", "schedule": "Monday to Friday", "seats": 3},
        ],
    },
)


def test_a_weekend_count_other_than_the_weekend_items_is_caught():
    report = checked("Of the 7 deliveries this month, 4 were at the weekend.", DELIVERIES)
    assert "count_mismatch" in kinds(report), show(report)


def test_the_weekend_items_pass():
    report = checked("Of the 7 deliveries this month, 3 were at the weekend.", DELIVERIES)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_weekend_count_is_caught_spanish():
    report = checked("De esas 7 entregas, 2 fueron en fin de semana.", DELIVERIES, language="es")
    assert "count_mismatch" in kinds(report), show(report)


def test_the_weekend_items_pass_spanish():
    report = checked("De esas 7 entregas, 3 fueron en fin de semana.", DELIVERIES, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


def test_weekdays_a_schedule_names_tell_the_weekend():
    report = checked("There are 4 pottery workshops, and 2 of them run at the weekend.", WORKSHOPS)
    assert "count_mismatch" not in kinds(report), show(report)


def test_weekdays_a_schedule_names_catch_a_wrong_weekend_count():
    report = checked("There are 4 pottery workshops, and 3 of them run at the weekend.", WORKSHOPS)
    assert "count_mismatch" in kinds(report), show(report)


def test_weekend_schedule_chinese():
    good = checked("陶艺工作坊一共 4 个，其中周末的有 2 个。", WORKSHOPS, language="zh")
    assert "count_mismatch" not in kinds(good), show(good)


def test_weekend_count_hindi():
    good = checked("इन 7 डिलीवरी में से 3 सप्ताहांत में हुईं।", DELIVERIES, language="hi")
    assert "count_mismatch" not in kinds(good), show(good)
    bad = checked("इन 7 डिलीवरी में से 5 सप्ताहांत में हुईं।", DELIVERIES, language="hi")
    assert "count_mismatch" in kinds(bad), show(bad)


def test_items_with_dates_of_several_days_tell_no_weekend():
    spans = (
        "list_stays",
        {"guest": "G-9"},
        {
            "stays": [
                {"ref": "S-1", "check_in": "2031-03-01", "check_out": "2031-03-04"},
                {"ref": "S-2", "check_in": "2031-03-10", "check_out": "2031-03-12"},
                {"ref": "S-3", "check_in": "2031-03-14", "check_out": "2031-03-16"},
            ]
        },
    )
    report = checked("You have 3 stays booked, and 2 of them include a weekend.", spans)
    said = " ".join(f.message for f in report.findings)
    assert "Saturday or a Sunday" not in said, show(report)


# --- a whole written before its part ----------------------------------------------------------

PARCELS = (
    "list_parcels",
    {"account": "AC-55"},
    {
        "parcels": [
            {"id": "PX-1", "status": "delivered"},
            {"id": "PX-2", "status": "in_transit"},
            {"id": "PX-3", "status": "delivered"},
            {"id": "PX-4", "status": "delivered"},
            {"id": "PX-5", "status": "returned"},
        ]
    },
)


def test_a_leading_whole_binds_its_part():
    report = checked("Of the 5 parcels, 2 have been delivered.", PARCELS)
    assert "count_mismatch" in kinds(report), show(report)


def test_a_leading_whole_with_the_right_part_passes():
    report = checked("Of the 5 parcels, 3 have been delivered.", PARCELS)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_leading_whole_spanish():
    good = checked("De los 5 paquetes, 3 ya fueron entregados.", PARCELS, language="es")
    assert "count_mismatch" not in kinds(good), show(good)


# --- a table naming the items of a part ---------------------------------------------------------

ROOMS = (
    "search_rooms",
    {"floor": 3},
    {
        "total": 5,
        "rooms": [
            {"room": "Heron", "capacity": 8, "status": "free"},
            {"room": "Osprey", "capacity": 12, "status": "booked"},
            {"room": "Kestrel", "capacity": 6, "status": "free"},
            {"room": "Plover", "capacity": 10, "status": "maintenance"},
            {"room": "Curlew", "capacity": 4, "status": "booked"},
        ],
    },
)


def test_a_table_of_the_parts_items_tells_its_size():
    answer = (
        "Of the 5 rooms on the third floor, 3 cannot be used today:\n\n"
        "| Room | Why |\n|---|---|\n| Osprey | booked |\n| Plover | maintenance |\n"
        "| Curlew | booked |\n"
    )
    report = checked(answer, ROOMS)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_table_of_the_parts_items_tells_its_size_spanish():
    answer = (
        "De las 5 salas, 3 no están reservadas, pero una está en mantenimiento. "
        "Te quedan estas dos opciones:\n\n"
        "| Sala | Plazas |\n|---|---|\n| Heron | 8 |\n| Kestrel | 6 |\n"
    )
    report = checked(answer, ROOMS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_table_of_every_item_tells_no_part():
    answer = (
        "Of the 5 rooms on the third floor, 4 cannot be used today:\n\n"
        "| Room | Status |\n|---|---|\n| Heron | free |\n| Osprey | booked |\n"
        "| Kestrel | free |\n| Plover | maintenance |\n| Curlew | booked |\n"
    )
    report = checked(answer, ROOMS)
    assert "count_mismatch" in kinds(report), show(report)


# --- a denial of anything at the weekend -------------------------------------------------------

CLINICS = (
    "search_clinics",
    {"specialty": "physio"},
    {
        "results": [
            {"code": "CL-1", "title": "Back care", "days": "Monday, Wednesday 18:00-20:00"},
            {"code": "CL-2", "title": "Knee rehab group", "days": "Saturday 09:00-11:00"},
            {"code": "CL-3", "title": "Posture lab", "days": "Thursday 17:00-19:00"},
        ]
    },
)
WEEKDAY_CLINICS = (
    "search_clinics",
    {"specialty": "physio"},
    {
        "results": [
            {"code": "CL-1", "title": "Back care evenings", "days": "Monday 18:00-20:00"},
            {"code": "CL-3", "title": "Posture lab", "days": "Thursday 17:00-19:00"},
        ]
    },
)


def test_a_weekend_denial_with_a_weekend_item_is_caught():
    report = checked("I'm afraid there are no weekend groups at the moment.", CLINICS)
    assert "false_absence" in kinds(report), show(report)


def test_a_weekend_denial_over_weekday_items_passes():
    report = checked("I'm afraid there are no weekend groups at the moment.", WEEKDAY_CLINICS)
    assert "false_absence" not in kinds(report), show(report)


def test_a_weekend_denial_chinese():
    bad = checked("理疗小组都在工作日，暂时没有周末的。", CLINICS, language="zh")
    assert "false_absence" in kinds(bad), show(bad)
    good = checked("理疗小组都在工作日，暂时没有周末的。", WEEKDAY_CLINICS, language="zh")
    assert "false_absence" not in kinds(good), show(good)


def test_a_weekend_denial_spanish():
    bad = checked("Por ahora no hay ningún grupo el fin de semana.", CLINICS, language="es")
    assert "false_absence" in kinds(bad), show(bad)
    good = checked(
        "Por ahora no hay ningún grupo el fin de semana.", WEEKDAY_CLINICS, language="es"
    )
    assert "false_absence" not in kinds(good), show(good)


def test_a_weekend_denial_hindi():
    bad = checked("अभी सप्ताहांत का कोई ग्रुप नहीं है।", CLINICS, language="hi")
    assert "false_absence" in kinds(bad), show(bad)
