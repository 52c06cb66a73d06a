"""Record real MXNet 1.9.1's BatchNorm gradients under ``autograd.record`` in inference and
training mode (outputs, input / gamma / beta gradients, moving statistics after the backward), and which
BatchNorms of a net with frozen layers update their moving statistics, for
tests/ops/test_batchnorm_grad_mxnet.py.

Inference-mode recording without ``use_global_stats`` is the case worth a fixture: MXNet's
backward there is not the derivative of its forward (it differentiates the normalisation with
the moving statistics in place of the batch's), which only a recording can pin down.

    /path/to/mxnet-venv/bin/python bench/mxnet_batchnorm_grad_fixtures.py \\
        tests/fixtures/mxnet/batchnorm_grad.npz
"""
import json
import sys

import mxnet as mx
import numpy as np

# (input shape, attributes, train_mode, dtype)
CASES = [((2, 3, 4, 4), {}, False, "float32"),
         ((2, 3, 4, 4), {"fix_gamma": True}, False, "float32"),
         ((2, 3, 4, 4), {"use_global_stats": True}, False, "float32"),
         ((2, 3, 4, 4), {}, False, "float64"),
         ((4, 3), {}, False, "float32"),
         ((2, 5, 3), {"axis": 2}, False, "float32"),
         ((1, 3, 1, 1), {}, False, "float32"),
         ((2, 3, 2, 3, 2), {}, False, "float32"),
         ((2, 3, 4, 4), {}, True, "float32"),
         ((2, 3, 4, 4), {"use_global_stats": True}, True, "float32"),
         ((2, 5, 3), {"axis": -1, "momentum": 0.8}, True, "float32")]

def frozen_chain(arrays, rng):
    """Conv -> BatchNorm -> relu -> Dense (constant 0.1 weights), the BatchNorm's gamma/beta
    frozen; the conv frozen or trainable: MXNet runs the BatchNorm's backward -- and so its
    moving-statistics update -- only when a needed gradient passes through it."""
    from mxnet.gluon import nn
    x = rng.uniform(-1, 1, (2, 3, 6, 6)).astype("float32")
    arrays["chain_x"] = x
    for frozen in (True, False):
        for hybrid in (False, True):
            net = nn.HybridSequential()
            net.add(nn.Conv2D(4, 3, in_channels=3), nn.BatchNorm(in_channels=4),
                    nn.Activation("relu"), nn.Dense(2, in_units=64))
            net.initialize(mx.init.Constant(0.1))
            if frozen:
                net[0].collect_params().setattr("grad_req", "null")
            net[1].collect_params().setattr("grad_req", "null")
            if hybrid:
                net.hybridize()
            with mx.autograd.record():
                y = net(mx.nd.array(x))
            y.backward()
            key = f"chain_{'frozen' if frozen else 'trainable'}_{'hybrid' if hybrid else 'eager'}"
            arrays[key + "_mean"] = net[1].running_mean.data().asnumpy()
            arrays[key + "_var"] = net[1].running_var.data().asnumpy()


if __name__ == "__main__":
    rng = np.random.RandomState(3)
    arrays = {}
    for k, (shape, attrs, train, dtype) in enumerate(CASES):
        attrs = dict({"eps": 1e-5, "fix_gamma": False}, **attrs)
        c = shape[attrs.get("axis", 1)]
        inputs = [rng.uniform(-1, 1, shape), rng.uniform(0.5, 1.5, c), rng.uniform(-1, 1, c),
                  rng.uniform(-1, 1, c), rng.uniform(0.5, 2, c)]
        inputs = [a.astype(dtype) for a in inputs]
        head = rng.uniform(-1, 1, shape).astype(dtype)
        nds = [mx.nd.array(a, dtype=dtype) for a in inputs]
        for a in nds[:3]:
            a.attach_grad()
        with mx.autograd.record(train_mode=train):
            y = mx.nd.BatchNorm(*nds, **attrs)
        y.backward(mx.nd.array(head, dtype=dtype))
        for name, a in zip(("x", "gamma", "beta", "moving_mean", "moving_var"), inputs):
            arrays[f"{k}_{name}"] = a
        arrays.update({f"{k}_head": head, f"{k}_out": y.asnumpy(),
                       f"{k}_dx": nds[0].grad.asnumpy(), f"{k}_dgamma": nds[1].grad.asnumpy(),
                       f"{k}_dbeta": nds[2].grad.asnumpy(),
                       f"{k}_moving_mean_after": nds[3].asnumpy(),
                       f"{k}_moving_var_after": nds[4].asnumpy()})
    frozen_chain(arrays, rng)
    cases = [[list(s), a, t, d] for s, a, t, d in CASES]
    arrays["__cases__"] = np.frombuffer(json.dumps(cases).encode(), dtype=np.uint8)
    out = sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/mxnet/batchnorm_grad.npz"
    np.savez_compressed(out, **arrays)
    print(len(CASES), "cases ->", out)
