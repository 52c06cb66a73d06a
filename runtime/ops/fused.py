"""Compiled kernels: one pass a direction for a training-mode float32 BatchNorm, with numba
(the optional ``fast`` extra: ``pip install hybridlint[fast]``).

A BatchNorm in numpy is ~15 calls of 2-5 us each whatever the size (the centring, two
reductions, scale and shift passes, the per-channel vectors), so on a slim ResNet's 2x2 and
1x1 stages the call overhead is the cost (issue #13; bench/RESULTS.md, session 29).  Here a
direction is one compiled call.

``ENABLED`` is data, decided once at import: numba importable and ``HYBRIDLINT_NO_NUMBA``
unset (or ``0``).  Without it the functions below stay plain Python and nothing calls them:
nn_norm's numpy path runs as before.  With it, the op's eager kernel and gradient rule and
the compiled executors (which call the same kernel and rule) take these, so eager and
hybridized stay bit-equal; against the numpy path the results differ by float32 rounding
(the per-channel sums are added in another order, in float64), never in the per-element
arithmetic, which is numpy's, operation for operation (no fused multiply-adds).

Caching: ``cache=True`` keeps the machine code beside this module (or, where that is not
writable, in numba's per-user cache), so only the first process ever compiles (~2-5 s for
both directions on a busy 2-core box); later ones load it (~0.3 s, at the first BatchNorm).
numba compiles for the host CPU, and the reassociated sums follow its vector width: the same
inputs may round differently on another machine (never between eager and hybridized on one).
"""
from __future__ import annotations

import os

import numpy as np

try:
    import numba
except ImportError:            # the extra is not installed: the numpy paths run
    numba = None

ENABLED = numba is not None and os.environ.get("HYBRIDLINT_NO_NUMBA", "") in ("", "0")

_F32 = np.dtype(np.float32)



def tap_offset_table(offsets: list[int], group: int, fill: int):
    """The int64 (ceil(len / group), group) table of a taps convolution's offsets, the last
    group's idle taps at ``fill`` (a run of zeros): built here, where the compiled kernels that
    read it live, so that nn_conv takes its array module from its caller and imports no numpy."""
    table = np.full((-(-len(offsets) // group), group), fill, dtype=np.int64)
    table.reshape(-1)[:len(offsets)] = offsets
    return table

def _compiled(reassociate=False, products=False):
    """numba's njit where enabled, else the plain function (never called then).  Only
    the per-row partial sums may be reassociated (so they vectorise); every per-element
    formula keeps numpy's order and roundings -- except in ``products`` kernels, which
    stand in for a BLAS product (whose order and fused multiply-adds are its own), and so
    may contract a multiply and an add."""
    def wrap(fn):
        if not ENABLED:
            return fn
        flags = ({"reassoc"} if reassociate else set()) | ({"contract"} if products else set())
        return numba.njit(cache=True, nogil=True, fastmath=flags or False)(fn)
    return wrap


@_compiled(reassociate=True)
def _row_sum(x3, p, c, mu):
    acc = np.float32(0)
    for s in range(x3.shape[2]):
        acc += x3[p, c, s] - mu
    return acc


@_compiled(reassociate=True)
def _row_squares(x3, p, c, mu):
    acc = np.float32(0)
    for s in range(x3.shape[2]):
        d = x3[p, c, s] - mu
        acc += d * d
    return acc


@_compiled(reassociate=True)
def _row_grad_sums(g3, x3, p, c, mu):
    sg = np.float32(0)
    sgx = np.float32(0)
    for s in range(x3.shape[2]):
        gv = g3[p, c, s]
        sg += gv
        sgx += gv * (x3[p, c, s] - mu)
    return sg, sgx


@_compiled()
def _per_position(vec, short):
    """A per-channel vector repeated over each channel's ``short`` positions (C*S,)."""
    out = np.empty(vec.shape[0] * short, vec.dtype)
    for c in range(vec.shape[0]):
        for s in range(short):
            out[c * short + s] = vec[c]
    return out


@_compiled()
def _position_sums(acc, chans, short):
    """Per-channel float64 sums of ``acc`` (C*S,), a channel's positions in order."""
    total = np.zeros(chans, np.float64)
    for c in range(chans):
        for s in range(short):
            total[c] += acc[c * short + s]
    return total


@_compiled()
def _variance_scale(total, m, gamma, eps, fix_gamma):
    """(biased variance, 1/sqrt(var + eps), the scale inv * gamma) per channel, float32, from
    the float64 sums of squared deviations ``total`` over ``m`` values each."""
    chans = total.shape[0]
    var = np.empty(chans, np.float32)
    inv = np.empty(chans, np.float32)
    scale = np.empty(chans, np.float32)
    for c in range(chans):
        var[c] = np.float32(total[c] / m)
        inv[c] = np.float32(1) / np.sqrt(var[c] + np.float32(eps))
        scale[c] = inv[c] if fix_gamma else inv[c] * gamma[c]
    return var, inv, scale


@_compiled()
def _short_forward(xf, chans, short, gamma, beta, eps, fix_gamma):
    """:func:`batchnorm_train_forward` for rows of at most 16 (the slim ResNet's 4x4, 2x2
    and 1x1 stages) over ``xf`` (P, C*S): each position's sums over the batch in float64,
    one vectorised pass a sum, then each channel's positions added in order -- where the
    long rows' loop a (row, channel) pair ran 2048 one-element rows at 1x1 (alone, 1
    thread, in one process with the old form: 1x1 with 64 channels 12.3 -> 5.6 us, 2x2
    13.6 -> 6.3, 4x4 7.7 -> 7.0; 8x8 rows 5.3 against 7.3 flat, so longer rows keep that
    loop).  The output's per-element formula is the long rows' with per-position copies
    of the channel's mean, scale and shift."""
    n_pos, k = xf.shape
    m = n_pos * short
    acc = np.zeros(k, np.float64)
    for p in range(n_pos):
        for q in range(k):
            acc[q] += xf[p, q]
    total = _position_sums(acc, chans, short)
    mean = np.empty(chans, np.float32)
    for c in range(chans):
        mean[c] = np.float32(total[c] / m)
    mu = _per_position(mean, short)
    acc[:] = 0
    for p in range(n_pos):
        for q in range(k):
            d = xf[p, q] - mu[q]
            acc[q] += d * d
    var, inv, scale = _variance_scale(_position_sums(acc, chans, short), m, gamma, eps,
                                      fix_gamma)
    kq = _per_position(scale, short)
    bq = _per_position(beta, short)
    out = np.empty_like(xf)
    for p in range(n_pos):
        for q in range(k):
            out[p, q] = (xf[p, q] - mu[q]) * kq[q] + bq[q]
    return out.reshape(n_pos, chans, short), mean, var, inv


@_compiled()
def batchnorm_train_forward(x3, gamma, beta, eps, fix_gamma):
    """Training-mode BatchNorm of a float32 (P, C, S) array: (out (P, C, S), mean, biased
    variance, 1/sqrt(var + eps)), each statistic (C,) float32.  The mean and the variance
    (of x - mean) are float64 sums of float32 row sums (rows of at most 16: of float32
    values, :func:`_short_forward`), rounded once; then numpy's ``scale = inv * gamma``,
    ``(x - mean) * scale + beta``."""
    n_pos, chans, short = x3.shape
    if short <= 16:
        return _short_forward(x3.reshape(n_pos, chans * short), chans, short, gamma, beta, eps,
                              fix_gamma)
    m = n_pos * x3.shape[2]
    total = np.zeros(chans, np.float64)
    zero = np.float32(0)
    for p in range(n_pos):
        for c in range(chans):
            total[c] += _row_sum(x3, p, c, zero)
    mean = np.empty(chans, np.float32)
    for c in range(chans):
        mean[c] = np.float32(total[c] / m)
    total[:] = 0
    for p in range(n_pos):
        for c in range(chans):
            total[c] += _row_squares(x3, p, c, mean[c])
    var, inv, scale = _variance_scale(total, m, gamma, eps, fix_gamma)
    out = np.empty_like(x3)
    for p in range(n_pos):
        for c in range(chans):
            mu = mean[c]
            k = scale[c]
            b = beta[c]
            for s in range(x3.shape[2]):
                out[p, c, s] = (x3[p, c, s] - mu) * k + b
    return out, mean, var, inv


@_compiled()
def batchnorm_train_backward(x3, g3, mean, inv, gamma, fix_gamma):
    """The training-mode gradient of a float32 (P, C, S) BatchNorm given its out-grad and
    the forward's mean and 1/sqrt(var + eps): (dx (P, C, S), dgamma, dbeta), with
    sum_g = sum(g), sum_gxc = sum(g * (x - mean)) as float64 sums rounded once, then
    numpy's ``dx = (g - (x - mean) * (inv*inv*sum_gxc/m) - sum_g/m) * inv*gamma``;
    rows of at most 16 sum each position over the batch in float64 and run the
    elementwise pass over (P, C*S) with per-position coefficients, as
    :func:`_short_forward` does (alone: 1x1 with 64 channels 13.3 -> 5.6 us, 2x2 14.5 ->
    6.5, 4x4 8.5 -> 5.3; until session 33 float32 per-channel sums there);
    dgamma = inv * sum_gxc (zeros with fix_gamma), dbeta = sum_g."""
    n_pos, chans, short = x3.shape
    m = n_pos * short
    if short > 16:
        tg = np.zeros(chans, np.float64)
        tgx = np.zeros(chans, np.float64)
        for p in range(n_pos):
            for c in range(chans):
                a, b = _row_grad_sums(g3, x3, p, c, mean[c])
                tg[c] += a
                tgx[c] += b
    else:
        k = chans * short
        gf = g3.reshape(n_pos, k)
        xf = x3.reshape(n_pos, k)
        mu = _per_position(mean, short)
        ag = np.zeros(k, np.float64)
        agx = np.zeros(k, np.float64)
        for p in range(n_pos):
            for q in range(k):
                gv = gf[p, q]
                ag[q] += gv
                agx[q] += gv * (xf[p, q] - mu[q])
        tg = _position_sums(ag, chans, short)
        tgx = _position_sums(agx, chans, short)
    ka = np.empty(chans, np.float32)
    kb = np.empty(chans, np.float32)
    k1 = np.empty(chans, np.float32)
    dgamma = np.zeros(chans, np.float32)
    dbeta = np.empty(chans, np.float32)
    fm = np.float32(m)
    for c in range(chans):
        sg = np.float32(tg[c])
        sgx = np.float32(tgx[c])
        iv = inv[c]
        ka[c] = iv * iv * sgx / fm
        kb[c] = sg / fm
        k1[c] = iv if fix_gamma else iv * gamma[c]
        if not fix_gamma:
            dgamma[c] = iv * sgx
        dbeta[c] = sg
    dx = np.empty_like(x3)
    if short <= 16:
        kk = chans * short
        gf = g3.reshape(n_pos, kk)
        xf = x3.reshape(n_pos, kk)
        df = dx.reshape(n_pos, kk)
        mq = _per_position(mean, short)
        aq = _per_position(ka, short)
        bq = _per_position(kb, short)
        kq = _per_position(k1, short)
        for p in range(n_pos):
            for q in range(kk):
                df[p, q] = ((gf[p, q] - (xf[p, q] - mq[q]) * aq[q]) - bq[q]) * kq[q]
        return dx, dgamma, dbeta
    for p in range(n_pos):
        for c in range(chans):
            mu = mean[c]
            a = ka[c]
            b = kb[c]
            k = k1[c]
            for s in range(short):
                dx[p, c, s] = ((g3[p, c, s] - (x3[p, c, s] - mu) * a) - b) * k
    return dx, dgamma, dbeta


@_compiled()
def batchnorm_moving_update(moving_mean, moving_var, mean, var, m, om):
    """``moving = moving * m + batch * om`` for both statistics in one call, where numpy
    takes ~6 calls of 0.5-1 us (20 BatchNorms a ResNet step).  ``m`` and ``om`` are the
    float32 momentum and 1 - momentum numpy's float32 arithmetic uses, so each element is
    numpy's two float32 products and float32 sum: the same bits (no fused multiply-add)."""
    for c in range(moving_mean.shape[0]):
        moving_mean[c] = moving_mean[c] * m + mean[c] * om
    for c in range(moving_var.shape[0]):
        moving_var[c] = moving_var[c] * m + var[c] * om


def takes_float32(xp, *arrays) -> bool:
    """May a kernel here take these arrays: enabled, numpy, every one a C-ordered float32
    ``numpy.ndarray`` (nn_conv asks; it imports no numpy itself)."""
    if not ENABLED or xp is not np:
        return False
    for a in arrays:
        # (against a dtype object: ~0.2 us a comparison where the scalar type is ~0.4)
        if type(a) is not np.ndarray or a.dtype != _F32 or not a.flags.c_contiguous:
            return False
    return True


@_compiled()
def relu_grad(g, x):
    """The relu Activation's gradient ``g * (x > 0)`` of two C-ordered float32 arrays of one
    shape in one pass, where numpy makes a bool mask, then multiplies float32 by bool (alone,
    1 thread, min us: (32, 8, 8, 8) 17.4 -> 6.9, (32, 8, 16, 16) 37 -> 17, (32, 64, 1, 1)
    9.9 -> 4.1).  Each element is the same float32 product by 1 or 0 (so -0 for a negative
    out-grad, nan for inf or nan times 0, as numpy gives)."""
    out = np.empty_like(g)
    gf = g.reshape(-1)
    xf = x.reshape(-1)
    of = out.reshape(-1)
    one = np.float32(1)
    zero = np.float32(0)
    for i in range(gf.shape[0]):
        of[i] = gf[i] * (one if xf[i] > zero else zero)
    return out


@_compiled()
def max_pool_grad_2d(x_p, y, g, kh, kw, sh, sw, ph, pw, gx):
    """The gradient of a 2-D max pool over the padded input ``x_p`` (N, C, Hp, Wp), added
    into ``gx`` (zeros, the unpadded input's shape; ``ph``, ``pw`` the leading padding):
    each window's out-grad goes to its first element equal to the window's output, in
    row-major tap order (nn_conv's first-hits rule; the caller has ruled out NaN outputs
    and non-finite out-grads), and is dropped where that element is padding, as the crop
    of the padded gradient drops it.  Windows run in reverse row-major order, so an
    element under several overlapping windows receives their out-grads in the order of
    its taps, (0, 0) first, as the tap loop adds them: the same float32 sums, bit for bit
    (the tap loop's ``0 * g`` adds elsewhere change no value: a sum that starts at +0.0
    never holds -0.0).  One pass over each window's taps, where the tap loop compares
    and multiplies every tap on strided views of a few elements a row.  ``y`` gives only
    the shape: the window's maximum is its output (the caller's checks)."""
    nb, ch, oh, ow = y.shape
    h, w = gx.shape[2], gx.shape[3]
    for n in range(nb):
        for c in range(ch):
            xs = x_p[n, c]
            gs = gx[n, c]
            gn = g[n, c]
            for oy in range(oh - 1, -1, -1):
                y0 = oy * sh
                for ox in range(ow - 1, -1, -1):
                    x0 = ox * sw
                    # the window's first maximum, a running maximum that moves on a strictly
                    # greater tap: the first element equal to the output (no NaN in the
                    # window: the caller saw no NaN output), found without a data-dependent
                    # branch -- an early exit at the first tap equal to the output
                    # mispredicts on fresh data (inputs cycled: ~495 -> ~410 us alone)
                    best = xs[y0, x0]
                    hy = 0
                    hx = 0
                    for i in range(kh):
                        for j in range(kw):
                            v = xs[y0 + i, x0 + j]
                            m = np.int64(v > best)
                            hy += (i - hy) * m
                            hx += (j - hx) * m
                            best = max(best, v)
                    hy += y0 - ph
                    hx += x0 - pw
                    if 0 <= hy < h and 0 <= hx < w:
                        gs[hy, hx] += gn[oy, ox]
    return gx


@_compiled()
def _window_first_max(xs, w, y0, x0, i0, i1, j0, j1, low):
    """A window's fold over rows ``i0:i1`` and columns ``j0:j1`` of the flat plane ``xs``
    (row width ``w``) from ``(y0, x0)``, in row-major tap order: ``(b, a)``, numpy's
    ``maximum`` fold from ``low`` (ties take the tap) and the flat position of the first
    tap strictly above the running maximum (-1 if none)."""
    b = low
    a = -1
    for i in range(i0, i1):
        rb = (y0 + i) * w + x0
        for j in range(j0, j1):
            v = xs[np.uint64(rb + j)]
            a = rb + j if v > b else a
            b = max(v, b)
    return b, a


# _FIRST_TAP_ROW/_COL[m]: the row and column, in a 3x3 window, of the lowest set bit of
# the 9-bit tap mask m (row-major taps; m = 0, which no finite window gives, reads tap 0)
_FIRST_TAP = np.array([(m & -m).bit_length() - 1 if m else 0 for m in range(512)], np.int64)
_FIRST_TAP_ROW = _FIRST_TAP // 3
_FIRST_TAP_COL = _FIRST_TAP % 3


@_compiled()
def _window3_first_max(xs, w, r0, low):
    """:func:`_window_first_max` of a 3x3 window wholly inside the flat plane ``xs`` (row
    width ``w``) whose first tap is at ``r0``: the same fold ``b`` (the same ``max(v,
    b)`` calls in the same order), and the first tap strictly above the running maximum
    found as the first tap equal to the final one (every tap before it is below it, none
    after it is above it), from a mask of the nine comparisons and a table.  LLVM made the
    unrolled fold's position selects branches, mispredicted on real data: in the step the
    stem pool ran ~2x its time alone on one input repeated, which the predictor learned."""
    r1 = r0 + w
    r2 = r1 + w
    v0 = xs[np.uint64(r0)]
    v1 = xs[np.uint64(r0 + 1)]
    v2 = xs[np.uint64(r0 + 2)]
    v3 = xs[np.uint64(r1)]
    v4 = xs[np.uint64(r1 + 1)]
    v5 = xs[np.uint64(r1 + 2)]
    v6 = xs[np.uint64(r2)]
    v7 = xs[np.uint64(r2 + 1)]
    v8 = xs[np.uint64(r2 + 2)]
    b = max(v0, low)
    b = max(v1, b)
    b = max(v2, b)
    b = max(v3, b)
    b = max(v4, b)
    b = max(v5, b)
    b = max(v6, b)
    b = max(v7, b)
    b = max(v8, b)
    m = (np.int64(v0 == b) | (np.int64(v1 == b) << 1) | (np.int64(v2 == b) << 2)
         | (np.int64(v3 == b) << 3) | (np.int64(v4 == b) << 4) | (np.int64(v5 == b) << 5)
         | (np.int64(v6 == b) << 6) | (np.int64(v7 == b) << 7) | (np.int64(v8 == b) << 8))
    a = r0 + _FIRST_TAP_ROW[m] * w + _FIRST_TAP_COL[m]
    # (a window of -inf alone: no tap above the start, as the fold's -1 says)
    return b, a if b > low else -1


@_compiled()
def max_pool_argmax_2d(x, h, w, kh, kw, sh, sw, ph, pw, fill, y, idx, ow):
    """A 2-D max pool over the (H, W) planes of ``x`` (P, H*W), written into ``y``
    (P, OH*OW), with each window's first maximum in row-major tap order written into
    ``idx`` (int32, ``y``'s shape) as its flat position in the plane, for a backward that
    scatters (:func:`max_pool_scatter_2d`) instead of finding it again.  Taps outside
    the plane (``ph``, ``pw`` leading, any overhang trailing) are the kernel's padding,
    ``fill``.  ``y`` holds numpy's fold over the taps (``maximum(res, tap)`` in row-major
    order, which takes the tap on ties: the same bits, signed zeros included; Python's
    ``max(v, b)`` is ``v`` unless ``b > v``).  Returns False (``y`` and ``idx`` then partly
    wrong) where that is not decided here: a NaN in ``x``, a window whose real taps are
    all <= ``fill`` (its maximum may be the padding) or all -inf; the caller then takes
    the fold and the rule's backward.  A window at a time with selects, flat planes and
    unsigned indices (numba's negative-index checks on 4-D indices made it ~2x slower); a
    tap-outer form over each output row's windows measured slower still (stores through
    row buffers, 8-window loops); the NaN test is one pass of its own (inside the window
    loop it cost ~20% more).  A 3x3 window wholly inside the plane goes through
    :func:`_window3_first_max`, without a data-dependent branch (the slim ResNet's stem
    pool, (256, 16x16) planes, alone on a different input each call: ~220 -> ~104 us)."""
    bad = False
    flat = x.reshape(x.size)
    for k in range(flat.shape[0]):
        bad |= flat[k] != flat[k]
    oh = y.shape[1] // ow
    low = x.dtype.type(-np.inf)
    three = kh == 3 and kw == 3
    for p in range(x.shape[0]):
        xs = x[p]
        ys = y[p]
        ids = idx[p]
        for oy in range(oh):
            y0 = oy * sh - ph
            i0 = max(0, -y0)
            i1 = min(kh, h - y0)
            for ox in range(ow):
                x0 = ox * sw - pw
                j0 = max(0, -x0)
                j1 = min(kw, w - x0)
                padded = i0 > 0 or i1 < kh or j0 > 0 or j1 < kw
                if three and not padded:
                    b, a = _window3_first_max(xs, w, y0 * w + x0, low)
                else:
                    b, a = _window_first_max(xs, w, y0, x0, i0, i1, j0, j1, low)
                bad |= (padded and not b > fill) or a < 0
                o = np.uint64(oy * ow + ox)
                ys[o] = b
                ids[o] = a
    return not bad


@_compiled()
def max_pool_scatter_2d(idx, g, gx):
    """The gradient of a max pool whose forward kept each window's first maximum
    (:func:`max_pool_argmax_2d`: ``idx`` (P, OH*OW), flat positions in the input's
    plane), added into ``gx`` (P, H*W, zeros) from the out-grad ``g`` (P, OH*OW).  Windows
    run in reverse row-major order, as :func:`max_pool_grad_2d` adds them: the same
    float32 sums, bit for bit."""
    for p in range(g.shape[0]):
        gs = gx[p]
        gn = g[p]
        ids = idx[p]
        for o in range(g.shape[1] - 1, -1, -1):
            gs[np.uint64(ids[o])] += gn[o]
    return gx


def max_pool_with_argmax(x, k, stride, pad, out):
    """``(y, idx)`` of :func:`max_pool_argmax_2d` for a float32 ``x`` (N, C, H, W) with the
    geometry nn_conv worked out (kernel, stride, leading padding, output size), or None
    where that kernel leaves the window to the fold (or the plane's positions do not fit
    an int32)."""
    nb, ch, h, w = x.shape
    if h * w >= 1 << 31:
        return None
    planes = nb * ch
    y = np.empty((nb, ch) + tuple(out), np.float32)
    idx = np.empty(y.shape, np.int32)
    if not max_pool_argmax_2d(np.ascontiguousarray(x).reshape(planes, h * w), h, w, k[0], k[1],
                              stride[0], stride[1], pad[0], pad[1],
                              np.finfo(np.float32).min, y.reshape(planes, -1),
                              idx.reshape(planes, -1), out[1]):
        return None
    return y, idx


def max_pool_scatter(idx, g, x_shape):
    """The data gradient of :func:`max_pool_with_argmax`'s pool from its kept ``idx`` and
    the out-grad ``g`` (float32, the output's shape): :func:`max_pool_scatter_2d`."""
    planes = x_shape[0] * x_shape[1]
    gx = np.zeros(x_shape, np.float32)
    max_pool_scatter_2d(idx.reshape(planes, -1),
                        np.ascontiguousarray(g, dtype=np.float32).reshape(planes, -1),
                        gx.reshape(planes, -1))
    return gx


@_compiled()
def im2col_unit_stride(x, cols):
    """The im2col columns (N, C, kh, kw, OH, OW) of a 2-D convolution of stride 1 and
    dilation 1 from its (already padded) input ``x`` (N, C, OH + kh - 1, OW + kw - 1):
    ``cols[n, c, i, j, y, :] = x[n, c, y + i, j:j + OW]``, a copy of the same values,
    where the compiled forward copied a 6-D strided window view with numpy.  Alone (1
    thread, CPU min, float32): LeNet's first layer (32, 1, 28, 28) 5x5 ~222 -> ~98 us, its
    second layer's input (32, 6, 12, 12) 5x5 ~430 -> ~130, (32, 4, 10, 10) 3x3 ~112 ->
    ~36.  (A form taking strides and dilations ran at half numpy's speed even at stride 1:
    the multiplied offsets kept the row copy from vectorising.)"""
    nb, ch, kh, kw, oh, ow = cols.shape
    for n in range(nb):
        for c in range(ch):
            for i in range(kh):
                for j in range(kw):
                    for oy in range(oh):
                        src = x[n, c, oy + i]
                        dst = cols[n, c, i, j, oy]
                        for ox in range(ow):
                            dst[ox] = src[ox + j]
    return cols


@_compiled()
def im2col_channels_last(xc, cols, sh, sw):
    """The channels-last im2col columns (m, OH, OW, kh, kw, C) of an undilated 2-D
    convolution of strides ``sh``, ``sw`` from its padded channels-last input ``xc`` (m, Hp,
    Wp, C), both C-contiguous: each window row is one run of kw*C values in both, copied
    as such, where numpy copied the 6-D strided view (the same values).  Alone (1 thread,
    CPU min, float32, batch 32): LeNet's second layer (12x12x6 in, 5x5) ~144 -> ~105 us,
    the slim ResNet's stage-1 3x3 (10x10x8) ~68 -> ~34, 3x3/2 ~19 -> ~11, stage 2 (6x6x16)
    ~25 -> ~13, stage 3 (4x4x32) ~8.8 -> ~6.5; with one output position (stage 4, 3x3x64)
    numpy's 2.9 against 3.9 (the compiled call's dispatch): the caller keeps numpy there."""
    m, oh, ow, kh, kw, ch = cols.shape
    hp, wp = xc.shape[1], xc.shape[2]
    run = kw * ch
    xf = xc.reshape(xc.size)
    cf = cols.reshape(cols.size)
    d = 0
    for n in range(m):
        for oy in range(oh):
            for ox in range(ow):
                for i in range(kh):
                    s = ((n * hp + oy * sh + i) * wp + ox * sw) * ch
                    for k in range(run):
                        cf[np.uint64(d + k)] = xf[np.uint64(s + k)]
                    d += run
    return cols


@_compiled()
def max_pool_2x2(x, y):
    """A 2x2/2 max pool without padding of float32 ``x`` (N, C, H, W) into ``y`` (N, C,
    OH, OW), window (oy, ox) at rows 2*oy, 2*oy + 1 and columns 2*ox, 2*ox + 1, in one
    pass where the compiled forward folded four strided views with ``maximum`` (three
    passes over the output).  The same fold per window, in row-major tap order, with
    numpy's ``maximum(a, b)``: ``a`` where ``a > b`` or ``a`` is NaN, else ``b`` (so a tie
    takes ``b``, signed zeros included, and the first NaN met is kept, payload and sign):
    the same bits.  Alone, 1 thread, CPU min: LeNet's first pool (32, 6, 24, 24) ~142 ->
    ~68 us, its second (32, 16, 8, 8) ~72 -> ~23."""
    nb, ch, oh, ow = y.shape
    for n in range(nb):
        for c in range(ch):
            for oy in range(oh):
                r0 = x[n, c, 2 * oy]
                r1 = x[n, c, 2 * oy + 1]
                yr = y[n, c, oy]
                for ox in range(ow):
                    a = r0[2 * ox]
                    b = r0[2 * ox + 1]
                    a = a if (a > b) | (a != a) else b
                    b = r1[2 * ox]
                    a = a if (a > b) | (a != a) else b
                    b = r1[2 * ox + 1]
                    yr[ox] = a if (a > b) | (a != a) else b
    return y


@_compiled()
def relu_max_pool_grad_2x2(x, y, m, g, gx):
    """The gradient of ``relu(maxpool(x))`` for a float32 2x2/2 max pool whose windows tile
    ``x`` (N, C, H, W) exactly (no padding, H and W even), given the pool's output ``y``,
    the array the relu's rule masks with (``m``: the relu's output for the ``relu`` op,
    its input ``y`` for ``Activation``) and the relu's out-grad ``g``, written into ``gx``
    (``x``'s shape).  One pass where the compiled backward ran the two rules one after
    the other (the relu's ``g * (m > 0)`` on the pooled tensor, then the pool's tiled
    first-hit gradient: repeats, compare, count, product), with the same float32
    operations: ``gr = g * (1 or 0)``, then ``gr * 1`` at each window's first element
    equal to its output in row-major tap order and ``gr * 0`` elsewhere -- the same bits,
    signed zeros included.  Returns False (``gx`` then unwritten) where the pool's rule
    takes another path: a NaN output (no element equals it) or a non-finite out-grad (a
    mask times inf is NaN); the caller then runs the rules.

    Those two tests are a pass of their own, and each tap's share is ``gr`` times a 0/1
    float32 (the first-hit masks as numbers, not selects): so the window loop holds no
    reduction and no select and vectorises.  With the flag or-ed inside it and the shares
    chosen by selects it did not (alone, 1 thread, CPU min: LeNet's first pool (32, 6, 24,
    24) ~475 -> ~137 us, its second (32, 16, 8, 8) ~173 -> ~69)."""
    nb, ch, oh, ow = y.shape
    one = np.float32(1)
    zero = np.float32(0)
    bad = False
    yf = y.reshape(y.size)
    gf = g.reshape(g.size)
    for k in range(yf.shape[0]):
        # (gv - gv is 0 for a finite gv only)
        bad |= (yf[k] != yf[k]) | ((gf[k] - gf[k]) != zero)
    if bad:
        return False
    for n in range(nb):
        for c in range(ch):
            for oy in range(oh):
                r0 = x[n, c, 2 * oy]
                r1 = x[n, c, 2 * oy + 1]
                o0 = gx[n, c, 2 * oy]
                o1 = gx[n, c, 2 * oy + 1]
                yr = y[n, c, oy]
                gr_ = g[n, c, oy]
                mr = m[n, c, oy]
                for ox in range(ow):
                    v = yr[ox]
                    gr = gr_[ox] * np.float32(mr[ox] > zero)
                    # the first hit's mask: each tap's equality times "no earlier hit"
                    # (one of these four is 1 for a window without NaN)
                    fa = np.float32(r0[2 * ox] == v)
                    fb = np.float32(r0[2 * ox + 1] == v) * (one - fa)
                    seen = fa + fb
                    fc = np.float32(r1[2 * ox] == v) * (one - seen)
                    fd = np.float32(r1[2 * ox + 1] == v) * (one - seen - fc)
                    o0[2 * ox] = gr * fa
                    o0[2 * ox + 1] = gr * fb
                    o1[2 * ox] = gr * fc
                    o1[2 * ox + 1] = gr * fd
    return True


@_compiled()
def _col2im_unit_stride(gc, gxp):
    nb, ch, kh, kw, oh, ow = gc.shape
    for n in range(nb):
        for c in range(ch):
            out = gxp[n, c]
            for i in range(kh):
                for j in range(kw):
                    src = gc[n, c, i, j]
                    for oy in range(oh):
                        orow = out[oy + i]
                        srow = src[oy]
                        for ox in range(ow):
                            orow[ox + j] += srow[ox]
    return gxp


@_compiled()
def conv_col2im_2d(gc, gxp, sh, sw):
    """The data gradient of an undilated 2-D convolution of row stride ``sh`` and column
    stride ``sw`` from every window's share of the out-grad, ``gc`` (N, C, kh, kw, OH, OW)
    float32 (the weight transposed times the out-grad), added into ``gxp`` (N, C, H + 2*ph,
    W + 2*pw), zeros: the padded input, which the caller crops.  Each element sums its
    shares in (i, j) order from +0.0: another order than the rule's row shifts or
    channels-last forms, so the same values to float32 rounding.  The adds run along
    output rows with offsets that are never negative, so they vectorise (a version
    clipping the rows to the unpadded input, with signed offsets, ran 7x slower: 413
    against 57 us for LeNet's second layer); stride 1 has a loop nest of its own (with
    ``ox * sw`` in it, or a branch on ``sw`` inside, 1.3-2x slower)."""
    if sh == 1 and sw == 1:
        return _col2im_unit_stride(gc, gxp)
    nb, ch, kh, kw, oh, ow = gc.shape
    for n in range(nb):
        for c in range(ch):
            out = gxp[n, c]
            for i in range(kh):
                for j in range(kw):
                    src = gc[n, c, i, j]
                    for oy in range(oh):
                        orow = out[oy * sh + i]
                        srow = src[oy]
                        for ox in range(ow):
                            orow[ox * sw + j] += srow[ox]
    return gxp


@_compiled()
def sgd_mom_update(w, g, mom, lr_rescale, momentum, lr_wd):
    """SGD with momentum over flat float32 arrays in one pass, where numpy makes six
    passes and two temporaries (a Trainer step over all parameters, ``optimizer_sgd``'s
    flat group): ``mom = mom * momentum - lr_wd * w - lr_rescale * g``, then ``w += mom``.
    The scalars are the float32 products ``nd_updates.sgd_mom_step`` forms (``lr *
    rescale_grad`` and ``lr * wd``), and each element takes its float32 operations in its
    order, each rounded (no fused multiply-add): the same bits, signed zeros included.
    Where the weight and the new momentum are both NaN numpy's add keeps its first
    operand's, the weight's; compiled, the add's operands may be swapped (measured: a form
    of this loop that reloaded ``w[i]`` for the add returned the momentum's NaN), so a NaN
    weight takes ``w + w``: its own NaN, quieted, as numpy's add gives it.  Unclipped
    gradients only (the caller keeps numpy's path for a clip)."""
    for i in range(w.shape[0]):
        wi = w[i]
        m = mom[i] * momentum
        m = m - lr_wd * wi
        m = m - lr_rescale * g[i]
        mom[i] = m
        w[i] = wi + wi if wi != wi else wi + m


@_compiled()
def _split_image(x, n, sh, sw, ph, pw, hq, width, o):
    """Image n of ``x`` (N, C, H, W) zero-padded by (ph, pw) and split into its row and column
    stride phases in ``o`` (S,): for each (c, q, p) the plane (hq, width) of padded rows q,
    q + sh, ... and columns p, p + sw, ..., then zeros to the end (S past the planes: the
    taps' overhang and the idle taps' zeros).  Every value written, zero or copied."""
    ch, h, w = x.shape[1], x.shape[2], x.shape[3]
    plane = hq * width
    for k in range(o.shape[0]):
        o[k] = 0
    for c in range(ch):
        for yy in range(h):
            py = yy + ph
            row = (c * sh + py % sh) * sw * plane + (py // sh) * width
            xr = x[n, c, yy]
            for p in range(sw):
                x0 = (p - pw) % sw          # the first column of x in phase p
                if x0 >= w:
                    continue
                dst = o[row + p * plane + (x0 + pw) // sw:]
                for k in range((w - 1 - x0) // sw + 1):
                    dst[k] = xr[x0 + sw * k]


@_compiled(products=True)
def conv_taps_forward(x, sh, sw, ph, pw, hq, width, xf, w2, offsets, oe, out):
    """A 2-D convolution of few channels and filters (ResNet's stem: 3 -> 8, 7x7/2) with
    no product's operand copied: each image of ``x`` split into ``xf`` (N, S)
    (:func:`_split_image`), then its outputs straight from that, while it is in cache (the
    whole split batch, 594 KB for the slim ResNet's stem, is past a core's L2).  ``w2`` is
    the weight (F, C*kh*kw), ``offsets`` (G, 4) where tap k = (c, i, j) starts in an image's
    row (taps past C*kh*kw: the zeros at its end), ``oe`` (2, OH*width) scratch.  Output
    (y, x) of a tap is at t = y*width + x of the run from its offset, so a filter's whole
    (OH, width) grid is one vectorised pass a group of 4 taps, two filters a pass (each
    tap's load serves both; the 8 weights in registers; the columns x >= OW are junk, never
    copied out).  Same values as the product to float32 rounding (another order of the
    sums, fused multiply-adds).  Alone, 1 thread, batch 32, load ~20: 8 taps one filter a
    pass 691 us, this pass 471 (session 72)."""
    nb, filters, oh, ow = out.shape
    taps = w2.shape[1]
    run = oe.shape[1]
    zero = np.float32(0)
    for n in range(nb):
        xn = xf[n]
        _split_image(x, n, sh, sw, ph, pw, hq, width, xn)
        for f in range(0, filters, 2):
            g = f + 1 if f + 1 < filters else f      # (an odd last filter: itself twice)
            o = oe[0]
            p = oe[1]
            for t in range(run):
                o[t] = zero
                p[t] = zero
            for q in range(offsets.shape[0]):
                k = 4 * q
                w0 = w2[f, k]
                v0 = w2[g, k]
                w1 = w2[f, k + 1] if k + 1 < taps else zero
                v1 = w2[g, k + 1] if k + 1 < taps else zero
                w2_ = w2[f, k + 2] if k + 2 < taps else zero
                v2 = w2[g, k + 2] if k + 2 < taps else zero
                w3 = w2[f, k + 3] if k + 3 < taps else zero
                v3 = w2[g, k + 3] if k + 3 < taps else zero
                # (views, so the loads are plain runs from index 0: the loop vectorises)
                x0 = xn[offsets[q, 0]:]
                x1 = xn[offsets[q, 1]:]
                x2 = xn[offsets[q, 2]:]
                x3 = xn[offsets[q, 3]:]
                for t in range(run):
                    y0 = x0[t]
                    y1 = x1[t]
                    y2 = x2[t]
                    y3 = x3[t]
                    o[t] += (w0 * y0 + w1 * y1) + (w2_ * y2 + w3 * y3)
                    p[t] += (v0 * y0 + v1 * y1) + (v2 * y2 + v3 * y3)
            for y in range(oh):
                for x_ in range(ow):
                    out[n, f, y, x_] = o[y * width + x_]
                    out[n, g, y, x_] = p[y * width + x_]
    return out


@_compiled(reassociate=True, products=True)
def conv_taps_weight_grad(xf, g, offsets, ge, acc, gw2):
    """The weight gradient (F, C*kh*kw) ``gw2`` of :func:`conv_taps_forward`'s convolution
    from its split input ``xf`` and out-grad ``g`` (N, F, OH, OW): each (filter, tap) the
    dot product of the out-grad, laid on the (OH, width) grid with zeros in the junk
    columns (``ge`` (2, OH*width), scratch), and the tap's run, 4 taps and two filters a
    pass (each tap's load serves both: alone, 1 thread, batch 32, load ~20, 678 -> 478 us
    against 8 taps one filter a pass, the same bits), summed over the images in float32 in
    ``acc`` (F, 4*G) -- as the product over the phase rows does, in another order (same
    values to float32 rounding)."""
    nb, filters, oh, ow = g.shape
    taps = gw2.shape[1]
    run = ge.shape[1]
    width = run // oh
    zero = np.float32(0)
    for f in range(filters):
        for k in range(acc.shape[1]):
            acc[f, k] = zero
    for t in range(run):
        ge[0, t] = zero
        ge[1, t] = zero
    g0 = ge[0]
    g1 = ge[1]
    for n in range(nb):
        xn = xf[n]
        for f in range(0, filters, 2):
            h = f + 1 if f + 1 < filters else f      # (an odd last filter: itself twice)
            for y in range(oh):
                for x in range(ow):
                    g0[y * width + x] = g[n, f, y, x]
                    g1[y * width + x] = g[n, h, y, x]
            for q in range(offsets.shape[0]):
                x0 = xn[offsets[q, 0]:]
                x1 = xn[offsets[q, 1]:]
                x2 = xn[offsets[q, 2]:]
                x3 = xn[offsets[q, 3]:]
                a0 = a1 = a2 = a3 = b0 = b1 = b2 = b3 = zero
                for t in range(run):
                    u = g0[t]
                    v = g1[t]
                    y0 = x0[t]
                    y1 = x1[t]
                    y2 = x2[t]
                    y3 = x3[t]
                    a0 += u * y0
                    a1 += u * y1
                    a2 += u * y2
                    a3 += u * y3
                    b0 += v * y0
                    b1 += v * y1
                    b2 += v * y2
                    b3 += v * y3
                k = 4 * q
                acc[f, k] += a0
                acc[f, k + 1] += a1
                acc[f, k + 2] += a2
                acc[f, k + 3] += a3
                if h != f:
                    acc[h, k] += b0
                    acc[h, k + 1] += b1
                    acc[h, k + 2] += b2
                    acc[h, k + 3] += b3
    for f in range(filters):
        for k in range(taps):
            gw2[f, k] = acc[f, k]
    return gw2
