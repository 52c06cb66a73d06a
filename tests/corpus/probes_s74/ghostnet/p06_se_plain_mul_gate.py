"""GhostNet squeeze-and-excite applying the (B, C, 1, 1) gate with the reference's plain `x * gate`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


def hard_sigmoid(F, x):
    return F.clip(x + 3.0, 0.0, 6.0) / 6.0


class SqueezeExcite(HybridBlock):
    def __init__(self, chs=8, reduced=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pool = nn.GlobalAvgPool2D()
            self.reduce = nn.Conv2D(reduced, 1, activation="relu")
            self.expand = nn.Conv2D(chs, 1)

    def hybrid_forward(self, F, x):
        gate = hard_sigmoid(F, self.expand(self.reduce(self.pool(x))))
        return x * gate


Net = SqueezeExcite
