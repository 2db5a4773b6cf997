"""The pytest plugin (entry point ``pytest11``): every recorded run in a folder is a test.

``pytest --nyaya-runs runs/`` collects each ``*.json`` run (and each line of a
``*.jsonl`` file) under ``runs/`` as a test that passes when nyaya would emit the
answer (``--nyaya-allow revise`` tolerates revisions) under ``--nyaya-policy``; a
failure lists the decision and every finding with expected vs found. Without the
option the plugin does nothing (and imports nothing of nyaya's engine).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

__all__ = ["RunItem", "RunsCollector"]


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("nyaya", "nyaya: recorded agent runs as tests")
    group.addoption(
        "--nyaya-runs",
        action="append",
        default=[],
        metavar="DIR",
        help="Check every recorded run (*.json, *.jsonl lines) under DIR as a test case.",
    )
    group.addoption(
        "--nyaya-policy",
        default=None,
        metavar="P",
        help="Constitution for --nyaya-runs: a TOML path or a bundled name (general, ...).",
    )
    group.addoption(
        "--nyaya-allow",
        default="emit",
        choices=("emit", "revise"),
        help="The worst action a run may get and still pass (default: emit).",
    )


def pytest_collection_modifyitems(
    session: pytest.Session, config: pytest.Config, items: list[pytest.Item]
) -> None:
    for folder in config.getoption("nyaya_runs"):
        path = Path(folder)
        if not path.is_dir():
            raise pytest.UsageError(f"--nyaya-runs: {folder} is not a directory")
        collector = RunsCollector.from_parent(
            session, name=folder, path=path.resolve(), nodeid=folder
        )
        items.extend(collector.collect())


class RunsCollector(pytest.Collector):
    """A folder of recorded runs."""

    def collect(self) -> Iterator[RunItem]:
        from nyaya.cli.batch import iter_items

        for item in iter_items([str(self.path)]):
            name = str(Path(item.name.split(":")[0]).relative_to(self.path))
            if ":" in item.name:
                name += ":" + item.name.rsplit(":", 1)[1]
            yield RunItem.from_parent(self, name=name, data=item.data, error=item.error)


class RunItem(pytest.Item):
    """One recorded run: passes when its answer is grounded."""

    def __init__(self, *, data: Any, error: str | None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.data = data
        self.error = error

    def runtest(self) -> None:
        from nyaya.testing import assert_grounded

        if self.error is not None:
            raise AssertionError(f"unreadable run: {self.error}")
        assert_grounded(
            self.data,
            policy=self.config.getoption("nyaya_policy"),
            allow=self.config.getoption("nyaya_allow"),
        )

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str:
        from nyaya.errors import NyayaError

        if isinstance(excinfo.value, (AssertionError, NyayaError)):
            return str(excinfo.value)
        return str(super().repr_failure(excinfo))

    def reportinfo(self) -> tuple[Path, int | None, str]:
        return self.path, None, f"nyaya run {self.name}"
