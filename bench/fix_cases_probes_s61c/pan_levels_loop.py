"""An FPN/PAN neck written over a list of levels: `feats = [c3, c4, c5]`, the top-down loop
`for i in range(len(feats) - 1, 0, -1)` adds `F.contrib.BilinearResize2D(inner, height=feats[i - 1].shape[2], ...)`
to the next lateral, the bottom-up loop adds strided convs, and the levels are returned as a tuple."""
from mxnet.gluon import nn


INPUTS = [(1, 2, 8, 8), (1, 2, 4, 4), (1, 2, 2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, channels=2, levels=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.lateral = nn.HybridSequential()
            self.down = nn.HybridSequential()
            for _ in range(levels):
                self.lateral.add(nn.Conv2D(channels, 1, in_channels=2))
            for _ in range(levels - 1):
                self.down.add(nn.Conv2D(channels, 3, strides=2, padding=1, in_channels=channels))

    def hybrid_forward(self, F, c3, c4, c5):
        feats = [self.lateral[i](f) for i, f in enumerate([c3, c4, c5])]
        for i in range(len(feats) - 1, 0, -1):
            target = feats[i - 1]
            feats[i - 1] = target + F.contrib.BilinearResize2D(
                feats[i], height=target.shape[2], width=target.shape[3])
        for i in range(len(feats) - 1):
            feats[i + 1] = feats[i + 1] + self.down[i](feats[i])
        return tuple(feats)
