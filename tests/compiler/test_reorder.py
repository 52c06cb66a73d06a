import numpy as np
from hybridlint.runtime import sym
from hybridlint.runtime.compiler.ir import CGraph
from hybridlint.runtime.compiler.passes.reorder import swap_relu_maxpool
from hybridlint.runtime.graph import Graph

from .nets import compile_and_compare, lenet_graph, random_feed


def _pool(x, **kw):
    return sym.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type="max", **kw)


def test_relu_then_maxpool_is_swapped_and_equal():
    x = sym.var("x")
    out = _pool(sym.relu(x)) * 1
    cg = CGraph.from_graph(Graph.from_symbol(out))
    assert swap_relu_maxpool(cg) == 1
    names = [n.op.name for n in cg.nodes if n.kind == "op"]
    assert names.index("Pooling") < names.index("relu")
    feed = {"x": np.random.default_rng(0).standard_normal((2, 3, 6, 7)).astype(np.float32)}
    feed["x"][0, 0, 0, 0] = np.nan
    compile_and_compare(out, feed)


def test_pools_with_windows_in_the_padding_are_not_swapped():
    # a window wholly in the padding yields the lowest float, which relu-after would zero
    x = sym.var("x")
    out = _pool(sym.Activation(x, act_type="relu"), pad=(1, 1), pooling_convention="full")
    feed = {"x": -np.abs(np.random.default_rng(1).standard_normal((1, 2, 5, 5))).astype(np.float32)}
    compiled = compile_and_compare(out, feed)
    assert {p: c for p, c, _ in compiled.plan().applied}["swap_relu_maxpool"] == 0


def test_padded_valid_pools_whose_windows_all_hold_real_elements_are_swapped():
    # ResNet's stem pool (3x3/2, pad 1): the padding never wins after the relu, nor before
    # it but where every real element is -inf (then both orders give 0)
    x = sym.var("x")
    out = sym.Pooling(sym.Activation(x, act_type="relu"), kernel=(3, 3), stride=(2, 2),
                      pad=(1, 1), pool_type="max") * 1
    cg = CGraph.from_graph(Graph.from_symbol(out))
    assert swap_relu_maxpool(cg) == 1
    feed = {"x": np.random.default_rng(2).standard_normal((2, 3, 9, 8)).astype(np.float32)}
    feed["x"][0, 0, :2, :2] = -np.inf        # a corner window with only -inf real elements
    feed["x"][1, 2, 4, 4] = np.nan
    compile_and_compare(out, feed)
    # padding as wide as the kernel: the first window lies wholly in it
    wide = _pool(sym.relu(x), pad=(2, 2))
    assert swap_relu_maxpool(CGraph.from_graph(Graph.from_symbol(wide))) == 0


def test_not_swapped_when_the_relu_has_other_readers_or_pool_is_avg():
    x = sym.var("x")
    r = sym.relu(x)
    cg = CGraph.from_graph(Graph.from_symbol(sym.Group([_pool(r), r])))
    assert swap_relu_maxpool(cg) == 0
    avg = sym.Pooling(sym.relu(x), kernel=(2, 2), pool_type="avg")
    assert swap_relu_maxpool(CGraph.from_graph(Graph.from_symbol(avg))) == 0


def test_lenet_gets_both_swaps():
    g = lenet_graph()
    feed = random_feed(g, {"data": (4, 1, 28, 28)})
    compiled = compile_and_compare(g, feed)
    assert {p: c for p, c, _ in compiled.plan().applied}["swap_relu_maxpool"] == 2
