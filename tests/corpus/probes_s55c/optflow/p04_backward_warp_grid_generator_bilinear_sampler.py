"""Backward warping of the second frame by the estimated flow: `GridGenerator(transform_type="warp")` turns the flow into a sampling grid for `BilinearSampler`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 8), (2, 3, 6, 8)]


class WarpByFlow(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.flow_head = nn.Conv2D(2, 3, padding=1)

    def hybrid_forward(self, F, frame1, frame2):
        flow = F.tanh(self.flow_head(F.concat(frame1, frame2, dim=1))) * 2.0
        grid = F.GridGenerator(data=flow, transform_type="warp")
        warped = F.BilinearSampler(frame2, grid)
        return warped, F.mean(F.abs(warped - frame1), axis=(1, 2, 3))


Net = WarpByFlow
