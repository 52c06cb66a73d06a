"""GAT attention logits as the PyTorch port writes them: `e = el + er.transpose(...)`, a plain `+` of the
(B, h, N, 1) source column and the (B, h, 1, N) target row (NDArrays broadcast, Symbols do not)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 5, 5)]


class PlainHalves(HybridBlock):
    def __init__(self, units=4, heads=2, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        with self.name_scope():
            self.proj = nn.Dense(heads * units, flatten=False, use_bias=False)
            self.attn_l = nn.Dense(1, flatten=False, use_bias=False)
            self.attn_r = nn.Dense(1, flatten=False, use_bias=False)

    def hybrid_forward(self, F, h, adj):
        wh = self.proj(h).reshape((0, 0, self.heads, -1)).transpose((0, 2, 1, 3))
        el = self.attn_l(wh)
        er = self.attn_r(wh)
        e = F.LeakyReLU(el + er.transpose((0, 1, 3, 2)), slope=0.2)
        e = F.where(F.broadcast_like(adj.expand_dims(1) > 0, e), e, F.ones_like(e) * -1e9)
        return F.softmax(e, axis=-1)


Net = PlainHalves
