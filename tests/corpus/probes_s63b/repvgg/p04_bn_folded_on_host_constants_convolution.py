"""RepVGG deploy conv built on the host in `__init__`: BN statistics folded into the 3x3 and 1x1 kernels with numpy (`std = sqrt(var + eps)`, `k * (gamma / std).reshape(-1, 1, 1, 1)`), the 1x1 kernel padded to 3x3 by `np.pad`, the identity written as a centre-one kernel; the fused kernel and bias registered by `get_constant` and applied by `F.Convolution(kernel=(3, 3), pad=(1, 1))`."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 6, 6)]


def fuse_bn(kernel, gamma, beta, mean, var, eps=1e-5):
    std = np.sqrt(var + eps)
    return kernel * (gamma / std).reshape(-1, 1, 1, 1), beta - mean * gamma / std


class HostFusedRepVGG(HybridBlock):
    def __init__(self, channels=4, seed=3, **kwargs):
        super().__init__(**kwargs)
        self._c = channels
        rng = np.random.RandomState(seed)
        bn = lambda: (rng.uniform(0.5, 1.5, channels), rng.uniform(-0.1, 0.1, channels),
                      rng.uniform(-0.1, 0.1, channels), rng.uniform(0.5, 1.5, channels))
        k3, b3 = fuse_bn(rng.normal(0, 0.1, (channels, channels, 3, 3)), *bn())
        k1, b1 = fuse_bn(rng.normal(0, 0.1, (channels, channels, 1, 1)), *bn())
        ident = np.zeros((channels, channels, 3, 3))
        ident[np.arange(channels), np.arange(channels), 1, 1] = 1.0
        kid, bid = fuse_bn(ident, *bn())
        kernel = k3 + np.pad(k1, ((0, 0), (0, 0), (1, 1), (1, 1))) + kid
        with self.name_scope():
            self.kernel = self.params.get_constant("kernel", kernel.astype("float32"))
            self.bias = self.params.get_constant("bias", (b3 + b1 + bid).astype("float32"))

    def hybrid_forward(self, F, x, kernel, bias):
        out = F.Convolution(x, weight=kernel, bias=bias, kernel=(3, 3), pad=(1, 1), num_filter=self._c)
        return F.relu(out)


Net = HostFusedRepVGG
