"""Pointer network decoding: positions already chosen are masked out before the next pointer."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, steps=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._steps = steps
        with self.name_scope():
            self.ref = nn.Dense(dim, in_units=dim, flatten=False, use_bias=False)
            self.query = nn.Dense(dim, in_units=dim, use_bias=False)

    def hybrid_forward(self, F, enc):
        keys = self.ref(enc)
        query = F.mean(enc, axis=1)
        chosen = F.zeros((enc.shape[0], enc.shape[1]))
        picks = []
        for _ in range(self._steps):
            scores = F.sum(F.broadcast_mul(keys, self.query(query).expand_dims(1)), axis=2)
            scores = F.where(chosen > 0, F.ones_like(scores) * -1e9, scores)
            idx = F.argmax(scores, axis=1)
            chosen = chosen + F.one_hot(idx, enc.shape[1])
            query = F.sum(F.broadcast_mul(enc, F.softmax(scores, axis=1).expand_dims(2)), axis=1)
            picks.append(idx)
        return F.stack(*picks, axis=1)
