"""The eager Convolution kernel (one column copy + matmul) against a direct sum
over kernel taps, across dimensions, strides, dilations, padding and groups."""
import itertools

import numpy as np
import pytest
from hybridlint.runtime import nd


def direct_conv(x, w, b, stride, dilate, pad, groups):
    """out[n, f, o] = sum over channel c of f's group and tap t of x_pad[n, c, o*s + t*d] * w[f, c, t]."""
    n_sp = x.ndim - 2
    x = np.pad(x.astype(np.float64), [(0, 0), (0, 0)] + [(p, p) for p in pad])
    w = w.astype(np.float64)
    batch = x.shape[0]
    filters, cg = w.shape[:2]
    k = w.shape[2:]
    out_sp = tuple((s - d * (kk - 1) - 1) // st + 1
                   for s, kk, d, st in zip(x.shape[2:], k, dilate, stride))
    out = np.zeros((batch, filters) + out_sp)
    fg = filters // groups
    for tap in itertools.product(*(range(kk) for kk in k)):
        sl = tuple(slice(t * d, t * d + (o - 1) * st + 1, st)
                   for t, d, o, st in zip(tap, dilate, out_sp, stride))
        patch = x[(slice(None), slice(None)) + sl]            # (N, C, *out)
        for g in range(groups):
            wg = w[(slice(g * fg, (g + 1) * fg), slice(None)) + tap]     # (Fg, Cg)
            xg = patch[:, g * cg:(g + 1) * cg]
            out[:, g * fg:(g + 1) * fg] += np.einsum("fc,nc...->nf...", wg, xg)
    if b is not None:
        out += b.reshape((1, filters) + (1,) * n_sp)
    return out


CASES = [
    # (data shape, num_filter, kernel, stride, dilate, pad, groups, bias)
    ((2, 3, 9), 4, (3,), (1,), (1,), (0,), 1, True),
    ((2, 4, 11), 6, (3,), (2,), (2,), (1,), 2, False),
    ((3, 1, 28, 28), 6, (5, 5), (1, 1), (1, 1), (0, 0), 1, True),          # LeNet conv1
    ((3, 6, 12, 12), 16, (5, 5), (1, 1), (1, 1), (0, 0), 1, True),         # LeNet conv2
    ((2, 4, 10, 9), 6, (3, 2), (2, 1), (1, 2), (1, 0), 2, True),
    ((1, 6, 7, 7), 6, (3, 3), (1, 1), (1, 1), (1, 1), 6, True),             # depthwise
    ((2, 2, 5, 6, 7), 4, (2, 3, 2), (1, 2, 1), (2, 1, 1), (1, 0, 1), 1, True),
    ((2, 3, 6, 6), 5, (1, 1), (1, 1), (1, 1), (0, 0), 1, False),            # 1x1
]


@pytest.mark.parametrize("shape,nf,k,stride,dilate,pad,groups,bias", CASES)
def test_matches_direct_sum(shape, nf, k, stride, dilate, pad, groups, bias):
    rng = np.random.default_rng(sum(shape))
    x = rng.standard_normal(shape).astype(np.float32)
    w = rng.standard_normal((nf, shape[1] // groups) + k).astype(np.float32)
    b = rng.standard_normal(nf).astype(np.float32) if bias else None
    args = [nd.array(x), nd.array(w)] + ([nd.array(b)] if bias else [])
    got = nd.Convolution(*args, kernel=k, stride=stride, dilate=dilate, pad=pad,
                         num_filter=nf, num_group=groups, no_bias=not bias).asnumpy()
    want = direct_conv(x, w, b, stride, dilate, pad, groups)
    assert got.dtype == np.float32 and got.shape == want.shape
    assert got.flags.c_contiguous
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5 * np.abs(want).max())


def test_float16_accumulates_in_float32():
    rng = np.random.default_rng(3)
    x = rng.standard_normal((2, 8, 6, 6)).astype(np.float16)
    w = rng.standard_normal((4, 8, 3, 3)).astype(np.float16)
    b = rng.standard_normal(4).astype(np.float16)
    got = nd.Convolution(nd.array(x, dtype="float16"), nd.array(w, dtype="float16"),
                         nd.array(b, dtype="float16"), kernel=(3, 3), num_filter=4).asnumpy()
    assert got.dtype == np.float16
    want = direct_conv(x, w, b, (1, 1), (1, 1), (0, 0), 1)
    np.testing.assert_allclose(got.astype(np.float64), want, rtol=2e-3, atol=2e-2)


def test_bad_bias_shape_is_a_clear_error():
    x, w = nd.ones((1, 2, 5, 5)), nd.ones((3, 2, 3, 3))
    with pytest.raises(Exception, match=r"bias shape \(2,\) should be \(3,\)"):
        nd.Convolution(x, w, nd.ones((2,)), kernel=(3, 3), num_filter=3)
