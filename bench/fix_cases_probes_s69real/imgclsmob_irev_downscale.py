"""i-RevNet's invertible downscale (the psi block): all four sizes unpacked from `x.shape`, the
channels-last map split along the width into `y.shape[2] // scale` pieces, each reshaped with the
python sizes to (batch, h / scale, C * scale^2), stacked and transposed back.

Source: osmr/imgclsmob gluon/gluoncv2/models/irevnet.py (IRevDownscale.hybrid_forward) at
c1a844dde061f6d72f25011dc1af9a2e35b1bdfc; adapted: a 1x1 conv in front so the block has a parameter.
"""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, scale=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.scale = scale
        with self.name_scope():
            self.conv = nn.Conv2D(3, 1, in_channels=3)

    def hybrid_forward(self, F, x):
        x = self.conv(x)
        batch, x_channels, x_height, x_width = x.shape
        y_channels = x_channels * self.scale * self.scale
        assert (x_height % self.scale == 0)
        y_height = x_height // self.scale

        y = x.transpose(axes=(0, 2, 3, 1))
        d2_split_seq = y.split(axis=2, num_outputs=(y.shape[2] // self.scale))
        d2_split_seq = [t.reshape(batch, y_height, y_channels) for t in d2_split_seq]
        y = F.stack(*d2_split_seq, axis=1)
        y = y.transpose(axes=(0, 3, 2, 1))
        return y
