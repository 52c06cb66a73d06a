"""PatchTST flatten head with a numpy-style varargs reshape, `z.reshape(-1, self._c, self._n * self._d)` (NDArray accepts the sizes unpacked), then the head Dense and a transpose."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 4, 8)]


class VarargsFlattenHead(HybridBlock):
    def __init__(self, n_vars=3, n_patches=4, d_model=8, pred_len=5, **kwargs):
        super().__init__(**kwargs)
        self._c, self._n, self._d = n_vars, n_patches, d_model
        with self.name_scope():
            self.linear = nn.Dense(pred_len, flatten=False, in_units=n_patches * d_model)

    def hybrid_forward(self, F, z):
        flat = z.reshape(-1, self._c, self._n * self._d)
        return self.linear(flat).transpose((0, 2, 1))


Net = VarargsFlattenHead
