"""FNet encoder layer: Fourier mixing (hidden axis by DFT constants, sequence axis by `swapaxes` and `dot`), `mixing_layer_norm(x + mixed)`, a GELU feed-forward of two Dense(flatten=False), `output_layer_norm(h + ff)` -- residuals of equal (N, L, d) shapes by plain `+`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4)]


def dft(n):
    ang = 2 * np.pi * np.outer(np.arange(n), np.arange(n)) / n
    return np.cos(ang).astype("float32"), np.sin(ang).astype("float32")


class FNetLayer(HybridBlock):
    def __init__(self, seq_len=6, units=4, hidden=8, **kwargs):
        super(FNetLayer, self).__init__(**kwargs)
        cl, sl = dft(seq_len)
        cd, sd = dft(units)
        with self.name_scope():
            self.cl = self.params.get_constant("cl", cl)
            self.sl = self.params.get_constant("sl", sl)
            self.cd = self.params.get_constant("cd", cd)
            self.sd = self.params.get_constant("sd", sd)
            self.ln1 = nn.LayerNorm(in_channels=units)
            self.ln2 = nn.LayerNorm(in_channels=units)
            self.ff1 = nn.Dense(hidden, in_units=units, flatten=False)
            self.ff2 = nn.Dense(units, in_units=hidden, flatten=False)

    def hybrid_forward(self, F, x, cl, sl, cd, sd):
        xc, xs = F.swapaxes(F.dot(x, cd), 0, 1), F.swapaxes(F.dot(x, sd), 0, 1)
        mixed = F.swapaxes(F.dot(cl, xc) - F.dot(sl, xs), 0, 1)
        h = self.ln1(x + mixed)
        ff = self.ff2(F.LeakyReLU(self.ff1(h), act_type="gelu"))
        return self.ln2(h + ff)


Net = FNetLayer
