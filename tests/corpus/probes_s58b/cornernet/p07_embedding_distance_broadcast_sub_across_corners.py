"""Corner grouping: the (B, K, K) embedding distance table built by `broadcast_sub` of (B, K, 1) and (B, 1, K)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class CornerGrouping(HybridBlock):
    def __init__(self, k=4, **kwargs):
        super(CornerGrouping, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.tl_heat = nn.Conv2D(1, 3, padding=1, in_channels=3)
            self.br_heat = nn.Conv2D(1, 3, padding=1, in_channels=3)
            self.tl_emb = nn.Conv2D(1, 3, padding=1, in_channels=3)
            self.br_emb = nn.Conv2D(1, 3, padding=1, in_channels=3)

    def gather(self, F, emb, heat):
        inds = F.topk(heat.reshape((0, -1)), k=self.k, ret_typ="indices")
        return F.pick(F.broadcast_like(emb.reshape((0, 1, -1)), inds.expand_dims(axis=2),
                                       lhs_axes=(1,), rhs_axes=(1,)), inds, axis=2)

    def hybrid_forward(self, F, x):
        tl = self.gather(F, self.tl_emb(x), self.tl_heat(x)).expand_dims(axis=2)
        br = self.gather(F, self.br_emb(x), self.br_heat(x)).expand_dims(axis=1)
        return F.abs(F.broadcast_sub(tl, br))


Net = CornerGrouping
