"""Verify tests: fresh symbol names per test, and the `mxnet` alias removed afterwards
when the test installed it (other areas check `import mxnet` behaviour)."""
import pathlib

import pytest

from ..inprocess import fresh_names_and_alias, run_main

REPO = pathlib.Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples"
MODELS = pathlib.Path(__file__).resolve().parent / "models.py"


@pytest.fixture(autouse=True)
def _isolated():
    with fresh_names_and_alias():
        yield


def run_cli(*argv):
    """`hybridlint ...` in-process: (exit code, stdout, stderr)."""
    result = run_main(*argv)
    return result.rc, result.out, result.err


def line_of(path, text):
    """1-based line of the first line of ``path`` containing ``text``."""
    for i, line in enumerate(pathlib.Path(path).read_text().splitlines(), 1):
        if text in line:
            return i
    raise AssertionError(f"{text!r} not in {path}")
