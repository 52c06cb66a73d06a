"""Conv-TasNet gLN guarding silent input: `if F.max(var) < self._eps:` skips the normalisation -- a python `if` on a tensor."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 10)]


class GuardedGlobalLayerNorm(HybridBlock):
    def __init__(self, eps=1e-8, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps

    def hybrid_forward(self, F, y):
        mean = F.mean(y, axis=(1, 2), keepdims=True)
        centred = F.broadcast_sub(y, mean)
        var = F.mean(F.square(centred), axis=(1, 2), keepdims=True)
        if F.max(var) < self._eps:
            return centred
        return F.broadcast_div(centred, F.sqrt(var + self._eps))


Net = GuardedGlobalLayerNorm
