"""Conditional VAE: the (N, C) label distribution is concatenated to the input for the encoder and to the latent for the decoder; the latent is the posterior mean outside training."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 3)]


class Net(HybridBlock):
    def __init__(self, in_dim=10, num_classes=3, latent=4, hidden=16, **kwargs):
        super().__init__(**kwargs)
        self.latent = latent
        with self.name_scope():
            self.enc = nn.HybridSequential()
            self.enc.add(nn.Dense(hidden, activation="relu", in_units=in_dim + num_classes),
                         nn.Dense(2 * latent, in_units=hidden))
            self.dec = nn.Dense(in_dim, in_units=latent + num_classes)

    def hybrid_forward(self, F, x, y):
        y = F.softmax(y, axis=-1)
        stats = self.enc(F.concat(x, y, dim=1))
        mu, logvar = F.split(stats, 2, axis=1)
        z = mu
        if autograd.is_training():
            z = z + F.exp(logvar / 2) * F.random.normal_like(logvar)
        return self.dec(F.concat(z, y, dim=1)), mu, logvar
