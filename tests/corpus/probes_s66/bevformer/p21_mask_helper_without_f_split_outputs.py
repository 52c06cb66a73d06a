"""BEVFormer's projection with the validity mask computed by a module function without `F`,
`bev_mask(u, v, depth, eps)`, multiplying five comparisons of equal (N, P, 1) shapes; the three parts come
from `F.split` of the projected points and the uv are divided by `F.broadcast_div` before the mask is used by
`F.broadcast_mul`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 3)]


def bev_mask(u, v, depth, eps):
    return (v > 0) * (v < 1) * (u > 0) * (u < 1) * (depth > eps)


class HelperMask(HybridBlock):
    def __init__(self, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps

    def hybrid_forward(self, F, cam):
        x, y, depth = F.split(cam, num_outputs=3, axis=2)
        d = F.maximum(depth, self.eps)
        u, v = x / d, y / d
        mask = bev_mask(u, v, depth, self.eps)
        return F.broadcast_mul(F.concat(u, v, dim=2), mask)


Net = HelperMask
