"""(2+1)d block: a spatial 1xkxk Conv3D then a temporal kx1x1 Conv3D, BatchNorm and a residual add."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 6, 6)]


class Conv2Plus1D(HybridBlock):
    def __init__(self, channels, mid_channels, kernel=3, **kwargs):
        super().__init__(**kwargs)
        pad = kernel // 2
        with self.name_scope():
            self.spatial = nn.Conv3D(mid_channels, (1, kernel, kernel), padding=(0, pad, pad), use_bias=False)
            self.bn = nn.BatchNorm()
            self.temporal = nn.Conv3D(channels, (kernel, 1, 1), padding=(pad, 0, 0), use_bias=False)

    def hybrid_forward(self, F, x):
        return self.temporal(F.relu(self.bn(self.spatial(x))))


class Net(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = Conv2Plus1D(channels, channels * 2)
            self.bn = nn.BatchNorm()

    def hybrid_forward(self, F, x):
        return F.relu(x + self.bn(self.conv1(x)))
