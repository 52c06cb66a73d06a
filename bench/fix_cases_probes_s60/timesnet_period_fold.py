"""A TimesBlock's fold for one period given at construction: `B, T, N = x.shape`, the series padded with `F.zeros((B, length - T, N))` to a multiple of the period, reshaped to a `(B, length // p, p, N)` grid and permuted to channels first for a 2-D conv, then read back by `reshape((B, -1, N))[:, :T, :]`."""
from mxnet.gluon import nn


INPUTS = [(2, 10, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, period=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.period = period
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x):
        B, T, N = x.shape
        p = self.period
        if T % p != 0:
            length = (T // p + 1) * p
            pad = F.zeros((B, length - T, N))
            out = F.concat(x, pad, dim=1)
        else:
            length = T
            out = x
        out = out.reshape((B, length // p, p, N)).transpose((0, 3, 1, 2))
        out = self.conv(out)
        out = out.transpose((0, 2, 3, 1)).reshape((B, -1, N))
        return out[:, :T, :]
