"""Two-person skeletons merged into the batch by `(-3, -2)` and split back by `(-4, -1, M, -2)` before the person mean."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 2, 3, 6, 5)]


class MultiPersonSTGCN(HybridBlock):
    def __init__(self, in_channels=3, channels=8, num_person=2, num_class=4, **kwargs):
        super().__init__(**kwargs)
        self.M = num_person
        with self.name_scope():
            self.data_bn = nn.BatchNorm(in_channels=in_channels)
            self.gcn = nn.Conv2D(channels, (3, 1), padding=(1, 0), in_channels=in_channels, activation="relu")
            self.fc = nn.Dense(num_class, in_units=channels)

    def hybrid_forward(self, F, x):
        x = self.data_bn(F.reshape(x, (-3, -2)))
        feats = F.mean(self.gcn(x), axis=(2, 3))          # (N*M, C')
        feats = F.reshape(feats, (-4, -1, self.M, -2)).mean(axis=1)
        return self.fc(feats)


Net = MultiPersonSTGCN
