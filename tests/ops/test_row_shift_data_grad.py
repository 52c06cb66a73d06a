"""The row shifts' data gradient (``nn_conv._row_shift_grads_2d``) is made one product
per image from either copy of the shifted out-grad: image-major when the data gradient
is wanted alone (the compiled backward's case: LeNet's second layer), filter-major when
the weight gradient shares the copy.  Both give the same bits, a C-contiguous
(N, C, H, W) array, and the float64 reference's values, with padding, dilation and
groups."""
import numpy as np
import pytest

from hybridlint.runtime.ops import nn_conv


def _reference(x_shape, w, g, k, dilate, pad, groups):
    """d(loss)/d(data) in float64, one kernel tap at a time."""
    n, c, h, wd = x_shape
    f = w.shape[0]
    fg, cg = f // groups, c // groups
    oh, ow = g.shape[2:]
    buf = np.zeros((n, c, h + 2 * pad[0], wd + 2 * pad[1]))
    w64, g64 = w.astype(np.float64), g.astype(np.float64)
    for gi in range(groups):
        for i in range(k[0]):
            for j in range(k[1]):
                contrib = np.einsum("nfyx,fc->ncyx", g64[:, gi * fg:(gi + 1) * fg],
                                    w64[gi * fg:(gi + 1) * fg, :, i, j])
                buf[:, gi * cg:(gi + 1) * cg, i * dilate[0]:i * dilate[0] + oh,
                    j * dilate[1]:j * dilate[1] + ow] += contrib
    return buf[:, :, pad[0]:pad[0] + h, pad[1]:pad[1] + wd]


@pytest.mark.parametrize("x_shape,filters,k,pad,groups,dilate", [
    ((4, 6, 12, 12), 16, (5, 5), (0, 0), 1, (1, 1)),      # LeNet's second layer
    ((3, 8, 9, 7), 8, (3, 3), (1, 1), 1, (1, 1)),
    ((2, 8, 10, 10), 8, (3, 3), (2, 1), 2, (2, 1)),       # groups, dilation, uneven pad
    ((2, 3, 9, 7), 6, (3, 2), (1, 0), 1, (1, 2)),
])
def test_both_layouts_same_bits(x_shape, filters, k, pad, groups, dilate):
    rng = np.random.default_rng(7)
    x = rng.standard_normal(x_shape).astype(np.float32)
    w = rng.standard_normal((filters, x_shape[1] // groups) + k).astype(np.float32)
    oh = x_shape[2] + 2 * pad[0] - dilate[0] * (k[0] - 1)
    ow = x_shape[3] + 2 * pad[1] - dilate[1] * (k[1] - 1)
    g = rng.standard_normal((x_shape[0], filters, oh, ow)).astype(np.float32)
    alone, _ = nn_conv._row_shift_grads_2d(np, None, x_shape, w, g, k, dilate, pad, groups,
                                           np.float32, True, False)
    shared, gw = nn_conv._row_shift_grads_2d(np, x, x_shape, w, g, k, dilate, pad, groups,
                                             np.float32, True, True)
    assert gw is not None
    for gx in (alone, shared):
        assert gx.shape == x_shape and gx.dtype == np.float32 and gx.flags.c_contiguous
    np.testing.assert_array_equal(alone, shared)
    ref = _reference(x_shape, w, g, k, dilate, pad, groups)
    np.testing.assert_allclose(alone, ref, rtol=1e-5, atol=1e-5 * np.abs(ref).max())
