"""Numeric features bucketized against a (B,) boundary constant: `broadcast_greater` of the (N, F, 1) values and the (1, 1, B) boundaries, summed over B into bucket ids, shifted per field and embedded."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class Net(HybridBlock):
    def __init__(self, boundaries=(-0.5, 0.0, 0.5), fields=3, embed=2, **kwargs):
        super().__init__(**kwargs)
        self.buckets = len(boundaries) + 1
        with self.name_scope():
            self.bounds = self.params.get_constant("bounds", np.array(boundaries, dtype="float32"))
            self.field_base = self.params.get_constant(
                "field_base", (np.arange(fields) * self.buckets).astype("float32"))
            self.embedding = nn.Embedding(fields * self.buckets, embed)
            self.out = nn.Dense(1, in_units=fields * embed)

    def hybrid_forward(self, F, x, bounds, field_base):
        ids = F.sum(F.broadcast_greater(x.expand_dims(2), bounds.reshape((1, 1, -1))), axis=2)
        ids = F.broadcast_add(ids, field_base.expand_dims(0))
        return self.out(self.embedding(ids).reshape((0, -1)))
