"""Dot-product attention pooling with a learned query, scaled by the key width."""
from mxnet.gluon import nn

INPUTS = [(3, 7, 10)]


class Net(nn.HybridBlock):
    def __init__(self, units=12, in_units=10, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._units = units
        with self.name_scope():
            self.key = nn.Dense(units, flatten=False, in_units=in_units)
            self.query = self.params.get('query', shape=(1, 1, units))

    def hybrid_forward(self, F, seq, query):
        keys = self.key(seq)
        scale = keys.shape[-1] ** 0.5
        score = F.batch_dot(F.broadcast_like(query, keys, lhs_axes=(0,), rhs_axes=(0,)), keys,
                            transpose_b=True) / scale
        weights = F.softmax(score, axis=-1)
        return F.batch_dot(weights, seq).reshape((0, -1))
