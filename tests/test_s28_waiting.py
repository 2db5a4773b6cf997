"""People waiting, in the words of an answer and of an output (session 28; examples written
for these tests): "3 people are waiting for it" is what ``holds_queue: 3`` says, so a cause
resting on it is the output's; "waiting" and "queue" name the waitlist concept."""

from __future__ import annotations

from runkit import checked, kinds, show

LOANS = (
    "get_loans",
    {"card": "LC-8"},
    {
        "loans": [
            {"title": "Tidewater", "due": "2026-02-10", "renewals_left": 1, "holds_queue": 3},
            {"title": "Salt Roads", "due": "2026-02-12", "renewals_left": 2, "holds_queue": 0},
        ]
    },
)


def test_a_cause_the_queue_gives_is_no_inference() -> None:
    report = checked("Tidewater can't be renewed, since 3 people are waiting for it.", LOANS)
    assert "inference_as_fact" not in kinds(report), show(report)


def test_someone_denied_on_a_list_of_people_waiting_is_a_false_absence() -> None:
    waitlist = (
        "get_waitlist",
        {"class": "Swim-2"},
        {"waitlist": [{"child": "Omar Haddad", "position": 2, "status": "waiting"}]},
    )
    report = checked("I couldn't find Omar on the Swim-2 waitlist.", waitlist)
    assert "false_absence" in kinds(report), show(report)
