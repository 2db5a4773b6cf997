"""Temporal consistency: the answer's dates against each other, against ``now`` and the pages.

- A weekday written next to a date with a year must be that date's weekday
  ("Friday, 29 May 2026").
- Something said to have already happened ("was published on", "took place") cannot
  be dated after the run's ``now``.
- Two dates joined by an order word ("on 5 June, after it was announced on 1 July";
  "from 10 May to 3 May") must come in that order.
- A cited page cannot have been published after the run, and a claim that states when
  a cited page was published must agree with the page.

Only dates the claims layer resolved to a full calendar day are compared; a year-less
date without ``now`` is left alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime

from nyaya.claims.model import Claim, Mention, MonthDay
from nyaya.crosscheck._lexicon import Words, words
from nyaya.crosscheck.outcome import StrategyResult, crosscheck_evidence, crosscheck_finding
from nyaya.crosscheck.results import FetchResult

__all__ = ["check_page_dates", "check_temporal"]


def _day(m: Mention) -> date | None:
    value = m.value
    if m.kind == "time" and isinstance(value, datetime):
        value = value.date()
    if m.kind not in ("date", "time") or not isinstance(value, date) or isinstance(value, MonthDay):
        return None
    return value.date() if isinstance(value, datetime) else value


def check_temporal(claims: Sequence[Claim], answer: str, now: datetime | None) -> StrategyResult:
    """Weekdays, past events after ``now``, and the stated order of two dates."""
    out = StrategyResult()
    for claim in claims:
        lex = words(claim.language)
        dated = [(m, d) for m in claim.mentions if (d := _day(m)) is not None]
        for m, d in dated:
            _weekday(claim, m, d, lex, out)
        if now is not None:
            _past_event(claim, answer, dated, now.date(), lex, out)
        if len(dated) == 2:
            _order(claim, answer, dated, lex, out)
    return out


def _weekday(claim: Claim, m: Mention, day: date, lex: Words, out: StrategyResult) -> None:
    if not any(ch.isdigit() for ch in m.text) or not _has_year(m.text):
        return
    folded = m.text.casefold()
    for index, names in enumerate(lex.weekdays):
        if any(_word_in(name, folded) for name in names):
            if index != day.weekday():
                actual = lex.weekdays[day.weekday()][0]
                out.findings.append(
                    crosscheck_finding(
                        "inconsistent_claim",
                        claim.id,
                        f"the answer says {m.text!r}, but {day.isoformat()} is a {actual}",
                        reason="weekday_mismatch",
                        witness_kind="claim",
                        witness_value=actual,
                        note=f"{day.isoformat()} falls on {actual}",
                        expected=actual,
                        found=m.text,
                    )
                )
            else:
                out.support(
                    claim.id,
                    crosscheck_evidence(names[0], f"{day.isoformat()} is a {names[0]}"),
                )
            return


def _word_in(name: str, text: str) -> bool:
    start = text.find(name)
    while start != -1:
        end = start + len(name)
        before = text[start - 1] if start else " "
        after = text[end] if end < len(text) else " "
        if not before.isalpha() and not after.isalpha():
            return True
        start = text.find(name, start + 1)
    return False


def _has_year(text: str) -> bool:
    run = 0
    for ch in text:
        run = run + 1 if ch.isdigit() else 0
        if run >= 4:
            return True
    return False


def _past_event(
    claim: Claim,
    answer: str,
    dated: list[tuple[Mention, date]],
    today: date,
    lex: Words,
    out: StrategyResult,
) -> None:
    if not lex.has("past_event", claim.text) or lex.has("future", claim.text):
        return
    for m, d in dated:
        if d > today:
            out.findings.append(
                crosscheck_finding(
                    "inconsistent_claim",
                    claim.id,
                    f"the answer says this already happened on {m.text}, "
                    f"which is after the run ({today.isoformat()})",
                    reason="past_event_after_now",
                    witness_kind="claim",
                    witness_value=today.isoformat(),
                    note="the run's now",
                    expected=f"a date on or before {today.isoformat()}",
                    found=m.text,
                )
            )
            return


def _order(
    claim: Claim, answer: str, dated: list[tuple[Mention, date]], lex: Words, out: StrategyResult
) -> None:
    (m1, d1), (m2, d2) = dated
    between = answer[m1.end : m2.start]
    if len(between) > 80:
        return
    # The order word must open the clause between the dates (", after it was announced
    # on"), not sit further in it ("and closes after the holiday on").
    lead = " ".join(between.replace(",", " ").split()[:2])
    if lex.has("after", lead):
        first, second, word = m2, m1, "after"  # "on D1, after ... D2": D2 comes first
        ok = d2 <= d1
    elif lex.has("before", lead):
        first, second, word = m1, m2, "before"
        ok = d1 <= d2
    elif lex.pattern("range_to").fullmatch(between.strip()) and lex.has(
        "change_from", answer[max(claim.start, m1.start - 8) : m1.start]
    ):
        first, second, word = m1, m2, "to"
        ok = d1 <= d2
    else:
        return
    if ok:
        return
    out.findings.append(
        crosscheck_finding(
            "inconsistent_claim",
            claim.id,
            f"the answer puts {first.text} {word} {second.text}, "
            f"but {first.text} is the later date",
            reason="event_order",
            witness_kind="claim",
            witness_value=[min(d1, d2).isoformat(), max(d1, d2).isoformat()],
            note="the earlier date comes first",
            expected=f"{first.text} on or before {second.text}",
            found=f"{first.text} {word} {second.text}",
        )
    )


def check_page_dates(
    claim: Claim, page: FetchResult, now: datetime | None, out: StrategyResult
) -> None:
    """A cited page published after the run, or on another day than the claim says."""
    published = page.published
    if published is None:
        return
    url = page.final_url or page.url
    if now is not None and published > now.date():
        out.findings.append(
            crosscheck_finding(
                "inconsistent_claim",
                claim.id,
                f"{url} was published on {published.isoformat()}, "
                f"after the run ({now.date().isoformat()}): the agent cannot have read it",
                reason="source_after_run",
                witness_kind="sources",
                witness_value=published.isoformat(),
                pointer=url,
                note="the page's publication date",
                expected=f"published on or before {now.date().isoformat()}",
                found=published.isoformat(),
            )
        )
        return
    lex = words(claim.language)
    if not lex.has("published", claim.text):
        return
    stated = [(m, d) for m in claim.mentions if (d := _day(m)) is not None]
    if len(stated) != 1:
        return
    m, d = stated[0]
    if d == published:
        out.support(
            claim.id,
            crosscheck_evidence(published.isoformat(), f"publication date of {url}", field=url),
        )
        return
    out.findings.append(
        crosscheck_finding(
            "fact_mismatch",
            claim.id,
            f"the answer says {url} was published {m.text}, but the page says "
            f"{published.isoformat()}",
            reason="publication_date_mismatch",
            witness_kind="sources",
            witness_value=published.isoformat(),
            pointer=url,
            note="the page's publication date",
            expected=published.isoformat(),
            found=m.text,
        )
    )
