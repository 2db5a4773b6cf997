"""A page, an annex or a notice number cited must be one the run read: citing "p. 7" of a
handbook says the agent opened page 7; if nothing the run read prints page 7, the citation is
made up (the witness lists the pages, annexes or notices the run did read)."""

from __future__ import annotations

import pytest
from tests.runkit import checked, kinds

LEASE = (
    "get_lease",
    {"unit": "4C"},
    {
        "unit": "4C",
        "rent": 1450,
        "clauses": [
            {"n": "7.2", "text": "Pets require written consent and a deposit of $300."},
        ],
        "summary": "Pets need written consent; deposit $300.",
    },
)

MANUAL_PAGES = (
    "fetch_document",
    {"doc": "kiln-operating-manual"},
    {
        "title": "Kiln Operating Manual",
        "pages": [
            {"page": 3, "text": "Never open the lid above 150 degrees."},
            {"page": 9, "text": "Cone 6 firings take about 8 hours."},
        ],
    },
)


@pytest.mark.parametrize(
    ("answer", "calls", "language"),
    [
        (
            "Pets are allowed with written consent and a $300 deposit (Tenant Handbook, p. 14).",
            [LEASE],
            "en",
        ),
        (
            "Necesitas permiso por escrito y un depósito de $300, como indica la Guía del "
            "inquilino (pág. 6).",
            [LEASE],
            "es",
        ),
        (
            "पालतू जानवरों के लिए लिखित अनुमति और $300 जमा चाहिए — यह नियम परिशिष्ट ख में है।",
            [LEASE],
            "hi",
        ),
        ("养宠物需要书面同意并交 300 美元押金，依据是市住建局2021年第57号公告。", [LEASE], "zh"),
        (
            "Pets need written consent and a $300 deposit; the exclusions are in Annex C.",
            [LEASE],
            "en",
        ),
        ("Cone 6 firings take about 8 hours (Kiln Operating Manual, p. 11).", [MANUAL_PAGES], "en"),
    ],
)
def test_a_locator_nothing_read_prints_is_a_made_up_source(answer, calls, language):
    report = checked(answer, *calls, language=language)
    assert "source_fabrication" in kinds(report), report.findings
    finding = next(f for f in report.findings if f.type == "source_fabrication")
    assert finding.witness is not None and finding.witness.kind == "sources"


@pytest.mark.parametrize(
    ("answer", "calls", "language"),
    [
        # the page the run read
        ("Cone 6 firings take about 8 hours (Kiln Operating Manual, p. 9).", [MANUAL_PAGES], "en"),
        (
            "La tapa no se abre por encima de 150 grados (manual del horno, página 3).",
            [MANUAL_PAGES],
            "es",
        ),
        # an annex the output prints, in another script or language than the answer's
        (
            "Los perros grandes están en el anexo D del contrato.",
            [("get_policy", {}, {"text": "Annex D lists large dog breeds."})],
            "es",
        ),
        (
            "大型犬名单见附件二。",
            [("get_policy", {}, {"text": "大型犬名单详见附件2。"})],
            "zh",
        ),
        (
            "यह सूची परिशिष्ट ख में दी गई है।",
            [("get_policy", {}, {"text": "The list is in Appendix B."})],
            "hi",
        ),
        # a notice the output names
        (
            "依据2022年第12号公告，押金上限为两个月租金。",
            [("get_rules", {}, {"basis": "第12号公告", "deposit_cap_months": 2})],
            "zh",
        ),
        # a page of results is paging, not a document's page
        (
            "I showed the first 20; there are more on page 2 of the results.",
            [("search_units", {"page": 1}, {"page": 1, "has_more": True, "units": []})],
            "en",
        ),
    ],
)
def test_a_locator_the_run_read_or_no_document_at_all_passes(answer, calls, language):
    report = checked(answer, *calls, language=language)
    assert "source_fabrication" not in kinds(report), report.findings
