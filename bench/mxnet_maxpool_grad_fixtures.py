"""Record real MXNet 1.9.1's max-pooling data gradient for head gradients holding inf and NaN
(tests/ops/test_maxpool_nonfinite_grad.py): MXNet gives each window's out-grad to its first
maximum alone, so an inf stays inf there and the window's other elements stay 0.

    /path/to/mxnet-venv/bin/python bench/mxnet_maxpool_grad_fixtures.py tests/fixtures/mxnet/maxpool_grad.npz
"""
import json
import sys

import mxnet as mx
import numpy as np

# (attrs, input shape): exact tiling, overlapping padded windows, overlapping with a ragged edge,
# and one large enough for the argmax path (more taps than the tap loop takes)
CASES = [({"kernel": (2, 2), "stride": (2, 2)}, (2, 2, 4, 4)),
         ({"kernel": (3, 3), "stride": (1, 1), "pad": (1, 1)}, (1, 2, 5, 5)),
         ({"kernel": (3, 3), "stride": (2, 2)}, (1, 3, 7, 6)),
         ({"kernel": (7, 7), "stride": (1, 1)}, (1, 1, 9, 9))]

if __name__ == "__main__":
    rng = np.random.RandomState(3)
    arrays = {}
    for k, (attrs, shape) in enumerate(CASES):
        # small integers: ties inside windows, so "first maximum" matters
        x = rng.randint(0, 5, size=shape).astype("float32")
        xs = mx.nd.array(x)
        xs.attach_grad()
        with mx.autograd.record():
            y = mx.nd.Pooling(xs, pool_type="max", **attrs)
        head = rng.standard_normal(y.shape).astype("float32")
        flat = head.reshape(-1)
        flat[0], flat[-1], flat[len(flat) // 2] = np.inf, np.nan, -np.inf
        y.backward(mx.nd.array(head))
        arrays.update({f"{k}_x": x, f"{k}_head": head, f"{k}_grad": xs.grad.asnumpy()})
    arrays["__cases__"] = np.frombuffer(json.dumps(CASES).encode(), dtype=np.uint8)
    np.savez_compressed(sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/mxnet/maxpool_grad.npz",
                        **arrays)
    print(len(CASES), "cases")
