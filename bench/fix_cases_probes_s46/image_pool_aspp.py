"""ASPP image-pooling branch: the global context tiled back over the map and fused with a 1x1 branch."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, out_channels=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.branch = nn.Conv2D(out_channels, 1, in_channels=channels)
            self.pool_conv = nn.Conv2D(out_channels, 1, in_channels=channels)
            self.project = nn.Conv2D(out_channels, 1, in_channels=2 * out_channels)

    def hybrid_forward(self, F, x):
        h, w = x.shape[2:]
        pooled = F.relu(self.pool_conv(F.mean(x, axis=(2, 3), keepdims=True)))
        pooled = pooled.tile(reps=(1, 1, h, w))
        return self.project(F.concat(F.relu(self.branch(x)), pooled, dim=1))
