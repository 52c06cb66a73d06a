"""Pair representation from residue features: each residue's features tiled along a new axis by the sequence length and concatenated with the transposed tiling (i, j) -> [h_i, h_j]."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.pair = nn.Dense(2, in_units=6, flatten=False)

    def hybrid_forward(self, F, h):
        L = h.shape[1]
        left = h.expand_dims(2).tile((1, 1, L, 1))
        right = h.expand_dims(1).tile((1, L, 1, 1))
        return self.pair(F.concat(left, right, dim=3))
