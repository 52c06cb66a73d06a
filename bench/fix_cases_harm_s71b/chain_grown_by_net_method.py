"""H519: Net's own method grows the backbone's chain with a Pair before cutting it"""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4, 4)]


class Pair(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        return x, 2 * x


class Backbone(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.features = self._make()

    def _make(self):
        seq = nn.HybridSequential()
        for _ in range(2):
            seq.add(nn.Conv2D(4, 1))
            seq.add(nn.Activation('relu'))
        return seq


def get_backbone():
    net = Backbone()
    return net


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.backbone = Backbone()
        self._grow()
        self.stage1, self.stage2 = self._split()

    def _grow(self):
        self.backbone.features.add(Pair())

    def _split(self):
        first = nn.HybridSequential()
        second = nn.HybridSequential()
        for i in range(2):
            first.add(self.backbone.features._children[str(i)])
        for i in range(2, 5):
            second.add(self.backbone.features[i])
        return first, second

    def hybrid_forward(self, F, x):
        y = self.stage1(x)
        z = self.stage2(F.Pooling(y, kernel=(2, 2), stride=(2, 2), pool_type='max'))
        return F.contrib.BilinearResize2D(z[0], height=y.shape[2], width=y.shape[3])
