"""HGT relation prior `mu` per head: the (H,) Parameter reshaped to (H, 1, 1) and scaled into the per-head scores (H, Np, Na) by `F.broadcast_mul`, the relation's attention matrix `W_att` (H, d, d) applied to the keys by `batch_dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 8), (4, 8)]


class RelationPriorBroadcast(HybridBlock):
    def __init__(self, dim=8, heads=2, **kwargs):
        super().__init__(**kwargs)
        self._h, self._dk = heads, dim // heads
        with self.name_scope():
            self.k = nn.Dense(dim, flatten=False)
            self.q = nn.Dense(dim, flatten=False)
            self.relation_pri = self.params.get("relation_pri", shape=(heads,), init="ones")
            self.relation_att = self.params.get("relation_att", shape=(heads, dim // heads, dim // heads))

    def hybrid_forward(self, F, x_src, x_dst, relation_pri, relation_att):
        k = self.k(x_src).reshape((0, self._h, -1)).transpose((1, 0, 2))
        k = F.batch_dot(k, relation_att)
        q = self.q(x_dst).reshape((0, self._h, -1)).transpose((1, 0, 2))
        att = F.batch_dot(q, k, transpose_b=True) / (self._dk ** 0.5)
        return F.softmax(F.broadcast_mul(att, relation_pri.reshape((-1, 1, 1))), axis=-1)


Net = RelationPriorBroadcast
