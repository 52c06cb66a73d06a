"""Counter whose output scale depends on a python string from the constructor (`if self.target == "density":` returns the map, else the counts times the dataset's python density scale)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 12, 12)]


class Net(HybridBlock):
    def __init__(self, channels=6, target="count", density_scale=100.0, **kwargs):
        super().__init__(**kwargs)
        self.target, self.density_scale = target, density_scale
        with self.name_scope():
            self.body = nn.Conv2D(channels, 3, padding=2, dilation=2, in_channels=3, activation="relu")
            self.density = nn.Conv2D(1, 1, in_channels=channels, activation="relu")

    def hybrid_forward(self, F, x):
        density = self.density(self.body(x)) / self.density_scale
        if self.target == "density":
            return density
        return F.sum(density, axis=(1, 2, 3)) * self.density_scale
