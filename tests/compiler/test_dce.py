import numpy as np
from hybridlint.runtime import sym
from hybridlint.runtime.compiler.passes.dce import eliminate_dead_code
from hybridlint.runtime.compiler.ir import CGraph, Node
from hybridlint.runtime.graph import Graph

from .nets import assert_same


def test_unreachable_nodes_go_and_inputs_stay():
    x = sym.var("x")
    g = Graph.from_symbol(sym.relu(x) + 1)
    cg = CGraph.from_graph(g)
    # graft nodes nobody reads: exp(x) and tanh(exp(x))
    from hybridlint.runtime import registry
    e = Node(cg.new_id(), "op", "dead_exp", registry.get("exp"), registry.get("exp").parse_attrs({}),
             [(0, 0)])
    t = Node(cg.new_id(), "op", "dead_tanh", registry.get("tanh"),
             registry.get("tanh").parse_attrs({}), [(e.id, 0)])
    cg.nodes[1:1] = [e, t]
    assert eliminate_dead_code(cg) == 2
    assert [n.name for n in cg.nodes if n.kind == "op"] == [n.name for n in g.nodes if n.op]
    assert eliminate_dead_code(cg) == 0


def test_unused_variable_is_kept_and_results_unchanged():
    from hybridlint.runtime.compiler import compile_graph
    x, unused = sym.var("x"), sym.var("unused")
    out = sym.Group([sym.relu(x), sym.BlockGrad(unused) * 0 + x])
    g = Graph.from_symbol(out)
    compiled = compile_graph(g)
    feed = {"x": np.arange(6, dtype=np.float32).reshape(2, 3) - 3,
            "unused": np.ones((2, 3), np.float32)}
    assert_same(compiled.run(feed), g.run(feed))
    assert "unused" in compiled.input_names
