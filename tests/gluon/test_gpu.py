"""Gluon on a GPU context (cupy); skipped where no CUDA device is available."""
import numpy as np
import pytest
from hybridlint.runtime import nd
from hybridlint.runtime.context import gpu, num_gpus

from tests.conftest import FIXTURES

from .nets import fresh

pytestmark = [pytest.mark.gpu,
              pytest.mark.skipif(num_gpus() == 0, reason="needs cupy and a CUDA device")]
MX = FIXTURES / "mxnet"


@pytest.mark.parametrize("net", ["mlp", "lenet"])
@pytest.mark.parametrize("hybrid", [False, True])
def test_fixture_nets_on_gpu(net, hybrid, tmp_path):
    block = fresh(net)
    block.load_parameters(str(MX / net / "net.params"), ctx=gpu(0))
    if hybrid:
        block.hybridize(static_alloc=True, static_shape=True)
    x = nd.array(np.load(MX / net / "input.npz")["data"], ctx=gpu(0))
    out = block(x)
    assert out.context == gpu(0)
    np.testing.assert_allclose(out.asnumpy(), np.load(MX / net / "output_eager.npz")["out"],
                               rtol=1e-4, atol=1e-5)
    block.save_parameters(str(tmp_path / "p.params"))
    assert (tmp_path / "p.params").read_bytes()[:8] == b"\x12\x01\0\0\0\0\0\0"


def test_initialize_on_gpu_and_grad_buffers():
    from hybridlint.runtime.gluon import nn
    d = nn.Dense(3, in_units=2)
    d.initialize(ctx=gpu(0))
    assert d.weight.data().context == gpu(0)
    assert d.weight.grad().context == gpu(0)
