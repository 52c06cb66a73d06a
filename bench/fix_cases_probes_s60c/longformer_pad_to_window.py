"""Longformer's padding before windowed attention: the sequence length `t = x.shape[1]` padded up to a
multiple of the attention window with `F.zeros((n, pad, d))` concatenated on the time axis, chunked by
`reshape((n, -1, w, d))`, attended within each chunk and cut back with `[:, :t]`."""
import math
from mxnet.gluon import nn


INPUTS = [(2, 7, 4)]


class Net(nn.HybridBlock):
    def __init__(self, d=4, window=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.window = window
        with self.name_scope():
            self.qkv = nn.Dense(3 * d, in_units=d, flatten=False)

    def hybrid_forward(self, F, x):
        n, t, d = x.shape
        w = self.window
        pad = (w - t % w) % w
        if pad > 0:
            x = F.concat(x, F.zeros((n, pad, d)), dim=1)
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        q = q.reshape((-1, w, d))
        k = k.reshape((-1, w, d))
        v = v.reshape((-1, w, d))
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) / math.sqrt(d), axis=-1)
        out = F.batch_dot(att, v).reshape((n, -1, d))
        return out[:, :t]
