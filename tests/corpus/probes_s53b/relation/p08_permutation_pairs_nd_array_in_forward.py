"""Object-pair features whose ordered pair index list is built in the forward, `mx.nd.array(list(itertools.permutations(range(self.k), 2)))`, then used by `F.take` on the traced objects."""
import itertools

import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5)]


class PairFeatures(HybridBlock):
    def __init__(self, num_objects=4, hidden=6, **kwargs):
        super().__init__(**kwargs)
        self.k = num_objects
        with self.name_scope():
            self.g = nn.Dense(hidden, activation="relu", flatten=False)

    def hybrid_forward(self, F, objs):
        pairs = mx.nd.array(list(itertools.permutations(range(self.k), 2)))
        s = F.take(objs, F.slice_axis(pairs, axis=1, begin=0, end=1).reshape((-1,)), axis=1)
        o = F.take(objs, F.slice_axis(pairs, axis=1, begin=1, end=2).reshape((-1,)), axis=1)
        return F.sum(self.g(F.concat(s, o, dim=2)), axis=1)


Net = PairFeatures
