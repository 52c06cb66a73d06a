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
from .image import FloatTuple
from .nn_util import quiet


def _host(x) -> np.ndarray:
    return x.get() if hasattr(x, "get") else np.asarray(x)


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
