"""DeepAR training loss: the Gaussian negative log-likelihood summed over the batch and divided by `len(target)` to average it."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6, 8), (4, 6)]


class GaussianNLL(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mu = nn.Dense(1, flatten=False)
            self.sigma = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, h, target):
        mu = self.mu(h).reshape((0, -1))
        sigma = F.Activation(self.sigma(h), act_type="softrelu").reshape((0, -1)) + 1e-3
        nll = 0.5 * F.square((target - mu) / sigma) + F.log(sigma)
        return F.sum(nll) / len(target)


Net = GaussianNLL
