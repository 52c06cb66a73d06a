"""Count loss against (N, 1) ground-truth counts with the predicted counts reshaped to a column (`reshape((-1, 1))`) first, an L2 term on the density map plus the count term scaled by python factors."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 12, 12), (2, 1), (2, 1, 12, 12)]


class Net(HybridBlock):
    def __init__(self, channels=6, count_weight=0.01, **kwargs):
        super().__init__(**kwargs)
        self.count_weight = count_weight
        with self.name_scope():
            self.body = nn.Conv2D(channels, 3, padding=1, in_channels=3, activation="relu")
            self.density = nn.Conv2D(1, 1, in_channels=channels, activation="relu")

    def hybrid_forward(self, F, x, gt_count, gt_density):
        density = self.density(self.body(x))
        pixel = F.mean(F.square(density - gt_density), axis=(1, 2, 3))
        count = F.sum(density, axis=(1, 2, 3)).reshape((-1, 1))
        return pixel + self.count_weight * F.abs(count - gt_count).reshape((-1,))
