"""Temporal shift on a (N, C, T) sequence followed by a causal dilated conv: the shifted folds padded with zeros sized from the input, the conv output chomped."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 6)]


class Net(nn.HybridBlock):
    def __init__(self, fold_div=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._fold_div = fold_div
        with self.name_scope():
            self.conv = nn.Conv1D(8, 2, dilation=1, padding=1, in_channels=8)

    def hybrid_forward(self, F, x):
        n, c, t = x.shape
        fold = c // self._fold_div
        pad = F.zeros((n, fold, 1))
        fwd = F.concat(x[:, :fold, 1:], pad, dim=2)
        bwd = F.concat(pad, x[:, fold:2 * fold, :-1], dim=2)
        x = F.concat(fwd, bwd, x[:, 2 * fold:], dim=1)
        return self.conv(x)[:, :, :t]
