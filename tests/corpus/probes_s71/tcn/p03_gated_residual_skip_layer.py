"""WaveNet residual layer: left padding by concatenating zeros (`zeros_like` of a constructor-sized
slice), a dilated conv to 2C, the gated unit `tanh(a) * sigmoid(b)` from `F.split`, 1x1 residual and skip
convs, returning `(x + res, skip)` as a tuple."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 9)]


class GatedLayer(HybridBlock):
    def __init__(self, channels=4, dilation=2, **kwargs):
        super().__init__(**kwargs)
        self.pad = dilation
        with self.name_scope():
            self.dil = nn.Conv1D(2 * channels, 2, dilation=dilation)
            self.res = nn.Conv1D(channels, 1)
            self.skip = nn.Conv1D(channels, 1)

    def hybrid_forward(self, F, x):
        left = F.zeros_like(F.slice_axis(x, axis=2, begin=0, end=self.pad))
        h = self.dil(F.concat(left, x, dim=2))
        a, b = F.split(h, num_outputs=2, axis=1)
        z = F.tanh(a) * F.sigmoid(b)
        return x + self.res(z), self.skip(z)


Net = GatedLayer
