"""ALiBi biases built per head by iterating the (H, 1, 1) slopes Constant, `for h, s in
enumerate(slopes):`, each (1, 1) slope times the distance matrix, stacked back (the PyTorch loop
`for h, s in enumerate(self.slopes)` over a registered buffer)."""
import numpy as onp
from mxnet.gluon import HybridBlock

INPUTS = [(2, 2, 5, 5)]


class SlopesLoopBias(HybridBlock):
    def __init__(self, length=5, **kwargs):
        super().__init__(**kwargs)
        self._l = length
        with self.name_scope():
            self.slopes = self.params.get_constant("slopes", onp.array([0.25, 0.0625], dtype="float32").reshape(2, 1, 1))

    def hybrid_forward(self, F, scores, slopes):
        pos = F.arange(self._l)
        dist = F.broadcast_sub(pos.reshape((1, -1)), pos.reshape((-1, 1)))
        biases = []
        for _, s in enumerate(slopes):
            biases.append(F.broadcast_mul(s, dist))
        bias = F.stack(*biases, axis=0)
        return F.broadcast_add(scores, F.broadcast_like(bias.expand_dims(0), scores, lhs_axes=(0,), rhs_axes=(0,)))


Net = SlopesLoopBias
