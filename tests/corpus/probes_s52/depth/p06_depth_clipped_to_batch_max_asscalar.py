"""Depth from stereo disparity `focal * baseline / disp`, clipped to the batch maximum read with `depth.max().asscalar()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class StereoDepth(HybridBlock):
    def __init__(self, focal=720.0, baseline=0.54, **kwargs):
        super().__init__(**kwargs)
        self.focal, self.baseline = focal, baseline
        with self.name_scope():
            self.conv = nn.Conv2D(1, kernel_size=3, padding=1)

    def hybrid_forward(self, F, features):
        disp = F.Activation(self.conv(features), act_type="softrelu") + 1e-3
        depth = self.focal * self.baseline / disp
        return F.clip(depth, 1e-3, depth.max().asscalar())


Net = StereoDepth
