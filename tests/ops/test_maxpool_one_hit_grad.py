"""The max-pool gradient of windows with one maximum each (``_max_pool_grad_one_hit``:
one compare and one product per tap) against the tap loop it short-cuts, bit for bit,
on exact tilings and on overlapping padded windows, and its refusals (ties, NaN
windows, non-finite out-grads)."""

import itertools

import numpy as np
import pytest

from hybridlint.runtime import autograd, nd
from hybridlint.runtime.ops import nn_conv


def _pool_out(x, k):
    """Max over exactly tiling windows of kernel ``k`` (stride ``k``)."""
    lead = x.shape[:2]
    split = lead + tuple(d for size, kk in zip(x.shape[2:], k) for d in (size // kk, kk))
    axes = tuple(3 + 2 * i for i in range(len(k)))
    return np.max(x.reshape(split), axis=axes)


def _both(x, g, k):
    y = _pool_out(x, k)
    out = y.shape[2:]
    ref = nn_conv._max_pool_grad_taps(np, x, y, g, k, k, out, g.dtype)
    got = nn_conv._max_pool_grad_one_hit(np, x, y, g, k, k, out)
    return ref, got


@pytest.mark.parametrize("shape,k", [((2, 3, 8), (2,)), ((2, 3, 6, 8), (2, 2)),
                                     ((3, 2, 9, 6), (3, 2)), ((1, 2, 4, 6, 4), (2, 3, 2)),
                                     ((32, 6, 24, 24), (2, 2))])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_tiled_equals_the_taps_bitwise(shape, k, dtype):
    rng = np.random.default_rng(7)
    x = rng.normal(size=shape).astype(dtype)
    y = _pool_out(x, k)
    g = rng.normal(size=y.shape).astype(dtype)
    g.flat[::5] = -0.0                  # signed zeros where the maximum is
    x[(slice(None), slice(None)) + (0,) * len(k)] = np.inf    # one infinite maximum a window
    ref, got = _both(x, g, k)
    assert got is not None
    assert got.dtype == ref.dtype
    assert got.tobytes() == ref.tobytes()
    # negative out-grads leave -0.0 at the other elements, as the taps' products do
    assert np.signbit(got).any()


def test_ties_nan_and_non_finite_out_grads_fall_back():
    x = np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4)
    y = _pool_out(x, (2, 2))
    g = np.ones(y.shape, np.float32)
    assert nn_conv._max_pool_grad_one_hit(np, x, y, g, (2, 2), (2, 2), (2, 2)) is not None
    tie = x.copy()
    tie[0, 0, 0, 0] = tie[0, 0, 1, 1]            # two maxima in window 0
    assert nn_conv._max_pool_grad_one_hit(np, tie, _pool_out(tie, (2, 2)), g, (2, 2),
                                        (2, 2), (2, 2)) is None
    # a NaN window (no hit) beside a tied one (two): the count alone would match
    both = tie.copy()
    both[0, 0, 2, 2] = np.nan
    assert nn_conv._max_pool_grad_one_hit(np, both, _pool_out(both, (2, 2)), g, (2, 2),
                                        (2, 2), (2, 2)) is None
    zeros = np.zeros((1, 1, 2, 2), np.float32)
    zeros[0, 0, 0, 1] = -0.0                      # -0.0 == 0.0: a tie
    assert nn_conv._max_pool_grad_one_hit(np, zeros, np.zeros((1, 1, 1, 1), np.float32),
                                        np.ones((1, 1, 1, 1), np.float32), (2, 2), (2, 2),
                                        (1, 1)) is None
    for bad in (np.inf, -np.inf, np.nan):
        gb = g.copy()
        gb[0, 0, 1, 0] = bad
        assert nn_conv._max_pool_grad_one_hit(np, x, y, gb, (2, 2), (2, 2), (2, 2)) is None


@pytest.mark.parametrize("tie", [False, True])
@pytest.mark.parametrize("dtype", ["float16", "float32", "float64"])
def test_pooling_gradient_through_the_op(tie, dtype):
    """Through the op's rule (eager autograd) the tiled path gives what the taps give."""
    rng = np.random.default_rng(3)
    xs = rng.normal(size=(2, 3, 4, 6)).astype(dtype)
    if tie:
        xs[:, :, 0, 1] = xs[:, :, 1, 0] = 9
    gs = rng.normal(size=(2, 3, 2, 3)).astype(dtype)
    x = nd.array(xs, dtype=dtype)
    x.attach_grad()
    with autograd.record():
        y = nd.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type="max")
    y.backward(nd.array(gs, dtype=dtype))
    acc = np.float32 if dtype == "float16" else np.dtype(dtype)
    want = nn_conv._max_pool_grad_taps(np, xs, y.asnumpy(), gs.astype(acc), (2, 2), (2, 2),
                                       (2, 3), acc).astype(dtype)
    got = x.grad.asnumpy()
    assert got.dtype == want.dtype and got.tobytes() == want.tobytes()


def _overlapping(xp_, k, stride, out):
    views = [(slice(None), slice(None)) + tuple(
        slice(t, t + (o - 1) * s + 1, s) for t, o, s in zip(off, out, stride))
        for off in itertools.product(*(range(kk) for kk in k))]
    return np.max(np.stack([xp_[v] for v in views]), axis=0)


@pytest.mark.parametrize("shape,k,stride,pad", [
    ((32, 8, 16, 16), (3, 3), (2, 2), (1, 1)),     # ResNet's stem pool
    ((2, 3, 7, 7), (3, 3), (2, 2), (0, 0)),         # overhanging windows
    ((2, 3, 9), (3,), (2,), (1,)),
    ((2, 2, 5, 4, 6), (2, 2, 3), (1, 2, 2), (0, 1, 1))])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_overlapping_windows_equal_the_taps_bitwise(shape, k, stride, pad, dtype):
    """Padded (filled with the dtype's lowest value, as the op pads) and overlapping
    windows: every tap's product added onto zeros in the taps' order."""
    rng = np.random.default_rng(11)
    x = rng.normal(size=shape).astype(dtype)
    widths = [(0, 0), (0, 0)] + [(p, p + 1) for p in pad]
    x_p = np.pad(x, widths, constant_values=np.finfo(dtype).min)
    out = tuple((size + 2 * p - kk) // s + 1 for size, p, kk, s in zip(shape[2:], pad, k, stride))
    y = _overlapping(x_p, k, stride, out)
    g = rng.normal(size=y.shape).astype(dtype)
    g.flat[::4] = -0.0
    ref = nn_conv._max_pool_grad_taps(np, x_p, y, g, k, stride, out, g.dtype)
    got = nn_conv._max_pool_grad_one_hit(np, x_p, y, g, k, stride, out)
    if got is None:         # a tie inside a window: the taps decide
        hits = sum(int(np.count_nonzero(x_p[v] == y)) for v in [
            (slice(None), slice(None)) + tuple(slice(t, t + (o - 1) * s + 1, s)
                                               for t, o, s in zip(off, out, stride))
            for off in itertools.product(*(range(kk) for kk in k))])
        assert hits != y.size
        return
    assert got.dtype == ref.dtype and got.tobytes() == ref.tobytes()
    assert np.signbit(got).any()


def test_a_maximum_two_windows_share_gets_both_out_grads_in_the_taps_order():
    """Overlapping windows: distinct maxima, and one element that is the maximum of two
    windows (one hit in each), whose gradient adds both out-grads in tap order."""
    g = np.array([[[2.0, -1.0]]], np.float32)
    for x in ([[[1.0, 5.0, 2.0, 0.0, 3.0]]], [[[1.0, 0.0, 5.0, 0.0, 3.0]]]):
        x = np.array(x, np.float32)
        y = _overlapping(x, (3,), (2,), (2,))
        got = nn_conv._max_pool_grad_one_hit(np, x, y, g, (3,), (2,), (2,))
        ref = nn_conv._max_pool_grad_taps(np, x, y, g, (3,), (2,), (2,), np.float32)
        assert got is not None and got.tobytes() == ref.tobytes()
    assert got.tolist() == [[[0.0, 0.0, 1.0, 0.0, 0.0]]]
