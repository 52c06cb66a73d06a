"""Entropic optimal transport between two point clouds: the squared-distance cost matrix by `broadcast_sub` of `expand_dims` views, uniform log-marginals as python floats (`-math.log(n)`), dual potentials updated by a hand-written log-sum-exp for a fixed number of iterations, and the transport cost returned."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3), (2, 6, 3)]


class Net(HybridBlock):
    def __init__(self, n=6, eps=0.1, n_iters=20, **kwargs):
        super().__init__(**kwargs)
        self.eps, self.n_iters, self.log_w = eps, n_iters, -math.log(n)
        with self.name_scope():
            self.embed = nn.Dense(3, flatten=False, in_units=3)

    @staticmethod
    def lse(F, z, axis):
        m = F.max(z, axis=axis, keepdims=True)
        return F.squeeze(m, axis=axis) + F.log(F.sum(F.exp(F.broadcast_sub(z, m)), axis=axis))

    def hybrid_forward(self, F, x, y):
        x = self.embed(x)
        cost = F.sum(F.square(F.broadcast_sub(F.expand_dims(x, 2), F.expand_dims(y, 1))), axis=-1)
        f = F.zeros_like(F.sum(cost, axis=2))
        g = F.zeros_like(f)
        for _ in range(self.n_iters):
            f = -self.eps * self.lse(F, F.broadcast_sub(F.expand_dims(g, 1), cost) / self.eps + self.log_w, axis=2)
            g = -self.eps * self.lse(F, F.broadcast_sub(F.expand_dims(f, 2), cost) / self.eps + self.log_w, axis=1)
        plan = F.exp(F.broadcast_add(F.expand_dims(f, 2), F.expand_dims(g, 1)) / self.eps - cost / self.eps + 2 * self.log_w)
        return F.sum(plan * cost, axis=(1, 2))
