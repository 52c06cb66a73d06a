"""Single-head causal self-attention: scores masked above the diagonal with a mask built from arange."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, units=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._scale = units ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, in_units=units, flatten=False)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=2)
        scores = F.batch_dot(q, k, transpose_b=True) * self._scale
        steps = F.arange(x.shape[1])
        mask = F.broadcast_lesser_equal(steps.reshape((1, -1)), steps.reshape((-1, 1)))
        scores = F.broadcast_add(scores, ((1 - mask) * -1e9).expand_dims(0))
        return F.batch_dot(F.softmax(scores, axis=-1), v)
