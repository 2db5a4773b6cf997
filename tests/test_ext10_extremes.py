"""Superlatives over a list (ext10): "the cheapest is X", "el más reciente es Y", "सबसे
पुराना ...", "最便宜的是 ..." ranked on the field the superlative's concept names.

A claim names an item (by a value only that item holds) that is not the extreme of the
list on that field, or gives for the extreme item an id or a date the extreme holds
otherwise: the witness is the extreme's field. The extreme itself, ties, hedges and
narrowed rankings ("of the ones with a balcony", "second") pass. Every example here is
written for these tests."""

from __future__ import annotations

from runkit import checked, kinds, show, witness_of

CABINS = (
    "search_cabins",
    {"lake": "Oskava"},
    {
        "cabins": [
            {"cabin": "Pinecrest", "code": "CB-204", "nightly_price": 138, "sleeps": 4},
            {"cabin": "Birchnook", "code": "CB-311", "nightly_price": 96, "sleeps": 2},
            {"cabin": "Alderhold", "code": "CB-527", "nightly_price": 171, "sleeps": 6},
        ]
    },
)

KILNS = (
    "list_kiln_firings",
    {"studio": "Harrow Lane"},
    {
        "firings": [
            {"batch": "KF-8812", "glaze": "celadon", "fired_on": "2026-03-02", "peak_c": 1240},
            {"batch": "KF-8840", "glaze": "tenmoku", "fired_on": "2026-03-19", "peak_c": 1285},
            {"batch": "KF-8795", "glaze": "shino", "fired_on": "2026-02-11", "peak_c": 1262},
        ]
    },
)

TIED = (
    "search_cabins",
    {"lake": "Veller"},
    {
        "cabins": [
            {"cabin": "Foxglen", "nightly_price": 120},
            {"cabin": "Otterbank", "nightly_price": 120},
            {"cabin": "Heronmoor", "nightly_price": 155},
        ]
    },
)


def _mismatch(report):  # type: ignore[no-untyped-def]
    return witness_of(report, "fact_mismatch", reason="not_the_extreme")


def test_en_a_named_item_that_is_not_the_cheapest_is_caught():
    report = checked("The cheapest cabin is Pinecrest.", CABINS)
    assert _mismatch(report).pointer == "/cabins/1/nightly_price", show(report)


def test_en_the_true_cheapest_passes():
    report = checked("The cheapest cabin is Birchnook, at $96 a night.", CABINS)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_en_a_stated_figure_of_another_item_as_the_largest_is_caught():
    report = checked("The most expensive cabin costs $138 a night.", CABINS)
    assert _mismatch(report).pointer == "/cabins/2/nightly_price", show(report)


def test_en_the_newest_named_by_a_wrong_date_is_caught():
    report = checked("The latest firing was batch KF-8812.", KILNS)
    assert _mismatch(report).pointer == "/firings/1/fired_on", show(report)


def test_en_the_oldest_with_its_own_date_passes():
    report = checked("The earliest firing, KF-8795, was on 11 February 2026.", KILNS)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_en_an_id_of_the_same_shape_for_the_newest_is_caught():
    # KF-9903 is nowhere; the newest firing (19 March) is KF-8840
    report = checked("The newest firing, KF-9903, was on 19 March 2026.", KILNS)
    assert _mismatch(report).pointer == "/firings/1/batch", show(report)


def test_en_a_tie_passes():
    report = checked("The cheapest cabin is Otterbank at $120.", TIED)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_en_a_narrowed_or_second_rank_passes():
    for answer in (
        "The second cheapest cabin is Pinecrest.",
        "Of the cabins for four or more, the cheapest is Pinecrest.",
        "Pinecrest is one of the cheapest cabins.",
    ):
        report = checked(answer, CABINS)
        assert "fact_mismatch" not in kinds(report), show(report)


def test_en_a_hedged_superlative_passes():
    report = checked("Pinecrest might be the cheapest cabin.", CABINS)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_es_el_mas_barato_que_no_lo_es_is_caught():
    report = checked("La cabaña más barata es Alderhold.", CABINS, language="es")
    assert _mismatch(report).pointer == "/cabins/1/nightly_price", show(report)


def test_es_el_mas_reciente_correcto_passes():
    report = checked("La hornada más reciente es KF-8840, del 19 de marzo.", KILNS, language="es")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_es_el_mas_antiguo_con_otro_lote_is_caught():
    report = checked("El más antiguo es el lote KF-8840.", KILNS, language="es")
    assert _mismatch(report).pointer == "/firings/2/fired_on", show(report)


def test_hi_sabse_sasta_galat_is_caught():
    report = checked("सबसे सस्ता केबिन Alderhold है।", CABINS, language="hi")
    assert _mismatch(report).pointer == "/cabins/1/nightly_price", show(report)


def test_hi_sabse_sasta_sahi_passes():
    report = checked("सबसे सस्ता केबिन Birchnook है, $96 प्रति रात।", CABINS, language="hi")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_hi_sabse_purana_galat_is_caught():
    report = checked("सबसे पुराना batch KF-8840 है।", KILNS, language="hi")
    assert _mismatch(report).pointer == "/firings/2/fired_on", show(report)


def test_zh_zui_pianyi_wrong_is_caught():
    report = checked("最便宜的是Pinecrest，每晚138美元。", CABINS, language="zh")
    assert _mismatch(report).pointer == "/cabins/1/nightly_price", show(report)


def test_zh_zui_pianyi_right_passes():
    report = checked("最便宜的是Birchnook，每晚96美元。", CABINS, language="zh")
    assert "fact_mismatch" not in kinds(report), show(report)


def test_zh_zui_zao_wrong_is_caught():
    report = checked("最早的是KF-8812批次。", KILNS, language="zh")
    assert _mismatch(report).pointer == "/firings/2/fired_on", show(report)


def test_zh_narrowed_passes():
    report = checked("除了Birchnook以外，最便宜的是Pinecrest。", CABINS, language="zh")
    assert "fact_mismatch" not in kinds(report), show(report)


WEATHER = (
    "get_marine_forecast",
    {"harbour": "Quillon"},
    {
        "days": [
            {"date": "2026-08-03", "sea_high_c": 19, "swell_m": 1.2},
            {"date": "2026-08-04", "sea_high_c": 23, "swell_m": 0.8},
            {"date": "2026-08-05", "sea_high_c": 21, "swell_m": 1.6},
        ]
    },
)


def test_en_the_warmest_day_given_with_the_warmest_figure_of_another_day_is_caught():
    report = checked("August 5 will be the warmest day, at 23 °C.", WEATHER)
    assert _mismatch(report).pointer == "/days/1/sea_high_c", show(report)


def test_en_the_warmest_day_with_its_own_figure_passes():
    report = checked("August 4 will be the warmest day, at 23 °C.", WEATHER)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_es_el_dia_mas_calido_de_otro_dia_is_caught():
    report = checked("El día más cálido será el 3 de agosto, con 23 °C.", WEATHER, language="es")
    assert _mismatch(report).pointer == "/days/1/sea_high_c", show(report)


def test_en_a_superlative_narrowed_right_after_it_passes():
    for answer in (
        "The cheapest with room for six is Alderhold.",
        "The cheapest cabin for a family of six is Alderhold.",
    ):
        report = checked(answer, CABINS)
        assert "fact_mismatch" not in kinds(report), show(report)


def test_es_narrowed_right_after_passes():
    report = checked("La más barata para seis personas es Alderhold.", CABINS, language="es")
    assert "fact_mismatch" not in kinds(report), show(report)
