"""Record real MXNet 1.9.1's ``contrib.MultiBoxPrior``, ``MultiBoxDetection`` and ``MultiBoxTarget`` on seeded
inputs (every attribute varied): tests/ops/test_multibox.py turns each recorded call into a
numerical case for the runtime.

    /path/to/mxnet-venv/bin/python bench/mxnet_multibox_fixtures.py tests/fixtures/mxnet/multibox.npz

Class probabilities are continuous random draws, so no result depends on how a sort breaks ties.
"""
import itertools
import json
import sys

import mxnet as mx
import numpy as np

R = np.random.RandomState(9)


def prior_calls():
    for shape, sizes, ratios, clip, steps, offsets in (
            ((1, 3, 4, 5), (1.0,), (1.0,), False, (-1.0, -1.0), (0.5, 0.5)),
            ((2, 8, 3, 3), (0.2, 0.272), (1.0, 2.0, 0.5), False, (-1.0, -1.0), (0.5, 0.5)),
            ((1, 1, 5, 2), (0.75, 0.4, 0.1), (1.0, 3.0), True, (-1.0, -1.0), (0.5, 0.5)),
            ((1, 2, 4, 6), (0.3,), (2.0, 1.0, 0.25), True, (0.25, 0.1), (0.0, 1.0)),
            ((1, 2, 2, 2), (1.5,), (0.5,), False, (0.5, 0.5), (0.2, 0.7))):
        data = R.standard_normal(shape).astype("float32")
        yield data, {"sizes": sizes, "ratios": ratios, "clip": clip, "steps": steps,
                     "offsets": offsets}
    yield R.standard_normal((1, 2, 3, 3)).astype("float32"), {"sizes": (0.5,), "ratios": (1.0, 2.0)}


def detection_inputs():
    for batch, classes, hw in ((1, 3, (3, 3)), (2, 4, (4, 4))):
        anchors = mx.nd.contrib.MultiBoxPrior(mx.nd.zeros((1, 1) + hw), sizes=(0.3, 0.5),
                                              ratios=(1.0, 2.0)).asnumpy()
        n = anchors.shape[1]
        logits = R.standard_normal((batch, classes, n)) * 2
        prob = np.exp(logits) / np.exp(logits).sum(axis=1, keepdims=True)
        loc = R.standard_normal((batch, n * 4)) * 0.5
        yield prob.astype("float32"), loc.astype("float32"), anchors.astype("float32")


def target_inputs():
    for hw, objects, classes in (((4, 4), 3, 3), ((3, 5), 4, 5)):
        anchors = mx.nd.contrib.MultiBoxPrior(mx.nd.zeros((1, 1) + hw), sizes=(0.3, 0.6),
                                              ratios=(1.0, 2.0, 0.5)).asnumpy()
        n = anchors.shape[1]
        batch = 3
        label = np.full((batch, objects, 5), -1.0)
        for b in range(batch - 1):
            k = objects - b
            xy = R.uniform(0, 0.7, (k, 2))
            wh = R.uniform(0.1, 0.5, (k, 2))
            label[b, :k, 0] = R.randint(0, classes - 1, k)
            label[b, :k, 1:3] = xy
            label[b, :k, 3:5] = np.minimum(xy + wh, 1.0)
        # the last image has no objects (all padding)
        preds = R.standard_normal((batch, classes, n))
        yield anchors.astype("float32"), label.astype("float32"), preds.astype("float32")


def main(path):
    cases, arrays = [], {}

    def record(op, attrs, inputs, outputs):
        k = len(cases)
        names_in = [f"{k}_in{i}" for i in range(len(inputs))]
        names_out = [f"{k}_out{i}" for i in range(len(outputs))]
        arrays.update(zip(names_in, inputs))
        arrays.update(zip(names_out, outputs))
        cases.append({"op": op, "attrs": attrs, "inputs": names_in, "outputs": names_out})

    for data, attrs in prior_calls():
        out = mx.nd.contrib.MultiBoxPrior(mx.nd.array(data, dtype=data.dtype), **attrs)
        record("contrib.MultiBoxPrior", attrs, [data], [out.asnumpy()])
        mx.nd.waitall()
    for prob, loc, anchors in detection_inputs():
        for clip, thresh, nms, force, topk in itertools.product(
                [True, False], [0.01, 0.3], [0.5, 0.2, 0.0], [False, True], [-1, 5]):
            attrs = {"clip": clip, "threshold": thresh, "nms_threshold": nms,
                     "force_suppress": force, "nms_topk": topk}
            out = mx.nd.contrib.MultiBoxDetection(mx.nd.array(prob), mx.nd.array(loc),
                                                  mx.nd.array(anchors), **attrs)
            record("contrib.MultiBoxDetection", attrs, [prob, loc, anchors], [out.asnumpy()])
            mx.nd.waitall()
        attrs = {"variances": (0.2, 0.2, 0.1, 0.1)}
        out = mx.nd.contrib.MultiBoxDetection(mx.nd.array(prob), mx.nd.array(loc),
                                              mx.nd.array(anchors), **attrs)
        record("contrib.MultiBoxDetection", attrs, [prob, loc, anchors], [out.asnumpy()])
    for anchors, label, preds in target_inputs():
        for overlap, ratio, thresh, minimum, ignore in itertools.product(
                [0.5, 0.3, 0.0], [-1.0, 3.0, 0.5], [0.5, 0.3], [0, 5], [-1.0]):
            attrs = {"overlap_threshold": overlap, "negative_mining_ratio": ratio,
                     "negative_mining_thresh": thresh, "minimum_negative_samples": minimum,
                     "ignore_label": ignore}
            outs = mx.nd.contrib.MultiBoxTarget(mx.nd.array(anchors), mx.nd.array(label),
                                                mx.nd.array(preds), **attrs)
            record("contrib.MultiBoxTarget", attrs, [anchors, label, preds],
                   [o.asnumpy() for o in outs])
            mx.nd.waitall()
        attrs = {"variances": (0.2, 0.2, 0.1, 0.1), "ignore_label": -2.0}
        outs = mx.nd.contrib.MultiBoxTarget(mx.nd.array(anchors), mx.nd.array(label),
                                            mx.nd.array(preds), **attrs)
        record("contrib.MultiBoxTarget", attrs, [anchors, label, preds],
               [o.asnumpy() for o in outs])
        mx.nd.waitall()
    arrays["__cases__"] = np.frombuffer(json.dumps(cases).encode(), dtype=np.uint8)
    np.savez_compressed(path, **arrays)
    print(f"{len(cases)} calls")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/mxnet/multibox.npz")
