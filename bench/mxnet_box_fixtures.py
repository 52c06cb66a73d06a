"""Record real MXNet 1.9.1's results for the detection ops on seeded random inputs
(``_contrib_box_nms``, ``box_iou``, ``box_encode``, ``box_decode``, ``bipartite_matching``,
``ROIAlign``, ``ROIPooling``): ``tests/ops/test_contrib_box.py`` turns every recorded call into a
numerical case for the runtime's kernels.

    /path/to/mxnet-venv/bin/python bench/mxnet_box_fixtures.py tests/fixtures/mxnet/box_ops.npz

Scores are distinct so that no result depends on how a sort breaks ties.
"""
import itertools
import json
import sys

import mxnet as mx
import numpy as np

R = np.random.RandomState(7)


def corner_boxes(*lead, n):
    xy = R.uniform(0, 10, lead + (n, 2))
    wh = R.uniform(0.5, 6, lead + (n, 2))
    return np.concatenate([xy, xy + wh], axis=-1)


def to_center(b):
    wh = b[..., 2:] - b[..., :2]
    return np.concatenate([b[..., :2] + wh / 2, wh], axis=-1)


def nms_inputs():
    for lead, fmt, layout in itertools.product([(), (2,), (2, 2)], ["corner", "center"],
                                               ["id_score", "score_only"]):
        n = 12
        boxes = corner_boxes(*lead, n=n)
        # clusters of overlapping boxes so that suppression happens
        boxes[..., 1::3, :] = boxes[..., 0::3, :][..., :boxes[..., 1::3, :].shape[-2], :] + 0.3
        coords = to_center(boxes) if fmt == "center" else boxes
        scores = R.permutation(np.arange(1, 1 + int(np.prod(lead + (n,))))).reshape(lead + (n, 1))
        scores = scores / scores.max()
        ids = R.randint(0, 3, lead + (n, 1)).astype("float64")
        extra = R.uniform(-1, 1, lead + (n, 1))
        if layout == "id_score":
            data = np.concatenate([ids, scores, coords, extra], axis=-1)
            base = {"coord_start": 2, "score_index": 1}
        else:
            data = np.concatenate([scores, coords], axis=-1)
            base = {"coord_start": 1, "score_index": 0}
        yield data.astype("float32"), dict(base, in_format=fmt), layout


def nms_attrs(layout):
    ids = [-1, 0] if layout == "id_score" else [-1]
    for overlap, valid, topk, id_index, force, background, out in itertools.product(
            [0.3, 0.6], [0.0, 0.3], [-1, 5], ids, [False, True], [-1, 1], ["corner", "center"]):
        if id_index < 0 and (force or background >= 0):
            continue
        yield {"overlap_thresh": overlap, "valid_thresh": valid, "topk": topk,
               "id_index": id_index, "force_suppress": force, "background_id": background,
               "out_format": out}


def main(path):
    cases = []     # (op, attrs, input names, output names)
    arrays = {}

    def record(op, attrs, inputs, outputs):
        k = len(cases)
        names_in = [f"{k}_in{i}" for i in range(len(inputs))]
        names_out = [f"{k}_out{i}" for i in range(len(outputs))]
        arrays.update(zip(names_in, inputs))
        arrays.update(zip(names_out, outputs))
        cases.append({"op": op, "attrs": attrs, "inputs": names_in, "outputs": names_out})

    for data, base, layout in nms_inputs():
        for attrs in nms_attrs(layout):
            attrs = dict(base, **attrs)
            out = mx.nd.contrib.box_nms(mx.nd.array(data), **attrs)
            record("_contrib_box_nms", attrs, [data], [out.asnumpy()])
    for fmt in ["corner", "center"]:
        for la, lb in [((5,), (3,)), ((2, 4), (3,)), ((2, 3), (2, 2))]:
            a = corner_boxes(*la[:-1], n=la[-1])
            b = corner_boxes(*lb[:-1], n=lb[-1])
            if fmt == "center":
                a, b = to_center(a), to_center(b)
            a, b = a.astype("float32"), b.astype("float32")
            out = mx.nd.contrib.box_iou(mx.nd.array(a), mx.nd.array(b), format=fmt)
            record("_contrib_box_iou", {"format": fmt}, [a, b], [out.asnumpy()])
    for batch, n, m in [(1, 6, 3), (2, 5, 4)]:
        samples = R.choice([-1.0, 0.0, 1.0], (batch, n)).astype("float32")
        matches = R.randint(0, m, (batch, n)).astype("float32")
        anchors = corner_boxes(batch, n=n).astype("float32")
        refs = corner_boxes(batch, n=m).astype("float32")
        means = np.array([0.1, -0.1, 0.0, 0.2], "float32")
        stds = np.array([0.1, 0.1, 0.2, 0.2], "float32")
        ins = [samples, matches, anchors, refs, means, stds]
        outs = mx.nd.contrib.box_encode(*[mx.nd.array(x) for x in ins])
        record("_contrib_box_encode", {}, ins, [o.asnumpy() for o in outs])
    for fmt, clip, stds in itertools.product(["corner", "center"], [-1.0, 0.5],
                                             [(1, 1, 1, 1), (0.1, 0.1, 0.2, 0.2)]):
        data = R.uniform(-1, 1, (2, 7, 4)).astype("float32")
        anchors = corner_boxes(1, n=7)
        anchors = (to_center(anchors) if fmt == "center" else anchors).astype("float32")
        attrs = {"format": fmt, "clip": clip, "std0": stds[0], "std1": stds[1],
                 "std2": stds[2], "std3": stds[3]}
        out = mx.nd.contrib.box_decode(mx.nd.array(data), mx.nd.array(anchors), **attrs)
        record("_contrib_box_decode", attrs, [data, anchors], [out.asnumpy()])
    for shape, ascend, thresh, topk in [((1, 4, 3), False, 0.3, -1), ((2, 5, 4), False, 0.5, -1),
                                        ((2, 5, 4), True, 0.5, -1), ((2, 6, 3), False, 0.1, 2),
                                        ((3, 4), False, 0.2, -1)]:
        scores = R.permutation(np.arange(int(np.prod(shape)))).reshape(shape)
        scores = (scores / scores.max()).astype("float32")
        attrs = {"is_ascend": ascend, "threshold": thresh, "topk": topk}
        outs = mx.nd.contrib.bipartite_matching(mx.nd.array(scores), **attrs)
        record("_contrib_bipartite_matching", attrs, [scores], [o.asnumpy() for o in outs])
    feat = R.standard_normal((2, 8, 10, 12)).astype("float32")
    rois = np.array([[0, 1.0, 2.0, 13.5, 15.0], [1, 0.0, 0.0, 23.0, 19.0],
                     [1, 5.2, 3.1, 9.7, 8.4], [0, 20.0, 1.0, 22.0, 18.0],
                     [-1, 1.0, 1.0, 5.0, 5.0]], "float32")
    # a roi with a negative batch index makes MXNet 1.9.1's CPU kernel zero element n of the
    # whole output: recorded apart, by bench/mxnet_roi_align_fixtures.py
    valid = rois[rois[:, 0] >= 0]
    for pooled, ratio, aligned, ps in itertools.product([(2, 2), (3, 2)], [-1, 2], [False, True],
                                                        [False, True]):
        if ps and 8 % (pooled[0] * pooled[1]):
            continue
        attrs = {"pooled_size": pooled, "spatial_scale": 0.5, "sample_ratio": ratio,
                 "aligned": aligned, "position_sensitive": ps}
        out = mx.nd.contrib.ROIAlign(mx.nd.array(feat), mx.nd.array(valid), **attrs)
        record("_contrib_ROIAlign", attrs, [feat, valid], [out.asnumpy()])
    for pooled, scale in [((2, 2), 0.5), ((3, 4), 0.25)]:
        attrs = {"pooled_size": pooled, "spatial_scale": scale}
        out = mx.nd.ROIPooling(mx.nd.array(feat), mx.nd.array(valid), **attrs)
        record("ROIPooling", attrs, [feat, valid], [out.asnumpy()])
    arrays["__cases__"] = np.frombuffer(json.dumps(cases).encode(), dtype=np.uint8)
    np.savez_compressed(path, **arrays)
    print(f"{len(cases)} calls recorded in {path}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/mxnet/box_ops.npz")
