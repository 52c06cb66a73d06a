"""Bucketizer whose boundaries are an `mx.nd.array` stored on the block in `__init__` (not a Parameter), compared with the inputs by `broadcast_greater` inside `hybrid_forward`."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class Net(HybridBlock):
    def __init__(self, boundaries=(-0.5, 0.0, 0.5), fields=3, embed=2, **kwargs):
        super().__init__(**kwargs)
        self.boundaries = mx.nd.array(boundaries).reshape((1, 1, -1))
        with self.name_scope():
            self.embedding = nn.Embedding(len(boundaries) + 1, embed)
            self.out = nn.Dense(1, in_units=fields * embed)

    def hybrid_forward(self, F, x):
        ids = F.sum(F.broadcast_greater(x.expand_dims(2), self.boundaries), axis=2)
        return self.out(self.embedding(ids).reshape((0, -1)))
