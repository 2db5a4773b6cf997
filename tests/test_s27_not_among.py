"""Absence class (session 27): a named one denied a place in a list that holds them.

"Nora isn't on the waitlist" beside a waitlist whose item is Nora Diaz: the item is the witness.
Someone the list does not hold, a list the sentence does not name, and a hedged denial are no
finding. Each example is written for these tests.
"""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show


def _waitlist(name: str) -> tuple[str, dict[str, str], dict[str, object]]:
    return (
        "get_waitlist",
        {"session": "CAMP-7"},
        {
            "session": "CAMP-7",
            "enrolled": 12,
            "waitlist": [{"child": name, "position": 2, "status": "waiting"}],
        },
    )


DENIED = {
    "en": ("Nora Diaz", "Nora isn't on the waitlist for CAMP-7."),
    "es": ("Nora Díaz", "Nora no figura en la lista de espera de CAMP-7."),
}


@pytest.mark.parametrize("lang", sorted(DENIED))
def test_a_denied_place_the_list_holds_is_a_false_absence(lang: str) -> None:
    name, answer = DENIED[lang]
    report = checked(answer, _waitlist(name), language=lang)
    assert "false_absence" in kinds(report), show(report)


@pytest.mark.parametrize("lang", sorted(DENIED))
def test_someone_the_list_does_not_hold_is_not_on_it(lang: str) -> None:
    _, answer = DENIED[lang]
    report = checked(answer.replace("Nora", "Tomás"), _waitlist("Nora Diaz"), language=lang)
    assert "false_absence" not in kinds(report), show(report)


def test_a_list_the_sentence_does_not_name_is_no_witness() -> None:
    report = checked("Nora isn't in the photo gallery yet.", _waitlist("Nora Diaz"), language="en")
    assert "false_absence" not in kinds(report), show(report)


@pytest.mark.parametrize(
    ("lang", "answer"),
    [("hi", "रवि कुमार प्रतीक्षा सूची में नहीं हैं।"), ("zh", "王芳不在候补名单上。")],
)
def test_the_denial_in_hindi_and_chinese(lang: str, answer: str) -> None:
    name = "रवि कुमार" if lang == "hi" else "王芳"
    report = checked(answer, _waitlist(name), language=lang)
    assert "false_absence" in kinds(report), show(report)
