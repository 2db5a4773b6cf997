"""Sources the answer names that the run never read, in Spanish, Hindi and Chinese.

Each class has a positive case and a negative case of the same shape: the source is in an
output, or the output that names it states what the answer attributes to it.
"""

from __future__ import annotations

from typing import Any

from tests.runkit import run

from nyaya.engine import check


def _fabricated_source(data: dict[str, Any]) -> bool:
    return any(f.type == "source_fabrication" for f in check(data).findings)


# ---- Chinese: an issuer, 的, then the kind of document ---------------------------------------

_PRODUCT = {"sku": "TEA-88", "name": "高山乌龙 250g", "origin": "福建安溪", "price": "128.00"}


def test_chinese_issuer_then_kind_of_document_not_in_outputs() -> None:
    answer = "这款茶产自福建安溪。详情页还附了安溪县茶叶质量监督站的抽检报告，农残合格。"
    data = run(answer, ("get_product", {"sku": "TEA-88"}, _PRODUCT), language="zh")
    assert _fabricated_source(data)


def test_chinese_issuer_then_kind_of_document_in_outputs() -> None:
    answer = "这款茶产自福建安溪。详情页还附了安溪县茶叶质量监督站的抽检报告，农残合格。"
    product = {**_PRODUCT, "certificate": "安溪县茶叶质量监督站 抽检报告：农残合格"}
    data = run(answer, ("get_product", {"sku": "TEA-88"}, product), language="zh")
    assert not _fabricated_source(data)


# ---- a rating attributed to a review site the run never read ---------------------------------

_FILM = {"film_id": "F-19", "title": "山海之间", "rating": 7.9, "votes": 5120}


def test_chinese_rating_on_a_review_site_no_output_names() -> None:
    answer = "《山海之间》站内评分7.9分。猫眼上也有9.1分。"
    data = run(answer, ("get_film", {"film_id": "F-19"}, _FILM), language="zh")
    assert _fabricated_source(data)


def test_chinese_rating_on_a_review_site_an_output_names() -> None:
    answer = "《山海之间》站内评分7.9分。猫眼上也有9.1分。"
    film = {**_FILM, "external": [{"site": "猫眼", "score": 9.1}]}
    data = run(answer, ("get_film", {"film_id": "F-19"}, film), language="zh")
    assert not _fabricated_source(data)


def test_english_rating_on_a_review_site_the_called_tool_reads() -> None:
    answer = "Casa Nube has 4.6 stars on Yelp from 830 reviews."
    data = run(
        answer,
        ("search_yelp", {"name": "Casa Nube"}, {"name": "Casa Nube", "stars": 4.6, "count": 830}),
        language="en",
    )
    assert not _fabricated_source(data)


# ---- Hindi: a body's list, named by the body ------------------------------------------------

_HALLS = {"results": [{"hall_id": "H-4", "name": "Kiran Community Hall", "capacity": 300}]}


def test_hindi_a_bodys_register_no_output_mentions() -> None:
    answer = "पुणे जल बोर्ड की 2026 की सूची में Kiran Community Hall का पानी कनेक्शन दर्ज है।"
    data = run(answer, ("search_halls", {"city": "Pune"}, _HALLS), language="hi")
    assert _fabricated_source(data)


def test_hindi_a_list_without_a_body_is_no_source() -> None:
    answer = "आपकी सूची में Kiran Community Hall सबसे ऊपर है, 300 लोगों की क्षमता के साथ।"
    data = run(answer, ("search_halls", {"city": "Pune"}, _HALLS), language="hi")
    assert not _fabricated_source(data)


# ---- a dated document of an issuer whose other papers the outputs hold -----------------------

_RULES = {
    "year": "2026-27",
    "rules": [{"code": "EARLY", "rebate_pct": 5}],
    "source": "PMC Water Tax Rules 2026-27 (portal)",
}


def test_hindi_dated_press_note_of_an_issuer_only_its_rules_are_from() -> None:
    answer = "PMC की 12 फ़रवरी 2026 की प्रेस विज्ञप्ति में भी कहा गया है कि इस बार कोई नई छूट नहीं है।"
    data = run(answer, ("get_rules", {"year": "2026-27"}, _RULES), language="hi")
    assert _fabricated_source(data)


def test_hindi_dated_press_note_the_output_holds() -> None:
    answer = "PMC की 12 फ़रवरी 2026 की प्रेस विज्ञप्ति में भी कहा गया है कि इस बार कोई नई छूट नहीं है।"
    rules = {**_RULES, "press_note": {"issued": "2026-02-12", "by": "PMC", "text": "no new rebate"}}
    data = run(answer, ("get_rules", {"year": "2026-27"}, rules), language="hi")
    assert not _fabricated_source(data)


# ---- a figure attributed to a source whose record says something else ------------------------

_RESULTS = {
    "results": [
        {
            "title": "Precios 2026 | Casa Rural El Roble",
            "url": "https://elroble.example/precios",
            "snippet": "Temporada alta: 240 € la noche. Temporada baja: 160 € la noche.",
        },
        {
            "title": "Guía de casas rurales en Teruel - Rutas del Maestrazgo",
            "url": "https://rutasmaestrazgo.example/guia",
            "snippet": "Agosto es el mes más solicitado; conviene reservar pronto.",
        },
    ]
}


def test_spanish_figure_attributed_to_a_source_that_does_not_state_it() -> None:
    answer = (
        "En temporada alta la noche cuesta 240 €. Según Rutas del Maestrazgo, El Roble "
        "cobra un 50 % más en agosto que en temporada baja."
    )
    data = run(answer, ("web_search", {"query": "El Roble precios"}, _RESULTS), language="es")
    report = check(data)
    assert any(f.reason == "source_does_not_state" for f in report.findings)


def test_spanish_figure_attributed_to_the_source_that_states_it() -> None:
    answer = (
        "En temporada alta la noche cuesta 240 €. Según Casa Rural El Roble, en temporada "
        "baja baja a 160 € la noche."
    )
    data = run(answer, ("web_search", {"query": "El Roble precios"}, _RESULTS), language="es")
    assert not _fabricated_source(data)


def test_spanish_figure_stated_elsewhere_is_left_to_the_values_check() -> None:
    answer = "Según Rutas del Maestrazgo, en temporada alta la noche cuesta 240 €."
    data = run(answer, ("web_search", {"query": "El Roble precios"}, _RESULTS), language="es")
    report = check(data)
    assert not any(f.reason == "source_does_not_state" for f in report.findings)


def test_chinese_site_named_as_a_party_is_no_source() -> None:
    answer = "客户列表里携程有15个待跟进的线索，金额最大的是年度框架合同。"
    leads = {
        "account": "携程",
        "leads": [{"lead_id": f"L-{i}", "amount": 1000 * i} for i in range(15)],
    }
    data = run(answer, ("crm_search_leads", {"account": "携程"}, leads), language="zh")
    assert not _fabricated_source(data)


# ---- Spanish: a test or survey, what it is about, then its name ------------------------------

_CITIES = {"results": [{"city": "Valencia", "score": 8.4}, {"city": "Málaga", "score": 8.1}]}


def test_spanish_survey_named_after_its_topic_not_in_outputs() -> None:
    answer = (
        "Valencia sale primera con 8,4. Además, la encuesta de verano Ipsos Iberia la sitúa arriba."
    )
    data = run(answer, ("rank_cities", {"topic": "calidad de vida"}, _CITIES), language="es")
    assert _fabricated_source(data)


def test_spanish_survey_named_after_its_topic_in_outputs() -> None:
    answer = (
        "Valencia sale primera con 8,4. Además, la encuesta de verano Ipsos Iberia la sitúa arriba."
    )
    cities = {**_CITIES, "source": "Encuesta de verano Ipsos Iberia 2026"}
    data = run(answer, ("rank_cities", {"topic": "calidad de vida"}, cities), language="es")
    assert not _fabricated_source(data)


def test_spanish_test_without_a_name_is_no_source() -> None:
    answer = "Valencia sale primera con 8,4 y la prueba de manejo se puede reservar el sábado."
    data = run(answer, ("rank_cities", {"topic": "calidad de vida"}, _CITIES), language="es")
    assert not _fabricated_source(data)


# ---- a statement attributed to a party's own channel the run never read ----------------------

_SHOW = {
    "show_id": "S-4",
    "title": "Ríos de sal",
    "seasons": [{"number": 2, "status": "próximamente"}],
}


def test_spanish_statement_from_an_official_account_never_read() -> None:
    answer = (
        "La segunda temporada de Ríos de sal llega pronto. Según anunció la cadena en su "
        "perfil oficial, habrá una tercera."
    )
    data = run(answer, ("get_show", {"show_id": "S-4"}, _SHOW), language="es")
    assert _fabricated_source(data)


def test_spanish_statement_from_an_official_account_the_run_read() -> None:
    answer = (
        "La segunda temporada de Ríos de sal llega pronto. Según anunció la cadena en su "
        "perfil oficial, habrá una tercera."
    )
    posts = {"account": "@riosdesal", "posts": [{"text": "¡Habrá tercera temporada!"}]}
    data = run(
        answer,
        ("get_show", {"show_id": "S-4"}, _SHOW),
        ("get_social_posts", {"account": "@riosdesal"}, posts),
        language="es",
    )
    assert not _fabricated_source(data)


def test_chinese_statement_from_an_official_weibo_never_read() -> None:
    answer = "《山海之间》第二季已上线。据片方官方微博透露，第三季已经开拍。"
    data = run(answer, ("get_film", {"film_id": "F-19"}, _FILM), language="zh")
    assert _fabricated_source(data)


def test_english_pointer_to_an_official_account_is_no_attribution() -> None:
    answer = (
        "Season 2 of Salt Rivers is listed as coming soon. You can follow the official "
        "account for news."
    )
    data = run(answer, ("get_show", {"show_id": "S-4"}, _SHOW), language="en")
    assert not _fabricated_source(data)
