"""Two-person skeletons merged into the batch by reshape codes, split back with `reshape((len(x), M, -1))` before the person mean."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 2, 3, 6, 5)]


class MultiPersonSTGCN(HybridBlock):
    def __init__(self, in_channels=3, channels=8, num_person=2, num_class=4, **kwargs):
        super().__init__(**kwargs)
        self.M = num_person
        with self.name_scope():
            self.gcn = nn.Conv2D(channels, (3, 1), padding=(1, 0), in_channels=in_channels, activation="relu")
            self.fc = nn.Dense(num_class, in_units=channels)

    def hybrid_forward(self, F, x):
        feats = self.gcn(F.reshape(x, (-3, -2)))           # (N*M, C', T, V)
        feats = F.mean(feats, axis=(2, 3))
        feats = feats.reshape((len(x), self.M, -1)).mean(axis=1)
        return self.fc(feats)


Net = MultiPersonSTGCN
