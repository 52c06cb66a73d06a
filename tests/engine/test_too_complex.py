"""pipeline._too_complex: the pass a level that clears a file (_within_bounds) says None exactly
where the walk that names the first construct over the bounds (_first_over_bounds) does."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from hybridlint.engine import pipeline

HOSTILE = {
    "deep list": "x = " + "[" * 150 + "]" * 150 + "\n",
    "long and": "y = " + " and ".join(["a"] * 1600) + "\n",
    "short and": "y = " + " and ".join(["a"] * 1400) + "\n",
    "long compare": "y = " + " < ".join(["a"] * 1600) + "\n",
    "many nodes": "z = [" + ", ".join(f"f(a{i}, b[{i}])" for i in range(6000)) + "]\n",
    "some nodes": "z = [" + ", ".join(f"f(a{i})" for i in range(3000)) + "]\n",
    "deep attributes": "w = a" + ".b" * 1200 + "\n",
    "deep additions": "v = " + " + ".join(["a"] * 1200) + "\n",
}


def _both(stmts):
    return pipeline._within_bounds(stmts), pipeline._first_over_bounds(stmts)


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_the_level_pass_agrees_with_the_walk(name, monkeypatch):
    tree = ast.parse(HOSTILE[name])
    within, first = _both(tree.body)
    assert within == (first is None)
    # and through _too_complex, with every statement taken as long
    monkeypatch.setattr(pipeline, "_SUSPECT_CHARS", 0)
    assert pipeline._too_complex(tree.body, HOSTILE[name]) == first


def test_bounds_that_a_small_limit_makes_hit(monkeypatch):
    # the same code over the bounds once they are lowered: each bound is seen by both
    source = Path(pipeline.__file__).read_text()
    tree = ast.parse(source)
    for bound, value in (("MAX_LONG_STATEMENT_NODES", 500), ("MAX_NESTING", 12), ("MAX_OPERANDS", 2)):
        with monkeypatch.context() as m:
            m.setattr(pipeline, bound, value)
            within, first = _both(tree.body)
            assert within is False and first is not None
    within, first = _both(tree.body)
    assert within is True and first is None
