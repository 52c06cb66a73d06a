"""Rolling-window trend features: the mean of each window of `window` days, slid along the series, minus the last price."""
from mxnet.gluon import nn


INPUTS = [(2, 8)]


class Net(nn.HybridBlock):
    def __init__(self, window=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.window = window

    def hybrid_forward(self, F, x):
        w = self.window
        means = []
        for i in range(x.shape[1] - w + 1):
            means.append(x[:, i:i + w].mean(axis=1))
        rolled = F.stack(*means, axis=1)
        return rolled - x[:, w - 1:]
