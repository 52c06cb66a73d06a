"""HRNet's fuse layer, low to high: the low-resolution branch through a 1x1 conv, upsampled by a
nearest x2 and cut to the high branch's `x0.shape[2]` x `x0.shape[3]` (odd sizes), then summed."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 7, 5)]


class Net(nn.HybridBlock):
    def __init__(self, c=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.down = nn.Conv2D(c, 3, strides=2, padding=1, in_channels=c)
            self.fuse = nn.Conv2D(c, 1, in_channels=c, use_bias=False)

    def hybrid_forward(self, F, x0):
        x1 = F.relu(self.down(x0))
        up = F.UpSampling(self.fuse(x1), scale=2, sample_type='nearest')
        up = up[:, :, :x0.shape[2], :x0.shape[3]]
        return F.relu(x0 + up), x1
