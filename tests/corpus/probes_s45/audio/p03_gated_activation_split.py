"""WaveNet residual block: gated activation tanh(f) * sigmoid(g) with the filter/gate split by num_outputs."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 20), (2, 3, 20)]


class ResidualBlock(HybridBlock):
    def __init__(self, channels=6, cond_channels=3, dilation=2, **kwargs):
        super().__init__(**kwargs)
        self._pad = dilation
        with self.name_scope():
            self.dilated = nn.Conv1D(2 * channels, 2, padding=dilation, dilation=dilation,
                                     in_channels=channels)
            self.cond = nn.Conv1D(2 * channels, 1, in_channels=cond_channels)
            self.res = nn.Conv1D(channels, 1, in_channels=channels)
            self.skip = nn.Conv1D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x, c):
        h = F.slice_axis(self.dilated(x), axis=2, begin=0, end=-self._pad) + self.cond(c)
        filt, gate = F.split(h, num_outputs=2, axis=1)
        z = F.tanh(filt) * F.sigmoid(gate)
        return (x + self.res(z)) * 0.7071, self.skip(z)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.block = ResidualBlock()

    def hybrid_forward(self, F, x, c):
        out, skip = self.block(x, c)
        return out, skip
