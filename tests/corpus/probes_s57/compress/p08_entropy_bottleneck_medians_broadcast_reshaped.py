"""Entropy bottleneck with the medians Parameter reshaped to (1, C, 1, 1) and applied by `broadcast_sub`/`broadcast_add`, the cumulative logits of a tiny per-channel density by `sigmoid`."""
from mxnet.gluon import HybridBlock, nn
from mxnet import init

INPUTS = [(2, 3, 8, 8)]


class EntropyBottleneck(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.analysis = nn.Conv2D(channels, 5, strides=2, padding=2, in_channels=3)
            self.medians = self.params.get("medians", shape=(channels,), init=init.Constant(0.25))
            self.scale = self.params.get("scale", shape=(channels,), init=init.One())

    def hybrid_forward(self, F, x, medians, scale):
        y = self.analysis(x)
        m = medians.reshape((1, -1, 1, 1))
        s = F.relu(scale).reshape((1, -1, 1, 1)) + 0.1
        y_hat = F.broadcast_add(F.round(F.broadcast_sub(y, m)), m)
        upper = F.sigmoid(F.broadcast_div(F.broadcast_sub(y_hat + 0.5, m), s))
        lower = F.sigmoid(F.broadcast_div(F.broadcast_sub(y_hat - 0.5, m), s))
        return y_hat, upper - lower


Net = EntropyBottleneck
