"""The HTTP service: nyaya for agents in any language (FastAPI on uvicorn).

===========================  ====================================================
``POST /v1/check``            a run (any shape `nyaya.load_run` reads) -> the report;
                              the check is recorded in the ledger (stream ``checks``)
``POST /v1/receipts``         tool executions -> receipts signed by the service's keys,
                              appended to the ledger (stream ``receipts``)
``GET /v1/ledger/{run_id}``   a run's receipts and checks
``POST /v1/audit/verify``     an audit bundle -> whether it re-verifies offline
``GET /healthz``              liveness, store kind and entry counts (no key needed)
``GET /openapi.json``         this API's OpenAPI document (no key needed)
===========================  ====================================================

Every error is JSON, ``{"error": {"status", "code", "kind", "message", "field"}}``,
with ``code`` the exit code of the `nyaya` command for the same mistake (2 bad input,
1 verification failed, 5 unavailable); a check also answers ``X-Nyaya-Exit-Code``
(0 emit, 3 revise, 4 block). A request is acknowledged only once its ledger entry is
committed (`nyaya.service.writer`). Each request leaves one JSON access-log line on
the ``nyaya.access`` logger.

The check runs in the event loop, not in a thread pool: it is pure CPU for a few
milliseconds, and a thread hop would add overhead and GIL contention without adding
throughput. Scale with worker processes (``nyaya serve --workers N``).
"""

from __future__ import annotations

import inspect
import json
import logging
import re
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import orjson
from fastapi import Depends, FastAPI, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.openapi.utils import get_openapi
from fastapi.responses import JSONResponse, Response
from starlette.exceptions import HTTPException as StarletteHTTPException

import nyaya
import nyaya.policy.constitution as policy_module
from nyaya.attest.bundle import AuditBundle, verify_bundle
from nyaya.claims.lexicons import available
from nyaya.cli.exitcodes import BAD_INPUT, BLOCK, EMIT, REVISE
from nyaya.errors import (
    BackendUnavailable,
    BadInput,
    DuplicateReceipt,
    NyayaError,
    VerificationFailed,
)
from nyaya.formats.runs import load_run
from nyaya.integrations.common import load_policy
from nyaya.integrations.otel import check
from nyaya.limits import DEFAULT_LIMITS
from nyaya.policy.constitution import Constitution
from nyaya.receipts import Ledger, issue_receipt
from nyaya.report import HallucinationReport
from nyaya.run import Run
from nyaya.service.models import (
    CheckRecord,
    ErrorBody,
    ErrorDetail,
    Failed,
    Health,
    LedgerView,
    ReceiptsAppended,
    ReceiptsRequest,
    Succeeded,
    VerifyResult,
)
from nyaya.service.settings import Settings
from nyaya.service.writer import GroupWriter
from nyaya.store.base import NewEntry

__all__ = ["CHECKS_STREAM", "RECEIPTS_STREAM", "create_app"]

CHECKS_STREAM = "checks"
RECEIPTS_STREAM = "receipts"
_EXIT = {"emit": EMIT, "revise": REVISE, "block": BLOCK}
_ERRORS: dict[int | str, dict[str, Any]] = {
    400: {"model": ErrorBody, "description": "Bad input (code 2)."},
    401: {"model": ErrorBody, "description": "Missing or unknown API key (code 2)."},
    413: {"model": ErrorBody, "description": "The body is larger than the limit (code 2)."},
    500: {"model": ErrorBody, "description": "nyaya failed; the error is logged (code 5)."},
    503: {"model": ErrorBody, "description": "A backend is unavailable (code 5)."},
}
_RUN_BODY = {
    "required": True,
    "description": "A run. The schema documents nyaya's native shape; an OpenAI or Anthropic "
    "transcript, OpenAI Responses items, MCP tools/call messages, OpenTelemetry GenAI spans "
    "(OTLP JSON) and LangChain messages are accepted too (the shape is detected).",
    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Run"}}},
}
_BUNDLED = sorted(
    p.stem for p in (Path(policy_module.__file__).parent / "constitutions").glob("*.toml")
)

_WARM_UP = {
    "run_id": "warm-up",
    "user": "Any mail?",
    "calls": [{"id": "c1", "tool": "email_search", "arguments": {}, "output": [{"from": "A"}]}],
    "response": "You have 1 email from A.",
}

access_log = logging.getLogger("nyaya.access")


class ServiceError(Exception):
    """An error answered as JSON with an HTTP status and a CLI exit code."""

    def __init__(
        self, status: int, message: str, *, code: int = BAD_INPUT, field: str | None = None
    ):
        super().__init__(message)
        self.status = status
        self.code = code
        self.field = field


def _error(status: int, code: int, message: str, field: str | None = None) -> JSONResponse:
    kind = {1: "verification_failed", 5: "unavailable"}.get(code, "bad_input")
    detail = ErrorDetail(status=status, code=code, kind=kind, message=message, field=field)
    return JSONResponse(ErrorBody(error=detail).model_dump(), status_code=status)


def create_app(settings: Settings) -> FastAPI:
    """The service app for ``settings`` (the store opens when the app starts)."""
    policy = load_policy(settings.policy)
    state: dict[str, Any] = {}
    if settings.access_log and not access_log.handlers:
        # Each worker process configures its own: uvicorn's workers do not inherit logging.
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("%(message)s"))
        access_log.addHandler(handler)
        access_log.setLevel(logging.INFO)
        access_log.propagate = False

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        ledger = Ledger.open(settings.store)
        check(load_run(_WARM_UP), policy=policy)  # load the lexicons before the first request
        writer = GroupWriter(ledger.store)
        await writer.start()
        state.update(ledger=ledger, writer=writer)
        try:
            yield
        finally:
            await writer.stop()
            ledger.close()

    app = FastAPI(
        title="nyaya",
        version=nyaya.__version__,
        description="Check what AI agents say against what their tools returned.",
        lifespan=lifespan,
    )
    guardrails = _FastPath()
    app.add_middleware(_Guardrails, max_body=settings.max_body_bytes, fast=guardrails)
    _handlers(app)

    def authorize(request: Request) -> None:
        """Every credential presented must be valid (a wrong or non-bearer Authorization
        next to a good X-API-Key is a confused client, not one to serve). ``POST /v1/check``
        calls it inline, the hot path skipping FastAPI's dependency machinery; the security
        schemes are documented in the OpenAPI document by `_openapi`."""
        if settings.unsafe_no_auth:
            return
        given: list[str] = []
        headers = request.headers
        if "x-api-key" in headers:
            given.append(headers["x-api-key"])
        if "authorization" in headers:
            scheme, _, credentials = headers["authorization"].partition(" ")
            given.append(credentials.strip() if scheme.lower() == "bearer" else "")
        if not given or any(c not in settings.api_keys for c in given):
            raise ServiceError(401, "a valid API key is required", field="Authorization")

    guarded = [Depends(authorize)]

    @app.post(
        "/v1/check",
        response_model=None,
        responses={200: {"model": HallucinationReport, "description": "The report."}, **_ERRORS},
        openapi_extra={"requestBody": _RUN_BODY},
        summary="Check a run's answer against its tool outputs",
    )
    async def post_check(
        request: Request,
        policy_name: str | None = Query(
            default=None,
            alias="policy",
            pattern=r"^[a-z][a-z0-9_]{0,39}$",
            description="A bundled constitution by name (general, finance, healthcare).",
        ),
    ) -> Response:
        return await check_endpoint(request, policy_name)

    async def check_endpoint(request: Request, policy_name: str | None) -> Response:
        authorize(request)
        data = _json(await request.body())
        chosen = _bundled(policy_name) if policy_name else policy
        run = load_run(data)
        report = check(run, keys=settings.keys, policy=chosen)
        check_id = f"chk_{uuid.uuid4().hex}"
        # `CheckRecord`'s JSON form, written directly: its values come from the validated
        # report, so building and dumping the model per request would only copy them.
        record = {
            "check_id": check_id,
            "run_id": report.run_id,
            "action": report.action,
            "trust_level": report.trust_level,
            "overall_score": float(report.overall_score),
            "policy": chosen.name,
            "findings": [f.type for f in report.findings],
            "at": datetime.now(UTC).isoformat(),
        }
        writer: GroupWriter = state["writer"]
        await writer.append(CHECKS_STREAM, NewEntry(check_id, record, report.run_id))
        request.state.log = {"run_id": report.run_id, "action": report.action}
        return Response(
            report.model_dump_json(),
            media_type="application/json",
            headers={"X-Nyaya-Exit-Code": str(_EXIT[report.action]), "X-Nyaya-Check-Id": check_id},
        )

    @app.post(
        "/v1/receipts",
        status_code=201,
        response_model=ReceiptsAppended,
        responses={
            409: {"model": ErrorBody, "description": "A receipt is already in the ledger."},
            **_ERRORS,
        },
        dependencies=guarded,
        summary="Sign tool executions and append their receipts to the ledger",
    )
    async def post_receipts(body: ReceiptsRequest) -> ReceiptsAppended:
        if settings.keys is None or not settings.keys.can_sign:
            raise BackendUnavailable("no signing key: start the service with --keys")
        now = datetime.now(UTC)
        receipts = []
        for i, e in enumerate(body.executions):
            try:
                receipts.append(
                    issue_receipt(
                        settings.keys,
                        run_id=e.run_id,
                        call_id=e.call_id,
                        tool=e.tool,
                        arguments=e.arguments,
                        output=e.output if isinstance(e, Succeeded) else None,
                        status=e.status,
                        error=e.error if isinstance(e, Failed) else None,
                        timestamp=_utc(e.timestamp or now),
                        duration_ms=e.duration_ms,
                    )
                )
            except (ValueError, TypeError) as exc:
                raise ServiceError(400, str(exc), field=f"executions[{i}]") from None
        ids = [r.id for r in receipts]
        if len(set(ids)) != len(ids):
            # The same execution twice (same call, time and content) is one receipt.
            raise DuplicateReceipt(next(i for i in ids if ids.count(i) > 1))
        writer: GroupWriter = state["writer"]
        stored = [
            await writer.append(RECEIPTS_STREAM, NewEntry(r.id, r.to_dict(), r.run_id))
            for r in receipts
        ]
        return ReceiptsAppended(
            receipts=[r.to_dict() for r in receipts], seq=[s.seq for s in stored]
        )

    @app.get(
        "/v1/ledger/{run_id}",
        response_model=LedgerView,
        responses={
            404: {"model": ErrorBody, "description": "Nothing recorded for this run."},
            **_ERRORS,
        },
        dependencies=guarded,
        summary="A run's receipts and checks",
    )
    async def get_ledger(run_id: str) -> LedgerView:
        ledger: Ledger = state["ledger"]
        receipts = [e.body for e in ledger.store.entries(RECEIPTS_STREAM, tag=run_id)]
        checks = [CheckRecord(**e.body) for e in ledger.store.entries(CHECKS_STREAM, tag=run_id)]
        if not receipts and not checks:
            raise ServiceError(404, f"nothing is recorded for run {run_id!r}", field="run_id")
        return LedgerView(run_id=run_id, receipts=receipts, checks=checks)

    @app.post(
        "/v1/audit/verify",
        response_model=VerifyResult,
        responses=_ERRORS,
        openapi_extra={
            "requestBody": {
                "required": True,
                "content": {
                    "application/json": {"schema": {"$ref": "#/components/schemas/AuditBundle"}}
                },
            }
        },
        dependencies=guarded,
        summary="Re-verify an audit bundle offline",
    )
    async def post_verify(request: Request) -> VerifyResult:
        data = _json(await request.body())
        # Against keys from outside the bundle (--audit-keys, else the service's own): the
        # public keys a bundle carries prove nothing about who made it.
        result = verify_bundle(data, keys=settings.audit_keys or settings.keys)
        return VerifyResult(
            ok=bool(result),
            code=0 if result else 1,
            records=result.records,
            outcomes_reverified=result.outcomes_reverified,
            trail_entries=result.trail_entries,
            failures=[
                {
                    "check": f.check,
                    "claim_id": None if f.claim_id is None else str(f.claim_id),
                    "code": f.code,
                    "message": f.message,
                }
                for f in result.failures
            ],
        )

    @app.get("/healthz", response_model=Health, summary="Liveness and store counts")
    async def healthz() -> Health:
        ledger: Ledger = state["ledger"]
        kind = (
            "postgresql"
            if settings.store.startswith(("postgres://", "postgresql://"))
            else "sqlite"
        )
        return Health(
            status="ok",
            version=nyaya.__version__,
            store=kind,
            checks=ledger.store.count(CHECKS_STREAM),
            receipts=ledger.store.count(RECEIPTS_STREAM),
            signing=settings.keys is not None and settings.keys.can_sign,
        )

    async def fast_check(scope: Scope, receive: Receive, send: Send) -> None:
        # POST /v1/check without a query string, straight from the middleware: what
        # FastAPI's routing, dependency solving and exception middleware would add to each
        # check (a fifth of the service's own CPU per request) does nothing for it. Errors
        # get the handlers the app registered, found as Starlette finds them; an error with
        # none propagates as it would from the route (to the 500 handler, then uvicorn).
        request = Request(scope, receive)
        try:
            response = await check_endpoint(request, None)
        except Exception as exc:
            handler = _handler_for(app, exc)
            if handler is None:
                raise
            answer = handler(request, exc)
            response = await answer if inspect.isawaitable(answer) else answer
        await response(scope, receive, send)

    guardrails.fast_check = fast_check
    app.openapi = lambda: _openapi(app)  # type: ignore[method-assign]
    return app


def _handler_for(
    app: FastAPI, exc: Exception
) -> Callable[[Request, Any], Response | Awaitable[Response]] | None:
    """The handler Starlette's ExceptionMiddleware would pick for ``exc`` (closest class in
    its MRO); the catch-all 500 handler is not one of them (ServerErrorMiddleware runs it)."""
    if isinstance(exc, _TooLarge):
        return None
    for cls in type(exc).__mro__:
        if cls is not Exception and cls in app.exception_handlers:
            return app.exception_handlers[cls]
    return None


def _years_pattern(first: int, last: int) -> str:
    """A pattern for an ISO date-time whose year is in ``first`` .. ``last`` (whole
    centuries from ``first``, then each year of the last century up to ``last``)."""
    years = [rf"{c}\d\d" for c in range(first // 100, last // 100)]
    years += [str(y) for y in range(last // 100 * 100, last + 1)]
    return rf"^(?:{'|'.join(years)})-"


def _openapi(app: FastAPI) -> dict[str, Any]:
    """FastAPI's document, with the native run's schema for ``POST /v1/check``'s body."""
    if app.openapi_schema:
        return app.openapi_schema
    spec = get_openapi(
        title=app.title, version=app.version, description=app.description, routes=app.routes
    )
    run = Run.model_json_schema(ref_template="#/components/schemas/{model}")
    schemas = spec.setdefault("components", {}).setdefault("schemas", {})
    schemas.update(run.pop("$defs", {}))
    # A language nyaya has no lexicon for is refused (400), so it is not schema-valid either.
    run["properties"]["language"] = {
        "anyOf": [{"enum": list(available())}, {"type": "null"}],
        "default": None,
    }
    # What Stage 1 refuses is not schema-valid either: tools and calls need names and ids.
    schemas["ToolSpec"]["properties"]["name"]["minLength"] = 1
    schemas["ToolCall"]["properties"]["id"]["minLength"] = 1
    schemas["ToolCall"]["properties"]["tool"]["minLength"] = 1
    # A native run without an id gets one derived from its content.
    run["required"] = [name for name in run.get("required", []) if name != "run_id"]
    if not run["required"]:
        del run["required"]
    run["minProperties"] = 1  # an empty run is refused (400): it has nothing to check
    for name in ("now", "created_at"):  # and so is a time outside the years nyaya accepts
        for option in run["properties"][name].get("anyOf", []):
            if option.get("format") == "date-time":
                option["pattern"] = _years_pattern(DEFAULT_LIMITS.min_year, DEFAULT_LIMITS.max_year)
    schemas["Run"] = run
    bundle = AuditBundle.model_json_schema(ref_template="#/components/schemas/{model}")
    schemas.update(bundle.pop("$defs", {}))
    schemas["AuditBundle"] = bundle
    spec["components"]["securitySchemes"] = {
        "bearer": {"type": "http", "scheme": "bearer", "description": "An API key."},
        "apiKey": {"type": "apiKey", "in": "header", "name": "X-API-Key"},
    }
    for path, methods in spec["paths"].items():
        if path not in ("/healthz",):
            for operation in methods.values():
                operation["security"] = [{"bearer": []}, {"apiKey": []}]
    for parameter in spec["paths"]["/v1/check"]["post"].get("parameters", []):
        if parameter["name"] == "policy":
            parameter["schema"] = {"anyOf": [{"enum": _BUNDLED}, {"type": "null"}]}
    app.openapi_schema = spec
    return spec


def _utc(moment: datetime) -> datetime:
    return moment.astimezone(UTC) if moment.tzinfo else moment.replace(tzinfo=UTC)


# orjson reads an integer of 19 digits or more beyond 64 bits as a float; json as an int.
_LONG_DIGITS = re.compile(rb"\d{19}")


def _json(body: bytes) -> Any:
    try:
        # orjson reads what json reads into the same values; what it refuses (NaN, a lone
        # surrogate, UTF-16, integers past 64 bits) is left to json, which decides as before.
        if not _LONG_DIGITS.search(body):
            return orjson.loads(body)
    except orjson.JSONDecodeError:
        pass
    try:
        return json.loads(body)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ServiceError(400, f"the body is not JSON ({exc})", field="body") from None


def _bundled(name: str) -> Constitution:
    try:
        return load_policy(name)
    except BadInput as exc:
        raise ServiceError(400, str(exc), field="policy") from None


def _handlers(app: FastAPI) -> None:
    async def service_error(_: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, ServiceError)
        return _error(exc.status, exc.code, str(exc), exc.field)

    async def nyaya_error(_: Request, exc: Exception) -> JSONResponse:
        if isinstance(exc, DuplicateReceipt):
            return _error(409, BAD_INPUT, str(exc), exc.field)
        if isinstance(exc, BackendUnavailable):
            return _error(503, 5, str(exc))
        if isinstance(exc, VerificationFailed):
            return _error(400, 1, str(exc))
        field = exc.field if isinstance(exc, BadInput) else None
        return _error(400, BAD_INPUT, str(exc), field)

    async def validation_error(_: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, RequestValidationError)
        first = exc.errors()[0] if exc.errors() else {"loc": (), "msg": "invalid"}
        loc = ".".join(str(p) for p in first.get("loc", ()) if p != "body")
        return _error(400, BAD_INPUT, str(first.get("msg", "invalid")).lower(), loc or None)

    async def http_error(_: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, StarletteHTTPException)
        response = _error(exc.status_code, BAD_INPUT, str(exc.detail))
        response.headers.update(exc.headers or {})  # 405 keeps its Allow header
        return response

    async def unexpected(_: Request, exc: Exception) -> JSONResponse:
        # Fail closed and say so as JSON; the traceback goes to the log, not to the client.
        logging.getLogger("nyaya.service").error("unexpected error", exc_info=exc)
        return _error(500, 5, f"nyaya could not answer ({type(exc).__name__}); it is logged")

    app.add_exception_handler(Exception, unexpected)
    app.add_exception_handler(ServiceError, service_error)
    app.add_exception_handler(NyayaError, nyaya_error)
    app.add_exception_handler(RequestValidationError, validation_error)
    app.add_exception_handler(StarletteHTTPException, http_error)


Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]


class _TooLarge(Exception):
    pass


class _FastPath:
    """Where `create_app` leaves the direct handler of ``POST /v1/check`` for `_Guardrails`."""

    fast_check: Callable[[Scope, Receive, Send], Awaitable[None]] | None = None


class _Guardrails:
    """ASGI middleware: the body-size limit, the structured access log, and the direct
    route to the check (`_FastPath`)."""

    def __init__(
        self,
        app: Callable[[Scope, Receive, Send], Awaitable[None]],
        max_body: int,
        fast: _FastPath | None = None,
    ):
        self.app = app
        self.max_body = max_body
        self.fast = fast or _FastPath()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = {"code": 500}
        scope.setdefault("state", {})
        headers = dict(scope.get("headers") or [])
        declared = headers.get(b"content-length", b"")
        too_large = declared.isdigit() and int(declared) > self.max_body
        received = 0
        started_response = False

        async def limited() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_body:
                    raise _TooLarge
            return message

        async def tracked(message: Message) -> None:
            nonlocal started_response
            if message["type"] == "http.response.start":
                started_response = True
                status["code"] = message["status"]
            await send(message)

        try:
            try:
                if too_large:
                    raise _TooLarge
                fast = self.fast.fast_check
                if (
                    fast is not None
                    and scope.get("method") == "POST"
                    and scope.get("path") == "/v1/check"
                    and not scope.get("query_string")
                    and not scope.get("root_path")
                ):
                    await fast(scope, limited, tracked)
                else:
                    await self.app(scope, limited, tracked)
            except _TooLarge:
                if started_response:
                    raise
                response = _error(
                    413, BAD_INPUT, f"the body is larger than {self.max_body} bytes", "body"
                )
                await response(scope, receive, tracked)
        finally:
            if access_log.isEnabledFor(logging.INFO):
                line: dict[str, Any] = {
                    "ts": datetime.now(UTC).isoformat(timespec="milliseconds"),
                    "method": scope.get("method"),
                    "path": scope.get("path"),
                    "status": status["code"],
                    "ms": round((time.perf_counter() - started) * 1000, 2),
                    "client": (scope.get("client") or ("-",))[0],
                    "bytes_in": received,
                }
                state = scope.get("state") or {}
                extra = state.get("log") if isinstance(state, dict) else None
                if isinstance(extra, dict):
                    line.update(extra)
                access_log.info(json.dumps(line))
