"""Entmax-1.5 by bisection over a python iteration count, the bracket moved with a python `if` on the tensor `(f_mid * f_lo).sum() > 0`."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class EntmaxBisect(HybridBlock):
    def __init__(self, n_iter=10, **kwargs):
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
            f_mid = self.mass(F, z, mid)
            if (f_mid * f_lo).sum() > 0:
                lo = mid
            else:
                hi = mid
        return F.square(F.relu(F.broadcast_sub(z, (lo + hi) / 2)))


Net = EntmaxBisect
