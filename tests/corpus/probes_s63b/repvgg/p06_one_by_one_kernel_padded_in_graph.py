"""RepVGG kernels merged in the graph: the (C, C, 1, 1) kernel Parameter padded to 3x3 by `F.pad(mode="constant", pad_width=(0, 0, 0, 0, 1, 1, 1, 1))` and added to the (C, C, 3, 3) kernel by a plain `+` (equal shapes), the biases by `+`, applied by one `F.Convolution`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 6, 6)]


class PaddedMergeRepVGG(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        self._c = channels
        with self.name_scope():
            self.k3 = self.params.get("k3", shape=(channels, channels, 3, 3))
            self.k1 = self.params.get("k1", shape=(channels, channels, 1, 1))
            self.b3 = self.params.get("b3", shape=(channels,), init="zeros")
            self.b1 = self.params.get("b1", shape=(channels,), init="zeros")

    def hybrid_forward(self, F, x, k3, k1, b3, b1):
        k1_padded = F.pad(k1, mode="constant", pad_width=(0, 0, 0, 0, 1, 1, 1, 1), constant_value=0)
        kernel = k3 + k1_padded
        out = F.Convolution(x, weight=kernel, bias=b3 + b1, kernel=(3, 3), pad=(1, 1), num_filter=self._c)
        return F.relu(out)


Net = PaddedMergeRepVGG
