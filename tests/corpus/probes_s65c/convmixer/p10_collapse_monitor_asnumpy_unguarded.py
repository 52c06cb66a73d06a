"""ConvMixer head that records the mean activation of the pooled features for a collapse monitor, `float(feat.mean().asnumpy())`, inside `hybrid_forward` without a guard."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class MonitoredConvMixer(HybridBlock):
    def __init__(self, dim=6, patch=4, classes=3, **kwargs):
        super().__init__(**kwargs)
        self.embed = nn.Conv2D(dim, patch, strides=patch, in_channels=3)
        self.pool = nn.GlobalAvgPool2D()
        self.fc = nn.Dense(classes, in_units=dim)
        self.history = []

    def hybrid_forward(self, F, x):
        feat = F.flatten(self.pool(F.LeakyReLU(self.embed(x), act_type="gelu")))
        self.history.append(float(feat.mean().asnumpy()))
        return self.fc(feat)


Net = MonitoredConvMixer
