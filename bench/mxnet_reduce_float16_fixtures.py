"""Record real MXNet 1.9.1's float16 reductions on CPU (tests/ops/test_reduce_float16.py).

MXNet 1.9.1 (without MXNET_SAFE_ACCUMULATION) reduces a float16 array in float16: sum, mean and
nansum run mshadow's compensated (Kahan) sum over the reduced elements in row-major order, every
intermediate rounded to half; prod and nanprod multiply in that order; mean divides by the count
as a float16 (2049 rounds to 2048, 70000 overflows to inf and the mean is 0).  numpy's float16
sums accumulate in float32 pairwise and land a float16 step away on long rows.

    /path/to/mxnet-venv/bin/python bench/mxnet_reduce_float16_fixtures.py tests/fixtures/mxnet/reduce_float16.npz
"""
import sys

import mxnet as mx
import numpy as np

# (op, input shape, axis): long rows, a leading axis, two axes apart, a full reduction, counts a
# float16 rounds (2049) or cannot hold (70000), NaNs for the nan* reducers
CASES = [("sum", (5, 2000), (1,)), ("sum", (2000, 5), (0,)), ("sum", (10, 12, 16), (0, 2)),
         ("sum", (3, 4, 5, 6), (1, 3)), ("sum", (30, 40), None), ("mean", (5, 2000), (1,)),
         ("mean", (10, 12, 16), (0, 2)), ("mean", (1, 2049), (1,)), ("mean", (1, 70000), (1,)),
         ("nansum", (20, 300), (1,)), ("prod", (30, 40), (1,)), ("nanprod", (30, 40), (0,))]


def _data(rng, op, shape):
    if op in ("prod", "nanprod"):
        a = (rng.rand(*shape) + 0.5).astype(np.float16)
    elif shape == (1, 70000):
        a = np.full(shape, 0.5, np.float16)
    elif shape == (1, 2049):
        a = rng.rand(*shape).astype(np.float16)
    else:
        a = (rng.randn(*shape) * 10).astype(np.float16)
    if op.startswith("nan"):
        a[rng.rand(*shape) < 0.1] = np.nan
    return a


if __name__ == "__main__":
    rng = np.random.RandomState(7)
    arrays = {}
    for i, (op, shape, axis) in enumerate(CASES):
        a = _data(rng, op, shape)
        kw = {} if axis is None else {"axis": axis}
        arrays[f"{i}_x"] = a
        arrays[f"{i}_y"] = getattr(mx.nd, op)(mx.nd.array(a, dtype="float16"), **kw).asnumpy()
        arrays[f"{i}_meta"] = np.array([op, repr(axis)])
    np.savez_compressed(sys.argv[1], **arrays)
    print(len(CASES), "cases ->", sys.argv[1])
