"""Verify tests: fresh symbol names per test, and the `mxnet` alias removed afterwards
when the test installed it (other areas check `import mxnet` behaviour)."""
import io
import pathlib

import pytest
from hybridlint.runtime import compat
from hybridlint.runtime import name as _name

REPO = pathlib.Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples"
MODELS = pathlib.Path(__file__).resolve().parent / "models.py"


@pytest.fixture(autouse=True)
def _isolated():
    had_alias = compat.is_installed()
    with _name.NameManager():
        yield
    if not had_alias:
        compat.uninstall()


def run_cli(*argv):
    """`hybridlint ...` in-process: (exit code, stdout, stderr)."""
    from hybridlint.cli import main

    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def line_of(path, text):
    """1-based line of the first line of ``path`` containing ``text``."""
    for i, line in enumerate(pathlib.Path(path).read_text().splitlines(), 1):
        if text in line:
            return i
    raise AssertionError(f"{text!r} not in {path}")
