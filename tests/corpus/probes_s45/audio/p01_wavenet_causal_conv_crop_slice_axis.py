"""WaveNet causal dilated conv: symmetric padding of dilation*(k-1), the look-ahead cropped by slice_axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 32)]


class CausalConv1D(HybridBlock):
    def __init__(self, channels, kernel_size=2, dilation=1, in_channels=0, **kwargs):
        super().__init__(**kwargs)
        self._pad = dilation * (kernel_size - 1)
        with self.name_scope():
            self.conv = nn.Conv1D(channels, kernel_size, padding=self._pad, dilation=dilation,
                                  in_channels=in_channels)

    def hybrid_forward(self, F, x):
        y = self.conv(x)
        # conv padded both ends: drop the trailing `pad` steps so step t sees only <= t
        return F.slice_axis(y, axis=2, begin=0, end=-self._pad) if self._pad else y


class Net(HybridBlock):
    def __init__(self, channels=4, dilations=(1, 2, 4), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.stack = nn.HybridSequential()
            for d in dilations:
                self.stack.add(CausalConv1D(channels, dilation=d, in_channels=channels))

    def hybrid_forward(self, F, wave):
        return self.stack(wave)
