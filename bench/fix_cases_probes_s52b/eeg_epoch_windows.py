"""EEG epoching: each channel's recording cut into `n_windows` equal windows, a log-variance feature per window and channel."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 12)]


class Net(nn.HybridBlock):
    def __init__(self, n_windows=4, classes=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._n = n_windows
        with self.name_scope():
            self.out = nn.Dense(classes)

    def hybrid_forward(self, F, x):
        windows = x.reshape((x.shape[0], x.shape[1], self._n, -1))
        centred = F.broadcast_sub(windows, windows.mean(axis=3, keepdims=True))
        logvar = F.log((centred ** 2).mean(axis=3) + 1e-6)
        return self.out(logvar)
