"""HGT masked attention per head: the dense adjacency (Np, Na) made a mask by `F.expand_dims(adj, 0) > 0` -- (1, Np, Na) -- and applied to the (H, Np, Na) per-head scores by plain `*` and `+` (`att * mask + (1 - mask) * -1e9`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 8), (4, 8), (4, 5)]


class PlainMaskedHeads(HybridBlock):
    def __init__(self, dim=8, heads=2, **kwargs):
        super().__init__(**kwargs)
        self._h = heads
        with self.name_scope():
            self.k = nn.Dense(dim, flatten=False)
            self.q = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x_src, x_dst, adj):
        k = self.k(x_src).reshape((0, self._h, -1)).transpose((1, 0, 2))
        q = self.q(x_dst).reshape((0, self._h, -1)).transpose((1, 0, 2))
        att = F.batch_dot(q, k, transpose_b=True)
        mask = F.expand_dims(adj, 0) > 0
        return F.softmax(att * mask + (1 - mask) * -1e9, axis=-1)


Net = PlainMaskedHeads
