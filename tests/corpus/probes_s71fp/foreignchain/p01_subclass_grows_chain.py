"""Legal: the backbone's `features` holds one-output convs, but the subclass the block builds adds a
two-output split to it; the block's Sequential takes that split from `self.backbone.features[2]`,
so its output is a pair and `[0]`, `[1]` pick the halves both ways."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class Split(HybridBlock):
    def hybrid_forward(self, F, x):
        return F.split(x, num_outputs=2, axis=1)


class Backbone(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.features = nn.HybridSequential()
        self.features.add(nn.Conv2D(4, 3, padding=1, in_channels=4))
        self.features.add(nn.Conv2D(4, 3, padding=1, in_channels=4))

    def hybrid_forward(self, F, x):
        return self.features(x)


class SplitBackbone(Backbone):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.features.add(Split())


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.backbone = SplitBackbone()
        self.stage = nn.HybridSequential()
        for i in range(3):
            self.stage.add(self.backbone.features[i])

    def hybrid_forward(self, F, x):
        out = self.stage(x)
        return out[0] - out[1]
