"""Attention transfer whose maps are flattened with `am.reshape((am.shape[0], -1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 8, 8, 8), (2, 16, 4, 4)]


def at(F, x):
    am = F.mean(F.square(x), axis=1)
    return F.L2Normalization(am.reshape((am.shape[0], -1)))


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.stage1 = nn.Conv2D(4, 3, padding=1, in_channels=3, activation="relu")
            self.stage2 = nn.Conv2D(8, 3, strides=2, padding=1, in_channels=4, activation="relu")

    def hybrid_forward(self, F, x, t1, t2):
        s1 = self.stage1(x)
        s2 = self.stage2(s1)
        return sum(F.mean(F.square(at(F, s) - at(F, t))) for s, t in ((s1, t1), (s2, t2)))
