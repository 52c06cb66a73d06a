"""Sweep GluonCV's model zoo on the runtime against real MXNet 1.9.1 (issue #12's model-zoo line).

For every entry of ``gluoncv.model_zoo.get_model_list()`` (random weights, ``pretrained=False``,
``pretrained_base=False``, no downloads):

1. **MXNet stage** (run by ``--mxnet-python``, a venv with real MXNet 1.9.1 and GluonCV's pure-Python
   dependencies): build the model, ``initialize()`` (He-scaled Gaussian, fixed seeds), run it eagerly and
   hybridized on a fixed input, and save into ``REFS/<model>/`` the parameters
   (``save_parameters``; ``collect_params().save`` for a SymbolBlock), the input and both outputs.  Done once per model; kept as a cache.
2. **Runtime stage** (``python -m hybridlint.runtime``, the environment of ``make
   ecosystem-check``): build the same model unchanged, ``load_parameters`` MXNet's file, run it
   eagerly and hybridized, and compare: hybridized == eager, and each == MXNet's output
   (``equal``: ``allclose(rtol=1e-4, atol=1e-5)``; ``noise``: the largest difference is within
   MXNet's own float32 noise -- at most 1e-4 of the output's largest magnitude, or at most twice
   the difference between MXNet's own eager and hybridized outputs).

Each stage of each model is one child process (forked from a server that imported GluonCV
once) with a time limit, so a hang or a crash costs one row.  Rows are appended to ``--rows`` (JSON lines) as they finish, so the sweep can run in chunks
(``--only``, ``--start``/``--stop``, ``--skip-done``) and be summarised at the end:

    build/ecovenv/bin/python bench/gluoncv_zoo_sweep.py /path/to/gluoncv \\
        --mxnet-python /path/to/mxnet-venv/bin/python --refs /tmp/refs --rows rows.jsonl \\
        [--only SUBSTR] [--start N --stop M] [--skip-done] [--limit-s 300]
    build/ecovenv/bin/python bench/gluoncv_zoo_sweep.py /path/to/gluoncv --rows rows.jsonl --report

GluonCV's int8 entries write a temporary JSON next to their own source and leave it there when the
import fails: point the sweep at a writable copy of the package, not a shared read-only one.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time

from sweep_common import (StageServer, compare, dequantize_levels, error_text, flat, fork_serve,
                          he_init, mxnet_errors, mxnet_meta, runtime_stage, sandbox_env)

# The input each family is built for (first match by substring; the default is ImageNet's).
# Sizes are ones real MXNet accepts for the family's fixed-size layers (segmentation heads resize
# to the crop size, C3D's classifier is sized for 16x112x112 clips, SlowFast slices its clip into
# slow and fast paths, Monodepth2 / the pose nets have their own aspect ratios).
INPUTS = [
    ("siamrpn", None),
    ("cifar", (1, 3, 32, 32)), ("ssd_300", (1, 3, 300, 300)), ("ssd_512", (1, 3, 512, 512)),
    ("yolo", (1, 3, 320, 320)), ("rcnn", [(1, 3, 160, 160), (1, 3, 320, 320)]), ("center_net", (1, 3, 384, 384)),
    ("alpha_pose", (1, 3, 320, 256)), ("pose", (1, 3, 256, 192)),
    ("c3d", (1, 3, 16, 112, 112)), ("p3d", (1, 3, 16, 112, 112)),
    ("r2plus1d", (1, 3, 16, 112, 112)),
    ("slowfast_4x16", [(1, 3, 36, 112, 112), (1, 3, 36, 224, 224)]),
    ("slowfast_8x8", [(1, 3, 40, 112, 112), (1, 3, 40, 224, 224)]),
    ("slowfast_16x8", [(1, 3, 80, 112, 112), (1, 3, 80, 224, 224)]),
    ("i3d_slow", [(1, 3, 16, 112, 112), (1, 3, 16, 224, 224)]),
    ("i3d", [(1, 3, 8, 112, 112), (1, 3, 8, 224, 224)]),
    ("inceptionv3", (1, 3, 299, 299)),
    # the int8 segmentation graphs are fixed at 480
    ("101_voc_int8", (1, 3, 480, 480)), ("101_coco_int8", (1, 3, 480, 480)),
    ("icnet", (1, 3, 240, 240)), ("fastscnn", (1, 3, 256, 256)),
    ("fcn", (1, 3, 240, 240)), ("psp", (1, 3, 240, 240)), ("deeplab", (1, 3, 240, 240)),
    ("danet", (1, 3, 240, 240)), ("monodepth2_resnet18_posenet", (1, 6, 192, 640)),
    ("monodepth", (1, 3, 192, 640)),
]
# entries that need arguments a user must give (GluonCV's *_custom nets are "bring your classes")
KWARGS = [("custom", {"classes": ["a", "b", "c"]})]
# segmentation nets size their upsampling by crop_size: a smaller crop (as a user may choose)
# keeps dilated ResNet-101 heads within the 2-core sweep's time
KWARGS += [(fam, {"crop_size": 256 if fam == "fastscnn" else 240,
                  "base_size": 260 if fam != "fastscnn" else 280})
           for fam in ("fcn", "psp", "deeplab", "danet", "icnet", "fastscnn")]
SEED = 0
INIT = he_init


def _candidates(name):
    """Input shapes to try, first that MXNet accepts wins.  Classification nets get 64x64 first
    (most end in global pooling; the numbers per op are the same and the 2-core sweep is 12x
    cheaper), then ImageNet's 224x224 for those with fixed-size pooling or classifiers."""
    for key, shape in INPUTS:
        if key in name:
            return shape if isinstance(shape, list) else [shape]
    return [(1, 3, 64, 64), (1, 3, 224, 224)]


# Detection heads end in softmax / exp: with random weights their logits saturate (scores of
# exactly 1.0, boxes of 1e37), and which of many tied candidates NMS keeps is then decided by
# float noise.  The nets are positively homogeneous in their input at initialisation (zero
# biases, BatchNorm an identity in inference), so a smaller input scales the logits down.
INPUT_SCALE = [("ssd", 0.01), ("yolo", 0.01), ("rcnn", 0.01)]


def _inputs(name, shape=None):
    """The model's input arrays (numpy float32, fixed seed)."""
    import numpy as np
    rng = np.random.RandomState(SEED)
    scale = next((v for key, v in INPUT_SCALE if key in name), 1.0)
    if scale != 1.0:
        return [(rng.uniform(-1, 1, shape or _candidates(name)[0]) * scale).astype("float32")]
    if "siamrpn" in name:      # template and search crops (the tracker's test-time sizes)
        return [rng.uniform(-1, 1, (1, 3, 127, 127)).astype("float32"),
                rng.uniform(-1, 1, (1, 3, 287, 287)).astype("float32")]
    return [rng.uniform(-1, 1, shape or _candidates(name)[0]).astype("float32")]


def _build(name):
    import gluoncv
    kwargs = {"pretrained": False}
    for key, extra in KWARGS:
        if key in name and not name.endswith("_int8"):
            kwargs.update(extra)
    try:
        return gluoncv.model_zoo.get_model(name, pretrained_base=False, **kwargs)
    except TypeError:
        return gluoncv.model_zoo.get_model(name, **kwargs)


def _save(net, path):
    """``save_parameters``, except for a SymbolBlock (GluonCV's int8 entries): its file holds
    structural names that ``load_parameters`` cannot read back, in MXNet 1.9.1 as here, so
    those go through ``collect_params()``, as GluonCV's own int8 loader does."""
    import mxnet as mx
    if isinstance(net, mx.gluon.SymbolBlock):
        net.collect_params().save(path)
    else:
        net.save_parameters(path)


def _load(net, path, **kwargs):
    import mxnet as mx
    if isinstance(net, mx.gluon.SymbolBlock):
        net.collect_params().load(path, **kwargs)
    else:
        net.load_parameters(path, **kwargs)


def _run(net, xs):
    import mxnet as mx
    with mx.autograd.predict_mode():
        return [o.asnumpy() for o in flat(net(*[mx.nd.array(x) for x in xs]))]


def child_mxnet(name, folder):
    """Under real MXNet: build, initialise (seeded), run eager and hybridized, save everything."""
    import numpy as np
    import mxnet as mx
    meta = {"model": name}
    stage = "build"
    try:
        for attempt, shape in enumerate(_candidates(name)):
            stage = "build"
            mx.random.seed(SEED)
            np.random.seed(SEED)
            net = _build(name)
            # He-scaled Gaussian weights keep activations finite through deep nets in inference
            # mode (BatchNorm's running statistics are 0/1 there); MXNet's default
            # Uniform(0.07) overflows them, which makes box decoders produce inf and detection
            # outputs depend on which of many tied, saturated scores a sort puts first
            net.initialize(INIT(), force_reinit=True)
            xs = _inputs(name, shape)
            stage = "eager"
            try:
                eager = _run(net, xs)
                break
            except Exception:   # noqa: BLE001 - too small for this net: the next size
                if attempt + 1 == len(_candidates(name)):
                    raise
        _save(net, os.path.join(folder, "net.params"))
        stage = "hybridize"
        net.hybridize()
        hybrid = _run(net, xs)
        arrays = {f"x{i}": x for i, x in enumerate(xs)}
        arrays.update({f"eager{i}": a for i, a in enumerate(eager)})
        arrays.update({f"hybrid{i}": a for i, a in enumerate(hybrid)})
        np.savez(os.path.join(folder, "io.npz"), **arrays)
        meta.update(status="ok", outputs=len(eager), hybrid_outputs=len(hybrid))
    except Exception as e:   # noqa: BLE001 - recorded: the model is outside the denominator
        meta["status"] = f"fails ({stage})"
        meta["error"], meta["where"] = error_text(e)
    with open(os.path.join(folder, "meta.json"), "w") as f:
        json.dump(meta, f)


def mxnet_float64(name, folder, stem="f64", hybridized=False):
    """MXNet's own float32 noise: the same model and input in float64 (``f64.npz``).  The
    runtime's output is 'within noise' when it is as close to MXNet's float32 result as a few
    times MXNet's float32 error.  Skipped where a model does not run in float64.  Made by
    ``--add-f64`` for the rows outside rtol/atol only (it doubles MXNet's time).

    Run by the runtime (``stem="rt64"``, also hybridized): the runtime's own float64 outputs.
    Where they equal MXNet's float64 outputs, the float32 difference of a row is rounding that
    the net amplifies (random-weight nets with multiplicative attention or saturated softmax
    turn 1e-7 into percents), not a difference in what the ops compute."""
    import numpy as np
    import mxnet as mx
    try:
        net = _build(name)
        _load(net, os.path.join(folder, "net.params"))
        net.cast("float64")
        ref = np.load(os.path.join(folder, "io.npz"))
        xs = [ref[k] for k in sorted(k for k in ref.files if k.startswith("x"))]

        def run():
            with mx.autograd.predict_mode():
                return [o.asnumpy() for o in flat(net(*[mx.nd.array(x, dtype="float64")
                                                         for x in xs]))]
        arrays = {f"out{i}": a for i, a in enumerate(run())}
        if hybridized:
            net.hybridize()
            arrays.update({f"hout{i}": a for i, a in enumerate(run())})
        np.savez(os.path.join(folder, f"{stem}.npz"), **arrays)
    except Exception as e:   # noqa: BLE001 - no float64 reference for this model
        with open(os.path.join(folder, f"{stem}.txt"), "w") as f:
            f.write("%s %s" % error_text(e))


def trace_nms(name, folder, stem):
    """One eager forward from MXNet's saved parameters and input, recording every
    ``nd.contrib.box_nms`` call (input, keyword arguments, output) and the model's outputs into
    ``folder/<stem>.npz``.  Run under real MXNet first (``nms_mx``), then under the runtime
    (``nms_rt``) with MXNet's decisions forced: each call returns its own input's rows that
    MXNet's call kept, so that what follows an NMS sees the same boxes in both, and the final
    outputs tell whether everything but the NMS decisions computes what MXNet computes.  The
    runtime's ``box_nms`` is also replayed on MXNet's recorded inputs (``nms_replay.json``:
    MXNet's outputs bit for bit?)."""
    import numpy as np
    import mxnet as mx
    from nms_boundary import forced_output, kept_indices
    calls = []
    original = mx.nd.contrib.box_nms
    want = None
    if stem == "nms_rt":
        want = np.load(os.path.join(folder, "nms_mx.npz"))

    def recorder(data, **kwargs):
        out = original(data, **kwargs)
        k = len(calls)
        x = data.asnumpy()
        calls.append((x, kwargs, out.asnumpy()))
        if want is not None and f"in{k}" in want.files and want[f"in{k}"].shape == x.shape \
                and kwargs.get("in_format", "corner") == kwargs.get("out_format", "corner"):
            kept = kept_indices(want[f"in{k}"], want[f"out{k}"])
            return mx.nd.array(forced_output(x, kept), dtype=x.dtype)
        return out
    mx.nd.contrib.box_nms = recorder
    try:
        ref = np.load(os.path.join(folder, "io.npz"))
        net = _build(name)
        _load(net, os.path.join(folder, "net.params"), ctx=mx.cpu())
        final = _run(net, [ref[k] for k in sorted(k for k in ref.files if k.startswith("x"))])
    finally:
        mx.nd.contrib.box_nms = original
    arrays = {"kwargs": np.array(json.dumps([kw for _, kw, _ in calls]))}
    for k, (x, _, y) in enumerate(calls):
        arrays[f"in{k}"], arrays[f"out{k}"] = x, y
    arrays.update({f"final{i}": o for i, o in enumerate(final)})
    np.savez(os.path.join(folder, f"{stem}.npz"), **arrays)
    if want is not None:
        exact = all(np.array_equal(original(mx.nd.array(want[f"in{k}"]), **kw).asnumpy(),
                                   want[f"out{k}"], equal_nan=True)
                    for k, kw in enumerate(json.loads(str(want["kwargs"]))))
        with open(os.path.join(folder, "nms_replay.json"), "w") as f:
            json.dump({"replay_exact": bool(exact)}, f)


def nms_ties(folder):
    """(True, detail) when ``--trace-nms`` found a detection row's difference from MXNet to be
    NMS decisions at float32 ties: with MXNet's NMS decisions forced, the runtime's outputs
    equal MXNet's within noise and every ``box_nms`` input is within noise of MXNet's; the
    runtime's ``box_nms`` gives MXNet's outputs bit for bit on MXNet's inputs; and where the
    runtime's own greedy pass would differ, it parts first at an IoU within 1e-4 of the
    threshold or at scores within 1e-5 of each other (``nms_boundary.explain``)."""
    import numpy as np
    from nms_boundary import candidates, explain
    paths = [os.path.join(folder, f) for f in ("nms_mx.npz", "nms_rt.npz", "nms_replay.json")]
    if not all(map(os.path.exists, paths)):
        return False, "no NMS trace"
    want, got = np.load(paths[0]), np.load(paths[1])
    kwargs = json.loads(str(want["kwargs"]))
    if not kwargs:
        return False, "no box_nms calls"
    if kwargs != json.loads(str(got["kwargs"])):
        return False, "box_nms called differently"
    ins = range(len(kwargs))
    for k, kw in zip(ins, kwargs):
        # the rows that take part in either run (a row below valid_thresh never reaches the
        # output: e.g. a proposal scored exactly 0 whose saturated box carries 1e-3 noise)
        g, w = got[f"in{k}"], want[f"in{k}"]
        if g.shape != w.shape:
            return False, f"box_nms call {k}: inputs shaped {g.shape} vs {w.shape}"
        part = candidates(g, kw) | candidates(w, kw)
        if compare([g[part]], [w[part]])[0] == "differs":
            return False, f"box_nms call {k}: inputs differ beyond noise at MXNet's decisions"
    finals = sorted((k for k in want.files if k.startswith("final")), key=lambda k: int(k[5:]))
    verdict, why = compare([got[k] for k in finals], [want[k] for k in finals])
    if verdict == "differs" and not reordered_ties([got[k] for k in finals],
                                                   [want[k] for k in finals]):
        return False, f"at MXNet's NMS decisions the outputs still differ: {why}"
    with open(paths[2]) as f:
        exact = json.load(f)["replay_exact"]
    return explain([want[f"in{k}"] for k in ins], [got[f"in{k}"] for k in ins], kwargs, exact)


# the runtime's float64 output equals MXNet's when within this fraction of the output's scale
F64_RTOL = 1e-6


def float64_agreement(folder):
    """(True, detail) when the runtime's float64 outputs, eager and hybridized, equal MXNet's
    float64 outputs within F64_RTOL of each output's largest magnitude; (False, why) else."""
    import numpy as np
    mx_path, rt_path = os.path.join(folder, "f64.npz"), os.path.join(folder, "rt64.npz")
    if not (os.path.exists(mx_path) and os.path.exists(rt_path)):
        return False, "no float64 outputs"
    want, got = np.load(mx_path), np.load(rt_path)
    worst = 0.0
    for key in got.files:
        mine = "out" + key[len("hout"):] if key.startswith("hout") else key
        w = want[mine] if mine in want.files else None
        g = got[key]
        if w is None or w.shape != g.shape:
            return False, f"float64 output {key} missing or shaped differently"
        fin = np.isfinite(w) & np.isfinite(g)
        if not np.array_equal(np.isfinite(w), np.isfinite(g)):
            return False, f"float64 output {key}: non-finite values differ"
        scale = float(np.max(np.abs(w[fin]), initial=0.0))
        d = float(np.max(np.abs(g - w)[fin], initial=0.0))
        worst = max(worst, d / max(scale, 1e-30))
        if d > F64_RTOL * scale + 1e-12:
            return False, f"float64 output {key}: max abs diff {d:.3g} at scale {scale:.3g}"
    return True, f"float64 outputs equal MXNet's float64 (max diff {worst:.2g} of scale)"


def _detection_rows(outs):
    """(ids, scores, boxes) outputs -> (B, N, 6) rows, or None if the outputs are not that."""
    import numpy as np
    if len(outs) != 3:
        return None
    ids, scores, boxes = outs
    if boxes.ndim < 2 or boxes.shape[-1] != 4:
        return None
    lead = boxes.shape[:-1]
    if ids.size != int(np.prod(lead)) or scores.size != ids.size:
        return None
    return np.concatenate([ids.reshape(lead + (1,)), scores.reshape(lead + (1,)), boxes],
                          axis=-1).reshape((-1,) + lead[-1:] + (6,)).astype("float64")


def _row_extras(outs, rows):
    """Outputs after (ids, scores, boxes) with one entry per detection row (Mask R-CNN's
    masks), each as (B, N, k) float64, with its noise tolerance; None if one is not per row."""
    import numpy as np
    extras = []
    for o in outs[3:]:
        if o.shape[:2] != rows.shape[:2]:
            return None
        e = o.reshape(rows.shape[:2] + (-1,)).astype("float64")
        extras.append((e, 1e-4 * float(np.abs(e).max(initial=0.0)) + 1e-5))
    return extras


def reordered_ties(got, want):
    """True when two detection outputs hold the same rows and differ only in the order of rows
    whose MXNet scores are within float32 noise of each other (NMS sorts by score: two near-tied
    candidates swap places under noise of 1e-7).  Rows equal in place match themselves; each
    other row must match a free MXNet row close in all six values whose score is tied with the
    MXNet score at its place, candidates found through a k-d tree (Faster R-CNN's per-class
    NMS gives 80,000 rows: a scan per row took hours).  Outputs after the first three with one
    entry per row (Mask R-CNN's masks) must follow: within 1e-4 of their scale on the row
    matched, in place for the others."""
    import numpy as np
    from scipy.spatial import cKDTree
    g, w = _detection_rows(got[:3]), _detection_rows(want[:3])
    if g is None or w is None or g.shape != w.shape or len(got) != len(want):
        return False
    g_extra, w_extra = _row_extras(got, g), _row_extras(want, w)
    if g_extra is None or w_extra is None:
        return False
    scale = np.abs(w[..., 2:]).max(initial=1.0)
    boxes = np.arange(6) >= 2
    for b, (gb, wb) in enumerate(zip(g, w)):
        moved = np.flatnonzero(np.any(gb != wb, axis=1))
        stay = np.setdiff1d(np.arange(len(gb)), moved)
        if any(np.abs(ge[b, stay] - we[b, stay]).max(initial=0.0) > tol
               for (ge, _), (we, tol) in zip(g_extra, w_extra)):
            return False
        if not len(moved):
            continue
        if not (np.all(np.isfinite(gb[moved])) and np.all(np.isfinite(wb[moved]))):
            return False
        # a box within the tolerance below is within one unit of it in every column
        unit = np.where(boxes, 2e-4 * max(scale, 1.0),
                        1e-4 * max(1.0, float(np.abs(wb[moved, :2]).max())))
        balls = cKDTree(wb[moved] / unit).query_ball_point(gb[moved] / unit, r=1.0, p=np.inf)
        free = np.ones(len(moved), dtype=bool)
        for i, cand in zip(moved, balls):
            cand = np.asarray(sorted(cand), dtype=np.int64)
            rows = wb[moved[cand]]
            close = np.all(np.abs(rows - gb[i]) <= 1e-4 * np.maximum(np.abs(rows), 1.0)
                           + 1e-4 * scale * boxes, axis=1)
            tied = np.abs(rows[:, 1] - wb[i, 1]) <= 1e-5 * max(1.0, abs(wb[i, 1]))
            for (ge, _), (we, tol) in zip(g_extra, w_extra):
                close &= np.abs(we[b, moved[cand]] - ge[b, i]).max(axis=1, initial=0.0) <= tol
            hits = cand[close & tied & free[cand]] if len(cand) else cand
            if not len(hits):
                return False
            free[hits[0]] = False
    return True


def tied_at_difference(got, want):
    """For detection outputs that differ: is the first differing row's MXNet score exactly tied
    with a neighbour's (saturated scores: NMS keeps whichever a sort put first)?"""
    import numpy as np
    g, w = _detection_rows(got), _detection_rows(want)
    if g is None or w is None or g.shape != w.shape:
        return False
    for gb, wb in zip(g, w):
        bad = np.flatnonzero(np.any(np.abs(gb - wb) > 1e-4 * np.maximum(np.abs(wb), 1.0), axis=1))
        if len(bad):
            k = bad[0]
            near = wb[max(k - 1, 0):k + 2, 1]
            return bool(np.sum(near == wb[k, 1]) > 1)
    return False


def int8_levels_apart(got, want, levels):
    """For a quantized graph's outputs: (True, detail) when every output that is not allclose
    comes from a calibrated dequantize and is at most one quantization level off MXNet's."""
    import numpy as np
    if not levels or len(levels) != len(got) or len(got) != len(want):
        return False, ""
    off = []
    for i, (g, w, level) in enumerate(zip(got, want, levels)):
        if g.shape != w.shape:
            return False, ""
        if np.allclose(g, w, rtol=1e-4, atol=1e-5):
            continue
        d = np.abs(g.astype("float64") - w)
        if level is None or not np.all(np.isfinite(d)) or d.max() > level * 1.0001:
            return False, ""
        off.append(f"output {i}: {int((d > level / 2).sum())} of {g.size} values one int8 "
                   f"level ({level:.3g}) off")
    return True, "; ".join(off)


def within_mxnet_spread(got, want, want_e, want_h):
    """(True, detail) when MXNet's own eager and hybridized outputs are not allclose and each
    output is at most twice as far from ``want`` as they are from each other: the runtime is
    as close to MXNet as MXNet is to itself (Mask R-CNN's 1000 detections with random weights
    are scored within 1e-5 of each other, and which of them fill the last places differs
    between MXNet's own two runs)."""
    import numpy as np
    if not (len(got) == len(want) == len(want_e) == len(want_h)):
        return False, ""
    if all(e.shape == h.shape and np.allclose(e, h, rtol=1e-4, atol=1e-5)
           for e, h in zip(want_e, want_h)):
        return False, ""
    worst = 0.0
    for g, w, e, h in zip(got, want, want_e, want_h):
        if g.shape != w.shape or e.shape != h.shape:
            return False, ""
        d = float(np.max(np.abs(g.astype("float64") - w), initial=0.0))
        own = float(np.max(np.abs(h.astype("float64") - e), initial=0.0))
        if np.allclose(g, w, rtol=1e-4, atol=1e-5):
            continue
        if d > 2 * own + 1e-5:
            return False, ""
        worst = max(worst, d / max(own, 1e-30))
    return True, (f"within MXNet's own eager vs hybridized spread (the outputs not allclose at "
                  f"most {worst:.2g}x its difference)")


def judge(folder, row):
    """Fill the row's comparisons from MXNet's arrays and the runtime's saved outputs."""
    import numpy as np
    ref = np.load(os.path.join(folder, "io.npz"))
    got = np.load(os.path.join(folder, "runtime_out.npz"))
    def series(npz, key):
        return [npz[f"{key}{i}"] for i in range(sum(1 for k in npz.files
                                                    if re.fullmatch(key + r"\d+", k)))]
    want_e, want_h = series(ref, "eager"), series(ref, "hybrid")
    errors = mxnet_errors(folder, want_e)
    eager, hybrid = series(got, "eager"), series(got, "hybrid")
    def both(got, want):
        result = compare(got, want, errors)
        if result[0] == "differs":
            same64, why = float64_agreement(folder)
            if same64:
                return "noise", f"{result[1]}; float32 rounding amplified: {why}"
        if result[0] == "differs" and _detection_rows(got[:3]) is not None:
            ties, why = nms_ties(folder)
            if ties:
                return "noise", f"{result[1]}; {why}"
        if result[0] == "differs":
            level, why = int8_levels_apart(got, want, row.get("int8_levels"))
            if level:
                return "noise", f"{why} (MXNet's own int8 rounding of a float input)"
        if result[0] == "differs" and reordered_ties(got, want):
            return "noise", "near-tied scores (within 1e-5) in another order, same rows"
        if result[0] == "differs":
            spread, why = within_mxnet_spread(got, want, want_e, want_h)
            if spread:
                return "noise", f"{result[1]}; {why}"
        if result[0] == "differs" and tied_at_difference(got, want):
            return "differs", "detections differ from the first of several exactly tied scores"
        return result
    if row.get("eager"):
        row["eager_vs_mxnet"], row["eager_detail"] = both(eager, want_e)
    if row.get("hybridizes"):
        row["hybrid_vs_eager"], row["hybrid_eager_detail"] = both(hybrid, eager)
        row["hybrid_vs_mxnet"], row["hybrid_detail"] = both(hybrid, want_h)
    return row


def child_runtime(name, folder, out):
    """Under the runtime: build unchanged, load MXNet's parameters, run, save the outputs."""
    import numpy as np
    import mxnet as mx
    row = {"model": name}
    stage = "build"
    saved = {}
    compared = os.path.exists(os.path.join(folder, "io.npz"))
    try:
        if compared:
            ref = np.load(os.path.join(folder, "io.npz"))
            xs = [ref[k] for k in sorted(k for k in ref.files if k.startswith("x"))]
        else:   # no MXNet here: the runtime initialises, eager vs hybridized only
            xs = _inputs(name)
            mx.random.seed(SEED)
        net = _build(name)
        stage = "load"
        if compared:
            _load(net, os.path.join(folder, "net.params"), ctx=mx.cpu())
        else:
            net.initialize(INIT(), force_reinit=True)
        row["builds"] = True
        if isinstance(net, mx.gluon.SymbolBlock):   # a quantized graph: its output levels
            row["int8_levels"] = dequantize_levels(net._cached_graph[1].tojson())
        stage = "eager"
        if not compared and len(_candidates(name)) > 1:
            try:
                _run(net, xs)
            except Exception:   # noqa: BLE001 - as the MXNet stage: the next size
                xs = _inputs(name, _candidates(name)[-1])
        saved.update({f"eager{i}": a for i, a in enumerate(_run(net, xs))})
        row["eager"] = True
        stage = "hybridize"
        net.hybridize()
        saved.update({f"hybrid{i}": a for i, a in enumerate(_run(net, xs))})
        row["hybridizes"] = True
    except Exception as e:   # noqa: BLE001 - the sweep reports whatever a model raises
        row["failed_stage"] = stage
        row["error"], row["where"] = error_text(e)
    np.savez(os.path.join(folder, "runtime_out.npz"), **saved)
    try:
        if compared:
            judge(folder, row)
        elif row.get("hybridizes"):
            eager = [saved[f"eager{i}"] for i in range(len(saved) // 2)]
            hybrid = [saved[f"hybrid{i}"] for i in range(len(saved) // 2)]
            row["hybrid_vs_eager"], row["hybrid_eager_detail"] = compare(hybrid, eager)
    except Exception as e:   # noqa: BLE001 - e.g. an output the comparison cannot read
        row.setdefault("error", "comparison: %s %s" % error_text(e))
    with open(out, "w") as f:
        json.dump(row, f)


def _not_run(row):
    return row.get("mxnet") in ("ok", "not compared") and not any(
        k in row for k in ("builds", "failed_stage", "timeout", "crashed"))


def verdict(row):
    """One word per row for the counts."""
    if _not_run(row):
        return "not reached by the sweep"
    if row.get("mxnet") == "not compared":
        if "failed_stage" in row or "timeout" in row or "crashed" in row:
            return f"fails ({row.get('failed_stage') or row.get('timeout') or 'crash'})"
        return "hybridized != eager" if row["hybrid_vs_eager"] == "differs" else \
            "ok (eager == hybridized, no MXNet)"
    if row.get("mxnet") != "ok":
        return "mxnet fails"
    if "failed_stage" in row or "timeout" in row or "crashed" in row:
        return f"fails ({row.get('failed_stage') or row.get('timeout') or 'crash'})"
    if row["hybrid_vs_eager"] == "differs":
        return "hybridized != eager"
    if "differs" in (row["eager_vs_mxnet"], row["hybrid_vs_mxnet"]):
        return "!= mxnet"
    if "noise" in (row["eager_vs_mxnet"], row["hybrid_vs_mxnet"], row["hybrid_vs_eager"]):
        return "ok (within noise)"
    return "ok (equal)"


# first error line -> cause (first match); what the report's failure table groups by
CAUSES = [
    (r"_contrib_quantize|_sg_mkldnn|quantized|int8", "quantized int8 graphs: the MKLDNN int8 "
                                                      "operators are not provided"),
    (r"timeout|over \d+ s", "over the time limit"),
    (r"MemoryError|Killed|exit code -9", "memory"),
]


MXNET_CAUSES = [
    (r"^over \d+ s", "real MXNet's stage over its time limit on the loaded box (not a failure "
                     "of MXNet; left out of the count)"),
    (r"ProxyError|HTTPSConnection|URLError|download", "downloads pretrained weights at build time"),
    (r"Cannot reset context", "reset_ctx on parameters never initialised (written for "
                              "pretrained weights; MXNet raises, as the runtime does)"),
]


def mxnet_cause(row):
    text = str(row.get("mxnet_error", "?"))
    for pattern, label in MXNET_CAUSES:
        if re.search(pattern, text):
            return label
    return text[:120]


def cause(row):
    text = " ".join(str(row.get(k, "")) for k in ("error", "timeout", "crashed", "where"))
    for pattern, label in CAUSES:
        if re.search(pattern, text):
            return label
    if row.get("error"):
        return f"{row['error']} ({row.get('where', '?')})"
    if row.get("crashed"):
        return f"crashed: {row['crashed']}"
    for key, detail, what in (("eager_vs_mxnet", "eager_detail", "eager != MXNet"),
                              ("hybrid_vs_mxnet", "hybrid_detail", "hybridized != MXNet"),
                              ("hybrid_vs_eager", "hybrid_eager_detail", "hybridized != eager")):
        if row.get(key) == "differs":
            return f"{what}: {row.get(detail, '')}"
    return "?"


def serve(kind, args):
    """Import GluonCV once, then run each model's stage in a forked child (saves the ~10-20 s
    import per model on a loaded machine)."""
    import gluoncv  # noqa: F401 - imported once, before the forks

    def run(name):
        folder = os.path.join(args.refs, name)
        if kind == "mxnet":
            child_mxnet(name, folder)
        elif kind == "f64":
            mxnet_float64(name, folder)
        elif kind == "rt64":
            mxnet_float64(name, folder, stem="rt64", hybridized=True)
        elif kind in ("nms_mx", "nms_rt"):
            trace_nms(name, folder, kind)
        else:
            child_runtime(name, folder, os.path.join(folder, "runtime.json"))
    fork_serve(run, args.limit_s if kind == "runtime" else args.mxnet_limit_s)


def sweep_one(name, args, servers):
    start = time.time()
    folder = os.path.join(args.refs, name)
    meta_file = os.path.join(folder, "meta.json")
    if args.mxnet_only and os.path.exists(folder):
        return None     # done, or being made by the sweep itself
    os.makedirs(folder, exist_ok=True)
    if not args.mxnet_python:
        meta = {"status": "not compared"}
        with open(meta_file, "w") as f:
            json.dump(meta, f)
    meta = mxnet_meta(servers["mxnet"], name, folder)
    row = {"model": name, "mxnet": meta["status"]}
    if meta["status"] not in ("ok", "not compared"):
        row["mxnet_error"] = meta.get("error", "")
    elif not args.mxnet_only:
        runtime_stage(servers["runtime"], name, folder, row)
    row["seconds"] = round(time.time() - start, 1)
    return row


def report(rows):
    rows = list({r["model"]: r for r in rows}.values())   # the latest row per model wins
    counted = [r for r in rows if r.get("mxnet") in ("ok", "not compared") and not _not_run(r)]
    unreached = [r["model"] for r in rows if _not_run(r)]
    verdicts = {}
    for r in rows:
        verdicts[verdict(r)] = verdicts.get(verdict(r), 0) + 1
    builds = sum(1 for r in counted if r.get("builds"))
    eager_hyb = sum(1 for r in counted if r.get("hybrid_vs_eager") in ("equal", "noise"))
    good = sum(1 for r in counted if verdict(r).startswith("ok"))
    mx_runs = (f"not compared with MXNet (no --mxnet-python); {len(counted)} counted"
               if any(r.get("mxnet") == "not compared" for r in rows)
               else f"real MXNet runs {len(counted)} of them without downloads")
    lines = [f"{len(rows)} models; {mx_runs}. "
             f"Of those: builds {builds}, hybridized == eager {eager_hyb}, "
             f"{'pass' if 'not compared' in mx_runs else '== MXNet eager and hybridized'} {good} "
             f"({100.0 * good / max(1, len(counted)):.1f}%).", "",
             "| verdict | models |", "|---|---:|"]
    lines += [f"| {k} | {v} |" for k, v in sorted(verdicts.items(), key=lambda kv: -kv[1])]
    groups = {}
    for r in counted:
        if not verdict(r).startswith("ok"):
            groups.setdefault(cause(r), []).append(r["model"])
    lines += ["", "| remaining failure (first error) | models | which |", "|---|---:|---|"]
    lines += [f"| {c} | {len(ms)} | {', '.join(ms)} |"
              for c, ms in sorted(groups.items(), key=lambda kv: -len(kv[1]))]
    if unreached:
        lines += ["", f"Real MXNet runs these {len(unreached)} too, but the runtime stage did not "
                      f"reach them in this run: {', '.join(unreached)}."]
    mx_groups = {}
    for r in rows:
        if r not in counted and not _not_run(r):
            mx_groups.setdefault(mxnet_cause(r), []).append(r["model"])
    lines += ["", "| real MXNet fails (outside the count) | models | which |", "|---|---:|---|"]
    lines += [f"| {c} | {len(ms)} | {', '.join(ms)} |"
              for c, ms in sorted(mx_groups.items(), key=lambda kv: -len(kv[1]))]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("gluoncv", help="folder holding the gluoncv package")
    parser.add_argument("--mxnet-python", default="", help="python of a real MXNet 1.9.1 venv")
    parser.add_argument("--refs", default="", help="cache folder of MXNet's results")
    parser.add_argument("--rows", default="", help="JSON-lines file the rows are appended to "
                        "(--report: several, comma-separated, e.g. an --mxnet-only run's)")
    parser.add_argument("--only", default="", help="comma-separated substrings")
    parser.add_argument("--exact", action="store_true", help="--only names whole entries, run in the order given")
    parser.add_argument("--skip", default="", help="comma-separated substrings to leave out")
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--stop", type=int, default=10 ** 6)
    parser.add_argument("--skip-done", action="store_true", help="skip models in --rows")
    parser.add_argument("--limit-s", type=float, default=300, help="per model, runtime stage")
    parser.add_argument("--mxnet-limit-s", type=float, default=300)
    parser.add_argument("--report", action="store_true", help="summarise --rows and stop")
    parser.add_argument("--mxnet-only", action="store_true",
                        help="only fill the --refs cache (e.g. ahead of a sweep, --reverse)")
    parser.add_argument("--reverse", action="store_true")
    parser.add_argument("--add-f64", action="store_true",
                        help="compute MXNet's float64 reference for rows that differ, and stop")
    parser.add_argument("--runtime-f64", action="store_true",
                        help="with --add-f64: also run the runtime in float64 (eager and "
                             "hybridized), to tell amplified float32 rounding from wrong ops")
    parser.add_argument("--trace-nms", action="store_true",
                        help="for detection rows that differ: record every box_nms call under "
                             "MXNet and the runtime, and stop (the report then tells NMS "
                             "decisions at float32 ties from wrong ops)")
    parser.add_argument("--serve", choices=["mxnet", "runtime", "f64", "rt64", "nms_mx", "nms_rt"],
                        help=argparse.SUPPRESS)
    args = parser.parse_args()
    args.gluoncv = os.path.abspath(args.gluoncv)
    sys.path.insert(0, args.gluoncv)
    if args.serve:
        return serve(args.serve, args)
    if args.report or args.add_f64 or args.trace_nms:
        latest = {}
        for path in args.rows.split(","):   # later files and lines win
            with open(path) as f:
                for r in map(json.loads, filter(str.strip, f)):
                    # a later row wins, but a bare MXNet-stage row never hides one that has
                    # the runtime's results
                    def rank(row):
                        return 2 if any(k in row for k in ("builds", "failed_stage", "timeout",
                                                           "crashed")) else 1
                    old = latest.get(r["model"])
                    if old is None or rank(r) >= rank(old):
                        latest[r["model"]] = r
        rows = list(latest.values())
        if args.refs:   # re-judge from the saved arrays (float64 references may be new)
            for r in rows:
                folder = os.path.join(args.refs, r["model"])
                if os.path.exists(os.path.join(folder, "runtime_out.npz")):
                    judge(folder, r)
        import numpy as np
        if args.report:
            print(report(rows))
            return None
    env = sandbox_env()   # GluonCV may fetch weights even with pretrained=False: fail fast
    common = [os.path.abspath(__file__), args.gluoncv, "--refs", args.refs,
              "--limit-s", str(args.limit_s), "--mxnet-limit-s", str(args.mxnet_limit_s)]
    if args.trace_nms:
        servers = {kind: StageServer(([args.mxnet_python] if kind == "nms_mx" else
                                      [sys.executable, "-m", "hybridlint.runtime"])
                                     + common + ["--serve", kind],
                                     dict(env, PYTHONPATH=args.gluoncv))
                   for kind in ("nms_mx", "nms_rt")}
        for r in rows:
            folder = os.path.join(args.refs, r["model"])
            got = os.path.join(folder, "runtime_out.npz")
            if verdict(r) != "!= mxnet" or not os.path.exists(got):
                continue
            outs = np.load(got)
            if "eager2" not in outs.files or \
                    _detection_rows([outs[f"eager{i}"] for i in range(3)]) is None:
                continue
            for kind in ("nms_mx", "nms_rt"):
                print(r["model"], kind, servers[kind].ask(r["model"]), flush=True)
        return None
    if args.add_f64:
        f64 = StageServer([args.mxnet_python] + common + ["--serve", "f64"],
                          dict(env, PYTHONPATH=args.gluoncv))
        rt64 = StageServer([sys.executable, "-m", "hybridlint.runtime"] + common
                           + ["--serve", "rt64"], env)
        for r in rows:
            folder = os.path.join(args.refs, r["model"])
            if verdict(r) not in ("!= mxnet", "hybridized != eager"):
                continue
            if not os.path.exists(os.path.join(folder, "f64.npz")):
                print(r["model"], "MXNet float64:", f64.ask(r["model"]), flush=True)
            if args.runtime_f64 and os.path.exists(os.path.join(folder, "f64.npz")) \
                    and not os.path.exists(os.path.join(folder, "rt64.npz")):
                print(r["model"], "runtime float64:", rt64.ask(r["model"]), flush=True)
        return None
    import gluoncv
    subs = [s for s in args.only.split(",") if s] or [""]
    listed = gluoncv.model_zoo.get_model_list()
    if args.exact:   # in the order given (e.g. smallest first)
        names = [s for s in subs if s in listed]
    else:
        names = [n for n in listed if any(s in n for s in subs)]
    skip = [s for s in args.skip.split(",") if s]
    names = [n for n in names if not any(s in n for s in skip)]
    names = names[args.start:args.stop][::-1 if args.reverse else 1]
    done = set()
    if args.skip_done and args.rows and os.path.exists(args.rows):
        with open(args.rows) as f:
            done = {json.loads(line)["model"] for line in f if line.strip()}
    servers = {"mxnet": StageServer([args.mxnet_python] + common + ["--serve", "mxnet"],
                                dict(env, PYTHONPATH=args.gluoncv)),
               "runtime": StageServer([sys.executable, "-m", "hybridlint.runtime"] + common
                                  + ["--serve", "runtime"], env)}
    for name in names:
        if name in done:
            continue
        row = sweep_one(name, args, servers)
        if row is None:
            continue
        print(json.dumps(row), flush=True)
        if args.rows:
            with open(args.rows, "a") as f:
                f.write(json.dumps(row) + "\n")
    return None


if __name__ == "__main__":
    main()
