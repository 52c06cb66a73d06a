"""Behler cosine cutoff `0.5 * (cos(pi * d / rc) + 1)` times the indicator `d < rc`, with a python radius; the cutoff weights the pair features before the per-atom sum."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3)]


def cosine_cutoff(F, dist, rc):
    return 0.5 * (F.cos(dist * (math.pi / rc)) + 1.0) * (dist < rc)


class CutoffInteraction(HybridBlock):
    def __init__(self, cutoff=1.5, units=4, **kwargs):
        super().__init__(**kwargs)
        self.cutoff = cutoff
        with self.name_scope():
            self.pair = nn.Dense(units, flatten=False, activation="tanh")

    def hybrid_forward(self, F, pos):
        dist = F.sqrt(F.sum(F.square(F.broadcast_sub(pos.expand_dims(2), pos.expand_dims(1))), axis=-1) + 1e-9)
        weights = cosine_cutoff(F, dist, self.cutoff)
        pair = self.pair(dist.expand_dims(-1))
        return F.sum(F.broadcast_mul(pair, weights.expand_dims(-1)), axis=2)


Net = CutoffInteraction
