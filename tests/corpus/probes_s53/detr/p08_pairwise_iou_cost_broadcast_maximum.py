"""Pairwise IoU cost matrix with `F.broadcast_maximum`/`F.broadcast_minimum` of (N, Q, 1, 2) and (N, 1, T, 2) corners, areas combined by `broadcast_add` of a column and a row."""
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
        lo = F.broadcast_maximum(plo.expand_dims(2), tlo.expand_dims(1))
        hi = F.broadcast_minimum(phi.expand_dims(2), thi.expand_dims(1))
        inter = F.prod(F.relu(hi - lo), axis=-1)
        area_p = F.prod(phi - plo, axis=-1).expand_dims(2)
        area_t = F.prod(thi - tlo, axis=-1).expand_dims(1)
        union = F.broadcast_add(area_p, area_t) - inter
        return -inter / union


Net = PairwiseCost
