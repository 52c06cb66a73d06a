"""Uformer's locally-enhanced feed-forward and its down/up sampling on the token map: a Dense, GELU, the
tokens (B, L, C) restored to the (B, C, hh, hh) map by reshape (`hh = int(math.sqrt(hw))`), a depthwise
3x3 conv, flattened back, a second Dense; then a strided 4x4 conv downsampling (B, C, H, W) -> (B, 2C, H/2,
W/2) and a 2x2 transposed conv upsampling back, each on the map rebuilt from the unpacked token shape."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 16, 4)]


class LeFF(nn.HybridBlock):
    def __init__(self, dim, hidden_dim, **kwargs):
        super(LeFF, self).__init__(**kwargs)
        with self.name_scope():
            self.linear1 = nn.Dense(hidden_dim, in_units=dim, flatten=False)
            self.dwconv = nn.Conv2D(hidden_dim, 3, padding=1, groups=hidden_dim, in_channels=hidden_dim)
            self.linear2 = nn.Dense(dim, in_units=hidden_dim, flatten=False)

    def hybrid_forward(self, F, x):
        bs, hw, c = x.shape
        hh = int(math.sqrt(hw))
        x = F.LeakyReLU(self.linear1(x), act_type='gelu')
        x = x.transpose((0, 2, 1)).reshape((bs, -1, hh, hh))
        x = F.LeakyReLU(self.dwconv(x), act_type='gelu')
        x = x.reshape((bs, -1, hh * hh)).transpose((0, 2, 1))
        return self.linear2(x)


class Downsample(nn.HybridBlock):
    def __init__(self, in_channel, out_channel, **kwargs):
        super(Downsample, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(out_channel, 4, strides=2, padding=1, in_channels=in_channel)

    def hybrid_forward(self, F, x):
        B, L, C = x.shape
        H = int(math.sqrt(L))
        W = int(math.sqrt(L))
        x = x.transpose((0, 2, 1)).reshape((B, C, H, W))
        out = self.conv(x).flatten().reshape((B, -1, (H // 2) * (W // 2))).transpose((0, 2, 1))
        return out


class Upsample(nn.HybridBlock):
    def __init__(self, in_channel, out_channel, **kwargs):
        super(Upsample, self).__init__(**kwargs)
        with self.name_scope():
            self.deconv = nn.Conv2DTranspose(out_channel, 2, strides=2, in_channels=in_channel)

    def hybrid_forward(self, F, x):
        B, L, C = x.shape
        H = int(math.sqrt(L))
        W = int(math.sqrt(L))
        x = x.transpose((0, 2, 1)).reshape((B, C, H, W))
        out = self.deconv(x)
        return out.reshape((B, out.shape[1], -1)).transpose((0, 2, 1))


class Net(nn.HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.leff = LeFF(dim, 2 * dim)
            self.down = Downsample(dim, 2 * dim)
            self.up = Upsample(2 * dim, dim)

    def hybrid_forward(self, F, x):
        x = x + self.leff(x)
        skip = x
        x = self.up(self.down(x))
        return F.concat(x, skip, dim=2)
