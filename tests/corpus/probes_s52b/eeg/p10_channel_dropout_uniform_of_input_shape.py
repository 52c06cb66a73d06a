"""Hand-written electrode dropout: a keep mask `F.random.uniform(shape=(x.shape[0], x.shape[1], 1)) >= p` scaled by `1 / (1 - p)`, applied with `broadcast_mul` (no training guard)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 32)]


class Net(HybridBlock):
    def __init__(self, p=0.0, hidden=6, classes=3, **kwargs):
        super().__init__(**kwargs)
        self.p = p
        with self.name_scope():
            self.conv = nn.Conv1D(hidden, 5, padding=2, activation="relu")
            self.classify = nn.Dense(classes)

    def hybrid_forward(self, F, x):
        keep = F.random.uniform(shape=(x.shape[0], x.shape[1], 1)) >= self.p
        x = F.broadcast_mul(x, keep) / (1 - self.p)
        return self.classify(F.mean(self.conv(x), axis=2))
