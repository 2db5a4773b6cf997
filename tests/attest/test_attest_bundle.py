"""Audit bundles and `nyaya audit verify`: the NYDFS example passes, edits fail clearly."""

from __future__ import annotations

import copy
import importlib.util
import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from nyaya.attest import RecordedSource, load_bundle, verify_bundle
from nyaya.attest.bundle import AuditBundle
from nyaya.cli import main
from nyaya.errors import BadBundle
from nyaya.receipts.canonical import sha256_hex
from nyaya.receipts.keys import KeyRing, write_key_file

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "tests" / "assets" / "attest"


def _example() -> ModuleType:
    path = ROOT / "examples" / "nydfs" / "build_bundle.py"
    spec = importlib.util.spec_from_file_location("nydfs_build_bundle", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


NYDFS = _example()
TRUSTED = NYDFS.example_ring().public()
PUBLIC_KEYS = ROOT / "examples" / "nydfs" / "public_keys.json"


@pytest.fixture(scope="module")
def bundle_json() -> dict[str, Any]:
    bundle: AuditBundle = NYDFS.build()
    data: dict[str, Any] = json.loads(bundle.to_json())
    return data


def cli(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    try:
        main(args)
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def write(tmp_path: Path, data: dict[str, Any]) -> Path:
    path = tmp_path / "bundle.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def codes(data: dict[str, Any]) -> set[str]:
    """Failure codes of the deep checks (outcomes, envelope, trail) under the trusted key."""
    return {f.code for f in verify_bundle(data, keys=TRUSTED).failures if f.check != "manifest"}


def manifest_codes(data: dict[str, Any]) -> set[str]:
    return {f.code for f in verify_bundle(data, keys=TRUSTED).failures if f.check == "manifest"}


def test_example_bundle_verifies(bundle_json: dict[str, Any]) -> None:
    report = verify_bundle(bundle_json, keys=TRUSTED)
    assert report, report.failures
    assert (report.records, report.outcomes_reverified, report.trail_entries) == (3, 3, 9)
    statuses = [r["outcome"]["status"] for r in bundle_json["records"]]
    assert statuses == ["verified", "verified", "verified"]


def test_example_bundle_is_reproducible(bundle_json: dict[str, Any]) -> None:
    assert json.loads(NYDFS.build().to_json()) == bundle_json


def test_committed_example_bundle_verifies(
    bundle_json: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    path = ROOT / "examples" / "nydfs" / "bundle.json"
    assert json.loads(path.read_text(encoding="utf-8")) == bundle_json, "rebuild the example"
    assert KeyRing.from_file(PUBLIC_KEYS, kind="public").key_ids == TRUSTED.key_ids
    code, out, _ = cli(["audit", "verify", "--keys", str(PUBLIC_KEYS), str(path)], capsys)
    assert code == 0
    assert out.startswith("OK ")


def test_cli_passes_the_example(
    bundle_json: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, bundle_json)
    code, out, _ = cli(["audit", "verify", "--keys", str(PUBLIC_KEYS), str(path)], capsys)
    assert code == 0
    assert "3 attestations, 3 outcomes re-verified, 9 audit entries" in out


def test_edited_policy_text_fails_clearly(
    bundle_json: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    edited = copy.deepcopy(bundle_json)
    source = edited["sources"][0]
    assert "at least 700" in source["content"]
    source["content"] = source["content"].replace("at least 700", "at least 680")
    path = write(tmp_path, edited)
    code, out, err = cli(["audit", "verify", "--keys", str(PUBLIC_KEYS), str(path)], capsys)
    assert code == 1
    assert "source_digest_mismatch" in out
    assert "section_mismatch: sources" in out
    assert NYDFS.POLICY_URI in out
    assert (
        "recorded verified/claim_supported, re-verification gives rejected/digest_mismatch" in out
    )
    assert "checks failed" in err


def test_edited_policy_with_forged_digests_fails_on_the_signature(
    bundle_json: dict[str, Any],
) -> None:
    # rewrite the policy and every digest that names it: only the signatures are left to tell
    edited = copy.deepcopy(bundle_json)
    text = edited["sources"][0]["content"].replace("below 0.40", "below 0.45")
    digest = sha256_hex(text.encode())
    edited["sources"][0].update(content=text, digest=digest)
    record = edited["records"][2]
    record["attestation"]["source_hash"] = digest
    record["outcome"]["evidence"].update(source_digest=digest, recorded_digest=digest)
    record["extension"]["source_digest"] = digest
    assert codes(edited) >= {"artifact_id_mismatch"}
    assert manifest_codes(edited) == {"section_mismatch"}


def test_json_format(
    bundle_json: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, bundle_json)
    code, out, _ = cli(
        ["audit", "verify", "--keys", str(PUBLIC_KEYS), "--format", "json", str(path)], capsys
    )
    assert code == 0
    assert json.loads(out)["ok"] is True


def test_changed_measured_value_is_caught(bundle_json: dict[str, Any]) -> None:
    edited = copy.deepcopy(bundle_json)
    edited["records"][0]["attestation"]["measured_value"]["fico"] = 802
    assert {"outcome_not_reproduced", "artifact_id_mismatch"} <= codes(edited)


def test_flipped_outcome_is_caught(bundle_json: dict[str, Any]) -> None:
    edited = copy.deepcopy(bundle_json)
    edited["records"][1]["outcome"]["status"] = "rejected"
    assert "outcome_not_reproduced" in codes(edited)


def test_swapped_verifier_is_caught_by_artifact_and_trail(bundle_json: dict[str, Any]) -> None:
    edited = copy.deepcopy(bundle_json)
    edited["records"][0]["outcome"]["verifier_id"] = "verifier:someone-else"
    assert codes(edited) == {"artifact_id_mismatch", "outcome_disagrees"}


def test_pending_record_past_its_sla_is_caught(bundle_json: dict[str, Any]) -> None:
    edited = copy.deepcopy(bundle_json)
    edited["records"][0]["outcome"] = None
    edited["created_at"] = "2026-03-02T11:00:00Z"
    assert "no_terminal_state" in codes(edited)


def test_changed_rule_is_caught(bundle_json: dict[str, Any]) -> None:
    edited = copy.deepcopy(bundle_json)
    edited["rules"]["tier2_eligibility"]["expression"] = "dti < 0.30 and fico >= 700"
    assert "outcome_not_reproduced" in codes(edited)


@pytest.mark.parametrize("change", ["delete", "reorder", "edit"])
def test_trail_tampering_is_caught(bundle_json: dict[str, Any], change: str) -> None:
    edited = copy.deepcopy(bundle_json)
    trail = edited["trail"]
    if change == "delete":
        del trail[4]
    elif change == "reorder":
        trail[3], trail[4] = trail[4], trail[3]
    else:
        trail[4]["payload"]["status"] = "rejected"
    report = verify_bundle(edited, keys=TRUSTED)
    assert [f.check for f in report.failures if f.check != "manifest"] == ["trail"]
    assert "section_mismatch" in manifest_codes(edited)


def test_claim_missing_from_the_trail_is_caught(bundle_json: dict[str, Any]) -> None:
    edited = copy.deepcopy(bundle_json)
    edited["trail"] = []
    assert codes(edited) == {"emission_not_audited", "verification_not_audited"}


def test_a_bundle_verifies_only_against_keys_the_verifier_trusts(
    bundle_json: dict[str, Any],
) -> None:
    report = verify_bundle(bundle_json)  # its own public key is right there: never trusted
    assert [f.code for f in report.failures] == ["origin_unproven"]
    assert not verify_bundle(bundle_json, keys=KeyRing.generate("ed25519", "nydfs-example"))


def test_hmac_bundle_needs_the_key_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ring = KeyRing.generate("hmac", "hmac-example")
    monkeypatch.setattr(NYDFS, "example_ring", lambda: ring)
    path = write(tmp_path, json.loads(NYDFS.build().to_json()))
    code, out, _ = cli(["audit", "verify", str(path)], capsys)
    assert code == 1
    assert "origin_unproven" in out
    keys = write_key_file(ring, tmp_path / "keys.json")
    code, out, _ = cli(["audit", "verify", "--keys", str(keys), str(path)], capsys)
    assert code == 0, out
    other = write_key_file(KeyRing.generate("hmac", "hmac-example"), tmp_path / "other.json")
    code, out, _ = cli(["audit", "verify", "--keys", str(other), str(path)], capsys)
    assert code == 1 and "manifest_unsigned" in out


@pytest.mark.parametrize(
    ("asset", "field"),
    [
        ("bundle_truncated.json", None),
        ("bundle_missing_records.json", "records"),
        ("bundle_unknown_claim_type.json", "records.0.attestation"),
        ("bundle_bad_base64_source.json", "sources"),
        ("bundle_wrong_format.json", "format"),
        ("bundle_bad_rule.json", "rules"),
        ("bundle_bad_public_keys.json", "public_keys"),
    ],
)
def test_malformed_bundles_exit_2(
    asset: str, field: str | None, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = cli(["audit", "verify", str(ASSETS / asset)], capsys)
    assert code == 2
    assert err.startswith("error: ")
    assert "Traceback" not in err
    if field is not None:
        with pytest.raises(BadBundle) as info:
            verify_bundle(json.loads((ASSETS / asset).read_text()))
        assert info.value.field is not None and info.value.field.startswith(field)


def test_outcome_filed_under_another_claim_is_malformed(bundle_json: dict[str, Any]) -> None:
    edited = copy.deepcopy(bundle_json)
    edited["records"][0]["outcome"]["claim_id"] = edited["records"][1]["attestation"]["claim_id"]
    with pytest.raises(BadBundle) as info:
        verify_bundle(edited)
    assert info.value.field == "records.0"


def test_missing_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = cli(["audit", "verify", str(tmp_path / "nope.json")], capsys)
    assert code == 2
    assert "no such file" in err


def test_load_bundle_accepts_text(bundle_json: dict[str, Any]) -> None:
    assert load_bundle(json.dumps(bundle_json)) == load_bundle(bundle_json)


def test_binary_sources_round_trip_as_base64() -> None:
    source = RecordedSource.of("https://x.example/blob", b"\x00\xff\x10")
    assert source.encoding == "base64"
    assert source.data() == b"\x00\xff\x10"
