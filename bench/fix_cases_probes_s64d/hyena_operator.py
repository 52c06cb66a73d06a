"""The Hyena operator (order 2): an input projection to 3 * d, a short depthwise causal convolution whose
padded tail is cut by `uc[:, :, :L]` with `L = x.shape[1]`, the three streams split, the value gated by the
first, a long convolution by an explicit filter parameter cropped to the sequence length (`k[:, :L]`), done
by `fftconv` (a module helper with DFT tables as in the reference `fftconv_ref`), gated by the second stream
and projected out."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 6, 4)]


def fftconv(u, k, D):
    seqlen = u.shape[-1]
    n = 2 * seqlen
    idx = np.arange(n)
    cos = nd.array(np.cos(2 * np.pi * np.outer(idx, idx) / n))
    sin = nd.array(np.sin(2 * np.pi * np.outer(idx, idx) / n))
    u_pad = nd.concat(u, nd.zeros(u.shape), dim=-1)
    k_pad = nd.concat(k, nd.zeros(k.shape), dim=-1)
    ur, ui = nd.dot(u_pad, cos), -nd.dot(u_pad, sin)
    kr, ki = nd.dot(k_pad, cos), -nd.dot(k_pad, sin)
    yr, yi = ur * kr - ui * ki, ur * ki + ui * kr
    y = (nd.dot(yr, cos) - nd.dot(yi, sin)) / n
    return y[..., :seqlen] + u * D.reshape((1, -1, 1))


class Net(nn.HybridBlock):
    def __init__(self, d_model=4, l_max=10, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.in_proj = nn.Dense(3 * d_model, in_units=d_model, flatten=False)
            self.out_proj = nn.Dense(d_model, in_units=d_model, flatten=False)
            self.short = nn.Conv1D(3 * d_model, 3, padding=2, groups=3 * d_model, in_channels=3 * d_model)
            self.k = self.params.get('k', shape=(d_model, l_max), init='normal')
            self.bias = self.params.get('bias', shape=(d_model,), init='ones')

    def hybrid_forward(self, F, x, k, bias):
        L = x.shape[1]
        u = self.in_proj(x).transpose((0, 2, 1))
        uc = self.short(u)[:, :, :L]
        x1, x2, v = F.split(uc, num_outputs=3, axis=1)
        v = v * x1
        y = fftconv(v, k[:, :L], bias)
        y = y * x2
        return self.out_proj(y.transpose((0, 2, 1)))
