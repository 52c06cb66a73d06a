"""Three problems in one scorer: a period fold of (B, 1, T) audio to `(b, 1, t // p, p)` after reflect padding computed from `t % p`, a Conformer-style relative shift by `F.zeros((b, h, t, 1))` and views from `b, h, t, n = s.shape`, and a SASRec causal mask from `np.tril` of the length wrapped by `nd.array`."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 1, 7)]


class Net(nn.HybridBlock):
    def __init__(self, period=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.p = period
        with self.name_scope():
            self.conv = nn.Conv2D(2, (3, 1), padding=(1, 0), in_channels=1)

    def _rel_shift(self, F, s):
        b, h, t, n = s.shape
        s = F.concat(F.zeros((b, h, t, 1)), s, dim=-1).reshape((b, h, n + 1, t))
        return s[:, :, 1:].reshape((b, h, t, n))[:, :, :, :n // 2 + 1]

    def hybrid_forward(self, F, x):
        b, c, t = x.shape
        if t % self.p:
            pad = self.p - t % self.p
            x = F.pad(x.reshape((b, c, 1, t)), mode='reflect', pad_width=(0, 0, 0, 0, 0, 0, 0, pad))
            t += pad
        f = self.conv(x.reshape((b, c, t // self.p, self.p)))
        scores = F.linalg.gemm2(f, f, transpose_b=True)
        T = scores.shape[2]
        rel = F.concat(scores, scores[:, :, :, 1:], dim=-1)
        scores = self._rel_shift(F, rel)
        mask = nd.array(np.tril(np.ones((T, T))))
        return F.softmax(scores * mask - 1e9 * (1 - mask), axis=-1)
