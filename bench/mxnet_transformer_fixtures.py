"""Record real MXNet 1.9.1's interleaved multi-head attention ops (``_contrib_interleaved_
matmul_selfatt_qk/valatt``, ``_encdec_qk/valatt``, GluonNLP's BERT fast path) on seeded random
inputs; tests/ops/test_transformer.py checks the runtime's kernels against them.

    /path/to/mxnet-venv/bin/python bench/mxnet_transformer_fixtures.py tests/fixtures/mxnet/transformer_ops.npz
"""
import sys

import mxnet as mx
import numpy as np

R = np.random.RandomState(11)


def main(path):
    out = {}
    for k, (tq, tk, b, h, d) in enumerate([(4, 4, 2, 3, 5), (3, 5, 1, 2, 4)]):
        qkv = R.standard_normal((tq, b, h * d * 3)).astype("float32")
        q = R.standard_normal((tq, b, h * d)).astype("float32")
        kv = R.standard_normal((tk, b, h * d * 2)).astype("float32")
        att_self = R.standard_normal((b * h, tq, tq)).astype("float32")
        att_encdec = R.standard_normal((b * h, tq, tk)).astype("float32")
        c = mx.nd.contrib
        out.update({
            f"{k}_heads": np.array(h), f"{k}_qkv": qkv, f"{k}_q": q, f"{k}_kv": kv,
            f"{k}_att_self": att_self, f"{k}_att_encdec": att_encdec,
            f"{k}_selfatt_qk": c.interleaved_matmul_selfatt_qk(mx.nd.array(qkv), heads=h).asnumpy(),
            f"{k}_selfatt_valatt": c.interleaved_matmul_selfatt_valatt(
                mx.nd.array(qkv), mx.nd.array(att_self), heads=h).asnumpy(),
            f"{k}_encdec_qk": c.interleaved_matmul_encdec_qk(
                mx.nd.array(q), mx.nd.array(kv), heads=h).asnumpy(),
            f"{k}_encdec_valatt": c.interleaved_matmul_encdec_valatt(
                mx.nd.array(kv), mx.nd.array(att_encdec), heads=h).asnumpy(),
        })
    np.savez_compressed(path, **out)
    print({k: v.shape for k, v in out.items() if "att" in k and "_att_" not in k})


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/mxnet/transformer_ops.npz")
