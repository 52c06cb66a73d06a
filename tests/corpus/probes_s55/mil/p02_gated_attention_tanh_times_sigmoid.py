"""Gated attention MIL: `tanh(V h) * sigmoid(U h)` of the same (K, att) shape, weights by softmax over the bag axis, weighted sum by `broadcast_mul` and `sum`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(7, 6)]


class GatedAttentionMIL(HybridBlock):
    def __init__(self, in_units=6, hidden=5, att=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(hidden, activation="relu", in_units=in_units)
            self.V = nn.Dense(att, in_units=hidden)
            self.U = nn.Dense(att, in_units=hidden)
            self.w = nn.Dense(1, in_units=att)

    def hybrid_forward(self, F, bag):
        H = self.embed(bag)
        a = self.w(F.tanh(self.V(H)) * F.sigmoid(self.U(H)))
        a = F.softmax(a, axis=0)
        return F.sum(F.broadcast_mul(a, H), axis=0, keepdims=True)


Net = GatedAttentionMIL
