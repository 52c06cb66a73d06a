"""Core-set (k-center) acquisition: squared distances of embeddings to labelled centres by `|a|^2 (keepdims) + |b|^2 - 2ab`, with plain operators."""
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
        d2 = F.sum(a * a, axis=1, keepdims=True) + F.sum(centres * centres, axis=1) \
            - 2 * F.dot(a, centres, transpose_b=True)
        return F.min(d2, axis=1)


Net = CoreSetDistance
