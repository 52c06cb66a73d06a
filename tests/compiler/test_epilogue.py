"""The GPU's bias epilogue pass: products lose their bias to a broadcast_add that fuses
with what follows.  The rewritten graph is run here with numpy (the pass is
array-module agnostic; only compile_graph restricts it to GPU contexts)."""
import numpy as np
from hybridlint.runtime import sym
from hybridlint.runtime.compiler.codegen import generate, lower
from hybridlint.runtime.compiler.epilogue import split_bias
from hybridlint.runtime.compiler.passes.fusion import fuse_elementwise
from hybridlint.runtime.compiler.infer import infer_shapes_and_types
from hybridlint.runtime.compiler.ir import CGraph
from hybridlint.runtime.compiler.memory import plan_memory
from hybridlint.runtime.graph import Graph
from hybridlint.runtime.registry import KernelContext

from .nets import assert_same, lenet_graph, mlp_symbol, random_feed


def _rewrite_and_run(g, feed):
    cg = CGraph.from_graph(g)
    infer_shapes_and_types(cg, {k: v.shape for k, v in feed.items()},
                           {k: v.dtype for k, v in feed.items()})
    n = split_bias(cg)
    fuse_elementwise(cg)
    low = lower(cg)
    _, forward, _ = generate(cg, low, plan_memory(cg, low))
    return n, cg, forward(feed, KernelContext(xp=np))


def test_mlp_layers_become_gemm_plus_one_fused_kernel():
    g = Graph.from_symbol(mlp_symbol())
    feed = random_feed(g, {"data": (4, 512)})
    n, cg, got = _rewrite_and_run(g, feed)
    assert n == 3
    kinds = [m.op_name for m in cg.nodes if m.kind != "var"]
    assert kinds == ["FullyConnected", "fused[broadcast_add+Activation]",
                     "FullyConnected", "fused[broadcast_add+Activation]",
                     "FullyConnected", "broadcast_add"]
    assert all(m.attrs.no_bias for m in cg.nodes if m.op_name == "FullyConnected")
    assert_same(got, g.run(feed))


def test_convolution_bias_reads_through_a_view_and_fuses_with_relu():
    g = lenet_graph()
    feed = random_feed(g, {"data": (3, 1, 28, 28)})
    n, cg, got = _rewrite_and_run(g, feed)
    assert n == 4                          # two convolutions, two biased dense layers
    names = [m.op_name for m in cg.nodes if m.kind != "var"]
    assert names.count("Reshape") >= 2
    assert sum("broadcast_add+" in x for x in names) >= 2
    assert_same(got, g.run(feed), rtol=1e-5, atol=1e-5)


def test_heads_and_shared_outputs_are_rewired():
    x = sym.var("data")
    fc = sym.FullyConnected(x, num_hidden=5, name="fc")
    g = Graph.from_symbol(sym.Group([fc, sym.relu(fc) * 2, sym.tanh(fc)]))
    feed = random_feed(g, {"data": (3, 7)})
    n, cg, got = _rewrite_and_run(g, feed)
    assert n == 1
    assert_same(got, g.run(feed))


def test_products_without_bias_or_of_other_dtypes_are_left_alone():
    x = sym.var("data")
    g = Graph.from_symbol(sym.FullyConnected(x, num_hidden=5, no_bias=True, name="fc"))
    assert _rewrite_and_run(g, random_feed(g, {"data": (3, 7)}))[0] == 0
    g = Graph.from_symbol(sym.Convolution(x, num_filter=2, kernel=(3, 3), num_group=2,
                                          name="c"))
    feed = random_feed(g, {"data": (1, 4, 5, 5)})
    n, _, got = _rewrite_and_run(g, feed)
    assert n == 0                            # grouped: the kernel adds its own bias
    assert_same(got, g.run(feed), rtol=1e-5, atol=1e-5)
    g = Graph.from_symbol(sym.FullyConnected(x, num_hidden=5, name="fc"))
    feed = {k: v.astype(np.float64) for k, v in random_feed(g, {"data": (3, 7)}).items()}
    n, _, got = _rewrite_and_run(g, feed)
    assert n == 1
    assert_same(got, g.run(feed))
