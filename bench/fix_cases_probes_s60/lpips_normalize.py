"""LPIPS's distance: per-layer features of both images channel-normalised by `f / (F.sqrt(F.sum(f ** 2, axis=1, keepdims=True)) + eps)`, the squared difference through a learned 1x1 linear layer, a spatial mean, and the layers summed by `val += res` from `val = 0`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 6), (2, 3, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, chns=(4, 4), **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            self.lins = nn.HybridSequential()
            cin = 3
            for c in chns:
                self.layers.add(nn.Conv2D(c, 3, strides=2, padding=1, in_channels=cin))
                self.lins.add(nn.Conv2D(1, 1, in_channels=c, use_bias=False))
                cin = c

    def _normalize(self, F, f, eps=1e-10):
        norm = F.sqrt(F.sum(f ** 2, axis=1, keepdims=True))
        return f / (norm + eps)

    def hybrid_forward(self, F, x0, x1):
        val = 0
        for layer, lin in zip(self.layers, self.lins):
            x0, x1 = layer(x0), layer(x1)
            diff = (self._normalize(F, x0) - self._normalize(F, x1)) ** 2
            val += lin(diff).mean(axis=(2, 3), keepdims=True)
        return val
