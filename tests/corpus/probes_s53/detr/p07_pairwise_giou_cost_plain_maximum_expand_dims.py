"""Pairwise GIoU cost matrix for matching: predicted corners as (N, Q, 1, 2) against targets as (N, 1, T, 2), intersections by `F.maximum`/`F.minimum` of the two differently shaped operands."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8), (2, 3, 4)]


def corners(F, b):
    cx, cy, w, h = F.split(b, num_outputs=4, axis=-1)
    return F.concat(cx - w / 2, cy - h / 2, dim=-1), F.concat(cx + w / 2, cy + h / 2, dim=-1)


class PairwiseCost(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.box = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, h, raw_target):
        plo, phi = corners(F, F.sigmoid(self.box(h)))
        tlo, thi = corners(F, F.sigmoid(raw_target))
        lo = F.maximum(plo.expand_dims(2), tlo.expand_dims(1))
        hi = F.minimum(phi.expand_dims(2), thi.expand_dims(1))
        inter = F.prod(F.relu(hi - lo), axis=-1)
        return -inter


Net = PairwiseCost
