"""Spatial cross-attention summing per-camera features by iterating the tensor: `for feat in
feats.swapaxes(0, 1):` over the (N, cams, C, H, W) stack (eagerly one item per camera; a symbol iterates over
its single output), each camera sampled by `F.BilinearSampler` and the sum divided by the camera count."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4, 5, 5), (2, 2, 3, 3)]


class IteratedCameras(HybridBlock):
    def __init__(self, num_cams=3, **kwargs):
        super().__init__(**kwargs)
        self.num_cams = num_cams

    def hybrid_forward(self, F, feats, grid):
        out = 0
        for feat in feats.swapaxes(0, 1):
            out = out + F.BilinearSampler(feat, grid)
        return out / self.num_cams


Net = IteratedCameras
