"""H519: the making function returns one of two classes (one whose chain ends in a Pair)"""
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


class PairBackbone(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.features = nn.HybridSequential()
        for _ in range(2):
            self.features.add(nn.Conv2D(4, 1))
        self.features.add(nn.Activation('relu'))
        self.features.add(Pair())


def get_backbone(pair=True):
    if pair:
        return PairBackbone()
    return Backbone()


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.backbone = get_backbone()
        self.stage1, self.stage2 = self._split()

    def _split(self):
        first = nn.HybridSequential()
        second = nn.HybridSequential()
        for i in range(2):
            first.add(self.backbone.features._children[str(i)])
        for i in range(2, 4):
            second.add(self.backbone.features[i])
        return first, second

    def hybrid_forward(self, F, x):
        y = self.stage1(x)
        z = self.stage2(F.Pooling(y, kernel=(2, 2), stride=(2, 2), pool_type='max'))
        return F.contrib.BilinearResize2D(z[0], height=y.shape[2], width=y.shape[3])
