import numpy as np
from hybridlint.runtime import sym
from hybridlint.runtime.compiler.passes.constfold import fold_constants
from hybridlint.runtime.compiler.ir import CGraph
from hybridlint.runtime.graph import Graph

from .nets import compile_and_compare


def test_constant_subgraph_is_computed_once():
    x = sym.var("x")
    scale = sym.broadcast_add(sym.exp(sym.ones(shape=(2, 3)) * 2), sym.arange(start=0, stop=3))
    out = x * scale
    g = Graph.from_symbol(out)
    cg = CGraph.from_graph(g)
    folded = fold_constants(cg)
    assert folded == 5          # ones, *2, exp, arange, broadcast_add
    kinds = [n.kind for n in cg.nodes]
    assert kinds.count("const") >= 1
    feed = {"x": np.random.default_rng(0).standard_normal((2, 3)).astype(np.float32)}
    compiled = compile_and_compare(out, feed)
    ops = [n for n in compiled.plan().graph.nodes if n.kind in ("op", "fused")]
    assert len(ops) == 1        # only x * const is left to run


def test_random_ops_are_not_folded():
    x = sym.var("x")
    out = x + sym.random.uniform(shape=(2, 2))
    cg = CGraph.from_graph(Graph.from_symbol(out))
    assert fold_constants(cg) == 0


def test_large_results_stay_runtime():
    out = sym.var("x") + sym.zeros(shape=(64, 64))
    cg = CGraph.from_graph(Graph.from_symbol(out))
    assert fold_constants(cg, max_elements=100) == 0
    assert fold_constants(cg) == 1
