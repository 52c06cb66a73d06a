"""The data gradient of a stride-1 convolution on a small image as the forward of another
convolution (nn_conv._same_conv_data_grad_2d: the out-grad's channels-last columns times
the flipped, transposed weight): within rounding of a float64 reference for both gradients
the rule returns, every dtype, paddings 0 to k-1, odd and even sizes; taken only where
_same_conv_choice says (ResNet's 8x8 and 4x4 stages), the old forms elsewhere."""
import types

import numpy as np
import pytest
from hybridlint.runtime import registry
from hybridlint.runtime.ops import nn_conv

OP = registry.get("Convolution")
# (N, C, F, H, W, k, pad), every one taking the new form
CASES = [(32, 8, 8, 8, 8, 3, 1), (32, 16, 16, 4, 4, 3, 1), (4, 5, 8, 5, 7, 3, 1), (3, 4, 8, 6, 6, 3, 0),
         (2, 3, 9, 4, 8, 3, 2), (2, 4, 8, 8, 8, 5, 2), (2, 6, 8, 6, 5, 5, 4), (2, 4, 8, 4, 6, 3, 1)]
TOL = {np.float32: 1e-5, np.float64: 1e-12, np.float16: 5e-3}


def _reference(x, w, g, k, p):
    x64, w64, g64 = (a.astype(np.float64) for a in (x, w, g))
    xpd = np.pad(x64, ((0, 0), (0, 0), (p, p), (p, p)))
    gx, gw = np.zeros_like(xpd), np.zeros_like(w64)
    oh, ow = g.shape[2:]
    for i in range(k):
        for j in range(k):
            gw[:, :, i, j] = np.einsum("nfyx,ncyx->fc", g64, xpd[:, :, i:i + oh, j:j + ow])
            gx[:, :, i:i + oh, j:j + ow] += np.einsum("nfyx,fc->ncyx", g64, w64[:, :, i, j])
    return gx[:, :, p:p + x.shape[2], p:p + x.shape[3]], gw


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.float16])
@pytest.mark.parametrize("need", [(True, True), (True, False)])
def test_rule_gradients_match_a_float64_reference(case, dtype, need):
    nb, c, f, h, wd, k, p = case
    rng = np.random.default_rng(sum(case))
    x = rng.normal(size=(nb, c, h, wd)).astype(dtype)
    w = rng.normal(size=(f, c, k, k)).astype(dtype)
    attrs = OP.parse_attrs({"kernel": (k, k), "num_filter": f, "pad": (p, p), "no_bias": True})
    oh, ow = h + 2 * p - k + 1, wd + 2 * p - k + 1
    g = rng.normal(size=(nb, f, oh, ow)).astype(dtype)
    assert nn_conv._same_conv_choice((k, k), 1, x.shape, g.shape, (1, 1), (1, 1), (p, p))
    gx, gw = nn_conv._conv_grad(types.SimpleNamespace(xp=np, need_grad=need), attrs, (x, w),
                                (None,), (g,))[:2]
    rx, rw = _reference(x, w, g, k, p)
    assert gx.dtype == x.dtype and gx.shape == x.shape
    assert np.abs(gx - rx).max() <= TOL[dtype] * np.abs(rx).max()
    if need[1]:
        assert gw.dtype == w.dtype and np.abs(gw - rw).max() <= TOL[dtype] * np.abs(rw).max()
    else:
        assert gw is None


def test_choice():
    choice = nn_conv._same_conv_choice
    # ResNet's stride-1 3x3 layers at 8x8 (8 channels) and 4x4 (16)
    assert choice((3, 3), 1, (32, 8, 8, 8), (32, 8, 8, 8), (1, 1), (1, 1), (1, 1))
    assert choice((3, 3), 1, (32, 16, 4, 4), (32, 16, 4, 4), (1, 1), (1, 1), (1, 1))
    # 2x2 and 1x1 images (the dense map), LeNet's 12x12 second layer, strides, dilations,
    # groups, padding past the kernel, a 1x1 kernel, too few filters (3 and 4)
    assert not choice((3, 3), 1, (32, 32, 2, 2), (32, 32, 2, 2), (1, 1), (1, 1), (1, 1))
    assert not choice((5, 5), 1, (32, 6, 12, 12), (32, 16, 8, 8), (1, 1), (1, 1), (0, 0))
    assert not choice((3, 3), 1, (32, 8, 8, 8), (32, 16, 4, 4), (2, 2), (1, 1), (1, 1))
    assert not choice((3, 3), 1, (32, 8, 8, 8), (32, 8, 6, 6), (1, 1), (2, 2), (1, 1))
    assert not choice((3, 3), 2, (32, 8, 8, 8), (32, 8, 8, 8), (1, 1), (1, 1), (1, 1))
    assert not choice((3, 3), 1, (32, 8, 8, 8), (32, 8, 12, 12), (1, 1), (1, 1), (3, 3))
    assert not choice((1, 1), 1, (32, 8, 8, 8), (32, 8, 8, 8), (1, 1), (1, 1), (0, 0))
    assert not choice((3, 3), 1, (32, 8, 8, 8), (32, 3, 8, 8), (1, 1), (1, 1), (1, 1))
    assert not choice((3, 3), 1, (32, 4, 8, 8), (32, 4, 8, 8), (1, 1), (1, 1), (1, 1))
