"""Hindi data for the checks: which sections of hi.toml a Hindi or Hinglish sentence hits.

Self-written sentences: Devanagari, English loanwords in Devanagari, and romanised Hinglish.
Each case names a section and whether it must match; the negatives are the homographs the
lexicon leaves out on purpose (the genitive "की", "कोई नया" in an affirmative, "लगता है" as
"is charged", "पता" as "know", "कर" as "do", "खाली" as "free").
"""

from __future__ import annotations

import re
from functools import cache

import pytest

from nyaya.claims.lexicons import load
from nyaya.claims.phrases import compile_phrases


@cache
def _pattern(section: str) -> re.Pattern[str] | None:
    lex = load("hi")
    if section.startswith("actions."):
        return compile_phrases(lex.actions[section.removeprefix("actions.")])
    if section.startswith("concepts."):
        return compile_phrases(lex.concepts[section.removeprefix("concepts.")])
    return compile_phrases(getattr(lex, section.replace(".", "_")))


def hits(section: str, text: str) -> bool:
    pattern = _pattern(section)
    assert pattern is not None, f"{section} is empty"
    return pattern.search(text.lower()) is not None


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # the agent reports an action: action class, completion, first person
        ("मैंने आपकी दिल्ली की फ़्लाइट बुक कर दी है।", "actions.book", True),
        ("मैंने आपकी दिल्ली की फ़्लाइट बुक कर दी है।", "agent.done", True),
        ("मैंने आपकी दिल्ली की फ़्लाइट बुक कर दी है।", "agent.first_person", True),
        ("फ़्लाइट book कर दी है, टिकट ईमेल पर भेज दिया गया है।", "actions.send", True),
        ("Maine aapka order cancel kar diya hai.", "actions.cancel", True),
        ("Maine aapka order cancel kar diya hai.", "agent.done", True),
        ("मैंने आपका कैलेंडर चेक किया।", "actions.lookup", True),
        ("मैंने ₹2,000 आपके खाते में ट्रांसफ़र कर दिए हैं।", "actions.transfer", True),
        ("मैंने मीटिंग शेड्यूल की।", "actions.schedule", True),
        ("मैंने आपकी रिपोर्ट की जाँच की।", "actions.lookup", True),
        ("आपकी छुट्टी की अर्ज़ी मंज़ूर कर दी गई है।", "actions.approve", True),
        ("आपकी छुट्टी की अर्ज़ी मंज़ूर कर दी गई है।", "agent.passive", True),
        ("आपका पैकेज कल डिलीवर हो गया।", "actions.ship", True),
        ("पैसे वापस कर दिए गए हैं।", "actions.refund", True),
        # after a noun "X की" / "X की है" is the genitive, not a reported act
        ("यह रसीद पिछले ऑर्डर की है।", "actions.order", False),
        ("मैंने भुगतान की स्थिति देखी।", "actions.pay", False),
        ("नीचे दिए गए लिंक से भुगतान करें।", "actions.pay", False),
        ("यह आपके लिए है।", "agent.done", False),
        ("रिफ़ंड की राशि 3-5 दिनों में आपके खाते में आ जाएगी।", "agent.done", False),
        # someone else acted; negation
        ("आपने यह मीटिंग पिछले हफ़्ते शेड्यूल की थी।", "agent.other_subject", True),
        ("मैंने टिकट बुक नहीं किया है।", "agent.negation", True),
        # stance
        ("शायद कल बारिश होगी।", "stance.hedge", True),
        ("शायद कल बारिश होगी।", "stance.future", True),
        ("लगता है कि ट्रेन लेट है।", "stance.hedge", True),
        ("इस पर 18% GST लगता है।", "stance.hedge", False),
        ("कीमत लगभग ₹4,500 है।", "stance.approx", True),
        ("main aapko kal tak bata dunga", "stance.future", True),
        ("उड़ान देर से है क्योंकि मौसम खराब है।", "stance.causal", True),
        ("Payment fail ho gaya kyunki card decline hua.", "stance.causal", True),
        ("यह निश्चित रूप से सबसे अच्छा विकल्प है।", "stance.certainty", True),
        ("यह निश्चित रूप से सबसे अच्छा विकल्प है।", "stance.evaluative", True),
        ("बढ़िया! मैं आपकी मदद करूँगा।", "stance.evaluative", False),
        ("अगर आप चाहें तो मैं होटल भी बुक कर सकता हूँ।", "stance.conditional", True),
        ("क्या मैं आपके लिए टैक्सी बुक कर दूँ?", "stance.offer", True),
        ("क्या मैं आपके लिए टैक्सी बुक कर दूँ?", "agent.done", False),
        ("Agar aap chahein to main reschedule kar sakta hoon.", "stance.offer", True),
        ("मेरी राय में, ट्रेन बेहतर रहेगी।", "stance.opinion", True),
        ("Meri raay mein Vistara better option hai.", "stance.evaluative", True),
        # absence and failure
        ("आपके इनबॉक्स में कोई नया ईमेल नहीं है।", "absence.phrases", True),
        ("मुझे कोई फ़्लाइट नहीं मिली।", "absence.phrases", True),
        ("koi result nahi mila", "absence.phrases", True),
        ("आपके लिए एक नया संदेश आया है और कोई नया अपडेट भी है।", "absence.phrases", False),
        ("2 सीटें खाली हैं।", "absence.phrases", False),
        ("सर्वर से कनेक्ट नहीं हो सका।", "absence.failure", True),
        ("weather API का call fail हो गया।", "absence.failure", True),
        ("कल का मौसम साफ़ रहेगा।", "absence.failure", False),
        # sources and counts
        ("RBI की अधिसूचना के अनुसार रेपो दर 6.5% है।", "sources.nouns", True),
        ("RBI की अधिसूचना के अनुसार रेपो दर 6.5% है।", "sources.attribution", True),
        ("रिपोर्ट के मुताबिक बिक्री 12% बढ़ी।", "sources.attribution", True),
        ("10 में से 7 उड़ानें समय पर थीं।", "counts.of", True),
        ("₹5,000 से कम के होटल", "counts.less", True),
        ("₹5,000 से कम के होटल", "counts.more", False),
        ("कम से कम 3 दिन पहले बुक करें।", "counts.more", True),
        ("2 घंटे से ज़्यादा की देरी", "counts.more", True),
        # concepts: native words, loanwords, spellings with and without the nukta
        ("कुल बिल ₹1,250 है, जिसमें 18% जीएसटी शामिल है।", "concepts.total", True),
        ("कुल बिल ₹1,250 है, जिसमें 18% जीएसटी शामिल है।", "concepts.tax", True),
        ("कुल बिल ₹1,250 है, जिसमें 18% जीएसटी शामिल है।", "concepts.included", True),
        ("कीमत लगभग ₹4,500 है।", "concepts.price", True),
        ("सुविधा शुल्क ₹30 और फ़ीस ₹50 है।", "concepts.fee", True),
        ("इस हफ़्ते आपकी 4 मीटिंग हैं।", "concepts.event", True),
        ("इस हफ़्ते आपकी 4 मीटिंग हैं।", "concepts.week", True),
        ("मुझे पता नहीं, उसने यह काम कर दिया।", "concepts.address", False),
        ("मुझे पता नहीं, उसने यह काम कर दिया।", "concepts.tax", False),
        ("RBI की अधिसूचना के अनुसार रेपो दर 6.5% है।", "concepts.repository", False),
        ("मैंने फ़्लाइट बुक कर दी है।", "concepts.book", False),
    ],
)
def test_hindi_sentence_hits_section(text: str, section: str, expected: bool) -> None:
    assert hits(section, text) is expected


def test_at_least_and_at_most_are_also_their_longer_match() -> None:
    # "कम से कम" (at least) holds "से कम" (less than): the check must prefer the longer match
    more = _pattern("counts.more")
    less = _pattern("counts.less")
    assert more is not None and less is not None
    at_least = more.search("कम से कम 3 दिन")
    inner = less.search("कम से कम 3 दिन")
    assert at_least is not None and inner is not None
    assert at_least.group(0) == "कम से कम"
    assert at_least.start() <= inner.start() and inner.end() <= at_least.end()


def test_every_concept_key_is_an_english_concept() -> None:
    assert set(load("hi").concepts) == set(load("en").concepts)
    assert set(load("hi").actions) == set(load("en").actions)
