"""Relative band power: per-band powers (B, C, bands) from a learned temporal filter bank are divided by the total power (B, C, 1) with a plain `/`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 32)]


class Net(HybridBlock):
    def __init__(self, electrodes=4, bands=3, taps=9, classes=3, **kwargs):
        super().__init__(**kwargs)
        self.electrodes = electrodes
        with self.name_scope():
            self.bank = nn.Conv1D(bands, taps, in_channels=1, use_bias=False)
            self.classify = nn.Dense(classes)

    def hybrid_forward(self, F, x):
        filtered = self.bank(F.reshape(x, (-1, 1, 0)))
        power = F.reshape(F.mean(F.square(filtered), axis=2), (-4, -1, self.electrodes, 0))
        total = F.sum(power, axis=2, keepdims=True)
        return self.classify(power / (total + 1e-6))
