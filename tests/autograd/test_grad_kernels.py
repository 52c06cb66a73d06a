"""The fast gradient kernels of the op table against brute-force references in
float64: Convolution (every layout the rule picks: row-shifted out-grad, wide
rows, channels-last, per-offset fold; groups, stride, dilation, padding; gradients skipped through
``need_grad``), max pooling (first maximum of each window, ties, overlapping and
'full' windows, NaN) and training-mode BatchNorm."""
import itertools

import numpy as np
import pytest
from hybridlint.runtime.ops.nn_conv import _pool_geometry
from hybridlint.runtime.registry import KernelContext, get

RNG = np.random.default_rng(7)
CONV = get("Convolution")


def _conv_refs(x, w, g, k, st, d, pad, groups):
    n, c, h, wd = x.shape
    f = w.shape[0]
    cg, fg = c // groups, f // groups
    xp = np.pad(x, ((0, 0), (0, 0), (pad[0], pad[0]), (pad[1], pad[1])))
    gx = np.zeros_like(xp)
    gw = np.zeros_like(w)
    oh, ow = g.shape[2:]
    for gi, i, j in itertools.product(range(groups), range(k[0]), range(k[1])):
        rows = slice(i * d[0], i * d[0] + (oh - 1) * st[0] + 1, st[0])
        cols = slice(j * d[1], j * d[1] + (ow - 1) * st[1] + 1, st[1])
        cs, fs = slice(gi * cg, (gi + 1) * cg), slice(gi * fg, (gi + 1) * fg)
        gw[fs, :, i, j] = np.einsum("nfhw,nchw->fc", g[:, fs], xp[:, cs, rows, cols])
        gx[:, cs, rows, cols] += np.einsum("nfhw,fc->nchw", g[:, fs], w[fs, :, i, j])
    return gx[:, :, pad[0]:pad[0] + h, pad[1]:pad[1] + wd], gw


CONV_CASES = [   # x shape, filters, kernel, stride, dilate, pad, groups
    ((2, 6, 12, 12), 4, (5, 5), (1, 1), (1, 1), (0, 0), 1),     # row-shifted data, wide weight
    ((2, 4, 10, 11), 4, (3, 3), (1, 1), (2, 3), (1, 2), 2),     # row-shifted, grouped, dilated
    ((2, 1, 9, 9), 8, (3, 3), (1, 1), (1, 1), (0, 0), 1),       # more filters: col2im wide rows
    ((2, 1, 11, 13), 3, (3, 3), (1, 1), (1, 1), (1, 1), 1),     # wide rows, wide weight columns
    ((2, 4, 9, 11), 6, (3, 3), (1, 1), (1, 1), (1, 1), 2),      # grouped
    ((1, 4, 12, 12), 4, (3, 3), (2, 2), (2, 1), (2, 1), 4),     # depthwise, strided, dilated
    ((2, 3, 10, 9), 4, (3, 2), (2, 3), (1, 1), (1, 0), 1),      # strided fold
    ((3, 16, 2, 2), 8, (3, 3), (1, 1), (1, 1), (1, 1), 1),      # small: channels-last both
    ((2, 16, 1, 1), 16, (3, 3), (1, 1), (1, 1), (1, 1), 1),
    ((2, 32, 4, 4), 16, (1, 1), (2, 2), (1, 1), (0, 0), 1),
    ((2, 3, 32, 32), 8, (7, 7), (2, 2), (1, 1), (3, 3), 1),     # a ResNet stem: column phases
    ((2, 3, 21, 19), 6, (7, 5), (3, 2), (2, 1), (3, 1), 1),     # phases, odd widths, row dilation
    ((2, 2, 13, 17), 4, (4, 7), (1, 3), (1, 1), (0, 2), 1),     # three phases, stride-1 rows
    # dense matrix (inputs of at most 2 positions a tap): data, and weight where <= 1
    ((3, 5, 4, 4), 7, (3, 3), (1, 1), (1, 1), (1, 1), 1),       # dense data, channels-last weight
    ((2, 6, 4, 3), 5, (3, 3), (2, 2), (1, 1), (1, 1), 1),       # strided into 2x2
    ((2, 4, 3, 3), 3, (3, 2), (1, 2), (2, 1), (2, 0), 1),       # dilated, uneven
    ((2, 6, 1, 1), 4, (3, 3), (2, 2), (1, 1), (1, 1), 1),       # one position: placed taps
]


@pytest.mark.parametrize("case", range(len(CONV_CASES)))
@pytest.mark.parametrize("need", [None, (False, True, True), (True, False, False)])
def test_convolution_gradients_equal_brute_force(case, need):
    xs, f, k, st, d, pad, groups = CONV_CASES[case]
    a = CONV.parse_attrs({"kernel": k, "stride": st, "dilate": d, "pad": pad, "num_filter": f,
                          "num_group": groups})
    x = RNG.normal(size=xs)
    w = RNG.normal(size=(f, xs[1] // groups) + k)
    b = RNG.normal(size=(f,))
    y = CONV.kernel(KernelContext(xp=np), a, x, w, b)
    g = RNG.normal(size=y.shape)
    gx, gw, gb = CONV.grad(KernelContext(xp=np, need_grad=need), a, (x, w, b), (y,), (g,))
    want_x, want_w = _conv_refs(x, w, g, k, st, d, pad, groups)
    need = need or (True, True, True)
    for got, want, wanted in ((gx, want_x, need[0]), (gw, want_w, need[1]),
                              (gb, g.sum(axis=(0, 2, 3)), need[2])):
        if wanted:
            np.testing.assert_allclose(got, want, rtol=1e-10, atol=1e-10)
        else:
            assert got is None


@pytest.mark.parametrize("xs,f,k,st,pad,tapped", [
    ((3, 16, 2, 2), 8, (3, 3), (1, 1), (1, 1), True),        # ResNet's 2x2 stage
    ((2, 6, 1, 1), 4, (3, 3), (2, 2), (1, 1), True),         # 1x1, strided
    ((2, 5, 2, 1), 4, (3, 3), (1, 1), (1, 1), True),         # uneven
    ((2, 5, 4, 4), 7, (3, 3), (1, 1), (1, 1), False),        # 4x4: corners 3 apart
    ((2, 4, 3, 3), 3, (3, 2), (1, 2), (2, 0), False),        # dilated
])
@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.float16])
def test_dense_data_gradient_reads_the_weight_itself_where_every_pair_is_tapped(
        xs, f, k, st, pad, tapped, dtype, monkeypatch):
    """Where every (output, input) pair has a kernel tap the data gradient gathers M from
    the weight itself; the same bits as the zero-appended copy it skips (inf, NaN and -0.0
    weights included)."""
    from hybridlint.runtime.ops import conv_dense_grad as cdg
    d = (2, 1) if k == (3, 2) else (1, 1)
    a = CONV.parse_attrs({"kernel": k, "stride": st, "dilate": d, "pad": pad, "num_filter": f,
                          "no_bias": True})
    x = RNG.normal(size=xs).astype(dtype)
    w = RNG.normal(size=(f, xs[1]) + k).astype(dtype)
    w.reshape(-1)[:3] = (np.inf, np.nan, -0.0)
    y = CONV.kernel(KernelContext(xp=np), a, x, w)
    g = RNG.normal(size=y.shape).astype(dtype)
    assert cdg.all_tapped(k, st, d, pad, xs[2:], y.shape[2:]) is tapped
    acc = np.float32 if dtype == np.float16 else dtype
    got = cdg.dense_map_grads(np, x, w, g, k, st, d, pad, acc, True, False)[0]
    monkeypatch.setattr(cdg, "all_tapped", lambda *args: False)
    want = cdg.dense_map_grads(np, x, w, g, k, st, d, pad, acc, True, False)[0]
    assert got.dtype == want.dtype and got.tobytes() == want.tobytes()


@pytest.mark.parametrize("xs,f,st", [
    ((3, 16, 2, 2), 8, (1, 1)),         # 2x2 -> 2x2: pairs summed by the 0/1 product
    ((3, 6, 2, 2), 12, (2, 2)),         # 2x2 -> 1x1: four pairs placed
    ((3, 6, 1, 1), 5, (1, 1)),          # 1x1: one pair placed
    ((2, 5, 4, 4), 7, (2, 2)),          # 4x4 -> 2x2, 16 values a run
    ((2, 5, 2, 1), 4, (1, 1)),          # uneven
])
@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.float16])
def test_dense_weight_gradient_bytes_match_the_pairs_transposed_and_tapped(xs, f, st, dtype):
    """The dense weight gradient moves each run of an input's Q values as one item and
    places a pair's column by a copy: the same bytes as the (F, P, C, Q) -> (F, C, P, Q)
    transposing copy of D and the fancy-indexed tap placement (inf, NaN and -0.0 inputs
    included, so that a copy which turned values into arithmetic would show)."""
    from hybridlint.runtime.ops import conv_dense_grad as cdg
    k, d, pad = (3, 3), (1, 1), (1, 1)
    a = CONV.parse_attrs({"kernel": k, "stride": st, "dilate": d, "pad": pad, "num_filter": f,
                          "no_bias": True})
    x = RNG.normal(size=xs).astype(dtype)
    x.reshape(-1)[:3] = (np.inf, np.nan, -0.0)
    w = RNG.normal(size=(f, xs[1]) + k).astype(dtype)
    g = RNG.normal(size=CONV.kernel(KernelContext(xp=np), a, x, w).shape).astype(dtype)
    acc = np.float32 if dtype == np.float16 else dtype
    with np.errstate(invalid="ignore"):     # (the inf and NaN inputs)
        got = cdg.dense_map_grads(np, x, w, g, k, st, d, pad, acc, False, True)[1]
        dm = np.matmul(g.reshape(xs[0], -1).astype(acc).T, x.reshape(xs[0], -1).astype(acc))
    taps = cdg._taps(k, st, d, pad, xs[2:], g.shape[2:])
    p_count, q_count = taps.shape
    pairs = np.ascontiguousarray(np.transpose(dm.reshape(f, p_count, xs[1], q_count),
                                              (0, 2, 1, 3))).reshape(f * xs[1], -1)
    flat = taps.reshape(-1)
    tapped = np.flatnonzero(flat < 9)
    if len(np.unique(flat[tapped])) == len(tapped):
        want = np.zeros((f * xs[1], 9), dtype=acc)
        want[:, flat[tapped]] = pairs[:, tapped]
    else:
        sel = np.zeros((taps.size, 10), dtype=acc)
        sel[np.arange(taps.size), flat] = 1
        want = np.matmul(pairs, np.ascontiguousarray(sel[:, :9]))
    assert got.dtype == want.dtype and got.tobytes() == want.tobytes()


@pytest.mark.parametrize("xs,k,st,d,pad", [
    ((2, 3, 5), (3,), (1,), (1,), (1,)),
    ((2, 3, 2, 3, 2), (3, 3, 3), (1, 2, 1), (1, 1, 1), (1, 1, 1)),
])
def test_dense_map_gradients_of_1d_and_3d_convolutions(xs, k, st, d, pad):
    """The dense-matrix gradients against autograd through the windowed forward
    computed in float64 by finite sums (the gradient of a linear map is exact)."""
    from hybridlint.runtime.ops.conv_dense_grad import dense_map_grads, use_dense_map
    f = 4
    a = CONV.parse_attrs({"kernel": k, "stride": st, "dilate": d, "pad": pad, "num_filter": f,
                          "no_bias": True})
    x = RNG.normal(size=xs)
    w = RNG.normal(size=(f, xs[1]) + k)
    y = CONV.kernel(KernelContext(xp=np), a, x, w)
    assert use_dense_map(k, 1, xs, y.shape)[0]
    g = RNG.normal(size=y.shape)
    gx, gw = dense_map_grads(np, x, w, g, k, st, d, pad, np.float64, True, True)
    # linear in x and in w: <g, conv(x, w)> differentiated through basis vectors
    want_x = np.zeros_like(x)
    for i in np.ndindex(*x.shape):
        e = np.zeros_like(x)
        e[i] = 1
        want_x[i] = (g * CONV.kernel(KernelContext(xp=np), a, e, w)).sum()
    want_w = np.zeros_like(w)
    for i in np.ndindex(*w.shape):
        e = np.zeros_like(w)
        e[i] = 1
        want_w[i] = (g * CONV.kernel(KernelContext(xp=np), a, x, e)).sum()
    np.testing.assert_allclose(gx, want_x, rtol=1e-10, atol=1e-10)
    np.testing.assert_allclose(gw, want_w, rtol=1e-10, atol=1e-10)


def _max_pool_ref(x, k, stride, pad, out, g):
    """The out-grad to the first maximum (row-major) of each window, MXNet's rule."""
    fill = np.finfo(x.dtype).min
    widths = [(0, 0), (0, 0)] + [(p, max(p, (o - 1) * s + kk - size - p))
                                 for size, kk, s, p, o in zip(x.shape[2:], k, stride, pad, out)]
    xp = np.pad(x, widths, constant_values=fill)
    gx = np.zeros(xp.shape)
    for idx in np.ndindex(*g.shape):
        n, c, *o = idx
        sl = tuple(slice(oo * s, oo * s + kk) for oo, s, kk in zip(o, stride, k))
        win = xp[(n, c) + sl]
        flat = np.argmax(win)          # the first maximum; the first NaN when there is one
        pos = np.unravel_index(flat, win.shape)
        gx[(n, c) + tuple(s.start + p for s, p in zip(sl, pos))] += g[idx]
    return gx[(slice(None), slice(None)) + tuple(slice(p, p + size)
                                                 for p, size in zip(pad, x.shape[2:]))]


POOL_CASES = [
    ((2, 3, 8, 8), dict(kernel=(2, 2), stride=(2, 2))),
    ((2, 3, 9, 7), dict(kernel=(3, 3), stride=(2, 2), pad=(1, 1))),
    ((2, 3, 9, 7), dict(kernel=(3, 2), stride=(2, 1), pooling_convention="full")),
    ((2, 3, 8, 8), dict(kernel=(2, 2), stride=(1, 1))),
    ((2, 3, 10), dict(kernel=(3,), stride=(2,))),
]


@pytest.mark.parametrize("data", ["random", "ties", "nan"])
@pytest.mark.parametrize("case", range(len(POOL_CASES)))
def test_max_pool_gradient_goes_to_the_first_maximum(case, data):
    xs, attrs = POOL_CASES[case]
    op = get("Pooling")
    a = op.parse_attrs(dict(attrs, pool_type="max"))
    x = RNG.random(xs)
    if data == "ties":
        x = np.round(x * 2)
    elif data == "nan":
        x[0, 0, ..., 1] = np.nan
    y = op.kernel(KernelContext(xp=np), a, x)
    g = RNG.random(y.shape)
    (gx,) = op.grad(KernelContext(xp=np), a, (x,), (y,), (g,))
    _, k, stride, pad, out = _pool_geometry(a, x.shape)
    np.testing.assert_allclose(gx, _max_pool_ref(x, k, stride, pad, out, g), rtol=1e-12)


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.float16])
@pytest.mark.parametrize("kind", ["avg", "sum"])
@pytest.mark.parametrize("xs", [(2, 3, 4, 4), (3, 2, 1, 1), (2, 2, 3, 5), (2, 3, 7)])
def test_global_pool_gradient_is_the_full_window_pools_bit_for_bit(xs, kind, dtype):
    # the global pool's one-add gradient against the same window as an ordinary pool
    # (window view and fold); -0.0, inf and NaN out-grads included
    op = get("Pooling")
    x = RNG.normal(size=xs).astype(dtype)
    glob = op.parse_attrs({"global_pool": True, "pool_type": kind, "kernel": (1,) * (len(xs) - 2)})
    full = op.parse_attrs({"pool_type": kind, "kernel": xs[2:]})
    y = op.kernel(KernelContext(xp=np), glob, x)
    g = RNG.normal(size=y.shape).astype(dtype)
    g.reshape(-1)[:4] = [-0.0, np.inf, np.nan, -np.inf]
    (got,) = op.grad(KernelContext(xp=np), glob, (x,), (y,), (g,))
    (want,) = op.grad(KernelContext(xp=np), full, (x,), (y,), (g,))
    assert got.dtype == want.dtype and got.shape == want.shape
    assert got.tobytes() == want.tobytes()


@pytest.mark.parametrize("fix_gamma", [False, True])
@pytest.mark.parametrize("shape", [(4, 3, 5, 2), (6, 4), (2, 5, 1, 1)])
def test_batchnorm_training_gradient_equals_the_textbook_formula(shape, fix_gamma):
    op = get("BatchNorm")
    a = op.parse_attrs({"fix_gamma": fix_gamma, "eps": 1e-3})
    c = shape[1]
    x = RNG.normal(1.0, 2.0, size=shape)
    gamma, beta = RNG.normal(size=c), RNG.normal(size=c)
    mm, mv = np.zeros(c), np.ones(c)
    kctx = KernelContext(xp=np, is_train=True)
    y = op.kernel(kctx, a, x, gamma, beta, mm, mv)
    g = RNG.normal(size=shape)
    gx, ggamma, gbeta, _, _ = op.grad(kctx, a, (x, gamma, beta, mm, mv), (y,), (g,))
    axes = (0,) + tuple(range(2, len(shape)))
    view = (1, c) + (1,) * (len(shape) - 2)
    mean = x.mean(axis=axes, keepdims=True)
    inv = 1 / np.sqrt(x.var(axis=axes, keepdims=True) + 1e-3)
    xhat = (x - mean) * inv
    gam = np.ones(c) if fix_gamma else gamma
    np.testing.assert_allclose(y, xhat * gam.reshape(view) + beta.reshape(view), rtol=1e-10)
    dxhat = g * gam.reshape(view)
    want = inv * (dxhat - dxhat.mean(axis=axes, keepdims=True)
                  - xhat * (dxhat * xhat).mean(axis=axes, keepdims=True))
    np.testing.assert_allclose(gx, want, rtol=1e-9, atol=1e-12)
    np.testing.assert_allclose(gbeta, g.sum(axis=axes), rtol=1e-10)
    np.testing.assert_allclose(ggamma, 0 if fix_gamma else (g * xhat).sum(axis=axes),
                               rtol=1e-9, atol=1e-12)


def test_batchnorm_gradient_reads_the_statistics_of_its_forward(monkeypatch):
    """The training-mode gradient of the array its forward normalised reuses that
    forward's batch mean and variance (one statistics pass per step, as MXNet's saved
    outputs); another array of the same shape is measured anew; results are the same."""
    from hybridlint.runtime.ops import nn_norm
    op = get("BatchNorm")
    a = op.parse_attrs({"fix_gamma": False})
    x = RNG.normal(1.0, 2.0, size=(4, 3, 2, 2))
    gamma, beta = RNG.normal(size=3), RNG.normal(size=3)
    mm, mv = np.zeros(3), np.ones(3)
    kctx = KernelContext(xp=np, is_train=True)
    y = op.kernel(kctx, a, x, gamma, beta, mm, mv)
    g = RNG.normal(size=x.shape)
    calls = []
    real = nn_norm.batch_statistics
    monkeypatch.setattr(nn_norm, "batch_statistics",
                        lambda *args: calls.append(1) or real(*args))
    fast = op.grad(KernelContext(xp=np, is_train=True), a, (x, gamma, beta, mm, mv), (y,), (g,))
    assert calls == []
    other = x.copy()                 # same values, not the array the forward saw
    slow = op.grad(KernelContext(xp=np, is_train=True), a, (other, gamma, beta, mm, mv),
                   (y,), (g,))
    assert calls == [1]
    again = op.grad(KernelContext(xp=np, is_train=True), a, (x, gamma, beta, mm, mv), (y,), (g,))
    assert calls == [1, 1]           # (taken by the first backward)
    for f, s, r in zip(fast[:3], slow[:3], again[:3]):
        np.testing.assert_array_equal(f, s)
        np.testing.assert_array_equal(f, r)
    # statistics of a forward with another eps are not taken for its 1/sqrt(var + eps)
    b = op.parse_attrs({"fix_gamma": False, "eps": 0.5})
    op.kernel(kctx, a, x, gamma, beta, mm, mv)
    other_eps = op.grad(KernelContext(xp=np, is_train=True), b, (x, gamma, beta, mm, mv),
                        (y,), (g,))
    assert calls == [1, 1, 1, 1]     # the forward's pass, then the gradient's own
    want = op.grad(KernelContext(xp=np, is_train=True), b, (x.copy(), gamma, beta, mm, mv),
                   (y,), (g,))
    np.testing.assert_array_equal(other_eps[0], want[0])
