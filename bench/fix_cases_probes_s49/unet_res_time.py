"""Diffusion ResBlock: group-normed convolution, the projected time embedding broadcast over space, a skip convolution."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 4, 4), (2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=4, channels=6, temb=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.GroupNorm(2)
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=in_channels)
            self.temb = nn.Dense(channels, in_units=temb)
            self.skip = nn.Conv2D(channels, 1, in_channels=in_channels)

    def hybrid_forward(self, F, x, t_emb):
        h = self.conv(F.relu(self.norm(x)))
        h = h + self.temb(t_emb).reshape((x.shape[0], -1, 1, 1))
        if x.shape[1] != h.shape[1]:
            x = self.skip(x)
        return x + h
