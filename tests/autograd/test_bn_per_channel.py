"""BatchNorm's per-channel broadcasts over repeated vectors (nn_norm._per_channel, for 2-16
positions a channel) give the bits of the plain (C, 1) column broadcasts."""
import numpy as np
import pytest

from hybridlint.runtime import ops  # noqa: F401  (fills the op table)
from hybridlint.runtime import registry
from hybridlint.runtime.ops import fused, nn_norm
from hybridlint.runtime.registry import KernelContext


def _reference(x, gamma, beta, g, eps, fix_gamma):
    """Forward and data/gamma/beta gradients with (C, 1) columns, in the rule's order."""
    mean, var, xc = nn_norm.batch_statistics(np, x, 1)
    inv = 1 / np.sqrt(var + eps)
    scale = inv if fix_gamma else inv * gamma
    out = (xc * scale[:, None] + beta[:, None]).reshape(x.shape)
    x3 = x.reshape(x.shape[0], x.shape[1], -1)
    g3 = g.reshape(x3.shape)
    xc = x3 - mean[:, None]
    m = xc.shape[0] * xc.shape[2]
    sum_g = np.einsum("pcs->c", g3)
    sum_gxc = np.einsum("pcs,pcs->c", g3, xc)
    k1 = inv if fix_gamma else inv * gamma
    dx = xc * (inv * inv * sum_gxc / m)[:, None]
    dx = g3 - dx
    dx -= (sum_g / m)[:, None]
    dx *= k1[:, None]
    return out, dx.reshape(x.shape), inv * sum_gxc, sum_g


@pytest.mark.parametrize("shape", [(4, 3, 1, 1), (4, 3, 1, 2), (8, 5, 2, 2), (2, 6, 4, 4),
                                   (3, 2, 17, 1), (2, 4, 8, 8), (5, 3, 3)])
@pytest.mark.parametrize("fix_gamma", [False, True])
def test_batchnorm_bits_unchanged(shape, fix_gamma, monkeypatch):
    # the numpy passes' bits; the fast extra's compiled kernels add their sums in another
    # order (tests/ops/test_fused_batchnorm.py)
    monkeypatch.setattr(fused, "ENABLED", False)
    rng = np.random.default_rng(len(shape) * 10 + shape[-1])
    x = rng.normal(size=shape).astype(np.float32) * 3 + 1
    c = shape[1]
    gamma, beta = rng.normal(size=c).astype(np.float32), rng.normal(size=c).astype(np.float32)
    mm, mv = np.zeros(c, np.float32), np.ones(c, np.float32)
    g = rng.normal(size=shape).astype(np.float32)
    op = registry.get("BatchNorm")
    a = op.parse_attrs({"fix_gamma": str(fix_gamma), "eps": "1e-5"})
    kc = KernelContext(xp=np, is_train=True, need_grad=(True, True, True, False, False))
    y = op.kernel(kc, a, x, gamma, beta, mm, mv)
    gx, ggamma, gbeta, _, _ = op.grad(kc, a, (x, gamma, beta, mm, mv), (y,), (g,))
    out, dx, dgamma, dbeta = _reference(x, gamma, beta, g, 1e-5, fix_gamma)
    assert y.tobytes() == out.astype(np.float32).tobytes()
    assert gx.tobytes() == dx.astype(np.float32).tobytes()
    assert gbeta.tobytes() == dbeta.astype(np.float32).tobytes()
    if not fix_gamma:
        assert ggamma.tobytes() == dgamma.astype(np.float32).tobytes()
