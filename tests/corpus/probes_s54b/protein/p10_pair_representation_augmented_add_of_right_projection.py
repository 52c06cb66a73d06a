"""Pair representation started from the left projection's outer sum and updated with `pair += ...` of the right projection."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class PairUpdate(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super(PairUpdate, self).__init__(**kwargs)
        with self.name_scope():
            self.left = nn.Dense(dim, flatten=False)
            self.right = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, seq):
        pair = F.broadcast_add(self.left(seq).expand_dims(axis=2), self.left(seq).expand_dims(axis=1))
        pair += F.broadcast_mul(self.right(seq).expand_dims(axis=2), self.right(seq).expand_dims(axis=1))
        return F.sum(pair, axis=-1)


Net = PairUpdate
