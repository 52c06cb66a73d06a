"""S4D's kernel (the diagonal state-space layer, real variant): A = -exp(log_A_real) per (H, N),
the step dt = exp(log_dt) per channel, the kernel of length L = u.shape[-1] as the Vandermonde
product `K[h, l] = sum_n C[h, n] * B_bar[h, n] * exp(dt[h] * A[h, n] * l)` over `F.arange(L)`, and the
long convolution done as a causal depthwise convolution whose kernel size is the sequence length
(the input left-padded by L - 1 zeros), plus the skip term D."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 3, 7)]


class Net(nn.HybridBlock):
    def __init__(self, d_model=3, d_state=4, dt_min=0.01, dt_max=0.1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.h = d_model
        with self.name_scope():
            self.log_dt = self.params.get('log_dt', shape=(d_model, 1), init=mx.init.Uniform(0.5))
            self.log_A_real = self.params.get('log_A_real', shape=(d_model, d_state), init=mx.init.Constant(-0.7))
            self.C = self.params.get('C', shape=(d_model, d_state), init=mx.init.Normal(0.5))
            self.D = self.params.get('D', shape=(1, d_model, 1), init=mx.init.One())

    def hybrid_forward(self, F, u, log_dt, log_A_real, C, D):
        L = u.shape[-1]
        dt = F.exp(log_dt - 2.5)
        A = -F.exp(log_A_real)
        dtA = F.broadcast_mul(A, dt)
        B_bar = (F.exp(dtA) - 1.) / A
        pos = F.arange(L).reshape((1, 1, -1))
        K = F.broadcast_mul(dtA.expand_dims(-1), pos).exp()
        K = F.broadcast_mul((C * B_bar).expand_dims(-1), K).sum(axis=1)
        weight = K.flip(axis=1).expand_dims(1)
        u_pad = F.concat(F.zeros_like(u).slice_axis(axis=-1, begin=1, end=None), u, dim=-1)
        y = F.Convolution(u_pad, weight=weight, kernel=(L,), num_filter=self.h, num_group=self.h, no_bias=True)
        return y + F.broadcast_mul(u, D)
