"""Legal: the mask row is built (N, 1, T) and then swapped to an (N, T, 1) column; the scores get it by
broadcast_add, and the plain `*` multiplies two (N, T, T) arrays."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 5)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(4, flatten=False, in_units=4)
            self.k = nn.Dense(4, flatten=False, in_units=4)

    def hybrid_forward(self, F, x, mask):
        scores = F.batch_dot(self.q(x), self.k(x), transpose_b=True)
        row = mask.reshape((0, 1, -1))
        full = F.broadcast_like(row, scores)
        return scores * full
