"""Quantisation proxy: additive uniform noise `random.uniform_like(y, -0.5, 0.5)` when `autograd.is_training()`, `round` at inference; the likelihood of the rounded latent under a unit logistic by differences of `sigmoid`."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class NoisyQuantiser(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.analysis = nn.Conv2D(4, 5, strides=2, padding=2, in_channels=3)

    def hybrid_forward(self, F, x):
        y = self.analysis(x) * 4.0
        if autograd.is_training():
            y_tilde = y + F.random.uniform_like(y, low=-0.5, high=0.5)
        else:
            y_tilde = F.round(y)
        lik = F.sigmoid(y_tilde + 0.5) - F.sigmoid(y_tilde - 0.5)
        return y_tilde, F.maximum(lik, 1e-9)


Net = NoisyQuantiser
