"""Attention MIL over a batch of equal-size bags (B, K, D): per-instance scores by `Dense(flatten=False)`, softmax over axis 1, pooling by `broadcast_mul` and `sum`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6, 5)]


class BatchedAttentionMIL(HybridBlock):
    def __init__(self, in_units=5, hidden=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(hidden, flatten=False, activation="relu", in_units=in_units)
            self.att = nn.Dense(1, flatten=False, in_units=hidden)
            self.cls = nn.Dense(2, in_units=hidden)

    def hybrid_forward(self, F, bags):
        H = self.embed(bags)
        a = F.softmax(self.att(F.tanh(H)), axis=1)
        return self.cls(F.sum(F.broadcast_mul(a, H), axis=1))


Net = BatchedAttentionMIL
