"""SchNet cosine cutoff `0.5 (cos(pi d / rc) + 1) * (d < rc)`: python scalars against the distance
tensor, the comparison a scalar op."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 3)]


class CosineCutoff(HybridBlock):
    def __init__(self, cutoff=1.5, **kwargs):
        super().__init__(**kwargs)
        self.cutoff = cutoff

    def hybrid_forward(self, F, pos):
        d = F.norm(F.broadcast_sub(pos.expand_dims(2), pos.expand_dims(1)), axis=-1)
        c = 0.5 * (F.cos(d * math.pi / self.cutoff) + 1.0)
        return c * (d < self.cutoff)


Net = CosineCutoff
