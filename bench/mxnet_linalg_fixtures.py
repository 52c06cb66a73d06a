"""Record real MXNet 1.9.1's ``nd.linalg`` operators and ``khatri_rao`` (outputs, and for the ops
with a gradient the gradients of every input under a random head gradient) on seeded inputs:
tests/ops/test_linalg.py turns every recorded call into a numerical case and compares the
runtime's gradients with MXNet's.

    /path/to/mxnet-venv/bin/python bench/mxnet_linalg_fixtures.py tests/fixtures/mxnet/linalg.npz
"""
import json
import sys

import mxnet as mx
import numpy as np

R = np.random.RandomState(5)


def mat(*shape, dt="float64"):
    return R.standard_normal(shape).astype(dt)


def spd(*lead, n, dt="float64"):
    m = R.standard_normal(lead + (n, n))
    return (m @ np.swapaxes(m, -1, -2) + n * np.eye(n)).astype(dt)


def lower(*lead, n, dt="float64"):
    m = np.tril(R.standard_normal(lead + (n, n)))
    idx = np.arange(n)
    m[..., idx, idx] = np.abs(m[..., idx, idx]) + 1.0
    return m.astype(dt)


def calls():
    """(op name under mx.nd, inputs, attrs, with_grad)"""
    for dt in ("float32", "float64"):
        yield "linalg.gemm2", [mat(3, 4, dt=dt), mat(4, 2, dt=dt)], {}, True
        yield "linalg.gemm2", [mat(2, 4, 3, dt=dt), mat(2, 2, 4, dt=dt)], \
            {"transpose_a": True, "transpose_b": True, "alpha": 0.5}, True
        yield "linalg.gemm", [mat(2, 3, 4, dt=dt), mat(2, 4, 5, dt=dt), mat(2, 3, 5, dt=dt)], \
            {"alpha": 2.0, "beta": -0.5}, True
        yield "linalg.syrk", [mat(2, 3, 4, dt=dt)], {"alpha": 0.7}, True
        yield "linalg.potrf", [spd(2, n=4, dt=dt)], {}, True
        yield "linalg.potri", [lower(2, n=3, dt=dt)], {}, True
        yield "linalg.sumlogdiag", [spd(3, n=3, dt=dt)], {}, True
        yield "linalg.inverse", [spd(2, n=3, dt=dt)], {}, True
        yield "linalg.det", [mat(2, 3, 3, dt=dt)], {}, True
        yield "linalg.slogdet", [mat(3, 3, 3, dt=dt)], {}, True
    yield "linalg.gemm", [mat(3, 4), mat(3, 5), mat(4, 5)], {"transpose_a": True}, True
    yield "linalg.gemm2", [mat(4, 2, 3), mat(3, 2, 5)], {"axis": 0}, True
    yield "linalg.gemm", [mat(4, 2, 3), mat(3, 2, 5), mat(4, 2, 5)], {"axis": -3, "beta": 2.0}, \
        True
    yield "linalg.syrk", [mat(3, 4)], {"transpose": True}, True
    for transpose in (False, True):
        for rightside in (False, True):
            for low in (False, True):
                a = lower(2, n=3)
                if not low:
                    a = np.swapaxes(a, -1, -2).copy()
                a += np.triu(mat(2, 3, 3), 1) if low else np.tril(mat(2, 3, 3), -1)
                b = mat(2, 4, 3) if rightside else mat(2, 3, 4)
                attrs = {"transpose": transpose, "rightside": rightside, "lower": low,
                         "alpha": 1.5}
                yield "linalg.trmm", [a, b], attrs, True
                yield "linalg.trsm", [a, b], attrs, True
    for off in (0, 1, -2):
        yield "linalg.extractdiag", [mat(2, 4, 4)], {"offset": off}, True
        yield "linalg.makediag", [mat(2, 3)], {"offset": off}, True
        for low in (True, False):
            yield "linalg.extracttrian", [mat(2, 4, 4)], {"offset": off, "lower": low}, True
            yield "linalg.maketrian", [mat(2, 6)], {"offset": off, "lower": low}, True
    yield "linalg.gelqf", [mat(2, 3, 5)], {}, False
    yield "linalg.gelqf", [mat(4, 4, dt="float32")], {}, False
    s = mat(2, 4, 4)
    yield "linalg.syevd", [s + np.swapaxes(s, -1, -2)], {}, False
    yield "linalg.syevd", [spd(n=3, dt="float32")], {}, False
    yield "khatri_rao", [mat(2, 3, dt="float32"), mat(4, 3, dt="float32")], {}, False
    yield "khatri_rao", [mat(2, 3), mat(1, 3), mat(3, 3)], {}, False
    yield "khatri_rao", [mat(3, 2, dt="float32")], {}, False


def main(path):
    cases, arrays = [], {}
    for k, (op, inputs, attrs, with_grad) in enumerate(calls()):
        fn = mx.nd
        for part in op.split("."):
            fn = getattr(fn, part)
        xs = [mx.nd.array(x, dtype=x.dtype) for x in inputs]
        if with_grad:
            for x in xs:
                x.attach_grad()
        with mx.autograd.record():
            out = fn(*xs, **attrs)
        outs = list(out) if isinstance(out, (list, tuple)) else [out]
        rec = {"op": op, "attrs": attrs,
               "inputs": [f"{k}_in{i}" for i in range(len(inputs))],
               "outputs": [f"{k}_out{i}" for i in range(len(outs))]}
        arrays.update(zip(rec["inputs"], inputs))
        arrays.update(zip(rec["outputs"], [o.asnumpy() for o in outs]))
        if with_grad:
            heads = [R.standard_normal(o.shape).astype(o.dtype) for o in outs]
            if op == "linalg.slogdet":
                heads[0] = np.zeros_like(heads[0])     # the sign has no gradient
            mx.autograd.backward(outs, [mx.nd.array(h, dtype=h.dtype) for h in heads])
            rec["heads"] = [f"{k}_head{i}" for i in range(len(heads))]
            rec["grads"] = [f"{k}_grad{i}" for i in range(len(xs))]
            arrays.update(zip(rec["heads"], heads))
            arrays.update(zip(rec["grads"], [x.grad.asnumpy() for x in xs]))
        # finish every asynchronous write of this call before the next arrays are made
        mx.nd.waitall()
        cases.append(rec)
    arrays["__cases__"] = np.frombuffer(json.dumps(cases).encode(), dtype=np.uint8)
    np.savez_compressed(path, **arrays)
    print(f"{len(cases)} calls, {sum('grads' in c for c in cases)} with gradients")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/mxnet/linalg.npz")
