"""A channel gate straight from a global pool and a 1x1 conv, (N, C, 1, 1), times the (N, C, H, W) map."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 3)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.pool = nn.GlobalAvgPool2D()
            self.mix = nn.Conv2D(4, 1, in_channels=4)

    def hybrid_forward(self, F, x):
        g = F.sigmoid(self.mix(self.pool(x)))
        return x * g
