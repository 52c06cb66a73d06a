"""Why two ``box_nms`` results differ when their inputs agree to float32 noise.

Greedy NMS is discontinuous: a candidate is suppressed when its IoU with a kept box is
``> overlap_thresh``, and candidates are visited in score order.  Two inputs 1e-6 apart give
different outputs when an IoU lies within that noise of the threshold, or two scores within it
of each other.  ``first_divergence`` replays MXNet 1.9.1's greedy pass (float32 IoU as its CPU
kernel computes it: ``I / (area_a + area_b - I)``, areas of inverted boxes 0) on both inputs side
by side and reports, per batch row, the first place the two passes part and how close to a tie
the deciding quantity was there.  Everything after that place follows from it.

Pure numpy: used by ``gluoncv_zoo_sweep.py --trace-nms`` under real MXNet's and the runtime's
Pythons alike.
"""
from __future__ import annotations

import numpy as np

# a decision counts as a float32 tie when the deciding IoU is this close to the threshold, or
# the two scores whose order differs are this close (relative) -- the sweep's noise scale
IOU_TIE = 1e-4
SCORE_TIE = 1e-5


def _corners(b, fmt):
    if fmt == "corner":
        return b[..., 0], b[..., 1], b[..., 2], b[..., 3]
    return (b[..., 0] - b[..., 2] / 2, b[..., 1] - b[..., 3] / 2,
            b[..., 0] + b[..., 2] / 2, b[..., 1] + b[..., 3] / 2)


def _ious(box, others, fmt):
    """float32 IoU of one box with each of ``others``, in MXNet's CPU order of operations
    (``BoxArea``: width and height straight from a center box; an inverted box has area 0)."""
    f = np.float32
    box, others = box.astype(f), others.astype(f)
    ax1, ay1, ax2, ay2 = _corners(box, fmt)
    bx1, by1, bx2, by2 = _corners(others, fmt)
    iw = np.maximum(np.minimum(ax2, bx2) - np.maximum(ax1, bx1), f(0))
    ih = np.maximum(np.minimum(ay2, by2) - np.maximum(ay1, by1), f(0))
    inter = iw * ih

    def area(b):
        w, h = (b[..., 2], b[..., 3]) if fmt == "center" else (b[..., 2] - b[..., 0],
                                                                b[..., 3] - b[..., 1])
        return np.where((w < 0) | (h < 0), f(0), w * h)
    with np.errstate(divide="ignore", invalid="ignore"):
        return inter / ((area(box) + area(others)) - inter)


def candidates(data, kw):
    """Mask of the rows of a ``box_nms`` input (any leading shape) that take part: score above
    ``valid_thresh`` and not the background id.  The others never reach the output."""
    scores = data[..., kw.get("score_index", 1)]
    valid = scores > kw.get("valid_thresh", 0.0)
    idx, bg = kw.get("id_index", -1), kw.get("background_id", -1)
    if idx >= 0 and bg >= 0:
        valid &= data[..., idx] != bg
    return valid


def _order(rows, kw):
    """Candidate indices in visiting order (valid, by score descending, stable, topk)."""
    scores = rows[:, kw.get("score_index", 1)]
    order = np.flatnonzero(candidates(rows, kw))
    order = order[np.argsort(-scores[order], kind="stable")]
    topk = kw.get("topk", -1)
    return order[:topk] if topk > 0 else order


def _decisions(rows, order, kw):
    """For each visited candidate: kept (True) or not."""
    cs, fmt = kw.get("coord_start", 2), kw.get("in_format", "corner")
    thr = kw.get("overlap_thresh", 0.5)
    idx = kw.get("id_index", -1)
    per_class = not kw.get("force_suppress", False) and idx >= 0
    kept = []
    out = []
    for i in order:
        cand = [k for k in kept if not per_class or rows[k, idx] == rows[i, idx]]
        hit = bool(cand) and bool(np.any(_ious(rows[i, cs:cs + 4], rows[cand, cs:cs + 4], fmt)
                                         > np.float32(thr)))
        out.append(not hit)
        if not hit:
            kept.append(i)
    return out


def first_divergence(want, got, kw):
    """Per batch row of two ``box_nms`` inputs (MXNet's ``want``, the runtime's ``got``, same
    shape): None where the greedy passes agree, else a dict saying where they part and how
    close to a tie the deciding quantity is there (``tie``: within IOU_TIE / SCORE_TIE)."""
    width = want.shape[-1]
    want = want.reshape(-1, want.shape[-2], width)
    got = got.reshape(-1, got.shape[-2], width)
    cs, fmt = kw.get("coord_start", 2), kw.get("in_format", "corner")
    thr = kw.get("overlap_thresh", 0.5)
    si, idx = kw.get("score_index", 1), kw.get("id_index", -1)
    per_class = not kw.get("force_suppress", False) and idx >= 0
    result = []
    for w, g in zip(want, got):
        ow, og = _order(w, kw), _order(g, kw)
        if len(ow) != len(og):
            # a candidate crossed valid_thresh: a tie when its score is that close to it
            extra = np.setdiff1d(np.union1d(ow, og), np.intersect1d(ow, og))
            gap = float(np.min(np.abs(w[extra, si] - kw.get("valid_thresh", 0.0))))
            result.append({"at": 0, "what": "valid_thresh", "gap": gap,
                           "tie": gap <= SCORE_TIE * max(abs(kw.get("valid_thresh", 0.0)), 1e-30)})
            continue
        dw, dg = _decisions(w, ow, kw), _decisions(g, og, kw)
        if np.array_equal(ow, og) and dw == dg:
            result.append(None)
            continue
        at = next(i for i in range(len(ow)) if ow[i] != og[i] or dw[i] != dg[i])
        if ow[at] != og[at]:
            a, b = w[ow[at], si], w[og[at], si]
            gap = abs(float(a) - float(b)) / max(abs(float(a)), 1e-30)
            result.append({"at": at, "what": "score order", "gap": gap, "tie": gap <= SCORE_TIE})
            continue
        # same candidate, different decision: the IoUs with the boxes kept so far that fall
        # on different sides of the threshold in the two inputs
        i = ow[at]
        kept = [k for k, d in zip(ow[:at], dw[:at]) if d
                and (not per_class or w[k, idx] == w[i, idx])]
        iw = _ious(w[i, cs:cs + 4], w[kept, cs:cs + 4], fmt)
        ig = _ious(g[i, cs:cs + 4], g[kept, cs:cs + 4], fmt)
        flips = (iw > np.float32(thr)) != (ig > np.float32(thr))
        gap = float(np.max(np.abs(np.concatenate([iw[flips], ig[flips]]).astype("float64")
                                  - thr)))
        result.append({"at": at, "what": "IoU at the threshold", "gap": gap,
                       "iou_mxnet": float(iw[flips][0]), "iou_runtime": float(ig[flips][0]),
                       "tie": gap <= IOU_TIE})
    return result


def explain(want_inputs, got_inputs, kwargs, replay_exact):
    """(True, detail) when every recorded ``box_nms`` call's inputs agree within float noise
    (same shape; the sweep's ``compare`` is the caller's), the runtime's ``box_nms`` on MXNet's
    own inputs gave MXNet's outputs bit for bit (``replay_exact``), and each batch row whose
    greedy pass differs first parts at a float32 tie; (False, why) otherwise."""
    if not replay_exact:
        return False, "the runtime's box_nms on MXNet's inputs does not reproduce MXNet's"
    ties, worst = 0, 0.0
    for k, (w, g, kw) in enumerate(zip(want_inputs, got_inputs, kwargs)):
        if w.shape != g.shape:
            return False, f"box_nms call {k}: inputs shaped {w.shape} vs {g.shape}"
        for row, d in enumerate(first_divergence(w, g, kw)):
            if d is None:
                continue
            if not d["tie"]:
                return False, (f"box_nms call {k} row {row}: parts at {d['what']} "
                               f"{d['gap']:.3g} from a tie")
            ties += 1
            worst = max(worst, d["gap"])
    return True, (f"{ties} NMS row(s) part at a float32 tie (IoU or score within {worst:.2g} "
                  f"of the threshold/the other); the runtime's box_nms on MXNet's inputs "
                  f"reproduces MXNet's outputs exactly")


def kept_indices(inp, out):
    """Per batch row of a ``box_nms`` call (corner in and out): the input row each output row
    was copied from, in output order (box_nms copies kept rows verbatim; the rest are -1)."""
    width = inp.shape[-1]
    inp = inp.reshape(-1, inp.shape[-2], width)
    out = out.reshape(-1, out.shape[-2], width)
    result = []
    for rows_in, rows_out in zip(inp, out):
        where = {}
        for i, r in enumerate(rows_in):
            where.setdefault(r.tobytes(), []).append(i)
        picked = []
        for r in rows_out:
            if np.all(r == -1):
                break
            picked.append(where[r.tobytes()].pop(0))
        result.append(np.asarray(picked, dtype=np.int64))
    return result


def forced_output(inp, kept):
    """A ``box_nms`` output made of ``inp``'s own rows at another run's decisions ``kept``."""
    width = inp.shape[-1]
    flat = inp.reshape(-1, inp.shape[-2], width)
    out = np.full_like(flat, -1)
    for b, idx in enumerate(kept):
        out[b, :len(idx)] = flat[b, idx]
    return out.reshape(inp.shape)
