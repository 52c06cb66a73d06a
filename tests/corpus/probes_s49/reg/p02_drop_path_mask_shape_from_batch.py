"""DropPath as the timm port writes it: the mask shape is `(x.shape[0],) + (1,) * (x.ndim - 1)`, drawn with `F.random.uniform`; the block checks only its drop probability, so the mask is built at inference too (scaled so the expectation is kept)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


def drop_path(F, x, drop_prob):
    keep = 1.0 - drop_prob
    shape = (x.shape[0],) + (1,) * (x.ndim - 1)
    mask = F.floor(keep + F.random.uniform(0, 1, shape=shape)) / keep
    return F.broadcast_mul(x, mask)


class Net(HybridBlock):
    def __init__(self, channels=4, drop_prob=0.1, **kwargs):
        super().__init__(**kwargs)
        self.drop_prob = drop_prob
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x):
        branch = F.relu(self.conv(x))
        if self.drop_prob > 0:
            branch = drop_path(F, branch, self.drop_prob)
        return x + branch
