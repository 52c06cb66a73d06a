"""Hyena's long convolution by FFT, written with DFT matrices (contrib.fft runs on GPU only): the implicit
filter of length L made from positional features of `t = nd.arange(L) / L` (L read as `u.shape[2]`) by a
small MLP, windowed by an exponential decay; input and filter zero-padded to 2L by concatenating zeros, the
real DFT by `dot` with numpy cos/sin tables of size 2L made in forward, the product in the frequency
domain, the inverse, cropped back to L by a legacy slice, plus the skip term `u * D`."""
import math

import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 8)]


class Net(nn.HybridBlock):
    def __init__(self, d_model=4, emb_dim=3, order=8, decay=2.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.decay = decay
        self.bands = emb_dim // 2 + 1
        with self.name_scope():
            self.implicit = nn.HybridSequential()
            self.implicit.add(nn.Dense(order, in_units=2 * self.bands + 1, flatten=False, activation='tanh'),
                              nn.Dense(d_model, in_units=order, flatten=False))
            self.D = self.params.get('D', shape=(d_model,), init='ones')

    def hybrid_forward(self, F, u, D):
        b, d, L = u.shape
        t = nd.arange(L).reshape((L, 1)) / L
        freqs = nd.arange(1, self.bands + 1).reshape((1, -1))
        z = F.concat(t, F.sin(2 * math.pi * t * freqs), F.cos(2 * math.pi * t * freqs), dim=1)
        h = self.implicit(z) * F.exp(-self.decay * t)           # (L, d)
        h = h.transpose()
        n = 2 * L
        k = np.arange(n)
        cos = nd.array(np.cos(2 * np.pi * np.outer(k, k) / n))
        sin = nd.array(np.sin(2 * np.pi * np.outer(k, k) / n))
        u_pad = F.concat(u, F.zeros((b, d, L)), dim=2)
        h_pad = F.concat(h, F.zeros((d, L)), dim=1)
        ur, ui = F.dot(u_pad, cos), -F.dot(u_pad, sin)
        hr, hi = F.dot(h_pad, cos), -F.dot(h_pad, sin)
        yr = ur * hr - ui * hi
        yi = ur * hi + ui * hr
        y = (F.dot(yr, cos) - F.dot(yi, sin)) / n
        y = y[:, :, :L]
        return y + u * D.reshape((1, -1, 1))
