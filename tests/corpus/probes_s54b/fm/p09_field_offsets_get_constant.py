"""Shared embedding over all fields: per-field id offsets kept as a `params.get_constant` of shape `(1, F)` and joined by `F.broadcast_add`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class OffsetFM(HybridBlock):
    def __init__(self, field_dims=(5, 7, 4), factors=4, **kwargs):
        super(OffsetFM, self).__init__(**kwargs)
        offsets = [[sum(field_dims[:i]) for i in range(len(field_dims))]]
        with self.name_scope():
            self.embed = nn.Embedding(sum(field_dims), factors)
            self.offsets = self.params.get_constant("offsets", offsets)

    def hybrid_forward(self, F, x, offsets):
        ids = F.broadcast_add(F.floor((x + 1) * 2), offsets)
        v = self.embed(ids)
        return 0.5 * F.sum(F.square(F.sum(v, axis=1)) - F.sum(F.square(v), axis=1), axis=1)


Net = OffsetFM
