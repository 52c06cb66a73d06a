"""IMPALA V-trace ported from the PyTorch reference: the unroll length read as `T = log_rhos.shape[0]` for the backward loop over `F.split` time steps."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 3), (5, 3), (5, 3)]


class ShapeVTrace(HybridBlock):
    def __init__(self, rho_bar=1.0, **kwargs):
        super().__init__(**kwargs)
        self._rho = rho_bar

    def hybrid_forward(self, F, log_rhos, discounts, deltas):
        T = log_rhos.shape[0]
        cs = F.clip(F.exp(log_rhos), 0, self._rho)
        d = F.split(deltas, num_outputs=T, axis=0, squeeze_axis=True)
        g = F.split(discounts * cs, num_outputs=T, axis=0, squeeze_axis=True)
        acc = F.zeros_like(d[0])
        out = []
        for t in reversed(range(T)):
            acc = d[t] + g[t] * acc
            out.append(acc)
        return F.stack(*out[::-1], axis=0)


Net = ShapeVTrace
