"""Dimension-agnostic gradient loss (2-D or 3-D VoxelMorph): spatial axes `range(2, flow.ndim)`, each a `slice_axis` forward difference."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 8), (2, 1, 8, 8)]


class GradLoss(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.flow = nn.Conv2D(2, 3, padding=1, in_channels=2)

    def hybrid_forward(self, F, moving, fixed):
        flow = self.flow(F.concat(moving, fixed, dim=1))
        loss = 0
        for ax in range(2, flow.ndim):
            d = F.slice_axis(flow, axis=ax, begin=1, end=None) - F.slice_axis(flow, axis=ax, begin=0, end=-1)
            loss = loss + F.mean(F.square(d))
        return flow, loss


Net = GradLoss
