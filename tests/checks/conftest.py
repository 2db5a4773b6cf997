"""Builders for hand-made claims: the checks are tested against the Claim contract alone."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from nyaya.claims.model import Claim, Cue, Extraction, Mention, SelfTag
from nyaya.report import Pramana


class Answer:
    """An answer under construction: add claims by substring, then `extraction()`."""

    def __init__(self, text: str, language: str = "en") -> None:
        self.text = text
        self.language = language
        self.claims: list[Claim] = []

    def claim(
        self,
        sentence: str,
        *,
        pramana: Pramana = "pratyaksa",
        mentions: Sequence[tuple[Any, ...]] = (),
        cues: Sequence[tuple[Any, ...]] = (),
        tagged_as: Pramana | None = None,
        tag_evidence: str | None = None,
    ) -> Answer:
        start = self.text.index(sentence)
        built_mentions = []
        for kind, text, value, *unit in mentions:
            at = self.text.index(text, start)
            built_mentions.append(
                Mention(kind, text, at, at + len(text), value, unit[0] if unit else None)
            )
        built_cues = []
        for kind, text, *category in cues:
            at = self.text.casefold().index(text.casefold(), start)
            built_cues.append(
                Cue(kind, text, at, at + len(text), category[0] if category else None)
            )
        tag = None
        if tagged_as is not None or tag_evidence is not None:
            tag = SelfTag(
                claim=sentence, source_type=None, pramana=tagged_as, evidence=tag_evidence
            )
        self.claims.append(
            Claim(
                id=f"c{len(self.claims) + 1}",
                text=sentence,
                start=start,
                end=start + len(sentence),
                language=self.language,
                pramana=pramana,
                mentions=tuple(built_mentions),
                cues=tuple(built_cues),
                tagged_as=tagged_as,
                tag=tag,
            )
        )
        return self

    def extraction(self) -> Extraction:
        return Extraction(
            claims=tuple(self.claims),
            tags=(),
            compliant=False,
            language=self.language,
            body_end=len(self.text),
        )


@pytest.fixture
def answer() -> type[Answer]:
    return Answer


def checked(run: dict[str, Any], built: Answer, **kwargs: Any) -> Any:
    """Check ``run`` with ``built``'s text as its answer (read by the real claims layer)."""
    from nyaya.engine import check

    data = dict(run)
    data.setdefault("run_id", "r-test")
    data["response"] = built.text
    return check(data, **kwargs)


def types(report: Any) -> list[str]:
    """The finding types of a report, hallucination findings only (no unsupported_claim)."""
    return [f.type for f in report.findings if f.type != "unsupported_claim"]


@pytest.fixture
def run_check() -> Any:
    return checked


@pytest.fixture
def finding_types() -> Any:
    return types
