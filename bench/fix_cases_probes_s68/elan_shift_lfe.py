"""ELAN's local feature extraction with shift convolution: ShiftConv2d1's fixed depthwise 3x3 weight that
moves channel groups by one pixel left, right, up and down (the fifth group kept), built once with
`nd.zeros` and slice assignments and held on the block, applied by `F.Convolution` with the input's
channel count as groups, then a 1x1 conv; LFE = shift conv, ReLU, shift conv; the network's mean shift
`x - nd.array(rgb_mean).reshape((1, 3, 1, 1))`, a head conv, two LFE blocks with residuals and the
sub-pixel tail written by hand (`reshape((B, C // r ** 2, r, r, H, W))` from the unpacked shape)."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 6)]


class ShiftConv2d1(nn.HybridBlock):
    def __init__(self, inp_channels, out_channels, **kwargs):
        super(ShiftConv2d1, self).__init__(**kwargs)
        self.inp_channels = inp_channels
        self.n_div = 5
        g = inp_channels // self.n_div
        self.weight = nd.zeros((inp_channels, 1, 3, 3))
        self.weight[0 * g:1 * g, 0, 1, 2] = 1.0
        self.weight[1 * g:2 * g, 0, 1, 0] = 1.0
        self.weight[2 * g:3 * g, 0, 2, 1] = 1.0
        self.weight[3 * g:4 * g, 0, 0, 1] = 1.0
        self.weight[4 * g:, 0, 1, 1] = 1.0
        with self.name_scope():
            self.conv1x1 = nn.Conv2D(out_channels, 1, in_channels=inp_channels)

    def hybrid_forward(self, F, x):
        y = F.Convolution(x, self.weight, no_bias=True, kernel=(3, 3), pad=(1, 1),
                          num_filter=self.inp_channels, num_group=self.inp_channels)
        return self.conv1x1(y)


class LFE(nn.HybridBlock):
    def __init__(self, channels, exp_ratio=2, **kwargs):
        super(LFE, self).__init__(**kwargs)
        with self.name_scope():
            self.conv0 = ShiftConv2d1(channels, channels * exp_ratio)
            self.conv1 = ShiftConv2d1(channels * exp_ratio, channels)

    def hybrid_forward(self, F, x):
        y = self.conv0(x)
        y = F.relu(y)
        return self.conv1(y)


def pixel_shuffle(x, r):
    B, C, H, W = x.shape
    x = x.reshape((B, C // r ** 2, r, r, H, W)).transpose((0, 1, 4, 2, 5, 3))
    return x.reshape((B, C // r ** 2, H * r, W * r))


class Net(nn.HybridBlock):
    def __init__(self, colors=3, c_elan=10, scale=2, rgb_mean=(0.4488, 0.4371, 0.4040), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.scale = scale
        self.rgb_mean = rgb_mean
        with self.name_scope():
            self.head = nn.Conv2D(c_elan, 3, padding=1, in_channels=colors)
            self.body = nn.HybridSequential()
            for _ in range(2):
                self.body.add(LFE(c_elan))
            self.tail = nn.Conv2D(colors * scale * scale, 3, padding=1, in_channels=c_elan)

    def hybrid_forward(self, F, x):
        mean = nd.array(self.rgb_mean).reshape((1, 3, 1, 1))
        x = x - mean
        x = self.head(x)
        res = x
        for blk in self.body:
            res = res + blk(res)
        res = res + x
        x = pixel_shuffle(self.tail(res), self.scale)
        return x + mean
