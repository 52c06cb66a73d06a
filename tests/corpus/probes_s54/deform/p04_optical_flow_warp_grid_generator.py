"""Feature warping by optical flow (video models): the flow predicted from both frames, `F.GridGenerator(flow, transform_type='warp')`, then `F.BilinearSampler` of the previous frame's features."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 3, 6, 6)]


class FlowWarp(HybridBlock):
    def __init__(self, channels=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.flow = nn.Conv2D(2, 3, padding=1, in_channels=2 * channels)

    def hybrid_forward(self, F, prev, cur):
        flow = F.tanh(self.flow(F.concat(prev, cur, dim=1)))
        grid = F.GridGenerator(flow, transform_type="warp")
        return F.BilinearSampler(prev, grid)


Net = FlowWarp
