"""GAT base class scoring by `self.score(F, wl, wr)` (GAT: a column + row by `broadcast_add`); the GATv2 subclass
overrides it with the pair sum before the nonlinearity (`broadcast_add` of `expand_dims(2)` and `expand_dims(1)`
views, then a one-unit Dense and `reshape((0, 0, 0))`). Heads are separate children, their outputs concatenated
from a python list; one attention vector `self.attn` serves both halves."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 5, 5)]


class GATHead(HybridBlock):
    def __init__(self, units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w_l = nn.Dense(units, flatten=False)
            self.w_r = nn.Dense(units, flatten=False)
            self.attn = nn.Dense(1, flatten=False, use_bias=False)

    def score(self, F, wl, wr):
        return F.LeakyReLU(F.broadcast_add(self.attn(wl), self.attn(wr).transpose((0, 2, 1))), slope=0.2)

    def hybrid_forward(self, F, h, adj):
        wl, wr = self.w_l(h), self.w_r(h)
        e = self.score(F, wl, wr)
        e = F.where(adj > 0, e, F.ones_like(e) * -1e9)
        return F.batch_dot(F.softmax(e, axis=-1), wr)


class GATv2Head(GATHead):
    def score(self, F, wl, wr):
        pair = F.broadcast_add(wl.expand_dims(2), wr.expand_dims(1))
        return self.attn(F.LeakyReLU(pair, slope=0.2)).reshape((0, 0, 0))


class MultiHead(HybridBlock):
    def __init__(self, heads=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for _ in range(heads):
                self.heads.add(GATv2Head())

    def hybrid_forward(self, F, h, adj):
        return F.concat(*[head(h, adj) for head in self.heads], dim=-1)


Net = MultiHead
