"""Band attention for a (N, B, P, P) patch: spectral squeeze by global average pooling, two Dense layers, sigmoid weights lifted by `expand_dims` twice and applied with `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 5, 5)]


class BandAttention(HybridBlock):
    def __init__(self, bands=12, reduction=3, classes=4, **kwargs):
        super(BandAttention, self).__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(bands // reduction, activation="relu", in_units=bands)
            self.fc2 = nn.Dense(bands, in_units=bands // reduction)
            self.conv = nn.Conv2D(8, 3, padding=1)
            self.out = nn.Dense(classes)

    def hybrid_forward(self, F, x):
        s = F.mean(x, axis=(2, 3))
        w = F.sigmoid(self.fc2(self.fc1(s))).expand_dims(axis=2).expand_dims(axis=3)
        return self.out(F.relu(self.conv(F.broadcast_mul(x, w))))


Net = BandAttention
