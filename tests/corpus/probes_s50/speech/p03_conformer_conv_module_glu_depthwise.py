"""Conformer convolution module: LayerNorm, a pointwise Dense to 2C, GLU by `F.split` halves, a depthwise Conv1D over time after transposing to (N, C, T), BatchNorm, swish, pointwise back and a residual."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 8)]


class ConformerConv(HybridBlock):
    def __init__(self, channels=8, kernel_size=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.LayerNorm(in_channels=channels)
            self.pw1 = nn.Dense(2 * channels, flatten=False, in_units=channels)
            self.dw = nn.Conv1D(channels, kernel_size, padding=kernel_size // 2, groups=channels,
                                in_channels=channels)
            self.bn = nn.BatchNorm(in_channels=channels)
            self.pw2 = nn.Dense(channels, flatten=False, in_units=channels)

    def hybrid_forward(self, F, x):
        value, gate = F.split(self.pw1(self.norm(x)), num_outputs=2, axis=-1)
        h = value * F.sigmoid(gate)
        h = self.bn(self.dw(F.transpose(h, axes=(0, 2, 1))))
        h = h * F.sigmoid(h)
        return x + self.pw2(F.transpose(h, axes=(0, 2, 1)))


Net = ConformerConv
