"""Registration net that checks `moving.shape == fixed.shape` only `if isinstance(moving, mx.nd.NDArray)` (skipped when traced), then warps by the predicted flow."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 8), (2, 1, 8, 8)]


class CheckedWarp(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.flow = nn.Conv2D(2, 3, padding=1, in_channels=2)

    def hybrid_forward(self, F, moving, fixed):
        if isinstance(moving, mx.nd.NDArray):
            assert moving.shape == fixed.shape, (moving.shape, fixed.shape)
        flow = self.flow(F.concat(moving, fixed, dim=1))
        return F.BilinearSampler(moving, F.GridGenerator(flow, transform_type="warp"))


Net = CheckedWarp
