"""Generated forms of Convolution, Pooling, FullyConnected and dot against the registry kernels."""
import numpy as np
import pytest
from hybridlint.runtime import sym
from hybridlint.runtime.graph import Graph
from hybridlint.runtime.ops import fused

from .nets import compile_and_compare, random_feed


def _modes(compiled):
    plan = compiled.plan()
    return {n.op.name: plan.lowering[n.id].mode for n in plan.graph.nodes if n.kind == "op"}


@pytest.mark.parametrize("kw, generated", [
    ({"kernel": (3, 3), "num_filter": 4}, True),
    ({"kernel": (3, 3), "num_filter": 4, "pad": (1, 1)}, True),
    ({"kernel": (3, 2), "num_filter": 4, "stride": (2, 1), "pad": (1, 0)}, True),
    ({"kernel": (3, 3), "num_filter": 4, "dilate": (2, 2)}, True),
    ({"kernel": (1, 1), "num_filter": 5, "no_bias": True}, True),
    ({"kernel": (3, 3), "num_filter": 4, "num_group": 2}, False),     # grouped: kernel
])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_convolution(kw, generated, dtype):
    x = sym.var("x")
    out = sym.Convolution(x, name="conv", **kw)
    g = Graph.from_symbol(out)
    feed = random_feed(g, {"x": (3, 4, 9, 8)}, dtype=dtype, scale=0.5)
    for static in (False, True):
        compiled = compile_and_compare(g, feed, static=static, rtol=1e-5, atol=1e-5)
        assert (_modes(compiled)["Convolution"] == "out") is generated


@pytest.mark.parametrize("kw", [
    {"kernel": (7, 7), "stride": (2, 2), "pad": (3, 3), "num_filter": 8, "no_bias": True},
    {"kernel": (7, 5), "stride": (3, 2), "dilate": (2, 1), "pad": (3, 1), "num_filter": 5},
    {"kernel": (4, 7), "stride": (1, 3), "pad": (0, 2), "num_filter": 4},
    # an even kernel width: the last shift takes both phases (no split product)
    {"kernel": (3, 4), "stride": (2, 2), "pad": (1, 1), "num_filter": 4},
    # kw = 3*2 + 2: the last shift takes phases 0 and 1 of 3 (no split product)
    {"kernel": (3, 8), "stride": (1, 3), "pad": (1, 1), "num_filter": 3},
])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_convolution_on_column_phases(kw, dtype):
    # a column-strided convolution of few channels (ResNet's stem): the phase form
    x = sym.var("x")
    g = Graph.from_symbol(sym.Convolution(x, name="conv", **kw))
    feed = random_feed(g, {"x": (3, 3, 21, 23)}, dtype=dtype, scale=0.5)
    for static in (False, True):
        compiled = compile_and_compare(g, feed, static=static, rtol=1e-5, atol=1e-5)
        plan = compiled.plan()
        # (numba's float32 takes the same convolutions straight from the split input)
        want = "taps" if fused.ENABLED and dtype == np.float32 else "phase"
        assert [plan.lowering[n.id].form for n in plan.graph.nodes if n.kind == "op"] == [want]


@pytest.mark.parametrize("kw, generated", [
    ({"kernel": (2, 2), "stride": (2, 2), "pool_type": "max"}, True),
    ({"kernel": (2, 2), "stride": (2, 2), "pool_type": "avg"}, True),
    ({"kernel": (3, 3), "stride": (2, 2), "pool_type": "max"}, True),
    ({"kernel": (3, 3), "stride": (1, 1), "pool_type": "sum"}, True),
    ({"kernel": (1, 1), "pool_type": "max"}, True),
    ({"global_pool": True, "pool_type": "avg", "kernel": (1, 1)}, True),
    ({"global_pool": True, "pool_type": "max", "kernel": (1, 1)}, True),
    ({"kernel": (3, 3), "stride": (2, 2), "pad": (1, 1), "pool_type": "max"}, True),
    ({"kernel": (2, 3), "stride": (2, 1), "pad": (1, 2), "pool_type": "max"}, True),
    ({"kernel": (2, 2), "stride": (2, 2), "pad": (1, 1), "pool_type": "avg"}, False),
    ({"kernel": (2, 2), "stride": (2, 2), "pad": (1, 1), "pool_type": "sum"}, False),
    ({"kernel": (3, 3), "stride": (2, 2), "pad": (1, 1), "pooling_convention": "full"}, False),
    ({"kernel": (3, 3), "stride": (2, 2), "pooling_convention": "full"}, False),
    ({"kernel": (2, 2), "stride": (2, 2), "pool_type": "lp", "p_value": 2}, False),
])
def test_pooling(kw, generated):
    x = sym.var("x")
    g = Graph.from_symbol(sym.Pooling(x, **kw) * 1)
    feed = {"x": np.random.default_rng(5).standard_normal((2, 3, 7, 8)).astype(np.float32)}
    feed["x"][0, 0, :2, :3] = -np.inf       # padded windows: the fill, never -inf
    feed["x"][1, 1, 3, 3] = np.nan
    compiled = compile_and_compare(g, feed, static=True)
    assert (_modes(compiled)["Pooling"] == "out") is generated


@pytest.mark.parametrize("flatten", [True, False])
def test_fully_connected_on_3d_data(flatten):
    x = sym.var("x")
    g = Graph.from_symbol(sym.FullyConnected(x, num_hidden=5, flatten=flatten, name="fc"))
    compile_and_compare(g, random_feed(g, {"x": (2, 3, 4)}), static=True)


@pytest.mark.parametrize("ta, tb", [(False, False), (True, False), (False, True), (True, True)])
def test_dot_transposes(ta, tb):
    a, b = sym.var("a"), sym.var("b")
    g = Graph.from_symbol(sym.dot(a, b, transpose_a=ta, transpose_b=tb))
    rng = np.random.default_rng(2)
    feed = {"a": rng.standard_normal((4, 3) if ta else (3, 4)).astype(np.float32),
            "b": rng.standard_normal((5, 4) if tb else (4, 5)).astype(np.float32)}
    compiled = compile_and_compare(g, feed)
    assert _modes(compiled)["dot"] == "out"


def test_float16_network():
    g = Graph.from_symbol(sym.Activation(sym.FullyConnected(sym.var("x"), num_hidden=6,
                                                            name="fc"), act_type="tanh"))
    compile_and_compare(g, random_feed(g, {"x": (3, 5)}, dtype=np.float16), rtol=2e-3,
                        atol=2e-3)


def test_a_kernel_called_from_generated_code_stays_silent_on_inf_and_nan():
    """Generated code calls a quiet kernel's inner function (its body already runs with
    numpy's floating-point warnings off): no RuntimeWarning leaks, results as eager."""
    import warnings

    import numpy as np
    from hybridlint.runtime import sym
    from hybridlint.runtime.compiler import compile_graph
    from hybridlint.runtime.graph import Graph
    from hybridlint.runtime.ops import nn_norm

    assert nn_norm._BATCH_NORM.kernel.quiet_inner is not None
    x = sym.var("data")
    g = Graph.from_symbol(sym.BatchNorm(x, sym.var("gamma"), sym.var("beta"),
                                        sym.var("mean"), sym.var("var"), fix_gamma=False))
    feed = {"data": np.array([[[[np.inf, 1.0]]], [[[0.0, np.nan]]]]),
            "gamma": np.ones(1), "beta": np.zeros(1), "mean": np.zeros(1), "var": -np.ones(1)}
    feed = {n: feed[n] for n in g.input_names}
    compiled = compile_graph(g)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        got = compiled.run(feed)[0]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        want = g.run(feed)[0]
    np.testing.assert_array_equal(got, want)
