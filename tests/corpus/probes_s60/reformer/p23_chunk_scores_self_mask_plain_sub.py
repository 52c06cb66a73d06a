"""Reformer chunk attention masking self-attention by subtracting a (chunk, chunk) identity constant times 1e5 from the (N * n_chunks, chunk, chunk) scores with plain `-`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class PlainSelfMaskChunks(HybridBlock):
    def __init__(self, units=6, chunk=4, **kwargs):
        super().__init__(**kwargs)
        self._chunk = chunk
        with self.name_scope():
            self.qk = nn.Dense(units, flatten=False, in_units=units)
            self.eye = self.params.get_constant("eye", np.eye(chunk, dtype="float32"))

    def hybrid_forward(self, F, x, eye):
        qk = self.qk(x).reshape((0, -4, -1, self._chunk, -2)).reshape((-3, -2))
        dots = F.batch_dot(qk, qk, transpose_b=True) - eye * 1e5
        return F.reshape_like(F.batch_dot(F.softmax(dots, axis=-1), qk), x)


Net = PlainSelfMaskChunks
