"""False-absence classes of helper abs8: parallel searches that differ by one argument the
answer names, a second clause whose pronoun leads back to a name that holds nothing of the
noun, an English word of the outputs written in Devanagari, and a denial of the plain noun
next to a list of a sub-kind. Each example is written for these tests; a false "none" must be
caught with its witness, a correct "none" of the same shape must pass."""

from __future__ import annotations

from typing import Any

from runkit import checked, kinds, show, witness_of


def _search(channel: str, hits: list[dict[str, Any]]) -> tuple[str, dict[str, Any], Any]:
    return (
        "search_feedback",
        {"product": "Lumo lamp", "channel": channel, "topic": "night glow"},
        {"channel": channel, "topic": "night glow", "total": len(hits), "feedback": hits},
    )


COMPLAINT = {"id": "fb_301", "stars": 2, "text": "the lamp blinks at low brightness"}


# ---- one search per channel: the channel the claim names is the one it speaks of ------------


def test_the_claim_names_the_channel_whose_search_returned_items():
    answer = "Web shop: for night glow there is no feedback either."
    report = checked(answer, _search("mobile_app", []), _search("web_shop", [COMPLAINT]))
    assert witness_of(report, "false_absence").pointer.startswith("/feedback/0"), show(report)


def test_the_claim_names_the_channel_whose_search_came_back_empty():
    answer = "Mobile app: for night glow there is no feedback."
    report = checked(answer, _search("mobile_app", []), _search("web_shop", [COMPLAINT]))
    assert "false_absence" not in kinds(report), show(report)


def test_a_hindi_claim_names_the_channel_in_latin_letters():
    answer = "**Web shop:** यहाँ भी night glow से जुड़ा कोई feedback नहीं आया है।"
    report = checked(
        answer, _search("mobile_app", []), _search("web_shop", [COMPLAINT]), language="hi"
    )
    assert witness_of(report, "false_absence").pointer.startswith("/feedback/0"), show(report)
    answer = "**Mobile app:** यहाँ भी night glow से जुड़ा कोई feedback नहीं आया है।"
    report = checked(
        answer, _search("mobile_app", []), _search("web_shop", [COMPLAINT]), language="hi"
    )
    assert "false_absence" not in kinds(report), show(report)


# ---- a second clause: "for them" leads back to a name that holds none of the noun -----------


def _inbox(folder: str, letters: list[dict[str, Any]]) -> tuple[str, dict[str, Any], Any]:
    return (
        "search_returns_desk",
        {"shop": "Brindle Tea House", "folder": folder},
        {"shop": {"id": "sh_9", "name": "Brindle Tea House"}, "items": letters},
    )


PARCEL = {"ticket": "RT-5520", "reason": "arrived dented", "opened_at": "2025-02-03T09:10:00Z"}


def test_the_second_clause_of_two_absences_is_judged_too():
    answer = (
        "Nothing is waiting for Brindle Tea House in the refund folder, and the swap-request "
        "desk for them is empty too."
    )
    report = checked(answer, _inbox("refund", []), _inbox("swap", [PARCEL]))
    assert witness_of(report, "false_absence").pointer.startswith("/items/0"), show(report)


def test_both_clauses_true_pass():
    answer = (
        "Nothing is waiting for Brindle Tea House in the refund folder, and the swap-request "
        "desk for them is empty too."
    )
    report = checked(answer, _inbox("refund", []), _inbox("swap", []))
    assert "false_absence" not in kinds(report), show(report)


# ---- an English word of the outputs written in Devanagari -----------------------------------

BILLS = (
    "list_fines",
    {"vehicle": "MH12AB1234", "from": "2025-03-01"},
    {
        "vehicle": "MH12AB1234",
        "penalties": [
            {"id": "PN-884", "section": "speeding", "amount": 1000, "date": "2025-03-04"}
        ],
        "count": 1,
    },
)
NO_BILLS = (
    "list_fines",
    {"vehicle": "MH12AB1234", "from": "2025-03-01"},
    {"vehicle": "MH12AB1234", "penalties": [], "count": 0},
)


def test_a_loanword_in_devanagari_names_the_english_key():
    answer = "आपकी गाड़ी पर अभी कोई पेनल्टी दर्ज नहीं है।"
    report = checked(answer, BILLS, language="hi")
    assert witness_of(report, "false_absence").pointer.startswith("/penalties/0"), show(report)
    report = checked(answer, NO_BILLS, language="hi")
    assert "false_absence" not in kinds(report), show(report)


def test_a_short_loanword_meets_an_english_value():
    rides = (
        "get_card_history",
        {"card": "C-77", "day": "2025-08-11"},
        {
            "card": "C-77",
            "rows": [
                {"kind": "TOPUP", "merchant": "UPI RECHARGE", "amount": 200.0, "at": "2025-08-10"},
                {"kind": "DEBIT", "merchant": "Ferry pier 3", "amount": -40.0, "at": "2025-08-11"},
            ],
        },
    )
    answer = "11 अगस्त को आपके कार्ड से कोई फेरी नहीं कटी है।"
    report = checked(answer, rides, language="hi")
    assert "false_absence" in kinds(report), show(report)
    # the day before, no ferry was paid: the ferry of the 11th is no witness
    answer = "10 अगस्त को आपके कार्ड से कोई फेरी नहीं कटी है।"
    report = checked(answer, rides, language="hi")
    assert "false_absence" not in kinds(report), show(report)


def test_a_loanword_that_sounds_like_nothing_returned_binds_nothing():
    answer = "आपकी गाड़ी पर अभी कोई पेनल्टी दर्ज नहीं है।"
    other = ("get_vehicle", {"vehicle": "MH12AB1234"}, {"vehicle": "MH12AB1234", "insured": True})
    report = checked(answer, other, language="hi")
    assert "false_absence" not in kinds(report), show(report)


# ---- a plain noun against a list of it and a list of a sub-kind ------------------------------

LETTERS = (
    "get_letters",
    {"member": "M-40"},
    {
        "member": "M-40",
        "letters": [{"id": "LT-12", "type": "RENEWAL_DUE", "sent_on": "2025-05-02"}],
        "legal_letters": [],
    },
)


def test_the_plain_noun_is_denied_by_the_list_it_names_word_for_word():
    answer = "There are no letters on your file."
    report = checked(answer, LETTERS)
    assert witness_of(report, "false_absence").pointer.startswith("/letters/0"), show(report)


def test_the_sub_kind_is_judged_by_its_own_empty_list():
    answer = "There is no legal letter on your file."
    report = checked(answer, LETTERS)
    assert "false_absence" not in kinds(report), show(report)


# ---- an object the noun names whose amounts are all zero says it is nil ---------------------


def _membership(fee: float) -> tuple[str, dict[str, Any], Any]:
    return (
        "get_membership",
        {"member": "GY-18"},
        {
            "member": "GY-18",
            "plan": "Off-peak",
            "surcharge": {"amount": fee, "starts_on": "2026-03-01", "basis": "peak-hour visits"},
        },
    )


def test_a_zero_amount_object_verifies_the_absence():
    answer = "There is no surcharge on your plan at the moment."
    report = checked(answer, _membership(0.0))
    assert "false_absence" not in kinds(report), show(report)


def test_a_non_zero_amount_object_is_the_witness():
    answer = "There is no surcharge on your plan at the moment."
    report = checked(answer, _membership(12.5))
    assert "false_absence" in kinds(report), show(report)


# ---- a Spanish noun the lexicon has no concept of, a cognate of the English key --------------


def _order(guarantee: dict[str, Any] | None) -> tuple[str, dict[str, Any], Any]:
    return (
        "get_order",
        {"order": "PO-5521"},
        {"order": "PO-5521", "item": "Lavavajillas Serie 4", "guarantee": guarantee},
    )


def test_a_spanish_cognate_meets_the_english_key():
    answer = "Tu pedido no incluye ninguna garantía extendida."
    report = checked(answer, _order({"years": 3, "provider": "CasaSegura"}), language="es")
    assert witness_of(report, "false_absence").pointer.startswith("/guarantee"), show(report)
    report = checked(answer, _order(None), language="es")
    assert "false_absence" not in kinds(report), show(report)


def test_a_noun_the_lexicon_knows_is_not_read_as_a_cognate():
    # "movimiento" is a concept (a transaction): it is not also sounded out against the keys,
    # and a charge that "does not show as a movement yet" denies nothing of the list
    moves = (
        "list_moves",
        {"account": "ES-77"},
        {"movements": [{"id": "mv_1", "concept": "Nómina", "amount": 1800.0}]},
    )
    answer = "Tienes un cargo retenido de 12,00 € que todavía no figura como movimiento."
    report = checked(answer, moves, language="es")
    assert "false_absence" not in kinds(report), show(report)


# ---- the subject names some returned items by a word of their names -------------------------

BREADS = (
    "search_bakery",
    {"query": "loaf"},
    {
        "results": [
            {"sku": "B-1", "name": "Walnut loaf 500 g", "deal": {"kind": "percent", "off": 10}},
            {"sku": "B-2", "name": "Walnut loaf premium", "deal": None},
            {"sku": "B-3", "name": "Rye loaf", "deal": {"kind": "bundle", "off": 50}},
        ]
    },
)


def test_the_subject_word_picks_the_items_its_denial_is_about():
    answer = "The walnut one has no deal right now, but the rye does."
    report = checked(answer, BREADS)
    assert witness_of(report, "false_absence").pointer.startswith("/results/0"), show(report)


def test_the_most_specific_subject_picks_the_item_without_the_thing():
    answer = "The walnut premium has no deal right now."
    report = checked(answer, BREADS)
    assert "false_absence" not in kinds(report), show(report)


# ---- Chinese: the noun leads, the negation is followed by its verb only ---------------------


def _sample(detail: str, status: str) -> tuple[str, dict[str, Any], Any]:
    return (
        "get_sample_progress",
        {"request": "SR-880"},
        {
            "request": "SR-880",
            "steps": [
                {"step": "打样", "status": "done", "at": "2025-05-02"},
                {"step": "寄送", "status": status, "detail": detail},
            ],
        },
    )


def test_a_chinese_noun_before_a_bare_negated_verb_meets_the_step_that_did_it():
    answer = "布料样品目前还没有寄出，你这边暂时收不到。"
    report = checked(answer, _sample("布料样品已寄出，单号已短信通知", "done"), language="zh")
    assert witness_of(report, "false_absence").pointer.startswith("/steps/1"), show(report)


def test_a_step_that_says_the_same_negation_is_no_witness():
    answer = "布料样品目前还没有寄出，你这边暂时收不到。"
    report = checked(answer, _sample("布料样品尚未寄出，预计下周", "pending"), language="zh")
    assert "false_absence" not in kinds(report), show(report)


# ---- the trap: an absence of a different thing than the one returned ------------------------


def test_no_credits_while_the_list_holds_debits_passes():
    ledger = (
        "list_card_activity",
        {"card": "VX-12", "since": "2025-09-01"},
        {
            "debits": [
                {"id": "d-1", "merchant": "Harbor Books", "amount": 18.5},
                {"id": "d-2", "merchant": "Lantern Cafe", "amount": 6.2},
            ],
            "credits": [],
        },
    )
    report = checked("Two purchases went through and there were no credits back.", ledger)
    assert "false_absence" not in kinds(report), show(report)
    answer = "आपके कार्ड पर कोई क्रेडिट नहीं आया, सिर्फ़ दो खरीदारी हुईं।"
    report = checked(answer, ledger, language="hi")
    assert "false_absence" not in kinds(report), show(report)
