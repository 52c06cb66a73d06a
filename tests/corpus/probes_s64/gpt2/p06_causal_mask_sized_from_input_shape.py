"""GPT-2 causal mask built per call as `F.ones((x.shape[1], x.shape[1]))` lower-triangularised -- the sequence length read from `.shape` of the traced input."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class ShapeMask(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(ShapeMask, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.c_attn = nn.Dense(3 * units, in_units=units, flatten=False)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.c_attn(x), num_outputs=3, axis=-1)
        t = x.shape[1]
        pos = F.arange(t)
        causal = F.broadcast_lesser_equal(pos.reshape((1, -1)), pos.reshape((-1, 1)))
        w = F.batch_dot(q, k, transpose_b=True) * self._scale
        w = F.broadcast_add(w, ((1 - causal) * -1e4).expand_dims(0))
        return F.batch_dot(F.softmax(w, axis=-1), v)


Net = ShapeMask
