"""WaveNet causal conv that crops its output back to the input length read from `x.shape[-1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 32)]


class CausalConv1D(HybridBlock):
    def __init__(self, channels, kernel_size=2, dilation=1, in_channels=0, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(channels, kernel_size, padding=dilation * (kernel_size - 1),
                                  dilation=dilation, in_channels=in_channels)

    def hybrid_forward(self, F, x):
        length = x.shape[-1]
        return F.slice_axis(self.conv(x), axis=2, begin=0, end=length)


class Net(HybridBlock):
    def __init__(self, channels=4, dilations=(1, 2, 4), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.stack = nn.HybridSequential()
            for d in dilations:
                self.stack.add(CausalConv1D(channels, dilation=d, in_channels=channels))

    def hybrid_forward(self, F, wave):
        return self.stack(wave)
