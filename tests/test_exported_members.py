"""The public surface is exactly what `nyaya.__all__` names, and every name resolves."""

import nyaya


def test_all_names_resolve() -> None:
    for name in nyaya.__all__:
        assert getattr(nyaya, name) is not None, name


def test_no_private_names_exported() -> None:
    assert all(not n.startswith("_") or n == "__version__" for n in nyaya.__all__)
