"""CTR model: one embedding table shared by all categorical fields (offset per field), the field vectors flattened."""
import mxnet as mx
import numpy as np
from mxnet.gluon import nn


INPUTS = [(4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, field_sizes=(5, 4, 6), dim=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._sizes = field_sizes
        self._dim = dim
        with self.name_scope():
            self.embed = nn.Embedding(sum(field_sizes), dim)
            self.out = nn.Dense(1, in_units=len(field_sizes) * dim)

    def hybrid_forward(self, F, x):
        sizes = mx.nd.array(self._sizes)
        ids = F.floor(F.broadcast_mul((x + 1) * 0.5, sizes.reshape((1, -1)) - 1))
        offsets = mx.nd.array(np.cumsum((0,) + tuple(self._sizes[:-1])))
        e = self.embed(F.broadcast_add(ids, offsets.reshape((1, -1))))
        return self.out(e.reshape((x.shape[0], x.shape[1] * self._dim)))
