"""Coarse flow resized to the fine features' size with `BilinearResize2D(height=feats.shape[2], ...)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 4), (2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.residual = nn.Conv2D(2, 3, padding=1, in_channels=5)

    def hybrid_forward(self, F, coarse_flow, fine_feats):
        up = F.contrib.BilinearResize2D(coarse_flow, height=fine_feats.shape[2],
                                        width=fine_feats.shape[3]) * 2.0
        return up + self.residual(F.concat(up, fine_feats, dim=1))
