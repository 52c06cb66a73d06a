import numpy as np
from hybridlint.runtime import sym
from hybridlint.runtime.compiler.passes.cse import eliminate_common_subexpressions
from hybridlint.runtime.compiler.passes.dce import eliminate_dead_code
from hybridlint.runtime.compiler.ir import CGraph
from hybridlint.runtime.graph import Graph

from .nets import compile_and_compare


def _ops(cg):
    return sorted(n.op.name for n in cg.nodes if n.kind == "op")


def test_duplicate_subexpressions_are_merged():
    x, w = sym.var("x"), sym.var("w")
    a = sym.FullyConnected(x, w, num_hidden=4, no_bias=True, name="fa")
    b = sym.FullyConnected(x, w, num_hidden=4, no_bias=True, name="fb")
    out = sym.broadcast_add(sym.relu(a) * sym.relu(b), sym.exp(x * 2).sum(axis=1, keepdims=True))
    g = Graph.from_symbol(out)
    cg = CGraph.from_graph(g)
    assert eliminate_common_subexpressions(cg) == 2        # the second FC and its relu
    eliminate_dead_code(cg)
    assert _ops(cg).count("FullyConnected") == 1 and _ops(cg).count("relu") == 1
    rng = np.random.default_rng(1)
    feed = {"x": rng.standard_normal((3, 5)).astype(np.float32),
            "w": rng.standard_normal((4, 5)).astype(np.float32)}
    compiled = compile_and_compare(out, feed)
    assert {p: c for p, c, _ in compiled.plan().applied}["cse"] == 2


def test_different_attributes_are_not_merged():
    x = sym.var("x")
    out = sym.clip(x, a_min=0, a_max=1) + sym.clip(x, a_min=0, a_max=2)
    cg = CGraph.from_graph(Graph.from_symbol(out))
    assert eliminate_common_subexpressions(cg) == 0


def test_random_and_mode_dependent_ops_are_never_merged():
    x = sym.var("x")
    out = sym.Dropout(x, p=0.5) + sym.Dropout(x, p=0.5)
    cg = CGraph.from_graph(Graph.from_symbol(out))
    assert eliminate_common_subexpressions(cg) == 0
    from hybridlint.runtime.compiler import compile_graph
    compiled = compile_graph(Graph.from_symbol(out))
    y = compiled.run({"x": np.ones((200, 50), np.float32)}, is_train=True)[0]
    # two independent masks: values 0, 2 (one kept) and 4 (both kept) all occur
    assert {0.0, 2.0, 4.0} <= set(np.unique(y).tolist())
