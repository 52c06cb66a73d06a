"""Record real MXNet 1.9.1's ``contrib.BilinearResize2D`` (outputs and data gradients, float32
and float64) for tests/ops/test_nn_resize.py.  The sizes are chosen so that the source
coordinates are not exact in float32: MXNet's CPU kernel computes them in float32 whatever the
dtype, so its float64 results carry float32 rounding in the weights.

    /path/to/mxnet-venv/bin/python bench/mxnet_resize_fixtures.py tests/fixtures/mxnet/bilinear_resize.npz
"""
import json
import sys

import mxnet as mx
import numpy as np

# (input shape, output height, output width, align_corners)
CALLS = [((1, 2, 7, 9), 23, 31, True), ((1, 2, 23, 31), 7, 9, True),
         ((1, 2, 7, 9), 23, 31, False), ((1, 2, 23, 31), 7, 9, False),
         ((1, 2, 13, 11), 47, 29, True), ((1, 2, 13, 11), 47, 29, False),
         ((1, 1, 5, 6), 5, 6, False)]

if __name__ == "__main__":
    rng = np.random.RandomState(0)
    arrays = {}
    for k, (shape, oh, ow, align) in enumerate(CALLS):
        x = rng.uniform(-1, 1, shape).astype("float32").astype("float64")
        arrays[f"{k}_x"] = x
        for dt in ("float32", "float64"):
            data = mx.nd.array(x, dtype=dt)
            data.attach_grad()
            with mx.autograd.record():
                y = mx.nd.contrib.BilinearResize2D(data, height=oh, width=ow, align_corners=align)
            head = rng.standard_normal(y.shape).astype("float32").astype("float64")
            y.backward(mx.nd.array(head, dtype=dt))
            arrays.update({f"{k}_{dt}_out": y.asnumpy(), f"{k}_{dt}_head": head.astype(dt),
                           f"{k}_{dt}_grad": data.grad.asnumpy()})
    arrays["__calls__"] = np.frombuffer(json.dumps(CALLS).encode(), dtype=np.uint8)
    np.savez_compressed(sys.argv[1] if len(sys.argv) > 1
                        else "tests/fixtures/mxnet/bilinear_resize.npz", **arrays)
    print(len(CALLS), "calls")
