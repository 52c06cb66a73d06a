"""DeepSpeech2 lookahead conv in numpy mode (`@use_np` class, `hybrid_forward` with `F.np`): the (T, N, H) input transposed by `x.transpose(1, 2, 0)`, right-padded by `F.np.concatenate` with `F.np.zeros_like(y[:, :, :ctx])`, the conv output cut back by the basic slice `y[:, :, :self._t]` and the last frame `y[:, :, -1]` -- numpy basic indexing a numpy Symbol takes."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(6, 2, 4)]


@use_np
class NumpyLookahead(HybridBlock):
    def __init__(self, hidden=4, context=2, t=6, **kwargs):
        super().__init__(**kwargs)
        self._ctx, self._t = context, t
        self.conv = nn.Conv1D(hidden, context + 1, groups=hidden, in_channels=hidden, use_bias=False)

    def hybrid_forward(self, F, x):
        y = x.transpose(1, 2, 0)
        y = self.conv(F.np.concatenate([y, F.np.zeros_like(y[:, :, :self._ctx])], axis=2))
        return y[:, :, :self._t].transpose(2, 0, 1), y[:, :, -1]


Net = NumpyLookahead
