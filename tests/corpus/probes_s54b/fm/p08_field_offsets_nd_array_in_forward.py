"""Shared embedding over all fields: per-field id offsets built with `nd.array(self.offsets)` inside `hybrid_forward` and added to the ids."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class OffsetFM(HybridBlock):
    def __init__(self, field_dims=(5, 7, 4), factors=4, **kwargs):
        super(OffsetFM, self).__init__(**kwargs)
        self.field_dims = field_dims
        self.offsets = [sum(field_dims[:i]) for i in range(len(field_dims))]
        with self.name_scope():
            self.embed = nn.Embedding(sum(field_dims), factors)

    def hybrid_forward(self, F, x):
        ids = F.floor((x + 1) * 2)
        ids = F.broadcast_add(ids, nd.array(self.offsets).reshape((1, -1)))
        v = self.embed(ids)
        return 0.5 * F.sum(F.square(F.sum(v, axis=1)) - F.sum(F.square(v), axis=1), axis=1)


Net = OffsetFM
