"""The retry loop through the real signing `ToolRuntime`."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import pytest

from nyaya.errors import BadInput
from nyaya.receipts import KeyRing, verify_receipt
from nyaya.receipts.runtime import ToolRuntime
from nyaya.toolcalls import CallValidator
from nyaya.toolcalls.retry import arun_with_retries, run_with_retries

CANCEL_SCHEMA = {
    "type": "object",
    "properties": {"order_id": {"type": "string"}, "reason": {"type": "string"}},
    "required": ["order_id"],
    "additionalProperties": False,
}


class ScriptedModel:
    """A model stand-in that answers each step from a script and keeps the feedback it saw."""

    def __init__(self, calls: list[tuple[str, Any] | None]) -> None:
        self._calls: Iterator[tuple[str, Any] | None] = iter(calls)
        self.seen: list[str | None] = []

    def __call__(self, feedback: str | None) -> tuple[str, Any] | None:
        self.seen.append(feedback)
        return next(self._calls)


def make_runtime(ring: KeyRing) -> tuple[ToolRuntime, list[str]]:
    executed: list[str] = []
    runtime = ToolRuntime(
        ring, validator=CallValidator(), user="Please cancel order ORD-12345, it arrived broken."
    )

    @runtime.tool(parameters=CANCEL_SCHEMA)
    def cancel_order(order_id: str, reason: str = "") -> dict[str, str]:
        executed.append(order_id)
        return {"order_id": order_id, "status": "cancelled"}

    return runtime, executed


def test_rejections_are_fed_back_until_the_call_is_right() -> None:
    ring = KeyRing.generate()
    runtime, executed = make_runtime(ring)
    model = ScriptedModel(
        [
            ("cancel_order", '{"order_id": "ORD-99999"}'),
            ("cancel_order", {"order_id": 12345}),
            ("cancel_order", {"order_id": "ORD-12345", "reason": "broken"}),
        ]
    )
    outcome = run_with_retries(runtime, model, max_retries=2)
    assert outcome.executed
    assert executed == ["ORD-12345"], "rejected attempts must never run"
    assert [v.attempt for v in outcome.validations] == [1, 2, 3]
    assert [v.status for v in outcome.validations] == ["invalid", "invalid", "valid"]
    assert [e.code for e in outcome.validations[0].errors] == ["provenance"]
    assert [e.code for e in outcome.validations[1].errors] == ["wrong_type"]
    assert model.seen[0] is None
    assert model.seen[1] is not None and "ORD-99999" in model.seen[1]
    assert model.seen[2] is not None and "/order_id" in model.seen[2]
    statuses = [r.status for r in runtime.receipts]
    assert statuses == ["denied", "denied", "ok"]
    for receipt in runtime.receipts:
        verify_receipt(receipt, ring)
    call_ids = [r.call_id for r in runtime.receipts]
    assert [v.call_id for v in outcome.validations] == call_ids


def test_loop_gives_up_after_max_retries() -> None:
    runtime, executed = make_runtime(KeyRing.generate())
    model = ScriptedModel([("cancel_order", {"order_id": f"ORD-0000{i}"}) for i in range(5)])
    outcome = run_with_retries(runtime, model, max_retries=1)
    assert not outcome.executed
    assert outcome.attempts == 2
    assert executed == []
    assert [r.status for r in runtime.receipts] == ["denied", "denied"]


def test_model_may_stop_calling() -> None:
    runtime, _ = make_runtime(KeyRing.generate())
    outcome = run_with_retries(runtime, ScriptedModel([None]))
    assert outcome.attempts == 0 and not outcome.executed


def test_denials_before_stage_1_are_recorded_too() -> None:
    runtime, _ = make_runtime(KeyRing.generate())
    model = ScriptedModel(
        [("delete_everything", {}), ("cancel_order", "{not json"), ("cancel_order", {})]
    )
    outcome = run_with_retries(runtime, model, max_retries=2)
    codes = [[e.code for e in v.errors] for v in outcome.validations]
    assert codes[0] == ["unknown_tool"]
    assert codes[1] == ["unparsable_arguments"]
    assert codes[2] == ["missing_required"]
    assert all(v.status == "invalid" for v in outcome.validations)


def test_ids_from_earlier_tool_results_in_the_runtime_are_grounded() -> None:
    runtime = ToolRuntime(KeyRing.generate(), validator=CallValidator(), user="cancel my order")

    @runtime.tool(parameters={"type": "object", "properties": {}})
    def list_orders() -> list[dict[str, str]]:
        return [{"order_id": "ORD-55501"}]

    @runtime.tool(parameters=CANCEL_SCHEMA)
    def cancel_order(order_id: str) -> str:
        return "ok"

    assert runtime.call("cancel_order", {"order_id": "ORD-55501"}).status == "denied"
    runtime.call("list_orders", {})
    outcome = run_with_retries(
        runtime, ScriptedModel([("cancel_order", {"order_id": "ORD-55501"})])
    )
    assert outcome.executed
    assert outcome.validations[0].status == "valid"


def test_async_loop() -> None:
    runtime = ToolRuntime(KeyRing.generate(), validator=CallValidator(), user="cancel ORD-12345")

    @runtime.tool(parameters=CANCEL_SCHEMA)
    async def cancel_order(order_id: str) -> str:
        return f"cancelled {order_id}"

    script = iter(
        [("cancel_order", {"order_id": "ORD-1"}), ("cancel_order", {"order_id": "ORD-12345"})]
    )

    async def model(feedback: str | None) -> tuple[str, Any] | None:
        return next(script)

    outcome = asyncio.run(arun_with_retries(runtime, model))
    assert outcome.executed and outcome.result.output == "cancelled ORD-12345"
    assert [v.attempt for v in outcome.validations] == [1, 2]


def test_negative_retries_is_a_programming_error() -> None:
    runtime, _ = make_runtime(KeyRing.generate())
    with pytest.raises(BadInput, match="max_retries"):
        run_with_retries(runtime, ScriptedModel([]), max_retries=-1)
