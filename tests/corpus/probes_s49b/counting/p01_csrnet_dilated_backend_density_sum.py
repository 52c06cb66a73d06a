"""CSRNet-style counter: a small VGG-like front end, a back end of dilated 3x3 convolutions (`dilation=2, padding=2`), a 1x1 density head with relu, and the count per image as `F.sum(density, axis=(1, 2, 3))`; returns the density map and the counts."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class Net(HybridBlock):
    def __init__(self, channels=8, dilation=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.front = nn.HybridSequential()
            self.front.add(nn.Conv2D(channels, 3, padding=1, in_channels=3, activation="relu"),
                           nn.MaxPool2D(2))
            self.back = nn.HybridSequential()
            for _ in range(2):
                self.back.add(nn.Conv2D(channels, 3, padding=dilation, dilation=dilation,
                                        in_channels=channels, activation="relu"))
            self.density = nn.Conv2D(1, 1, in_channels=channels, activation="relu")

    def hybrid_forward(self, F, x):
        density = self.density(self.back(self.front(x)))
        return density, F.sum(density, axis=(1, 2, 3))
