"""WaveNet residual block: a dilated kernel-2 `Conv1D` padded by the dilation on both sides and trimmed back to causal with `F.slice_axis(..., end=-self.dilation)`, gated `tanh * sigmoid` of the two `F.split` halves, 1x1 residual and skip outputs."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 16)]


class ResidualBlock(HybridBlock):
    def __init__(self, channels=4, dilation=2, **kwargs):
        super().__init__(**kwargs)
        self.dilation = dilation
        with self.name_scope():
            self.dilated = nn.Conv1D(2 * channels, 2, dilation=dilation, padding=dilation)
            self.res = nn.Conv1D(channels, 1)
            self.skip = nn.Conv1D(channels, 1)

    def hybrid_forward(self, F, x):
        h = F.slice_axis(self.dilated(x), axis=2, begin=0, end=-self.dilation)
        filt, gate = F.split(h, num_outputs=2, axis=1)
        z = F.tanh(filt) * F.sigmoid(gate)
        return x + self.res(z), self.skip(z)


Net = ResidualBlock
