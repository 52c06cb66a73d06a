"""fused.conv_taps_forward / conv_taps_weight_grad (the compiled stem's
taps form) against a float64 convolution, over strides, dilations, pads, tap counts that do
and do not fill their groups of 4, and odd and even filter counts (two filters a pass)."""
import numpy as np
import pytest
from hybridlint.runtime.ops import fused
from hybridlint.runtime.ops.nn_conv import taps_geometry

pytestmark = pytest.mark.skipif(not fused.ENABLED, reason="numba (the fast extra) not installed")

GEOMETRIES = [
    # (N, C, H, W), F, k, stride, dilate, pad
    ((3, 3, 21, 23), 8, (7, 7), (2, 2), (1, 1), (3, 3)),     # ResNet's stem, odd sizes
    ((2, 3, 16, 16), 5, (7, 5), (3, 2), (2, 1), (3, 1)),
    ((2, 2, 9, 14), 4, (4, 7), (1, 3), (1, 1), (0, 2)),
    ((2, 1, 10, 11), 3, (3, 5), (2, 2), (1, 1), (1, 1)),     # 15 taps: a group with an idle one
    ((1, 4, 12, 13), 2, (3, 8), (1, 3), (1, 1), (1, 1)),
    ((2, 1, 8, 8), 1, (1, 1), (2, 2), (1, 1), (0, 0)),       # one tap
    ((2, 2, 11, 12), 3, (3, 3), (2, 2), (1, 2), (2, 0)),     # column dilation
]


def _ref_forward(x, w, stride, dilate, pad):
    (sh, sw), (dh, dw) = stride, dilate
    xp = np.pad(x.astype(np.float64), ((0, 0), (0, 0), (pad[0],) * 2, (pad[1],) * 2))
    kh, kw = w.shape[2:]
    oh = (xp.shape[2] - dh * (kh - 1) - 1) // sh + 1
    ow = (xp.shape[3] - dw * (kw - 1) - 1) // sw + 1
    out = np.zeros((x.shape[0], w.shape[0], oh, ow))
    for i in range(kh):
        for j in range(kw):
            win = xp[:, :, dh * i:dh * i + sh * (oh - 1) + 1:sh, dw * j:dw * j + sw * (ow - 1) + 1:sw]
            out += np.einsum("nchw,fc->nfhw", win, w[:, :, i, j].astype(np.float64))
    return out, xp


def _ref_weight_grad(xp, g, k, stride, dilate):
    (sh, sw), (dh, dw), (kh, kw) = stride, dilate, k
    oh, ow = g.shape[2:]
    gw = np.zeros((g.shape[1], xp.shape[1], kh, kw))
    for i in range(kh):
        for j in range(kw):
            win = xp[:, :, dh * i:dh * i + sh * (oh - 1) + 1:sh, dw * j:dw * j + sw * (ow - 1) + 1:sw]
            gw[:, :, i, j] = np.einsum("nchw,nfhw->fc", win, g.astype(np.float64))
    return gw


def _taps(x, w, stride, dilate, pad, out_sp):
    tg = taps_geometry(x.shape[1:], w.shape[2:], stride, dilate, pad, out_sp)
    xf = np.empty((x.shape[0], tg["image"]), np.float32)
    xf.fill(np.nan)         # every value the split holds is written by it
    out = np.empty((x.shape[0], w.shape[0]) + out_sp, np.float32)
    oe = np.empty((2, tg["run"]), np.float32)
    fused.conv_taps_forward(x, stride[0], stride[1], pad[0], pad[1], tg["hq"], tg["width"], xf,
                            w.reshape(w.shape[0], -1), tg["offsets"], oe, out)
    return out, xf, tg


@pytest.mark.parametrize("shape, f, k, stride, dilate, pad", GEOMETRIES)
def test_taps_forward_and_weight_gradient_equal_a_float64_convolution(shape, f, k, stride,
                                                                      dilate, pad):
    rng = np.random.default_rng(sum(shape) + f)
    x = rng.standard_normal(shape, dtype=np.float32)
    w = rng.standard_normal((f, shape[1]) + k, dtype=np.float32)
    want, xp = _ref_forward(x, w, stride, dilate, pad)
    out, xf, tg = _taps(x, w, stride, dilate, pad, want.shape[2:])
    assert not np.isnan(xf).any()
    np.testing.assert_allclose(out, want, rtol=1e-5, atol=1e-5 * np.abs(want).max())
    g = rng.standard_normal(want.shape, dtype=np.float32)
    gw = np.empty(w.shape, np.float32)
    fused.conv_taps_weight_grad(xf, g, tg["offsets"], np.empty((2, tg["run"]), np.float32),
                                np.empty((f, tg["offsets"].size), np.float32),
                                gw.reshape(f, -1))
    gw_want = _ref_weight_grad(xp, g, k, stride, dilate)
    np.testing.assert_allclose(gw, gw_want, rtol=1e-4, atol=1e-5 * np.abs(gw_want).max())


def test_an_infinite_input_reaches_only_the_outputs_whose_windows_hold_it():
    """The idle taps of a group read zeros, never an input value: an inf in the input gives
    inf (or NaN, where weights of both signs meet it) exactly where the float64
    convolution does, and every other output stays finite."""
    shape, f, k, stride, dilate, pad = GEOMETRIES[3]
    rng = np.random.default_rng(7)
    x = rng.standard_normal(shape, dtype=np.float32)
    x[1, 0, 4, 5] = np.inf
    w = rng.standard_normal((f, shape[1]) + k, dtype=np.float32)
    with np.errstate(invalid="ignore"):
        want, _ = _ref_forward(x, w, stride, dilate, pad)
    out, _, _ = _taps(x, w, stride, dilate, pad, want.shape[2:])
    np.testing.assert_array_equal(np.isfinite(out), np.isfinite(want))
    np.testing.assert_array_equal(np.isnan(out), np.isnan(want))
    finite = np.isfinite(want)
    assert 0 < finite.sum() < finite.size
    np.testing.assert_allclose(out[finite], want[finite], rtol=1e-5, atol=1e-5)


def _ref_data_grad(x_shape, w, g, pad):
    """The float64 data gradient of a unit-stride, undilated convolution: each kernel tap's
    share of the out-grad added onto the padded input at the tap's offset, then cropped."""
    (kh, kw), (ph, pw) = w.shape[2:], pad
    oh, ow = g.shape[2:]
    gxp = np.zeros((x_shape[0], x_shape[1], x_shape[2] + 2 * ph, x_shape[3] + 2 * pw))
    for i in range(kh):
        for j in range(kw):
            gxp[:, :, i:i + oh, j:j + ow] += np.einsum("nfhw,fc->nchw", g.astype(np.float64),
                                                       w[:, :, i, j].astype(np.float64))
    return gxp[:, :, ph:ph + x_shape[2], pw:pw + x_shape[3]]


UNIT_STRIDE = [
    # (N, C, H, W), F, k, pad
    ((3, 8, 8, 8), 8, (3, 3), (1, 1)),      # the slim ResNet's stage 1
    ((2, 3, 9, 11), 5, (3, 3), (0, 0)),     # no padding: the gradient's own is 2
    ((2, 4, 7, 10), 3, (3, 5), (2, 1)),     # the largest padding (kernel - 1), rectangular
    ((2, 5, 6, 9), 2, (2, 4), (1, 0)),      # even kernels
    ((1, 2, 5, 5), 7, (1, 1), (0, 0)),      # one tap, an odd filter count
]


@pytest.mark.parametrize("shape, f, k, pad", UNIT_STRIDE)
def test_taps_data_gradient_equals_a_float64_one(shape, f, k, pad):
    """``nn_conv.taps_data_grad``: the out-grad's convolution by the flipped, transposed weight
    padded by kernel - 1 - pad is the data gradient (float32 rounding of the float64 one)."""
    from hybridlint.runtime.ops.nn_conv import taps_data_grad
    rng = np.random.default_rng(sum(shape) + f + sum(pad))
    w = rng.standard_normal((f, shape[1]) + k, dtype=np.float32)
    oh, ow = shape[2] + 2 * pad[0] - k[0] + 1, shape[3] + 2 * pad[1] - k[1] + 1
    g = rng.standard_normal((shape[0], f, oh, ow), dtype=np.float32)
    gx = taps_data_grad(np, shape, w, g, pad)
    want = _ref_data_grad(shape, w, g, pad)
    assert gx.shape == shape and gx.dtype == np.float32
    np.testing.assert_allclose(gx, want, rtol=1e-5, atol=1e-5 * np.abs(want).max())


def test_unit_stride_taps_choice_keeps_the_columns_outside_its_measured_range():
    """Taken for few taps and filters on long rows (stage 1 of the slim ResNet); not for
    short runs (4x4 outputs), strides, dilations, groups, many filters or taps, or a
    padding the data gradient's flip cannot take (more than kernel - 1)."""
    from hybridlint.runtime.ops.nn_conv import unit_stride_taps_choice as choice
    k, one = (3, 3), (1, 1)
    assert choice((32, 8, 8, 8), 8, k, one, one, one, 1, (8, 8))
    assert choice((32, 16, 8, 8), 16, k, one, one, one, 1, (8, 8))
    assert not choice((32, 16, 4, 4), 16, k, one, one, one, 1, (4, 4))       # run 24
    assert not choice((32, 8, 8, 8), 8, k, (2, 2), one, one, 1, (4, 4))
    assert not choice((32, 8, 8, 8), 8, k, one, (2, 2), (2, 2), 1, (8, 8))
    assert not choice((32, 8, 8, 8), 8, k, one, one, one, 2, (8, 8))
    assert not choice((32, 8, 8, 8), 32, k, one, one, one, 1, (8, 8))
    assert not choice((32, 32, 8, 8), 8, k, one, one, one, 1, (8, 8))        # 288 taps
    assert not choice((32, 8, 8, 8), 8, k, one, one, (3, 3), 1, (12, 12))
