"""Legal: a Sequential filled from another block's chain by `_children`, whose last child (added by a
method of that block after __init__) is a two-output split; `[1]` is the second half both ways."""
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

    def with_split(self):
        self.features.add(Split())
        return self

    def hybrid_forward(self, F, x):
        return self.features(x)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.backbone = Backbone().with_split()
        self.stage = nn.HybridSequential()
        for i in range(2):
            self.stage.add(self.backbone.features._children[str(i)])

    def hybrid_forward(self, F, x):
        out = self.stage(x)
        return out[1] * 2
