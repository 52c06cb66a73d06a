"""Temporal shift module: a fold of the channels moves one segment forward, a fold one segment back, the rest stays; frames of a clip are folded into the batch."""
from mxnet.gluon import nn


INPUTS = [(8, 16, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, num_segments=4, fold_div=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._seg = num_segments
        self._fold_div = fold_div
        with self.name_scope():
            self.conv = nn.Conv2D(16, 3, padding=1, in_channels=16)

    def hybrid_forward(self, F, x):
        nt, c, h, w = x.shape
        n = nt // self._seg
        x = x.reshape((n, self._seg, c, h, w))
        fold = c // self._fold_div
        left = F.concat(x[:, 1:, :fold], F.zeros((n, 1, fold, h, w)), dim=1)
        right = F.concat(F.zeros((n, 1, fold, h, w)), x[:, :-1, fold:2 * fold], dim=1)
        out = F.concat(left, right, x[:, :, 2 * fold:], dim=2)
        return self.conv(out.reshape((nt, c, h, w)))
