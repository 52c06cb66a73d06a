"""GhostNet squeeze-and-excite whose reduced width is worked out in the forward pass from the
input's channels (`make_divisible(x.shape[1] * 0.25)`), then used to slice a wide reduce conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


def make_divisible(v, divisor=4):
    return max(divisor, int(v + divisor / 2) // divisor * divisor)


class SqueezeExcite(HybridBlock):
    def __init__(self, chs=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.reduce = nn.Conv2D(chs, 1, activation="relu")
            self.expand = nn.Conv2D(chs, 1)

    def hybrid_forward(self, F, x):
        pooled = F.mean(x, axis=(2, 3), keepdims=True)
        r = make_divisible(x.shape[1] * 0.25)
        s = F.slice_axis(self.reduce(pooled), axis=1, begin=0, end=r)
        return F.broadcast_mul(x, F.sigmoid(self.expand(s)))


Net = SqueezeExcite
