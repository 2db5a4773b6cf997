"""Classes from the act17 round, in domains of our own:

- the user's thing reported, with no doer, in the state an act leaves it in ("your X is
  endorsed", "tu X ha quedado certificado") whose word is what a declared tool that was
  never called does, and whose arguments or name hold the thing: a fabricated act, unless
  an output reports the state as so (a flag set true, a status of that word), the state is
  still to come ("once your X is ..."), or someone else brings it about ("... by the bank");
- a lower-case document kind cited with the month it is of, its issuer between ("según el
  estudio geotécnico de la oficina técnica de octubre", "the surveyor's report from
  February"): the run must have read something of that month.

Every example is written for these tests."""

from __future__ import annotations

from typing import Any

from nyaya import check
from runkit import checked, kinds, run, show

_POLICY = (
    "get_policy",
    {"policy": "HX-2290"},
    {"policy": "HX-2290", "holder": "Marta Quiroga", "cover": "contents", "endorsed": False},
)


def _with_params(data: dict[str, Any], tool: str, params: list[str]) -> dict[str, Any]:
    for spec in data["tools"]:
        if spec["name"] == tool:
            spec["parameters"] = {"type": "object", "properties": {p: {} for p in params}}
    return data


def test_a_state_only_an_uncalled_tool_brings_is_a_fabricated_act():
    data = run(
        "All set: your policy is now endorsed for the new address.",
        _POLICY,
        tools=["add_endorsement"],
    )
    report = check(_with_params(data, "add_endorsement", ["policy", "address"]))
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_the_same_state_an_output_reports_as_true_is_no_act():
    done = ("get_policy", {"policy": "HX-2290"}, {"policy": "HX-2290", "endorsed": True})
    data = run("Good news: your policy is endorsed already.", done, tools=["add_endorsement"])
    report = check(_with_params(data, "add_endorsement", ["policy"]))
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_state_still_to_come_or_done_by_another_is_no_act():
    for answer in (
        "Once your policy is endorsed, the new address will be covered.",
        "Your policy is endorsed by the underwriter, usually within two days.",
    ):
        data = run(answer, _POLICY, tools=["add_endorsement"])
        report = check(_with_params(data, "add_endorsement", ["policy"]))
        assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_state_a_called_tool_brought_is_supported():
    endorsed = ("add_endorsement", {"policy": "HX-2290"}, {"ok": True})
    report = checked("Your policy is endorsed for the new address.", _POLICY, endorsed)
    assert "fabricated_tool_call" not in kinds(report), show(report)


_DIPLOMA = (
    "get_diploma",
    {"student": "S-4418"},
    {"student": "S-4418", "title": "Técnico en Cocina", "year": 2023},
)


def test_a_spanish_state_of_the_users_thing_needs_the_call_too():
    report = checked(
        "Listo, tu diploma ha quedado certificado para el trámite.",
        _DIPLOMA,
        tools=["certify_diploma"],
        language="es",
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_a_spanish_status_that_says_it_is_no_act():
    done = ("get_diploma", {"student": "S-4418"}, {"student": "S-4418", "status": "certificado"})
    report = checked(
        "Tu diploma ya está certificado.", done, tools=["certify_diploma"], language="es"
    )
    assert "fabricated_tool_call" not in kinds(report), show(report)


_PLOT = (
    "search_files",
    {"plot": "P-17"},
    {
        "results": [
            {"file_id": "PL-17-A", "title": "Escritura de compraventa", "date": "2024-06-12"},
        ],
        "total": 1,
    },
)


def test_a_spanish_document_kind_of_a_month_nothing_was_read_of_is_fabricated():
    answer = (
        "Según el estudio geotécnico de la oficina técnica municipal de octubre, "
        "el terreno es arcilloso."
    )
    report = checked(answer, _PLOT, language="es")
    assert "source_fabrication" in kinds(report), show(report)


def test_a_document_kind_of_a_month_the_run_read_is_held():
    read = (
        "search_files",
        {"plot": "P-17"},
        {"results": [{"file_id": "GT-3", "title": "Estudio geotécnico", "date": "2024-10-03"}]},
    )
    answer = "Según el estudio geotécnico de la oficina técnica de octubre, el suelo es arcilloso."
    report = checked(answer, read, language="es")
    assert "source_fabrication" not in kinds(report), show(report)


def test_an_english_report_of_a_month_needs_something_of_that_month():
    answer = "According to the surveyor's report from February, the wall sits 40 cm inside the lot."
    report = checked(answer, _PLOT)
    assert "source_fabrication" in kinds(report), show(report)
    read = ("get_survey", {"plot": "P-17"}, {"plot": "P-17", "surveyed_on": "2025-02-11"})
    report = checked(answer, _PLOT, read)
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_document_of_a_month_not_drawn_on_is_left_alone():
    report = checked("El informe de marzo se publicará la semana que viene.", _PLOT, language="es")
    assert "source_fabrication" not in kinds(report), show(report)


_GRANT = (
    "get_grant",
    {"grant": "GR-88"},
    {"grant": "GR-88", "stage": "panel review", "panel_date": "2025-07-14"},
)


def test_a_passive_in_a_clause_of_time_is_no_deed():
    answer = "I'd look again after mid-July, when the grant is settled by the panel."
    report = checked(answer, _GRANT, tools=["pay_grant"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_first_person_deed_beside_it_is_still_held_to_a_call():
    report = checked("I've settled the grant fee for you.", _GRANT, tools=["pay_grant"])
    assert "fabricated_tool_call" in kinds(report), show(report)
