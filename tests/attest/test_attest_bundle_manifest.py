"""The signed manifest: a forged, trimmed, padded or reordered bundle fails to verify."""

from __future__ import annotations

import copy
import importlib.util
import json
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from nyaya.attest import verify_bundle
from nyaya.attest.bundle import SECTIONS, AuditBundle, load_bundle
from nyaya.errors import BadBundle
from nyaya.receipts.keys import KeyRing

ROOT = Path(__file__).resolve().parents[2]


def _example() -> ModuleType:
    path = ROOT / "examples" / "nydfs" / "build_bundle.py"
    spec = importlib.util.spec_from_file_location("nydfs_build_bundle_manifest", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


NYDFS = _example()
TRUSTED = NYDFS.example_ring().public()


@pytest.fixture(scope="module")
def original() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(NYDFS.build().to_json())
    assert verify_bundle(data, keys=TRUSTED)
    return data


def manifest_codes(data: dict[str, Any]) -> set[str]:
    return {f.code for f in verify_bundle(data, keys=TRUSTED).failures if f.check == "manifest"}


def edited(original: dict[str, Any], edit: Callable[[dict[str, Any]], object]) -> dict[str, Any]:
    data = copy.deepcopy(original)
    edit(data)
    return data


# -- every section: delete, add, reorder, replace ---------------------------------------


def _delete(value: Any) -> bool:
    if isinstance(value, list) and value:
        value.pop()
        return True
    if isinstance(value, dict) and value:
        value.pop(sorted(value)[0])
        return True
    return False


def _add(value: Any) -> bool:
    if isinstance(value, list):
        value.append(copy.deepcopy(value[0]) if value else {"anything": 1})
        return True
    if isinstance(value, dict):
        value["added"] = copy.deepcopy(next(iter(value.values()))) if value else {}
        return True
    return False


def _reorder(value: Any) -> bool:
    if isinstance(value, list) and len(value) >= 2:
        value[0], value[1] = value[1], value[0]
        return True
    return False


def _replace(value: Any) -> bool:
    if isinstance(value, list) and len(value) >= 2:
        value[0] = copy.deepcopy(value[1])
        return True
    if isinstance(value, dict) and value:
        key = sorted(value)[0]
        if isinstance(value[key], bool):
            value[key] = not value[key]
        elif isinstance(value[key], (int, float)):
            value[key] = value[key] + 1
        elif isinstance(value[key], str):
            value[key] = value[key] + "x"
        else:
            value[key] = copy.deepcopy(value[key])
            _replace(value[key]) or _add(value[key])
        return True
    return False


CHANGES = {"delete": _delete, "add": _add, "reorder": _reorder, "replace": _replace}


@pytest.mark.parametrize("section", SECTIONS)
@pytest.mark.parametrize("change", sorted(CHANGES))
def test_every_change_to_every_section_fails(
    original: dict[str, Any], section: str, change: str
) -> None:
    data = copy.deepcopy(original)
    if section == "verification" and change == "delete":
        del data[section]["strict_citations"]  # the one setting the example moved off its default
    elif not CHANGES[change](data[section]):
        pytest.skip(f"{section} of the example has nothing to {change}")
    try:
        report = verify_bundle(data, keys=TRUSTED)
    except BadBundle:
        return  # refused as malformed: it does not verify either
    assert not report
    assert any(f.check == "manifest" for f in report.failures), report.failures


@pytest.mark.parametrize(
    ("name", "edit"),
    [
        ("delete a record", lambda d: d["records"].pop(1)),
        ("remove recorded outcomes", lambda d: [r.update(outcome=None) for r in d["records"]]),
        ("remove the last trail entry", lambda d: d["trail"].pop()),
        ("empty the trail", lambda d: d["trail"].clear()),
        ("empty the records", lambda d: d["records"].clear()),
        ("reorder the records", lambda d: d["records"].reverse()),
        ("move created_at", lambda d: d.update(created_at="2026-03-02T10:30:00Z")),
    ],
)
def test_the_issue_s_attacks_fail(original: dict[str, Any], name: str, edit: Any) -> None:
    assert manifest_codes(edited(original, edit)), name


def test_an_empty_bundle_fails_even_when_signed() -> None:
    ring = KeyRing.generate("ed25519", "e")
    empty = AuditBundle(created_at="2026-03-02T10:00:00Z", records=[]).signed(ring)  # type: ignore[arg-type]
    report = verify_bundle(empty, keys=ring.public())
    assert [f.code for f in report.failures] == ["empty_bundle"]


def test_a_bundle_without_a_manifest_fails(original: dict[str, Any]) -> None:
    data = edited(original, lambda d: d.pop("manifest"))
    assert manifest_codes(data) == {"manifest_missing"}


def test_a_forger_s_own_key_is_never_trusted(original: dict[str, Any]) -> None:
    forger = KeyRing.generate("ed25519", "nydfs-example")
    forged = load_bundle(edited(original, lambda d: d["records"].pop())).model_copy(
        update={"public_keys": forger.public().to_json()}
    )
    forged = forged.signed(forger)  # a consistent manifest, signed by the forger's key
    assert [f.code for f in verify_bundle(forged).failures] == ["origin_unproven"]
    under_own_key = verify_bundle(forged, keys=forger.public())
    assert "manifest_unsigned" not in {f.code for f in under_own_key.failures}
    report = verify_bundle(forged, keys=TRUSTED)
    assert "manifest_unsigned" in {f.code for f in report.failures}


MANIFEST_EDITS: dict[str, Any] = {
    "format": "nyaya-audit-bundle/v2",
    "created_at": "2027-01-01T00:00:00Z",
    "counts": {"records": 2},
    "trail_length": 8,
    "trail_head": "sha256:" + "0" * 64,
    "digests": {"records": "sha256:" + "0" * 64},
    "key_id": "someone-else",
    "alg": "hmac-sha256",
    "signature": "A" * 86,
}


@pytest.mark.parametrize("field", sorted(MANIFEST_EDITS))
def test_every_signed_manifest_field_is_covered(original: dict[str, Any], field: str) -> None:
    def edit(d: dict[str, Any]) -> None:
        value = MANIFEST_EDITS[field]
        if isinstance(value, dict):
            d["manifest"][field] = {**d["manifest"][field], **value}
        else:
            d["manifest"][field] = value

    data = edited(original, edit)
    try:
        report = verify_bundle(data, keys=TRUSTED)
    except BadBundle:
        assert field == "format"  # refused outright when parsed
        return
    assert "manifest_unsigned" in {f.code for f in report.failures}


@pytest.mark.parametrize(
    ("name", "field"),
    [
        ("sources", "sources.0.uri"),
        ("measurements", "measurements.0.source"),
        ("records", "records.0.attestation"),
    ],
)
def test_a_section_of_many_bad_items_names_the_first(
    original: dict[str, Any], name: str, field: str
) -> None:
    # validation stops at the first bad item (FailFast): 50,000 of them cost what one does
    count = 10_000 if name == "records" else 50_000  # records: max_claims
    data = edited(original, lambda d: d.__setitem__(name, [{"id": i} for i in range(count)]))
    with pytest.raises(BadBundle) as caught:
        load_bundle(data)
    assert caught.value.field == field
