"""Downsampling stage that normalises only when the activations are large: `if F.max(F.abs(x)) > 1.0:` picks the branch."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class GuardedDownsample(HybridBlock):
    def __init__(self, in_dim=4, out_dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.BatchNorm(in_channels=in_dim)
            self.reduce = nn.Conv2D(out_dim, 2, strides=2, in_channels=in_dim)

    def hybrid_forward(self, F, x):
        if F.max(F.abs(x)) > 1.0:
            x = self.norm(x)
        return self.reduce(x)


Net = GuardedDownsample
