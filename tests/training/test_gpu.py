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


@pytest.mark.parametrize("hybrid", [False, True], ids=["eager", "hybridized"])
def test_three_sgd_steps_on_gpu_match_cpu(hybrid):
    x = np.load(FIXTURES / "mxnet" / "lenet" / "input.npz")["data"]
    y = np.arange(len(x)) % 10
    params = []
    for ctx in (cpu(), gpu(0)):
        net = fresh("lenet")
        net.load_parameters(str(FIXTURES / "mxnet" / "lenet" / "net.params"), ctx=ctx)
        if hybrid:
            net.hybridize()
        trainer = Trainer(net.collect_params(), "adam", {"learning_rate": 0.01})
        xb, yb = nd.array(x, ctx=ctx), nd.array(y, ctx=ctx)
        for _ in range(3):
            with autograd.record():
                loss = gloss.SoftmaxCrossEntropyLoss()(net(xb), yb)
            loss.backward()
            trainer.step(len(x))
        params.append({k: p.data(ctx).asnumpy() for k, p in net.collect_params().items()})
    for name in params[0]:
        np.testing.assert_allclose(params[1][name], params[0][name], rtol=1e-4, atol=1e-5,
                                   err_msg=name)
