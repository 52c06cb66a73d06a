"""A neural process over video frames for interpolation: the context frames' encodings averaged over the set, time stamps of the targets as `F.arange(n_t) / (n_t - 1)` with n_t from `tgt_t.shape[1]`, the representation broadcast to the targets, and each target blended between the first and last context frame by its time inside a loop."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4), (2, 4, 1)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(5, in_units=4, flatten=False, activation='relu')
            self.dec = nn.Dense(4, in_units=6, flatten=False)

    def hybrid_forward(self, F, frames, tgt_t):
        n_t = tgt_t.shape[1]
        r = self.enc(frames).mean(axis=1, keepdims=True).broadcast_to((frames.shape[0], n_t, 5))
        ts = (F.arange(n_t) / (n_t - 1)).reshape((1, n_t, 1)).broadcast_to((frames.shape[0], n_t, 1))
        res = self.dec(F.concat(r, ts, dim=2))
        outs = []
        for i in range(n_t):
            t = i / float(n_t - 1)
            outs.append((1 - t) * frames[:, 0] + t * frames[:, -1] + res[:, i])
        return F.stack(*outs, axis=1)
