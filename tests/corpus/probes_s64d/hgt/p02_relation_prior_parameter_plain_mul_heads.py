"""HGT relation prior `mu` per head: the (H,) Parameter scaled into the per-head scores (H, Np, Na) by a plain `*` after `reshape((-1, 1, 1))`, as the PyTorch original's `res_att * self.relation_pri[relation_type] / self.sqrt_dk` does."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 8), (4, 8)]


class RelationPrior(HybridBlock):
    def __init__(self, dim=8, heads=2, **kwargs):
        super().__init__(**kwargs)
        self._h = heads
        with self.name_scope():
            self.k = nn.Dense(dim, flatten=False)
            self.q = nn.Dense(dim, flatten=False)
            self.relation_pri = self.params.get("relation_pri", shape=(heads,), init="ones")

    def hybrid_forward(self, F, x_src, x_dst, relation_pri):
        k = self.k(x_src).reshape((0, self._h, -1)).transpose((1, 0, 2))
        q = self.q(x_dst).reshape((0, self._h, -1)).transpose((1, 0, 2))
        att = F.batch_dot(q, k, transpose_b=True)
        return F.softmax(att * relation_pri.reshape((-1, 1, 1)), axis=-1)


Net = RelationPrior
