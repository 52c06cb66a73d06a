"""The compiled BatchNorm kernels of the ``fast`` extra (runtime/ops/fused.py, numba): within
float32 rounding of the numpy passes, the same bits eagerly and hybridized, and off when
numba is absent or HYBRIDLINT_NO_NUMBA=1.  Without numba the tests of the planned
numpy path and the last three run."""
import os
import subprocess
import sys

import numpy as np
import pytest
from hybridlint.runtime import autograd, nd
from hybridlint.runtime.ops import fused, nn_norm
from hybridlint.runtime.registry import KernelContext

needs_numba = pytest.mark.skipif(not fused.ENABLED, reason="needs numba (the fast extra), enabled")

# the slim ResNet's BatchNorm sites (rows of 256, 64, 16, 4 and 1) and odd sizes around them
SHAPES = [(32, 8, 16, 16), (32, 8, 8, 8), (32, 16, 4, 4), (32, 32, 2, 2), (32, 64, 1, 1),
          (3, 5, 7, 3), (2, 3, 17), (5, 4), (1, 1, 1, 1), (4, 3, 2, 2, 2)]


def _case(shape, seed, fix_gamma):
    rng = np.random.default_rng(seed)
    x = rng.normal(0.5, 2.0, shape).astype(np.float32)
    g = rng.normal(0.0, 1.0, shape).astype(np.float32)
    c = shape[1]
    params = [rng.normal(1, 0.2, c).astype(np.float32), rng.normal(0, 0.2, c).astype(np.float32),
              np.zeros(c, np.float32), np.ones(c, np.float32)]
    attrs = nn_norm._BATCH_NORM.parse_attrs({"eps": 1e-5, "fix_gamma": fix_gamma})
    return x, g, params, attrs


def _numpy_path(monkeypatch, x, g, params, attrs):
    monkeypatch.setattr(fused, "ENABLED", False)
    try:
        return _both(x, g, params, attrs)
    finally:
        monkeypatch.undo()


def _both(x, g, params, attrs):
    out = nn_norm._bn_kernel(KernelContext(np, True), attrs, x, *params)
    grads = nn_norm._bn_grad_core(KernelContext(np, True), attrs, [x] + params, g)
    return out, grads[:3]


@needs_numba
@pytest.mark.parametrize("fix_gamma", [False, True])
@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: "x".join(map(str, s)))
def test_compiled_batchnorm_is_the_numpy_one_within_float32_rounding(shape, fix_gamma, monkeypatch):
    x, g, params, attrs = _case(shape, len(shape) * 7 + shape[1], fix_gamma)
    ref_out, ref_grads = _numpy_path(monkeypatch, x, g, params, attrs)
    out, grads = _both(x, g, params, attrs)
    assert out.dtype == np.float32 and out.shape == x.shape
    np.testing.assert_allclose(out, ref_out, rtol=2e-5, atol=2e-5)
    for mine, ref, name in zip(grads, ref_grads, ("dx", "dgamma", "dbeta")):
        assert mine.dtype == ref.dtype and mine.shape == ref.shape, name
        scale = max(float(np.abs(ref).max()), 1e-3)
        np.testing.assert_allclose(mine, ref, rtol=1e-4, atol=2e-5 * scale, err_msg=name)
    if fix_gamma:
        assert not grads[1].any()


@needs_numba
def test_compiled_statistics_are_saved_and_recomputed_bit_for_bit():
    """The backward reads the forward's statistics; without them (another array, a
    copied buffer) it runs the forward's kernel again, so the gradient has the same bits."""
    x, g, params, attrs = _case((8, 4, 5, 5), 3, False)
    nn_norm._bn_kernel(KernelContext(np, True), attrs, x, *params)
    with_stats = nn_norm._bn_grad_core(KernelContext(np, True), attrs, [x] + params, g)
    copy = x.copy()
    without = nn_norm._bn_grad_core(KernelContext(np, True), attrs, [copy] + params, g)
    for a, b in zip(with_stats[:3], without[:3]):
        assert a.tobytes() == b.tobytes()


@needs_numba
@pytest.mark.parametrize("momentum", [0.9, 0.1, 0.99, 1 / 3, 0.0, 1.0])
def test_compiled_moving_update_is_the_numpy_one_bit_for_bit(momentum, monkeypatch):
    """The moving statistics' update after a backward: the compiled one's float32 products
    and sum are numpy's, bit for bit (values over many magnitudes, signed zeros, a
    subnormal, inf); a numpy float64 momentum (not an attribute's Python float) keeps
    numpy, which computes it in float64."""
    rng = np.random.default_rng(5)
    c = 37
    stats = [rng.normal(0, 1, c) * 10.0 ** rng.integers(-30, 30, c) for _ in range(4)]
    stats = [v.astype(np.float32) for v in stats]
    for v in stats:
        v[:4] = [0.0, -0.0, 1e-45, np.inf]
    x = rng.normal(0, 1, (2, c, 3)).astype(np.float32)
    attrs = nn_norm._BATCH_NORM.parse_attrs({"momentum": momentum})
    calls = []
    real = fused.batchnorm_moving_update
    monkeypatch.setattr(fused, "batchnorm_moving_update", lambda *a: calls.append(1) or real(*a))

    def update(enabled, a=attrs):
        monkeypatch.setattr(fused, "ENABLED", enabled)
        mm, mv, mean, var = (v.copy() for v in stats)
        ctx = KernelContext(np, True)
        ctx.aux_hint = (x, mean, var)
        nn_norm._bn_moving_update(ctx, a, [x, None, None, mm, mv])
        return mm, mv

    got = update(True)
    assert calls, "the compiled update was not taken"
    with np.errstate(all="ignore"):       # (numpy warns at inf * 0)
        ref = update(False)
    for a, b in zip(got, ref):
        assert a.dtype == b.dtype == np.float32 and a.tobytes() == b.tobytes()
    strong = nn_norm._BATCH_NORM.parse_attrs({"momentum": momentum})
    strong.__dict__["momentum"] = np.float64(momentum)
    calls.clear()
    with np.errstate(all="ignore"):
        got = update(True, strong)
        ref = update(False, strong)
    assert not calls
    for a, b in zip(got, ref):
        assert a.tobytes() == b.tobytes()


@pytest.mark.parametrize("path", [pytest.param("fast", marks=needs_numba), "numpy"])
@pytest.mark.parametrize("shape,axis", [((32, 64, 1, 1), 1), ((6, 5, 4, 4), 1), ((4, 3, 5), -1),
                                        ((3, 4, 6, 2), 2), ((7, 3), 1), ((32, 8, 8, 8), 1),
                                        ((32, 16, 4, 4), 1), ((5, 4), 1)])
@pytest.mark.parametrize("layout", ["contiguous", "strided", "mean_var", "fix_gamma"])
def test_the_planned_call_is_the_general_one_bit_for_bit(path, shape, axis, layout,
                                                         monkeypatch):
    """The per-Attrs plan (``_bn_plan``) skips the general path's checks where they would
    pass: forward (with output_mean_var), gradient and moving update give the same bits as
    the general path, over every axis and a strided input -- with the ``fast`` extra its
    calls of the same kernels, without it (``path="numpy"``) its numpy passes, whose
    arithmetic the planned numpy functions repeat in the same order."""
    if path == "numpy":
        monkeypatch.setattr(fused, "ENABLED", False)
    rng = np.random.default_rng(len(shape) + axis)
    big = rng.normal(0.5, 2.0, shape[:-1] + (2 * shape[-1],)).astype(np.float32)
    x = big[..., ::2] if layout == "strided" else np.ascontiguousarray(big[..., ::2])
    g = rng.normal(0.0, 1.0, shape).astype(np.float32)
    c = shape[axis]
    params = [rng.normal(1, 0.2, c).astype(np.float32), rng.normal(0, 0.2, c).astype(np.float32),
              rng.normal(0, 1, c).astype(np.float32), rng.uniform(0.5, 2, c).astype(np.float32)]
    attrs = nn_norm._BATCH_NORM.parse_attrs({"eps": 1e-5, "fix_gamma": layout == "fix_gamma",
                                             "axis": axis,
                                             "output_mean_var": layout == "mean_var"})

    def run():
        ps = [p.copy() for p in params]
        out = nn_norm._bn_kernel(KernelContext(np, True), attrs, x, *ps)
        ctx = KernelContext(np, True)
        grads = nn_norm._bn_grad(ctx, attrs, [x] + ps, [out], [g])
        nn_norm._bn_moving_update(ctx, attrs, [x] + ps)
        outs = list(out) if isinstance(out, tuple) else [out]
        return outs + list(grads[:3]) + ps[2:]

    planned = run()
    assert nn_norm._float32_train(KernelContext(np, True), attrs, x, g, params) is not None
    monkeypatch.setattr(nn_norm, "_float32_train", lambda *a: None)
    general = run()
    assert len(planned) == len(general)
    for a, b in zip(planned, general):
        assert a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes()


def test_the_plan_leaves_refusals_to_the_general_checks():
    """A float64 gamma beside float32 data, or a gamma of the wrong length, is not planned:
    the general path refuses it with its own message, with the extra or without it."""
    x, g, params, attrs = _case((4, 3, 2, 2), 1, False)
    for bad, words in ((params[0].astype(np.float64), "requires uniform type"),
                       (params[0][:2], r"should be \(3,\)")):
        args = [bad] + params[1:]
        assert nn_norm._float32_train(KernelContext(np, True), attrs, x, x, args) is None
        with pytest.raises(nn_norm.OpError, match=words):
            nn_norm._bn_kernel(KernelContext(np, True), attrs, x, *args)


@needs_numba
def test_compiled_batchnorm_training_is_the_same_eager_and_hybridized():
    """BatchNorm -> Conv -> BatchNorm -> relu -> pool -> BatchNorm -> Dense (rows of 81, 49
    and 9), three SGD steps in each mode: every parameter and running statistic bit for bit
    the same (both modes call the same kernels).  (A BatchNorm first: a network's first
    convolution takes its weight gradient from the compiled forward's kept columns, which
    round differently from eager's rule, numba or not.)"""
    from hybridlint.runtime import init
    from hybridlint.runtime.gluon import nn
    from hybridlint.runtime.gluon import loss as gloss
    from hybridlint.runtime.gluon.trainer import Trainer

    rng = np.random.default_rng(11)
    x = nd.array(rng.normal(0, 1, (6, 3, 9, 9)).astype(np.float32))
    y = nd.array(np.arange(6) % 4)
    finals = []
    for hybrid in (False, True):
        net = nn.HybridSequential()
        net.add(nn.BatchNorm(in_channels=3), nn.Conv2D(5, 3, in_channels=3),
                nn.BatchNorm(in_channels=5), nn.Activation("relu"), nn.MaxPool2D(2),
                nn.BatchNorm(in_channels=5), nn.Dense(4, in_units=45))
        net.initialize(init.Xavier(rnd_type="gaussian", magnitude=2))
        for k, p in enumerate(net.collect_params().values()):
            p.set_data(np.random.default_rng(k).normal(0, 0.3, p.shape).astype(np.float32))
        if hybrid:
            net.hybridize(static_alloc=True, static_shape=True)
        trainer = Trainer(net.collect_params(), "sgd", {"learning_rate": 0.1, "momentum": 0.9})
        for _ in range(3):
            with autograd.record():
                loss = gloss.SoftmaxCrossEntropyLoss()(net(x), y)
            loss.backward()
            trainer.step(6)
        finals.append([p.data().asnumpy() for p in net.collect_params().values()])
    for e, h in zip(*finals):
        assert e.tobytes() == h.tobytes()


def test_the_switch():
    """ENABLED is numba's presence and the environment's word, read once at import."""
    try:
        import numba  # noqa: F401
        have = True
    except ImportError:
        have = False
    assert fused.ENABLED == (have and os.environ.get("HYBRIDLINT_NO_NUMBA", "") in ("", "0"))
    probe = "from hybridlint.runtime.ops import fused; print(fused.ENABLED)"
    env = dict(os.environ, HYBRIDLINT_NO_NUMBA="1")
    off = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True)
    assert off.stdout.strip() == "False", off.stderr


def test_the_numpy_path_runs_when_off(monkeypatch):
    """Off, a training-mode float32 BatchNorm is the numpy passes' (the kernels are never
    called: here they would fail)."""
    monkeypatch.setattr(fused, "ENABLED", False)

    def refuse(*args):
        raise AssertionError("a compiled kernel ran while off")
    monkeypatch.setattr(fused, "batchnorm_train_forward", refuse)
    monkeypatch.setattr(fused, "batchnorm_train_backward", refuse)
    x, g, params, attrs = _case((4, 3, 2, 2), 5, False)
    out, grads = _both(x, g, params, attrs)
    mean, var, xc = nn_norm.batch_statistics(np, x, 1)
    ref = xc * (params[0] / np.sqrt(var + np.float32(1e-5)))[:, None] + params[1][:, None]
    np.testing.assert_allclose(out, ref.reshape(x.shape), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("shape", [(32, 32, 2, 2), (128, 64, 2, 2), (16, 64, 4, 4), (64, 16, 3, 5),
                                   (32, 16, 4, 4), (32, 64, 1, 1), (2, 512, 3)],
                         ids=lambda s: "x".join(map(str, s)))
def test_the_numpy_path_over_short_rows_is_the_float64_one_within_rounding(shape, monkeypatch):
    """Without the extra, the numpy passes give the training forward and gradient of a
    float64 reference within float32 rounding, on the slim ResNet's short rows and around
    them (many rows of 2-16, one-element rows, long rows)."""
    monkeypatch.setattr(fused, "ENABLED", False)
    x, g, params, attrs = _case(shape, 11, False)
    p3 = nn_norm._as_pcs(x, 1)
    ref_sum = p3.astype(np.float64).sum(axis=(0, 2))
    np.testing.assert_allclose(nn_norm._channel_sum(np, p3), ref_sum, rtol=1e-5,
                               atol=1e-6 * float(np.abs(p3).sum(axis=(0, 2)).max()))
    out, grads = _both(x, g, params, attrs)
    axes = tuple(i for i in range(x.ndim) if i != 1)
    view = [1] * x.ndim
    view[1] = -1
    xd, gd = x.astype(np.float64), g.astype(np.float64)
    gamma, beta = (p.astype(np.float64).reshape(view) for p in params[:2])
    mean = xd.mean(axis=axes, keepdims=True)
    inv = 1 / np.sqrt(((xd - mean) ** 2).mean(axis=axes, keepdims=True) + 1e-5)
    xhat = (xd - mean) * inv
    np.testing.assert_allclose(out, xhat * gamma + beta, rtol=1e-5, atol=2e-5)
    dx = gamma * inv * (gd - gd.mean(axis=axes, keepdims=True)
                        - xhat * (gd * xhat).mean(axis=axes, keepdims=True))
    for mine, ref, name in zip(grads, (dx, (gd * xhat).sum(axis=axes), gd.sum(axis=axes)),
                               ("dx", "dgamma", "dbeta")):
        assert mine.dtype == np.float32, name
        scale = max(float(np.abs(ref).max()), 1e-3)
        np.testing.assert_allclose(mine, ref.reshape(mine.shape), rtol=1e-4, atol=2e-5 * scale,
                                   err_msg=name)
