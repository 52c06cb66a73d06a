"""Sinkhorn normalisation in log space for a batch of (n, n) score matrices: row and column log-sum-exp written by hand (`max` + `log(sum(exp(z - max)))`, `keepdims=True`), subtracted with `broadcast_sub`, for a fixed python number of iterations."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


def log_sum_exp(F, z, axis):
    m = F.max(z, axis=axis, keepdims=True)
    return m + F.log(F.sum(F.exp(F.broadcast_sub(z, m)), axis=axis, keepdims=True))


class Net(HybridBlock):
    def __init__(self, in_units=6, n=5, n_iters=10, tau=0.5, **kwargs):
        super().__init__(**kwargs)
        self.n_iters, self.tau = n_iters, tau
        with self.name_scope():
            self.score = nn.Dense(n, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, x):
        z = self.score(x) / self.tau
        for _ in range(self.n_iters):
            z = F.broadcast_sub(z, log_sum_exp(F, z, axis=2))
            z = F.broadcast_sub(z, log_sum_exp(F, z, axis=1))
        return F.exp(z)
