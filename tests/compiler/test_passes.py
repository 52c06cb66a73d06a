"""The pass registry: every module of compiler/passes/ that defines ``PASS`` is a pass."""
import ast
import pathlib

import numpy as np
import pytest
from hybridlint.runtime import sym
from hybridlint.runtime.compiler import PASSES, compile_graph, passes
from hybridlint.runtime.graph import Graph

PASS_DIR = pathlib.Path(passes.__file__).parent


def _modules_defining_pass() -> set[str]:
    found = set()
    for path in PASS_DIR.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if any(isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "PASS" for t in node.targets)
                for node in tree.body):
            found.add(path.stem)
    return found


def test_discovery_finds_every_module_that_declares_a_pass():
    table = passes.registered()
    modules = {p.run.__module__.rpartition(".")[2] for p in table.values()}
    assert modules == _modules_defining_pass()


def test_default_pipeline_is_the_declared_order():
    table = passes.registered()
    orders = [p.order for p in table.values()]
    assert orders == sorted(orders) and len(set(orders)) == len(orders)
    assert PASSES == tuple(table) == passes.default_pipeline()
    # the names and relative order compile_graph(passes=...) has always taken
    old = ("fold_constants", "cse", "dce", "swap_relu_maxpool", "fuse_elementwise")
    assert [p for p in PASSES if p in old] == list(old)


def test_passes_run_in_the_order_given_and_report_their_changes():
    x = sym.var("data")
    y = sym.relu(x * 2.0) + sym.relu(x * 2.0)
    g = Graph.from_symbol(y)
    feed = {"data": np.arange(6, dtype=np.float32).reshape(2, 3) - 2}
    want = g.run(feed)[0]
    cg = compile_graph(g, passes=("fuse_elementwise", "cse", "dce"))
    np.testing.assert_array_equal(cg.run(feed)[0], want)
    applied = cg.plan().applied
    assert [name for name, _, _ in applied] == ["fuse_elementwise", "cse", "dce"]
    # fusing first leaves nothing for CSE to merge: the order given is the order run
    assert dict((n, c) for n, c, _ in applied)["cse"] == 0
    cg2 = compile_graph(g, passes=("cse", "dce", "fuse_elementwise"))
    np.testing.assert_array_equal(cg2.run(feed)[0], want)
    assert dict((n, c) for n, c, _ in cg2.plan().applied)["cse"] == 2


def test_a_pass_declared_twice_is_refused(monkeypatch):
    import importlib

    dce = importlib.import_module(passes.__name__ + ".dce")
    monkeypatch.setattr(dce, "PASS", passes.Pass("cse", 99, dce.PASS.run))
    passes.registered.cache_clear()
    try:
        with pytest.raises(RuntimeError, match="'cse' defined twice"):
            passes.registered()
    finally:
        monkeypatch.undo()
        passes.registered.cache_clear()
    assert "dce" in passes.registered()
