"""A scalar regression head's Gaussian log-likelihood: mean and scale from two Dense(1) heads, (N, 1);
the residual `y - mu` of an (N, 1) target divided by the scale with a defensive broadcast_div, then
`-0.5 * z ** 2 - log(sigma)`: every array is (N, 1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (2, 1)]


class GaussNLL(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mu = nn.Dense(1, in_units=4)
            self.sigma = nn.Dense(1, in_units=4)

    def hybrid_forward(self, F, x, y):
        mu = self.mu(x)
        sigma = F.Activation(self.sigma(x), act_type="softrelu") + 1e-3
        z = F.broadcast_div(y - mu, sigma)
        return -0.5 * F.square(z) - F.log(sigma)


Net = GaussNLL
