"""Transformer-XL style layer: keys and values over the cached memory and the segment, a residual feed-forward added in place."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 3, 4), (2, 2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, units=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._units = units
        with self.name_scope():
            self.q = nn.Dense(units, in_units=units, flatten=False)
            self.kv = nn.Dense(2 * units, in_units=units, flatten=False)
            self.ffn = nn.Dense(units, in_units=units, flatten=False)

    def hybrid_forward(self, F, x, mem):
        ctx = F.concat(mem, x, dim=1)
        k, v = F.split(self.kv(ctx), num_outputs=2, axis=2)
        att = F.softmax(F.batch_dot(self.q(x), k, transpose_b=True) / math.sqrt(self._units), axis=-1)
        out = x + F.batch_dot(att, v)
        out += F.relu(self.ffn(out))
        return out
