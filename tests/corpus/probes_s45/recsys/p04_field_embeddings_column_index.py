"""One embedding table per field, each field's ids taken as the column `ids[:, i]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class Net(HybridBlock):
    def __init__(self, field_sizes=(10, 20, 7), embed_dim=4, **kwargs):
        super().__init__(**kwargs)
        self._field_sizes = tuple(field_sizes)
        with self.name_scope():
            self.tables = nn.HybridSequential()
            for size in self._field_sizes:
                self.tables.add(nn.Embedding(size, embed_dim))

    def hybrid_forward(self, F, ids):
        fields = []
        for i, size in enumerate(self._field_sizes):
            column = ids[:, i]
            fields.append(self.tables[i](F.floor((column + 1) * (size / 2.0))))
        return F.stack(*fields, axis=1)
