"""Record real MXNet 1.9.1's ``_scatter_elemwise_div`` on dense arrays (outputs, and the
gradients of both inputs under a random head gradient) for tests/ops/test_scatter_div.py.

    /path/to/mxnet-venv/bin/python bench/mxnet_scatter_div_fixtures.py \
        tests/fixtures/mxnet/scatter_elemwise_div.npz

Dense inputs make MXNet fall back to its dense kernel (it logs a storage fallback): the
op then divides elementwise as ``elemwise_div`` does.  int32 is recorded forward only
(MXNet's integer division truncates; a zero divisor is avoided, MXNet's CPU kernel
would fault on it).
"""
import os
import sys

os.environ.setdefault("MXNET_STORAGE_FALLBACK_LOG_VERBOSE", "0")

import mxnet as mx  # noqa: E402
import numpy as np  # noqa: E402

if __name__ == "__main__":
    rng = np.random.RandomState(3)
    arrays = {}
    for dt in ("float32", "float64"):
        lhs = rng.standard_normal((3, 4, 5)).astype(dt)
        rhs = rng.standard_normal((3, 4, 5)).astype(dt)
        rhs[0, 0, :2] = (0.0, -0.0)          # +/- inf and nan where lhs is 0
        lhs[0, 0, 1] = 0.0
        head = rng.standard_normal(lhs.shape).astype(dt)
        a, b = mx.nd.array(lhs, dtype=dt), mx.nd.array(rhs, dtype=dt)
        a.attach_grad()
        b.attach_grad()
        with mx.autograd.record():
            y = mx.nd._internal._scatter_elemwise_div(a, b)
        y.backward(mx.nd.array(head, dtype=dt))
        arrays.update({f"{dt}_lhs": lhs, f"{dt}_rhs": rhs, f"{dt}_head": head,
                       f"{dt}_out": y.asnumpy(), f"{dt}_grad_lhs": a.grad.asnumpy(),
                       f"{dt}_grad_rhs": b.grad.asnumpy()})
    lhs = np.array([[7, -7, 6, 0], [-9, 9, 1, -1]], "int32")
    rhs = np.array([[2, 2, -4, 3], [4, -4, 5, 7]], "int32")
    y = mx.nd._internal._scatter_elemwise_div(mx.nd.array(lhs, dtype="int32"),
                                              mx.nd.array(rhs, dtype="int32"))
    arrays.update({"int32_lhs": lhs, "int32_rhs": rhs, "int32_out": y.asnumpy()})
    out = sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/mxnet/scatter_elemwise_div.npz"
    np.savez_compressed(out, **arrays)
    print(sorted(arrays))
