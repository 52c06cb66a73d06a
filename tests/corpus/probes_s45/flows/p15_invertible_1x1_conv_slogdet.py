"""Glow invertible 1x1 conv: the (C, C) weight as a 1x1 Convolution, log|det W| by slogdet times H*W from the constructor."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 3, 3)]


class InvConv2d(HybridBlock):
    def __init__(self, channels=4, height=3, width=3, **kwargs):
        super().__init__(**kwargs)
        self._channels = channels
        self._pixels = height * width
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels, channels), init="uniform")

    def hybrid_forward(self, F, x, weight):
        # keep W well conditioned: identity plus a small learned perturbation
        w = weight * 0.1 + F.eye(self._channels)
        y = F.Convolution(x, F.reshape(w, shape=(0, 0, 1, 1)), kernel=(1, 1),
                          num_filter=self._channels, no_bias=True)
        _, logabsdet = F.linalg.slogdet(w)
        logdet = F.broadcast_mul(F.ones_like(F.sum(x, axis=(1, 2, 3))), F.reshape(logabsdet, shape=(1,)))
        return y, logdet * self._pixels


class Net(InvConv2d):
    pass
