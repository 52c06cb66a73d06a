"""RepVGG with the 3x3 kernel stored as two (C / 2, C, 3, 3) halves (a grouped-output port) joined by `F.concat(dim=0)` into (C, C, 3, 3), the padded 1x1 kernel (`F.pad`) and the identity kernel constant (built in `__init__`) added to it by plain `+` on equal shapes."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 6, 6)]


class ConcatKernelRepVGG(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        self._c = channels
        ident = np.zeros((channels, channels, 3, 3), dtype="float32")
        ident[np.arange(channels), np.arange(channels), 1, 1] = 1.0
        with self.name_scope():
            self.k3a = self.params.get("k3a", shape=(channels // 2, channels, 3, 3))
            self.k3b = self.params.get("k3b", shape=(channels // 2, channels, 3, 3))
            self.k1 = self.params.get("k1", shape=(channels, channels, 1, 1))
            self.ident = self.params.get_constant("ident", ident)

    def hybrid_forward(self, F, x, k3a, k3b, k1, ident):
        k3 = F.concat(k3a, k3b, dim=0)
        kernel = k3 + F.pad(k1, mode="constant", pad_width=(0, 0, 0, 0, 1, 1, 1, 1)) + ident
        return F.relu(F.Convolution(x, weight=kernel, kernel=(3, 3), pad=(1, 1), num_filter=self._c, no_bias=True))


Net = ConcatKernelRepVGG
