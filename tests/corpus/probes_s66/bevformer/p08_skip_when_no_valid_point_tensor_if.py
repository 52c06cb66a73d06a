"""Spatial cross-attention that skips the camera branch when no projected point is valid:
`if bev_mask.sum() == 0:` branches on a tensor (a symbol has no truth value)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3), (2, 6, 4)]


class SkipEmptyCamera(HybridBlock):
    def __init__(self, dims=4, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.proj = nn.Dense(dims, flatten=False, in_units=3)

    def hybrid_forward(self, F, cam, query):
        depth = F.slice_axis(cam, axis=2, begin=2, end=3)
        bev_mask = depth > self.eps
        if bev_mask.sum() == 0:
            return query
        return query + F.broadcast_mul(self.proj(cam), bev_mask)


Net = SkipEmptyCamera
