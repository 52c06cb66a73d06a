"""DeepVAR diagonal part of the Gaussian negative log-likelihood: `0.5 * sum(((x - mu) / sigma)^2, -1) + sum(log sigma, -1)`, two (N, T) sums added by a plain `+`, sigma by softplus of a Dense head."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5), (2, 4, 3)]


class DiagNLL(HybridBlock):
    def __init__(self, dim=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mu = nn.Dense(dim, flatten=False)
            self.sigma = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, h, x):
        mu = self.mu(h)
        sigma = F.Activation(self.sigma(h), act_type="softrelu") + 1e-3
        maha = 0.5 * F.sum(F.square((x - mu) / sigma), axis=-1)
        return F.mean(maha + F.sum(F.log(sigma), axis=-1))


Net = DiagNLL
