"""The max-pool gradient through every tap's hits and each window's first hit
(``_max_pool_grad_first_hits``) against the tap loop it short-cuts, bit for bit: exact
tilings and padded, overlapping, overhanging windows, ties (a relu before the pool makes
windows of zeros), -0.0 next to 0.0, infinite maxima, negative out-grads; and what it
leaves to the taps (NaN windows, non-finite out-grads)."""
import itertools

import numpy as np
import pytest

from hybridlint.runtime import autograd, nd
from hybridlint.runtime.ops import nn_conv


def _views(k, stride, out):
    return [(slice(None), slice(None)) + tuple(
        slice(t, t + (o - 1) * s + 1, s) for t, o, s in zip(off, out, stride))
        for off in itertools.product(*(range(kk) for kk in k))]


def _pool(x_p, k, stride):
    out = tuple((size - kk) // s + 1 for size, kk, s in zip(x_p.shape[2:], k, stride))
    return np.max(np.stack([x_p[v] for v in _views(k, stride, out)]), axis=0), out


def _check(x_p, g, k, stride, out, y=None):
    if y is None:
        y, _ = _pool(x_p, k, stride)
    ref = nn_conv._max_pool_grad_taps(np, x_p, y, g, k, stride, out, g.dtype)
    got = nn_conv._max_pool_grad_first_hits(np, x_p, y, g, k, stride, out)
    assert got is not None
    assert got.dtype == ref.dtype and got.shape == ref.shape
    assert got.tobytes() == ref.tobytes()
    return got


GEOMETRIES = [
    ((2, 3, 8), (2,), (2,), (0,)),
    ((2, 3, 6, 8), (2, 2), (2, 2), (0, 0)),
    ((3, 2, 9, 6), (3, 2), (3, 2), (0, 0)),
    ((1, 2, 4, 6, 4), (2, 3, 2), (2, 3, 2), (0, 0, 0)),
    ((32, 6, 24, 24), (2, 2), (2, 2), (0, 0)),       # LeNet's first pool
    ((32, 8, 16, 16), (3, 3), (2, 2), (1, 1)),       # ResNet's stem pool
    ((2, 3, 7, 7), (3, 3), (2, 2), (0, 0)),          # overhanging windows
    ((2, 3, 9), (3,), (2,), (1,)),
    ((2, 2, 5, 4, 6), (2, 2, 3), (1, 2, 2), (0, 1, 1)),
    ((2, 2, 5, 5), (2, 2), (1, 1), (0, 0)),           # every element in up to 4 windows
    ((2, 3, 6, 9), (2, 3), (2, 3), (0, 0)),           # exact tiling, kernel rows 3 long
    ((2, 2, 9, 6), (3, 1), (3, 1), (0, 0)),           # exact tiling, one column wide
    ((32, 16, 8, 8), (2, 2), (2, 2), (0, 0)),         # LeNet's second pool
    ((2, 3, 4, 8), (1, 2), (1, 2), (0, 0)),           # exact tiling, one row high
    ((2, 3, 3, 8), (3, 2), (3, 2), (0, 0)),           # one window row, rows paired
]


@pytest.mark.parametrize("shape,k,stride,pad", GEOMETRIES)
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("data", ["normal", "relu", "rounded"])
def test_first_hits_equal_the_taps_bitwise(shape, k, stride, pad, dtype, data):
    """Random inputs, their relu (many windows all zeros: ties at the first tap), or
    small integers (ties at any two taps of a window), padded with the dtype's lowest
    value as the op pads; out-grads with -0.0 and negatives."""
    rng = np.random.default_rng(11)
    x = rng.normal(size=shape).astype(dtype)
    if data == "relu":
        x = np.maximum(x - 0.5, 0)
    elif data == "rounded":
        x = np.round(rng.random(shape) * 2).astype(dtype)
    x[(slice(None), slice(None)) + (0,) * len(k)] = np.inf      # infinite maxima
    widths = [(0, 0), (0, 0)] + [(p, p + 1) for p in pad]
    x_p = np.pad(x, widths, constant_values=np.finfo(dtype).min) if any(pad) else x
    y, out = _pool(x_p, k, stride)
    g = rng.normal(size=y.shape).astype(dtype)
    g.flat[::4] = -0.0
    got = _check(x_p, g, k, stride, out, y)
    assert np.signbit(got).any()


def test_ties_go_to_the_first_maximum_in_row_major_order():
    x = np.zeros((1, 1, 4, 4), np.float32)
    x[0, 0, 0, 1] = -0.0            # -0.0 == 0.0: a tie with the elements around it
    x[0, 0, 2:, 2:] = 5.0           # a window of four equal maxima
    x[0, 0, 3, 0] = 7.0
    g = np.array([[[[2.0, -3.0], [4.0, -0.0]]]], np.float32)
    got = _check(x, g, (2, 2), (2, 2), (2, 2))
    want = np.zeros((4, 4), np.float32)        # 0 * 2.0 and 0 * 4.0 elsewhere: +0.0
    want[0, 0], want[3, 0] = 2.0, 4.0
    want[0:2, 2:] = -0.0                       # a window of zeros: its first gets -3
    want[0, 2] = -3.0
    want[2:, 2:] = -0.0                        # four maxima, out-grad -0.0
    assert got[0, 0].tolist() == want.tolist()
    assert np.signbit(got[0, 0]).tolist() == np.signbit(want).tolist()


def test_a_maximum_two_windows_share_gets_both_out_grads_in_the_taps_order():
    g = np.array([[[2.0, -1.0]]], np.float32)
    for x in ([[[1.0, 5.0, 2.0, 0.0, 3.0]]], [[[1.0, 0.0, 5.0, 0.0, 3.0]]],
              [[[5.0, 5.0, 5.0, 5.0, 5.0]]]):
        got = _check(np.array(x, np.float32), g, (3,), (2,), (2,))
    assert got.tolist() == [[[2.0, 0.0, -1.0, 0.0, 0.0]]]


def test_nan_windows_and_non_finite_out_grads_are_left_to_the_taps():
    x = np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4)
    y, out = _pool(x, (2, 2), (2, 2))
    g = np.ones(y.shape, np.float32)
    nan = x.copy()
    nan[0, 0, 2, 2] = np.nan
    yn, _ = _pool(nan, (2, 2), (2, 2))
    assert nn_conv._max_pool_grad_first_hits(np, nan, yn, g, (2, 2), (2, 2), out) is None
    for bad in (np.inf, -np.inf, np.nan):
        gb = g.copy()
        gb[0, 0, 1, 0] = bad
        assert nn_conv._max_pool_grad_first_hits(np, x, y, gb, (2, 2), (2, 2), out) is None


@pytest.mark.parametrize("tie", [False, True])
@pytest.mark.parametrize("dtype", ["float16", "float32", "float64"])
def test_pooling_gradient_through_the_op(tie, dtype):
    """Through the op's rule (eager autograd), padded overlapping and exact pools."""
    rng = np.random.default_rng(3)
    xs = rng.normal(size=(2, 3, 6, 6)).astype(dtype)
    if tie:
        xs = np.maximum(xs, 0)
    gs2 = rng.normal(size=(2, 3, 3, 3)).astype(dtype)
    acc = np.float32 if dtype == "float16" else np.dtype(dtype)
    for kw in (dict(kernel=(2, 2), stride=(2, 2)), dict(kernel=(3, 3), stride=(2, 2), pad=(1, 1))):
        x = nd.array(xs, dtype=dtype)
        x.attach_grad()
        with autograd.record():
            y = nd.Pooling(x, pool_type="max", **kw)
        y.backward(nd.array(gs2, dtype=dtype))
        k, s, p = kw["kernel"], kw["stride"], kw.get("pad", (0, 0))
        lo = np.finfo(xs.dtype).min
        x_p = np.pad(xs, [(0, 0), (0, 0)] + [(q, q) for q in p], constant_values=lo)
        want = nn_conv._max_pool_grad_taps(np, x_p, y.asnumpy(), gs2.astype(acc), k, s,
                                           (3, 3), acc)
        want = want[:, :, p[0]:p[0] + 6, p[1]:p[1] + 6].astype(dtype)
        got = x.grad.asnumpy()
        assert got.dtype == want.dtype and got.tobytes() == want.tobytes()


@pytest.mark.parametrize("relu", [False, True])
def test_channels_last_exact_tiling_equals_channels_first(relu):
    """A channels-last pool's rule moves the channel axis in (strided views): the tiled
    gradient's hits are still C-ordered, so its ties resolve on the right windows."""
    rng = np.random.default_rng(7)
    xs = rng.normal(size=(2, 6, 4, 3)).astype(np.float32)
    if relu:
        xs = np.maximum(xs, 0)
    gs = rng.normal(size=(2, 3, 2, 3)).astype(np.float32)
    grads = []
    for layout, data, head in (("NHWC", xs, gs), ("NCHW", xs.transpose(0, 3, 1, 2),
                                                   gs.transpose(0, 3, 1, 2))):
        x = nd.array(np.ascontiguousarray(data))
        x.attach_grad()
        with autograd.record():
            y = nd.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type="max", layout=layout)
        y.backward(nd.array(np.ascontiguousarray(head)))
        grads.append(x.grad.asnumpy())
    assert grads[0].transpose(0, 3, 1, 2).tobytes() == np.ascontiguousarray(
        grads[1]).tobytes()


PHASED = [
    ((32, 8, 16, 16), (3, 3), (2, 2), (1, 1)),       # ResNet's stem pool
    ((2, 3, 17, 15), (3, 3), (2, 2), (1, 1)),        # odd sizes: phases of unequal length
    ((2, 3, 7, 7), (3, 3), (2, 2), (0, 0)),          # overhanging windows
    ((2, 2, 5, 5), (2, 2), (1, 1), (0, 0)),          # stride 1: one phase
    ((2, 2, 9, 10), (3, 2), (1, 2), (1, 0)),         # a stride per axis
    ((1, 3, 11, 8), (5, 3), (3, 2), (2, 1)),         # stride 3, taps two phases apart
    ((2, 2, 7, 7), (2, 2), (2, 2), (1, 1)),          # padded 2x2/2: windows overhang
    ((3, 1, 4, 9), (4, 1), (2, 1), (0, 0)),          # one column wide
    ((2, 3, 7, 9), (2, 2), (2, 2), (0, 0)),          # a last row and column no window reads
]


@pytest.mark.parametrize("shape,k,stride,pad", PHASED)
@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.float16])
@pytest.mark.parametrize("data", ["normal", "relu", "rounded"])
def test_phased_equals_the_taps_bitwise(shape, k, stride, pad, dtype, data):
    """``_max_pool_grad_phased`` (from the unpadded input) against the tap loop over the
    padded input, cropped: the same bits, ties, infinite maxima, -0.0 out-grads and
    negative ones; float16 data with its float32 out-grad, as the rule passes them."""
    rng = np.random.default_rng(5)
    x = rng.normal(size=shape).astype(dtype)
    if data == "relu":
        x = np.maximum(x - 0.5, 0)
    elif data == "rounded":
        x = np.round(rng.random(shape) * 2).astype(dtype)
    x[:, :, 0, 0] = np.inf
    out = tuple((size + 2 * p - kk) // s + 1 for size, kk, s, p in zip(shape[2:], k, stride, pad))
    need = [(o - 1) * s + kk for o, s, kk in zip(out, stride, k)]
    widths = [(0, 0), (0, 0)] + [(p, max(p, nd - size - p))
                                 for size, p, nd in zip(shape[2:], pad, need)]
    x_p = np.pad(x, widths, constant_values=np.finfo(dtype).min)
    y, _ = _pool(x_p[(slice(None), slice(None)) + tuple(slice(0, nd) for nd in need)], k, stride)
    acc = np.float32 if dtype == np.float16 else dtype
    g = rng.normal(size=y.shape).astype(acc)
    g.flat[::3] = -0.0
    ref = nn_conv._max_pool_grad_taps(np, x_p, y, g, k, stride, out, acc)
    ref = np.ascontiguousarray(nn_conv._crop(ref, pad, shape[2:]))
    got = nn_conv._max_pool_grad_phased(np, x, y, g, k, stride, pad, out)
    assert got is not None and got.flags.c_contiguous
    assert got.dtype == ref.dtype and got.shape == ref.shape
    assert got.tobytes() == ref.tobytes()


def test_phased_leaves_nan_windows_non_finite_out_grads_and_other_ranks_to_the_taps():
    rng = np.random.default_rng(2)
    x = rng.normal(size=(1, 2, 6, 6)).astype(np.float32)
    k, s, p, out = (3, 3), (2, 2), (1, 1), (3, 3)
    x_p = np.pad(x, [(0, 0), (0, 0), (1, 1), (1, 1)], constant_values=np.finfo(np.float32).min)
    y, _ = _pool(x_p, k, s)
    g = np.ones(y.shape, np.float32)
    assert nn_conv._max_pool_grad_phased(np, x, y, g, k, s, p, out) is not None
    yn = y.copy()
    yn[0, 1, 2, 0] = np.nan
    assert nn_conv._max_pool_grad_phased(np, x, yn, g, k, s, p, out) is None
    for bad in (np.inf, -np.inf, np.nan):
        gb = g.copy()
        gb[0, 0, 1, 1] = bad
        assert nn_conv._max_pool_grad_phased(np, x, y, gb, k, s, p, out) is None
    assert nn_conv._max_pool_grad_phased(np, x[0], y[0], g[0], (3,), (2,), (1,), (3,)) is None
    # a padded 2x2/2 pool that tiles its padded input: the tiled path's -0.0 stays
    y2, _ = _pool(x_p, (2, 2), (2, 2))
    assert nn_conv._max_pool_grad_phased(np, x, y2, np.ones(y2.shape, np.float32), (2, 2),
                                         (2, 2), (1, 1), (4, 4)) is None
    xi = np.arange(36, dtype=np.int32).reshape(1, 1, 6, 6)
    assert nn_conv._max_pool_grad_phased(np, xi, xi[:, :, ::2, ::2], g[:1, :1], k, s, p,
                                         out) is None


def test_the_rule_takes_the_phased_path_and_keeps_its_bits(monkeypatch):
    """The op's rule on a padded 3x3/2 float64 pool (no compiled scan for float64) goes
    through ``_max_pool_grad_phased``; with it refusing, the tap paths give the same bits."""
    rng = np.random.default_rng(9)
    xs = np.maximum(rng.normal(size=(2, 3, 10, 10)), 0)
    gs = rng.normal(size=(2, 3, 5, 5))
    calls = []
    real = nn_conv._max_pool_grad_phased

    def spy(*args):
        calls.append(1)
        return real(*args)

    grads = []
    for fn in (spy, lambda *args: None):
        monkeypatch.setattr(nn_conv, "_max_pool_grad_phased", fn)
        x = nd.array(xs, dtype="float64")
        x.attach_grad()
        with autograd.record():
            y = nd.Pooling(x, kernel=(3, 3), stride=(2, 2), pad=(1, 1), pool_type="max")
        y.backward(nd.array(gs, dtype="float64"))
        grads.append(x.grad.asnumpy())
    assert calls
    assert grads[0].tobytes() == grads[1].tobytes()
