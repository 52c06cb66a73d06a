"""Per-field embedding tables in a registered list, looped over `range(cat.shape[1])` with each field's column cut by `slice_axis`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class Net(HybridBlock):
    def __init__(self, field_dims=(5, 7, 4), embed=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.tables = nn.HybridSequential()
            for d in field_dims:
                self.tables.add(nn.Embedding(d, embed))
            self.out = nn.Dense(1, in_units=len(field_dims) * embed)

    def hybrid_forward(self, F, cat):
        ids = F.abs(F.floor(cat * 4))
        embs = [self.tables[i](F.slice_axis(ids, axis=1, begin=i, end=i + 1)).reshape((0, -1))
                for i in range(cat.shape[1])]
        return self.out(F.concat(*embs, dim=1))
