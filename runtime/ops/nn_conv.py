"""Convolution and Pooling (1-D, 2-D and 3-D, channels-first), via strided windows."""
from __future__ import annotations

import itertools
import math
import sys
from functools import lru_cache, partial

from ..registry import (
    Attr,
    Bool,
    Int,
    Op,
    OpError,
    OptBool,
    OptInt,
    Shape,
    Str,
    register,
)
from . import fused
from .conv_dense_grad import all_tapped, dense_map_grads, forward_gather_index, use_dense_map
from .grad_util import first_out_grad, parameter_part, wants
from .lowering import OpLowering
from .nn_util import (OptStr, memo_by_attrs, prod, product_nt_swapped, quiet, spatial,
                      weight_bias_inputs, windows)

_CHANNEL_FIRST = {1: "NCW", 2: "NCHW", 3: "NCDHW"}
_CHANNEL_LAST = {1: "NWC", 2: "NHWC", 3: "NDHWC"}


# --------------------------------------------------------------------------
# Convolution
# --------------------------------------------------------------------------

def window_params(a, data_shape, op):
    """Kernel, dimensionality, stride, dilate and pad of a channels-first
    Convolution/Deconvolution, after the checks both ops share."""
    k = tuple(a.kernel)
    n = len(k)
    if n not in (1, 2, 3):
        raise OpError(f"{op}: kernel={k} must have 1, 2 or 3 values")
    if len(data_shape) != n + 2:
        raise OpError(f"{op}: a {n}-D kernel {k} needs {n + 2}-D data "
                      f"({_CHANNEL_FIRST[n]}), got shape {tuple(data_shape)}")
    if a.layout is not None and a.layout != _CHANNEL_FIRST[n]:
        raise OpError(f"{op}: layout={a.layout!r} is not supported here; use "
                      f"{_CHANNEL_FIRST[n]!r} (transpose the data first)")
    stride = spatial(a.stride, n, 1, "stride", op)
    dilate = spatial(a.dilate, n, 1, "dilate", op)
    pad = spatial(a.pad, n, 0, "pad", op)
    return k, n, stride, dilate, pad


def check_groups(a, data_shape, op):
    if a.num_filter < 1 or a.num_group < 1 or a.num_filter % a.num_group:
        raise OpError(f"{op}: num_filter={a.num_filter} must be a positive multiple of "
                      f"num_group={a.num_group}")
    channels = data_shape[1]
    if channels and channels % a.num_group:
        raise OpError(f"{op}: {channels} input channels are not divisible by "
                      f"num_group={a.num_group}")


def filter_output_shape(geometry):
    """``infer_shape`` of an op whose output is (batch, num_filter, *spatial), the
    spatial sizes being the last thing ``geometry(a, data_shape)`` returns."""
    def infer_shape(a, data, weight=None, bias=None):
        *_, out = geometry(a, data)
        return (data[0], a.num_filter) + out
    return infer_shape


def filter_input_shapes(weight_shape):
    """``input_shapes`` hook of an op whose weight shape follows from the data
    shape via ``weight_shape(a, data_shape)`` and whose bias is (num_filter,)."""
    def input_shapes(a, in_shapes):
        shapes = list(in_shapes)
        if shapes[0] is None:
            return shapes
        shapes[1] = weight_shape(a, shapes[0])
        if not a.no_bias and len(shapes) > 2:
            shapes[2] = (a.num_filter,)
        return shapes
    return input_shapes


@memo_by_attrs
def _conv_geometry(a, data_shape):
    k, _, stride, dilate, pad = window_params(a, data_shape, "Convolution")
    if min(k) < 1 or min(stride) < 1 or min(dilate) < 1 or min(pad) < 0:
        raise OpError(f"Convolution: kernel/stride/dilate must be >= 1 and pad >= 0, got "
                      f"kernel={k} stride={stride} dilate={dilate} pad={pad}")
    check_groups(a, data_shape, "Convolution")
    extent = tuple(d * (kk - 1) + 1 for kk, d in zip(k, dilate))
    out = []
    for size, e, p, s in zip(data_shape[2:], extent, pad, stride):
        if not size:
            out.append(0)
            continue
        if size + 2 * p < e:
            raise OpError(f"Convolution: kernel {k} (dilated to {extent}) is larger than the "
                          f"padded input {tuple(data_shape[2:])} + 2*{pad}")
        out.append((size + 2 * p - e) // s + 1)
    return k, stride, dilate, pad, extent, tuple(out)


def _conv_weight_shape(a, data_shape):
    check_groups(a, data_shape, "Convolution")      # (num_group=0 in a model file)
    c = data_shape[1]
    return (a.num_filter, c // a.num_group if c else 0) + tuple(a.kernel)


_conv_shape = filter_output_shape(_conv_geometry)
_conv_input_shapes = filter_input_shapes(_conv_weight_shape)


@quiet
def _conv_kernel(ctx, a, x, w, b=None):
    xp = ctx.xp
    k, stride, dilate, pad, extent, out_sp = _conv_geometry(a, x.shape)
    n = len(k)
    want_w = _conv_weight_shape(a, x.shape)
    if tuple(w.shape) != want_w:
        raise OpError(f"Convolution: weight shape {tuple(w.shape)} should be "
                      f"(num_filter, channels/num_group, *kernel) = {want_w} for data {tuple(x.shape)}")
    batch, chans = x.shape[:2]
    groups, filters = a.num_group, a.num_filter
    cg, fg = chans // groups, filters // groups
    if any(pad):
        x = xp.pad(x, [(0, 0), (0, 0)] + [(p, p) for p in pad])
    if b is not None and tuple(b.shape) != (filters,):
        raise OpError(f"Convolution: bias shape {tuple(b.shape)} should be ({filters},)")
    sp_axes = tuple(range(2, 2 + n))
    win = windows(xp, x, extent, sp_axes)          # (N, C, *positions, *extent)
    sel = (slice(None), slice(None)) + tuple(slice(None, o * s, s) for o, s in zip(out_sp, stride)) \
        + tuple(slice(None, None, d) for d in dilate)
    win = win[sel].reshape((batch, groups, cg) + out_sp + k)   # a view: (N, G, Cg, *out, *k)
    # The only copy of the windows: columns laid out (G, Cg*K, N, positions), the copy's
    # inner axis running along the output row instead of a few kernel taps, so that each
    # group is one product weight (Fg, Cg*K) @ columns (Cg*K, N*positions).  One product
    # over the whole batch, not one per image: BLAS packs the weight on every call, which
    # made a batch of 300 ROI crops of 14x14 (Faster R-CNN's head) 2.5-5x slower than the
    # same work in one call.  float16 accumulates in float32.
    acc = xp.float32 if x.dtype == xp.float16 else x.dtype
    taps, positions = cg * prod(k), prod(out_sp)
    wm = w.reshape(groups, fg, taps).astype(acc, copy=False)
    if batch == 1:     # the product lands in (N, F, *out) order: no copy of the result
        cols = xp.empty((groups, cg) + k + out_sp, dtype=acc)
        cols[...] = xp.transpose(win[0], (0, 1) + tuple(range(2 + n, 2 + 2 * n))
                                 + tuple(range(2, 2 + n)))
        out = xp.matmul(wm, cols.reshape(groups, taps, positions))
    else:
        cols = xp.empty((groups, cg) + k + (batch,) + out_sp, dtype=acc)
        cols[...] = xp.transpose(win, (1, 2) + tuple(range(3 + n, 3 + 2 * n)) + (0,)
                                 + tuple(range(3, 3 + n)))
        prods = xp.matmul(wm, cols.reshape(groups, taps, batch * positions))
        out = xp.empty((batch, groups, fg, positions), dtype=acc)
        out[...] = xp.transpose(prods.reshape(groups, fg, batch, positions), (2, 0, 1, 3))
    out = out.reshape((batch, filters) + out_sp)
    if b is not None:
        out += b.reshape((1, filters) + (1,) * n).astype(acc, copy=False)
    return out.astype(x.dtype, copy=False)


# --------------------------------------------------------------------------
# Gradient helpers shared by Convolution, Deconvolution and Pooling
# --------------------------------------------------------------------------

def fold(xp, cols, padded_shape, stride, dilate, dtype):
    """The adjoint of taking strided, dilated windows: ``cols`` (N, C, *out,
    *kernel) summed back into a zero (N, C, *padded) array.  Overlapping
    windows accumulate; the loop runs over the few kernel offsets only."""
    n = len(stride)
    k = cols.shape[-n:]
    out = cols.shape[2:2 + n]
    buf = xp.zeros(tuple(padded_shape), dtype=dtype)
    for off in itertools.product(*(range(kk) for kk in k)):
        dst = (slice(None), slice(None)) + tuple(
            slice(o * d, o * d + (m - 1) * s + 1, s) for o, d, m, s in zip(off, dilate, out, stride))
        buf[dst] += cols[(Ellipsis,) + off]
    return buf


def _fill_padded(xp, x, widths, fill):
    """``x`` padded by ``widths`` ((before, after) per axis) with ``fill``: what
    ``xp.pad(..., constant_values=fill)`` gives, without its ~30 us of Python."""
    buf = xp.empty(tuple(s + a + b for s, (a, b) in zip(x.shape, widths)), dtype=x.dtype)
    buf.fill(fill)
    buf[tuple(slice(a, a + s) for s, (a, _) in zip(x.shape, widths))] = x
    return buf


def _crop(x, pad, sizes):
    return x[(slice(None), slice(None)) + tuple(slice(p, p + s) for p, s in zip(pad, sizes))]


def _padded(xp, x, pad, dtype):
    """``x`` in ``dtype`` with ``pad`` zeros around its spatial axes, C-contiguous (one
    copy at most: a zero buffer with ``x`` written into its middle)."""
    if not any(pad):
        return xp.ascontiguousarray(x.astype(dtype, copy=False))
    buf = xp.zeros(x.shape[:2] + tuple(s + 2 * p for s, p in zip(x.shape[2:], pad)), dtype=dtype)
    buf[(slice(None), slice(None)) + tuple(slice(p, p + s) for p, s in zip(pad, x.shape[2:]))] = x
    return buf


def _strided(xp, base, shape, strides):
    """A strided view of the C-contiguous ``base`` (numpy: the ndarray constructor,
    ~10x cheaper than ``as_strided``'s Python)."""
    if xp.__name__ == "numpy":
        return xp.ndarray(shape, base.dtype, buffer=base, strides=strides)
    return xp.lib.stride_tricks.as_strided(base, shape=shape, strides=strides)


def _window_view(xp, xp_, groups, k, stride, dilate, out_sp):
    """(N, G, Cg, *k, *out) view of every window of the C-contiguous padded ``xp_``."""
    batch, chans = xp_.shape[:2]
    sp = xp_.strides[2:]
    cg = chans // groups
    shape = (batch, groups, cg) + tuple(k) + tuple(out_sp)
    strides = (xp_.strides[0], cg * xp_.strides[1], xp_.strides[1]) \
        + tuple(d * st for d, st in zip(dilate, sp)) + tuple(s * st for s, st in zip(stride, sp))
    return _strided(xp, xp_, shape, strides)


def _per_group(xp, g, groups, acc):
    """(N, F, *out) -> (G, Fg, N*positions), contiguous."""
    batch, filters = g.shape[:2]
    gm = g.reshape(batch, groups, filters // groups, prod(g.shape[2:])).astype(acc, copy=False)
    out = xp.empty((groups, filters // groups, batch, prod(g.shape[2:])), dtype=acc)
    out[...] = xp.transpose(gm, (1, 2, 0, 3))
    return out.reshape(groups, filters // groups, batch * prod(g.shape[2:]))


def _phase_choice(x_shape, g_shape, k, stride, dilate, pad, groups):
    """Weight gradient through :func:`_phase_weight_grad_2d`?  2-D, one group, column
    stride >= 2 below the kernel width, no column dilation, and fewer values copied
    per output row than the im2col columns hold (ResNet's 7x7/2 stem: 74 x 19 against
    147 x 16; a 3x3/2 layer on 3 channels keeps the columns)."""
    if len(k) != 2 or groups != 1 or dilate[1] != 1 or stride[1] < 2 or k[1] <= stride[1]:
        return False
    s = stride[1]
    shifts = -(-k[1] // s)
    width = -(-(x_shape[3] + 2 * pad[1]) // s)
    return (g_shape[1] * shifts + x_shape[1] * k[0] * s) * width \
        < x_shape[1] * k[0] * k[1] * g_shape[3]


# taps a pass of fused.conv_taps_forward / conv_taps_weight_grad (their unrolled body)
TAP_GROUP = 4
# Where the taps kernels beat the channels-last columns for a unit-stride convolution
# (session 74, alone, batch 32, 1 thread, rotated inputs, forward / weight + data gradient,
# us): 3x3/1 pad 1, 8 -> 8 on 8x8 397 / 416 against 671 / 954, 16 -> 16 on 8x8 881 / 1324
# against 1398 / 1864, 4 -> 4 on 8x8 87 / 128 against 141 / 178; but 16 -> 16 on 4x4
# 416 / 720 against 246 / 512.  A tap group's pass runs along one run of OH*width values:
# below ~64 its set-up (four weight pairs, four run views) outweighs the pass, while the
# columns' product gains nothing from a short run; and with many taps or filters the
# product's blocking wins back what the columns cost.  Outside the measured range
# (taps C*kh*kw, filters) the columns stay.
TAPS_MIN_RUN = 64
TAPS_MAX_TAPS = 144
TAPS_MAX_FILTERS = 16


def unit_stride_taps_choice(x_shape, filters, k, stride, dilate, pad, groups, out_sp):
    """Run a 2-D convolution through the taps kernels (``fused.conv_taps_forward``; in
    training its data gradient too, as the same kernels' unit-stride convolution of the
    out-grad by the flipped weight, :func:`taps_data_grad`)?  One group, unit stride and
    dilation, a padding of at most kernel - 1 a side (so the data gradient's own padding,
    kernel - 1 - pad, is one), few taps and filters, and runs of at least
    :data:`TAPS_MIN_RUN` values (the measured range above)."""
    if len(k) != 2 or groups != 1 or tuple(stride) != (1, 1) or tuple(dilate) != (1, 1):
        return False
    if any(p > kk - 1 for p, kk in zip(pad, k)) or not all(out_sp):
        return False
    width = x_shape[3] + 2 * pad[1]
    return (x_shape[1] * k[0] * k[1] <= TAPS_MAX_TAPS and filters <= TAPS_MAX_FILTERS
            and out_sp[0] * width >= TAPS_MIN_RUN)


@lru_cache(maxsize=64)
def taps_geometry(chw, k, stride, dilate, pad, out_sp):
    """The split input's layout and the tap offsets of ``fused.conv_taps_forward`` for a 2-D
    convolution of input (C, H, W): the padded input split into (C, sh, sw) planes of
    (hq, width) = (ceil(Hp/sh), ceil(Wp/sw)) values; tap (c, i, j) reads padded row
    sh*y + dh*i and column sw*x + dw*j, i.e. plane (c, (dh*i) % sh, (dw*j) % sw) from row
    (dh*i) // sh, column (dw*j) // sw on, so output (y, x) is at y*width + x of the run of
    OH*width values from its offset (for x < OW the column stays below ``width`` and for
    y < OH the row below ``hq``; the columns x >= OW are junk).  A run may overhang the
    last plane by (dw*(kw-1)) // sw values, into zeros; a group's idle taps (past C*kh*kw)
    read a whole run of zeros after that.  (``image``: the values a split image takes.)"""
    c, _, _ = chw
    (kh, kw), (sh, sw), (dh, dw) = k, stride, dilate
    hq, width = -(-(chw[1] + 2 * pad[0]) // sh), -(-(chw[2] + 2 * pad[1]) // sw)
    plane = hq * width
    run = out_sp[0] * width
    zeros = c * sh * sw * plane + (dw * (kw - 1)) // sw
    taps = c * kh * kw
    offsets = fused.tap_offset_table(
        [((ci * sh + (dh * i) % sh) * sw + (dw * j) % sw) * plane + (dh * i) // sh * width + (dw * j) // sw
         for ci, i, j in itertools.product(range(c), range(kh), range(kw))], TAP_GROUP, zeros)
    return {"hq": hq, "width": width, "run": run, "image": zeros + run, "taps": taps,
            "offsets": offsets}


def conv_taps_geometry(a, xs):
    """:func:`taps_geometry` of Convolution attributes ``a`` on data of shape ``xs``."""
    k, stride, dilate, pad, _, out = _conv_geometry(a, xs)
    return taps_geometry(tuple(xs[1:]), k, stride, dilate, pad, out)


def phase_width(x_shape, k, stride, pad):
    """(shifts M = ceil(kw / s), phase width U = ceil(Wp / s)) of a column stride s."""
    s = stride[1]
    return -(-k[1] // s), -(-(x_shape[3] + 2 * pad[1]) // s)


def phase_rows_view(xp, xpad, n_shape, k, stride, dilate, out):
    """``R[n, c, i, p, y, u] = xpad[n, c, sh*y + dh*i, s*u + p]``: the (N, C, kh, s, OH, U)
    view of a C-contiguous padded input (N, C, Hp, s*U) whose copy is the rows of
    :func:`_phase_weight_grad_2d` and of the compiled forward's phase form (image-major:
    each image's (C*kh*s, OH*U) rows one contiguous operand of its product)."""
    batch, chans, _, sw_total = n_shape
    kh, s = k[0], stride[1]
    width = sw_total // s
    it = xpad.itemsize
    return _strided(xp, xpad, (batch, chans, kh, s, out[0], width),
                    (xpad.strides[0], xpad.strides[1], dilate[0] * xpad.strides[2], it,
                     stride[0] * xpad.strides[2], s * it))


def phase_rows_into(xp, rows, x, pad, k, stride, dilate, out, scratch):
    """Fill ``rows`` (N, C, kh, s, OH, U) with :func:`phase_rows_view` of ``x`` zero-padded
    to (N, C, Hp, s*U); ``scratch`` is a C-contiguous array of that many values, which this
    overwrites.  The view's innermost runs are U values a stride s apart (the stem's: 21,504
    runs of 19), so where the row stride sh divides Hp, ``scratch`` holds the padded input
    split into its sh*s row and column phases instead, (sh, s, N, C, Hp/sh, U) (zeros, then
    one strided copy of ``x`` a phase: the padding costs no pass of its own), in which kernel
    row i of every (n, c, p) is one run of OH*U values (phase (dh*i) % sh from row
    (dh*i) // sh on), copied once per kernel row: the stem's padding and rows 0.20 -> 0.12 ms
    alone (1 thread).  The same values either way."""
    batch, chans, h, wd = x.shape
    (ph, pw), (kh, _), (sh, s), dh, oh = pad, k, stride, dilate[0], out[0]
    width = rows.shape[-1]
    hp = h + 2 * ph
    if hp % sh or xp.__name__ != "numpy":       # (measured with numpy only)
        xpad = scratch.reshape(batch, chans, hp, s * width)
        xpad.fill(0)
        xpad[:, :, ph:ph + h, pw:pw + wd] = x
        rows[...] = phase_rows_view(xp, xpad, xpad.shape, k, stride, dilate, out)
        return
    hq = hp // sh
    split = scratch.reshape(sh, s, batch, chans, hq, width)
    split.fill(0)
    for q in range(sh):
        # phase rows r whose padded row q + sh*r is a row of x
        r0, r1 = max(0, -((q - ph) // sh)), min(hq, (h - 1 + ph - q) // sh + 1)
        for p in range(s):
            u0, u1 = max(0, -((p - pw) // s)), min(width, (wd - 1 + pw - p) // s + 1)
            if r1 > r0 and u1 > u0:
                y0, x0 = q + sh * r0 - ph, p + s * u0 - pw
                split[q, p, :, :, r0:r1, u0:u1] = x[:, :, y0:y0 + sh * (r1 - r0 - 1) + 1:sh,
                                                    x0:x0 + s * (u1 - u0 - 1) + 1:s]
    for i in range(kh):
        q, o = (dh * i) % sh, (dh * i) // sh
        rows[:, :, i] = xp.transpose(split[q, :, :, :, o:o + oh], (1, 2, 0, 3, 4))


def phase_rows(xp, x, k, stride, dilate, pad, out, acc):
    """The rows (N, C*kh*s, OH*U) of :func:`_phase_weight_grad_2d`, copied from ``x``."""
    batch, chans, h, _ = x.shape
    s = stride[1]
    _, width = phase_width(x.shape, k, stride, pad)
    scratch = xp.empty(batch * chans * (h + 2 * pad[0]) * s * width, dtype=acc)
    rows = xp.empty((batch, chans, k[0], s, out[0], width), dtype=acc)
    phase_rows_into(xp, rows, x, pad, k, stride, dilate, out, scratch)
    return rows.reshape(batch, chans * k[0] * s, out[0] * width)


def phase_weight_grad(xp, rows, g, k, stride, chans, acc):
    """The weight gradient (F, C, kh, kw) from the phase rows (N, C*kh*s, OH*U) and the
    out-grad ``g``."""
    batch, filters, oh, ow = g.shape
    (kh, kw), s = k, stride[1]
    shifts = -(-kw // s)
    width = rows.shape[2] // oh
    lead = shifts - 1
    # The shifted out-grad as the products' (N, OH*U, M*F) right operand, so each image's
    # product rows[n] (C*kh*s, OH*U) @ it runs with both operands along the positions as
    # laid out (the stem's: 436 -> 366 us alone, 1 thread, against rows @ (F*M, N*OH*U)^T),
    # one product per image summed over the batch in order (the stem's product on the
    # session-44 Intel box, 1 thread, after a large GEMM: one (42, 9728) @ (9728, 32) 314-321
    # us, 32 per-image products and their sum 203-225).  The out-grad is turned channels-last into rows of U
    # positions, zeros past OW, after M-1 zero positions, so that with m' = M-1-m (shift m
    # read in reverse) the M shifts of position t are the M*F values from position t on:
    # the operand is one sliding view of that array, copied once.  What a shift reads past
    # a row's start is the tail of the row before, zeros (U - OW = ceil(Wp/s) -
    # floor((Wp-kw)/s) - 1 >= ceil(kw/s) - 1, so shift m of a column x < OW never leaves
    # its row), so the M-1 leading zeros come once, not a row.
    positions = batch * oh * width
    gq = xp.empty((lead + positions, filters), dtype=acc)
    it = gq.itemsize
    gq[:lead] = 0
    body = gq[lead:].reshape(batch, oh, width, filters)
    body[:, :, ow:] = 0
    body[:, :, :ow] = xp.transpose(g, (0, 2, 3, 1))
    shifted = xp.empty((positions, shifts * filters), dtype=acc)
    shifted[...] = _strided(xp, gq, shifted.shape, (filters * it, it))
    del gq, body
    gk = xp.matmul(rows, shifted.reshape(batch, oh * width, shifts * filters)).sum(axis=0)
    gw = xp.empty((filters, chans, kh, shifts, s), dtype=acc)      # gk: (C, kh, p, m', F)
    gw[...] = xp.transpose(gk.reshape(chans, kh, s, shifts, filters)[:, :, :, ::-1],
                           (4, 0, 1, 3, 2))
    return gw.reshape(filters, chans, kh, shifts * s)[..., :kw]


def _phase_weight_grad_2d(xp, x, g, k, stride, dilate, pad, acc):
    """Weight gradient of a 2-D convolution with column stride s >= 2 without im2col's
    copy of every window.  Kernel column j = s*m + p reads padded input column
    s*(ox + m) + p, so with the input split into its s column phases,
    ``R[n, c, i, p, y, u] = xpad[n, c, sh*y + dh*i, s*u + p]`` (C*kh*s values a
    position of OH*U an image, U = ceil(Wp / s)), and the out-grad copied once with each
    row shifted by every m, ``S[n, y, u, m, f] = out_grad[n, f, y, u - m]`` (zero
    outside; F*ceil(kw/s) values a position), the whole gradient is the sum over the
    images of R[n] (C*kh*s, OH*U) times S[n] (OH*U, M*F), whose (m, p) pairs with
    s*m + p < kw are the taps.
    The stem's gradient: 0.73 -> 0.53 ms (1 thread, batch 32)."""
    rows = phase_rows(xp, x, k, stride, dilate, pad, g.shape[2:], acc)
    return phase_weight_grad(xp, rows, g, k, stride, x.shape[1], acc)


def conv_weight_grad(xp, x, g, k, stride, dilate, pad, groups, acc):
    """d(loss)/d(weight) of a convolution of ``x`` whose out-grad is ``g``:
    (F, C/groups, *k), the correlation of every window with the out-grad.
    The windows are copied once into (G, Cg*K, N*positions) columns -- the
    forward's im2col, batch-major inside each row -- so the whole gradient is
    one matrix product per group: out-grad (G, Fg, N*P) times columns^T."""
    n = len(k)
    if n == 2 and stride[0] == stride[1] == 1 and g.shape[3] >= 8:
        # (strided or narrow outputs: the wide rows would hold mostly skipped positions)
        return _weight_grad_2d(xp, x, g, k, stride, dilate, pad, groups, acc)
    if _phase_choice(x.shape, g.shape, k, stride, dilate, pad, groups):
        return _phase_weight_grad_2d(xp, x, g, k, stride, dilate, pad, acc)
    batch, chans = x.shape[:2]
    cg = chans // groups
    out_sp = tuple(g.shape[2:])
    win = _window_view(xp, _padded(xp, x, pad, acc), groups, k, stride, dilate, out_sp)
    cols = xp.empty((groups, cg) + tuple(k) + (batch,) + out_sp, dtype=acc)
    cols[...] = xp.transpose(win, (1, 2) + tuple(range(3, 3 + n)) + (0,)
                             + tuple(range(3 + n, 3 + 2 * n)))
    cols = cols.reshape(groups, cg * prod(k), batch * prod(out_sp))
    gm = _per_group(xp, g, groups, acc)                                 # (G, Fg, N*P)
    gw = _group_product_nt(xp, gm, cols)                                # (G, Fg, Cg*K)
    return gw.reshape((g.shape[1], cg) + tuple(k))


def _group_product_nt(xp, gm, cols):
    """``gm @ cols^T`` per group, (G, Fg, L) and (G, K, L) to (G, Fg, K), with the
    orientation :func:`.nn_util.product_nt_swapped` picks (then a transposing copy of
    the small result)."""
    if product_nt_swapped(xp, gm, cols):
        return xp.ascontiguousarray(
            xp.transpose(xp.matmul(cols, xp.transpose(gm, (0, 2, 1))), (0, 2, 1)))
    return xp.matmul(gm, xp.transpose(cols, (0, 2, 1)))


def conv_data_grad(xp, x_shape, w, g, k, stride, dilate, pad, groups, acc):
    """d(loss)/d(data) of a convolution: every window's share of the out-grad
    (weight^T times out-grad, per image: (N, G, Cg*K, positions)) added back onto
    the input one kernel offset at a time (col2im)."""
    n = len(k)
    batch, chans = x_shape[:2]
    cg = chans // groups
    filters = w.shape[0]
    out_sp = tuple(g.shape[2:])
    wt = xp.transpose(w.reshape(groups, filters // groups, cg * prod(k)).astype(acc, copy=False),
                      (0, 2, 1))                                        # (G, Cg*K, Fg)
    if n == 2 and prod(out_sp) >= 16 and stride[0] == stride[1] == 1:
        # (small outputs: the per-offset adds below coalesce batch and channels into
        # one long loop, where wide rows would loop over a few positions at a time;
        # strided: wide rows would hold mostly skipped positions -- 2.4x the columns
        # for ResNet's 7x7/2 stem)
        if _row_shift_choice(k, groups, x_shape, g.shape, stride, True, False)[0]:
            return _row_shift_grads_2d(xp, None, x_shape, w, g, k, dilate, pad, groups, acc,
                                       True, False)[0]
        return _col2im_2d(xp, x_shape, wt, g, k, stride, dilate, pad, groups, acc)
    gm = g.reshape(batch, groups, filters // groups, prod(out_sp)).astype(acc, copy=False)
    gcols = xp.matmul(wt, gm).reshape((batch, groups, cg) + tuple(k) + out_sp)
    unit = all(s == 1 for s in stride)
    if prod(k) == 1 and unit and not any(pad) and out_sp == tuple(x_shape[2:]):
        return gcols.reshape(tuple(x_shape))
    padded = (batch, groups, cg) + tuple(s + 2 * p for s, p in zip(x_shape[2:], pad))
    buf = xp.zeros(padded, dtype=acc)
    for off in itertools.product(*(range(kk) for kk in k)):
        dst = (slice(None),) * 3 + tuple(
            slice(o * d, o * d + (m - 1) * s + 1, s) for o, d, m, s in zip(off, dilate, out_sp, stride))
        buf[dst] += gcols[(slice(None),) * 3 + off]
    buf = buf.reshape((batch, chans) + padded[3:])
    return _crop(buf, pad, x_shape[2:]) if any(pad) else buf


def _channels_last_2d(xp, x, w, g, k, stride, dilate, pad, acc, want_x, want_w):
    """Both 2-D gradients (groups=1) with channels as the contiguous axis: for small
    images (a few output positions, many channels) every copy and add then runs
    along the channels instead of along rows of one or two positions.
    Returns (data gradient or None, the weight gradient's function or None): the
    out-grad's channels-last copy is made once here for both."""
    batch, chans, h, wd = x.shape
    filters = w.shape[0]
    oh, ow = g.shape[2:]
    (kh, kw), (sh, sw), (dh, dw), (ph, pw) = k, stride, dilate, pad
    hp, wp = h + 2 * ph, wd + 2 * pw
    g_cl = xp.empty((batch, oh, ow, filters), dtype=acc)
    g_cl[...] = xp.transpose(g, (0, 2, 3, 1))
    g_cl = g_cl.reshape(batch * oh * ow, filters)                 # (N*P, F)
    gx = None

    def weight():
        x_cl = xp.zeros((batch, hp, wp, chans), dtype=acc)
        x_cl[:, ph:ph + h, pw:pw + wd] = xp.transpose(x, (0, 2, 3, 1))
        it = x_cl.itemsize
        view = _strided(
            xp, x_cl, (kh, kw, batch, oh, ow, chans),
            strides=(dh * wp * chans * it, dw * chans * it, hp * wp * chans * it,
                     sh * wp * chans * it, sw * chans * it, it))
        cols = xp.empty((kh, kw, batch, oh, ow, chans), dtype=acc)
        cols[...] = view
        cols = cols.reshape(kh * kw, batch * oh * ow, chans)
        gk = xp.matmul(g_cl.T, cols)                               # (K, F, C)
        gw = xp.transpose(gk.reshape(kh, kw, filters, chans), (2, 3, 0, 1))
        return xp.ascontiguousarray(gw)

    if want_x:
        wk = xp.empty((filters, kh, kw, chans), dtype=acc)
        wk[...] = xp.transpose(w, (0, 2, 3, 1))
        gcols = xp.matmul(g_cl, wk.reshape(filters, kh * kw * chans))
        gcols = gcols.reshape(batch, oh, ow, kh, kw, chans)
        buf = xp.zeros((batch, hp, wp, chans), dtype=acc)
        for i in range(kh):
            for j in range(kw):
                buf[:, i * dh:i * dh + (oh - 1) * sh + 1:sh,
                    j * dw:j * dw + (ow - 1) * sw + 1:sw] += gcols[:, :, :, i, j]
        del gcols
        gx = xp.empty((batch, chans, h, wd), dtype=acc)
        gx[...] = xp.transpose(buf[:, ph:ph + h, pw:pw + wd], (0, 3, 1, 2))
    return gx, (weight if want_w else None)


def _same_conv_data_grad_2d(xp, x_shape, w, g, k, pad, acc):
    """The data gradient of a stride-1, undilated 2-D convolution (groups=1) as the
    forward of another one: the out-grad, padded by ``k - 1 - pad`` before and what
    fills the input's size after, correlated with the weight flipped in both kernel axes
    and with filters and channels swapped (``wf[i, j, f, c] = w[f, c, kh-1-i, kw-1-j]``).
    Lowered as the forward is on small images: channels-last columns (N, H, W, kh, kw, F)
    of the padded out-grad, one product with the (kh*kw*F, C) weight, one transposing
    copy out.  Where the row shifts or the wide rows loop over rows of a few positions,
    every copy here runs along the filters (alone, 1 thread, batch 32, min us, 8x8 with
    8 channels: row shifts 152 -> 109; 4x4 with 16: the dense map 100 -> 54).  Its
    products sum over (i, j, f) in another order than col2im or the row shifts: the
    same values to float32 rounding (3e-7 of the largest there), not bit for bit."""
    batch, chans, h, wd = x_shape
    filters = w.shape[0]
    (kh, kw), (ph, pw) = k, pad
    oh, ow = g.shape[2:]
    top, left = kh - 1 - ph, kw - 1 - pw
    gp = xp.zeros((batch, h + kh - 1, wd + kw - 1, filters), dtype=acc)
    gp[:, top:top + oh, left:left + ow] = xp.transpose(g, (0, 2, 3, 1))
    st = gp.strides
    cols = xp.empty((batch, h, wd, kh, kw, filters), dtype=acc)
    cols[...] = _strided(xp, gp, cols.shape, (st[0], st[1], st[2], st[1], st[2], st[3]))
    del gp
    wf = xp.empty((kh, kw, filters, chans), dtype=acc)
    wf[...] = xp.transpose(w[:, :, ::-1, ::-1], (2, 3, 0, 1))
    prod_ = xp.matmul(cols.reshape(batch * h * wd, kh * kw * filters),
                      wf.reshape(kh * kw * filters, chans))
    del cols
    gx = xp.empty((batch, chans, h, wd), dtype=acc)
    gx[...] = xp.transpose(prod_.reshape(batch, h, wd, chans), (0, 3, 1, 2))
    return gx


# the data gradient as a forward convolution (below) for layers with at least this many
# filters: alone, batch 32, 8x8, both gradients, min us: 8 filters 252 -> ~200, 32 filters
# 1589-1752 -> ~1200, 64 filters 18030 -> ~4900; 4 filters 126-159 -> ~190
SAME_CONV_MIN_FILTERS = 8


def _same_conv_choice(k, groups, x_shape, g_shape, stride, dilate, pad):
    """The data gradient through :func:`_same_conv_data_grad_2d`?  2-D, groups=1, stride
    1, no dilation, padding below the kernel, and the small images the forward lowers
    to channels-last columns: 16 to CL_MAX_POSITIONS input positions, CL_MIN_CHANNELS+
    filters, at least SAME_CONV_MIN_FILTERS of them.  Below 16 positions (2x2, 1x1) the
    dense map is faster (27 against 43 us at 2x2 with 32 channels); on larger images the
    columns (kh*kw*F values a position) outgrow the row shifts' (LeNet's second layer:
    400 against 80); with 4 filters at 8x8 the row shifts making both gradients from one
    shifted copy are faster (126-159 us against 86-91 + 101)."""
    if len(k) != 2 or groups != 1 or any(s != 1 for s in stride) or any(d != 1 for d in dilate):
        return False
    if any(p > kk - 1 for p, kk in zip(pad, k)) or not all(g_shape[2:]) or prod(k) == 1:
        return False        # (a 1x1 kernel's data gradient is already one product)
    positions = x_shape[2] * x_shape[3]
    return 16 <= positions <= CL_MAX_POSITIONS and g_shape[1] >= SAME_CONV_MIN_FILTERS


def _wide_2d(x_shape, k, stride, dilate, pad, out):
    """Geometry of the "wide" 2-D layout shared by both gradients: the padded input
    seen flat with rows ``wp`` (a multiple of the column stride) wide, so that
    window offset (i, j) of output (oh, ow) sits at ``i*dh*wp + j*dw + sw*(oh*r + ow)``;
    returns (hp, wp, r, span, length): ``span`` flat elements cover one offset's
    OH*r positions, ``length`` every offset's (the tail past hp*wp stays zero)."""
    (kh, kw), (sh, sw), (dh, dw), (ph, pw) = k, stride, dilate, pad
    hp, wpad = x_shape[2] + 2 * ph, x_shape[3] + 2 * pw
    wq = -(-wpad // sw)
    wp = wq * sw
    r = sh * wq
    span = sw * (out[0] * r - 1) + 1
    length = max(hp * wp, (kh - 1) * dh * wp + (kw - 1) * dw + span)
    return hp, wp, r, span, length


def _widen(xp, g, groups, r, acc, order):
    """The out-grad (N, F, OH, OW) with rows widened to ``r`` (zeros past OW):
    (N, G, Fg, OH*r) for ``order='batch'``, (G, Fg, N*OH*r) for ``'group'``."""
    batch, filters, oh, ow = g.shape
    fg = filters // groups
    g5 = g.reshape(batch, groups, fg, oh, ow)
    if order == "batch":
        if r == ow:
            return g5.reshape(batch, groups, fg, oh * r).astype(acc, copy=False)
        out = xp.zeros((batch, groups, fg, oh, r), dtype=acc)
        out[..., :ow] = g5
        return out.reshape(batch, groups, fg, oh * r)
    out = (xp.empty if r == ow else xp.zeros)((groups, fg, batch, oh, r), dtype=acc)
    out[..., :ow] = xp.transpose(g5, (1, 2, 0, 3, 4))
    return out.reshape(groups, fg, batch * oh * r)


def _weight_grad_2d(xp, x, g, k, stride, dilate, pad, groups, acc):
    """2-D weight gradient on wide columns: (G, Cg, kh, kw, N, OH*r) copied from
    the flat padded input (each offset's rows are one long strided run), times the
    widened out-grad (its zero columns cancel the positions past OW).  Inputs with
    inf/nan there may turn those products into nan, as they do everything else."""
    batch, chans = x.shape[:2]
    cg = chans // groups
    oh, ow = g.shape[2:]
    (kh, kw), (_, sw), (dh, dw), (ph, pw) = k, stride, dilate, pad
    hp, wp, r, _, length = _wide_2d(x.shape, k, stride, dilate, pad, (oh, ow))
    buf = xp.zeros((batch, chans, length), dtype=acc)
    buf[:, :, :hp * wp].reshape(batch, chans, hp, wp)[
        :, :, ph:ph + x.shape[2], pw:pw + x.shape[3]] = x
    it = buf.itemsize
    view = _strided(
        xp, buf, (groups, cg, kh, kw, batch, oh * r),
        strides=(cg * length * it, length * it, dh * wp * it, dw * it, chans * length * it,
                 sw * it))
    cols = xp.empty((groups, cg, kh, kw, batch, oh * r), dtype=acc)
    cols[...] = view
    cols = cols.reshape(groups, cg * kh * kw, batch * oh * r)
    gm = _widen(xp, g, groups, r, acc, "group")                     # (G, Fg, N*OH*r)
    gw = _group_product_nt(xp, gm, cols)                            # (G, Fg, Cg*K)
    return gw.reshape(g.shape[1], cg, kh, kw)


def _col2im_2d(xp, x_shape, wt, g, k, stride, dilate, pad, groups, acc):
    """2-D data gradient with long inner loops.  The padded input is seen flat,
    rows ``wq * sw`` wide: window offset (i, j) of output (oh, ow) lands at
    ``start(i, j) + sw * (oh * r + ow)`` with ``r = sh * wq``.  So the out-grad
    is widened to rows of ``r`` (zeros past OW), multiplied by the weight once,
    and every kernel offset is one strided add of OH*r contiguous values (instead
    of OH rows of OW)."""
    batch, chans = x_shape[:2]
    cg = chans // groups
    oh, ow = g.shape[2:]
    (kh, kw), (_, sw), (dh, dw), (ph, pw) = k, stride, dilate, pad
    hp, wp, r, span, length = _wide_2d(x_shape, k, stride, dilate, pad, (oh, ow))
    gw_ = _widen(xp, g, groups, r, acc, "batch")
    gcols = xp.matmul(wt, gw_).reshape(batch, groups, cg, kh, kw, oh * r)
    buf = xp.zeros((batch, groups, cg, length), dtype=acc)
    for i in range(kh):
        for j in range(kw):
            start = i * dh * wp + j * dw
            buf[..., start:start + span:sw] += gcols[:, :, :, i, j]
    gx = buf[..., :hp * wp].reshape(batch, chans, hp, wp)
    return gx[:, :, ph:ph + x_shape[2], pw:pw + x_shape[3]]


def _row_shift_grads_2d(xp, x, x_shape, w, g, k, dilate, pad, groups, acc, want_x, want_w):
    """Both gradients of a stride-1 2-D convolution with the kernel columns folded
    by the matrix products.  The out-grad is copied once, group-major, with each
    row shifted by every kernel column over the padded width W':
    ``S[g, f, j, n, y, x] = out_grad[n, g*Fg + f, y, x - j*dw]`` (zero outside), a
    (G, Fg*kw, N*OH*W') matrix.  Then

    * data: weight (G, kh*Cg, Fg*kw) times each image's (G, Fg*kw, OH*W') part of S
      gives, per kernel row i, a slab of full padded rows; the kh slabs are added at
      their row offsets (kh contiguous adds, where col2im makes kh*kw strided ones
      over kw-times more values);
    * weight: S times the padded input's kh row slabs (G, Cg*kh, N*OH*W')^T --
      one product whose copy holds kh, not kh*kw, values per position.

    Returns (data gradient or None, the weight gradient's function or None: the
    shifted copy is made once here for both); ``x`` may be None when only the data
    gradient is wanted."""
    batch, chans, h, wd = x_shape
    filters = w.shape[0]
    fg, cg = filters // groups, chans // groups
    oh, ow = g.shape[2:]
    (kh, kw), (dh, dw), (ph, pw) = k, dilate, pad
    hp, wp = h + 2 * ph, wd + 2 * pw
    lead = (kw - 1) * dw
    m = batch * oh * wp
    # The out-grad is laid flat, rows W' wide (zeros past OW), after `lead` zeros: as
    # W' - OW is `lead` (stride 1), kernel column j read in reverse (j' = kw-1-j) is the
    # flat run starting j'*dw later, reading the row before's zero tail (or the lead)
    # where the shift reaches past a row's start -- one long run per (filter, column),
    # where a row-by-row copy loops over rows of W' (LeNet's second layer: 85 -> ~35 us).
    # The weight gradient's product runs over every image's positions at once, so its
    # copy is filter-major; the data gradient alone takes it image-major, copied from the
    # out-grad without a transpose (the products are the same per image either way)
    if want_w:
        gp = xp.zeros((filters, lead + m), dtype=acc)
        gp[:, lead:].reshape(filters, batch, oh, wp)[..., :ow] = xp.transpose(g, (1, 0, 2, 3))
        it = gp.itemsize
        shifted = xp.empty((filters, kw, m), dtype=acc)
        shifted[...] = _strided(xp, gp, (filters, kw, m), (gp.strides[0], dw * it, it))
        shifted = shifted.reshape(groups, fg * kw, m)
        per_image = xp.transpose(shifted.reshape(groups, fg * kw, batch, oh * wp), (2, 0, 1, 3))
    else:
        gp = xp.zeros((batch, filters, lead + oh * wp), dtype=acc)
        gp[..., lead:].reshape(batch, filters, oh, wp)[..., :ow] = g
        it = gp.itemsize
        shifted = xp.empty((batch, filters, kw, oh * wp), dtype=acc)
        shifted[...] = _strided(xp, gp, (batch, filters, kw, oh * wp),
                                (gp.strides[0], gp.strides[1], dw * it, it))
        per_image = shifted.reshape(batch, groups, fg * kw, oh * wp)
    del gp        # (scratch is released as soon as it is read: a training step's peak)

    def weight():
        xpad = _padded(xp, x, pad, acc).reshape(batch, chans, hp * wp)
        rows = xp.empty((groups, cg, kh, batch, oh * wp), dtype=acc)
        rows[...] = _strided(xp, xpad, (groups, cg, kh, batch, oh * wp),
                             (cg * xpad.strides[1], xpad.strides[1], dh * wp * it,
                              xpad.strides[0], it))
        rows = rows.reshape(groups, cg * kh, m)
        gw = xp.empty((groups, fg, cg, kh, kw), dtype=acc)
        if product_nt_swapped(xp, shifted, rows):
            gk = xp.matmul(rows, xp.transpose(shifted, (0, 2, 1)))   # (G, Cg, kh, Fg, kw')
            gw[...] = xp.transpose(gk.reshape(groups, cg, kh, fg, kw), (0, 3, 1, 2, 4))[..., ::-1]
        else:
            gk = xp.matmul(shifted, xp.transpose(rows, (0, 2, 1)))   # (G, Fg, kw', Cg, kh)
            gw[...] = xp.transpose(gk.reshape(groups, fg, kw, cg, kh), (0, 1, 3, 4, 2))[..., ::-1]
        return gw.reshape(filters, cg, kh, kw)

    gx = None
    if want_x:
        wmat = xp.empty((groups, kh, cg, fg, kw), dtype=acc)
        wmat[...] = xp.transpose(w.reshape(groups, fg, cg, kh, kw)[..., ::-1], (0, 3, 2, 1, 4))
        # one product per image, (N, G, kh*Cg, OH*W'): with 1 BLAS thread 1.7-1.8x faster
        # than one product over all N*OH*W' columns (batch 32, LeNet's second layer
        # 244 -> 133 us, 3x3 16->16 at 16x16 643 -> 383), and the slabs come out in the
        # input's own order (no transposing copy out)
        slabs = xp.matmul(wmat.reshape(groups, kh * cg, fg * kw), per_image)
        slabs = slabs.reshape(batch, groups, kh, cg, oh * wp)
        del per_image
        buf = xp.zeros((batch, groups, cg, hp * wp), dtype=acc)
        for i in range(kh):
            buf[..., i * dh * wp:i * dh * wp + oh * wp] += slabs[:, :, i]
        del slabs
        gx = buf.reshape(batch, chans, hp, wp)
        if ph or pw:
            gx = xp.ascontiguousarray(gx[:, :, ph:ph + h, pw:pw + wd])
        del buf
    return gx, (weight if want_w else None)


def _row_shift_choice(k, groups, x_shape, g_shape, stride, want_x, want_w):
    """(data, weight) gradients through :func:`_row_shift_grads_2d`?  2-D stride 1.
    Its shifted out-grad copy holds Fg*kw values a position: the data gradient
    takes it while that is at most the kh*Cg of its slabs (col2im's product holds
    kh*kw*Cg); the weight gradient takes it when the data gradient already made
    it, or when Fg*kw + Cg*kh is below the kh*kw*Cg of the wide-row columns
    (not for a first layer with 1-3 channels)."""
    if len(k) != 2 or stride[0] != 1 or stride[1] != 1 or not all(g_shape[2:]):
        return False, False
    fg, cg = g_shape[1] // groups, x_shape[1] // groups
    kh, kw = k
    rx = want_x and fg <= cg * kh
    rw = want_w and (rx or fg * kw + cg * kh < cg * kh * kw)
    return rx, rw


def data_grad_by_row_shifts(a, x_shape, g_shape):
    """(kernel, pad) when this Convolution's rule, asked for the data gradient alone,
    makes it with :func:`_row_shift_grads_2d` (2-D, stride 1, groups 1, no dense map,
    same-convolution or channels-last form: LeNet's second layer), undilated; else None.
    The compiled backward, which takes the weight gradient from kept columns, may make
    that data gradient another way (compiler/grad.py), and asks every call: memoised as
    the geometry is (~5 us a call asked again)."""
    return _row_shift_data_grad(a, (tuple(x_shape), tuple(g_shape)))


@memo_by_attrs
def _row_shift_data_grad(a, shapes):
    x_shape, g_shape = shapes
    k, stride, dilate, pad, _, _ = _conv_geometry(a, x_shape)
    if len(k) != 2 or any(d != 1 for d in dilate) or a.num_group != 1:
        return None
    if use_dense_map(k, a.num_group, x_shape, g_shape)[0] or _same_conv_choice(
            k, a.num_group, x_shape, g_shape, stride, dilate, pad):
        return None
    if _channels_last_choice(k, a.num_group, x_shape, g_shape, stride)[0]:
        return None
    if not _row_shift_choice(k, a.num_group, x_shape, g_shape, stride, True, False)[0]:
        return None
    return tuple(k), tuple(pad)


def row_shift_data_grad(xp, x, w, g, k, pad):
    """The data gradient :func:`_conv_grad` makes where :func:`data_grad_by_row_shifts`
    gives (``k``, ``pad``): the same :func:`_row_shift_grads_2d` call (undilated, one
    group, the data gradient alone) and the same cast, so the same bits, without the
    rule's dispatch (the compiled backward's kept channels-last columns already gave
    the weight gradient: LeNet's second layer on numpy)."""
    acc = xp.float32 if x.dtype == xp.float16 else x.dtype
    gx, _ = _row_shift_grads_2d(xp, x, x.shape, w, g, k, (1, 1), pad, 1, acc, True, False)
    return gx.astype(x.dtype, copy=False)


def data_grad_along_channels(a, x_shape, g_shape):
    """(kernel, stride, pad) when this Convolution's rule, asked for the data gradient,
    makes it along the channels -- the same-convolution form or the channels-last
    columns, whose copies and adds run over runs of C or F values -- of an input whose
    rows are at least as long as its channels (W >= C), undilated, 2-D, groups 1; else
    None.  With the ``fast`` extra the rule then adds every window's share along the
    input's rows instead (:func:`col2im_data_grad`).  The data gradient alone, batch 32,
    1 thread, CPU min us, numpy form -> col2im: 3x3 same convolutions at 8x8 8->8
    152 -> 121, 8->16 240 -> 147, 4->8 112 -> 68, 5x5 8->8 316 -> 241; 3x3/2 8->16 at
    8x8 187 -> 114, 1x1/2 8->16 47 -> 33.  Where the rows are shorter than the channels
    the numpy forms stay (col2im against them: 16->16 at 4x4 89 against 58, 8->8 at 6x6
    75 against 57, 16->8 at 8x8 135 against 125, 64->64 at 8x8 1919 against 1751,
    3x3/2 16->32 at 4x4 110 against 99)."""
    k, stride, dilate, pad, _, _ = _conv_geometry(a, x_shape)
    groups = a.num_group
    return _along_channels(
        k, stride, dilate, pad, groups, x_shape,
        lambda: _same_conv_choice(k, groups, x_shape, g_shape, stride, dilate, pad),
        lambda: use_dense_map(k, groups, x_shape, g_shape)[0],
        lambda: _channels_last_choice(k, groups, x_shape, g_shape, stride)[0])


def _along_channels(k, stride, dilate, pad, groups, x_shape, same, dense, cl):
    """:func:`data_grad_along_channels` with the rule's three choices asked through
    ``same``, ``dense`` and ``cl`` (callables), in this order and only as far as needed:
    the route (:func:`_conv_grad_route`) passes the answers it already has."""
    if len(k) != 2 or any(d != 1 for d in dilate) or groups != 1:
        return None
    if x_shape[3] < x_shape[1]:
        return None
    if not same():
        if dense():
            return None
        if not cl():
            return None
    return tuple(k), tuple(stride), tuple(pad)


def col2im_data_grad(xp, x, w, g, k, stride, pad):
    """With the ``fast`` extra, the data gradient of a float32, undilated 2-D convolution
    (groups 1): every window's share of the out-grad as one batched product, weight
    (C*kh*kw, F) times out-grad (N, F, OH*OW), added onto the zero-padded input by a
    compiled col2im (:func:`.fused.conv_col2im_2d`), then cropped.  Sums in another order
    than the numpy forms: their values to float32 rounding.  The rule takes it where
    :func:`data_grad_along_channels` says so; the compiled backward also where the rule
    would use the row shifts (compiler/grad.py)."""
    (kh, kw), (sh, sw), (ph, pw) = k, stride, pad
    nb, f = g.shape[:2]
    ch = x.shape[1]
    gc = xp.matmul(w.reshape(f, ch * kh * kw).T, g.reshape(nb, f, -1))    # (N, C*K, P)
    h, wd = x.shape[2:]
    gxp = xp.zeros((nb, ch, h + 2 * ph, wd + 2 * pw), dtype=x.dtype)
    fused.conv_col2im_2d(gc.reshape((nb, ch, kh, kw) + tuple(g.shape[2:])), gxp, sh, sw)
    del gc
    if ph or pw:
        return xp.ascontiguousarray(gxp[:, :, ph:ph + h, pw:pw + wd])
    return gxp


def taps_data_grad(xp, x_shape, w, g, pad):
    """The data gradient (N, C, H, W) of a unit-stride, undilated 2-D convolution of one group
    with weight ``w`` (F, C, kh, kw) and padding ``pad`` (at most kernel - 1 a side) from its
    out-grad ``g`` (N, F, OH, OW), float32, with the ``fast`` extra: the out-grad's own
    unit-stride convolution by the weight flipped in both kernel axes with channels and
    filters swapped, padded by kernel - 1 - pad -- each input value gathers the out-grad of
    every window that read it -- through ``fused.conv_taps_forward`` (no (N, C*kh*kw, OH*OW)
    window shares and col2im scatter as :func:`col2im_data_grad` makes them: 8 -> 8 3x3/1 on
    8x8, batch 32, 1 thread, 277 -> 211 us alone).  Sums in another order than the numpy
    forms and with fused multiply-adds: their values to float32 rounding."""
    f, c, kh, kw = w.shape
    nb, _, oh, ow = g.shape
    fpad = (kh - 1 - pad[0], kw - 1 - pad[1])
    tg = taps_geometry((f, oh, ow), (kh, kw), (1, 1), (1, 1), fpad, tuple(x_shape[2:]))
    wf = xp.empty((c, f, kh, kw), dtype=w.dtype)
    wf[...] = xp.transpose(w[:, :, ::-1, ::-1], (1, 0, 2, 3))
    gx = xp.empty(tuple(x_shape), dtype=g.dtype)
    fused.conv_taps_forward(g, 1, 1, fpad[0], fpad[1], tg["hq"], tg["width"],
                            xp.empty((nb, tg["image"]), dtype=g.dtype),
                            wf.reshape(c, f * kh * kw), tg["offsets"],
                            xp.empty((2, tg["run"]), dtype=g.dtype), gx)
    return gx


@memo_by_attrs
def _conv_grad_route(a, key):
    """How :func:`_conv_grad` makes the gradients of this Convolution, from its geometry,
    the data and out-grad shapes, the gradients wanted and whether the ``fast`` extra is
    on: a pair of routes, the first without the compiled col2im, the second with it
    (None where the geometry never takes it; whether the arrays do is asked per call).
    A route is (dense data, dense weight, col2im data, same-convolution data,
    channels-last data, channels-last weight, row-shift data, row-shift weight, generic
    data, generic weight).  Every choice below is a function of these alone, and a
    recorded node's rule or a compiled graph passes the same Attrs every step: asking
    them again cost 5-9 us a call (the slim ResNet's stage-1 and stage-2 3x3 gradients,
    alone, 1 thread), ~20 calls a step."""
    x_shape, g_shape, want_x, want_w, fast, (k, stride, dilate, pad) = key
    groups = a.num_group
    dense_x0, dense_w, _ = use_dense_map(k, groups, x_shape, g_shape)
    same_x = want_x and _same_conv_choice(k, groups, x_shape, g_shape, stride, dilate, pad)
    dense_x, dense_w = want_x and dense_x0 and not same_x, want_w and dense_w
    cl_x0, cl_w0 = _channels_last_choice(k, groups, x_shape, g_shape, stride)
    col_geom = want_x and fast and _along_channels(
        k, stride, dilate, pad, groups, x_shape, lambda: same_x, lambda: dense_x0,
        lambda: cl_x0) is not None
    routes = []
    for col_x in ((False, True) if col_geom else (False,)):
        done_x = dense_x or same_x or col_x
        cl_x, cl_w = cl_x0 or done_x, cl_w0 or dense_w or same_x
        cx, cw = want_x and cl_x and not done_x, want_w and cl_w and not dense_w
        rx, rw = _row_shift_choice(k, a.num_group, x_shape, g_shape, stride,
                                   want_x and not cl_x, want_w and not cl_w)
        routes.append((dense_x, dense_w, col_x, same_x and not col_x, cx, cw, rx, rw,
                       want_x and not cl_x and not rx, want_w and not cl_w and not rw))
    return routes[0], (routes[1] if col_geom else None)


def _conv_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    x, w = inputs[0], inputs[1]
    b = inputs[2] if len(inputs) > 2 else None
    g = first_out_grad(xp, out_grads, outputs)
    k, stride, dilate, pad, _, _ = _conv_geometry(a, x.shape)
    acc = xp.float32 if x.dtype == xp.float16 else x.dtype
    want_x, want_w = wants(ctx, 0), wants(ctx, 1)
    plain, col = _conv_grad_route(a, (x.shape, g.shape, want_x, want_w, fused.ENABLED,
                                      (k, stride, dilate, pad)))
    # (the compiled col2im makes no other choice: the weight gradient's form stays the one
    # the data gradient's numpy form picks; the geometry asked before the arrays, ~0.6
    # against ~0.8 us where it says no, and neither without the extra)
    route = col if col is not None and fused.takes_float32(xp, x, w, g) else plain
    dense_x, dense_w, col_x, same_x, cl_x, cl_w, rx, rw, gen_x, gen_w = route
    gx = gw = gb = None
    weight = None       # the weight gradient's work where no data-gradient form made it
    if dense_x or dense_w:
        gx, gw = dense_map_grads(xp, x, w, g, k, stride, dilate, pad, acc, dense_x, dense_w)
    if col_x:
        gx = col2im_data_grad(xp, x, w, g, k, stride, pad)
    elif same_x:
        gx = _same_conv_data_grad_2d(xp, x.shape, w, g, k, pad, acc)
    # (what the dense products or the same-convolution form made, no layout below makes
    # again; without the row shifts' out-grad copy to share, an 8x8 weight gradient is
    # faster on channels-last columns: 144 -> 90 us alone with 8 channels)
    if cl_x or cl_w:
        gx_c, weight_c = _channels_last_2d(xp, x, w, g, k, stride, dilate, pad, acc, cl_x,
                                           cl_w)
        gx = gx_c if cl_x else gx
        weight = weight_c if cl_w else weight
    if rx or rw:
        gx_r, weight_r = _row_shift_grads_2d(xp, x, x.shape, w, g, k, dilate, pad,
                                             a.num_group, acc, rx, rw)
        gx = gx_r if rx else gx
        weight = weight_r if rw else weight
    if gen_x:
        gx = xp.ascontiguousarray(
            conv_data_grad(xp, x.shape, w, g, k, stride, dilate, pad, a.num_group, acc))
    if gen_w:
        weight = partial(conv_weight_grad, xp, x, g, k, stride, dilate, pad, a.num_group, acc)
    gx = None if gx is None else gx.astype(x.dtype, copy=False)
    if weight is not None:
        # the route above was fixed from both wants and the shared copies are made: the
        # rest of the weight gradient is the same work wherever and whenever it runs
        gw = parameter_part(ctx, partial(_cast_result, weight, w.dtype))
    elif gw is not None:
        gw = gw.astype(w.dtype, copy=False)
    if b is None:
        return gx, gw
    if wants(ctx, 2):
        gb = conv_bias_grad(xp, x, b, g)
    return gx, gw, gb


def _cast_result(make, dtype):
    return make().astype(dtype, copy=False)


def conv_bias_grad(xp, x, b, g):
    """A Convolution's bias gradient: the out-grad summed over all but the channel axis,
    float16 in float32 (also the compiled backward's, compiler/grad.py, for the same bits)."""
    acc = xp.float32 if x.dtype == xp.float16 else x.dtype
    return g.astype(acc, copy=False).sum(axis=(0,) + tuple(range(2, g.ndim))).astype(b.dtype)


def _channels_last_choice(k, groups, x_shape, g_shape, stride):
    """(data gradient, weight gradient) on channels-last columns?  2-D, groups=1:
    the data gradient for small outputs (<= 16 positions: ResNet's later stages,
    where channels-first loops run over rows of one to four positions; 2-3x slower
    there at 8x8), the weight gradient whenever there are 4+ input channels (1.3-2x
    faster from 1x1 to 4x4 outputs; slower with 1-3 channels, as in a first layer)
    unless the wide rows of :func:`_weight_grad_2d` apply (stride 1, 8+ output
    columns: LeNet's second layer 0.43 vs 0.60 ms, equal at 8x8 with 8 channels)."""
    if len(k) != 2 or groups != 1:
        return False, False
    small = g_shape[2] * g_shape[3] <= 16
    wide = stride[0] == stride[1] == 1 and g_shape[3] >= 8
    return small, small or (x_shape[1] >= 4 and not wide)


# --------------------------------------------------------------------------
# Lowering: how the compiler may generate a 2-D convolution (im2col: a strided
# window view copied into a column buffer, then one batched matmul) or a pooling
# (one ufunc per window offset over strided views) instead of calling the kernel
# --------------------------------------------------------------------------

# channels-last columns for 2-D convolutions with at most this many output positions
# and at least CL_MIN_CHANNELS input channels: every copy then runs along the channels
# instead of along rows of a few positions (1 thread, batch 32: 3.3x faster at 2x2,
# 1.3x at 8x8 with 8 channels, 1.2x LeNet's second layer)
CL_MAX_POSITIONS = 64
CL_MIN_CHANNELS = 4
# A chunk of several images on channels-last columns is one product of (images*positions)
# rows, where channels-first columns cost one product per image: BLAS packs the weight on
# every call, so a batch of small images -- Faster R-CNN's head, 300 ROI crops of 14x14
# -- ran 2.5-5x below the speed of the same work in one call.  Batches whose images have
# fewer than GEMM_MIN_ROWS positions therefore take channels-last chunks of at least that
# many rows, their columns up to GEMM_MAX_COLUMN_ELEMENTS (64 MiB of float32).
GEMM_MIN_ROWS = 2048
GEMM_MAX_COLUMN_ELEMENTS = 1 << 24


def _images_per_chunk(n, per_image, column_elements):
    if column_elements is None:
        return max(1, n)
    return max(1, min(n, column_elements // max(per_image, 1)))


def im2col_plan(a, xs, ws, column_elements=None, channels_last=True, dense=False,
                phases=False):
    """The im2col geometry of a 2-D NCHW convolution of one group on data of shape ``xs``
    (a dict of window sizes, buffer shapes and the images per column chunk), or ``None``.

    ``column_elements`` bounds the column buffer (whole images, at least one; ``None``:
    the whole batch); ``channels_last`` allows channels-last columns for small outputs
    with enough channels (the dict's ``"channels_last"`` says which form it picked);
    ``dense`` allows the convolution's dense matrix for small inputs (``"dense"``: one
    gather of the weight into (C*Q, F*P), one product; see conv_dense_grad.py);
    ``phases`` allows the column-phase rows of :func:`_phase_weight_grad_2d` for a
    column-strided convolution where they copy less than the columns would
    (``"phase"``: ResNet's 7x7/2 stem, 0.63 -> 0.48 ms at batch 32, 1 thread; the
    training forward can keep the rows for the weight gradient).
    """
    if len(xs) != 4 or a.num_group != 1 or a.layout not in (None, "NCHW"):
        return None
    try:
        k, stride, dilate, pad, extent, out_sp = _conv_geometry(a, xs)
    except OpError:
        return None
    n, c, h, w = xs
    if dense and n and use_dense_map(k, 1, xs, (n, a.num_filter) + out_sp)[2]:
        q, p, f = h * w, out_sp[0] * out_sp[1], a.num_filter
        return {"channels_last": False, "dense": True, "k": k, "stride": stride,
                "dilate": dilate, "pad": pad, "out": out_sp,
                "index": lambda: forward_gather_index(k, stride, dilate, pad, (h, w), out_sp,
                                                      f, c),
                # every pair tapped: the index never reads wz's zero, so the gather may
                # read the weight itself
                "tapped": all_tapped(k, stride, dilate, pad, (h, w), out_sp),
                "wz": (f * c * k[0] * k[1] + 1,), "m": (c * q, f * p)}
    positions = out_sp[0] * out_sp[1]
    per_image = positions * k[0] * k[1] * c
    # images per chunk for products of at least GEMM_MIN_ROWS rows (1: no gain)
    stack = min(n, -(-GEMM_MIN_ROWS // max(positions, 1)),
                max(1, GEMM_MAX_COLUMN_ELEMENTS // max(per_image, 1)))
    if (channels_last and c >= CL_MIN_CHANNELS and n and all(out_sp)
            and (positions <= CL_MAX_POSITIONS or stack > 1)):
        chunk = max(_images_per_chunk(n, per_image, column_elements), stack)
        hp, wp = h + 2 * pad[0], w + 2 * pad[1]
        # (the taps form, where it applies and the caller can run it -- numba, float32 --
        # in place of these columns: its geometry, made when asked)
        taps = (lambda: conv_taps_geometry(a, xs)) if phases and unit_stride_taps_choice(
            xs, a.num_filter, k, stride, dilate, pad, 1, out_sp) else None
        return {"channels_last": True, "k": k, "stride": stride, "dilate": dilate,
                "unit_taps": taps,
                "pad": pad, "out": out_sp, "chunk": chunk,
                "wk": (k[0] * k[1] * c, a.num_filter), "xcl": (chunk, hp, wp, c),
                "cols": (chunk, out_sp[0], out_sp[1], k[0], k[1], c),
                "ocl": (chunk * out_sp[0] * out_sp[1], a.num_filter)}
    if phases and n and all(out_sp) and _phase_choice(xs, (n, a.num_filter) + tuple(out_sp), k,
                                                      stride, dilate, pad, 1):
        shifts, width = phase_width(xs, k, stride, pad)
        f, s = a.num_filter, stride[1]
        xpad = (n, c, h + 2 * pad[0], s * width)
        return {"channels_last": False, "phase": True, "k": k, "stride": stride,
                "dilate": dilate, "pad": pad, "out": out_sp, "shifts": shifts,
                "taps": lambda: conv_taps_geometry(a, xs),
                "copy_rows": lambda xp, rows, x, buf: phase_rows_into(xp, rows, x, pad, k, stride,
                                                                      dilate, out_sp, buf),
                "xpad": xpad, "wpad": (f, c, k[0], shifts * s),
                "wm": (shifts, f, c, k[0], s), "prod": (n, shifts * f, out_sp[0] * width),
                "ot": (n, f, out_sp[0], width), "rows": (n, c * k[0] * s, out_sp[0] * width)}
    padded = (n, c, h + 2 * pad[0], w + 2 * pad[1]) if any(pad) else None
    # im2col a few images at a time: the column buffer stays small (and in cache)
    chunk = _images_per_chunk(n, c * k[0] * k[1] * out_sp[0] * out_sp[1], column_elements)
    return {"channels_last": False, "k": k, "stride": stride, "dilate": dilate, "pad": pad,
            "extent": extent, "out": out_sp, "padded": padded, "chunk": chunk,
            "cols": (chunk, c, k[0], k[1]) + tuple(out_sp)}


def window_pool_plan(a, xs, phases=False):
    """The windows of a 2-D NCHW max/avg/sum pooling that the compiler writes as one
    reduction (global) or one ufunc per window offset, or ``None``.  A padded max
    pooling (ResNet's 3x3/2 stem pool) gets ``"padded"``, the shape of the buffer the
    input is copied into, its border filled with the kernel's fill (the dtype's lowest
    value); ``"pad"`` is the border per spatial axis.  ``phases`` (the CPU's numpy):
    a max pooling whose windows overlap or overhang gets ``"phases"`` instead, the
    layout of :func:`pool_phases` and its buffers."""
    if len(xs) != 4 or a.pool_type not in ("max", "avg", "sum"):
        return None
    try:
        last, k, stride, pad, out = _pool_geometry(a, xs)
    except OpError:
        return None
    if last or (any(pad) and (a.pool_type != "max" or a.global_pool)):
        # (avg windows clipped by the padding divide by their own counts: the kernel's)
        return None
    if a.global_pool:
        return {"global": True, "k": k, "out": out}
    # every window must lie inside the padded input ('full'/'same' windows past the end
    # need more padding on one side)
    if any((o - 1) * st + kk > size + 2 * p
           for o, st, kk, size, p in zip(out, stride, k, xs[2:], pad)):
        return None
    if k[0] * k[1] > 64:        # big windows: the kernel's single reduction is cheaper
        return None
    padded = (xs[0], xs[1]) + tuple(size + 2 * p for size, p in zip(xs[2:], pad)) \
        if any(pad) else None
    layout = None
    if phases and a.pool_type == "max" and (any(pad) or tuple(stride) != tuple(k)):
        # windows that overlap or overhang (ResNet's 3x3/2 stem pool): each tap one flat
        # slice of the input's stride phases (pool_phases; the stem pool's fold alone
        # ~370 -> ~180 us, the same maxima in the same order); unpadded windows side by
        # side (LeNet's 2x2/2 pools) keep their strided views, one per phase already
        lead, taps, grid = pool_phases(k, stride, pad, out, xs[2:])
        layout = {"lead": lead, "taps": taps, "grid": grid, "split": split_phases,
                  "buffer": phases_shape(xs[0], xs[1], stride, grid),
                  "run": (xs[0] * xs[1] * grid[0] * grid[1],)}
        padded = None
    return {"global": False, "k": k, "stride": stride, "out": out, "pad": pad,
            "padded": padded, "phases": layout}


def _conv_input_shapes_back(a, in_shapes, out_shapes):
    """The data's batch (axis 0 in every layout) is the output's, and in channel-first
    layouts a stride-1 spatial dim follows from the output's, as MXNet 1.9.1's ConvolutionShape
    fills them in; a convolutional cell's ``zeros((0, C, H, W))`` begin state gets its batch
    size this way."""
    data, out = in_shapes[0], out_shapes[0]
    if data is None or len(data) != len(out) or 0 not in data:
        return [None] * len(in_shapes)
    filled = [out[0] if not data[0] else data[0]] + list(data[1:])
    if (a.layout or "NC").startswith("NC"):
        n = len(data) - 2
        stride, dilate, pad = (tuple(v) or (d,) * n for v, d in
                               ((a.stride, 1), (a.dilate, 1), (a.pad, 0)))
        for i in range(n):
            if not filled[2 + i] and stride[i] == 1:
                filled[2 + i] = out[2 + i] + dilate[i] * (a.kernel[i] - 1) - 2 * pad[i]
    return [tuple(filled)] + [None] * (len(in_shapes) - 1)


CONVOLUTION = register(Op(
    name="Convolution",
    inputs=("data", "weight", "bias"),
    attrs=(
        Attr("kernel", Shape),
        Attr("stride", Shape, ()),
        Attr("dilate", Shape, ()),
        Attr("pad", Shape, ()),
        Attr("num_filter", Int),
        Attr("num_group", Int, 1),
        Attr("workspace", Int, 1024, doc="accepted for compatibility; unused"),
        Attr("no_bias", Bool, False),
        Attr("cudnn_tune", OptStr("fastest", "limited_workspace", "off"), None),
        Attr("cudnn_off", Bool, False),
        Attr("layout", OptStr("NCDHW", "NCHW", "NCW", "NDHWC", "NHWC", "NWC"), None),
    ),
    kernel=_conv_kernel,
    infer_shape=_conv_shape,
    infer_input_shapes=_conv_input_shapes,
    infer_input_shapes_back=_conv_input_shapes_back,
    active_inputs=weight_bias_inputs,
    grad=_conv_grad,
    lowering=OpLowering("im2col", im2col_plan),
))


# --------------------------------------------------------------------------
# Pooling
# --------------------------------------------------------------------------

@memo_by_attrs
def _pool_geometry(a, data_shape):
    """(channels_last, kernel, stride, pad, out) for channels-first spatial dims."""
    ndim = len(data_shape)
    if ndim not in (3, 4, 5):
        raise OpError(f"Pooling: data must be 3-D, 4-D or 5-D (N, C, *spatial), got {tuple(data_shape)}")
    n = ndim - 2
    last = a.layout is not None and a.layout in _CHANNEL_LAST.values()
    if a.layout is not None and a.layout not in (_CHANNEL_FIRST[n], _CHANNEL_LAST[n]):
        raise OpError(f"Pooling: layout={a.layout!r} does not fit {ndim}-D data; use "
                      f"{_CHANNEL_FIRST[n]!r}")
    sizes = tuple(data_shape[1:-1]) if last else tuple(data_shape[2:])
    if a.global_pool:
        k, stride, pad = sizes, (1,) * n, (0,) * n
    else:
        if not a.kernel:
            raise OpError("Pooling: kernel is required unless global_pool=True")
        k = tuple(a.kernel)
        if len(k) != n:
            raise OpError(f"Pooling: kernel={k} has {len(k)} values but data {tuple(data_shape)} "
                          f"has {n} spatial dimensions")
        stride = spatial(a.stride, n, 1, "stride", "Pooling")
        pad = spatial(a.pad, n, 0, "pad", "Pooling")
        if min(k) < 1 or min(stride) < 1 or min(pad) < 0:
            raise OpError(f"Pooling: kernel/stride must be >= 1 and pad >= 0, got kernel={k} "
                          f"stride={stride} pad={pad}")
    conv = a.pooling_convention
    if conv == "same" and not a.global_pool:
        if n != 1:
            raise OpError("Pooling: pooling_convention='same' supports only 1-D pooling (as in MXNet)")
        if any(pad):
            raise OpError(f"Pooling: pooling_convention='same' computes its own padding; drop "
                          f"pad={pad}")
    if a.pool_type == "lp" and a.p_value is None:
        raise OpError("Pooling: pool_type='lp' needs p_value (1, 2 or 3)")
    out = []
    for size, kk, s, p in zip(sizes, k, stride, pad):
        if not size:
            out.append(0)
        elif a.global_pool:
            out.append(1)
        elif conv == "same":
            out.append((size + s - 1) // s)
        else:
            if size + 2 * p < kk:
                raise OpError(f"Pooling: kernel {k} is larger than the padded input "
                              f"{sizes} + 2*{pad}")
            if conv == "valid":
                out.append((size + 2 * p - kk) // s + 1)
            else:
                out.append(math.ceil((size + 2 * p - kk) / s) + 1)
    return last, k, stride, pad, tuple(out)


def _pool_shape(a, data):
    last, _, _, _, out = _pool_geometry(a, data)
    if last:
        return (data[0],) + out + (data[-1],)
    return (data[0], data[1]) + out


def _pool_divisor(xp, sizes, k, stride, pad, out, include_pad, dtype):
    """Element count of every window, as MXNet's CPU kernel computes it: with
    count_include_pad the window is clipped at the end of the padded input,
    without it at the real input."""
    div = None
    n = len(sizes)
    for i, (size, kk, s, p, o) in enumerate(zip(sizes, k, stride, pad, out)):
        start = xp.arange(o) * s - p
        end = xp.minimum(start + kk, size + p)
        if include_pad:
            count = end - start
        else:
            count = xp.minimum(end, size) - xp.maximum(start, 0)
        count = xp.maximum(count, 0)   # a window wholly outside counts nothing
        shape = [1] * n
        shape[i] = o
        count = count.reshape(shape)
        div = count if div is None else div * count
    return div.astype(dtype)


_MAX_TAPS = 27


def _tap_reduce(xp, x, k, stride, out, ufunc, dtype):
    """``ufunc`` folded over the kernel taps: for each tap offset, the strided view
    of ``x`` holding that tap of every window, accumulated into one new array."""
    res = None
    for off in itertools.product(*(range(kk) for kk in k)):
        view = x[(slice(None), slice(None)) + tuple(
            slice(t, t + (o - 1) * s + 1, s) for t, o, s in zip(off, out, stride))]
        if res is None:
            res = view.astype(dtype, copy=True)
        else:
            ufunc(res, view, out=res)
    return res


def max_pool_keeps_argmax(a, data_shape):
    """(kernel, stride, pad, out) when a Pooling with attrs ``a`` on channels-first 2-D data
    of ``data_shape`` is a max pool whose forward may keep each window's first maximum for
    its backward (with the ``fast`` extra, float32, while recorded: :func:`_pool_kernel`):
    windows that overlap or overhang (ResNet's 3x3/2 stem pool; windows that tile the input
    keep their own paths, :func:`max_pool_tiles_2d`), a handful of taps; else None."""
    if len(data_shape) != 4 or a.pool_type != "max" or a.global_pool or not all(data_shape):
        return None
    try:
        last, k, stride, pad, out = _pool_geometry(a, data_shape)
    except OpError:
        return None
    if last or not all(out) or prod(k) > _MAX_TAPS or max_pool_tiles_2d(a, data_shape):
        return None
    return k, stride, pad, out


def _max_pool_kept(ctx, a, x):
    """A recorded float32 max pool of :func:`max_pool_keeps_argmax`'s kind with the
    ``fast`` extra: the output from one compiled pass that also finds each window's first
    maximum (``fused.max_pool_with_argmax``: the fold's bits), those positions left in
    ``ctx.saved`` for the gradient rule, which then scatters the out-grad instead of
    finding them again (the slim ResNet's stem pool: forward and backward ~390 -> ~210 us
    alone).  None where the fold decides (NaN, maxima at the padding's fill)."""
    if not (ctx.recording and fused.takes_float32(ctx.xp, x)):
        return None
    geo = max_pool_keeps_argmax(a, x.shape)
    if geo is None:
        return None
    res = fused.max_pool_with_argmax(x, *geo)
    if res is None:
        return None
    ctx.saved = res[1]
    return res[0]


@quiet
def _pool_kernel(ctx, a, x):
    xp = ctx.xp
    kept = _max_pool_kept(ctx, a, x)
    if kept is not None:
        return kept
    last, k, stride, pad, out = _pool_geometry(a, x.shape)
    n = len(k)
    if last:
        x = xp.moveaxis(x, -1, 1)
    sizes = x.shape[2:]
    kind = a.pool_type
    if kind == "max":
        # MXNet's CPU kernel starts from the lowest finite value, so a window
        # lying wholly in the padding ('full' convention) yields that, not -inf
        fill = (xp.finfo if x.dtype.kind == "f" else xp.iinfo)(x.dtype).min
    else:
        fill = 0
    # right-hand extra padding lets 'full'/'same' windows run past the end
    widths = [(0, 0), (0, 0)]
    for size, kk, s, p, o in zip(sizes, k, stride, pad, out):
        need = (o - 1) * s + kk if o else 0
        widths.append((p, max(p, need - size - p)))
    if any(w != (0, 0) for w in widths):
        x_p = xp.pad(x, widths, constant_values=fill)
    else:
        x_p = x
    # small windows: one elementwise pass per kernel tap over strided views; numpy's
    # reduce over the trailing window axes of the view is ~10x slower for 2x2 windows
    taps = prod(k) <= _MAX_TAPS and all(out) and kind != "lp"
    if not taps:
        win = windows(xp, x_p, k, tuple(range(2, 2 + n)))
        win = win[(slice(None), slice(None))
                  + tuple(slice(None, o * s, s) for o, s in zip(out, stride))]
        axes = tuple(range(2 + n, 2 + 2 * n))
    if kind == "max":
        res = _tap_reduce(xp, x_p, k, stride, out, xp.maximum, x.dtype) if taps \
            else win.max(axis=axes)
    elif kind == "sum":
        res = _tap_reduce(xp, x_p, k, stride, out, xp.add, x.dtype) if taps \
            else win.sum(axis=axes, dtype=x.dtype)
    elif kind == "avg":
        include = True if a.count_include_pad is None else a.count_include_pad
        acc = xp.float32 if x.dtype == xp.float16 else x.dtype
        total = _tap_reduce(xp, x_p, k, stride, out, xp.add, acc) if taps \
            else win.sum(axis=axes, dtype=acc)
        div = _pool_divisor(xp, sizes, k, stride, pad, out, include, total.dtype)
        # a window wholly in the padding has no elements: MXNet's 0/0 gives nan
        res = xp.where(div > 0, total / xp.where(div > 0, div, 1), xp.nan)
    else:  # lp
        p_value = a.p_value
        if p_value not in (1, 2, 3):
            raise OpError(f"Pooling: p_value={p_value} is not supported; MXNet allows 1, 2 or 3")
        acc = xp.float32 if x.dtype == xp.float16 else x.dtype
        total = (win.astype(acc) ** p_value).sum(axis=axes)
        res = total if p_value == 1 else (xp.sqrt(total) if p_value == 2 else xp.cbrt(total))
    res = res.astype(x.dtype, copy=False)
    if last:
        res = xp.moveaxis(res, 1, -1)
    return xp.ascontiguousarray(res)


def _max_pool_grad_first_hits(xp, x_p, y, ga, k, stride, out):
    """Max-pool gradient with every tap's hits (elements equal to their window's output)
    compared first, each window's first hit picked out of them on contiguous masks where
    some window has two, and one product of those with the out-grad per tap (for
    overlapping or overhanging windows, added onto zeros): two calls on strided views a
    tap where :func:`_max_pool_grad_taps` makes four (LeNet's 2x2/2 pools 123 -> 113
    and 64 -> 58 us, ResNet's 3x3/2 stem pool 259 -> 226; ~the same with ties).  The
    same values in the same order as there: the first hit's tap adds ``1 * g``, the
    others ``0 * g`` (a negative out-grad leaves -0.0), where the taps add ``1 * g``
    and then ``hit * 0 * g``, zeros of the same sign.  None when the taps must decide:
    a NaN output (a window without a hit) or a non-finite out-grad (a mask times inf
    is NaN)."""
    if ga.dtype.kind != "f" or not bool(xp.isfinite(ga).all()):
        return None
    if y.dtype.kind == "f" and bool(xp.isnan(xp.add.reduce(y, axis=None))):
        return None
    # windows that tile the input exactly: every element is written once, and the taps'
    # strided views (short rows) are slower than whole-array passes
    exact = all(s == kk for s, kk in zip(stride, k)) and all(
        o * s == size for o, s, size in zip(out, stride, x_p.shape[2:]))
    if exact:
        return _max_pool_grad_tiled(xp, x_p, y, ga, k, out)
    views = [(slice(None), slice(None)) + tuple(
        slice(t, t + (o - 1) * s + 1, s) for t, o, s in zip(off, out, stride))
        for off in itertools.product(*(range(kk) for kk in k))]
    hits = xp.empty((len(views),) + tuple(y.shape), dtype=bool)
    for t, v in enumerate(views):
        xp.equal(x_p[v], y, out=hits[t])
    _keep_first_hits(xp, hits, y.size)
    gx = xp.zeros(x_p.shape, dtype=ga.dtype)
    tmp = xp.empty(y.shape, dtype=ga.dtype)
    for t, v in enumerate(views):
        xp.multiply(hits[t], ga, out=tmp)
        gx[v] += tmp
    return gx


def _keep_first_hits(xp, hits, windows: int) -> None:
    """Clear in place every hit of ``hits`` (taps, ...) but each window's first in tap order.
    Every window holds a hit (its output is one of its elements), so ``windows`` hits in all
    means no ties: each hit is its window's first.  Otherwise (a relu before the pool ties
    every window of zeros) a tap's hit is the first where no earlier tap hit: three calls a
    tap on contiguous masks (logical_or.accumulate over the tap axis is 4x slower than the
    whole tap loop)."""
    if int(xp.count_nonzero(hits)) == windows:
        return
    seen = hits[0].copy()
    free = xp.empty(seen.shape, dtype=bool)
    last = len(hits) - 1
    for t in range(1, len(hits)):
        xp.logical_not(seen, out=free)
        xp.logical_and(hits[t], free, out=hits[t])
        if t < last:
            xp.logical_or(seen, hits[t], out=seen)


def pool_phases(k, stride, pad, out, size):
    """The stride-phase layout of a 2-D pooling's input (:func:`split_phases`), in which
    every kernel tap's strided view is one flat slice: ``(lead, taps, (hq, wq))``.  Unpadded
    row ``r`` lies in phase ``r % s`` at index ``r // s + e``, ``e = ceil(p / s)`` rows of
    fill before it (``lead``: (eh, ew)); tap ``d`` of output row ``o`` reads unpadded row
    ``s * o + d - p``, so phase ``(d - p) % s`` at index ``o + (d - p) // s + e``: ``taps``
    lists each tap's (phase row, phase col, row offset, col offset) in row-major order.
    A phase plane is ``hq`` x ``wq``, large enough for its data and for every real
    window's taps, so that with the output laid out as ``hq`` x ``wq`` planes too (its
    first ``oh`` x ``ow`` real, the rest slack) tap (a, b, i, j) of the whole output is
    the phase (a, b)'s flat slice from ``i * wq + j``: rows of ``ow`` elements a stride
    apart become one contiguous run (numpy's calls cost per row: ResNet's 3x3/2 stem
    pool, 2048 rows of 8, a tap's compare ~20 us, its strided add ~36, against ~6 and ~6)."""
    (kh, kw), (sh, sw), (ph, pw), (oh, ow), (h, w) = k, stride, pad, out, size
    eh, ew = -(-ph // sh), -(-pw // sw)
    taps = [((dy - ph) % sh, (dx - pw) % sw, (dy - ph) // sh + eh, (dx - pw) // sw + ew)
            for dy in range(kh) for dx in range(kw)]
    hq = max(eh - (-h // sh), oh + max(t[2] for t in taps))
    wq = max(ew - (-w // sw), ow + max(t[3] for t in taps))
    return (eh, ew), taps, (hq, wq)


def phases_shape(nb, ch, stride, grid):
    """The buffer :func:`split_phases` fills: (sh, sw, N * C + 1, hq, wq); one plane more
    than the data, as the slices of the last planes run past them by their offsets."""
    return (stride[0], stride[1], nb * ch + 1) + tuple(grid)


def split_phases(buf, x, stride, lead, fill):
    """``x`` (N, C, H, W) into ``buf`` (:func:`phases_shape`): phase (a, b)'s planes
    hold ``x[:, :, a::sh, b::sw]`` from ``lead`` on, ``fill`` around it."""
    nb, ch, h, w = x.shape
    (sh, sw), (eh, ew) = stride, lead
    buf.fill(fill)
    for a in range(sh):
        for b in range(sw):
            src = x[:, :, a::sh, b::sw]
            buf[a, b, :nb * ch].reshape((nb, ch) + buf.shape[3:])[
                :, :, eh:eh + src.shape[2], ew:ew + src.shape[3]] = src


def _max_pool_grad_phased(xp, x, y, ga, k, stride, pad, out):
    """:func:`_max_pool_grad_first_hits` for 2-D windows that overlap or overhang (ResNet's
    3x3/2 stem pool), on numpy, from the unpadded input split into its stride phases
    (:func:`pool_phases`): the output and out-grad laid out as the phases are (NaN and 0
    in the slack), the compares, the products and the adds are one contiguous call a
    tap, and only the split and the join walk short rows (the stem pool alone ~800 ->
    ~490 us).  The same values in the same order as there: each element gets its
    windows' ``hit * g`` in row-major tap order onto +0.0, plus +0.0 from the slack
    (x + 0.0 is x, and a sum that starts at +0.0 is never -0.0).  None where that rule
    returns None (a NaN output, a non-finite out-grad) and for what it is not for
    (integers, other ranks, cupy; windows that tile the padded input exactly, whose
    gradient :func:`_max_pool_grad_tiled` writes, -0.0 included)."""
    if (xp.__name__ != "numpy" or len(k) != 2 or x.dtype.kind != "f" or ga.dtype.kind != "f"
            or all(s == kk and o * s >= size + 2 * p
                   for s, kk, o, size, p in zip(stride, k, out, x.shape[2:], pad))
            or not bool(xp.isfinite(ga).all()) or bool(xp.isnan(xp.add.reduce(y, axis=None)))):
        return None
    n, c, h, w = x.shape
    (sh, sw), (oh, ow) = stride, out
    (eh, ew), taps, (hq, wq) = pool_phases(k, stride, pad, out, (h, w))
    size = n * c * hq * wq
    ph = xp.empty(phases_shape(n, c, stride, (hq, wq)), dtype=x.dtype)
    split_phases(ph, x, stride, (eh, ew), xp.finfo(x.dtype).min)
    flat = ph.reshape(sh, sw, -1)
    yw = xp.empty((n * c, hq, wq), dtype=y.dtype)
    yw.fill(xp.nan)
    yw[:, :oh, :ow] = y.reshape(n * c, oh, ow)
    yw = yw.reshape(size)
    hits = xp.empty((len(taps), size), dtype=bool)
    for t, (a, b, i, j) in enumerate(taps):
        o = i * wq + j
        xp.equal(flat[a, b, o:o + size], yw, out=hits[t])
    _keep_first_hits(xp, hits, y.size)
    # (the masks as numbers in one cast: a bool-times-float product casts in buffers, ~45
    # against ~75 us over the stem pool's nine taps)
    share = hits.astype(ga.dtype)
    del hits
    gw = xp.zeros((n * c, hq, wq), dtype=ga.dtype)
    gw[:, :oh, :ow] = ga.reshape(n * c, oh, ow)
    share *= gw.reshape(1, size)
    del gw
    gph = xp.zeros(ph.shape, dtype=ga.dtype)
    gflat = gph.reshape(flat.shape)
    for t, (a, b, i, j) in enumerate(taps):
        o = i * wq + j
        gflat[a, b, o:o + size] += share[t]
    gx = xp.empty((n * c, h, w), dtype=ga.dtype)
    for a in range(sh):
        for b in range(sw):
            dst = gx[:, a::sh, b::sw]
            dst[...] = gph[a, b, :n * c, eh:eh + dst.shape[1], ew:ew + dst.shape[2]]
    return gx.reshape(x.shape)


def _compiled_max_pool_grad(xp, x_p, y, ga, k, stride, out):
    """Does a max-pool gradient take fused.py's compiled first-hit scan (the ``fast``
    extra)?  2-D float32 numpy arrays, windows that overlap or overhang (ResNet's 3x3/2
    stem pool, alone 350 -> 120 us; windows that tile the input exactly keep
    :func:`_max_pool_grad_tiled`, whose whole-array passes the scan does not beat: H117,
    bench/RESULTS.md), and only where :func:`_max_pool_grad_first_hits` applies (finite
    out-grads, no NaN output), so the same bits as there."""
    if len(k) != 2 or not fused.takes_float32(xp, x_p, y, ga):
        return False
    if all(s == kk for s, kk in zip(stride, k)) and all(
            o * s == size for o, s, size in zip(out, stride, x_p.shape[2:])):
        return False
    return bool(xp.isfinite(ga).all()) and not bool(xp.isnan(xp.add.reduce(y, axis=None)))


def _max_pool_grad_tiled(xp, x_p, y, ga, k, out):
    """:func:`_max_pool_grad_first_hits` for windows that tile the input exactly
    (stride == kernel, the output times the stride == the input): the output and the
    out-grad are repeated up to the input's shape, so the hits and their products with
    the out-grad are each one call over contiguous arrays in the input's layout.  A
    tap's strided view of a 2x2/2 pool is rows of a handful of elements, and calls on
    it cost per row, not per element: alone, 1 thread, min us, taps / this, LeNet's
    pools (32, 6, 24, 24) 170 / 116 and (32, 16, 8, 8) 85 / 43; after a relu (ties in
    every window of zeros) 183 / 173 and 93 / 83.  The same values as there: ``1 * g``
    at each window's first hit in row-major tap order, ``0 * g`` elsewhere."""
    yu, gu = _repeat_windows(xp, y, k), _repeat_windows(xp, ga, k)
    # C order whatever the input's strides (a channels-last input comes in moved): the
    # ties below work on views of it
    hits = xp.empty(x_p.shape, dtype=bool)
    xp.equal(x_p, yu, out=hits)
    del yu
    _keep_first_tiled_hits(xp, hits, y.size, out, k)
    if gu is ga:
        return hits * ga
    xp.multiply(hits, gu, out=gu)
    return gu


def _keep_first_tiled_hits(xp, hits, windows: int, out, k) -> None:
    """Clear in place every hit of ``hits`` (N, C, *out * k: the input's layout, C order)
    but each window's first in row-major tap order, for windows that tile the input."""
    # every window holds a hit, so as many hits as windows means no ties
    if int(xp.count_nonzero(hits)) == windows:
        return
    inter = hits.reshape(tuple(hits.shape[:2]) + tuple(
        d for o, kk in zip(out, k) for d in (o, kk)))
    taps = k
    if k[-1] == 2 and sys.byteorder == "little":
        # a window row's two hits are one 2-byte word, the first tap in the low
        # byte: the second is cleared where the first is set in one call over all
        # rows, and only the rows remain taps (LeNet: 2 + 3 calls, where the 4 taps
        # take 9 on strided bytes)
        pair = inter.view(xp.uint16)
        pair &= ~(pair << xp.uint16(8))
        inter, taps = pair[..., 0], k[:-1]
    views = [(slice(None), slice(None)) + tuple(
        d for t in off for d in (slice(None), t))
        for off in itertools.product(*(range(kk) for kk in taps))]
    seen = inter[views[0]] != 0
    for t in range(1, len(views)):
        tap = inter[views[t]]
        xp.multiply(tap, ~seen, out=tap)
        if t < len(views) - 1:
            seen |= tap != 0


def _repeat_2x2(xp, a):
    """A float32 ``a`` (N, C, OH, OW) with each element repeated over its 2x2 window:
    (N, C, 2 * OH, 2 * OW).  Each element twice in one 8-byte word (as
    :func:`_repeat_windows`), then each row of words twice along the first axis of a
    2-D array, which ``repeat`` copies a whole row at a time (LeNet's first pool,
    27,648 values: ~33 us, where :func:`_repeat_windows`' repeat of the float rows
    takes ~41 after the same word pass)."""
    nb, ch, oh, ow = a.shape
    w = xp.ascontiguousarray(a).view(xp.uint32).astype(xp.uint64)
    w *= xp.uint64(0x100000001)
    rows = xp.repeat(w.reshape(nb * ch * oh, ow), 2, axis=0)
    return rows.view(a.dtype).reshape(nb, ch, 2 * oh, 2 * ow)


def relu_max_pool_grad_tiled_2x2(xp, x, y, mask, g):
    """The gradient of ``relu(maxpool(x))`` for a 2x2/2 max pool whose windows tile ``x``
    (N, C, H, W) exactly, on numpy without the ``fast`` extra (the compiled backward's
    relu+pool pairs, compiler/grad.py; ``y`` the pool's output, ``mask`` what the relu's
    rule compares with 0, ``g`` the relu's out-grad): the relu's rule ``g * (mask > 0)``,
    then :func:`_max_pool_grad_tiled`'s hits and products -- the same calls on the same
    values, so the same bits as the two rules in turn -- without the two rules' dispatch
    and checks (~50-60 us a call in LeNet's step) and with :func:`_repeat_2x2`'s repeats
    and one float32 product (the mask cast in one pass: ~41 against ~45 us for the
    bool-times-float product over LeNet's first pool's input).  The out-grad's and the
    output's checks are sums (finite ``g * m`` sums to a finite value or to inf, which
    only refuses: no bool temporaries).  None where the pool's rule would not take that
    form (a NaN output, a non-finite out-grad) and for anything but C-ordered float32
    numpy arrays of these shapes; the caller then runs the rules."""
    if xp.__name__ != "numpy" or x.ndim != 4:
        return None
    nb, ch, h, w = x.shape
    if h % 2 or w % 2 or y.shape != (nb, ch, h // 2, w // 2) or not y.size:
        return None
    for a in (x, y, mask, g):
        if type(a) is not xp.ndarray or a.dtype != xp.float32 or not a.flags.c_contiguous:
            return None
    if mask.shape != y.shape or g.shape != y.shape:
        return None
    gr = g * (mask > 0)
    if not bool(xp.isfinite(xp.add.reduce(gr, axis=None))) or bool(
            xp.isnan(xp.add.reduce(y, axis=None))):
        return None
    yu = _repeat_2x2(xp, y)
    hits = xp.empty(x.shape, dtype=bool)
    xp.equal(x, yu, out=hits)
    _keep_first_tiled_hits(xp, hits, y.size, y.shape[2:], (2, 2))
    # (yu's buffer takes the masks as numbers: it is read no more)
    gx = yu
    gx[...] = hits
    del hits
    gx *= _repeat_2x2(xp, gr)
    return gx


def max_pool_tiles_2d(a, data_shape):
    """(kh, kw) when a Pooling with attrs ``a`` on channels-first 2-D data of
    ``data_shape`` is a max pool whose windows tile the input exactly (stride == kernel,
    no padding, output x stride == input: LeNet's 2x2/2 pools), the case whose gradient
    :func:`_max_pool_grad_tiled` makes; else None."""
    if len(data_shape) != 4 or a.pool_type != "max" or a.global_pool:
        return None
    last, k, stride, pad, out = _pool_geometry(a, data_shape)
    if last or any(pad) or tuple(stride) != tuple(k) or not all(out) or prod(k) > _MAX_TAPS:
        return None
    if any(o * s != size for o, s, size in zip(out, stride, data_shape[2:])):
        return None
    return tuple(k)


def _repeat_windows(xp, a, k):
    """``a`` (N, C, *out) with each element repeated over its window: (N, C, *out * k).
    A 4-byte element repeated twice along the last axis is made as one 8-byte word
    holding it twice (``xp.repeat`` copies 4 bytes at a time there: LeNet's first pool,
    27,648 values, 32 us against ~12 for the word's two passes); the other axes repeat
    whole rows."""
    for d in reversed(range(len(k))):
        kk = k[d]
        if kk == 1:
            continue
        if d == len(k) - 1 and kk == 2 and a.dtype.itemsize == 4:
            # (w < 2**32, so w * (2**32 + 1) is w << 32 | w: one pass where the shift and
            # the or made two and a temporary; LeNet's first pool 33 -> 28 us)
            w = xp.ascontiguousarray(a).view(xp.uint32).astype(xp.uint64)
            w *= xp.uint64(0x100000001)
            a = w.view(a.dtype).reshape(a.shape[:-1] + (a.shape[-1] * 2,))
        else:
            a = xp.repeat(a, kk, axis=2 + d)
    return a


def _max_pool_grad_taps(xp, x_p, y, ga, k, stride, out, acc):
    """Max-pool gradient over the kernel taps: each tap's strided view compared with
    the forward's output, and the out-grad still unclaimed by an earlier tap of the
    same window written (or, for overlapping windows, added) through the hits, then
    cleared where it landed -- so only the first hit per window (MXNet's rule, in
    row-major tap order) receives it.  Three ufunc calls per tap on output-sized
    arrays.  None when a window has no element equal to its output (a NaN output:
    max propagates NaN, and NaN equals nothing): the caller's argmax path decides
    those."""
    if y.dtype.kind == "f" and not bool(xp.isfinite(xp.add.reduce(y, axis=None))):
        if bool(xp.isnan(y).any()):
            return None
    # an inf or NaN out-grad must reach the first hit alone (MXNet's unpooling assigns it there
    # and leaves the other elements 0), but a mask times inf is NaN: such gradients take selects
    finite = ga.dtype.kind != "f" or bool(xp.isfinite(ga).all())
    taps = list(itertools.product(*(range(kk) for kk in k)))
    views = [(slice(None), slice(None)) + tuple(
        slice(t, t + (o - 1) * s + 1, s) for t, o, s in zip(off, out, stride)) for off in taps]
    # windows that tile the input exactly: every element is written once
    exact = all(s == kk for s, kk in zip(stride, k)) and all(
        o * s == size for o, s, size in zip(out, stride, x_p.shape[2:]))
    gx = (xp.empty if exact else xp.zeros)(x_p.shape, dtype=acc)
    rest = ga.copy()                  # out-grad of windows whose first hit is still ahead
    hit = xp.empty(y.shape, dtype=bool)
    miss = xp.empty(y.shape, dtype=bool)
    tmp = None if exact else xp.empty(y.shape, dtype=acc)
    last = len(views) - 1
    for t, v in enumerate(views):
        xp.equal(x_p[v], y, out=hit)
        if not finite:
            if exact:
                gx[v] = xp.where(hit, rest, 0)
            else:
                gx[v] += xp.where(hit, rest, 0)
            if t < last:
                rest = xp.where(hit, 0, rest).astype(acc, copy=False)
            continue
        if exact:
            xp.multiply(hit, rest, out=gx[v])
        else:
            xp.multiply(hit, rest, out=tmp)
            gx[v] += tmp
        if t < last:
            # (a multiply: copyto(where=) branches per element, ~20x slower on mixed masks)
            xp.logical_not(hit, out=miss)
            xp.multiply(rest, miss, out=rest)
    return gx


def _pool_grad(ctx, a, inputs, outputs, out_grads):
    """max: the whole out-grad goes to the first maximum of each window, in
    row-major order (MXNet's CPU unpooling: the first element equal to the
    output); avg: shared by the window's counted elements; sum: to every
    element; lp: the derivative of the p-norm."""
    xp = ctx.xp
    x = inputs[0]
    y = outputs[0]
    g = out_grads[0] if out_grads[0] is not None else xp.zeros_like(y)
    if ctx.saved is not None:       # the forward's first maxima (_max_pool_kept)
        return (fused.max_pool_scatter(ctx.saved, g, x.shape),)
    last, k, stride, pad, out = _pool_geometry(a, x.shape)
    n = len(k)
    if last:
        x, y, g = (xp.moveaxis(v, -1, 1) for v in (x, y, g))
    sizes = x.shape[2:]
    acc = xp.float32 if x.dtype == xp.float16 else x.dtype
    kind = a.pool_type
    fill = ((xp.finfo if x.dtype.kind == "f" else xp.iinfo)(x.dtype).min) if kind == "max" else 0
    widths = [(0, 0), (0, 0)]
    for size, kk, s, p, o in zip(sizes, k, stride, pad, out):
        need = (o - 1) * s + kk if o else 0
        widths.append((p, max(p, need - size - p)))
    # (no copy where the dtype holds: every path below reads the out-grad, none writes it)
    ga = g.astype(acc, copy=False)
    max_taps = kind == "max" and prod(k) <= _MAX_TAPS and all(out) and x.size
    phased = max_taps and not last and n == 2
    if phased and not fused.ENABLED:
        # (before the padded copy, which this path does not read; with the ``fast`` extra
        # its float32 scan, which reads that copy, is asked first, below)
        gx = _max_pool_grad_phased(xp, x, y, ga, k, stride, pad, out)
        if gx is not None:
            return (gx.astype(inputs[0].dtype, copy=False),)
        phased = False
    x_p = _fill_padded(xp, x, widths, fill) if any(w != (0, 0) for w in widths) else x
    if a.global_pool and kind in ("avg", "sum") and not last and x.size:
        # one window covering every element once: the fold below would add each element's
        # share to a zero once, a tap at a time (16 adds for ResNet's 4x4 head, plus the
        # window view and divisor set-up: 86 us for a 1x1 (32, 64) input).  The same
        # 0 + share, in one broadcast add (a -0.0 share still becomes +0.0, as there)
        share = ga / xp.asarray(prod(sizes), dtype=acc) if kind == "avg" else ga
        gx = xp.zeros(x.shape, dtype=acc)
        gx += share
        return (gx.astype(inputs[0].dtype),)
    if max_taps:
        if not last and _compiled_max_pool_grad(xp, x_p, y, ga, k, stride, out):
            # (written straight into the unpadded gradient: no crop and copy)
            return (fused.max_pool_grad_2d(x_p, y, ga, k[0], k[1], stride[0], stride[1],
                                           pad[0], pad[1], xp.zeros(x.shape, dtype=ga.dtype)),)
        gx = _max_pool_grad_phased(xp, x, y, ga, k, stride, pad, out) if phased else None
        if gx is not None:
            return (gx.astype(inputs[0].dtype, copy=False),)
        gx = _max_pool_grad_first_hits(xp, x_p, y, ga, k, stride, out)
        if gx is None:
            gx = _max_pool_grad_taps(xp, x_p, y, ga, k, stride, out, acc)
        if gx is not None:
            gx = _crop(gx, pad, sizes)
            if last:
                gx = xp.moveaxis(gx, 1, -1)
            return (xp.ascontiguousarray(gx).astype(inputs[0].dtype, copy=False),)
    win = windows(xp, x_p, k, tuple(range(2, 2 + n)))
    win = win[(slice(None), slice(None)) + tuple(slice(None, o * s, s) for o, s in zip(out, stride))]
    expand = (Ellipsis,) + (None,) * n
    if kind == "max":
        flat = win.reshape(win.shape[:2 + n] + (prod(k),))
        first = xp.argmax(flat, axis=-1)
        hit = xp.arange(prod(k)) == first[..., None]
        cols = xp.where(hit, ga[..., None], xp.zeros((), dtype=acc)).reshape(win.shape)
    elif kind == "sum":
        cols = xp.broadcast_to(ga[expand], win.shape)
    elif kind == "avg":
        include = True if a.count_include_pad is None else a.count_include_pad
        div = _pool_divisor(xp, sizes, k, stride, pad, out, include, acc)
        share = xp.where(div > 0, ga / xp.where(div > 0, div, 1), 0)
        cols = xp.broadcast_to(share[expand], win.shape)
    else:  # lp: d|x|_p = x^(p-1) / out^(p-1) (the kernel sums x**p, signs included)
        if a.p_value == 1:
            cols = xp.broadcast_to(ga[expand], win.shape)
        else:
            ya = y.astype(acc)
            q = a.p_value - 1
            safe = xp.where(ya != 0, ya, 1) ** q
            ratio = xp.where(ya != 0, ga / safe, 0)
            cols = win.astype(acc) ** q * ratio[expand]
    gx = _crop(fold(xp, cols, x_p.shape, stride, (1,) * n, acc), pad, sizes)
    if last:
        gx = xp.moveaxis(gx, 1, -1)
    return (xp.ascontiguousarray(gx).astype(inputs[0].dtype),)


register(Op(
    name="Pooling",
    # oneDNN keeps a workspace output for max pooling in the channel-first layouts
    mxnet_outputs=lambda a: 2 if a.pool_type == "max" and a.layout in (None, "NCW", "NCHW", "NCDHW")
    else 1,
    attrs=(
        Attr("kernel", Shape, ()),
        Attr("pool_type", Str("avg", "lp", "max", "sum"), "max"),
        Attr("global_pool", Bool, False),
        Attr("cudnn_off", Bool, False),
        Attr("pooling_convention", Str("full", "same", "valid"), "valid"),
        Attr("stride", Shape, ()),
        Attr("pad", Shape, ()),
        Attr("p_value", OptInt, None),
        Attr("count_include_pad", OptBool, None, doc="None means True"),
        Attr("layout", OptStr("NCDHW", "NCHW", "NCW", "NDHWC", "NHWC", "NWC"), None),
    ),
    kernel=_pool_kernel,
    infer_shape=_pool_shape,
    grad=_pool_grad,
    keeps_saved=True,
    lowering=OpLowering("window_reduce", window_pool_plan),
))
