"""Beta-VAE loss with a KL floor: the KL weight drops once the batch's mean KL falls under a target."""
from mxnet.gluon import nn


INPUTS = [(3, 4), (3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, target=0.5, beta=4.0, beta_low=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._target = target
        self._beta = beta
        self._beta_low = beta_low

    def hybrid_forward(self, F, mu, logvar):
        kl = -0.5 * (1 + logvar - F.square(mu) - F.exp(logvar))
        if F.mean(kl) < self._target:
            loss = self._beta_low * kl
        else:
            loss = self._beta * kl
        return F.sum(loss, axis=1)
