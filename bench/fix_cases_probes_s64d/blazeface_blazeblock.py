"""BlazeFace's BlazeBlock (the PyTorch port, written for Gluon): a depthwise 3x3 (kernel_size=3, the port's default) then pointwise convolution;
with stride 2 the input is zero-padded right/bottom `F.pad(x, pad_width=(0, 0, 0, 0, 0, 2, 0, 2))` and
max-pooled for the skip path, and when the block widens the channels the skip is padded with zeros made as
`F.zeros((b, self.channel_pad, h, w))` from `b, c, h, w = x.shape`; the residual sum and ReLU."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=4, out_channels=8, stride=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.stride = stride
        self.channel_pad = out_channels - in_channels
        padding = 0 if stride == 2 else 1
        with self.name_scope():
            self.dw = nn.Conv2D(in_channels, 3, strides=stride, padding=padding, groups=in_channels,
                                in_channels=in_channels)
            self.pw = nn.Conv2D(out_channels, 1, in_channels=in_channels)
            self.pool = nn.MaxPool2D(stride, stride)

    def hybrid_forward(self, F, x):
        if self.stride == 2:
            h = F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, 0, 2, 0, 2))
            x = self.pool(x)
        else:
            h = x
        if self.channel_pad > 0:
            b, c, hh, ww = x.shape
            x = F.concat(x, F.zeros((b, self.channel_pad, hh, ww)), dim=1)
        return F.relu(self.pw(self.dw(h)) + x)
