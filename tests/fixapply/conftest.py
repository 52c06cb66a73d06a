"""Fix-application tests: run ``hybridlint check`` in-process in a temporary project."""
from __future__ import annotations

from pathlib import Path

import pytest

from ..inprocess import enter_project, fresh_names_and_alias, run_main


@pytest.fixture
def project(tmp_path, monkeypatch) -> Path:
    """An empty project directory that is the current directory, without a cache."""
    enter_project(tmp_path, monkeypatch)
    return tmp_path


@pytest.fixture
def cli():
    return run_main


@pytest.fixture
def mxnet_alias():
    """The runtime's `mxnet` alias, removed afterwards when this test installed it."""
    with fresh_names_and_alias():
        yield
