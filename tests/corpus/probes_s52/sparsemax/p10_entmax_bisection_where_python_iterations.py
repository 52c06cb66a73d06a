"""Entmax-1.5 by bisection over a python iteration count, the bracket moved per row with `F.where` on the sign test, the result renormalised with `broadcast_div`."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class EntmaxBisect(HybridBlock):
    def __init__(self, n_iter=12, **kwargs):
        super().__init__(**kwargs)
        self.n_iter = n_iter

    def mass(self, F, z, tau):
        return F.sum(F.square(F.relu(F.broadcast_sub(z, tau))), axis=-1, keepdims=True) - 1

    def hybrid_forward(self, F, x):
        z = x / 2
        lo = F.max(z, axis=-1, keepdims=True) - 1
        hi = F.max(z, axis=-1, keepdims=True)
        f_lo = self.mass(F, z, lo)
        for _ in range(self.n_iter):
            mid = (lo + hi) / 2
            same_side = (self.mass(F, z, mid) * f_lo) > 0
            lo = F.where(same_side, mid, lo)
            hi = F.where(same_side, hi, mid)
        p = F.square(F.relu(F.broadcast_sub(z, (lo + hi) / 2)))
        return F.broadcast_div(p, F.sum(p, axis=-1, keepdims=True))


Net = EntmaxBisect
