"""Keys: one contract every signer passes, the ring's rotation rules, key files and variables."""

from __future__ import annotations

import contextlib
import json
import os
import stat
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from nyaya.errors import BadKeyFile, SignatureInvalid, UnknownKey
from nyaya.receipts import (
    Ed25519Signer,
    HmacSigner,
    KeyRing,
    Signature,
    Signer,
    create_key_file,
    signed_bytes,
    write_key_file,
)

ASSETS = Path(__file__).parent.parent / "assets" / "receipts"
T0 = datetime(2026, 1, 1, tzinfo=UTC)


class TestHmacSigner:
    """The contract of a `Signer`; subclasses run it for every algorithm."""

    alg = "hmac-sha256"

    def make(self, key_id: str | None = None) -> Signer:
        return HmacSigner.generate(key_id=key_id, created_at=T0)

    def test_signature_verifies(self) -> None:
        signer = self.make()
        assert signer.verify(b"data", signer.sign(b"data"))

    def test_other_data_fails(self) -> None:
        signer = self.make()
        assert not signer.verify(b"datA", signer.sign(b"data"))

    def test_other_key_fails(self) -> None:
        assert not self.make().verify(b"data", self.make().sign(b"data"))

    @pytest.mark.parametrize("value", ["", "!!!", "AAAA", "a" * 200, "é"])
    def test_garbage_signature_is_false_not_an_exception(self, value: str) -> None:
        assert not self.make().verify(b"data", value)

    def test_every_flipped_character_fails(self) -> None:
        signer = self.make()
        good = signer.sign(b"data")
        for i in range(len(good)):
            flipped = good[:i] + ("A" if good[i] != "A" else "B") + good[i + 1 :]
            assert not signer.verify(b"data", flipped), i

    def test_alg_and_key_id(self) -> None:
        signer = self.make("my-key")
        assert signer.alg == self.alg
        assert signer.key_id == "my-key"
        assert self.make().key_id != self.make().key_id

    def test_key_file_round_trip(self) -> None:
        signer = self.make("k1")
        ring = KeyRing.from_json({"version": 1, "keys": [signer.to_json()]})
        again = ring.get("k1")
        assert again.alg == signer.alg
        assert again.created_at == signer.created_at
        assert again.verify(b"data", signer.sign(b"data"))
        assert signer.verify(b"data", again.sign(b"data"))

    def test_ring_signs_and_verifies_domain_payload(self) -> None:
        ring = KeyRing([self.make("k1")])
        sig = ring.sign("test/v1", {"a": 1})
        assert (sig.key_id, sig.alg) == ("k1", self.alg)
        ring.verify("test/v1", {"a": 1}, sig)
        with pytest.raises(SignatureInvalid):
            ring.verify("test/v1", {"a": 2}, sig)
        with pytest.raises(SignatureInvalid):
            ring.verify("other/v1", {"a": 1}, sig)

    def test_signature_covers_signed_bytes(self) -> None:
        signer = self.make()
        sig = KeyRing([signer]).sign("test/v1", {"b": [1, "x"], "a": None})
        assert signer.verify(signed_bytes("test/v1", {"a": None, "b": [1, "x"]}), sig.value)


class TestEd25519Signer(TestHmacSigner):
    alg = "ed25519"

    def make(self, key_id: str | None = None) -> Signer:
        return Ed25519Signer.generate(key_id=key_id, created_at=T0)

    def test_public_copy_verifies_but_cannot_sign(self) -> None:
        signer = self.make()
        public = signer.public()
        assert public is not None
        assert not public.can_sign
        assert public.verify(b"data", signer.sign(b"data"))
        with pytest.raises(BadKeyFile):
            public.sign(b"data")
        assert "private_key" not in public.to_json()

    def test_mismatched_key_pair_is_rejected(self) -> None:
        a, b = Ed25519Signer.generate(), Ed25519Signer.generate()
        entry = a.to_json()
        entry["public_key"] = b.to_json()["public_key"]
        with pytest.raises(BadKeyFile) as info:
            KeyRing.from_json({"version": 1, "keys": [entry]})
        assert info.value.field == "keys[0].public_key"


def test_hmac_has_no_public_part() -> None:
    ring = KeyRing.generate("hmac")
    assert len(ring.public()) == 0
    assert HmacSigner.generate().public() is None


def test_rotation_old_receipts_verify_new_use_new_key() -> None:
    ring = KeyRing.generate("hmac", "old", created_at=T0)
    old = ring.sign("test/v1", {"n": 1})
    new_signer = ring.rotate("ed25519", "new", created_at=T0 + timedelta(days=30))
    new = ring.sign("test/v1", {"n": 2})
    assert (old.key_id, new.key_id) == ("old", "new")
    assert ring.signer is new_signer
    ring.verify("test/v1", {"n": 1}, old)
    ring.verify("test/v1", {"n": 2}, new)


def test_newest_is_by_creation_time_not_file_order() -> None:
    late = HmacSigner.generate(key_id="late", created_at=T0 + timedelta(days=1))
    early = HmacSigner.generate(key_id="early", created_at=T0)
    assert KeyRing([late, early]).signer.key_id == "late"


def test_rotation_to_an_older_key_is_refused() -> None:
    ring = KeyRing.generate("hmac", created_at=T0)
    with pytest.raises(BadKeyFile):
        ring.rotate(created_at=T0 - timedelta(days=1))


def test_unknown_key_id() -> None:
    ring = KeyRing.generate("hmac", "a")
    sig = KeyRing.generate("hmac", "b").sign("test/v1", {})
    with pytest.raises(UnknownKey):
        ring.verify("test/v1", {}, sig)


def test_algorithm_confusion_is_rejected() -> None:
    ring = KeyRing.generate("ed25519", "k")
    sig = ring.sign("test/v1", {})
    with pytest.raises(SignatureInvalid):
        ring.verify("test/v1", {}, Signature("k", "hmac-sha256", sig.value))


def test_duplicate_key_id_is_ambiguous() -> None:
    with pytest.raises(BadKeyFile):
        KeyRing([HmacSigner.generate(key_id="k"), HmacSigner.generate(key_id="k")])


def test_public_ring_cannot_sign() -> None:
    public = KeyRing.generate("ed25519").public()
    assert not public.can_sign
    with pytest.raises(BadKeyFile):
        public.sign("test/v1", {})


def test_create_key_file_mode_0600_and_loads(tmp_path: Path) -> None:
    path = tmp_path / "keys.json"
    ring = create_key_file(path, "ed25519", key_id="k1")
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    loaded = KeyRing.from_file(path)
    assert loaded.key_ids == ("k1",)
    loaded.verify("t/v1", {}, ring.sign("t/v1", {}))
    assert [p.name for p in tmp_path.iterdir()] == ["keys.json"]  # no temporary left behind


def test_create_key_file_never_overwrites(tmp_path: Path) -> None:
    path = tmp_path / "keys.json"
    path.write_text("precious")
    with pytest.raises(BadKeyFile) as info:
        create_key_file(path, "hmac")
    assert str(path) in str(info.value)
    assert path.read_text() == "precious"
    create_key_file(path, "hmac", overwrite=True)
    assert KeyRing.from_file(path).can_sign


def test_public_key_file(tmp_path: Path) -> None:
    ring = KeyRing.generate("ed25519")
    out = write_key_file(ring, tmp_path / "pub.json", public=True)
    data = json.loads(out.read_text())
    assert all(set(k) == {"key_id", "alg", "public_key", "created_at"} for k in data["keys"])
    public = KeyRing.from_file(out)
    public.verify("t/v1", {"x": 1}, ring.sign("t/v1", {"x": 1}))


def test_missing_key_file_is_an_error_naming_the_path(tmp_path: Path) -> None:
    path = tmp_path / "absent.json"
    with pytest.raises(BadKeyFile) as info:
        KeyRing.from_file(path)
    assert str(path) in str(info.value)
    assert not path.exists()  # never generated in its place


def test_unreadable_key_file(tmp_path: Path) -> None:
    with pytest.raises(BadKeyFile) as info:
        KeyRing.from_file(tmp_path)  # a directory
    assert str(tmp_path) in str(info.value)


@pytest.mark.parametrize(
    ("asset", "field"),
    [
        ("keys_truncated.json", "line 7"),
        ("keys_unknown_alg.json", "keys[0].alg"),
        ("keys_short_secret.json", "keys[0].secret"),
        ("keys_duplicate_id.json", "key_id"),
        ("keys_wrong_version.json", "version"),
        ("keys_missing_key_id.json", "keys[0].key_id"),
        ("keys_bad_public_key.json", "keys[0].public_key"),
    ],
)
def test_bad_key_files(asset: str, field: str | None) -> None:
    with pytest.raises(BadKeyFile) as info:
        KeyRing.from_file(ASSETS / asset)
    message = str(info.value)
    assert asset in message
    assert "\n" not in message
    assert info.value.field == field


def test_key_file_fixture_loads(hmac_key_file: Path) -> None:
    assert KeyRing.from_file(hmac_key_file).key_ids == ("test-hmac-1",)


def test_from_env_json_and_shorthand() -> None:
    ring = KeyRing.generate("ed25519", "e1")
    env = {"K": json.dumps(ring.to_json())}
    assert KeyRing.from_env("K", env).key_ids == ("e1",)
    hmac_env = {"K": "hmac:" + "A" * 43}
    loaded = KeyRing.from_env("K", hmac_env)
    assert loaded.signer.alg == "hmac-sha256"
    # the same secret gives the same key id, so receipts verify across processes
    assert KeyRing.from_env("K", hmac_env).key_ids == loaded.key_ids


@pytest.mark.parametrize("value", [None, "", "hmac:???", "hmac:AAAA", "{not json", "[]"])
def test_from_env_errors_name_the_variable(value: str | None) -> None:
    env = {} if value is None else {"NYAYA_KEYS": value}
    with pytest.raises(BadKeyFile) as info:
        KeyRing.from_env("NYAYA_KEYS", env)
    assert "$NYAYA_KEYS" in str(info.value)


def test_ed25519_signatures_are_checked_as_strict_base64url() -> None:
    from nyaya.receipts.keys import Ed25519Signer, b64url_decode, b64url_encode

    signer = Ed25519Signer.generate()
    good = signer.sign(b"data")
    raw = b64url_decode(good)
    assert signer.verify(b"data", good)
    # the last character carries 4 spare bits, zero in the one canonical spelling
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    stray = good[:-1] + alphabet[alphabet.index(good[-1]) + 1]
    bad = [
        good + "=",
        good + "==",
        good[:-1],
        " " + good[1:],
        good[:10] + "\n" + good[11:],
        good.replace("-", "+").replace("_", "/")
        if ("-" in good or "_" in good)
        else "+" + good[1:],
        b64url_encode(raw[:63]),
        b64url_encode(raw + b"\0"),
        good[:-1] + "é",
        stray,
    ]
    for value in bad:
        assert not signer.verify(b"data", value), value
        # and the strict decoder refuses each too (or reads no 64-byte signature)
        with contextlib.suppress(ValueError):
            assert len(b64url_decode(value)) != 64, value
