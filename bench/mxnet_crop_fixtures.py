"""Record real MXNet 1.9.1's deprecated ``Crop`` (outputs and data gradients) for
tests/ops/test_legacy.py.

    /path/to/mxnet-venv/bin/python bench/mxnet_crop_fixtures.py tests/fixtures/mxnet/crop.npz
"""
import json
import sys

import mxnet as mx
import numpy as np

CALLS = [({"num_args": 2}, True), ({"num_args": 2, "center_crop": True}, True),
         ({"num_args": 2, "offset": (2, 1)}, True),
         ({"num_args": 1, "h_w": (3, 5), "offset": (1, 2)}, False),
         ({"num_args": 1, "h_w": (2, 3), "center_crop": True}, False)]

if __name__ == "__main__":
    rng = np.random.RandomState(1)
    x = rng.standard_normal((2, 3, 7, 8)).astype("float32")
    like = np.zeros((1, 1, 4, 5), "float32")
    arrays = {"x": x, "crop_like": like}   # ("like" is swallowed by numpy 1.23's savez)
    for k, (attrs, two) in enumerate(CALLS):
        ins = [mx.nd.array(x)] + ([mx.nd.array(like)] if two else [])
        ins[0].attach_grad()
        with mx.autograd.record():
            y = mx.nd.Crop(*ins, **attrs)
        head = rng.standard_normal(y.shape).astype("float32")
        y.backward(mx.nd.array(head))
        arrays.update({f"{k}_out": y.asnumpy(), f"{k}_head": head,
                       f"{k}_grad": ins[0].grad.asnumpy()})
    arrays["__calls__"] = np.frombuffer(json.dumps(CALLS).encode(), dtype=np.uint8)
    np.savez_compressed(sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/mxnet/crop.npz",
                        **arrays)
    print(len(CALLS), "calls")
