"""Anomaly scores standardised with the training set's statistics stored on the block as python floats (`(err - self.mu) / self.sigma`), then squashed by a sigmoid into a probability of being an outlier."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 12)]


class Net(HybridBlock):
    def __init__(self, in_units=12, latent=4, mu=0.3, sigma=0.1, **kwargs):
        super().__init__(**kwargs)
        self.mu, self.sigma = mu, sigma
        with self.name_scope():
            self.enc = nn.Dense(latent, activation="tanh", in_units=in_units)
            self.dec = nn.Dense(in_units, in_units=latent)

    def hybrid_forward(self, F, x):
        err = F.mean(F.square(x - self.dec(self.enc(x))), axis=1)
        return F.sigmoid((err - self.mu) / self.sigma)
