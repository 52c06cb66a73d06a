"""ConvMixer (Trockman & Kolter): patch embedding by a strided Conv2D, GELU by `LeakyReLU(act_type="gelu")` and BatchNorm, mixer layers of a depthwise conv (groups=dim, same padding) with a plain residual `x + dw(x)` of equal shapes, a pointwise conv, and a global-pooling head."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class ConvMixerLayer(HybridBlock):
    def __init__(self, dim, kernel, **kwargs):
        super().__init__(**kwargs)
        self.dw = nn.Conv2D(dim, kernel, padding=kernel // 2, groups=dim, in_channels=dim)
        self.bn1 = nn.BatchNorm(in_channels=dim)
        self.pw = nn.Conv2D(dim, 1, in_channels=dim)
        self.bn2 = nn.BatchNorm(in_channels=dim)

    def hybrid_forward(self, F, x):
        x = x + self.bn1(F.LeakyReLU(self.dw(x), act_type="gelu"))
        return self.bn2(F.LeakyReLU(self.pw(x), act_type="gelu"))


class ConvMixer(HybridBlock):
    def __init__(self, dim=8, depth=2, kernel=3, patch=2, classes=5, **kwargs):
        super().__init__(**kwargs)
        self.embed = nn.Conv2D(dim, patch, strides=patch, in_channels=3)
        self.bn = nn.BatchNorm(in_channels=dim)
        self.layers = nn.HybridSequential()
        for _ in range(depth):
            self.layers.add(ConvMixerLayer(dim, kernel))
        self.pool = nn.GlobalAvgPool2D()
        self.fc = nn.Dense(classes, in_units=dim)

    def hybrid_forward(self, F, x):
        x = self.bn(F.LeakyReLU(self.embed(x), act_type="gelu"))
        x = self.layers(x)
        return self.fc(F.flatten(self.pool(x)))


Net = ConvMixer
