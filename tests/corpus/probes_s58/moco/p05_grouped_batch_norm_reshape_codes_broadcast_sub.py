"""Shuffle-BN style per-group normalisation of key features: the batch split into device groups by reshape code `(-4, self.groups, -1, -2)`, centred and scaled per group by `broadcast_sub`/`broadcast_div` of keepdims moments, merged back by `(-3, -2)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class GroupedKeyNorm(HybridBlock):
    def __init__(self, dim=6, groups=2, eps=1e-5, **kwargs):
        super(GroupedKeyNorm, self).__init__(**kwargs)
        self.groups = groups
        self.eps = eps
        with self.name_scope():
            self.encoder = nn.Dense(dim, in_units=10)

    def hybrid_forward(self, F, x):
        h = self.encoder(x).reshape((-4, self.groups, -1, -2))
        mean = F.mean(h, axis=1, keepdims=True)
        var = F.mean(F.square(F.broadcast_sub(h, mean)), axis=1, keepdims=True)
        h = F.broadcast_div(F.broadcast_sub(h, mean), F.sqrt(var + self.eps))
        return h.reshape((-3, -2))


Net = GroupedKeyNorm
