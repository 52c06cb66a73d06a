"""Ladder VAE: the KL of each stochastic layer summed into one term, averaged over the batch."""
from mxnet.gluon import nn


INPUTS = [(4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=6, latents=(4, 3), **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            units = in_units
            for z in latents:
                self.layers.add(nn.Dense(2 * z, in_units=units))
                units = 2 * z

    def hybrid_forward(self, F, x):
        kl = 0
        h = x
        for layer in self.layers:
            h = layer(h)
            mu, logvar = F.split(h, num_outputs=2, axis=1)
            kl += F.sum(F.exp(logvar) + F.square(mu) - 1 - logvar, axis=1)
        return 0.5 * F.sum(kl) / x.shape[0]
