"""A bottleneck unit with an optional downsample branch chosen at construction (`is not None`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class Unit(HybridBlock):
    def __init__(self, channels, stride, project, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = nn.HybridSequential(prefix="")
            self.body.add(nn.Conv2D(channels // 4, 1, use_bias=False, in_channels=8),
                          nn.BatchNorm(in_channels=channels // 4), nn.Activation("relu"),
                          nn.Conv2D(channels, 3, stride, 1, use_bias=False, in_channels=channels // 4))
            self.downsample = None
            if project:
                self.downsample = nn.Conv2D(channels, 1, stride, use_bias=False, in_channels=8)

    def hybrid_forward(self, F, x):
        shortcut = x
        out = self.body(x)
        if self.downsample is not None:
            shortcut = self.downsample(x)
        return F.Activation(out + shortcut, act_type="relu")


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.a = Unit(16, 2, True)

    def hybrid_forward(self, F, x):
        return self.a(x)
