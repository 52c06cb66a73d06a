"""A dict of features whose entry a helper replaces: `d["t"]` is x itself, (B, C, T), when read."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5)]


class Net(nn.HybridBlock):
    def _channels_first(self, d, x):
        d["t"] = x

    def hybrid_forward(self, F, x):
        B, C, T = x.shape
        d = {"t": x.transpose((0, 2, 1))}
        self._channels_first(d, x)
        return d["t"].reshape((B, T, C))
