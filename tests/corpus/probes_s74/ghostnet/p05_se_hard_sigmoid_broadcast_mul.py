"""GhostNet squeeze-and-excite: global average pool, 1x1 reduce (make_divisible), ReLU, 1x1
expand, hard sigmoid `relu6(x + 3) / 6` by `F.clip`, the gate applied by broadcast_mul."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


def make_divisible(v, divisor=4, min_value=None):
    min_value = min_value or divisor
    new_v = max(min_value, int(v + divisor / 2) // divisor * divisor)
    if new_v < 0.9 * v:
        new_v += divisor
    return new_v


def hard_sigmoid(F, x):
    return F.clip(x + 3.0, 0.0, 6.0) / 6.0


class SqueezeExcite(HybridBlock):
    def __init__(self, chs=8, se_ratio=0.25, **kwargs):
        super().__init__(**kwargs)
        reduced = make_divisible(chs * se_ratio, 4)
        with self.name_scope():
            self.pool = nn.GlobalAvgPool2D()
            self.reduce = nn.Conv2D(reduced, 1, activation="relu")
            self.expand = nn.Conv2D(chs, 1)

    def hybrid_forward(self, F, x):
        se = self.expand(self.reduce(self.pool(x)))
        return F.broadcast_mul(x, hard_sigmoid(F, se))


Net = SqueezeExcite
