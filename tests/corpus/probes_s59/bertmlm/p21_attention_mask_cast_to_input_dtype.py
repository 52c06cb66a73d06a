"""BERT attention mask cast to the scores' type with `F.cast(mask, dtype=scores.dtype)` (NDArray has `.dtype`, a traced tensor does not)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5)]


class DtypeMaskedAttention(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        self._scale = units ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x, m):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        scores = F.batch_dot(q, k, transpose_b=True) * self._scale
        mask = F.cast(m > -0.5, dtype=scores.dtype)
        scores = F.broadcast_add(scores, (1 - mask).expand_dims(axis=1) * -1e4)
        return F.batch_dot(F.softmax(scores, axis=-1), v)


Net = DtypeMaskedAttention
