"""The linter's knowledge of nd/sym names comes from runtime/catalogue.json, read as data."""
from __future__ import annotations

import json

import pytest

from hybridlint.engine import catalogue as cat


@pytest.fixture
def fresh(monkeypatch, tmp_path):
    def use(content: str | None):
        if content is not None:
            (tmp_path / "catalogue.json").write_text(content, encoding="utf-8")
        monkeypatch.setattr(cat, "_runtime_dir", lambda: tmp_path)
        cat.load_catalogue.cache_clear()
        return cat.load_catalogue()
    yield use
    cat.load_catalogue.cache_clear()


@pytest.mark.parametrize("content", [None, "{not json", "[1, 2]", '{"version": 2, "nd": ["x"]}',
                                     '{"version": 1, "nd": "relu"}'])
def test_missing_or_malformed_file_falls_back(fresh, content):
    c = fresh(content)
    assert not c.nd or c.nd == frozenset()
    assert {"shape", "dtype", "context", "T"} <= c.ndarray_only_attributes
    assert "split" in c.multi_output_ops


def test_file_contents_are_used(fresh):
    c = fresh(json.dumps({"version": 1, "nd": ["relu", "array"], "sym": ["relu"],
                          "ndarray_only_attributes": ["shape", "grad"],
                          "multi_output_ops": ["my_split"]}))
    assert c.from_file and c.nd == {"relu", "array"} and c.namespace("sym") == {"relu"}
    assert "grad" in c.ndarray_only_attributes and "my_split" in c.multi_output_ops


def test_real_catalogue_is_found_without_importing_the_runtime():
    import subprocess
    import sys
    code = ("import sys; from hybridlint.engine.catalogue import load_catalogue; c = load_catalogue(); "
            "assert not any(m == 'numpy' or m.startswith('hybridlint.runtime') for m in sys.modules), "
            "sorted(m for m in sys.modules if 'runtime' in m or m == 'numpy'); "
            "print(c.from_file, len(c.nd))")
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert res.returncode == 0, res.stderr
