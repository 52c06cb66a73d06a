"""Sigmoid disparity mapped to depth with python `min_depth` / `max_depth`: scaled disparity `min_disp + (max_disp - min_disp) * sigmoid`, depth its reciprocal; the decoder conv is deferred."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


def disp_to_depth(disp, min_depth, max_depth):
    min_disp, max_disp = 1.0 / max_depth, 1.0 / min_depth
    scaled = min_disp + (max_disp - min_disp) * disp
    return scaled, 1.0 / scaled


class DepthHead(HybridBlock):
    def __init__(self, min_depth=0.1, max_depth=100.0, **kwargs):
        super().__init__(**kwargs)
        self.min_depth, self.max_depth = min_depth, max_depth
        with self.name_scope():
            self.conv = nn.Conv2D(1, kernel_size=3, padding=1)

    def hybrid_forward(self, F, features):
        disp = F.sigmoid(self.conv(features))
        return disp_to_depth(disp, self.min_depth, self.max_depth)


Net = DepthHead
