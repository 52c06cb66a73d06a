"""Gumbel-Sinkhorn permutation learning: Gumbel noise `-log(-log(u))` from `F.random.uniform_like` added to the log-scores only under `autograd.is_training()`, then log-space Sinkhorn with a fixed iteration count and the soft permutation applied to the items by `batch_dot`."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class Net(HybridBlock):
    def __init__(self, n=5, in_units=4, tau=1.0, n_iters=15, noise=1.0, **kwargs):
        super().__init__(**kwargs)
        self.tau, self.n_iters, self.noise = tau, n_iters, noise
        with self.name_scope():
            self.score = nn.Dense(n, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, items):
        log_alpha = self.score(items)
        if autograd.is_training() and self.noise > 0:
            u = F.random.uniform_like(log_alpha, low=1e-6, high=1.0)
            log_alpha = log_alpha - self.noise * F.log(-F.log(u))
        z = log_alpha / self.tau
        for _ in range(self.n_iters):
            z = F.broadcast_sub(z, F.log(F.sum(F.exp(z), axis=2, keepdims=True)))
            z = F.broadcast_sub(z, F.log(F.sum(F.exp(z), axis=1, keepdims=True)))
        return F.batch_dot(F.exp(z), items)
