"""Small 2-D convolutions run on channels-last columns in the generated code
(``codegen._emit_conv_channels_last``), those of inputs with at most one position per
kernel tap through their dense matrix (``codegen._emit_conv_dense_map``): equal to the
Convolution kernel in float64, with bias or without, padding, stride, dilation, and
images in chunks."""
import numpy as np
import pytest
from hybridlint.runtime import sym
from hybridlint.runtime.compiler import codegen, compile_graph
from hybridlint.runtime.graph import Graph

CASES = [
    ((5, 6, 12, 12), 16, (5, 5), (1, 1), (1, 1), (0, 0), True),
    ((3, 8, 7, 9), 4, (3, 2), (2, 1), (1, 2), (1, 2), True),
    ((7, 32, 2, 2), 8, (3, 3), (1, 1), (1, 1), (1, 1), False),
    ((4, 16, 1, 1), 16, (3, 3), (1, 1), (1, 1), (1, 1), True),
    ((3, 5, 3, 3), 7, (3, 3), (2, 1), (1, 1), (1, 1), True),       # dense, strided, uneven
    ((2, 4, 2, 3), 6, (3, 2), (1, 1), (2, 1), (2, 0), False),      # dense, dilated
]


@pytest.mark.parametrize("chunked", [False, True])
@pytest.mark.parametrize("static", [False, True])
@pytest.mark.parametrize("case", range(len(CASES)))
def test_channels_last_convolution_equals_the_kernel(case, static, chunked, monkeypatch):
    xs, f, k, st, d, pad, bias = CASES[case]
    if chunked:      # a column buffer of about one image
        monkeypatch.setattr(codegen, "CONV_COLUMN_ELEMENTS", 2 * xs[1] * k[0] * k[1])
    x, w, b = sym.var("data"), sym.var("w"), sym.var("b")
    kw = dict(kernel=k, stride=st, dilate=d, pad=pad, num_filter=f)
    y = sym.Convolution(x, w, b, **kw) if bias else sym.Convolution(x, w, no_bias=True, **kw)
    g = Graph.from_symbol(sym.relu(y))
    rng = np.random.default_rng(case)
    values = {"data": rng.normal(size=xs), "w": rng.normal(size=(f, xs[1]) + k),
              "b": rng.normal(size=(f,))}
    feed = {n: values[n] for n in g.input_names}
    want = g.run(feed)[0]
    compiled = compile_graph(g, static_alloc=static, static_shape=static)
    for _ in range(2):
        np.testing.assert_allclose(compiled.run(feed)[0], want, rtol=1e-10, atol=1e-10)
    form = "dense_map" if xs[2] * xs[3] <= k[0] * k[1] else "channels_last"
    assert form in [low.form for low in compiled.plan().lowering.values()]


@pytest.mark.parametrize("min_rows", [2048, 200])
def test_batches_of_larger_images_stack_into_products_of_many_rows(min_rows, monkeypatch):
    """Images with more than CL_MAX_POSITIONS positions, batched, run channels-last in chunks of
    at least GEMM_MIN_ROWS rows (the whole batch; chunks of two images at 200 rows, the column
    buffer bounded to one image), equal to the kernel; a single image stays on channels-first
    columns."""
    from hybridlint.runtime.ops import nn_conv
    monkeypatch.setattr(nn_conv, "GEMM_MIN_ROWS", min_rows)
    monkeypatch.setattr(codegen, "CONV_COLUMN_ELEMENTS", 4 * 9 * 100)
    x, w, b = sym.var("data"), sym.var("w"), sym.var("b")
    y = sym.Convolution(x, w, b, kernel=(3, 3), pad=(1, 1), stride=(1, 1), num_filter=5)
    g = Graph.from_symbol(y)
    rng = np.random.default_rng(7)
    for xs, chunk in (((6, 4, 10, 10), 6 if min_rows == 2048 else 2), ((1, 4, 10, 10), None)):
        values = {"data": rng.normal(size=xs), "w": rng.normal(size=(5, 4, 3, 3)),
                  "b": rng.normal(size=(5,))}
        feed = {n: values[n] for n in g.input_names}
        want = g.run(feed)[0]
        compiled = compile_graph(g)
        np.testing.assert_allclose(compiled.run(feed)[0], want, rtol=1e-10, atol=1e-10)
        forms = [low.form for low in compiled.plan().lowering.values()]
        assert ("channels_last" in forms) == (chunk is not None)
        node = next(n for n in g.nodes if n.op is not None and n.op.name == "Convolution")
        plan = nn_conv.im2col_plan(node.attrs, xs, (5, 4, 3, 3), codegen.CONV_COLUMN_ELEMENTS)
        assert plan["channels_last"] == (chunk is not None)
        if chunk is not None:
            assert plan["chunk"] == chunk


@pytest.mark.parametrize("xs,k,pad,tapped", [
    ((4, 16, 1, 1), (3, 3), (1, 1), True),
    ((7, 32, 2, 2), (3, 3), (1, 1), True),
    ((2, 4, 2, 3), (3, 2), (2, 0), False),
])
def test_dense_map_forward_gathers_from_the_weight_where_every_pair_is_tapped(
        xs, k, pad, tapped, monkeypatch):
    """A dense-map forward whose every (output, input) pair has a tap gathers M from the
    weight itself (no zero-appended copy, one temp fewer); the same bits as that copy."""
    from hybridlint.runtime.ops import nn_conv
    x, w = sym.var("data"), sym.var("w")
    d = (2, 1) if k == (3, 2) else (1, 1)
    y = sym.Convolution(x, w, no_bias=True, kernel=k, pad=pad, dilate=d, num_filter=6)
    g = Graph.from_symbol(y)
    rng = np.random.default_rng(3)
    wv = rng.normal(size=(6, xs[1]) + k).astype(np.float32)
    wv.reshape(-1)[:2] = (np.inf, -0.0)
    feed = {"data": rng.normal(size=xs).astype(np.float32), "w": wv}
    feed = {n: feed[n] for n in g.input_names}
    compiled = compile_graph(g, static_alloc=True, static_shape=True)
    got = compiled.run(feed)[0]
    low = next(v for v in compiled.plan().lowering.values() if v.form == "dense_map")
    assert len(low.temps) == (1 if tapped else 2)
    monkeypatch.setattr(nn_conv, "all_tapped", lambda *args: False)
    want = compile_graph(g, static_alloc=True, static_shape=True).run(feed)[0]
    assert got.tobytes() == want.tobytes()
