"""Helpers for the CLI tests: run ``hybridlint`` in-process in a temporary project."""
from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from hybridlint import analysis

from ..inprocess import enter_project, run_main
from . import fake_engine


class Project:
    """A temporary project directory: ``project / "a.py"`` is a Path, ``project.write`` creates files."""

    def __init__(self, root: Path):
        self.root = root

    def __truediv__(self, rel: str) -> Path:
        return self.root / rel

    def __fspath__(self) -> str:
        return str(self.root)

    def write(self, rel: str, text: str = "", data: bytes | None = None) -> Path:
        path = self.root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if data is not None:
            path.write_bytes(data)
        else:
            path.write_text(textwrap.dedent(text), encoding="utf-8")
        return path


@pytest.fixture
def project(tmp_path, monkeypatch):
    """A temporary project that is the current directory (no cache unless a test opts in)."""
    enter_project(tmp_path, monkeypatch)
    return Project(tmp_path)


@pytest.fixture
def fake(monkeypatch):
    """Route the CLI to the fake engine (regex rules with known positions and fixes)."""
    monkeypatch.setattr(analysis, "load_engine", fake_engine.make_engine)
    return fake_engine


@pytest.fixture
def cli():
    return run_main
