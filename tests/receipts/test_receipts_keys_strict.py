"""Key files are typed, strictly encoded and private: nothing forges, leaks or re-spells a key."""

from __future__ import annotations

import json
import os
import stat
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from nyaya.cli import main
from nyaya.errors import BadKeyFile, SignatureInvalid
from nyaya.receipts import KeyRing, issue_receipt, verify_receipt, write_key_file
from nyaya.receipts.keys import INSECURE_ENV, InsecureKeyFile, b64url_decode, b64url_encode

T0 = datetime(2026, 11, 21, tzinfo=UTC)


def cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    try:
        main(list(argv))
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    return code, capsys.readouterr().err


def dump(path: Path, data: Any, mode: int = 0o600) -> Path:
    path.write_text(json.dumps(data))
    path.chmod(mode)
    return path


@pytest.mark.parametrize("alg", ["hmac", "ed25519"])
@pytest.mark.parametrize("suffix", ["=", "==", " ", "\n", "A"])
def test_a_respelled_signature_never_verifies(alg: str, suffix: str) -> None:
    ring = KeyRing.generate(alg, "k")
    receipt = issue_receipt(
        ring, run_id="r", call_id="c", tool="t", arguments={}, output=[1], timestamp=T0
    )
    verify_receipt(receipt, ring)
    respelled = receipt.model_copy(update={"signature": receipt.signature + suffix})
    with pytest.raises(SignatureInvalid):
        verify_receipt(respelled, ring)


def test_base64url_has_one_spelling() -> None:
    raw = bytes(range(32))  # 43 characters: the last one carries two unused bits
    text = b64url_encode(raw)
    assert b64url_decode(text) == raw
    for other in (text + "=", text + "==", text[:-1] + "/", " " + text, text + "\n"):
        with pytest.raises(ValueError):
            b64url_decode(other)
    stray_bits = text[:-1] + chr(ord(text[-1]) + 1)  # same bytes, different unused bits
    with pytest.raises(ValueError):
        b64url_decode(stray_bits)


def test_padded_secret_in_a_key_file_is_refused(tmp_path: Path) -> None:
    data = KeyRing.generate("hmac", "k").to_json()
    data["keys"][0]["secret"] += "="
    with pytest.raises(BadKeyFile) as info:
        KeyRing.from_file(dump(tmp_path / "k.json", data))
    assert info.value.field == "keys[0].secret"


def test_written_files_say_their_kind(tmp_path: Path) -> None:
    ring = KeyRing.generate("ed25519", "e")
    secret = json.loads(write_key_file(ring, tmp_path / "s.json").read_text())
    public = json.loads(write_key_file(ring, tmp_path / "p.json", public=True).read_text())
    assert (secret["kind"], public["kind"]) == ("secret", "public")
    assert stat.S_IMODE(os.stat(tmp_path / "p.json").st_mode) == 0o644
    assert not KeyRing.from_file(tmp_path / "p.json").can_sign


@pytest.mark.parametrize("alg", ["hmac", "ed25519"])
def test_a_public_file_holding_a_secret_is_refused(tmp_path: Path, alg: str) -> None:
    data = KeyRing.generate(alg, "k").to_json()
    data["kind"] = "public"
    path = dump(tmp_path / "pub.json", data, 0o644)
    with pytest.raises(BadKeyFile) as info:
        KeyRing.from_file(path)
    assert info.value.field in ("keys[0].secret", "keys[0].private_key")
    assert "public" in str(info.value)


def test_a_verifier_demanding_public_keys_refuses_a_secret_file(tmp_path: Path) -> None:
    ring = KeyRing.generate("ed25519", "e")
    path = write_key_file(ring, tmp_path / "s.json")
    with pytest.raises(BadKeyFile):
        KeyRing.from_file(path, kind="public")
    assert KeyRing.from_file(write_key_file(ring, tmp_path / "p.json", public=True), kind="public")


def test_rotating_a_public_file_is_refused_and_leaves_it_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ring = KeyRing.generate("ed25519", "e")
    path = write_key_file(ring, tmp_path / "pub.json", public=True)
    before = path.read_bytes()
    code, err = cli(capsys, "keys", "rotate", str(path))
    assert code == 2 and "no secret key" in err
    assert path.read_bytes() == before
    with pytest.raises(BadKeyFile):
        ring.public().rotate()


@pytest.mark.parametrize("mode", [0o644, 0o640, 0o604, 0o660])
def test_a_secret_file_others_can_read_is_refused(tmp_path: Path, mode: int) -> None:
    path = dump(tmp_path / "k.json", KeyRing.generate("hmac", "k").to_json(), mode)
    with pytest.raises(BadKeyFile) as info:
        KeyRing.from_file(path)
    assert "chmod 600" in str(info.value)
    assert f"{mode:04o}" in str(info.value)


def test_the_user_may_load_an_exposed_secret_file_with_a_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = dump(tmp_path / "k.json", KeyRing.generate("hmac", "k").to_json(), 0o644)
    monkeypatch.setenv(INSECURE_ENV, "1")
    with pytest.warns(InsecureKeyFile, match="readable by group or others"):
        assert KeyRing.from_file(path).can_sign


def test_an_exposed_secret_file_exits_2_on_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = dump(tmp_path / "k.json", KeyRing.generate("hmac", "k").to_json(), 0o644)
    code, err = cli(capsys, "ledger", "verify", str(tmp_path / "l.db"), "--keys", str(path))
    assert code == 2 and "chmod 600" in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    ("edit", "field"),
    [
        (lambda d: d.update(extra=1), "extra"),
        (lambda d: d["keys"][0].update(note="x"), "keys[0].note"),
        (lambda d: d.update(kind="private"), "kind"),
    ],
)
def test_unknown_fields_are_refused(tmp_path: Path, edit: Any, field: str) -> None:
    data = KeyRing.generate("hmac", "k").to_json()
    edit(data)
    with pytest.raises(BadKeyFile) as info:
        KeyRing.from_file(dump(tmp_path / "k.json", data))
    assert info.value.field == field


def test_a_key_named_twice_in_one_object_is_refused(tmp_path: Path) -> None:
    ring = KeyRing.generate("hmac", "k")
    text = json.dumps(ring.to_json())
    other = KeyRing.generate("hmac", "k").to_json()["keys"][0]["secret"]
    text = text.replace('"secret":', f'"secret": "{other}", "secret":', 1)
    path = tmp_path / "k.json"
    path.write_text(text)
    path.chmod(0o600)
    with pytest.raises(BadKeyFile, match="appears twice"):
        KeyRing.from_file(path)
