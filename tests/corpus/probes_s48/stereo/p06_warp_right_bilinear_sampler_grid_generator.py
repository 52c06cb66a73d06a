"""Unsupervised stereo reconstruction: the predicted left disparity turned into a flow field `concat(-disp, zeros_like(disp))`, a sampling grid by `F.GridGenerator(transform_type='warp')`, the right image warped into the left view by `F.BilinearSampler`; returns (disparity, reconstructed left)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 8), (2, 3, 6, 8)]


class Net(HybridBlock):
    def __init__(self, max_disp=3.0, **kwargs):
        super().__init__(**kwargs)
        self.max_disp = max_disp
        with self.name_scope():
            self.disp = nn.Conv2D(1, 3, padding=1, in_channels=6, activation="sigmoid")

    def hybrid_forward(self, F, left, right):
        disp = self.disp(F.concat(left, right, dim=1)) * self.max_disp          # (N, 1, H, W) pixels
        flow = F.concat(-disp, F.zeros_like(disp), dim=1)                        # (N, 2, H, W)
        grid = F.GridGenerator(flow, transform_type="warp")
        return disp, F.BilinearSampler(right, grid)
