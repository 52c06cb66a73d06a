"""An S4 layer's FFT convolution written with DFT matrices (no FFT operator in the port): the kernel
K (H, L) from a stand-in generator, the DFT and inverse-DFT cos/sin matrices of size 2L built per
call with numpy (`n = np.arange(2 * L)`, `L = u.shape[-1]`) and handed in by `nd.array`, the
product in the frequency domain on real and imaginary parts, the skip term D, and the GLU output projection."""
import numpy as np
import mxnet as mx
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, d_model=4, l_max=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.kernel = self.params.get('kernel', shape=(d_model, l_max), init=mx.init.Normal(0.3))
            self.D = self.params.get('D', shape=(d_model, 1), init=mx.init.One())
            self.output_linear = nn.Conv1D(2 * d_model, 1, in_channels=d_model)

    def hybrid_forward(self, F, u, kernel, D):
        L = u.shape[-1]
        n = np.arange(2 * L)
        ang = 2 * np.pi * np.outer(n, n) / (2 * L)
        cos, sin = nd.array(np.cos(ang)), nd.array(np.sin(ang))
        k = F.concat(kernel, F.zeros_like(kernel), dim=-1)
        x = F.concat(u, F.zeros_like(u), dim=-1)
        k_re, k_im = F.dot(k, cos), -F.dot(k, sin)
        x_re, x_im = F.dot(x, cos), -F.dot(x, sin)
        y_re = F.broadcast_mul(x_re, k_re) - F.broadcast_mul(x_im, k_im)
        y_im = F.broadcast_mul(x_re, k_im) + F.broadcast_mul(x_im, k_re)
        y = (F.dot(y_re, cos) - F.dot(y_im, sin)) / (2 * L)
        y = y.slice_axis(axis=-1, begin=0, end=L) + F.broadcast_mul(u, D)
        a, b = F.split(self.output_linear(F.LeakyReLU(y, act_type='gelu')), num_outputs=2, axis=1)
        return a * F.sigmoid(b)
