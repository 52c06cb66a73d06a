"""HiFi-GAN multi-receptive-field fusion: residual blocks of kernels 3/5/7 summed by a python loop and divided by `len(self.kernels)` (a python list of the configuration)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 12)]


class ResBlock(HybridBlock):
    def __init__(self, channels, kernel, dilations=(1, 3), **kwargs):
        super(ResBlock, self).__init__(**kwargs)
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for d in dilations:
                self.convs.add(nn.Conv1D(channels, kernel, dilation=d, padding=d * (kernel - 1) // 2,
                                         in_channels=channels))

    def hybrid_forward(self, F, x):
        for conv in self.convs:
            x = x + conv(F.LeakyReLU(x, slope=0.1))
        return x


class MRF(HybridBlock):
    def __init__(self, channels=4, kernels=(3, 5, 7), **kwargs):
        super(MRF, self).__init__(**kwargs)
        self.kernels = list(kernels)
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for k in self.kernels:
                self.blocks.add(ResBlock(channels, k))

    def hybrid_forward(self, F, x):
        out = None
        for block in self.blocks:
            y = block(x)
            out = y if out is None else out + y
        return out / len(self.kernels)


Net = MRF
