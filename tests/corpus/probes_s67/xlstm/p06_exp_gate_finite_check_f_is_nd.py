"""Exponential input gate with a debugging check of overflow kept behind `if F is nd:` (`np.isfinite` of
`asnumpy()`), which the traced graph never runs."""
import numpy as np
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class CheckedGate(HybridBlock):
    def __init__(self, hidden=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w = nn.Dense(2 * hidden)

    def hybrid_forward(self, F, x):
        i_t, z_t = F.split(self.w(x), num_outputs=2, axis=-1)
        i_g = F.exp(i_t - F.max(i_t, axis=-1, keepdims=True).broadcast_like(i_t))
        if F is nd:
            assert np.isfinite(i_g.asnumpy()).all()
        return i_g * F.tanh(z_t)


Net = CheckedGate
