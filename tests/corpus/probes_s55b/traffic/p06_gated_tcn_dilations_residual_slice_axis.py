"""Gated temporal convolutions (Graph WaveNet): `(1, 2)` kernels with dilations from a python tuple, filter and gate from one conv by `F.split`, the residual cropped to the shorter output by `slice_axis(begin=dilation)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 5, 8)]


class GatedTCN(HybridBlock):
    def __init__(self, in_channels=2, channels=4, dilations=(1, 2, 1), **kwargs):
        super().__init__(**kwargs)
        self.dilations = dilations
        with self.name_scope():
            self.start = nn.Conv2D(channels, kernel_size=1, in_channels=in_channels)
            self.convs = nn.HybridSequential()
            for d in dilations:
                self.convs.add(nn.Conv2D(2 * channels, kernel_size=(1, 2), dilation=(1, d), in_channels=channels))

    def hybrid_forward(self, F, x):
        x = self.start(x)
        for i, d in enumerate(self.dilations):
            residual = x
            filt, gate = F.split(self.convs[i](x), num_outputs=2, axis=1)
            x = F.tanh(filt) * F.sigmoid(gate)
            x = x + F.slice_axis(residual, axis=3, begin=d, end=None)
        return x


Net = GatedTCN
