"""ConvMixer head whose collapse monitor reads the pooled features on the host only when run eagerly (`if F is nd:` around `feat.std().asscalar()`); the hybridized graph skips it."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class GuardedMonitorConvMixer(HybridBlock):
    def __init__(self, dim=6, patch=4, classes=3, **kwargs):
        super().__init__(**kwargs)
        self.embed = nn.Conv2D(dim, patch, strides=patch, in_channels=3)
        self.fc = nn.Dense(classes, in_units=dim)
        self.history = []

    def hybrid_forward(self, F, x):
        feat = F.mean(F.LeakyReLU(self.embed(x), act_type="gelu"), axis=(2, 3))
        if F is nd:
            self.history.append(feat.mean().asscalar())
        return self.fc(feat)


Net = GuardedMonitorConvMixer
