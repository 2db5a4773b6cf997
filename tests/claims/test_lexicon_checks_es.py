"""Spanish data for the checks: which sections match short, self-written sentences."""

from __future__ import annotations

import re
import tomllib
from functools import cache
from pathlib import Path

import pytest

from nyaya.claims.lexicons import load
from nyaya.claims.phrases import compile_phrases

LEXICONS = Path(__file__).parents[2] / "src" / "nyaya" / "claims" / "lexicons"


@cache
def _pattern(section: str) -> re.Pattern[str]:
    lex = load("es")
    if section.startswith("actions."):
        phrases = lex.actions[section.split(".", 1)[1]]
    else:
        phrases = getattr(lex, section.replace(".", "_"))
    pattern = compile_phrases(phrases)
    assert pattern is not None, section
    return pattern


def _hits(section: str, text: str) -> bool:
    return _pattern(section).search(text.lower()) is not None


POSITIVE = [
    # stance
    ("stance.hedge", "Probablemente el paquete llegue el lunes."),
    ("stance.hedge", "Seguramente se trate de un cargo duplicado."),
    ("stance.hedge", "A lo mejor el banco todavía no lo procesó."),
    ("stance.approx", "El viaje dura unos 45 minutos."),
    ("stance.approx", "Gastaste 200 y pico euros en restaurantes."),
    ("stance.future", "El precio va a subir la semana que viene."),
    ("stance.future", "Mañana lloverá en Bogotá."),
    ("stance.causal", "El vuelo se retrasó debido a la niebla."),
    ("stance.certainty", "Sin duda es la tarifa más baja del mes."),
    ("stance.evaluative", "El plan anual te sale más barato."),
    ("stance.evaluative", "Esta es la mejor opción para tu viaje."),
    ("stance.conditional", "Si cancelas antes del viernes, no pagas penalización."),
    ("stance.offer", "¿Quieres que te reserve también el hotel?"),
    ("stance.offer", "Si querés, te lo dejo agendado para el jueves."),
    ("stance.offer", "Avísame si necesitas algo más."),
    ("stance.opinion", "Yo que tú elegiría el tren de las 9."),
    ("stance.opinion", "En mi opinión, el hotel del centro es más práctico."),
    # agent
    ("agent.first_person", "Ya he revisado tu agenda."),
    ("agent.other_subject", "Usted ya pagó la factura en marzo."),
    ("agent.passive", "La reserva fue cancelada por la aerolínea."),
    ("agent.passive", "Se ha enviado un recordatorio al equipo."),
    ("agent.negation", "Todavía no he enviado el correo."),
    # actions: 1sg preterite, perfect, clitics, "acabo de", formal "procedí a"
    ("actions.send", "Te envié el resumen por correo."),
    ("actions.send", "Le he mandado el enlace a Marta."),
    ("actions.book", "Te reservé una mesa para cuatro a las 21:00."),
    ("actions.book", "Hice la reserva a tu nombre."),
    ("actions.schedule", "Agendé la llamada con el proveedor para el martes."),
    ("actions.cancel", "He procedido a cancelar su suscripción."),
    ("actions.cancel", "Anulé el pedido número 4411."),
    ("actions.refund", "Acabo de reembolsar el cargo duplicado."),
    ("actions.pay", "Realicé el pago de la factura de la luz."),
    ("actions.update", "Actualicé tu dirección de envío."),
    ("actions.delete", "Eliminé los tres eventos repetidos."),
    ("actions.register", "Te di de alta en el curso de inglés."),
    ("actions.close", "Marqué la tarea como completada."),
    ("actions.lookup", "Revisé tu bandeja de entrada."),
    ("actions.lookup", "Me fijé en el estado de tu pedido."),
    ("actions.confirm", "Lo confirmé con la clínica esta mañana."),
    # absence
    ("absence.phrases", "No encontré ningún vuelo directo."),
    ("absence.phrases", "Tu bandeja de entrada está vacía."),
    ("absence.failure", "La búsqueda dio error y no pude acceder al calendario."),
    ("absence.failure", "Se agotó el tiempo de espera al consultar la API."),
    # sources
    ("sources.nouns", "El informe anual recoge esas cifras."),
    ("sources.attribution", "Según la guía oficial, el visado tarda diez días."),
    ("sources.attribution", "De acuerdo a la documentación, el límite es de 5 GB."),
    # counts
    ("counts.of", "Tienes 3 de 5 tareas completadas."),
    ("counts.less", "Hay 2 vuelos por debajo de 200 euros."),
    ("counts.more", "Encontré 4 hoteles con al menos 8 de puntuación."),
]

NEGATIVE = [
    # ordinary sentences that must not read as the section
    ("stance.hedge", "El vuelo sale a las 8 desde la terminal 4."),
    ("stance.future", "El vuelo salió a las 8."),
    ("stance.offer", "Reservé la mesa para las 9."),
    ("stance.opinion", "La factura vence el 15 de mayo."),
    ("stance.certainty", "El seguro de viaje cubre la cancelación."),
    ("stance.causal", "Te envié el enlace de la reunión."),
    ("stance.conditional", "Sí, la reserva está confirmada."),
    ("agent.negation", "Te envié el enlace de la reunión."),
    # a usted imperative is no report of the agent's own action
    ("actions.lookup", "Consulte a su médico antes de tomar el medicamento."),
    ("actions.lookup", "Revise su correo no deseado."),
    # "me aseguré de" is "I made sure", not a booking; "me encargué de" is no order
    ("actions.book", "Me aseguré de que la reunión quedara en tu calendario."),
    ("actions.order", "Me encargué de avisar al equipo."),
    # sorting results and asking a vendor are no orders; "como te comenté" is no post
    ("actions.order", "Ordené los vuelos por precio, del más barato al más caro."),
    ("actions.order", "Le pedí al hotel que confirmara la reserva."),
    ("actions.post", "Como te comenté, el vuelo sale a las 8."),
    ("actions.schedule", "Me fijé en tu calendario y tienes libre el jueves."),
    # converting prices for the user is arithmetic, not a transfer of money
    ("actions.transfer", "Convertí los precios a euros para compararlos mejor."),
    ("actions.send", "El envío tarda tres días hábiles."),
    ("actions.cancel", "Tu suscripción fue cancelada el 3 de marzo."),
    ("absence.phrases", "Tienes tres correos nuevos de Laura."),
    ("absence.failure", "El tiempo de espera en el restaurante es de 20 minutos."),
    ("absence.failure", "Tu pedido llegó ayer por la tarde."),
    ("sources.attribution", "Tu cita con la dentista es el martes."),
    ("sources.attribution", "El hotel dispone de piscina y gimnasio."),
    ("sources.nouns", "Reservé una habitación estándar con vistas al mar."),
    ("counts.less", "El vuelo dura tres horas."),
    ("counts.more", "Tu saldo es de 120 euros."),
]


@pytest.mark.parametrize(("section", "text"), POSITIVE)
def test_section_matches(section: str, text: str) -> None:
    assert _hits(section, text), f"{section} should match: {text}"


@pytest.mark.parametrize(("section", "text"), NEGATIVE)
def test_section_does_not_match(section: str, text: str) -> None:
    assert not _hits(section, text), f"{section} should not match: {text}"


def test_every_action_class_and_concept_key_is_the_templates() -> None:
    en = tomllib.loads((LEXICONS / "en.toml").read_text(encoding="utf-8"))
    es = load("es")
    assert set(es.actions) == set(en["actions"])
    assert set(es.concepts) <= set(en["concepts"])
    assert not es.agent_done  # the Spanish verb form itself says the action is done


def test_concepts_carry_spanish_words() -> None:
    concepts = load("es").concepts
    assert "precio" in concepts["price"]
    assert "reserva" in concepts["booking"]
    assert "equipaje" in concepts["baggage"]
    pattern = compile_phrases(concepts["fee"])
    assert pattern is not None
    assert pattern.search("la comisión por cambio es de 30 €")
