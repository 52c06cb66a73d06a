"""DnCNN head that clamps the predicted noise only `if F.max(F.abs(noise)) > self.max_sigma`, a python `if` on a tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 6, 6)]


class ClampedDnCNN(HybridBlock):
    def __init__(self, features=4, max_sigma=0.05, **kwargs):
        super().__init__(**kwargs)
        self.max_sigma = max_sigma
        with self.name_scope():
            self.conv1 = nn.Conv2D(features, 3, padding=1, in_channels=1, activation="relu")
            self.conv2 = nn.Conv2D(1, 3, padding=1, in_channels=features)

    def hybrid_forward(self, F, x):
        noise = self.conv2(self.conv1(x))
        if F.max(F.abs(noise)) > self.max_sigma:
            noise = F.clip(noise, -self.max_sigma, self.max_sigma)
        return x - noise


Net = ClampedDnCNN
