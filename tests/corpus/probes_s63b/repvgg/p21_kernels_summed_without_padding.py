"""RepVGG kernel merge that forgets to pad the 1x1 kernel: `kernel = k3 + k1` with the (C, C, 3, 3) and (C, C, 1, 1) kernel Parameters by a plain `+` (NDArray broadcasting hides it eagerly), then one `F.Convolution`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 6, 6)]


class UnpaddedMergeRepVGG(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        self._c = channels
        with self.name_scope():
            self.k3 = self.params.get("k3", shape=(channels, channels, 3, 3))
            self.k1 = self.params.get("k1", shape=(channels, channels, 1, 1))

    def hybrid_forward(self, F, x, k3, k1):
        kernel = k3 + k1
        return F.relu(F.Convolution(x, weight=kernel, kernel=(3, 3), pad=(1, 1), num_filter=self._c, no_bias=True))


Net = UnpaddedMergeRepVGG
