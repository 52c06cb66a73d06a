"""GPT-2 masking in the original TF form `w = w * b - 1e4 * (1 - b)`: the (T, T) lower-triangular `b` first spread to the scores' (N, T, T) by `broadcast_like(b.expand_dims(0), w)`, so the plain `*` and `-` act on equal shapes."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class TFMask(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(TFMask, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.c_attn = nn.Dense(3 * units, in_units=units, flatten=False)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.c_attn(x), num_outputs=3, axis=-1)
        w = F.batch_dot(q, k, transpose_b=True) * self._scale
        pos = F.contrib.arange_like(x, axis=1)
        b = F.broadcast_lesser_equal(pos.reshape((1, -1)), pos.reshape((-1, 1)))
        b = F.broadcast_like(b.expand_dims(0), w)
        w = w * b - 1e4 * (1 - b)
        return F.batch_dot(F.softmax(w, axis=-1), v)


Net = TFMask
