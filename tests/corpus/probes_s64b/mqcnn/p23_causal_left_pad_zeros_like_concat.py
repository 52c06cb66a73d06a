"""MQ-CNN causal convolution by explicit left padding: `pad = F.zeros_like(F.slice_axis(x, axis=2, begin=0, end=(k - 1) * d))` concatenated before the (N, C, T) input on the time axis, then an unpadded dilated Conv1D -- the output keeps the input length."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12)]


class LeftPadCausal(HybridBlock):
    def __init__(self, channels=4, dilation=2, kernel=3, **kwargs):
        super().__init__(**kwargs)
        self._p = (kernel - 1) * dilation
        with self.name_scope():
            self.inp = nn.Conv1D(channels, 1)
            self.conv = nn.Conv1D(channels, kernel, dilation=dilation)

    def hybrid_forward(self, F, target):
        x = self.inp(target.expand_dims(1))
        pad = F.zeros_like(F.slice_axis(x, axis=2, begin=0, end=self._p))
        return x + F.relu(self.conv(F.concat(pad, x, dim=2)))


Net = LeftPadCausal
