"""Diffusion regulariser on the displacement field written with numpy-style forward differences `flow[:, :, 1:, :] - flow[:, :, :-1, :]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 8), (2, 1, 8, 8)]


class FlowWithGradLoss(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(8, 3, padding=1, in_channels=2, activation="relu")
            self.flow = nn.Conv2D(2, 3, padding=1, in_channels=8)

    def hybrid_forward(self, F, moving, fixed):
        flow = self.flow(self.conv(F.concat(moving, fixed, dim=1)))
        dy = flow[:, :, 1:, :] - flow[:, :, :-1, :]
        dx = flow[:, :, :, 1:] - flow[:, :, :, :-1]
        smooth = F.mean(F.square(dy)) + F.mean(F.square(dx))
        return flow, smooth


Net = FlowWithGradLoss
