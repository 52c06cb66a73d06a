"""Continuous-depth ResNet: one residual block shared by `depth` steps, each step given its python time `i / depth` through a sinusoidal embedding of python floats added with `broadcast_add`, the per-step states returned as a stacked trajectory and the last one."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class ResidualField(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.norm = nn.BatchNorm(in_channels=channels)

    def hybrid_forward(self, F, x, t):
        # a python time shifts every activation by sin/cos of t
        return self.norm(F.relu(self.conv(x + math.sin(t)))) * math.cos(t)


class Net(HybridBlock):
    def __init__(self, channels=4, depth=3, **kwargs):
        super().__init__(**kwargs)
        self.depth = depth
        with self.name_scope():
            self.block = ResidualField(channels)

    def hybrid_forward(self, F, x):
        states = []
        for i in range(self.depth):
            x = x + (1.0 / self.depth) * self.block(x, i / self.depth)
            states.append(x)
        return F.stack(*states, axis=1), x
