"""GAT returning the input features unchanged for a graph without edges: `if F.sum(adj > 0) == 0: return h`, a
tensor in a python `if`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 5, 5)]


class EdgelessGuard(HybridBlock):
    def __init__(self, units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False, use_bias=False)
            self.attn_l = nn.Dense(1, flatten=False, use_bias=False)
            self.attn_r = nn.Dense(1, flatten=False, use_bias=False)

    def hybrid_forward(self, F, h, adj):
        if F.sum(adj > 0) == 0:
            return h
        wh = self.proj(h)
        e = F.LeakyReLU(F.broadcast_add(self.attn_l(wh), self.attn_r(wh).transpose((0, 2, 1))), slope=0.2)
        e = F.where(adj > 0, e, F.ones_like(e) * -1e9)
        return F.batch_dot(F.softmax(e, axis=-1), wh)


Net = EdgelessGuard
