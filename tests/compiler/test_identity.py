"""drop_identity (compiler/passes/identity.py), the worked example of adding a compiler pass."""
import numpy as np
from hybridlint.runtime import autograd, nd, sym
from hybridlint.runtime.compiler import compile_graph
from hybridlint.runtime.compiler.ir import CGraph
from hybridlint.runtime.compiler.passes.identity import drop_identities
from hybridlint.runtime.gluon import nn
from hybridlint.runtime.graph import Graph

from .nets import compile_and_compare

X = np.linspace(-2, 2, 12, dtype=np.float32).reshape(3, 4)


def _changes(compiled, name):
    return {p: c for p, c, _ in compiled.plan().applied}[name]


def _op_names(cg):
    return [n.op.name for n in cg.nodes if n.kind == "op"]


def test_copies_inside_the_graph_are_dropped_and_values_kept():
    x = sym.var("data")
    y = sym.identity(sym.BlockGrad(sym.relu(x)))
    y = sym.make_loss(sym.exp(y)) + sym.contrib.gradientmultiplier(x, scalar=3.0)
    compiled = compile_and_compare(y, {"data": X})
    assert _changes(compiled, "drop_identity") == 4
    graph = compiled.plan().graph
    assert not any(n.kind == "op" for n in graph.nodes)   # the rest fused into one node


def test_a_copy_that_is_an_output_stays_a_separate_array():
    x = sym.var("data")
    y = sym.relu(x)
    g = Graph.from_symbol(sym.Group([y, sym.BlockGrad(y), sym.identity(x)]))
    for static in (False, True):
        compiled = compile_graph(g, static_alloc=static, static_shape=static)
        a, b, c = compiled.run({"data": X})
        np.testing.assert_array_equal(a, np.maximum(X, 0))
        np.testing.assert_array_equal(b, a)
        np.testing.assert_array_equal(c, X)
        assert not np.shares_memory(a, b) and not np.shares_memory(c, X)
        assert _changes(compiled, "drop_identity") == 0


def test_chains_resolve_to_their_source_and_cse_sees_through_them():
    x = sym.var("data")
    y = sym.relu(x) + sym.relu(sym.identity(sym.BlockGrad(x)))
    cg = CGraph.from_graph(Graph.from_symbol(y))
    assert drop_identities(cg) == 2
    assert _op_names(cg) == ["relu", "relu", "elemwise_add"]
    relus = [n for n in cg.nodes if n.kind == "op" and n.op.name == "relu"]
    assert relus[0].inputs == relus[1].inputs == [(cg.nodes[0].id, 0)]
    compiled = compile_and_compare(y, {"data": X})
    assert _changes(compiled, "cse") == 1


def test_integer_copies_are_dropped_too():
    x = sym.var("data")
    ints = {"data": np.arange(-3, 3, dtype=np.int32).reshape(2, 3)}
    compiled = compile_and_compare(sym.BlockGrad(x) * 2, ints)
    assert _changes(compiled, "drop_identity") == 1


def test_training_keeps_blockgrad_stopping_the_gradient():
    # the hybridized training step compiles without the passes: BlockGrad still blocks
    net = nn.HybridLambda(lambda F, v: F.relu(v) + F.BlockGrad(v) * 2)
    net.hybridize()
    x = nd.array(X)
    x.attach_grad()
    with autograd.record():
        y = net(x)
    y.backward()
    np.testing.assert_array_equal(x.grad.asnumpy(), (X > 0).astype(np.float32))
    np.testing.assert_allclose(net(x).asnumpy(), np.maximum(X, 0) + 2 * X)
