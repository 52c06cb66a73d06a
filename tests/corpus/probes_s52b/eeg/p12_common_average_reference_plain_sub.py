"""Common average re-referencing: the mean over electrodes (B, 1, T), kept with `keepdims=True`, is subtracted from every electrode with a plain `-`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 32)]


class Net(HybridBlock):
    def __init__(self, hidden=6, classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(hidden, 5, padding=2, activation="relu")
            self.classify = nn.Dense(classes)

    def hybrid_forward(self, F, x):
        x = x - F.mean(x, axis=1, keepdims=True)
        return self.classify(F.mean(self.conv(x), axis=2))
