import numpy as np
import pytest
from hybridlint.runtime import sym
from hybridlint.runtime.compiler import compile_graph
from hybridlint.runtime.compiler.passes.fusion import fused_layout
from hybridlint.runtime.graph import Graph

from .nets import assert_same, compile_and_compare

RNG = np.random.default_rng(7)


def _arr(*shape, dtype=np.float32):
    return RNG.standard_normal(shape).astype(dtype)


def _fused(compiled):
    return [n for n in compiled.plan().graph.nodes if n.kind == "fused"]


def test_a_chain_becomes_one_kernel():
    x, y = sym.var("x"), sym.var("y")
    out = sym.exp(sym.relu(x * 2 + 1)) - y
    compiled = compile_and_compare(out, {"x": _arr(4, 5), "y": _arr(4, 5)})
    (f,) = _fused(compiled)
    assert [s[0].name for s in f.steps] == ["_mul_scalar", "_plus_scalar", "relu", "exp",
                                            "elemwise_sub"]
    assert compiled.plan().graph.op_count() == 1


def test_branches_and_a_value_read_twice():
    # swish-like: x * sigmoid(x) + tanh(x) * 0.5, x read three times inside the group
    x = sym.var("x")
    out = x * sym.sigmoid(x) + sym.tanh(x) * 0.5
    compiled = compile_and_compare(out, {"x": _arr(3, 8)})
    (f,) = _fused(compiled)
    assert len(f.steps) == 5


def test_broadcast_inputs_join_the_group_but_not_smaller_members():
    x, b = sym.var("x"), sym.var("b")
    small = sym.exp(b)                       # (1, 8): not the group's shape, stays outside
    out = sym.relu(sym.broadcast_add(x, small) * 3)
    compiled = compile_and_compare(out, {"x": _arr(5, 8), "b": _arr(1, 8)})
    (f,) = _fused(compiled)
    assert [s[0].name for s in f.steps] == ["broadcast_add", "_mul_scalar", "relu"]


def test_graph_outputs_and_shared_values_end_groups():
    x = sym.var("x")
    mid = sym.relu(x) * 2
    out = sym.Group([mid, sym.exp(mid) + 1])
    compiled = compile_and_compare(out, {"x": _arr(2, 3)})
    fused_steps = [[s[0].name for s in f.steps] for f in _fused(compiled)]
    assert ["relu", "_mul_scalar"] in fused_steps and ["exp", "_plus_scalar"] in fused_steps


def test_integer_graphs_keep_the_kernels_semantics():
    x = sym.var("x")
    out = (x / 2) * 3 + 1          # int32: MXNet truncates the scalar and divides in C
    g = Graph.from_symbol(out)
    feed = {"x": np.arange(-5, 5, dtype=np.int32).reshape(2, 5)}
    compiled = compile_graph(g)
    assert_same(compiled.run(feed), g.run(feed))
    assert not _fused(compiled)


@pytest.mark.parametrize("dtype", [np.float16, np.float64])
def test_other_float_dtypes(dtype):
    x, y = sym.var("x"), sym.var("y")
    out = sym.clip(sym.square(x) - y, a_min=-1, a_max=0.5) / 3
    compile_and_compare(out, {"x": _arr(6, 2, dtype=dtype), "y": _arr(6, 2, dtype=dtype)},
                        rtol=1e-3 if dtype == np.float16 else 1e-7)


def test_layout_runs_side_branches_first_and_allows_in_place_only_on_the_spine_leaf():
    # steps: 0 = a(in0), 1 = b(in1), 2 = c(step0, step1) ; spine 2 <- 0
    steps = [(None, None, "a", (("in", 0),)), (None, None, "b", (("in", 1),)),
             (None, None, "c", (("step", 0), ("step", 1)))]
    order, where, n_temps, inplace = fused_layout(steps)
    assert order == [1, 0, 2] and where == ["out", 0, "out"] and n_temps == 1
    assert inplace == [0]
    # the spine leaf's input is read again later: no in-place
    steps2 = [(None, None, "a", (("in", 0),)), (None, None, "c", (("step", 0), ("in", 0)))]
    assert fused_layout(steps2)[3] == []


def test_in_place_fused_output_does_not_clobber_inputs():
    # the relu result dies into a fused group that may write over it
    x, y = sym.var("x"), sym.var("y")
    h = sym.FullyConnected(x, num_hidden=6, no_bias=True, name="fc")
    out = sym.tanh(h * 2) + h * 0 + y          # h read twice: must survive the first step
    w = _arr(6, 4)
    compile_and_compare(out, {"x": _arr(3, 4), "fc_weight": w, "y": _arr(3, 6)}, static=True)
