"""``nn_conv.phase_rows_into`` (the column-phase rows through the padded input's row and
column phases, written straight from the unpadded input, one copy per kernel row) against
the strided view of the zero-padded input it replaces, bit for bit: row strides that divide
the padded height and those that do not (the view's copy then), paddings wider than a
stride, dilated rows, kernels shorter and longer than the stride, a scratch holding
garbage, one image and several."""
import numpy as np
import pytest

from hybridlint.runtime.ops import nn_conv, nn_util

GEOMETRIES = [
    # (N, C, H, W), (kh, kw), (sh, sw), dh, (ph, pw)
    ((4, 3, 32, 32), (7, 7), (2, 2), 1, (3, 3)),      # ResNet's stem: 38 rows, 2 phases
    ((2, 2, 15, 17), (5, 5), (2, 3), 1, (2, 1)),      # 19 rows: the view's copy
    ((3, 1, 20, 11), (3, 4), (3, 2), 2, (2, 0)),      # dilated rows, 24 rows in 3 phases
    ((1, 4, 9, 9), (1, 3), (1, 2), 1, (0, 1)),
    ((2, 3, 12, 12), (4, 5), (1, 3), 3, (1, 2)),
    ((2, 2, 5, 6), (5, 6), (2, 2), 1, (4, 5)),        # padding wider than the stride
    ((1, 2, 8, 8), (3, 3), (2, 2), 1, (0, 0)),        # no padding
]


@pytest.mark.parametrize("shape,k,stride,dh,pad", GEOMETRIES)
def test_rows_equal_the_view(shape, k, stride, dh, pad):
    n, c, h, w = shape
    _, width = nn_conv.phase_width(shape, k, stride, pad)
    oh = (h + 2 * pad[0] - dh * (k[0] - 1) - 1) // stride[0] + 1
    ow = (w + 2 * pad[1] - k[1]) // stride[1] + 1
    rng = np.random.default_rng(sum(shape))
    x = rng.standard_normal(shape).astype(np.float32)
    x[0, 0, 0, :3] = [np.nan, -0.0, np.inf]
    xpad = np.zeros((n, c, h + 2 * pad[0], stride[1] * width), np.float32)
    xpad[:, :, pad[0]:pad[0] + h, pad[1]:pad[1] + w] = x
    want = np.empty((n, c, k[0], stride[1], oh, width), np.float32)
    want[...] = nn_conv.phase_rows_view(np, xpad, xpad.shape, k, stride, (dh, 1), (oh, ow))
    got = np.full_like(want, 7.0)
    scratch = np.full(xpad.size, 5.0, np.float32)
    nn_conv.phase_rows_into(np, got, x, pad, k, stride, (dh, 1), (oh, ow), scratch)
    assert got.tobytes() == want.tobytes()


def _weight_grad_rows_of_u_plus_lead(rows, g, k, stride, chans):
    """``phase_weight_grad`` as it was before its out-grad rows became one run a shift:
    rows of U+M-1 (the first M-1 zeros), one strided run of U a row and shift, the
    shifted out-grad (F*M, N*OH*U) on the product's left, over the rows laid out (C*kh*s,
    N*OH*U) as they were then."""
    rows = np.ascontiguousarray(np.transpose(rows, (1, 0, 2))).reshape(rows.shape[1], -1)
    batch, filters, oh, ow = g.shape
    (kh, kw), s = k, stride[1]
    shifts = -(-kw // s)
    width = rows.shape[1] // (batch * oh)
    lead = shifts - 1
    gp = np.zeros((filters, batch, oh, width + lead), np.float32)
    gp[..., lead:lead + ow] = np.transpose(g, (1, 0, 2, 3))
    it = gp.itemsize
    shifted = np.lib.stride_tricks.as_strided(
        gp, (filters, shifts, batch, oh, width),
        (gp.strides[0], it, gp.strides[1], gp.strides[2], it)).copy()
    a = shifted.reshape(filters * shifts, -1)
    gk = np.matmul(rows, a.T).T if nn_util.product_nt_swapped(np, a, rows) else np.matmul(a, rows.T)
    gw = np.transpose(gk.reshape(filters, shifts, chans, kh, s)[:, ::-1], (0, 2, 3, 1, 4))
    return gw.reshape(filters, chans, kh, shifts * s)[..., :kw]


def _weight_grad_float64(x, g, k, stride, pad):
    """Every window times its out-grad, summed in float64."""
    xp = np.pad(x.astype(np.float64), ((0, 0), (0, 0), (pad[0], pad[0]), (pad[1], pad[1])))
    win = np.lib.stride_tricks.sliding_window_view(xp, k, axis=(2, 3))
    oh, ow = g.shape[2:]
    win = win[:, :, :stride[0] * (oh - 1) + 1:stride[0], :stride[1] * (ow - 1) + 1:stride[1]]
    return np.einsum("nfyx,ncyxij->fcij", g.astype(np.float64), win)


# (ResNet's stem at the slim ResNet's batch of 32: 32 per-image products summed)
@pytest.mark.parametrize("shape,k,stride,dh,pad", [g for g in GEOMETRIES if g[3] == 1]
                         + [((32, 3, 32, 32), (7, 7), (2, 2), 1, (3, 3))])
def test_weight_gradient_equals_the_earlier_layout(shape, k, stride, dh, pad):
    """The shifted out-grad on the product's right, (N*OH*U, M*F) (one sliding copy of the
    out-grad turned channels-last), one product per image summed over the batch, gives the
    rows-of-U+M-1 layout's values to float32 rounding, and a float64 reference's; -0.0
    out-grads included."""
    n, c, h, w = shape
    oh = (h + 2 * pad[0] - k[0]) // stride[0] + 1
    ow = (w + 2 * pad[1] - k[1]) // stride[1] + 1
    rng = np.random.default_rng(sum(shape) + 1)
    x = rng.standard_normal(shape).astype(np.float32)
    g = rng.standard_normal((n, 5, oh, ow)).astype(np.float32)
    g[g < -1] = -0.0
    rows = nn_conv.phase_rows(np, x, k, stride, (1, 1), pad, (oh, ow), np.float32)
    got = nn_conv.phase_weight_grad(np, rows, g, k, stride, c, np.float32)
    want = _weight_grad_rows_of_u_plus_lead(rows, g, k, stride, c)
    ref = _weight_grad_float64(x, g, k, stride, pad)
    assert got.shape == want.shape == ref.shape
    scale = np.abs(ref).max()
    assert np.abs(got - want).max() <= 1e-6 * scale
    assert np.abs(got - ref).max() <= 1e-6 * scale
