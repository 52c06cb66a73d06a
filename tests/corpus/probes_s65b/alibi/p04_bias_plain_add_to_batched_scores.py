"""ALiBi biases (H, L, L) from the slopes and the arange distance added to the (B, H, L, L) scores by a
plain `+` (PyTorch's `scores + alibi`)."""
import numpy as onp
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class PlainAddAlibi(HybridBlock):
    def __init__(self, dim=6, heads=2, length=5, **kwargs):
        super().__init__(**kwargs)
        self._h, self._l = heads, length
        with self.name_scope():
            self.qk = nn.Dense(2 * dim, flatten=False, in_units=dim)
            self.slopes = self.params.get_constant("slopes", onp.array([0.25, 0.0625], dtype="float32").reshape(2, 1, 1))

    def hybrid_forward(self, F, x, slopes):
        q, k = F.split(self.qk(x).reshape((0, 0, 2 * self._h, -1)).transpose((0, 2, 1, 3)), num_outputs=2, axis=1)
        scores = F.batch_dot(q.reshape((-3, -2)), k.reshape((-3, -2)), transpose_b=True).reshape((-4, -1, self._h, -2))
        pos = F.arange(self._l)
        bias = F.broadcast_mul(slopes, F.broadcast_sub(pos.reshape((1, -1)), pos.reshape((-1, 1))).expand_dims(0))
        return F.softmax(scores + bias, axis=-1)


Net = PlainAddAlibi
