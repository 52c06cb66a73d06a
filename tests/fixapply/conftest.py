"""Fix-application tests: run ``hybridlint check`` in-process in a temporary project."""
from __future__ import annotations

import io
from pathlib import Path

import pytest

from hybridlint.cli import main


class Result:
    def __init__(self, rc: int, out: str, err: str):
        self.rc, self.out, self.err = rc, out, err

    def __repr__(self) -> str:
        return f"Result(rc={self.rc}, out={self.out!r}, err={self.err!r})"


@pytest.fixture
def project(tmp_path, monkeypatch) -> Path:
    """An empty project directory that is the current directory, without a cache."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("HYBRIDLINT_CACHE_DIR", raising=False)
    monkeypatch.setenv("HYBRIDLINT_NO_CACHE", "1")
    return tmp_path


@pytest.fixture
def cli():
    def run(*args: str) -> Result:
        out, err = io.StringIO(), io.StringIO()
        rc = main(list(args), stdout=out, stderr=err)
        return Result(rc, out.getvalue(), err.getvalue())

    return run


@pytest.fixture
def mxnet_alias():
    """The runtime's `mxnet` alias, removed afterwards when this test installed it."""
    from hybridlint.runtime import compat
    from hybridlint.runtime import name as _name

    had_alias = compat.is_installed()
    with _name.NameManager():
        yield
    if not had_alias:
        compat.uninstall()
