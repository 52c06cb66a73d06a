"""Conv-TasNet TCN separator: a python loop over X blocks with dilation 2**i, each a 1x1 conv, PReLU, depthwise Conv1D (groups = channels, padding = dilation) and a 1x1 conv back, adding residual and summing skip outputs with plain `+` on equal shapes."""
from mxnet.gluon import HybridBlock, nn


INPUTS = [(2, 8, 12)]


class DepthwiseBlock(HybridBlock):
    def __init__(self, channels, hidden, dilation, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.inp = nn.Conv1D(hidden, 1, in_channels=channels)
            self.act = nn.PReLU()
            self.dw = nn.Conv1D(hidden, 3, padding=dilation, dilation=dilation, groups=hidden,
                                in_channels=hidden)
            self.res = nn.Conv1D(channels, 1, in_channels=hidden)
            self.skip = nn.Conv1D(channels, 1, in_channels=hidden)

    def hybrid_forward(self, F, x):
        h = self.dw(self.act(self.inp(x)))
        return x + self.res(h), self.skip(h)


class TCN(HybridBlock):
    def __init__(self, channels=8, hidden=12, num_blocks=3, **kwargs):
        super().__init__(**kwargs)
        self._num_blocks = num_blocks
        with self.name_scope():
            for i in range(num_blocks):
                setattr(self, "block%d" % i, DepthwiseBlock(channels, hidden, 2 ** i))

    def hybrid_forward(self, F, x):
        skip_sum = None
        for i in range(self._num_blocks):
            x, skip = getattr(self, "block%d" % i)(x)
            skip_sum = skip if skip_sum is None else skip_sum + skip
        return skip_sum


Net = TCN
