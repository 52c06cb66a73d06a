"""BatchNorm's gradients and moving-statistics updates under ``autograd.record`` equal real
MXNet 1.9.1's, eagerly and hybridized (tests/fixtures/mxnet/batchnorm_grad.npz from
bench/mxnet_batchnorm_grad_fixtures.py).  The inference-mode cases are MXNet's quirk: its
backward there differentiates the normalisation with the moving statistics as the batch's."""
import json
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import autograd, nd
from hybridlint.runtime.gluon import HybridBlock

FIX = np.load(Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "batchnorm_grad.npz")
CASES = json.loads(FIX["__cases__"].tobytes().decode())
NAMES = ("x", "gamma", "beta", "moving_mean", "moving_var")


class _BatchNorm(HybridBlock):
    def __init__(self, attrs):
        super().__init__()
        self.attrs = attrs

    def hybrid_forward(self, F, *inputs):
        return F.BatchNorm(*inputs, **self.attrs)


def _case_id(case):
    shape, attrs, train, dtype = case
    return f"{'train' if train else 'inference'}-{'x'.join(map(str, shape))}-{dtype}-" + \
        ",".join(f"{k}={v}" for k, v in attrs.items())


@pytest.mark.parametrize("hybrid", [False, True], ids=["eager", "hybridized"])
@pytest.mark.parametrize("k", range(len(CASES)), ids=[_case_id(c) for c in CASES])
def test_batchnorm_gradients_equal_mxnet(k, hybrid):
    shape, attrs, train, dtype = CASES[k]
    attrs = dict({"eps": 1e-5, "fix_gamma": False}, **attrs)
    arrays = [nd.array(FIX[f"{k}_{n}"], dtype=dtype) for n in NAMES]
    for a in arrays[:3]:
        a.attach_grad()
    block = _BatchNorm(attrs)
    if hybrid:
        block.hybridize()
    with autograd.record(train_mode=train):
        y = block(*arrays)
    y.backward(nd.array(FIX[f"{k}_head"], dtype=dtype))
    tol = {"rtol": 1e-5, "atol": 1e-6} if dtype == "float32" else {"rtol": 1e-10, "atol": 1e-12}
    np.testing.assert_allclose(y.asnumpy(), FIX[f"{k}_out"], **tol)
    for name, a in zip(("dx", "dgamma", "dbeta"), arrays[:3]):
        np.testing.assert_allclose(a.grad.asnumpy(), FIX[f"{k}_{name}"], err_msg=name, **tol)
    for name, a in zip(("moving_mean", "moving_var"), arrays[3:]):
        np.testing.assert_allclose(a.asnumpy(), FIX[f"{k}_{name}_after"], err_msg=name, **tol)


@pytest.mark.parametrize("hybrid", [False, True], ids=["eager", "hybridized"])
@pytest.mark.parametrize("frozen", [True, False], ids=["frozen-conv", "trainable-conv"])
def test_batchnorm_updates_moving_statistics_only_when_a_gradient_passes(frozen, hybrid):
    """Conv -> BatchNorm (gamma/beta frozen) -> relu -> Dense: with the conv frozen too, no
    needed gradient passes through the BatchNorm, and MXNet never runs its backward."""
    from hybridlint.runtime import init
    from hybridlint.runtime.gluon import nn
    net = nn.HybridSequential()
    net.add(nn.Conv2D(4, 3, in_channels=3), nn.BatchNorm(in_channels=4),
            nn.Activation("relu"), nn.Dense(2, in_units=64))
    net.initialize(init.Constant(0.1))
    if frozen:
        net[0].collect_params().setattr("grad_req", "null")
    net[1].collect_params().setattr("grad_req", "null")
    if hybrid:
        net.hybridize()
    with autograd.record():
        y = net(nd.array(FIX["chain_x"]))
    y.backward()
    key = f"chain_{'frozen' if frozen else 'trainable'}_{'hybrid' if hybrid else 'eager'}"
    np.testing.assert_allclose(net[1].running_mean.data().asnumpy(), FIX[key + "_mean"],
                               rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(net[1].running_var.data().asnumpy(), FIX[key + "_var"],
                               rtol=1e-5, atol=1e-7)
