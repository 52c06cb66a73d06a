"""Flow as residual over a global (camera) motion: the per-pixel residual (N, 2, H, W) plus the pooled global motion (N, 2, 1, 1) with a plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class GlobalPlusResidual(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.residual = nn.Conv2D(2, 3, padding=1)
            self.motion = nn.Conv2D(2, 1)

    def hybrid_forward(self, F, img):
        global_motion = F.mean(self.motion(img), axis=(2, 3), keepdims=True)
        return self.residual(img) + global_motion


Net = GlobalPlusResidual
