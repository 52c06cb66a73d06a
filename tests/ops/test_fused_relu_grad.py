"""The relu Activation's compiled gradient (runtime/ops/fused.py, the ``fast`` extra): the
numpy rule's ``g * (x > 0)`` bit for bit, edge values included; other layouts and dtypes keep
the numpy rule."""
import numpy as np
import pytest
from hybridlint.runtime.ops import fused, nn_act
from hybridlint.runtime.registry import KernelContext, get

needs_numba = pytest.mark.skipif(not fused.ENABLED, reason="needs numba (the fast extra), enabled")

EDGES_X = [np.nan, -0.0, 0.0, np.inf, -np.inf, 1e-45, -1e-45, 3.0, -3.0]
EDGES_G = [np.nan, np.inf, -np.inf, -0.0, 0.0, 1e-45, -2.5, 2.5, 1e38]


def _grad(x, g):
    a = get("Activation").parse_attrs({"act_type": "relu"})
    with np.errstate(all="ignore"):
        return nn_act._activation_grad(KernelContext(np, True), a, [x], [np.maximum(x, 0)], [g])[0]


@needs_numba
@pytest.mark.parametrize("shape", [(32, 8, 8, 8), (32, 64, 1, 1), (3, 5), (1,), (0, 4)])
def test_compiled_relu_grad_is_the_numpy_rule_bit_for_bit(shape, monkeypatch):
    rng = np.random.default_rng(len(shape))
    x = rng.normal(0, 1, shape).astype(np.float32)
    g = rng.normal(0, 1, shape).astype(np.float32)
    for i, (xv, gv) in enumerate(zip(EDGES_X, EDGES_G)):
        if x.size > i:
            x.reshape(-1)[i], g.reshape(-1)[i] = xv, gv
    for gg in (g, g[::-1].copy()):            # every x edge against every g edge's neighbour
        calls = []
        real = fused.relu_grad
        monkeypatch.setattr(fused, "relu_grad", lambda *a: calls.append(1) or real(*a))
        got = _grad(x, gg)
        monkeypatch.setattr(fused, "ENABLED", False)
        ref = _grad(x, gg)
        monkeypatch.undo()
        assert calls, "the compiled gradient was not taken"
        assert got.dtype == ref.dtype == np.float32 and got.shape == ref.shape
        assert got.tobytes() == ref.tobytes()


@needs_numba
def test_other_layouts_and_dtypes_keep_the_numpy_rule(monkeypatch):
    calls = []
    real = fused.relu_grad
    monkeypatch.setattr(fused, "relu_grad", lambda *a: calls.append(1) or real(*a))
    x = np.random.default_rng(0).normal(0, 1, (4, 6)).astype(np.float32)
    for xx, gg in ((x[:, ::2], x[:, 1::2]),                     # strided
                   (x.astype(np.float64), x.astype(np.float64)),
                   (x.astype(np.float16), x.astype(np.float16)),
                   (x, x[:1])):                                  # a broadcast out-grad
        got = _grad(xx, gg)
        assert got.dtype == xx.dtype
        np.testing.assert_array_equal(got, gg * (xx > 0))
    assert not calls
