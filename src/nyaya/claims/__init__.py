"""The claims layer: split an agent's answer into claims and name each one's pramana.

Start with `extract`. It parses the agent's ``---VERIFICATION---`` self-tag
blocks (`selftag`), cuts the rest into sentences and clauses (`segment`), reads
numbers, amounts, dates, ids, quotes and names (`mentions`, `numerals`), finds
lexicon cues such as absence phrases, hedges and tool-use phrases (`cues`,
`lexicons`), and classifies each claim (`classify`). English, Spanish, Hindi
and Chinese ship as lexicon files; adding a language means adding a file.

Decisions callers rely on:

- Offsets always index the answer as given (self-tag blocks included); claim ids
  are "c1", "c2", ... in reading order.
- A self-tag is kept as ``Claim.tagged_as``; ``Claim.pramana`` is what the text
  shows when it shows something definite (absence, a source or URL, a hedge, a
  comparison, values found in the run), else the tag's reading. A claim tagged
  ``tool_output`` but hedged is therefore anumana with tagged_as pratyaksa.
- Relative dates resolve against ``now`` (or ``run.created_at``), never the
  system clock; without either they are not reported. A date written without its
  year ("22 October", "10月22日") takes the year of its occurrence nearest ``now``
  (one on the stated weekday first: "Friday, May 29"); without ``now`` its value is a
  `MonthDay`, a `date` whose year means nothing (compare month and day only).
- Patterns compile per language on first use (`warm` compiles them up front).
- An unknown language code falls back to detection; bad text never raises
  (a reading bug degrades to one ungrounded claim per sentence: fail closed).
"""

from __future__ import annotations

import typing as _typing

from nyaya import _lazy

# `import nyaya.claims.lexicons` (a run's language is checked against the lexicons on load)
# runs this file first: the names below load on first access, not with the package.
_HOMES: dict[str, str] = {
    "UNMARKED_12H": "nyaya.claims.model",
    "Claim": "nyaya.claims.model",
    "Cue": "nyaya.claims.model",
    "Extraction": "nyaya.claims.model",
    "Mention": "nyaya.claims.model",
    "MonthDay": "nyaya.claims.model",
    "SelfTag": "nyaya.claims.model",
    "detect_language": "nyaya.claims.detect",
    "extract": "nyaya.claims.pipeline",
    "parse_number": "nyaya.claims.numerals",
    "parse_selftags": "nyaya.claims.selftag",
    "tool_categories_of": "nyaya.claims.lexicons",
    "warm": "nyaya.claims.pipeline",
}

if _typing.TYPE_CHECKING:
    from nyaya.claims.detect import detect_language as detect_language
    from nyaya.claims.lexicons import tool_categories_of as tool_categories_of
    from nyaya.claims.model import UNMARKED_12H as UNMARKED_12H
    from nyaya.claims.model import Claim as Claim
    from nyaya.claims.model import Cue as Cue
    from nyaya.claims.model import Extraction as Extraction
    from nyaya.claims.model import Mention as Mention
    from nyaya.claims.model import MonthDay as MonthDay
    from nyaya.claims.model import SelfTag as SelfTag
    from nyaya.claims.numerals import parse_number as parse_number
    from nyaya.claims.pipeline import extract as extract
    from nyaya.claims.pipeline import warm as warm
    from nyaya.claims.selftag import parse_selftags as parse_selftags

__all__ = [
    "UNMARKED_12H",
    "Claim",
    "Cue",
    "Extraction",
    "Mention",
    "MonthDay",
    "SelfTag",
    "detect_language",
    "extract",
    "parse_number",
    "parse_selftags",
    "tool_categories_of",
    "warm",
]

__getattr__, __dir__ = _lazy.exports(__name__, _HOMES)
