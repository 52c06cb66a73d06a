"""Glow invertible 1x1 conv initialised to a random rotation through `init.Constant(rot.tolist())`, log|det W| by slogdet."""
import numpy as np
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 3, 3)]


class InvConv2d(HybridBlock):
    def __init__(self, channels=4, height=3, width=3, **kwargs):
        super().__init__(**kwargs)
        self._channels = channels
        self._pixels = height * width
        rot = np.linalg.qr(np.random.RandomState(1).randn(channels, channels))[0].astype("float32")
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels, channels), init=init.Constant(rot.tolist()))

    def hybrid_forward(self, F, x, weight):
        y = F.Convolution(x, F.reshape(weight, shape=(0, 0, 1, 1)), kernel=(1, 1),
                          num_filter=self._channels, no_bias=True)
        _, logabsdet = F.linalg.slogdet(weight)
        logdet = F.broadcast_mul(F.ones_like(F.sum(x, axis=(1, 2, 3))), F.reshape(logabsdet, shape=(1,)))
        return y, logdet * self._pixels


class Net(InvConv2d):
    pass
