"""A world model's VAE encoder (the "V" of World Models): strided convs over a frame, the features flattened by `h.reshape((h.shape[0], -1))`, mean and log-variance heads, and a reparameterized sample with noise drawn as `F.random.normal(shape=mu.shape)`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, latent=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.c1 = nn.Conv2D(4, 4, strides=2, padding=1, in_channels=3, activation='relu')
            self.c2 = nn.Conv2D(8, 4, strides=2, padding=1, in_channels=4, activation='relu')
            self.mu = nn.Dense(latent, in_units=32)
            self.logvar = nn.Dense(latent, in_units=32)

    def hybrid_forward(self, F, x):
        h = self.c2(self.c1(x))
        h = h.reshape((h.shape[0], -1))
        mu, logvar = self.mu(h), self.logvar(h)
        eps = F.random.normal(shape=mu.shape)
        z = mu + F.exp(0.5 * logvar) * eps
        return z, mu, logvar
