"""The compiled forward's channels-first im2col copy as a compiled loop
(``fused.im2col_unit_stride``, the ``fast`` extra) for float32 convolutions of stride 1
and dilation 1: the same columns as the strided window view's copy, so the same outputs
bit for bit -- whole batch, chunks of images, padding, the training forward's kept
columns -- and which convolutions take it."""
import numpy as np
import pytest
from hybridlint.runtime import sym
from hybridlint.runtime.compiler import compile_graph
from hybridlint.runtime.graph import Graph
from hybridlint.runtime.ops import fused, nn_conv

needs_numba = pytest.mark.skipif(not fused.ENABLED, reason="needs numba (the fast extra), enabled")


@needs_numba
@pytest.mark.parametrize("x_shape, k", [((32, 1, 28, 28), (5, 5)), ((3, 4, 10, 9), (3, 2)),
                                        ((2, 2, 3, 3), (3, 3)), ((1, 3, 7, 5), (1, 1))])
def test_the_kernel_copies_every_window(x_shape, k):
    rng = np.random.default_rng(1)
    x = rng.normal(size=x_shape).astype(np.float32)
    x.reshape(-1)[::7] = -0.0
    x.reshape(-1)[::11] = np.nan
    oh, ow = x_shape[2] - k[0] + 1, x_shape[3] - k[1] + 1
    want = np.lib.stride_tricks.sliding_window_view(x, k, axis=(2, 3)).transpose(0, 1, 4, 5, 2, 3)
    got = fused.im2col_unit_stride(x, np.empty(x_shape[:2] + k + (oh, ow), np.float32))
    assert got.tobytes() == np.ascontiguousarray(want).tobytes()
    # a strided input (every other channel)
    got = fused.im2col_unit_stride(np.repeat(x, 2, axis=1)[:, ::2], np.empty_like(got))
    assert got.tobytes() == np.ascontiguousarray(want).tobytes()


def _calls_kernel(cg):
    return any(v is fused.im2col_unit_stride for v in cg.plan().forward.__globals__.values())


def _run(g, feed, enabled, monkeypatch):
    monkeypatch.setattr(fused, "ENABLED", enabled)
    cg = compile_graph(g, static_alloc=True, static_shape=True)
    return cg, cg.run(feed)


@needs_numba
@pytest.mark.parametrize("x_shape, kw, takes", [
    ((3, 2, 9, 8), {"kernel": (3, 3), "num_filter": 4}, True),
    ((3, 2, 9, 8), {"kernel": (3, 3), "num_filter": 4, "pad": (1, 1)}, True),
    # columns above the compiler's buffer size: chunks of images
    ((12, 2, 40, 40), {"kernel": (3, 3), "num_filter": 3}, True),
    ((3, 2, 9, 8), {"kernel": (3, 3), "num_filter": 4, "dilate": (2, 2)}, False),
    ((3, 2, 9, 8), {"kernel": (3, 2), "num_filter": 4, "stride": (2, 1)}, False),
])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_the_generated_forward_gives_the_same_bits(x_shape, kw, takes, dtype, monkeypatch):
    x = sym.var("x")
    g = Graph.from_symbol(sym.Convolution(x, name="conv", **kw))
    rng = np.random.default_rng(2)
    shapes = g.param_shapes({"x": x_shape})
    feed = {n: rng.normal(size=shapes[n]).astype(dtype) for n in g.input_names}
    cg, got = _run(g, feed, True, monkeypatch)
    plan = cg.plan()
    # (channels first: few input channels or many output positions; channels-last
    # columns are another lowering)
    assert [plan.lowering[n.id].form for n in plan.graph.nodes if n.kind == "op"] == [""]
    assert _calls_kernel(cg) is (takes and dtype == np.float32)
    assert ("for _a, _b in" in plan.source) is (x_shape[0] == 12)
    _, want = _run(g, feed, False, monkeypatch)
    assert [a.tobytes() for a in got] == [a.tobytes() for a in want]


def _calls_cl_kernel(cg):
    return any(v is fused.im2col_channels_last for v in cg.plan().forward.__globals__.values())


@needs_numba
@pytest.mark.parametrize("x_shape, kw, takes", [
    ((3, 6, 12, 12), {"kernel": (5, 5), "num_filter": 16}, True),                 # LeNet's 2nd
    ((4, 8, 8, 8), {"kernel": (3, 3), "num_filter": 8, "pad": (1, 1)}, True),
    ((4, 8, 8, 8), {"kernel": (3, 3), "num_filter": 16, "pad": (1, 1), "stride": (2, 2)}, True),
    ((2, 8, 7, 5), {"kernel": (2, 3), "num_filter": 4, "stride": (2, 1)}, True),
    ((4, 8, 8, 8), {"kernel": (3, 3), "num_filter": 8, "dilate": (2, 2), "pad": (2, 2)}, False),
    # many small images: channels-last chunks of images
    ((300, 4, 6, 6), {"kernel": (3, 3), "num_filter": 4, "pad": (1, 1)}, True),
])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_channels_last_columns_give_the_same_bits(x_shape, kw, takes, dtype, monkeypatch):
    # (the columns' own bits: a unit-stride layer of few channels on long rows would take
    # the taps form with numba, another order of the sums -- tests/ops/test_fused_conv_taps.py)
    monkeypatch.setattr(nn_conv, "unit_stride_taps_choice", lambda *a: False)
    x = sym.var("x")
    g = Graph.from_symbol(sym.Convolution(x, name="conv", **kw))
    rng = np.random.default_rng(4)
    shapes = g.param_shapes({"x": x_shape})
    feed = {n: rng.normal(size=shapes[n]).astype(dtype) for n in g.input_names}
    cg, got = _run(g, feed, True, monkeypatch)
    plan = cg.plan()
    assert [plan.lowering[n.id].form for n in plan.graph.nodes if n.kind == "op"] == \
        ["channels_last"]
    assert _calls_cl_kernel(cg) is (takes and dtype == np.float32)
    assert ("for _a, _b in" in plan.source) is (x_shape[0] == 300)
    _, want = _run(g, feed, False, monkeypatch)
    assert [a.tobytes() for a in got] == [a.tobytes() for a in want]
