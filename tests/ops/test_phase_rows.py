"""``nn_conv.phase_rows_into`` (the column-phase rows through the padded input's row and
column phases, written straight from the unpadded input, one copy per kernel row) against
the strided view of the zero-padded input it replaces, bit for bit: row strides that divide
the padded height and those that do not (the view's copy then), paddings wider than a
stride, dilated rows, kernels shorter and longer than the stride, a scratch holding
garbage, one image and several."""
import numpy as np
import pytest

from hybridlint.runtime.ops import nn_conv

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
    want = np.empty((c, k[0], stride[1], n, oh, width), np.float32)
    want[...] = nn_conv.phase_rows_view(np, xpad, xpad.shape, k, stride, (dh, 1), (oh, ow))
    got = np.full_like(want, 7.0)
    scratch = np.full(xpad.size, 5.0, np.float32)
    nn_conv.phase_rows_into(np, got, x, pad, k, stride, (dh, 1), (oh, ow), scratch)
    assert got.tobytes() == want.tobytes()
