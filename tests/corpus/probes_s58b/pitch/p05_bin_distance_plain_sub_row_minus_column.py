"""CREPE local weighted average whose bin distance is the (1, N) bin index row minus the (B, 1) argmax column by a plain `-`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 1, 64)]


class CrepeLocalAverage(HybridBlock):
    def __init__(self, n_bins=16, radius=4, cents_per_bin=20.0, **kwargs):
        super(CrepeLocalAverage, self).__init__(**kwargs)
        self.radius = radius
        self.cents_per_bin = cents_per_bin
        with self.name_scope():
            self.features = nn.Conv1D(4, 8, strides=8, in_channels=1, activation="relu")
            self.classifier = nn.Dense(n_bins, in_units=32)

    def hybrid_forward(self, F, audio):
        act = F.sigmoid(self.classifier(self.features(audio)))
        center = F.argmax(act, axis=1).reshape((-1, 1))
        idx = F.contrib.arange_like(act, axis=1).reshape((1, -1))
        near = F.abs(idx - center) <= self.radius
        w = act * near
        cents = F.broadcast_mul(w, idx * self.cents_per_bin).sum(axis=1)
        return cents / w.sum(axis=1)


Net = CrepeLocalAverage
