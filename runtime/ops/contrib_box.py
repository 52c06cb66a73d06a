"""Detection ops of MXNet 1.9.1's ``contrib`` (and ``ROIPooling``): non-maximum suppression,
box IoU, box target encoding/decoding, bipartite matching, ROIAlign and ROIPooling.

Semantics follow MXNet's CPU kernels, checked call by call against real MXNet on seeded random
inputs (``bench/mxnet_box_fixtures.py`` -> ``tests/fixtures/mxnet/box_ops.npz``).  The greedy
parts (NMS, matching) loop on the host; the box arithmetic runs on ``ctx.xp``.
"""
from __future__ import annotations

import math

import numpy as np

from ..registry import Attr, Bool, Float, Int, Op, OpError, Shape, Str, register
from .grad_util import first_out_grad
from .host import to_host
from .nn_util import quiet

_FORMAT = Str("center", "corner")


def _corners(b, fmt):
    """(x1, y1, x2, y2) of boxes in ``fmt`` ('corner' or 'center': cx, cy, w, h)."""
    if fmt == "corner":
        return b[..., 0], b[..., 1], b[..., 2], b[..., 3]
    half_w, half_h = b[..., 2] / 2, b[..., 3] / 2
    return b[..., 0] - half_w, b[..., 1] - half_h, b[..., 0] + half_w, b[..., 1] + half_h


def _convert(xp, b, src, dst):
    if src == dst:
        return b
    x1, y1, x2, y2 = _corners(b, src)
    if dst == "corner":
        return xp.stack([x1, y1, x2, y2], axis=-1)
    return xp.stack([(x1 + x2) / 2, (y1 + y2) / 2, x2 - x1, y2 - y1], axis=-1)


def _iou(xp, a, b, fmt):
    """Pairwise IoU of a (..., 4) and b (..., 4): shape a.shape[:-1] + b.shape[:-1]."""
    ax1, ay1, ax2, ay2 = (v.reshape(v.shape + (1,) * (b.ndim - 1)) for v in _corners(a, fmt))
    bx1, by1, bx2, by2 = _corners(b, fmt)
    iw = xp.maximum(xp.minimum(ax2, bx2) - xp.maximum(ax1, bx1), 0)
    ih = xp.maximum(xp.minimum(ay2, by2) - xp.maximum(ay1, by1), 0)
    inter = iw * ih
    union = (ax2 - ax1) * (ay2 - ay1) + (bx2 - bx1) * (by2 - by1) - inter
    return xp.where(union > 0, inter / xp.where(union > 0, union, 1), 0)


def _as_param(value):
    """A float attribute as MXNet's kernels compare with it: its parameter struct holds a C
    float, so 0.3 is 0.30000001 and a float32 score of 0.3 is not above it."""
    return np.float32(value)


# ------------------------------------------------------------------ box_nms
def _nms_check(a, shape):
    if len(shape) < 2:
        raise OpError(f"box_nms: data must be at least 2-D (boxes, width), got {tuple(shape)}")
    width = shape[-1]
    for what, idx in (("coord_start", a.coord_start), ("score_index", a.score_index),
                      ("id_index", a.id_index)):
        last = idx + 3 if what == "coord_start" else idx
        if idx >= width or last >= width:
            raise OpError(f"box_nms: {what}={idx} does not fit boxes of width {width}")


def _nms_order(a, boxes):
    """Per batch row, the kept boxes' original indices in output order."""
    lead, n = boxes.shape[:-2], boxes.shape[-2]
    flat = boxes.reshape((-1, n, boxes.shape[-1]))
    cs = a.coord_start
    kept = []
    for rows in flat:
        scores = rows[:, a.score_index]
        valid = scores > _as_param(a.valid_thresh)
        # with an id column MXNet drops the background class whatever its id, -1 included
        # (the default): rows of id -1 never reach the output
        if a.id_index >= 0:
            valid &= rows[:, a.id_index] != a.background_id
        order = np.flatnonzero(valid)
        order = order[np.argsort(-scores[order], kind="stable")]
        if a.topk > 0:
            order = order[:a.topk]
        iou = _iou(np, rows[order, cs:cs + 4], rows[order, cs:cs + 4], a.in_format)
        same_class = (a.force_suppress or a.id_index < 0)
        ids = rows[order, a.id_index] if a.id_index >= 0 else None
        removed = np.zeros(len(order), dtype=bool)
        keep = []
        for i in range(len(order)):
            if removed[i]:
                continue
            keep.append(order[i])
            later = np.arange(i + 1, len(order))
            hit = iou[i, later] > _as_param(a.overlap_thresh)
            if not same_class:
                hit &= ids[later] == ids[i]
            removed[later[hit]] = True
        kept.append(np.asarray(keep, dtype=np.int64))
    return lead, kept


@quiet
def _nms_kernel(ctx, a, data):
    xp = ctx.xp
    _nms_check(a, data.shape)
    host = to_host(data)
    lead, kept = _nms_order(a, host)
    n, width = host.shape[-2], host.shape[-1]
    out = np.full((len(kept), n, width), -1, dtype=host.dtype)
    flat = host.reshape((-1, n, width))
    cs = a.coord_start
    for b, keep in enumerate(kept):
        rows = flat[b, keep].copy()
        rows[:, cs:cs + 4] = _convert(np, rows[:, cs:cs + 4], a.in_format, a.out_format)
        out[b, :len(keep)] = rows
    return xp.asarray(out.reshape(host.shape))


def _nms_grad(ctx, a, inputs, outputs, out_grads):
    """Each kept box's out-grad goes back to the box it came from; suppressed boxes get 0."""
    xp = ctx.xp
    data = inputs[0]
    g = to_host(first_out_grad(xp, out_grads, outputs))
    _, kept = _nms_order(a, to_host(data))
    n, width = data.shape[-2], data.shape[-1]
    gin = np.zeros((len(kept), n, width), dtype=g.dtype)
    flat = g.reshape((-1, n, width))
    for b, keep in enumerate(kept):
        gin[b, keep] = flat[b, :len(keep)]
    return (xp.asarray(gin.reshape(data.shape)).astype(data.dtype, copy=False),)


register(Op(
    name="_contrib_box_nms", aliases=("box_nms", "box_non_maximum_suppression"),
    mxnet_outputs=2,     # the kept boxes' original positions
    namespace="contrib",
    attrs=(
        Attr("overlap_thresh", Float, 0.5),
        Attr("valid_thresh", Float, 0.0),
        Attr("topk", Int, -1),
        Attr("coord_start", Int, 2),
        Attr("score_index", Int, 1),
        Attr("id_index", Int, -1),
        Attr("background_id", Int, -1),
        Attr("force_suppress", Bool, False),
        Attr("in_format", _FORMAT, "corner"),
        Attr("out_format", _FORMAT, "corner"),
    ),
    kernel=_nms_kernel,
    infer_shape=lambda a, data: (_nms_check(a, data), tuple(data))[1],
    grad=_nms_grad,
    doc="Greedy non-maximum suppression per batch row; kept boxes first, by score, the rest "
        "-1.",
))


# ------------------------------------------------------------------ box_iou
def _iou_shape(a, lhs, rhs):
    if lhs[-1] != 4 or rhs[-1] != 4:
        raise OpError(f"box_iou: boxes must end in 4 coordinates, got {tuple(lhs)} and "
                      f"{tuple(rhs)}")
    return tuple(lhs[:-1]) + tuple(rhs[:-1])


register(Op(
    name="_contrib_box_iou", aliases=("box_iou",), namespace="contrib",
    inputs=("lhs", "rhs"),
    attrs=(Attr("format", _FORMAT, "corner"),),
    kernel=quiet(lambda ctx, a, lhs, rhs: _iou(ctx.xp, lhs, rhs, a.format).astype(
        lhs.dtype, copy=False)),
    infer_shape=_iou_shape,
    doc="Intersection over union of every lhs box with every rhs box.",
))


# ------------------------------------------------------------------ box_encode / box_decode
def _center(xp, b):
    x1, y1, x2, y2 = _corners(b, "corner")
    w, h = x2 - x1, y2 - y1
    return x1 + w * 0.5, y1 + h * 0.5, w, h


@quiet
def _encode_kernel(ctx, a, samples, matches, anchors, refs, means, stds):
    xp = ctx.xp
    idx = xp.clip(matches.astype(xp.int64), 0, refs.shape[1] - 1)
    ref = xp.take_along_axis(refs, idx[..., None].repeat(4, axis=-1), axis=1)
    ax, ay, aw, ah = _center(xp, anchors)
    rx, ry, rw, rh = _center(xp, ref)
    t = xp.stack([(rx - ax) / aw, (ry - ay) / ah, xp.log(rw / aw), xp.log(rh / ah)], axis=-1)
    t = (t - means) / stds
    positive = (samples > 0.5)[..., None]
    targets = xp.where(positive, t, 0).astype(anchors.dtype, copy=False)
    masks = xp.broadcast_to(positive, targets.shape).astype(anchors.dtype)
    return targets, masks


def _encode_shape(a, samples, matches, anchors, refs, means, stds):
    if len(anchors) != 3 or anchors[-1] != 4 or len(refs) != 3 or refs[-1] != 4:
        raise OpError(f"box_encode: anchors (B, N, 4) and refs (B, M, 4) expected, got "
                      f"{tuple(anchors)} and {tuple(refs)}")
    return [tuple(anchors), tuple(anchors)]


register(Op(
    name="_contrib_box_encode", aliases=("box_encode",), namespace="contrib",
    inputs=("samples", "matches", "anchors", "refs", "means", "stds"),
    num_outputs=2,
    kernel=_encode_kernel,
    infer_shape=_encode_shape,
    doc="Training targets: matched boxes' center offsets and log sizes relative to anchors, "
        "normalised by means/stds, for positive samples; masks mark them.",
))


@quiet
def _decode_kernel(ctx, a, data, anchors):
    xp = ctx.xp
    if a.format == "corner":
        ax, ay, aw, ah = _center(xp, anchors)
    else:
        ax, ay, aw, ah = anchors[..., 0], anchors[..., 1], anchors[..., 2], anchors[..., 3]
    ox = data[..., 0] * a.std0 * aw + ax
    oy = data[..., 1] * a.std1 * ah + ay
    dw = data[..., 2] * a.std2
    dh = data[..., 3] * a.std3
    if a.clip > 0:
        dw, dh = xp.minimum(dw, a.clip), xp.minimum(dh, a.clip)
    half_w, half_h = xp.exp(dw) * aw / 2, xp.exp(dh) * ah / 2
    return xp.stack([ox - half_w, oy - half_h, ox + half_w, oy + half_h],
                    axis=-1).astype(data.dtype, copy=False)


def _decode_shape(a, data, anchors):
    if data[-1] != 4 or anchors[-1] != 4:
        raise OpError(f"box_decode: data (B, N, 4) and anchors (1, N, 4) expected, got "
                      f"{tuple(data)} and {tuple(anchors)}")
    return tuple(data)


register(Op(
    name="_contrib_box_decode", aliases=("box_decode",), namespace="contrib",
    inputs=("data", "anchors"),
    attrs=(Attr("std0", Float, 1.0), Attr("std1", Float, 1.0), Attr("std2", Float, 1.0),
           Attr("std3", Float, 1.0), Attr("clip", Float, -1.0),
           Attr("format", _FORMAT, "center")),
    kernel=_decode_kernel,
    infer_shape=_decode_shape,
    doc="Corner boxes from predicted center offsets and log sizes relative to anchors.",
))


# ------------------------------------------------------------------ bipartite_matching
@quiet
def _bipartite_kernel(ctx, a, data):
    xp = ctx.xp
    host = to_host(data)
    lead, n, m = host.shape[:-2], host.shape[-2], host.shape[-1]
    flat = host.reshape((-1, n, m))
    rows_out = np.full((flat.shape[0], n), -1, dtype=host.dtype)
    cols_out = np.full((flat.shape[0], m), -1, dtype=host.dtype)
    for b, scores in enumerate(flat):
        order = np.argsort(scores.ravel() if a.is_ascend else -scores.ravel(), kind="stable")
        matched = 0
        threshold = _as_param(a.threshold)
        for k in order:
            i, j = divmod(int(k), m)
            s = scores[i, j]
            if rows_out[b, i] >= 0 or cols_out[b, j] >= 0:
                continue
            # strictly past the threshold, as MXNet's kernel tests it: a score equal to it
            # ends the matching
            if not ((s < threshold) if a.is_ascend else (s > threshold)):
                break   # sorted: every later pair fails the threshold too
            rows_out[b, i], cols_out[b, j] = j, i
            matched += 1
            # MXNet stops once the count exceeds topk, so it keeps topk + 1 matches (measured:
            # topk=1 matches two pairs)
            if 0 < a.topk < matched:
                break
    return (xp.asarray(rows_out.reshape(lead + (n,))), xp.asarray(cols_out.reshape(lead + (m,))))


def _bipartite_shape(a, data):
    if len(data) < 2:
        raise OpError(f"bipartite_matching: scores must be at least 2-D, got {tuple(data)}")
    return [tuple(data[:-1]), tuple(data[:-2]) + (data[-1],)]


register(Op(
    name="_contrib_bipartite_matching", aliases=("bipartite_matching",), namespace="contrib",
    attrs=(Attr("is_ascend", Bool, False), Attr("threshold", Float),
           Attr("topk", Int, -1)),
    num_outputs=2,
    kernel=_bipartite_kernel,
    infer_shape=_bipartite_shape,
    doc="Greedy matching of rows to columns by score: row -> column and column -> row "
        "indices, -1 where unmatched.",
))


# ------------------------------------------------------------------ ROIAlign
def _roi_align_taps(a, roi, height, width):
    """For one roi: per output bin, the sampling points' (y, x) -- or None when the roi is
    skipped (negative batch index)."""
    ph, pw = a.pooled_size
    offset = 0.5 if a.aligned else 0.0
    x1, y1, x2, y2 = (float(v) * a.spatial_scale - offset for v in roi[1:5])
    rw, rh = x2 - x1, y2 - y1
    if not a.aligned:   # legacy mode: rois at least one pixel
        rw, rh = max(rw, 1.0), max(rh, 1.0)
    bin_h, bin_w = rh / ph, rw / pw
    gh = a.sample_ratio if a.sample_ratio > 0 else int(math.ceil(rh / ph))
    gw = a.sample_ratio if a.sample_ratio > 0 else int(math.ceil(rw / pw))
    iy = (np.arange(gh) + 0.5) * bin_h / gh
    ix = (np.arange(gw) + 0.5) * bin_w / gw
    ys = y1 + np.arange(ph)[:, None] * bin_h + iy[None, :]          # (ph, gh)
    xs = x1 + np.arange(pw)[:, None] * bin_w + ix[None, :]          # (pw, gw)
    return ys, xs, max(gh * gw, 1)


def _bilinear_weights(coord, size):
    """(low index, high index, low weight, high weight, inside) per coordinate, as Detectron's
    ROIAlign samples: outside [-1, size] counts 0, the border clamps."""
    inside = (coord >= -1.0) & (coord <= size)
    c = np.maximum(coord, 0.0)
    low = np.floor(c).astype(np.int64)
    at_edge = low >= size - 1
    low = np.where(at_edge, size - 1, low)
    high = np.where(at_edge, size - 1, low + 1)
    c = np.where(at_edge, low, c)
    frac = c - low
    return low, high, 1.0 - frac, frac, inside


def _roi_align_matrices(a, roi, height, width):
    """Sparse sampling as two dense interpolation matrices: out[i, j] = Wy[i] @ F @ Wx[j].T
    averaged over the bin's taps."""
    ys, xs, count = _roi_align_taps(a, roi, height, width)

    def matrix(coords, size):
        lo, hi, wl, wh, ok = _bilinear_weights(coords.ravel(), size)
        w = np.zeros((coords.size, size))
        rows = np.arange(coords.size)
        np.add.at(w, (rows, lo), wl * ok)
        np.add.at(w, (rows, hi), wh * ok)
        return w.reshape(coords.shape + (size,))

    return matrix(ys, height), matrix(xs, width), count


def _support(m):
    """The slice of columns of ``m`` (bins x size) holding its nonzero weights."""
    hit = np.flatnonzero(np.any(m != 0, axis=0))
    return slice(int(hit[0]), int(hit[-1]) + 1) if len(hit) else slice(0, 0)


def _roi_align_forward(a, data, rois, grad_of=None):
    n, c, h, w = data.shape
    ph, pw = a.pooled_size
    out_c = c // (ph * pw) if a.position_sensitive else c
    out = np.zeros((rois.shape[0], out_c, ph, pw), dtype=np.float64)
    grad = np.zeros(data.shape, dtype=np.float64) if grad_of is not None else None
    for r, roi in enumerate(rois):
        b = int(roi[0])
        if b < 0 or b >= n:
            continue
        wy, wx, count = _roi_align_matrices(a, roi, h, w)
        my = wy.sum(axis=1) / count     # (ph, H): the bin's taps averaged in y ...
        mx_ = wx.sum(axis=1)            # (pw, W): ... and summed in x (the product averages)
        # only the rows and columns the roi's taps touch: a small roi on a large feature
        # map (FPN's finest level) multiplied the whole map (1000 rois of 4-40 px on a
        # 256x40x40 map: 12.8 s -> 5.0 s)
        rows, cols = _support(my), _support(mx_)
        my, mx_ = my[:, rows], mx_[:, cols]
        if a.position_sensitive:
            feat = data[b].reshape(out_c, ph, pw, h, w)[:, :, :, rows, cols]
            for i in range(ph):
                for j in range(pw):
                    out[r, :, i, j] = np.matmul(feat[:, i, j], mx_[j]) @ my[i]
                    if grad is not None:
                        g = grad_of[r, :, i, j]
                        grad[b].reshape(out_c, ph, pw, h, w)[:, i, j, rows, cols] += \
                            g[:, None, None] * np.outer(my[i], mx_[j])[None]
        else:
            # two matrix products (BLAS): a three-operand einsum runs as one naive loop over
            # c*ph*pw*H*W, about a second per roi at Faster R-CNN sizes
            out[r] = np.matmul(np.matmul(my, data[b][:, rows, cols]), mx_.T)
            if grad is not None:
                grad[b][:, rows, cols] += np.matmul(np.matmul(my.T, grad_of[r]), mx_)
    return out, grad


def _roi_check(op, a, data, rois):
    if len(data) != 4 or len(rois) != 2 or rois[1] != 5:
        raise OpError(f"{op}: data (N, C, H, W) and rois (R, 5) expected, got {tuple(data)} and "
                      f"{tuple(rois)}")
    ph, pw = a.pooled_size
    if getattr(a, "position_sensitive", False) and data[1] % (ph * pw):
        raise OpError(f"{op}: position_sensitive needs channels divisible by {ph}*{pw}, got "
                      f"{data[1]}")


def _roi_align_shape(a, data, rois):
    _roi_check("ROIAlign", a, data, rois)
    ph, pw = a.pooled_size
    c = data[1] // (ph * pw) if a.position_sensitive else data[1]
    return (rois[0], c, ph, pw)


@quiet
def _roi_align_kernel(ctx, a, data, rois):
    xp = ctx.xp
    host_rois = to_host(rois)
    out, _ = _roi_align_forward(a, to_host(data).astype(np.float64), host_rois)
    # MXNet 1.9.1's CPU kernel skips a roi with a negative batch index after writing
    # `top_data[n] = 0`: element n of the whole output, not the roi's own block (which it
    # leaves unwritten; fresh memory reads 0, as here).  FPN R-CNNs mask every roi outside a
    # level to -1, so each level's call zeroes up to 1000 values of roi 0's features; one
    # thread (the rois in order) is the result imitated -- with several, MXNet's is a race
    masked = np.flatnonzero(host_rois[:, 0].astype(np.int64) < 0)
    out.reshape(-1)[masked] = 0.0
    return xp.asarray(out.astype(data.dtype))


def _roi_align_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    data, rois = inputs
    g = to_host(first_out_grad(xp, out_grads, outputs)).astype(np.float64)
    _, gd = _roi_align_forward(a, to_host(data).astype(np.float64), to_host(rois), g)
    return xp.asarray(gd.astype(data.dtype)), None


register(Op(
    name="_contrib_ROIAlign", aliases=("ROIAlign",), namespace="contrib",
    inputs=("data", "rois"),
    attrs=(Attr("pooled_size", Shape), Attr("spatial_scale", Float),
           Attr("sample_ratio", Int, -1), Attr("position_sensitive", Bool, False),
           Attr("aligned", Bool, False)),
    kernel=_roi_align_kernel,
    infer_shape=_roi_align_shape,
    grad=_roi_align_grad,
    doc="Bilinear samples of each roi's bins, averaged (Mask R-CNN); rois are "
        "[batch, x1, y1, x2, y2] in image coordinates.",
))


# ------------------------------------------------------------------ ROIPooling
def _c_round(v):
    """C's round(): halves away from zero (numpy rounds them to even)."""
    return math.floor(v + 0.5) if v >= 0 else math.ceil(v - 0.5)


def _roi_pool_bins(a, roi, height, width):
    ph, pw = a.pooled_size
    x1, y1, x2, y2 = (_c_round(float(v) * a.spatial_scale) for v in roi[1:5])
    rh, rw = max(y2 - y1 + 1, 1), max(x2 - x1 + 1, 1)
    bin_h, bin_w = rh / ph, rw / pw
    for i in range(ph):
        hs = min(max(int(math.floor(i * bin_h)) + y1, 0), height)
        he = min(max(int(math.ceil((i + 1) * bin_h)) + y1, 0), height)
        for j in range(pw):
            ws = min(max(int(math.floor(j * bin_w)) + x1, 0), width)
            we = min(max(int(math.ceil((j + 1) * bin_w)) + x1, 0), width)
            yield i, j, hs, he, ws, we


def _roi_pool(a, data, rois, grad_of=None):
    n, c, h, w = data.shape
    ph, pw = a.pooled_size
    out = np.zeros((rois.shape[0], c, ph, pw), dtype=data.dtype)
    grad = np.zeros(data.shape, dtype=np.float64) if grad_of is not None else None
    for r, roi in enumerate(rois):
        b = int(roi[0])
        for i, j, hs, he, ws, we in _roi_pool_bins(a, roi, h, w):
            if he <= hs or we <= ws:
                continue   # an empty bin pools to 0
            region = data[b, :, hs:he, ws:we].reshape(c, -1)
            arg = region.argmax(axis=1)
            out[r, :, i, j] = region[np.arange(c), arg]
            if grad is not None:
                yy, xx = np.divmod(arg, we - ws)
                np.add.at(grad[b], (np.arange(c), hs + yy, ws + xx), grad_of[r, :, i, j])
    return out, grad


def _roi_pool_shape(a, data, rois):
    _roi_check("ROIPooling", a, data, rois)
    return (rois[0], data[1]) + tuple(a.pooled_size)


@quiet
def _roi_pool_kernel(ctx, a, data, rois):
    xp = ctx.xp
    return xp.asarray(_roi_pool(a, to_host(data), to_host(rois))[0])


def _roi_pool_grad(ctx, a, inputs, outputs, out_grads):
    """Each bin's out-grad flows to the element its max came from."""
    xp = ctx.xp
    data, rois = inputs
    g = to_host(first_out_grad(xp, out_grads, outputs))
    _, gd = _roi_pool(a, to_host(data), to_host(rois), g)
    return xp.asarray(gd.astype(data.dtype)), None


register(Op(
    name="ROIPooling",
    mxnet_outputs=2,
    inputs=("data", "rois"),
    attrs=(Attr("pooled_size", Shape), Attr("spatial_scale", Float)),
    kernel=_roi_pool_kernel,
    infer_shape=_roi_pool_shape,
    grad=_roi_pool_grad,
    doc="Max over each roi's bins (Fast R-CNN); rois are [batch, x1, y1, x2, y2].",
))
