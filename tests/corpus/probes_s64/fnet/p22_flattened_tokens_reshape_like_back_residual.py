"""FNet-hidden-only mixing (a python flag turns the sequence DFT off): tokens flattened by `reshape((-3, 0))`, mixed by `dot` with the (d, d) cosine constant, restored by `reshape_like(mixed, x)`, and added to `x` by plain `+` -- the same (N, L, d) shape."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4)]


class FlatMixing(HybridBlock):
    def __init__(self, units=4, mix_sequence=False, **kwargs):
        super(FlatMixing, self).__init__(**kwargs)
        self._seq = mix_sequence
        ang = 2 * np.pi * np.outer(np.arange(units), np.arange(units)) / units
        with self.name_scope():
            self.cd = self.params.get_constant("cd", np.cos(ang).astype("float32"))
            self.ln = nn.LayerNorm(in_channels=units)

    def hybrid_forward(self, F, x, cd):
        mixed = F.reshape_like(F.dot(x.reshape((-3, 0)), cd), x)
        if self._seq:
            mixed = F.swapaxes(mixed, 1, 2)
        return self.ln(x + mixed)


Net = FlatMixing
