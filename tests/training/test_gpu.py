"""Training on a GPU context (cupy) gives the CPU's parameters; skipped without a CUDA device."""
import numpy as np
import pytest
from hybridlint.runtime import autograd, cpu, gpu, nd
from hybridlint.runtime.context import num_gpus
from hybridlint.runtime.gluon import loss as gloss
from hybridlint.runtime.gluon.trainer import Trainer

from ..conftest import FIXTURES
from ..gluon.nets import fresh

pytestmark = [pytest.mark.gpu,
              pytest.mark.skipif(num_gpus() == 0, reason="needs cupy and a CUDA device")]


LR, STEPS = 0.01, 3


def _train(ctx, hybrid, optimizer):
    """Parameters after STEPS steps on ``ctx``, and the first step's gradients."""
    x = np.load(FIXTURES / "mxnet" / "lenet" / "input.npz")["data"]
    y = np.arange(len(x)) % 10
    net = fresh("lenet")
    net.load_parameters(str(FIXTURES / "mxnet" / "lenet" / "net.params"), ctx=ctx)
    if hybrid:
        net.hybridize()
    params = net.collect_params()
    opts = {"learning_rate": LR, **({"momentum": 0.9} if optimizer == "sgd" else {})}
    trainer = Trainer(params, optimizer, opts)
    xb, yb = nd.array(x, ctx=ctx), nd.array(y, ctx=ctx)
    grads = None
    for _ in range(STEPS):
        with autograd.record():
            loss = gloss.SoftmaxCrossEntropyLoss()(net(xb), yb)
        loss.backward()
        if grads is None:
            grads = {k: p.grad(ctx).asnumpy() for k, p in params.items()}
        trainer.step(len(x))
    return {k: p.data(ctx).asnumpy() for k, p in params.items()}, grads


@pytest.mark.parametrize("optimizer", ["sgd", "adam"])
@pytest.mark.parametrize("hybrid", [False, True], ids=["eager", "hybridized"])
def test_three_training_steps_on_gpu_match_cpu(hybrid, optimizer):
    (p_cpu, g_cpu), (p_gpu, g_gpu) = (_train(c, hybrid, optimizer) for c in (cpu(), gpu(0)))
    for name in g_cpu:
        # the same gradients, to float32 rounding at each gradient's own scale
        scale = float(np.abs(g_cpu[name]).max())
        np.testing.assert_allclose(g_gpu[name], g_cpu[name], rtol=1e-4, atol=1e-4 * scale,
                                   err_msg=name)
    # SGD moves each weight linearly in its gradient: float rounding stays rounding.  Adam
    # divides each gradient by its own running RMS, so a gradient that is float noise --
    # a ReLU exactly 0 on one device and 5e-7 on the other, seen on LeNet's dense0 -- moves
    # its weight by a sizeable part of the learning rate either way: there the parameters
    # agree in units of the step size, not of the weights
    atol = 1e-5 if optimizer == "sgd" else 0.01 * LR * STEPS
    for name in p_cpu:
        np.testing.assert_allclose(p_gpu[name], p_cpu[name], rtol=1e-4, atol=atol, err_msg=name)
