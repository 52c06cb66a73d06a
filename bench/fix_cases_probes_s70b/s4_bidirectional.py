"""The bidirectional S4 convolution: the generator gives 2H kernels of the configured length, split
into the forward and the backward halves, the backward one flipped (`k1[:, ::-1]` as the port of
`k1.flip(-1)`) and the two placed on a 2L-long kernel (`F.concat(k0, zeros, k1_flipped)`), then a
circular convolution of the zero-padded input by an explicit Toeplitz gather (indices `(i - j) % 2L`
built from `nd.arange`), truncated to L, with the skip D term."""
import mxnet as mx
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, d_model=3, l_max=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.l_max = l_max
        with self.name_scope():
            self.kernel = self.params.get('kernel', shape=(2 * d_model, l_max), init=mx.init.Normal(0.3))
            self.D = self.params.get('D', shape=(1, d_model, 1), init=mx.init.One())

    def hybrid_forward(self, F, u, kernel, D):
        L = self.l_max
        k0, k1 = F.split(kernel, num_outputs=2, axis=0)
        k = F.concat(k0, F.zeros_like(k0), k1[:, ::-1], dim=-1)
        idx = (nd.arange(2 * L).reshape((-1, 1)) - nd.arange(2 * L).reshape((1, -1))) % (2 * L)
        T = F.take(k, idx, axis=1)
        x = F.concat(u, F.zeros_like(u), dim=-1)
        y = F.batch_dot(T, x.transpose((1, 2, 0))).transpose((2, 0, 1))
        return y.slice_axis(axis=-1, begin=0, end=L) + F.broadcast_mul(u, D)
