"""Gluon tests: each test names blocks in a fresh name manager, so prefixes start at 0
and the global symbol-name counters other test areas see are left untouched."""
import pytest

from hybridlint.runtime import name as _name


@pytest.fixture(autouse=True)
def _isolated_names():
    with _name.NameManager():
        yield
