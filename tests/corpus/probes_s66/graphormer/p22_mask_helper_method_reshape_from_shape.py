"""A helper method without `F`, `_key_mask(self, valid)`, turning the (N, n) node mask into an (N, 1, n) row by
`valid.reshape((valid.shape[0], 1, -1))` (a symbol has no shape when traced), used by `F.broadcast_add` on the
scores."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 5)]


class HelperKeyMask(HybridBlock):
    def __init__(self, dims=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.qk = nn.Dense(2 * dims, flatten=False, in_units=dims)

    def _key_mask(self, valid):
        return ((valid > -0.5) - 1).reshape((valid.shape[0], 1, -1)) * 1e9

    def hybrid_forward(self, F, x, valid):
        q, k = F.split(self.qk(x), num_outputs=2, axis=2)
        scores = F.broadcast_add(F.batch_dot(q, k, transpose_b=True), self._key_mask(valid))
        return F.softmax(scores, axis=-1)


Net = HelperKeyMask
