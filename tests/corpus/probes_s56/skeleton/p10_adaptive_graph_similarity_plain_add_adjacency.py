"""2s-AGCN adaptive graph: the data-dependent (N, V, V) similarity plus the (V, V) learned adjacency by a plain `+`."""
import numpy as np
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 5)]


class AdaptiveGraphConv(HybridBlock):
    def __init__(self, in_channels=3, channels=4, inter=2, num_joints=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.B = self.params.get("B", shape=(num_joints, num_joints), init=init.Constant(1e-6))
            self.theta = nn.Conv2D(inter, 1, in_channels=in_channels)
            self.phi = nn.Conv2D(inter, 1, in_channels=in_channels)
            self.out = nn.Conv2D(channels, 1, in_channels=in_channels)

    def hybrid_forward(self, F, x, B):
        a = F.transpose(self.theta(x), axes=(0, 3, 1, 2)).reshape((0, 0, -1))   # (N, V, inter*T)
        b = F.transpose(self.phi(x), axes=(0, 1, 2, 3)).reshape((0, -3, 0))      # (N, inter*T, V)
        C = F.softmax(F.batch_dot(a, b), axis=-2)                                # (N, V, V)
        graph = C + B
        y = F.batch_dot(x.reshape((0, -3, 0)), graph).reshape_like(x)
        return self.out(y)


Net = AdaptiveGraphConv
