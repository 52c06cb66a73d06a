"""DeepSpeech2's Lookahead (row) convolution: time-major `(T, N, H)` moved to `(N, H, T)`, padded on
the right by `context - 1` zero steps `F.zeros((n, h, self.context - 1))` from the unpacked
`t, n, h = x.shape`, a depthwise Conv1D of width `context`, back to `(T, N, H)` with hardtanh."""
from mxnet.gluon import nn


INPUTS = [(6, 2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, d=4, context=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.context = context
        with self.name_scope():
            self.conv = nn.Conv1D(d, context, groups=d, in_channels=d, use_bias=False)

    def hybrid_forward(self, F, x):
        t, n, h = x.shape
        x = x.transpose((1, 2, 0))
        x = F.concat(x, F.zeros((n, h, self.context - 1)), dim=2)
        x = self.conv(x)
        x = x.transpose((2, 0, 1))
        return F.clip(x, 0, 20)
