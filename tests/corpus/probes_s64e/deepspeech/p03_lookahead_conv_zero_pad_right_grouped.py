"""DeepSpeech2 lookahead (row) convolution over time-major (T, N, H) RNN outputs: transposed to (N, H, T), padded on the right with `F.zeros_like` of a `slice_axis` of the configured context, then a depthwise `Conv1D(H, context + 1, groups=H)`, transposed back to (T, N, H)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(10, 2, 6)]


class Lookahead(HybridBlock):
    def __init__(self, hidden=6, context=2, **kwargs):
        super().__init__(**kwargs)
        self._ctx = context
        self.conv = nn.Conv1D(hidden, context + 1, groups=hidden, in_channels=hidden, use_bias=False)

    def hybrid_forward(self, F, x):
        y = x.transpose((1, 2, 0))
        pad = F.zeros_like(F.slice_axis(y, axis=2, begin=0, end=self._ctx))
        y = self.conv(F.concat(y, pad, dim=2))
        return F.relu(y.transpose((2, 0, 1)))


Net = Lookahead
