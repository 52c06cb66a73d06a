"""MXNet 1.9.1's SSD anchor ops of ``contrib``: ``MultiBoxPrior`` (anchor boxes per feature-map
pixel) and ``MultiBoxDetection`` (decode box offsets against the anchors, keep the best class,
sort by score, per-class NMS), as the classic Gluon SSD tutorials call them.

Semantics follow MXNet's CPU kernels (multibox_prior.cc, multibox_detection.cc), checked against
real MXNet on seeded inputs (``bench/mxnet_multibox_fixtures.py`` ->
``tests/fixtures/mxnet/multibox.npz``).  Neither op passes a gradient (MXNet gives zeros: both
are in ``grad_util.NON_DIFFERENTIABLE``).
"""
from __future__ import annotations

import numpy as np

from ..registry import Attr, Bool, Float, Int, Op, OpError, register
from .host import to_host as _host
from .image import FloatTuple
from .nn_util import quiet


def _float32_only(op):
    # legacy operators of MXNet 1.9.1: "Unsupported data type" for anything but float32
    def infer(a, *dtypes):
        for d in dtypes:
            if d is not None and np.dtype(d) != np.float32:
                raise OpError(f"{op}: unsupported data type {np.dtype(d).name} (float32 only)")
        return "float32"
    return infer


# --------------------------------------------------------------------------
# MultiBoxPrior
# --------------------------------------------------------------------------

def _prior_count(a):
    return len(a.sizes) + len(a.ratios) - 1


def _prior_shape(a, s):
    if len(s) != 4:
        raise OpError(f"MultiBoxPrior: data must be 4-D (batch, channel, height, width), "
                      f"got {tuple(s)}")
    if not a.sizes or not a.ratios:
        raise OpError("MultiBoxPrior: sizes and ratios must not be empty")
    if len(a.steps) != 2 or len(a.offsets) != 2:
        raise OpError("MultiBoxPrior: steps and offsets take two values (y, x)")
    return (1, s[2] * s[3] * _prior_count(a), 4)


def _multibox_prior(ctx, a, data):
    _prior_shape(a, data.shape)
    _float32_only("MultiBoxPrior")(a, data.dtype)
    h, w = data.shape[2], data.shape[3]
    f = np.float32
    step_y = f(a.steps[0]) if a.steps[0] > 0 else f(1.0) / f(h)
    step_x = f(a.steps[1]) if a.steps[1] > 0 else f(1.0) / f(w)
    # half widths and heights of the anchors of one pixel, in MXNet's order: every size with
    # the first ratio, then the first size with every further ratio (float arithmetic)
    halves = []
    for i, size in enumerate(a.sizes):
        r = np.sqrt(f(a.ratios[0]))
        halves.append((f(size) * f(h) / f(w) * r / f(2), f(size) / r / f(2)))
    for ratio in a.ratios[1:]:
        r = np.sqrt(f(ratio))
        halves.append((f(a.sizes[0]) * f(h) / f(w) * r / f(2), f(a.sizes[0]) / r / f(2)))
    hw = np.array(halves, f)                                    # (k, 2)
    cy = (np.arange(h, dtype=f) + f(a.offsets[0])) * step_y
    cx = (np.arange(w, dtype=f) + f(a.offsets[1])) * step_x
    cyy, cxx = np.meshgrid(cy, cx, indexing="ij")               # (h, w)
    cxx, cyy = cxx[..., None], cyy[..., None]
    out = np.stack([cxx - hw[:, 0], cyy - hw[:, 1], cxx + hw[:, 0], cyy + hw[:, 1]], axis=-1)
    if a.clip:
        out = np.clip(out, 0, 1)
    return ctx.xp.asarray(out.reshape(1, -1, 4).astype(data.dtype))


register(Op(
    name="_contrib_MultiBoxPrior", aliases=("MultiBoxPrior",), namespace="contrib",
    attrs=(Attr("sizes", FloatTuple, (1.0,)), Attr("ratios", FloatTuple, (1.0,)),
           Attr("clip", Bool, False), Attr("steps", FloatTuple, (-1.0, -1.0)),
           Attr("offsets", FloatTuple, (0.5, 0.5))),
    kernel=_multibox_prior, infer_shape=_prior_shape,
    infer_type=_float32_only("MultiBoxPrior"),
    doc="anchor boxes (xmin, ymin, xmax, ymax) for every pixel of a feature map",
))


# --------------------------------------------------------------------------
# MultiBoxDetection
# --------------------------------------------------------------------------

def _detection_shape(a, cls, loc, anchor):
    if len(cls) != 3:
        raise OpError(f"MultiBoxDetection: cls_prob must be (batch, classes, anchors), got "
                      f"{tuple(cls)}")
    n = cls[2]
    if tuple(loc) != (cls[0], n * 4):
        raise OpError(f"MultiBoxDetection: loc_pred {tuple(loc)} should be {(cls[0], n * 4)}")
    if len(anchor) != 3 or anchor[1] != n or anchor[2] != 4:
        raise OpError(f"MultiBoxDetection: anchor {tuple(anchor)} should be (1, {n}, 4)")
    return (cls[0], n, 6)


def _decode(anchors, loc, clip, variances):
    f = anchors.dtype.type
    vx, vy, vw, vh = (f(v) for v in variances)
    al, at, ar, ab = anchors[:, 0], anchors[:, 1], anchors[:, 2], anchors[:, 3]
    aw, ah = ar - al, ab - at
    ax, ay = (al + ar) / f(2), (at + ab) / f(2)
    ox = loc[:, 0] * vx * aw + ax
    oy = loc[:, 1] * vy * ah + ay
    ow = np.exp(loc[:, 2] * vw) * aw / f(2)
    oh = np.exp(loc[:, 3] * vh) * ah / f(2)
    box = np.stack([ox - ow, oy - oh, ox + ow, oy + oh], axis=-1)
    return np.clip(box, 0, 1) if clip else box


def _overlap(b, c):
    w = max(0.0, min(b[2], c[2]) - max(b[0], c[0]))
    h = max(0.0, min(b[3], c[3]) - max(b[1], c[1]))
    inter = w * h
    union = (b[2] - b[0]) * (b[3] - b[1]) + (c[2] - c[0]) * (c[3] - c[1]) - inter
    return 0.0 if union <= 0 else inter / union


@quiet
def _multibox_detection(ctx, a, cls_prob, loc_pred, anchor):
    _detection_shape(a, cls_prob.shape, loc_pred.shape, anchor.shape)
    _float32_only("MultiBoxDetection")(a, cls_prob.dtype, loc_pred.dtype, anchor.dtype)
    cls_prob, loc_pred, anchor = _host(cls_prob), _host(loc_pred), _host(anchor)
    batch, classes, n = cls_prob.shape
    dt = cls_prob.dtype
    out = np.full((batch, n, 6), -1, dt)
    anchors = anchor[0]
    for b in range(batch):
        # best non-background class per anchor (the first of equal scores), below threshold: none
        probs = cls_prob[b, 1:, :] if classes > 1 else np.full((1, n), -1, dt)
        ids = probs.argmax(axis=0) + 1
        scores = probs.max(axis=0)
        ids = np.where(scores < a.threshold, 0, ids)
        keep = np.flatnonzero(ids > 0)
        if not keep.size:
            continue
        boxes = _decode(anchors[keep], loc_pred[b].reshape(n, 4)[keep], a.clip, a.variances)
        rows = np.concatenate([(ids[keep] - 1)[:, None].astype(dt), scores[keep][:, None],
                               boxes.astype(dt)], axis=1)
        valid = len(rows)
        if a.nms_threshold <= 0 or a.nms_threshold > 1:
            out[b, :valid] = rows
            continue
        order = np.argsort(-rows[:, 1], kind="stable")
        nkeep = a.nms_topk if 0 < a.nms_topk < valid else valid
        # MXNet re-orders only the first nkeep rows; the rest keep their unsorted places and
        # lose their class (measured with nms_topk=5)
        placed = rows.copy()
        placed[:nkeep] = rows[order[:nkeep]]
        placed[nkeep:, 0] = -1
        for i in range(valid):
            if placed[i, 0] < 0:
                continue
            for j in range(i + 1, valid):
                if placed[j, 0] < 0:
                    continue
                if a.force_suppress or placed[i, 0] == placed[j, 0]:
                    if _overlap(placed[i, 2:], placed[j, 2:]) >= a.nms_threshold:
                        placed[j, 0] = -1
        out[b, :valid] = placed
    return ctx.xp.asarray(out)


register(Op(
    name="_contrib_MultiBoxDetection", aliases=("MultiBoxDetection",), namespace="contrib",
    inputs=("cls_prob", "loc_pred", "anchor"),
    attrs=(Attr("clip", Bool, True), Attr("threshold", Float, 0.01),
           Attr("background_id", Int, 0), Attr("nms_threshold", Float, 0.5),
           Attr("force_suppress", Bool, False),
           Attr("variances", FloatTuple, (0.1, 0.1, 0.2, 0.2)), Attr("nms_topk", Int, -1)),
    kernel=_multibox_detection, infer_shape=_detection_shape,
    infer_type=_float32_only("MultiBoxDetection"),
    doc="SSD detections (class id, score, xmin, ymin, xmax, ymax) per anchor; -1 rows: none",
))


# --------------------------------------------------------------------------
# MultiBoxTarget
# --------------------------------------------------------------------------

def _target_shape(a, anchor, label, cls):
    if len(anchor) != 3 or anchor[2] != 4:
        raise OpError(f"MultiBoxTarget: anchor must be (1, anchors, 4), got {tuple(anchor)}")
    if len(label) != 3 or label[2] < 5:
        raise OpError(f"MultiBoxTarget: label must be (batch, objects, 5+), got {tuple(label)}")
    if len(cls) != 3 or cls[0] != label[0] or cls[2] != anchor[1]:
        raise OpError(f"MultiBoxTarget: cls_pred {tuple(cls)} should be "
                      f"({label[0]}, classes, {anchor[1]})")
    n = anchor[1]
    return [(label[0], n * 4), (label[0], n * 4), (label[0], n)]


def _ious(anchors, gts):
    lt = np.maximum(anchors[:, None, :2], gts[None, :, :2])
    rb = np.minimum(anchors[:, None, 2:], gts[None, :, 2:])
    wh = np.maximum(rb - lt, 0)
    inter = wh[..., 0] * wh[..., 1]
    area_a = (anchors[:, 2] - anchors[:, 0]) * (anchors[:, 3] - anchors[:, 1])
    area_g = (gts[:, 2] - gts[:, 0]) * (gts[:, 3] - gts[:, 1])
    union = area_a[:, None] + area_g[None, :] - inter
    return np.where(union > 0, inter / np.where(union > 0, union, 1), 0).astype(np.float32)


def _match(a, overlaps):
    """MXNet's matching: greedy best pairs first (one anchor per object), then every other
    anchor whose best overlap passes overlap_threshold.  Returns flags (1 positive, -1 not
    yet decided), the matched object per anchor and each anchor's best overlap."""
    n, m = overlaps.shape
    flags = np.full(n, -1)
    matches = np.full(n, -1)
    best = np.full(n, -1.0, np.float32)
    free = overlaps.copy()
    for _ in range(m):
        k = int(np.argmax(free))          # first of equal maxima in (anchor, object) order
        j, g = divmod(k, m)
        if not free[j, g] > 1e-6:
            break
        matches[j], best[j], flags[j] = g, free[j, g], 1
        free[j, :] = -1
        free[:, g] = -1
    rest = flags != 1
    arg = overlaps.argmax(axis=1)
    top = overlaps.max(axis=1)
    # an anchor's best starts at -1 and only grows on a strictly larger overlap; the best
    # overlaps are kept for negative mining even when overlap_threshold <= 0 assigns no
    # further positives (measured with overlap_threshold=0, negative_mining_thresh=0.3)
    better = rest & (top > best)
    matches = np.where(better, arg, matches)
    best = np.where(rest, np.maximum(best, top), best)
    if a.overlap_threshold > 0:
        flags = np.where(rest & (best > a.overlap_threshold), 1, flags)
    return flags, matches, best


def _mine_negatives(a, flags, best, preds):
    positive = int((flags == 1).sum())
    n = len(flags)
    if a.negative_mining_ratio <= 0:
        return np.where(flags != 1, 0, flags)
    # measured: minimum_negative_samples changes nothing in MXNet 1.9.1's CPU kernel
    # (3 positives at ratio 0.5 mine 1 negative with minimum_negative_samples=5 too)
    count = min(int(positive * a.negative_mining_ratio), n - positive)
    if count <= 0:
        return flags
    pool = np.flatnonzero((flags != 1) & (best < a.negative_mining_thresh))
    p = preds[:, pool].astype(np.float32)
    top = p.max(axis=0)
    background = np.exp(p[0] - top) / np.exp(p - top).sum(axis=0)
    # hardest first: the lowest background probability (a stable sort, as MXNet's)
    order = pool[np.argsort(background, kind="stable")]
    flags = flags.copy()
    flags[order[:count]] = 0
    return flags


def _loc_targets(a, anchors, gts):
    f = np.float32
    vx, vy, vw, vh = (f(v) for v in a.variances)
    aw, ah = anchors[:, 2] - anchors[:, 0], anchors[:, 3] - anchors[:, 1]
    ax, ay = (anchors[:, 0] + anchors[:, 2]) * f(0.5), (anchors[:, 1] + anchors[:, 3]) * f(0.5)
    gw, gh = gts[:, 2] - gts[:, 0], gts[:, 3] - gts[:, 1]
    gx, gy = (gts[:, 0] + gts[:, 2]) * f(0.5), (gts[:, 1] + gts[:, 3]) * f(0.5)
    return np.stack([(gx - ax) / aw / vx, (gy - ay) / ah / vy,
                     np.log(gw / aw) / vw, np.log(gh / ah) / vh], axis=-1)


@quiet
def _multibox_target(ctx, a, anchor, label, cls_pred):
    _target_shape(a, anchor.shape, label.shape, cls_pred.shape)
    _float32_only("MultiBoxTarget")(a, anchor.dtype, label.dtype, cls_pred.dtype)
    anchor, label, cls_pred = _host(anchor), _host(label), _host(cls_pred)
    anchors = anchor[0]
    n = anchors.shape[0]
    batch = label.shape[0]
    loc = np.zeros((batch, n, 4), np.float32)
    mask = np.zeros((batch, n, 4), np.float32)
    cls = np.full((batch, n), a.ignore_label, np.float32)
    for b in range(batch):
        # objects up to the first padding row (class -1)
        ends = np.flatnonzero(label[b, :, 0] == -1)
        valid = label[b, :ends[0] if ends.size else label.shape[1]]
        if not len(valid):
            continue
        overlaps = _ious(anchors, valid[:, 1:5])
        flags, matches, best = _match(a, overlaps)
        flags = _mine_negatives(a, flags, best, cls_pred[b])
        pos = np.flatnonzero(flags == 1)
        cls[b, pos] = valid[matches[pos], 0] + 1
        cls[b, flags == 0] = 0
        mask[b, pos] = 1
        loc[b, pos] = _loc_targets(a, anchors[pos], valid[matches[pos], 1:5])
    return (ctx.xp.asarray(loc.reshape(batch, -1)), ctx.xp.asarray(mask.reshape(batch, -1)),
            ctx.xp.asarray(cls))


register(Op(
    name="_contrib_MultiBoxTarget", aliases=("MultiBoxTarget",), namespace="contrib",
    inputs=("anchor", "label", "cls_pred"), num_outputs=3,
    attrs=(Attr("overlap_threshold", Float, 0.5), Attr("ignore_label", Float, -1.0),
           Attr("negative_mining_ratio", Float, -1.0), Attr("negative_mining_thresh", Float, 0.5),
           Attr("minimum_negative_samples", Int, 0),
           Attr("variances", FloatTuple, (0.1, 0.1, 0.2, 0.2))),
    kernel=_multibox_target, infer_shape=_target_shape,
    infer_type=lambda a, *dts: [_float32_only("MultiBoxTarget")(a, *dts)] * 3,
    doc="SSD training targets: box offsets, their mask and the class of every anchor",
))
