"""Failure classes of false absence found on real agent answers in session 20: a Spanish
noun written with its accent meets a key written without it, a noun that reaches English
keys only through a concept (a deduction, a backup), ... Each example is written for these
tests; a false absence must be caught with its witness, a correct "none" must pass."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show, witness_of

# ---- a Latin noun with an accent meets its key without one ----------------------------------

TOURS = (
    "list_excursions",
    {"port": "Cádiz"},
    {
        "port": "Cádiz",
        "excursions": [
            {"code": "CD-7", "name": "Ruta de los pueblos blancos", "hours": 6, "price": 80.0}
        ],
    },
)
NO_TOURS = ("list_excursions", {"port": "Cádiz"}, {"port": "Cádiz", "excursions": []})


def test_an_accented_spanish_noun_is_bound_to_the_list_its_unaccented_key_names():
    answer = "Para ese día no hay ninguna excursión disponible en el puerto."
    report = checked(answer, TOURS, language="es")
    assert witness_of(report, "false_absence").pointer.startswith("/excursions/0"), show(report)
    report = checked(answer, NO_TOURS, language="es")
    assert report.action == "emit", show(report)


def test_an_accented_noun_finds_the_failed_lookup_named_after_it():
    # "depósito" names list_depositos, which failed: "none" is not what the lookup said
    balances = ("consultar_cuentas", {}, {"cuentas": [{"moneda": "EUR", "saldo": 310.0}]})
    deposits = ("listar_depositos", {"desde": "2025-01-01"}, None)
    answer = "Revisé la cuenta: no entró ningún depósito esta semana."
    report = checked(answer, deposits, balances, language="es", errors={0: "HTTP 502 gateway"})
    assert witness_of(report, "false_absence", "lookup_failed").kind == "error", show(report)
    honest = "No pude consultar los depósitos: el servicio dio un error."
    report = checked(honest, deposits, balances, language="es", errors={0: "HTTP 502 gateway"})
    assert "false_absence" not in kinds(report), show(report)


# ---- a noun that meets English keys through a concept: deductions, backups -------------------

PAYOUT = (
    "get_payout",
    {"booking": "BK-31"},
    {
        "booking": "BK-31",
        "held": 500.0,
        "deductions": [{"reason": "late checkout", "amount": 40.0}],
        "refund": 460.0,
    },
)
CLEAN_PAYOUT = (
    "get_payout",
    {"booking": "BK-31"},
    {"booking": "BK-31", "held": 500.0, "deductions": [], "refund": 500.0},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("No deductions were made from your deposit for booking BK-31.", "en"),
        ("No se aplicó ninguna deducción a tu fianza de la reserva BK-31.", "es"),
        ("बुकिंग BK-31 की जमा राशि से कोई कटौती नहीं हुई है।", "hi"),
        ("预订 BK-31 的押金没有任何扣除。", "zh"),
    ],
)
def test_a_denied_deduction_meets_the_deductions_list(answer, language):
    report = checked(answer, PAYOUT, language=language)
    assert witness_of(report, "false_absence").pointer.startswith("/deductions/0"), show(report)
    report = checked(answer, CLEAN_PAYOUT, language=language)
    assert report.action == "emit", show(report)


SNAPSHOTS = (
    "list_backups",
    {"volume": "db-main"},
    {"backups": [{"id": "snap-204", "taken_at": "2025-03-02T02:00:00Z", "size_gb": 41}]},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("No hay ninguna copia de seguridad del volumen db-main.", "es"),
        ("db-main 这个卷没有任何备份。", "zh"),
        ("db-main वॉल्यूम का कोई बैकअप नहीं है।", "hi"),
    ],
)
def test_a_denied_backup_meets_the_backups_list(answer, language):
    report = checked(answer, SNAPSHOTS, language=language)
    assert witness_of(report, "false_absence").pointer.startswith("/backups/0"), show(report)
    empty = ("list_backups", {"volume": "db-main"}, {"backups": []})
    report = checked(answer, empty, language=language)
    assert report.action == "emit", show(report)


# ---- "nothing remains": no quedan, नहीं बचीं -------------------------------------------------

WORKSHOP = ("get_workshop", {"id": "WS-12"}, {"id": "WS-12", "day": "Thursday", "seats_left": 3})
FULL_WORKSHOP = (
    "get_workshop",
    {"id": "WS-12"},
    {"id": "WS-12", "day": "Thursday", "seats_left": 0},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Ya no quedan plazas en el taller WS-12.", "es"),
        ("En el taller WS-12 no queda ninguna plaza libre.", "es"),
        ("वर्कशॉप WS-12 में सीटें नहीं बचीं।", "hi"),
    ],
)
def test_a_denial_that_nothing_remains_meets_the_count_of_what_is_left(answer, language):
    report = checked(answer, WORKSHOP, language=language)
    assert witness_of(report, "false_absence").pointer == "/seats_left", show(report)
    report = checked(answer, FULL_WORKSHOP, language=language)
    assert report.action == "emit", show(report)


def test_nothing_remains_is_no_report_of_a_lookup_that_failed():
    report = checked(
        "Ya no quedan plazas en el taller WS-12.",
        ("get_workshop", {"id": "WS-12"}, None),
        language="es",
        errors={0: "UPSTREAM_TIMEOUT"},
    )
    assert witness_of(report, "false_absence", "lookup_failed").kind == "error", show(report)


# ---- "no other X": the items the answer names are the exception, an unnamed one a witness ----


def _studios(second_free: bool) -> tuple[str, dict[str, str], dict[str, object]]:
    return (
        "check_studios",
        {"date": "2025-06-11"},
        {
            "date": "2025-06-11",
            "rooms": [
                {"room": "Studio North", "capacity": 12, "available": False},
                {"room": "Studio South", "capacity": 8, "available": second_free},
            ],
        },
    )


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Studio North is already booked, and no other room is available then.", "en"),
        ("Studio North ya está reservado y no hay otra sala disponible a esa hora.", "es"),
        ("Studio North की बुकिंग हो चुकी है; उस वक़्त कोई अन्य कमरा उपलब्ध नहीं है।", "hi"),
        ("Studio North 已经被订了，那个时段没有其他可用的房间。", "zh"),
    ],
)
def test_no_other_is_contradicted_by_an_item_the_answer_does_not_name(answer, language):
    report = checked(answer, _studios(True), language=language)
    assert witness_of(report, "false_absence").pointer.startswith("/rooms/1"), show(report)
    report = checked(answer, _studios(False), language=language)  # the other one is taken
    assert "false_absence" not in kinds(report), show(report)


BUSES = (
    "get_arrivals",
    {"stop": "S-40"},
    {
        "stop": "S-40",
        "arrivals": [
            {"line": "K7", "eta_min": 3},
            {"line": "K7", "eta_min": 19},
        ],
    },
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Only the K7 is due at stop S-40; no other line is coming.", "en"),
    ],
)
def test_no_other_holds_when_every_item_is_the_one_named(answer, language):
    report = checked(answer, BUSES, language=language)
    assert "false_absence" not in kinds(report), show(report)
    other = {"line": "M2", "eta_min": 6}
    more = (BUSES[0], BUSES[1], {**BUSES[2], "arrivals": [*BUSES[2]["arrivals"], other]})
    report = checked(answer, more, language=language)
    assert witness_of(report, "false_absence").pointer.startswith("/arrivals/2"), show(report)
