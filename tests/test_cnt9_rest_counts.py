"""Count-mismatch class (helper cnt9): a count of the rest of a whole ("the other 5",
"las otras 5", "बाकी 5", "其余5个") is the whole an earlier count states (the length of its
list: the witness) less the parts the answer counted in between. Each example is written
for these tests: a rest that does not add up is caught, one that does passes, and a rest
of a part ("4 are late: 1 lost, the other 3 delayed") is no rest of the whole."""

from __future__ import annotations

from runkit import checked, kinds, show, witness_of

CAKES = (
    "list_cake_orders",
    {"bakery": "north-street", "day": "2031-03-08"},
    {
        "orders": [
            {"order_no": "K-301", "cake": "lemon drizzle", "state": "boxed", "pickup": "09:00"},
            {"order_no": "K-302", "cake": "carrot", "state": "boxed", "pickup": "10:30"},
            {"order_no": "K-303", "cake": "black forest", "state": "boxed", "pickup": "11:00"},
            {"order_no": "K-304", "cake": "opera", "state": "baking", "pickup": "13:00"},
            {"order_no": "K-305", "cake": "pavlova", "state": "baking", "pickup": "14:00"},
            {"order_no": "K-306", "cake": "tiramisu", "state": "queued", "pickup": "16:00"},
            {"order_no": "K-307", "cake": "sachertorte", "state": "queued", "pickup": "17:30"},
        ]
    },
)


def _en(rest: int) -> str:
    return (
        "You have 7 cake orders for Saturday. Three are already boxed:\n"
        "- K-301 lemon drizzle (09:00)\n- K-302 carrot (10:30)\n- K-303 black forest (11:00)\n\n"
        f"The other {rest} are still in the oven or waiting their turn."
    )


def test_an_english_rest_that_does_not_add_up_to_the_list_is_caught():
    report = checked(_en(3), CAKES)
    assert witness_of(report, "count_mismatch").pointer == "/orders", show(report)


def test_an_english_rest_that_adds_up_passes():
    report = checked(_en(4), CAKES)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_rest_of_a_part_is_not_held_to_the_whole():
    answer = (
        "You have 7 cake orders for Saturday. Four are not boxed yet: 2 of them are baking "
        "and the remaining 2 are queued for the afternoon."
    )
    report = checked(answer, CAKES)
    assert "count_mismatch" not in kinds(report), show(report)


def test_the_remaining_after_the_number_is_a_rest_too():
    answer = "Of your 7 cake orders, 3 are boxed; the 3 remaining ones are due after lunch."
    report = checked(answer, CAKES)
    assert witness_of(report, "count_mismatch").pointer == "/orders", show(report)


def _es(rest: int) -> str:
    return (
        "Tienes 7 pedidos de tartas para el sábado. Tres ya están en caja:\n"
        "- K-301 de limón\n- K-302 de zanahoria\n- K-303 selva negra\n\n"
        f"Los otros {rest} pedidos siguen en el horno o en cola."
    )


def test_a_spanish_rest_that_does_not_add_up_is_caught():
    report = checked(_es(5), CAKES, language="es")
    assert witness_of(report, "count_mismatch").pointer == "/orders", show(report)


def test_a_spanish_rest_that_adds_up_passes():
    report = checked(_es(4), CAKES, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


def _hi(rest: int) -> str:
    return (
        "शनिवार के लिए आपके 7 केक ऑर्डर हैं। 3 डिब्बे में पैक हो चुके हैं:\n"
        "- K-301 लेमन\n- K-302 गाजर\n- K-303 ब्लैक फ़ॉरेस्ट\n\n"
        f"बाकी {rest} ऑर्डर अभी ओवन में हैं या कतार में हैं।"
    )


def test_a_hindi_rest_that_does_not_add_up_is_caught():
    report = checked(_hi(2), CAKES, language="hi")
    assert witness_of(report, "count_mismatch").pointer == "/orders", show(report)


def test_a_hindi_rest_that_adds_up_passes():
    report = checked(_hi(4), CAKES, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


def _zh(rest: int) -> str:
    return (
        "周六一共有 7 个蛋糕订单。已经装盒的有 3 个：\n"
        "- K-301 柠檬\n- K-302 胡萝卜\n- K-303 黑森林\n\n"
        f"其余 {rest} 个订单还在烤箱里或者在排队。"
    )


def test_a_chinese_rest_that_does_not_add_up_is_caught():
    report = checked(_zh(5), CAKES, language="zh")
    assert witness_of(report, "count_mismatch").pointer == "/orders", show(report)


def test_a_chinese_rest_that_adds_up_passes():
    report = checked(_zh(4), CAKES, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_rest_of_a_whole_the_answer_never_counted_is_not_held_to_the_list():
    # (no earlier count is the length of the list: nothing says what the rest is of)
    answer = "Three cakes are boxed. The other 2 on the first shelf are ready for decorating."
    report = checked(answer, CAKES)
    assert "count_mismatch" not in kinds(report), show(report)


# ---- the rest of an output figure, once the answer went through a list's items ----------

CHOIR = (
    "get_rehearsal_attendance",
    {"choir": "harbour-voices", "month": "2031-10"},
    {
        "members": 30,
        "rehearsals": 4,
        "missed_any": [
            {"name": "Ilse Varga", "missed": 3},
            {"name": "Tomas Rook", "missed": 2},
            {"name": "Wren Adair", "missed": 1},
        ],
    },
)


def _choir_en(rest: int) -> str:
    return (
        "Harbour Voices has 30 members. Ilse Varga, Tomas Rook and Wren Adair each missed "
        f"a rehearsal or more in October. The other {rest} came to every one."
    )


def test_an_english_rest_of_a_figure_beside_the_list_gone_through_is_caught():
    report = checked(_choir_en(26), CHOIR)
    assert witness_of(report, "count_mismatch").pointer == "/members", show(report)


def test_an_english_rest_of_a_figure_that_adds_up_passes():
    report = checked(_choir_en(27), CHOIR)
    assert "count_mismatch" not in kinds(report), show(report)


def _choir_es(rest: int) -> str:
    return (
        "Harbour Voices tiene 30 miembros. Ilse Varga, Tomas Rook y Wren Adair faltaron a "
        f"algún ensayo en octubre. Los otros {rest} miembros fueron a todos."
    )


def test_a_spanish_rest_of_a_figure_is_caught():
    report = checked(_choir_es(25), CHOIR, language="es")
    assert witness_of(report, "count_mismatch").pointer == "/members", show(report)


def test_a_spanish_rest_of_a_figure_that_adds_up_passes():
    report = checked(_choir_es(27), CHOIR, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


def _choir_hi(rest: int) -> str:
    return (
        "Harbour Voices में 30 सदस्य हैं। Ilse Varga, Tomas Rook और Wren Adair अक्टूबर में "
        f"किसी न किसी रिहर्सल से चूके। बाकी {rest} सदस्य हर रिहर्सल में आए।"
    )


def test_a_hindi_rest_of_a_figure_is_caught():
    report = checked(_choir_hi(28), CHOIR, language="hi")
    assert witness_of(report, "count_mismatch").pointer == "/members", show(report)


def test_a_hindi_rest_of_a_figure_that_adds_up_passes():
    report = checked(_choir_hi(27), CHOIR, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


def _choir_zh(rest: int) -> str:
    return (
        "Harbour Voices 合唱团一共有 30 名成员。十月里 Ilse Varga、Tomas Rook 和 Wren Adair "
        f"都缺过排练。其余 {rest} 名成员每次都到了。"
    )


def test_a_chinese_rest_of_a_figure_is_caught():
    report = checked(_choir_zh(26), CHOIR, language="zh")
    assert witness_of(report, "count_mismatch").pointer == "/members", show(report)


def test_a_chinese_rest_of_a_figure_that_adds_up_passes():
    report = checked(_choir_zh(27), CHOIR, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_rest_of_a_figure_with_no_list_gone_through_is_left_alone():
    answer = "Harbour Voices has 30 members. The other 12 sing in the youth choir."
    report = checked(answer, CHOIR)
    assert "count_mismatch" not in kinds(report), show(report)
