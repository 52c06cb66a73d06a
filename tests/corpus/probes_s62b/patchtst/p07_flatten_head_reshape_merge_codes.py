"""PatchTST flatten head: encoder output (N * C, n_patches, d_model) unfolded to (N, C, n_patches * d_model) by `reshape((-4, -1, n_vars, -3))`, a head Dense(pred_len, flatten=False) with in_units from the constructor, and the forecast transposed to (N, pred_len, C)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 4, 8)]


class FlattenHead(HybridBlock):
    def __init__(self, n_vars=3, n_patches=4, d_model=8, pred_len=5, **kwargs):
        super().__init__(**kwargs)
        self._c = n_vars
        with self.name_scope():
            self.linear = nn.Dense(pred_len, flatten=False, in_units=n_patches * d_model)
            self.dropout = nn.Dropout(0.0)

    def hybrid_forward(self, F, z):
        flat = z.reshape((-4, -1, self._c, -3))
        return self.dropout(self.linear(flat)).transpose((0, 2, 1))


Net = FlattenHead
