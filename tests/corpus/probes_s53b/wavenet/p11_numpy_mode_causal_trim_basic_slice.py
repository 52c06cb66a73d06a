"""Numpy-mode causal conv: the symmetric padding trimmed with a basic slice `out[:, :, :-self.pad]` (legal on numpy-mode Symbols), gated by `F.np.tanh` and `F.npx.sigmoid`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 4, 16)]


class NumpyCausalGate(HybridBlock):
    def __init__(self, channels=4, dilation=2, **kwargs):
        super().__init__(**kwargs)
        self.pad = dilation
        with self.name_scope():
            self.filt = nn.Conv1D(channels, 2, dilation=dilation, padding=dilation)
            self.gate = nn.Conv1D(channels, 2, dilation=dilation, padding=dilation)

    def hybrid_forward(self, F, x):
        f = self.filt(x)[:, :, :-self.pad]
        g = self.gate(x)[:, :, :-self.pad]
        return x + F.np.tanh(f) * F.npx.sigmoid(g)


Net = NumpyCausalGate
