"""Shared by the CLI, fix-application and verify tests: run ``hybridlint`` in-process in
a temporary project, and undo the global runtime state such a run leaves behind."""
from __future__ import annotations

import contextlib
import io

from hybridlint.cli import main


class Result:
    def __init__(self, rc: int, out: str, err: str):
        self.rc, self.out, self.err = rc, out, err

    def __repr__(self) -> str:  # shown by pytest when an assert fails
        return f"Result(rc={self.rc}, out={self.out!r}, err={self.err!r})"


def run_main(*args: str) -> Result:
    """``hybridlint ARGS`` in this process, its output captured."""
    out, err = io.StringIO(), io.StringIO()
    rc = main(list(args), stdout=out, stderr=err)
    return Result(rc, out.getvalue(), err.getvalue())


def enter_project(tmp_path, monkeypatch) -> None:
    """Make ``tmp_path`` the current directory, with no cache unless a test opts in."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("HYBRIDLINT_CACHE_DIR", raising=False)
    monkeypatch.setenv("HYBRIDLINT_NO_CACHE", "1")


@contextlib.contextmanager
def fresh_names_and_alias():
    """Symbol names counted from 0 inside, and the runtime's ``mxnet`` alias removed
    afterwards when the code inside installed it (other areas check ``import mxnet``)."""
    from hybridlint.runtime import compat
    from hybridlint.runtime import name as _name

    had_alias = compat.is_installed()
    with _name.NameManager():
        yield
    if not had_alias:
        compat.uninstall()
