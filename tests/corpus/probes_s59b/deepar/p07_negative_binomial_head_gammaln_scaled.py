"""Negative-binomial likelihood head in DeepAR's form: mean and shape by softplus, the mean multiplied by the (N, 1) series scale through `broadcast_mul` and the shape divided by its square root, the log-likelihood through `gammaln`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6, 8), (3, 6), (3, 1)]


class NegBinHead(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mu = nn.Dense(1, flatten=False)
            self.alpha = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, h, target, scale):
        scale = F.abs(scale) + 1.0
        mu = F.Activation(self.mu(h), act_type="softrelu").reshape((0, -1))
        alpha = F.Activation(self.alpha(h), act_type="softrelu").reshape((0, -1)) + 1e-3
        mu = F.broadcast_mul(mu, scale)
        alpha = F.broadcast_div(alpha, F.sqrt(scale))
        y = F.abs(target)
        r = 1.0 / alpha
        ll = (F.gammaln(y + r) - F.gammaln(y + 1.0) - F.gammaln(r)
              + r * F.log(r / (r + mu)) + y * F.log(mu / (r + mu) + 1e-8))
        return -F.mean(ll, axis=1)


Net = NegBinHead
