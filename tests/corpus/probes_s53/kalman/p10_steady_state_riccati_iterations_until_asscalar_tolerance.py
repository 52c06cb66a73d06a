"""Steady-state gain by iterating the scalar Riccati recursion until the change, read with `.asscalar()`, falls under a tolerance."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(5, 6)]


class SteadyStateKalman(HybridBlock):
    def __init__(self, tol=1e-4, max_iter=50, **kwargs):
        super().__init__(**kwargs)
        self.tol, self.max_iter = tol, max_iter
        with self.name_scope():
            self.log_q = self.params.get("log_q", shape=(1,), init=init.Constant(-1.0))
            self.log_r = self.params.get("log_r", shape=(1,), init=init.Constant(0.0))

    def hybrid_forward(self, F, obs, log_q, log_r):
        q, r = F.exp(log_q), F.exp(log_r)
        p = F.ones_like(q)
        for _ in range(self.max_iter):
            p_new = (p + q) * r / (p + q + r)
            if F.abs(p_new - p).asscalar() < self.tol:
                break
            p = p_new
        gain = (p + q) / (p + q + r)
        return F.broadcast_mul(obs, gain)


Net = SteadyStateKalman
