"""Per-channel weight fake-quant whose keepdims scales (O, 1, 1, 1) divide the (O, I, k, k) weight with a plain `/`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 6, 6)]


class Net(HybridBlock):
    def __init__(self, channels=4, in_channels=3, bits=8, **kwargs):
        super().__init__(**kwargs)
        self._channels = channels
        self._qmax = 2 ** (bits - 1) - 1
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels, in_channels, 3, 3))

    def hybrid_forward(self, F, x, weight):
        scale = F.max(F.abs(weight), axis=(1, 2, 3), keepdims=True) / self._qmax + 1e-8
        wq = F.round(weight / scale) * scale
        w = weight + F.BlockGrad(wq - weight)
        return F.Convolution(x, w, kernel=(3, 3), num_filter=self._channels, pad=(1, 1), no_bias=True)
