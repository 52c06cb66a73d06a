"""Sinkhorn normalisation in log space whose row/column normalisers, (N, n, 1) and (N, 1, n) from a hand-written log-sum-exp, are removed with the plain `-` (the PyTorch port)."""
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
            z = z - log_sum_exp(F, z, axis=2)
            z = z - log_sum_exp(F, z, axis=1)
        return F.exp(z)
