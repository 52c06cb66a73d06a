"""One embedding table per categorical field, ids split by `num_outputs` and stacked per field."""
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
        columns = F.split(ids, num_outputs=len(self._field_sizes), axis=1, squeeze_axis=True)
        fields = []
        for column, table, size in zip(columns, self.tables, self._field_sizes):
            fields.append(table(F.floor((column + 1) * (size / 2.0))))
        return F.stack(*fields, axis=1)                          # B, fields, D
