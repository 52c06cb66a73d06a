"""Match-LSTM style pooling: positions past each hypothesis' length (counted from its own ids) are masked with arange over the sequence axis."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 3), (2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, units=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(1, in_units=3, flatten=False)
            self.proj = nn.Dense(units, in_units=3)

    def hybrid_forward(self, F, h, ids):
        length = (ids > -0.3).sum(axis=1)
        pos = F.arange(h.shape[1]).reshape((1, -1))
        valid = F.broadcast_lesser(pos, length.reshape((-1, 1)))
        s = self.score(h).reshape((0, -1))
        s = F.where(valid, s, -1e9 * F.ones_like(s))
        w = F.softmax(s, axis=1)
        return self.proj(F.batch_dot(w.expand_dims(1), h).reshape((0, -1)))
