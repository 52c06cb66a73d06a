"""Entropy bottleneck: latents quantised around per-channel medians, `round(y - medians) + medians` with the (C, 1, 1) medians Parameter and plain operators."""
from mxnet.gluon import HybridBlock, nn
from mxnet import init

INPUTS = [(2, 3, 8, 8)]


class EntropyBottleneck(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.analysis = nn.Conv2D(channels, 5, strides=2, padding=2, in_channels=3)
            self.medians = self.params.get("medians", shape=(channels, 1, 1), init=init.Constant(0.25))

    def hybrid_forward(self, F, x, medians):
        y = self.analysis(x)
        y_hat = F.round(y - medians) + medians
        return y_hat


Net = EntropyBottleneck
