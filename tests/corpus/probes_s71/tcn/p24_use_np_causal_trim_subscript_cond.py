"""Numpy-mode causal convolution (`@use_np`): the right end cut by the basic subscript
`out[:, :, :-self.pad]`, global conditioning added by `h + np.expand_dims(cond, 2)` (numpy broadcasting)."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 4, 9), (2, 3)]


@use_np
class NumpyCausal(HybridBlock):
    def __init__(self, channels=4, kernel=2, dilation=2, **kwargs):
        super().__init__(**kwargs)
        self.pad = (kernel - 1) * dilation
        with self.name_scope():
            self.conv = nn.Conv1D(channels, kernel, padding=self.pad, dilation=dilation)
            self.cond = nn.Dense(channels)

    def hybrid_forward(self, F, x, g):
        out = self.conv(x)[:, :, :-self.pad]
        return F.np.tanh(out + F.np.expand_dims(self.cond(g), 2))


Net = NumpyCausal
