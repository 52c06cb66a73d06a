"""RepVGG `get_equivalent_kernel_bias` called from `hybrid_forward`: the 1x1 kernel Parameter taken to numpy with `.asnumpy()`, padded by `np.pad`, and added back to the 3x3 kernel."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 6, 6)]


class NumpyPadRepVGG(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        self._c = channels
        with self.name_scope():
            self.k3 = self.params.get("k3", shape=(channels, channels, 3, 3))
            self.k1 = self.params.get("k1", shape=(channels, channels, 1, 1))

    def hybrid_forward(self, F, x, k3, k1):
        padded = np.pad(k1.asnumpy(), ((0, 0), (0, 0), (1, 1), (1, 1)))
        kernel = k3 + F.array(padded)
        return F.Convolution(x, weight=kernel, kernel=(3, 3), pad=(1, 1), num_filter=self._c, no_bias=True)


Net = NumpyPadRepVGG
