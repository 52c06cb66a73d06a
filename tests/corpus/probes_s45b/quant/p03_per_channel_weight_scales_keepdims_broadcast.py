"""Per-channel weight fake-quant for a conv: scales from `max(abs(w))` over axes (1, 2, 3) with keepdims, applied by `broadcast_*`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 6, 6)]


class QConv2D(HybridBlock):
    def __init__(self, channels=4, in_channels=3, kernel=3, bits=8, **kwargs):
        super().__init__(**kwargs)
        self._channels = channels
        self._kernel = (kernel, kernel)
        self._qmax = 2 ** (bits - 1) - 1
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels, in_channels, kernel, kernel))
            self.bias = self.params.get("bias", shape=(channels,), init="zeros")

    def quantize_weight(self, F, w):
        scale = F.max(F.abs(w), axis=(1, 2, 3), keepdims=True) / self._qmax + 1e-8
        wq = F.broadcast_mul(F.round(F.broadcast_div(w, scale)), scale)
        return w + F.BlockGrad(wq - w)

    def hybrid_forward(self, F, x, weight, bias):
        return F.Convolution(x, self.quantize_weight(F, weight), bias, kernel=self._kernel,
                             num_filter=self._channels, pad=(1, 1))


class Net(QConv2D):
    pass
