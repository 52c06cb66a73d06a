"""FNet hidden-axis DFT as `F.FullyConnected(x, cd, no_bias=True, num_hidden=d, flatten=False)` with the cosine matrix a `get_constant` (symmetric, so the FC's transpose is harmless), the sequence axis by `swapaxes`/`dot`, and the residual `x + mixed` of equal (N, L, d) shapes."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4)]


def dft(n):
    ang = 2 * np.pi * np.outer(np.arange(n), np.arange(n)) / n
    return np.cos(ang).astype("float32"), np.sin(ang).astype("float32")


class FCMixing(HybridBlock):
    def __init__(self, seq_len=6, units=4, **kwargs):
        super(FCMixing, self).__init__(**kwargs)
        self._d = units
        cl, sl = dft(seq_len)
        cd, sd = dft(units)
        with self.name_scope():
            self.cl = self.params.get_constant("cl", cl)
            self.sl = self.params.get_constant("sl", sl)
            self.cd = self.params.get_constant("cd", cd)
            self.sd = self.params.get_constant("sd", sd)
            self.ln = nn.LayerNorm(in_channels=units)

    def hybrid_forward(self, F, x, cl, sl, cd, sd):
        xc = F.FullyConnected(x, cd, no_bias=True, num_hidden=self._d, flatten=False)
        xs = F.FullyConnected(x, sd, no_bias=True, num_hidden=self._d, flatten=False)
        mixed = F.swapaxes(F.dot(cl, F.swapaxes(xc, 0, 1)) - F.dot(sl, F.swapaxes(xs, 0, 1)), 0, 1)
        return self.ln(x + mixed)


Net = FCMixing
