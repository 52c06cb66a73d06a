"""ALiBi attention that reads the head count off the slopes Constant, `h = slopes.shape[0]`, to split the
projected tokens into heads."""
import numpy as onp
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class ShapeHeadsAlibi(HybridBlock):
    def __init__(self, dim=6, length=5, **kwargs):
        super().__init__(**kwargs)
        self._l = length
        with self.name_scope():
            self.qk = nn.Dense(2 * dim, flatten=False, in_units=dim)
            self.slopes = self.params.get_constant("slopes", onp.array([0.25, 0.0625], dtype="float32").reshape(2, 1, 1))

    def hybrid_forward(self, F, x, slopes):
        h = slopes.shape[0]
        q, k = F.split(self.qk(x).reshape((0, 0, 2 * h, -1)).transpose((0, 2, 1, 3)), num_outputs=2, axis=1)
        scores = F.batch_dot(q.reshape((-3, -2)), k.reshape((-3, -2)), transpose_b=True).reshape((-4, -1, h, -2))
        pos = F.arange(self._l)
        dist = F.broadcast_sub(pos.reshape((1, -1)), pos.reshape((-1, 1)))
        return F.broadcast_add(scores, F.broadcast_mul(slopes, dist.expand_dims(0)).expand_dims(0))


Net = ShapeHeadsAlibi
