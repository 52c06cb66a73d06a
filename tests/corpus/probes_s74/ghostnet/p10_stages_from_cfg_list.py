"""GhostNet body built from the reference's cfg list `[k, exp, c, se_ratio, s]`: widths rounded by
make_divisible in __init__, the stages a HybridSequential, the classifier a Dense after global
pooling and `F.flatten`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]

CFGS = [[3, 8, 8, 0, 1], [3, 16, 12, 0, 2], [5, 24, 12, 0.25, 1]]


def make_divisible(v, divisor=4):
    return max(divisor, int(v + divisor / 2) // divisor * divisor)


class GhostNet(HybridBlock):
    def __init__(self, classes=5, width=1.0, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.stem = nn.Conv2D(make_divisible(8 * width), 3, strides=2, padding=1, activation="relu")
            self.body = nn.HybridSequential()
            for k, exp, c, se, s in CFGS:
                self.body.add(nn.Conv2D(make_divisible(exp * width), 1, activation="relu"),
                              nn.Conv2D(make_divisible(c * width), k, strides=s, padding=k // 2))
            self.pool = nn.GlobalAvgPool2D()
            self.fc = nn.Dense(classes)

    def hybrid_forward(self, F, x):
        x = self.pool(self.body(self.stem(x)))
        return self.fc(F.flatten(x))


Net = GhostNet
