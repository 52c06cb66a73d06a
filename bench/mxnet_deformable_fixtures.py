"""Record real MXNet 1.9.1's DeformableConvolution forward and gradients on seeded
random inputs (offsets kept away from whole pixels so that every gradient is smooth);
tests/ops/test_deformable.py checks the runtime's kernels and gradient rules against them.

    /path/to/mxnet-venv/bin/python bench/mxnet_deformable_fixtures.py tests/fixtures/mxnet/deformable_ops.npz
"""
import json
import sys

import mxnet as mx
import numpy as np

R = np.random.RandomState(5)
CONFIGS = [
    # (modulated, N, C, H, W, F, kernel, stride, pad, dilate, groups, deformable groups, no_bias)
    (False, 2, 4, 6, 7, 6, (3, 3), (1, 1), (1, 1), (1, 1), 1, 1, False),
    (False, 1, 4, 7, 6, 4, (3, 3), (2, 2), (1, 1), (1, 1), 2, 2, False),
    (False, 1, 2, 8, 8, 3, (3, 2), (1, 2), (0, 1), (2, 1), 1, 1, True),
    (False, 1, 2, 5, 5, 2, (1, 1), (1, 1), (0, 0), (1, 1), 1, 1, False),
]
# ModulatedDeformableConvolution is GPU-only in MXNet 1.9.1 ("only implemented in GPU" on the
# CPU), so it has no recorded calls: its tests compare with mask = 1 and finite differences


def out_size(size, k, s, p, d):
    return (size + 2 * p - d * (k - 1) - 1) // s + 1


def main(path):
    arrays, calls = {}, []
    for i, (mod, n, c, h, w, f, k, s, p, d, g, dg, nb) in enumerate(CONFIGS):
        oh, ow = out_size(h, k[0], s[0], p[0], d[0]), out_size(w, k[1], s[1], p[1], d[1])
        kk = k[0] * k[1]
        whole = R.randint(-2, 3, (n, dg * kk * 2, oh, ow))
        offset = whole + R.uniform(0.15, 0.85, whole.shape)   # never on a whole pixel
        ins = {"data": R.standard_normal((n, c, h, w)), "offset": offset}
        if mod:
            ins["mask"] = R.uniform(0, 1, (n, dg * kk, oh, ow))
        ins["weight"] = R.standard_normal((f, c // g, k[0], k[1])) * 0.3
        if not nb:
            ins["bias"] = R.standard_normal((f,))
        ins = {key: v.astype("float32") for key, v in ins.items()}
        attrs = {"kernel": k, "stride": s, "pad": p, "dilate": d, "num_filter": f,
                 "num_group": g, "num_deformable_group": dg, "no_bias": nb}
        nds = {key: mx.nd.array(v) for key, v in ins.items()}
        for v in nds.values():
            v.attach_grad()
        op = mx.nd.contrib.ModulatedDeformableConvolution if mod else \
            mx.nd.contrib.DeformableConvolution
        head = R.standard_normal((n, f, oh, ow)).astype("float32")
        with mx.autograd.record():
            y = op(**nds, **attrs)
        y.backward(mx.nd.array(head))
        name = "_contrib_ModulatedDeformableConvolution" if mod else \
            "_contrib_DeformableConvolution"
        for key, v in ins.items():
            arrays[f"{i}_{key}"] = v
            arrays[f"{i}_grad_{key}"] = nds[key].grad.asnumpy()
        arrays[f"{i}_out"] = y.asnumpy()
        arrays[f"{i}_head"] = head
        calls.append({"op": name, "attrs": attrs, "inputs": list(ins)})
    arrays["__calls__"] = np.frombuffer(json.dumps(calls).encode(), dtype=np.uint8)
    np.savez_compressed(path, **arrays)
    print(f"{len(calls)} calls recorded")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/mxnet/deformable_ops.npz")
