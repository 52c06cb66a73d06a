"""IMPALA V-trace taking the unroll length from the data eagerly and from the constructor when traced: `T = log_rhos.shape[0] if F is nd else self._t`, then the backward recursion over `F.split` steps."""
from mxnet import nd
from mxnet.gluon import HybridBlock

INPUTS = [(5, 3), (5, 3), (5, 3)]


class GuardedUnroll(HybridBlock):
    def __init__(self, unroll=5, **kwargs):
        super().__init__(**kwargs)
        self._t = unroll

    def hybrid_forward(self, F, log_rhos, discounts, deltas):
        T = log_rhos.shape[0] if F is nd else self._t
        cs = F.clip(F.exp(log_rhos), 0, 1.0)
        d = F.split(deltas, num_outputs=T, axis=0, squeeze_axis=True)
        g = F.split(discounts * cs, num_outputs=T, axis=0, squeeze_axis=True)
        acc, out = F.zeros_like(d[0]), []
        for t in reversed(range(T)):
            acc = d[t] + g[t] * acc
            out.append(acc)
        return F.stack(*out[::-1], axis=0)


Net = GuardedUnroll
