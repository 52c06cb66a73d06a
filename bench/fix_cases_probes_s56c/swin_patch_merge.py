"""Swin patch merging: the four 2x2 neighbours taken with step-2 slices `x[:, 0::2, 0::2]` ..., concatenated on channels, flattened to (B, H/2 * W/2, 4C) from the unpacked shape, normed and reduced."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.LayerNorm(in_channels=12)
            self.reduce = nn.Dense(6, in_units=12, use_bias=False, flatten=False)

    def hybrid_forward(self, F, x):
        B, H, W, C = x.shape
        x0 = x[:, 0::2, 0::2, :]
        x1 = x[:, 1::2, 0::2, :]
        x2 = x[:, 0::2, 1::2, :]
        x3 = x[:, 1::2, 1::2, :]
        x = F.concat(x0, x1, x2, x3, dim=-1).reshape((B, (H // 2) * (W // 2), 4 * C))
        return self.reduce(self.norm(x))
