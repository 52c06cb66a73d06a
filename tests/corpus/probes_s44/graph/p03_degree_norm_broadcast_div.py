"""Symmetric degree normalisation D^-1/2 A D^-1/2 with broadcast_mul on both sides."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 5, 5)]


class Net(HybridBlock):
    def __init__(self, units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False, in_units=6)

    def hybrid_forward(self, F, h, adj):
        adj = F.abs(adj)
        inv_sqrt = F.rsqrt(F.sum(adj, axis=-1) + 1.0)                   # B, N
        norm_adj = F.broadcast_mul(F.broadcast_mul(adj, F.expand_dims(inv_sqrt, axis=2)),
                                   F.expand_dims(inv_sqrt, axis=1))
        return F.batch_dot(norm_adj, self.proj(h))
