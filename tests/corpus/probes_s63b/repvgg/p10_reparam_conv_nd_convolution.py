"""RepVGG deploy branch calling `nd.Convolution` directly inside `hybrid_forward` with the fused kernel Parameter (an `F` left out in the port)."""
from mxnet import nd
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 6, 6)]


class NDConvRepVGG(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        self._c = channels
        with self.name_scope():
            self.kernel = self.params.get("kernel", shape=(channels, channels, 3, 3))
            self.bias = self.params.get("bias", shape=(channels,), init="zeros")

    def hybrid_forward(self, F, x, kernel, bias):
        out = nd.Convolution(x, weight=kernel, bias=bias, kernel=(3, 3), pad=(1, 1), num_filter=self._c)
        return F.relu(out)


Net = NDConvRepVGG
