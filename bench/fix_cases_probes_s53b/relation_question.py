"""Relation network for VQA: the question embedding tiled to every object pair before g."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4), (2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.g = nn.Dense(6, in_units=13, flatten=False)

    def hybrid_forward(self, F, objs, q):
        k = objs.shape[1]
        a = F.repeat(objs, repeats=k, axis=1)
        b = F.tile(objs, reps=(1, k, 1))
        qq = q.expand_dims(1).tile(reps=(1, k * k, 1))
        return self.g(F.concat(a, b, qq, dim=2)).sum(axis=1)
