"""EMG features per window: the multichannel signal (B, C, L) cut to `n = x.shape[2] // self.win` whole
windows, read as `(x.shape[0], x.shape[1], n, self.win)`, the RMS and mean absolute value of each
window stacked as features and classified."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 17)]


class Net(nn.HybridBlock):
    def __init__(self, win=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.win = win
        with self.name_scope():
            self.cls = nn.Dense(5, in_units=24)

    def hybrid_forward(self, F, x):
        n = x.shape[2] // self.win
        w = x[:, :, :n * self.win].reshape((x.shape[0], x.shape[1], n, self.win))
        rms = F.sqrt((w ** 2).mean(axis=3) + 1e-6)
        mav = F.abs(w).mean(axis=3)
        feats = F.concat(rms, mav, dim=1)
        return self.cls(feats)
