"""The public surface is exactly what `nyaya.__all__` names, and every name resolves."""

import nyaya

PUBLIC = {
    "AnswerBlocked",
    "AuditTrail",
    "BackendUnavailable",
    "BadInput",
    "CallValidator",
    "ClaimAttestation",
    "Constitution",
    "HallucinationReport",
    "KeyRing",
    "Ledger",
    "Lifecycle",
    "NyayaError",
    "Receipt",
    "Run",
    "ToolResult",
    "ToolRuntime",
    "VerificationFailed",
    "VerificationOutcome",
    "__version__",
    "check",
    "crosscheck",
    "evaluate_receipt",
    "guard",
    "issue_receipt",
    "load_run",
    "run_with_retries",
    "validate_run",
    "verify_bundle",
    "verify_receipt",
}


def test_all_is_exactly_the_public_set() -> None:
    assert set(nyaya.__all__) == PUBLIC
    assert len(nyaya.__all__) == len(PUBLIC)


def test_all_names_resolve() -> None:
    for name in nyaya.__all__:
        assert getattr(nyaya, name) is not None, name


def test_module_attributes_not_in_all_are_private_or_modules() -> None:
    import types

    extra = (
        {
            name
            for name, value in vars(nyaya).items()
            if not name.startswith("_") and not isinstance(value, types.ModuleType)
        }
        - PUBLIC
        - {"annotations"}
    )
    assert extra == set()
