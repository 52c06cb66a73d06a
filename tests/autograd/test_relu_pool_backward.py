"""The compiled backward of ``relu(maxpool(x))`` in one call (runtime/compiler/grad.py,
``_relu_pool_pairs`` / ``_relu_maxpool_backward``; the ``fast`` extra's
``fused.relu_max_pool_grad_2x2``, and without it numpy's
``nn_conv.relu_max_pool_grad_tiled_2x2``): the relu's rule then the pool's, bit for bit --
ties, signed zeros, both relu ops, and what the kernel refuses (NaN outputs,
non-finite out-grads) -- and which pairs the backward makes so."""
import numpy as np
import pytest
from hybridlint.runtime import autograd, nd, random
from hybridlint.runtime import name as _name
from hybridlint.runtime.compiler import grad as cgrad
from hybridlint.runtime.gluon import HybridBlock, nn
from hybridlint.runtime.ops import fused, nn_conv
from hybridlint.runtime.registry import KernelContext, get

needs_numba = pytest.mark.skipif(not fused.ENABLED, reason="needs numba (the fast extra), enabled")

SHAPES = [(32, 6, 24, 24), (3, 16, 8, 8), (2, 3, 2, 6), (1, 1, 4, 2)]
DATA = ["normal", "ties", "signed_zeros", "small_ints", "lowest"]


def _data(shape, kind, rng):
    x = rng.normal(size=shape).astype(np.float32)
    if kind == "ties":              # a relu before the pool: windows of zeros tie
        x = np.maximum(x, 0)
    elif kind == "signed_zeros":
        x = np.where(rng.random(shape) < 0.5, np.float32(0), np.float32(-0.0)).astype(np.float32)
    elif kind == "small_ints":
        x = rng.integers(-2, 3, size=shape).astype(np.float32)
    elif kind == "lowest":
        x = np.where(rng.random(shape) < 0.6, np.finfo(np.float32).min, x).astype(np.float32)
    return x


class _Node:
    def __init__(self, name, **attrs):
        self.op = get(name)
        self.attrs = self.op.parse_attrs(attrs)


POOL = _Node("Pooling", kernel=(2, 2), stride=(2, 2), pool_type="max")
RELUS = {"relu": _Node("relu"), "Activation": _Node("Activation", act_type="relu")}


def _rules(x, g, relu):
    """The two rules as the backward calls them node by node: (pool output, relu output,
    data gradient)."""
    ctx = KernelContext(np, True)
    y = POOL.op.kernel(ctx, POOL.attrs, x)
    r = relu.op.kernel(ctx, relu.attrs, y)
    gr = relu.op.grad(KernelContext(np, True, None, (True,)), relu.attrs, (y,), (r,), (g,))[0]
    gx = POOL.op.grad(KernelContext(np, True, None, (True,)), POOL.attrs, (x,), (y,), (gr,))[0]
    return y, r, gx


@needs_numba
@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("kind", DATA)
@pytest.mark.parametrize("relu", sorted(RELUS))
def test_the_kernel_gives_the_rules_bits(shape, kind, relu):
    rng = np.random.default_rng(11)
    x = _data(shape, kind, rng)
    out = (shape[0], shape[1], shape[2] // 2, shape[3] // 2)
    g = rng.normal(size=out).astype(np.float32)
    g[..., 0] = -0.0                    # signed zero out-grads, and negative ones masked to -0
    node = RELUS[relu]
    y, r, ref = _rules(x, g, node)
    gx = np.full(x.shape, np.nan, np.float32)
    assert fused.relu_max_pool_grad_2x2(x, y, r if relu == "relu" else y, g, gx)
    assert gx.tobytes() == ref.tobytes()
    got = cgrad._relu_maxpool_backward(np, True, POOL, node, True, x, y, [g, r], (True,))[0]
    assert got.tobytes() == ref.tobytes()


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("kind", DATA)
@pytest.mark.parametrize("relu", sorted(RELUS))
def test_the_numpy_pair_gives_the_rules_bits(shape, kind, relu, monkeypatch):
    monkeypatch.setattr(fused, "ENABLED", False)
    rng = np.random.default_rng(11)
    x = _data(shape, kind, rng)
    out = (shape[0], shape[1], shape[2] // 2, shape[3] // 2)
    g = rng.normal(size=out).astype(np.float32)
    g[..., 0] = -0.0
    node = RELUS[relu]
    y, r, ref = _rules(x, g, node)
    gx = nn_conv.relu_max_pool_grad_tiled_2x2(np, x, y, r if relu == "relu" else y, g)
    assert gx is not None and gx.shape == x.shape and gx.dtype == np.float32
    assert gx.flags.c_contiguous
    assert gx.tobytes() == ref.tobytes()
    got = cgrad._relu_maxpool_backward(np, True, POOL, node, True, x, y, [g, r], (True,))[0]
    assert got.tobytes() == ref.tobytes()


def test_the_numpy_pair_refuses_what_it_is_not_for():
    rng = np.random.default_rng(5)
    x = rng.normal(size=(2, 3, 6, 8)).astype(np.float32)
    y = x.reshape(2, 3, 3, 2, 4, 2).max(axis=(3, 5))
    g = rng.normal(size=y.shape).astype(np.float32)
    f = nn_conv.relu_max_pool_grad_tiled_2x2
    assert f(np, x, y, y, g) is not None
    assert f(np, x.astype(np.float64), y.astype(np.float64), y.astype(np.float64),
             g.astype(np.float64)) is None
    assert f(np, np.asfortranarray(x), y, y, g) is None
    assert f(np, x[:, :, :5], y[:, :, :2], y[:, :, :2], g[:, :, :2]) is None      # odd height
    assert f(np, x, y, y, g[:, :, :2]) is None
    xn = x.copy()
    xn[1, 2, 3, 5] = np.nan
    yn = xn.reshape(2, 3, 3, 2, 4, 2).max(axis=(3, 5))
    assert f(np, xn, yn, yn, g) is None
    for bad in (np.inf, -np.inf, np.nan):
        gb = g.copy()
        gb[0, 1, 2, 3] = bad
        assert f(np, x, y, y, gb) is None
    # a finite out-grad whose sum overflows is refused too (the rules then decide)
    gb = np.full(y.shape, np.finfo(np.float32).max, np.float32)
    assert f(np, x, y, np.ones_like(y), gb) is None


@pytest.mark.parametrize("bad", ["nan_output", "inf_grad", "nan_grad"])
@pytest.mark.parametrize("numpy_only", [False, True])
def test_what_the_kernel_refuses_takes_the_rules(bad, numpy_only, monkeypatch):
    if numpy_only:
        monkeypatch.setattr(fused, "ENABLED", False)
    rng = np.random.default_rng(3)
    x = rng.normal(size=(2, 3, 6, 8)).astype(np.float32)
    g = rng.normal(size=(2, 3, 3, 4)).astype(np.float32)
    if bad == "nan_output":
        x[1, 2, 3, 5] = np.nan
    else:
        g[0, 1, 2, 3] = np.inf if bad == "inf_grad" else np.nan
    node = RELUS["relu"]
    y, r, ref = _rules(x, g, node)
    if fused.ENABLED:
        assert not fused.relu_max_pool_grad_2x2(x, y, r, g, np.empty_like(x))
    got = cgrad._relu_maxpool_backward(np, True, POOL, node, True, x, y, [g, r], (True,))[0]
    assert got.tobytes() == ref.tobytes()


class Net(HybridBlock):
    """conv -> relu -> 2x2/2 pool twice (the compiler moves each relu behind its pool),
    a 3x3/2 pool (not a tiling), an Activation relu, and a pool whose output is read
    twice."""

    def __init__(self, act="relu", **kwargs):
        super().__init__(**kwargs)
        self.act = act
        with self.name_scope():
            self.conv1 = nn.Conv2D(4, 3)
            self.conv2 = nn.Conv2D(6, 3)
            self.conv3 = nn.Conv2D(2, 3)
            self.out = nn.Dense(5)

    def _relu(self, F, h):
        return F.relu(h) if self.act == "relu" else F.Activation(h, act_type="relu")

    def hybrid_forward(self, F, x):
        h = F.Pooling(self._relu(F, self.conv1(x)), kernel=(2, 2), stride=(2, 2), pool_type="max")
        h = F.Pooling(self._relu(F, self.conv2(h)), kernel=(2, 2), stride=(2, 2), pool_type="max")
        p = F.Pooling(self.conv3(F.Pooling(x, kernel=(1, 1), pool_type="max")), kernel=(3, 3),
                      stride=(2, 2), pool_type="max")
        q = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type="max")
        z = self._relu(F, q) + q * 0.5          # the pool's output read twice: no pair
        return F.broadcast_add(self.out(h.reshape((0, -1))), self._relu(F, p).sum() + z.sum())


def _run(act, steps=3):
    random.seed(3)
    with _name.NameManager():
        net = Net(act)
    net.initialize()
    rng = np.random.default_rng(0)
    x = nd.array(rng.normal(size=(4, 6, 18, 18)).astype(np.float32))
    net.hybridize(static_alloc=True)
    for _ in range(steps):
        with autograd.record():
            loss = (net(x) ** 2).sum()
        loss.backward()
        for p in net.collect_params().values():
            p.set_data(p.data() - 0.01 * p.grad())
    (impl,) = net._cached_op.__dict__["_grad_impls"].values()
    return {p.name: p.grad().asnumpy() for p in net.collect_params().values()}, impl._last


@pytest.mark.parametrize("act", ["relu", "Activation"])
@pytest.mark.parametrize("kernel", [True, False])
def test_paired_backward_equals_the_rules_node_by_node(act, kernel, monkeypatch):
    monkeypatch.setenv("HYBRIDLINT_EXECUTOR", "compiled")
    if not kernel:
        monkeypatch.setattr(fused, "ENABLED", False)
    calls, np_calls = [], []
    real = fused.relu_max_pool_grad_2x2
    monkeypatch.setattr(fused, "relu_max_pool_grad_2x2", lambda *a: calls.append(1) or real(*a))
    real_np = cgrad.relu_max_pool_grad_tiled_2x2
    monkeypatch.setattr(cgrad, "relu_max_pool_grad_tiled_2x2",
                        lambda *a: np_calls.append(1) or real_np(*a))
    paired, plan = _run(act)
    # the two tiling pools behind a relu only: not the 3x3/2 one, not the one read twice
    assert plan.backward_source.count("_RP(") == 2
    assert bool(calls) == (kernel and fused.ENABLED)
    assert len(np_calls) == (0 if fused.ENABLED else 2 * 3)
    monkeypatch.setattr(cgrad, "_relu_pool_pairs", lambda cg, an: {})
    single, plan = _run(act)
    assert "_RP(" not in plan.backward_source
    assert paired.keys() == single.keys()
    for k in paired:
        assert paired[k].tobytes() == single[k].tobytes(), k
