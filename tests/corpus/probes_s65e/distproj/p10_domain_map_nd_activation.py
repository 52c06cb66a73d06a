"""Gaussian `domain_map` calling `nd.Activation(sigma, act_type="softrelu")` (the `mxnet.nd` module) inside
the projection's `hybrid_forward`."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class NdDomainMap(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mu = nn.Dense(1, flatten=False)
            self.sigma = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, x):
        sigma = nd.Activation(self.sigma(x), act_type="softrelu")
        return self.mu(x).squeeze(axis=-1), sigma.squeeze(axis=-1)


Net = NdDomainMap
