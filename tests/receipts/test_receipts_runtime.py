"""The ToolRuntime: every execution, failure and denial comes back with a signed receipt."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from nyaya.errors import BadInput, BadKeyFile
from nyaya.receipts import (
    CallContext,
    KeyRing,
    Ledger,
    PathExtractor,
    ToolDenied,
    ToolRuntime,
    input_hash,
    output_hash,
    verify_receipt,
)
from nyaya.report import ToolCallValidation, ValidationIssue

T0 = datetime(2026, 11, 21, 9, 0, tzinfo=UTC)


class StepClock:
    """A clock that advances one second per reading."""

    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


class DenyAdmin:
    """A validator that refuses any call whose ``user`` argument is ``admin``."""

    def __init__(self) -> None:
        self.seen: list[CallContext] = []

    def validate(
        self, tool_name: str, arguments: Mapping[str, Any], context: CallContext
    ) -> ToolCallValidation:
        self.seen.append(context)
        if arguments.get("user") == "admin":
            issue = ValidationIssue(code="not_allowed", pointer="/user", message="not allowed")
            return ToolCallValidation(
                tool=tool_name,
                call_id=context.call_id,
                args=dict(arguments),
                status="invalid",
                errors=[issue],
            )
        return ToolCallValidation(tool=tool_name, call_id=context.call_id, status="valid")


@pytest.fixture
def ring() -> KeyRing:
    return KeyRing.generate("hmac", "k1")


@pytest.fixture
def runtime(ring: KeyRing) -> ToolRuntime:
    rt = ToolRuntime(ring, ledger=Ledger.memory(), run_id="run-1", clock=StepClock())

    @rt.tool
    def email_search(sender: str) -> list[dict[str, str]]:
        """Search the mailbox."""
        return [{"from": sender.title(), "subject": "Deadline"}]

    @rt.tool(name="fail")
    def always_fails() -> None:
        raise TimeoutError("upstream took too long")

    @rt.tool(name="lookup")
    async def lookup(user: str) -> dict[str, Any]:
        await asyncio.sleep(0)
        return {"user": user, "items": []}

    return rt


def test_ok_call_returns_output_and_signed_receipt(runtime: ToolRuntime, ring: KeyRing) -> None:
    result = runtime.call("email_search", {"sender": "alice"})
    assert result.ok and result.error is None
    assert result.output == [{"from": "Alice", "subject": "Deadline"}]
    receipt = result.receipt
    assert (receipt.run_id, receipt.call_id, receipt.tool) == ("run-1", "call_1", "email_search")
    assert receipt.input_hash == input_hash({"sender": "alice"})
    assert receipt.output_hash == output_hash(result.output)
    assert receipt.result_count == 1
    assert receipt.facts == {"0.from": "Alice", "0.subject": "Deadline"}
    assert receipt.timestamp == T0 + timedelta(seconds=1)
    verify_receipt(receipt, ring)


def test_tool_errors_become_error_receipts(runtime: ToolRuntime, ring: KeyRing) -> None:
    result = runtime.call("fail")
    assert not result.ok
    assert result.receipt.status == "error"
    assert result.error == "TimeoutError: upstream took too long"
    assert result.receipt.error == result.error
    assert result.receipt.result_count is None
    verify_receipt(result.receipt, ring)
    with pytest.raises(TimeoutError):
        result.raise_for_error()


def test_unknown_tool_and_bad_arguments_are_denied_without_running(runtime: ToolRuntime) -> None:
    unknown = runtime.call("delete_everything", {})
    assert unknown.receipt.status == "denied"
    assert "delete_everything" in (unknown.feedback or "")
    bad = runtime.call("email_search", {"to": "x"})
    assert bad.receipt.status == "denied"
    not_object = runtime.call("email_search", ["alice"])
    assert not_object.receipt.status == "denied"
    with pytest.raises(ToolDenied):
        bad.raise_for_error()


def test_validator_denial_is_receipted_with_feedback(ring: KeyRing) -> None:
    ran: list[str] = []
    validator = DenyAdmin()
    rt = ToolRuntime(ring, run_id="r", validator=validator, user="please look up admin")

    @rt.tool
    def lookup(user: str) -> str:
        ran.append(user)
        return user

    denied = rt.call("lookup", {"user": "admin"})
    allowed = rt.call("lookup", {"user": "bob"})
    assert ran == ["bob"]
    assert denied.receipt.status == "denied"
    assert denied.feedback is not None and "/user" in denied.feedback
    assert denied.validation is not None and denied.validation.status == "invalid"
    assert allowed.ok and allowed.validation is not None
    second = validator.seen[1]
    assert second.user == "please look up admin"
    assert second.spec is not None and second.spec.name == "lookup"
    assert [r.receipt.status for r in second.history] == ["denied"]


def test_async_tools_with_call_and_acall(runtime: ToolRuntime, ring: KeyRing) -> None:
    sync_way = runtime.call("lookup", {"user": "ann"})
    assert sync_way.output == {"user": "ann", "items": []}
    assert sync_way.receipt.result_count == 0

    async def main() -> None:
        async_way = await runtime.acall("lookup", {"user": "bo"})
        assert async_way.receipt.facts == {"user": "bo"}
        sync_tool = await runtime.acall("email_search", {"sender": "cy"})
        assert sync_tool.receipt.result_count == 1
        failing = await runtime.acall("fail")
        assert failing.receipt.status == "error"
        with pytest.raises(RuntimeError):
            runtime.call("lookup", {"user": "x"})

    asyncio.run(main())
    for receipt in runtime.receipts:
        verify_receipt(receipt, ring)


def test_every_receipt_lands_in_the_ledger(runtime: ToolRuntime) -> None:
    runtime.call("email_search", {"sender": "a"})
    runtime.call("fail")
    runtime.call("nope")
    assert runtime.ledger is not None
    stored = runtime.ledger.for_run("run-1")
    assert [r.status for r in stored] == ["ok", "error", "denied"]
    assert stored == runtime.receipts
    assert runtime.ledger.verify() == 3


def test_tool_specific_extractor(ring: KeyRing) -> None:
    rt = ToolRuntime(ring)

    @rt.tool(extractor=PathExtractor(fields=("items.*.id",), count_path="total"))
    def search() -> dict[str, Any]:
        return {"total": 99, "items": [{"id": 1, "body": "..."}]}

    receipt = rt.call("search").receipt
    assert (receipt.result_count, receipt.facts) == (99, {"items.0.id": 1})


def test_call_ids_and_explicit_ids(runtime: ToolRuntime) -> None:
    assert runtime.call("email_search", {"sender": "a"}).receipt.call_id == "call_1"
    assert runtime.call("email_search", {"sender": "a"}, call_id="x").receipt.call_id == "x"


def test_duplicate_tool_names_are_refused(runtime: ToolRuntime) -> None:
    with pytest.raises(BadInput):
        runtime.register(lambda: None, name="fail")


def test_a_ring_that_cannot_sign_is_refused_up_front() -> None:
    with pytest.raises(BadKeyFile):
        ToolRuntime(KeyRing.generate("ed25519").public())


def test_unusual_output_types_still_get_receipts(ring: KeyRing) -> None:
    rt = ToolRuntime(ring)

    @rt.tool
    def when() -> dict[str, Any]:
        return {"at": datetime(2026, 1, 1, tzinfo=UTC), "tags": {"b", "a"}}

    result = rt.call("when")
    assert result.ok
    assert result.receipt.facts == {"at": "2026-01-01T00:00:00+00:00", "tags.0": "a", "tags.1": "b"}
