"""Masked softmax whose key mask compares `F.arange(keys.shape[1])` with the valid lengths."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6), (2, 5, 6), (2,)]


class Net(HybridBlock):
    def __init__(self, units=6, **kwargs):
        super().__init__(**kwargs)
        self._units = units
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=6)

    def hybrid_forward(self, F, queries, keys, raw_len):
        valid_len = F.clip(F.floor((raw_len + 1) * 2.5), 1, 5)
        scores = F.batch_dot(self.q(queries), keys, transpose_b=True) / (self._units ** 0.5)
        mask = F.broadcast_lesser(F.arange(keys.shape[1]).reshape((1, -1)), valid_len.reshape((-1, 1)))
        mask = mask.expand_dims(axis=1)
        scores = F.where(F.broadcast_like(mask, scores), scores, F.ones_like(scores) * -1e9)
        return F.batch_dot(F.softmax(scores, axis=-1), keys)
