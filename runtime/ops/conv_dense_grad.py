"""Convolution gradients at small spatial sizes through the convolution's dense matrix.

A convolution (groups=1) of an input with Q spatial positions into P output positions
is a linear map ``y[n, (f, p)] = sum over (c, q) of M[(f, p), (c, q)] x[n, (c, q)]``
whose matrix holds the weight tap connecting output ``p`` to input ``q``, or zero:
``M[(f, p), (c, q)] = W[f, c, tap(p, q)]``.  Where the images are a few positions wide
(ResNet's later stages: 4x4, 2x2, 1x1) the usual window copies and per-offset adds run
over rows of one to four values, ~25 numpy calls of a few microseconds each; with the
matrix both gradients are a handful of calls:

* data: ``out_grad (N, F*P) @ M`` -- one gather of the weight, one product;
* weight: ``D = out_grad^T @ x`` (F*P, C*Q), then every tap's entries of D summed by a
  product with the 0/1 matrix from (p, q) pairs to taps.

The dense products do ``Q / K`` times the multiply-adds of the windowed ones
(K: kernel taps), so they are used only where ``Q / K`` is small (the ``DENSE_MAX_RATIO*``
bounds below).  The compiler's generated forward of such a convolution is
``x (N, C*Q) @ M^T`` (:func:`forward_gather_index`).
"""
from __future__ import annotations

import itertools

import numpy as np

from .nn_util import prod

__all__ = ["DENSE_MAX_RATIO", "all_tapped", "dense_map_grads", "forward_gather_index",
           "use_dense_map"]

# input positions per kernel tap (Q / K) up to which the dense products beat the window
# copies (1 thread, batch 32, 3x3 kernels): the data gradient up to 2 (4x4 inputs, 16
# channels: 357 -> 234 us for both gradients; 8x8 with 8 channels no faster), the weight
# gradient and the forward up to 1 (2x2 inputs, 32 channels: forward 67 -> 42 us, 1x1
# with 64 channels 113 -> 21 us; at 4x4 the forward's gather and product cost 1.5x the
# channels-last columns)
DENSE_MAX_RATIO = 2
DENSE_MAX_RATIO_WEIGHT = 1
DENSE_MAX_RATIO_FORWARD = 1

_MEMO_LIMIT = 64
_memo: dict = {}


def use_dense_map(k, groups, x_shape, g_shape):
    """(data gradient, weight gradient, forward) through the dense matrix?"""
    if groups != 1 or not all(x_shape) or not all(g_shape):
        return False, False, False
    ratio = prod(x_shape[2:]) / prod(k)
    return (ratio <= DENSE_MAX_RATIO, ratio <= DENSE_MAX_RATIO_WEIGHT,
            ratio <= DENSE_MAX_RATIO_FORWARD)


def _taps(k, stride, dilate, pad, in_sp, out_sp):
    """(P, Q) int array: the flat kernel tap joining output p to input q, or K (none)."""
    key = (k, stride, dilate, pad, in_sp, out_sp)
    hit = _memo.get(("taps",) + key)
    if hit is not None:
        return hit
    ntaps = prod(k)
    taps = np.full((prod(out_sp), prod(in_sp)), ntaps, dtype=np.intp)
    for p, o in enumerate(itertools.product(*(range(m) for m in out_sp))):
        for t, off in enumerate(itertools.product(*(range(kk) for kk in k))):
            pos = [oi * s - pp + ti * d for oi, s, pp, ti, d in zip(o, stride, pad, off, dilate)]
            if all(0 <= v < size for v, size in zip(pos, in_sp)):
                q = 0
                for v, size in zip(pos, in_sp):
                    q = q * size + v
                taps[p, q] = t
    _remember(("taps",) + key, taps)
    return taps


def _remember(key, value):
    if len(_memo) >= _MEMO_LIMIT:
        _memo.clear()
    _memo[key] = value


def _gather_index(taps, filters, chans, stride):
    """Flat positions of M's (F*P, C*Q) entries in the (F, C, ``stride``) weight: the weight
    itself (``stride`` = K, every pair tapped: :func:`all_tapped`) or the weight with one zero
    appended per (filter, channel) (``stride`` = K + 1; tap K reads the zero)."""
    key = ("gather", id(taps), filters, chans, stride)
    hit = _memo.get(key)
    if hit is not None and hit[0] is taps:
        return hit[1]
    f = np.arange(filters, dtype=np.intp).reshape(filters, 1, 1, 1)
    c = np.arange(chans, dtype=np.intp).reshape(1, 1, chans, 1)
    p_count, q_count = taps.shape
    idx = (f * chans + c) * stride + taps.reshape(1, p_count, 1, q_count)
    idx = idx.reshape(filters * p_count, chans * q_count)
    _remember(key, (taps, idx))
    return idx


def all_tapped(k, stride, dilate, pad, in_sp, out_sp):
    """Whether every (output, input) pair is joined by a kernel tap, so that M holds no
    structural zero and can be gathered from the weight itself (1x1 and 2x2 inputs under a
    3x3 kernel with padding 1: ResNet's last two stages)."""
    taps = _taps(tuple(k), tuple(stride), tuple(dilate), tuple(pad), tuple(in_sp),
                 tuple(out_sp))
    key = ("tapped", id(taps))
    hit = _memo.get(key)
    if hit is not None and hit[0] is taps:
        return hit[1]
    full = bool((taps < prod(k)).all())
    _remember(key, (taps, full))
    return full


def _tap_sum(taps, ntaps, dtype):
    """How the (p, q) pairs' entries of D add up into the K taps: ``("select", S)``
    with S the (P*Q, K) 0/1 matrix of which tap each pair belongs to, or, where
    every tap joins at most one pair (a 1x1 input or output), ``("place", ((pair, its tap), ...))``
    as Python ints: one column copy each, where a fancy-indexed assignment took 1.3x
    as long (alone, (4096, 1) and (4096, 4) pairs: 9.9 -> 7.9 and 25.7 -> 20.8 us)."""
    key = ("tapsum", id(taps), np.dtype(dtype).str)
    hit = _memo.get(key)
    if hit is not None and hit[0] is taps:
        return hit[1]
    flat = taps.reshape(-1)
    pairs = np.flatnonzero(flat < ntaps)
    if len(np.unique(flat[pairs])) == len(pairs):
        how = ("place", tuple(zip(pairs.tolist(), flat[pairs].tolist())))
    else:
        sel = np.zeros((taps.size, ntaps + 1), dtype=dtype)
        sel[np.arange(taps.size), flat] = 1
        how = ("select", np.ascontiguousarray(sel[:, :ntaps]))
    _remember(key, (taps, how))
    return how


def forward_gather_index(k, stride, dilate, pad, in_sp, out_sp, filters, chans):
    """(C*Q, F*P) positions in the flat weight (F*C*K) followed by one zero of M's
    transpose, for the forward ``y (N, F*P) = x (N, C*Q) @ M^T`` (the compiler's
    ``dense_map`` form of a small convolution)."""
    taps = _taps(tuple(k), tuple(stride), tuple(dilate), tuple(pad), tuple(in_sp),
                 tuple(out_sp))
    key = ("forward", id(taps), filters, chans)
    hit = _memo.get(key)
    if hit is not None and hit[0] is taps:
        return hit[1]
    ntaps = prod(k)
    p_count, q_count = taps.shape
    f = np.arange(filters, dtype=np.intp).reshape(1, 1, filters, 1)
    c = np.arange(chans, dtype=np.intp).reshape(chans, 1, 1, 1)
    t = taps.T.reshape(1, q_count, 1, p_count)
    idx = np.where(t < ntaps, (f * chans + c) * ntaps + t, filters * chans * ntaps)
    idx = np.ascontiguousarray(idx.reshape(chans * q_count, filters * p_count))
    _remember(key, (taps, idx))
    return idx


def dense_map_grads(xp, x, w, g, k, stride, dilate, pad, acc, want_x, want_w):
    """(data gradient or None, weight gradient or None) of a groups=1 convolution of
    ``x`` (N, C, *in) by ``w`` (F, C, *k) whose out-grad is ``g`` (N, F, *out), in ``acc``."""
    batch, chans = x.shape[:2]
    filters = w.shape[0]
    in_sp, out_sp = tuple(x.shape[2:]), tuple(g.shape[2:])
    ntaps = prod(k)
    taps = _taps(tuple(k), tuple(stride), tuple(dilate), tuple(pad), in_sp, out_sp)
    p_count, q_count = taps.shape
    g2 = g.reshape(batch, filters * p_count).astype(acc, copy=False)
    gx = gw = None
    if want_x:
        if all_tapped(k, stride, dilate, pad, in_sp, out_sp):
            # (no pair reads the zero: the weight's own entries, without the zero-appended
            # copy -- ResNet's 1x1 stage 24 -> 6 us, its 2x2 stage 26 -> 19 us; same values)
            src = w.reshape(-1).astype(acc, copy=False)
            idx = _gather_index(taps, filters, chans, ntaps)
        else:
            wz = xp.zeros((filters, chans, ntaps + 1), dtype=acc)
            wz[:, :, :ntaps] = w.reshape(filters, chans, ntaps)
            src = wz.reshape(-1)
            idx = _gather_index(taps, filters, chans, ntaps + 1)
        m = xp.take(src, idx if xp is np else xp.asarray(idx))             # (F*P, C*Q)
        gx = xp.matmul(g2, m).reshape(x.shape)
    if want_w:
        x2 = x.reshape(batch, chans * q_count).astype(acc, copy=False)
        d = xp.matmul(g2.T, x2).reshape(filters, p_count, chans, q_count)
        pairs = xp.empty((filters, chans, p_count, q_count), dtype=acc)
        if xp is np and q_count > 1:
            # each run of Q values moved as one Q*itemsize-byte item: numpy's transposing
            # copy otherwise loops over runs of Q (2x2 inputs: 4) values, and its cost is
            # the loop's (alone, (32, 4, 32, 4) float32: 26.5 -> 9.0 us); the same bytes
            run = np.dtype((np.void, q_count * pairs.itemsize))
            pairs.view(run).reshape(filters, chans, p_count)[...] = np.transpose(
                d.view(run).reshape(filters, p_count, chans), (0, 2, 1))
        else:
            pairs[...] = xp.transpose(d, (0, 2, 1, 3))
        pairs = pairs.reshape(filters * chans, p_count * q_count)
        how = _tap_sum(taps, ntaps, acc)
        if how[0] == "select":
            gw = xp.matmul(pairs, how[1] if xp is np else xp.asarray(how[1]))
        else:
            gw = xp.zeros((filters * chans, ntaps), dtype=acc)
            for pair, tap in how[1]:
                gw[:, tap] = pairs[:, pair]
        gw = gw.reshape((filters, chans) + tuple(k))
    return gx, gw
