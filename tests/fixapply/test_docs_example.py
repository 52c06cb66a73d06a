"""The worked example of docs/fixing.md does what the page says."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parents[2] / "docs" / "fixing.md"

pytestmark = pytest.mark.usefixtures("mxnet_alias")


def _blocks() -> list[tuple[str, str]]:
    return re.findall(r"```(\w+)\n(.*?)```", DOC.read_text(encoding="utf-8"), re.DOTALL)


def test_worked_example(project, cli):
    blocks = _blocks()
    (project / "model.py").write_text(blocks[0][1])
    (project / "pyproject.toml").write_text(blocks[1][1])
    shown_diff = blocks[2][1].split("\n", 1)[1]   # after the `$ hybridlint ...` line
    diff = cli("check", "--diff", "--unsafe-fixes", "model.py")
    assert diff.rc == 1 and diff.out == shown_diff

    shown_fix = blocks[3][1]
    fix = cli("check", "--fix", "--unsafe-fixes", "--verify", "--show-fixes", "model.py")
    assert fix.rc == 0, fix
    for line in shown_fix.splitlines()[1:]:
        assert line in (fix.err if line.startswith("hybridlint:") else fix.out)
    assert cli("check", "model.py").rc == 0
