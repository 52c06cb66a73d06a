"""Relative-position encoding of a pair map: residue indices from numpy over the sequence length, i - j clipped to a window, one-hot and a Dense, added to the pair features."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 5, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, max_rel=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.max_rel = max_rel
        with self.name_scope():
            self.rel = nn.Dense(3, in_units=2 * max_rel + 1, flatten=False)

    def hybrid_forward(self, F, pair):
        idx = nd.array(np.arange(pair.shape[1]))
        rel = idx.reshape((-1, 1)) - idx.reshape((1, -1))
        rel = F.clip(rel, -self.max_rel, self.max_rel) + self.max_rel
        enc = self.rel(F.one_hot(rel, 2 * self.max_rel + 1))
        return F.broadcast_add(pair, enc.expand_dims(0))
