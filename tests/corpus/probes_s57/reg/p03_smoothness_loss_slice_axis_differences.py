"""Diffusion regulariser by `slice_axis` forward differences in a helper method, averaged with `mean` of squares."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 8), (2, 1, 8, 8)]


class FlowWithGradLoss(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(8, 3, padding=1, in_channels=2, activation="relu")
            self.flow = nn.Conv2D(2, 3, padding=1, in_channels=8)

    @staticmethod
    def _diff(F, x, axis):
        return F.slice_axis(x, axis=axis, begin=1, end=None) - F.slice_axis(x, axis=axis, begin=0, end=-1)

    def hybrid_forward(self, F, moving, fixed):
        flow = self.flow(self.conv(F.concat(moving, fixed, dim=1)))
        smooth = sum(F.mean(F.square(self._diff(F, flow, ax))) for ax in (2, 3)) / 2.0
        return flow, smooth


Net = FlowWithGradLoss
