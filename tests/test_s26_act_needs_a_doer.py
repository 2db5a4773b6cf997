"""Action class (session 26): a verb of an act that no tool of the run would do, in a sentence
that names neither a doer on the answer's side (a first person) nor the user it was done for
(the addressee): "**Boiler** (2011): flagged as one to monitor", "**Denied** (1 claim): ...".

- it tells what happened to a record, so it is no act of the answer's: no fabricated_tool_call;
- the same act said in the first person still needs a call, in every language.

Each example is written for these tests.
"""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

INSPECTION = (
    "get_inspection",
    {"id": "INS-5"},
    {
        "inspection": "INS-5",
        "items": [
            {"area": "boiler", "note": "2011 unit, monitor"},
            {"area": "roof", "note": "replace within 2 years"},
        ],
    },
)

RECORD_STATES = {
    "en": "**Boiler** (2011): flagged as one to monitor. **Roof:** replacement recommended "
    "within 2 years.",
    "es": "**Caldera** (2011): marcada para vigilar. **Tejado:** se recomienda cambiarlo "
    "en 2 años.",
    "zh": "**锅炉**（2011年）：列为需观察项目。**屋顶**：建议2年内更换。",
}


@pytest.mark.parametrize("lang", sorted(RECORD_STATES))
def test_what_happened_to_a_record_is_no_act_of_the_answer(lang: str) -> None:
    report = checked(RECORD_STATES[lang], INSPECTION, language=lang)
    assert "fabricated_tool_call" not in kinds(report), show(report)


SENT = {
    "en": "I've emailed you a copy of the inspection report.",
    "es": "Te he enviado una copia del informe por correo.",
    "hi": "मैंने रिपोर्ट की कॉपी आपको ईमेल कर दी है।",
    "zh": "我已经把检查报告发到您的邮箱了。",
}


@pytest.mark.parametrize("lang", sorted(SENT))
def test_an_act_in_the_first_person_still_needs_a_call(lang: str) -> None:
    report = checked(SENT[lang], INSPECTION, language=lang)
    assert "fabricated_tool_call" in kinds(report), show(report)
