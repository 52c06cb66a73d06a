"""Heatmap MSE weighted by per-joint visibility reshaped to (B, K, 1, 1) with reshape codes and applied by broadcast_mul."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 5)]


class WeightedHeatmapLoss(HybridBlock):
    def __init__(self, num_joints=5, **kwargs):
        super(WeightedHeatmapLoss, self).__init__(**kwargs)
        with self.name_scope():
            self.heat = nn.Conv2D(num_joints, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, img, visibility):
        heat = self.heat(img)
        weight = (visibility > 0).reshape((0, 0, 1, 1))
        weighted = F.broadcast_mul(heat, weight)
        return F.mean(F.square(weighted), axis=(1, 2, 3))


Net = WeightedHeatmapLoss
