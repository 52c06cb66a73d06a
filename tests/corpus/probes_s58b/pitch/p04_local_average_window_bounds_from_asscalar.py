"""CREPE local weighted average whose window is cut with python bounds `start = max(0, int(center.asscalar()) - 4)`, as the reference decoder does per frame."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 1, 64)]


class CrepeLocalAverage(HybridBlock):
    def __init__(self, n_bins=16, cents_per_bin=20.0, **kwargs):
        super(CrepeLocalAverage, self).__init__(**kwargs)
        self.n_bins = n_bins
        self.cents_per_bin = cents_per_bin
        with self.name_scope():
            self.features = nn.Conv1D(4, 8, strides=8, in_channels=1, activation="relu")
            self.classifier = nn.Dense(n_bins, in_units=32)

    def hybrid_forward(self, F, audio):
        act = F.sigmoid(self.classifier(self.features(audio)))
        center = int(F.argmax(act, axis=1).asscalar())
        start, end = max(0, center - 4), min(self.n_bins, center + 5)
        w = F.slice_axis(act, axis=1, begin=start, end=end)
        idx = F.arange(start, end) * self.cents_per_bin
        return F.sum(F.broadcast_mul(w, idx.reshape((1, -1))), axis=1) / F.sum(w, axis=1)


Net = CrepeLocalAverage
