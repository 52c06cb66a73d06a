"""XLNet absolute-position fallback made without reading a length: `F.contrib.arange_like(h, axis=1)` gives 0..L-1, reversed to L-1..0 by `broadcast_sub` from a python-free `max`, and embedded by sinusoids against constant inverse frequencies."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class ArangeLikePositions(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(ArangeLikePositions, self).__init__(**kwargs)
        inv = 1.0 / (10000 ** (np.arange(0, units, 2.0, dtype="float32") / units))
        with self.name_scope():
            self.inv_freq = self.params.get_constant("inv_freq", inv)

    def hybrid_forward(self, F, h, inv_freq):
        pos = F.contrib.arange_like(h, axis=1)
        pos = F.broadcast_sub(pos.max(axis=0, keepdims=True), pos)
        sinusoid = F.broadcast_mul(pos.reshape((-1, 1)), inv_freq.reshape((1, -1)))
        emb = F.concat(F.sin(sinusoid), F.cos(sinusoid), dim=-1)
        return F.broadcast_add(h, emb.expand_dims(axis=0))


Net = ArangeLikePositions
