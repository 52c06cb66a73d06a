"""Temporal subsampling of a (N, C, T, H, W) clip before a 3-d convolution, plus a residual."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, stride=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv3D(channels, (1, 3, 3), padding=(0, 1, 1), in_channels=channels)

    def hybrid_forward(self, F, clip):
        clip = clip[:, :, ::2]
        out = self.conv(clip)
        out += clip
        return F.relu(out)
