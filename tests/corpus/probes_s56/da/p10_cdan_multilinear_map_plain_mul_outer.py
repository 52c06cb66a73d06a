"""CDAN multilinear conditioning: the outer product of features (N, D, 1) and predictions (N, 1, K) by a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class CDANHead(HybridBlock):
    def __init__(self, in_units=6, num_class=3, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Dense(num_class, in_units=in_units)
            self.disc = nn.Dense(1, in_units=in_units * num_class)
            self.hidden = hidden

    def hybrid_forward(self, F, feat):
        g = F.softmax(self.cls(feat), axis=1)
        op = F.expand_dims(feat, axis=2) * F.expand_dims(F.stop_gradient(g), axis=1)
        return F.sigmoid(self.disc(F.reshape(op, (0, -1))))


Net = CDANHead
