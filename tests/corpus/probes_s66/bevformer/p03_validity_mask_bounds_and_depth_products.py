"""The BEV mask of BEVFormer: normalised image coordinates u, v and the depth split from one (N, P, 3) input by
`F.split`, the mask the product of `(v > 0)`, `(v < 1)`, `(u < 1)`, `(u > 0)` and `depth > eps` (all (N, P, 1)),
and the points zeroed where invalid by `F.where`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 3)]


class BevMask(HybridBlock):
    def __init__(self, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps

    def hybrid_forward(self, F, cam):
        u, v, depth = F.split(cam, num_outputs=3, axis=2)
        u, v = (u + 1) / 2, (v + 1) / 2
        mask = (v > 0) * (v < 1) * (u < 1) * (u > 0) * (depth > self.eps)
        uv = F.concat(u, v, dim=2)
        return F.where(F.broadcast_like(mask, uv), uv, F.zeros_like(uv)), mask


Net = BevMask
