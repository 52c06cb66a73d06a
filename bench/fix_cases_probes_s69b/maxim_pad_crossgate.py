"""MAXIM's cross-gating block around a padded input: the NCHW image padded at the bottom and right to a
multiple of the block size (`h_pad = (self.block - h % self.block) % self.block` from `h, w = x.shape[2:]`,
reflect pad), two branches (the features and the skip) each projected and gated by the other's
activation (`x * gy`, `y * gx` as CrossGatingBlock), residuals, and the output cropped back to the input
size `out[:, :, :h, :w]`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 5, 6), (2, 4, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, block=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.block = block
        with self.name_scope():
            self.conv_x = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.conv_y = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.gate_x = nn.Conv2D(channels, 1, in_channels=channels)
            self.gate_y = nn.Conv2D(channels, 1, in_channels=channels)
            self.proj_x = nn.Conv2D(channels, 1, in_channels=channels)
            self.proj_y = nn.Conv2D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x, y):
        h, w = x.shape[2:]
        h_pad = (self.block - h % self.block) % self.block
        w_pad = (self.block - w % self.block) % self.block
        xp = F.pad(x, mode='reflect', pad_width=(0, 0, 0, 0, 0, h_pad, 0, w_pad))
        yp = F.pad(y, mode='reflect', pad_width=(0, 0, 0, 0, 0, h_pad, 0, w_pad))
        sx, sy = xp, yp
        xp = F.relu(self.conv_x(xp))
        yp = F.relu(self.conv_y(yp))
        gx = F.sigmoid(self.gate_x(xp))
        gy = F.sigmoid(self.gate_y(yp))
        xp = self.proj_x(xp * gy) + sx
        yp = self.proj_y(yp * gx) + sy
        return xp[:, :, :h, :w], yp[:, :, :h, :w]
