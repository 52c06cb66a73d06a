"""FNet token mixing `Re(FFT2(x))` written with DFT matrices held by `get_constant`: `Re(F_L X F_d) = C_L X C_d - S_L X S_d`, the hidden axis by `F.dot(x, C_d)`, the sequence axis by `batch_dot` of the (L, L) matrix spread over the batch with `broadcast_like(..., lhs_axes=(0,), rhs_axes=(0,))`."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4)]


def dft(n):
    k = np.arange(n)
    ang = 2 * np.pi * np.outer(k, k) / n
    return np.cos(ang).astype("float32"), np.sin(ang).astype("float32")


class FourierMixing(HybridBlock):
    def __init__(self, seq_len=6, units=4, **kwargs):
        super(FourierMixing, self).__init__(**kwargs)
        cl, sl = dft(seq_len)
        cd, sd = dft(units)
        with self.name_scope():
            self.cl = self.params.get_constant("cl", cl)
            self.sl = self.params.get_constant("sl", sl)
            self.cd = self.params.get_constant("cd", cd)
            self.sd = self.params.get_constant("sd", sd)

    def hybrid_forward(self, F, x, cl, sl, cd, sd):
        cl_b = F.broadcast_like(cl.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        sl_b = F.broadcast_like(sl.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        return F.batch_dot(cl_b, F.dot(x, cd)) - F.batch_dot(sl_b, F.dot(x, sd))


Net = FourierMixing
