"""GAT layer on a dense adjacency: per-head projections by one Dense reshaped with codes `(0, 0, h, -1)` and
transposed to (B, h, N, F'), e_ij = LeakyReLU(a_l . Wh_i + a_r . Wh_j) as the `broadcast_add` of a (B, h, N, 1)
column and its (B, h, 1, N) transpose, non-edges set to -1e9 by `F.where` against the adjacency spread over the
heads by `broadcast_like`, softmax over neighbours, messages by `batch_dot` on (B*h, N, N) folds."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 5, 5)]


class GATLayer(HybridBlock):
    def __init__(self, units=4, heads=2, **kwargs):
        super().__init__(**kwargs)
        self.heads, self.units = heads, units
        with self.name_scope():
            self.proj = nn.Dense(heads * units, flatten=False, use_bias=False)
            self.attn_l = self.params.get("attn_l", shape=(1, heads, 1, units))
            self.attn_r = self.params.get("attn_r", shape=(1, heads, 1, units))

    def hybrid_forward(self, F, h, adj, attn_l, attn_r):
        wh = self.proj(h).reshape((0, 0, self.heads, -1)).transpose((0, 2, 1, 3))
        el = F.sum(F.broadcast_mul(wh, attn_l), axis=-1, keepdims=True)
        er = F.sum(F.broadcast_mul(wh, attn_r), axis=-1, keepdims=True)
        e = F.LeakyReLU(F.broadcast_add(el, er.transpose((0, 1, 3, 2))), slope=0.2)
        mask = F.broadcast_like(adj.expand_dims(1) > 0, e)
        e = F.where(mask, e, F.ones_like(e) * -1e9)
        alpha = F.softmax(e, axis=-1)
        out = F.batch_dot(alpha.reshape((-3, 0, 0)), wh.reshape((-3, 0, 0)))
        return out.reshape((-4, -1, self.heads, 0, 0)).transpose((0, 2, 1, 3)).reshape((0, 0, -3))


Net = GATLayer
