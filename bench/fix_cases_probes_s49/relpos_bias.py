"""Self-attention scores with a learned relative-position bias gathered from a table by clipped offsets."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, units=4, max_distance=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._max = max_distance
        with self.name_scope():
            self.qk = nn.Dense(2 * units, in_units=units, flatten=False)
            self.table = self.params.get('table', shape=(2 * max_distance + 1,), init='normal')

    def hybrid_forward(self, F, x, table):
        q, k = F.split(self.qk(x), num_outputs=2, axis=2)
        scores = F.batch_dot(q, k, transpose_b=True) / math.sqrt(x.shape[-1])
        pos = F.arange(x.shape[1])
        rel = pos.reshape((1, -1)) - pos.reshape((-1, 1))
        bias = F.take(table, F.clip(rel, -self._max, self._max) + self._max)
        return F.softmax(scores + bias, axis=-1)
