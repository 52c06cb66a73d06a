"""Record real MXNet 1.9.1's ``contrib.MultiBoxPrior`` and ``contrib.MultiBoxDetection`` on seeded
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
    arrays["__cases__"] = np.frombuffer(json.dumps(cases).encode(), dtype=np.uint8)
    np.savez_compressed(path, **arrays)
    print(f"{len(cases)} calls")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/mxnet/multibox.npz")
