"""Shuffle-BN style per-group centring of key features: batch split by reshape code `(-4, self.groups, -1, -2)` and the keepdims group mean subtracted with a plain `-`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class GroupedKeyCentre(HybridBlock):
    def __init__(self, dim=6, groups=2, **kwargs):
        super(GroupedKeyCentre, self).__init__(**kwargs)
        self.groups = groups
        with self.name_scope():
            self.encoder = nn.Dense(dim, in_units=10)

    def hybrid_forward(self, F, x):
        h = self.encoder(x).reshape((-4, self.groups, -1, -2))
        h = h - F.mean(h, axis=1, keepdims=True)
        return F.L2Normalization(h.reshape((-3, -2)))


Net = GroupedKeyCentre
