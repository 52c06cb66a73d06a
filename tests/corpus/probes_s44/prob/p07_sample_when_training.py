"""Reparameterised Gaussian: samples with random_normal_like only while training, the mean otherwise."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class Net(HybridBlock):
    def __init__(self, latent=3, in_units=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.loc = nn.Dense(latent, in_units=in_units)
            self.scale = nn.Dense(latent, in_units=in_units)

    def hybrid_forward(self, F, x):
        mu = self.loc(x)
        sigma = F.Activation(self.scale(x), act_type="softrelu") + 1e-4
        if autograd.is_training():
            return mu + sigma * F.random.normal_like(mu)
        return mu
