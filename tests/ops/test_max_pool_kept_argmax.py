"""A recorded float32 max pool with overlapping or overhanging windows keeps each window's
first maximum (``fast`` extra: ``fused.max_pool_argmax_2d`` via ``nn_conv._max_pool_kept``,
``Op.keeps_saved``) and its rule scatters the out-grad: the fold's output bits and the
numpy rule's gradient bits -- ties, signed zeros, padding, the 'full' convention's
overhang, non-finite out-grads -- and what the kernel leaves to the fold (NaN, maxima at
the padding's fill, windows of -inf, tiling pools, unrecorded calls); eager and hybridized
alike.  Skips without numba."""
import numpy as np
import pytest
from hybridlint.runtime import autograd, nd
from hybridlint.runtime.gluon import HybridBlock, nn
from hybridlint.runtime.ops import fused
from hybridlint.runtime.registry import KernelContext, get

needs_numba = pytest.mark.skipif(not fused.ENABLED, reason="needs numba (the fast extra), enabled")

POOL = get("Pooling")
# (input shape, attrs): ResNet's stem pool, no padding, a wide kernel with padding, the
# 'full' convention's overhang, padding of 2 under a 3x3/1 pool
GEOMETRIES = [((4, 3, 16, 16), dict(kernel=(3, 3), stride=(2, 2), pad=(1, 1))),
              ((2, 3, 7, 7), dict(kernel=(3, 3), stride=(2, 2))),
              ((3, 2, 5, 9), dict(kernel=(2, 3), stride=(1, 2), pad=(1, 1))),
              ((2, 2, 8, 8), dict(kernel=(3, 3), stride=(2, 2), pooling_convention="full")),
              ((2, 2, 4, 4), dict(kernel=(3, 3), stride=(1, 1), pad=(2, 2)))]


def _data(shape, kind, rng):
    x = rng.normal(size=shape).astype(np.float32)
    if kind == "relu":                  # windows of zeros tie
        x = np.maximum(x, 0)
    elif kind == "signed_zeros":
        x = np.where(rng.random(shape) < 0.5, np.float32(0), np.float32(-0.0)).astype(np.float32)
    elif kind == "small_ints":
        x = rng.integers(-2, 3, size=shape).astype(np.float32)
    return x


def _forward(x, attrs, recording):
    ctx = KernelContext(np, True, recording=recording)
    y = POOL.kernel(ctx, POOL.parse_attrs(dict(attrs, pool_type="max")), x)
    return y, ctx.saved


def _backward(x, y, g, attrs, saved):
    ctx = KernelContext(np, True, None, (True,), None, saved)
    return POOL.grad(ctx, POOL.parse_attrs(dict(attrs, pool_type="max")), (x,), (y,), (g,))[0]


@needs_numba
@pytest.mark.parametrize("shape,attrs", GEOMETRIES)
@pytest.mark.parametrize("kind", ["normal", "relu", "signed_zeros", "small_ints"])
def test_kept_first_maxima_give_the_fold_and_the_rule_bits(shape, attrs, kind):
    rng = np.random.default_rng(3)
    x = _data(shape, kind, rng)
    y, idx = _forward(x, attrs, True)
    y_ref, none = _forward(x, attrs, False)
    assert idx is not None and none is None
    assert idx.dtype == np.int32 and idx.shape == y.shape
    assert y.tobytes() == y_ref.tobytes()
    g = rng.normal(size=y.shape).astype(np.float32)
    g[..., 0] = -0.0
    for head in (g, np.where(rng.random(y.shape) < 0.2, np.inf, g).astype(np.float32)):
        got = _backward(x, y, head, attrs, idx)
        ref = _backward(x, y_ref, head, attrs, None)
        assert got.dtype == ref.dtype and got.tobytes() == ref.tobytes()


@needs_numba
@pytest.mark.parametrize("low,high", [(0.0, 1.0), (-0.0, 0.0), (0.0, -0.0), (-2.0, -1.0)])
def test_every_tie_pattern_of_an_inner_3x3_window_keeps_its_first_maximum(low, high):
    """A window wholly inside the plane: for each of the 511 sets of taps at the maximum
    (``high``; the rest ``low``, signed zeros comparing equal), the fold's value and the
    first of them in row-major order -- the position the fold's strict ``>`` keeps."""
    masks = np.arange(1, 512)
    bits = (masks[:, None] >> np.arange(9)) & 1
    x = np.where(bits == 1, np.float32(high), np.float32(low)).astype(np.float32)
    x = x.reshape(len(masks), 1, 3, 3)
    y, idx = fused.max_pool_with_argmax(x, (3, 3), (1, 1), (0, 0), (1, 1))
    first = np.argmax(bits == 1, axis=1) if low != high else np.zeros(len(masks), int)
    assert (idx.reshape(-1) == first).all()
    taps = x.reshape(len(masks), 9)
    ref = np.full(len(masks), -np.inf, np.float32)
    for t in range(9):                  # numpy's fold: maximum(res, tap), tap by tap
        ref = np.maximum(ref, taps[:, t])
    assert y.reshape(-1).tobytes() == ref.tobytes()


@needs_numba
@pytest.mark.parametrize("case", ["nan", "lowest_at_padding", "minus_inf", "tiling", "float64"])
def test_left_to_the_fold(case):
    rng = np.random.default_rng(4)
    attrs = dict(kernel=(3, 3), stride=(2, 2), pad=(1, 1))
    x = rng.normal(size=(2, 2, 8, 8)).astype(np.float32)
    if case == "nan":
        x[1, 1, 3, 4] = np.nan
    elif case == "lowest_at_padding":       # a corner window whose real taps equal the fill
        x[0, 0, :2, :2] = np.finfo(np.float32).min
    elif case == "minus_inf":               # a window of -inf alone (no padding)
        attrs = dict(kernel=(3, 3), stride=(2, 2))
        x[0, 0, :3, :3] = -np.inf
    elif case == "tiling":
        attrs = dict(kernel=(2, 2), stride=(2, 2))
    else:
        x = x.astype(np.float64)
    y, saved = _forward(x, attrs, True)
    y_ref, _ = _forward(x, attrs, False)
    assert saved is None
    assert y.tobytes() == y_ref.tobytes()


@needs_numba
def test_eager_and_hybridized_keep_them_alike(monkeypatch):
    """BatchNorm -> relu -> the stem's 3x3/2 pool: the hybridized training forward calls
    the kernel (not the generated fold), both modes scatter, and every gradient is
    eager's, bit for bit."""
    class Stem(HybridBlock):
        def __init__(self):
            super().__init__()
            self.bn = nn.BatchNorm()
            self.pool = nn.MaxPool2D(3, 2, 1)

        def hybrid_forward(self, F, x):
            return self.pool(F.relu(self.bn(x)))

    rng = np.random.default_rng(5)
    x = nd.array(rng.normal(size=(4, 3, 12, 12)).astype(np.float32))
    head = nd.array(rng.normal(size=(4, 3, 6, 6)).astype(np.float32))
    calls = []
    real = fused.max_pool_scatter
    monkeypatch.setattr(fused, "max_pool_scatter", lambda *a: calls.append(1) or real(*a))
    grads = []
    for hybrid in (False, True):
        net = Stem()
        net.initialize()
        if hybrid:
            net.hybridize(static_alloc=True, static_shape=True)
        xa = x.copy()
        xa.attach_grad()
        with autograd.record():
            y = net(xa)
        y.backward(head)
        grads.append([xa.grad.asnumpy()] + [p.grad().asnumpy() for p in
                                             net.collect_params().values() if p.grad_req != "null"])
        assert len(calls) == 1 + hybrid
    for a, b in zip(*grads):
        assert a.tobytes() == b.tobytes()
