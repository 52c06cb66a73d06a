"""Core-set distances with the centres' squared norms expanded to a row and both added by broadcast_add before the -2ab term."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class CoreSetDistance(HybridBlock):
    def __init__(self, **kwargs):
        super(CoreSetDistance, self).__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(6, in_units=10)
            self.centres = self.params.get_constant("centres", np.linspace(-1, 1, 18).reshape(3, 6).astype("float32"))

    def hybrid_forward(self, F, x, centres):
        a = self.embed(x)
        sq = F.broadcast_add(F.sum(a * a, axis=1, keepdims=True), F.sum(centres * centres, axis=1).expand_dims(0))
        d2 = sq - 2 * F.dot(a, centres, transpose_b=True)
        return F.min(d2, axis=1)


Net = CoreSetDistance
