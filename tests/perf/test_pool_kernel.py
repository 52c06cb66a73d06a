"""Eager Pooling's per-tap path (small windows) against a reduction over the
window view, the way the kernel computes large windows."""
import numpy as np
import pytest
from hybridlint.runtime import nd
from hybridlint.runtime.ops import nn_conv


def window_reduce(x, kind, k, stride, pad, convention):
    """max/sum over each window of the padded input (padding: lowest float / 0)."""
    n = len(k)
    sizes = x.shape[2:]
    out = []
    for size, kk, s, p in zip(sizes, k, stride, pad):
        span = size + 2 * p - kk
        out.append(span // s + 1 if convention == "valid" else -(-span // s) + 1)
    fill = np.finfo(x.dtype).min if kind == "max" else 0
    widths = [(0, 0), (0, 0)] + [(p, max(p, (o - 1) * s + kk - size - p))
                                 for size, kk, s, p, o in zip(sizes, k, stride, pad, out)]
    padded = np.pad(x.astype(np.float64), widths, constant_values=fill)
    win = np.lib.stride_tricks.sliding_window_view(padded, k, axis=tuple(range(2, 2 + n)))
    win = win[(slice(None), slice(None)) + tuple(slice(None, o * s, s) for o, s in zip(out, stride))]
    axes = tuple(range(2 + n, 2 + 2 * n))
    return win.max(axis=axes) if kind == "max" else win.sum(axis=axes)


CASES = [
    ((2, 3, 8, 8), (2, 2), (2, 2), (0, 0), "valid"),
    ((2, 3, 9, 7), (3, 3), (2, 2), (1, 1), "valid"),
    ((2, 3, 9, 7), (3, 3), (2, 2), (1, 0), "full"),
    ((1, 2, 10), (3,), (1,), (1,), "valid"),
    ((1, 2, 5, 6, 7), (2, 3, 2), (2, 1, 2), (0, 1, 1), "full"),
]


def _pool(x, kind, k, stride, pad, conv, **kw):
    return nd.Pooling(nd.array(x), kernel=k, stride=stride, pad=pad, pool_type=kind,
                      pooling_convention=conv, **kw).asnumpy()


@pytest.mark.parametrize("kind", ["max", "sum"])
@pytest.mark.parametrize("shape,k,stride,pad,conv", CASES)
def test_tap_path_matches_window_reduction(kind, shape, k, stride, pad, conv):
    x = np.random.default_rng(len(shape) + sum(k)).standard_normal(shape).astype(np.float32)
    got = _pool(x, kind, k, stride, pad, conv)
    want = window_reduce(x, kind, k, stride, pad, conv)
    assert got.dtype == np.float32 and got.shape == want.shape and got.flags.c_contiguous
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("include_pad", [True, False])
@pytest.mark.parametrize("kind", ["max", "sum", "avg"])
@pytest.mark.parametrize("shape,k,stride,pad,conv", CASES)
def test_tap_path_equals_the_large_window_path(kind, include_pad, shape, k, stride, pad, conv,
                                               monkeypatch):
    x = np.random.default_rng(len(shape)).standard_normal(shape).astype(np.float32)
    got = _pool(x, kind, k, stride, pad, conv, count_include_pad=include_pad)
    monkeypatch.setattr(nn_conv, "_MAX_TAPS", 0)
    want = _pool(x, kind, k, stride, pad, conv, count_include_pad=include_pad)
    np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-6)


def test_nan_propagates_through_max_pooling():
    x = np.zeros((1, 1, 4, 4), np.float32)
    x[0, 0, 1, 1] = np.nan
    got = nd.Pooling(nd.array(x), kernel=(2, 2), stride=(2, 2), pool_type="max").asnumpy()
    assert np.isnan(got[0, 0, 0, 0]) and not np.isnan(got[0, 0, 1, 1])
