"""Self-tag blocks: tolerant parsing, stripping, compliance and the pramana mapping."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nyaya.claims import extract, parse_selftags
from nyaya.claims.selftag import pramana_of_source_type

ASSETS = Path(__file__).parents[1] / "assets" / "claims"


def read(name: str) -> str:
    return (ASSETS / name).read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("source_type", "pramana"),
    [
        ("tool_output", "pratyaksa"),
        ("inference", "anumana"),
        ("external_source", "sabda"),
        ("absence", "abhava"),
        ("opinion", "ungrounded"),
        ("Tool Output", "pratyaksa"),
        ("EXTERNAL-SOURCE", "sabda"),
        ("tool_output | inference | external_source", None),
        ("banana", None),
        (None, None),
    ],
)
def test_source_types_map_to_pramana(source_type: str | None, pramana: str | None) -> None:
    assert pramana_of_source_type(source_type) == pramana


def test_yaml_block_is_parsed_and_compliant() -> None:
    text = read("selftag_yaml.txt")
    blocks = parse_selftags(text)
    assert blocks.compliant
    assert [t.claim for t in blocks.tags] == [
        "You have 3 emails from Alice",
        "The meeting is probably at 3pm",
    ]
    first, second = blocks.tags
    assert (first.pramana, first.evidence, first.checkable) == ("pratyaksa", "call_1", True)
    assert (second.pramana, second.checkable) == ("anumana", False)
    assert blocks.body_end == text.index("---VERIFICATION---")


def test_json_block_inside_a_code_fence() -> None:
    blocks = parse_selftags(read("selftag_json.txt"))
    assert blocks.compliant
    (tag,) = blocks.tags
    assert tag.pramana == "abhava"
    assert tag.evidence == "call_7"
    assert tag.raw["confidence"] == 0.9


def test_unclosed_block_is_parsed_but_not_compliant() -> None:
    text = read("selftag_unclosed.txt")
    blocks = parse_selftags(text)
    assert not blocks.compliant
    assert [t.pramana for t in blocks.tags] == ["ungrounded"]
    assert blocks.spans[0][1] == len(text)


def test_sloppy_spacing_case_extra_fields_and_two_blocks() -> None:
    text = read("selftag_sloppy.txt")
    blocks = parse_selftags(text)
    assert len(blocks.spans) == 2
    claims = {t.claim: t for t in blocks.tags}
    assert claims["tienes 2 reuniones mañana"].pramana == "pratyaksa"
    assert claims["tienes 2 reuniones mañana"].raw["extra_field"] == "whatever"
    assert claims["Revisé tu calendario"].pramana is None  # the template copied verbatim
    assert claims["second block"].pramana == "sabda"
    assert not blocks.compliant  # one entry names no usable source type


def test_blocks_are_stripped_from_the_claims_but_offsets_index_the_original() -> None:
    text = read("selftag_sloppy.txt")
    ex = extract(text, language="es")
    texts = [c.text for c in ex.claims]
    assert "Trailing words after the block." in texts
    assert not any("VERIFICATION" in t.upper() or "source_type" in t.lower() for t in texts)
    for c in ex.claims:
        assert text[c.start : c.end] == c.text


def test_no_block_means_not_compliant() -> None:
    ex = extract("You have 3 emails.")
    assert not ex.compliant
    assert ex.tags == ()
    assert ex.body_end == len("You have 3 emails.")


def test_a_lying_tag_is_kept_as_tagged_as_while_the_text_decides() -> None:
    ex = extract(read("selftag_lying.txt"), language="en")
    (claim,) = ex.claims
    assert claim.tagged_as == "pratyaksa"
    assert claim.pramana == "anumana"  # the hedge in the text wins; the checks see the mismatch
    assert claim.tag is not None and claim.tag.evidence == "call_1"


def test_a_tag_decides_when_the_text_is_silent() -> None:
    text = (
        "You should leave by 5.\n---VERIFICATION---\n- claim: You should leave by 5\n"
        "  source_type: inference\n---END VERIFICATION---\n"
    )
    (claim,) = extract(text, language="en").claims
    assert (claim.pramana, claim.tagged_as) == ("anumana", "anumana")


_PIECES = st.sampled_from(
    [
        "---VERIFICATION---",
        "---END VERIFICATION---",
        "- claim: ",
        "source_type: ",
        "tool_output",
        "{",
        "[",
        '"',
        "\n",
        "  ",
        "evidence: call_1",
        "checkable: yes",
        "}",
        "]",
        ":",
        "-",
    ]
)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(_PIECES, st.text(max_size=8)), max_size=30))
def test_parser_never_raises(pieces: list[str]) -> None:
    text = "".join(pieces)
    blocks = parse_selftags(text)
    for start, end in blocks.spans:
        assert 0 <= start < end <= len(text)
