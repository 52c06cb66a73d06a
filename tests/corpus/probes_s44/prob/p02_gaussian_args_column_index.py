"""Gaussian output head that takes loc and scale as columns `params[..., 0]` and `params[..., 1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 5)]


class Net(HybridBlock):
    def __init__(self, in_units=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(2, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, features):
        params = self.proj(features)
        mu = params[..., 0]
        sigma = F.Activation(params[..., 1], act_type="softrelu")
        return mu, sigma
