"""Rank-agnostic FiLM: gamma and beta get one trailing axis per spatial dimension of the feature map (a loop over x.ndim - 2), then modulate it with broadcasting."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3), (2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.gamma = nn.Dense(channels, in_units=6)
            self.beta = nn.Dense(channels, in_units=6)

    def hybrid_forward(self, F, x, cond):
        gamma, beta = self.gamma(cond), self.beta(cond)
        for _ in range(x.ndim - 2):
            gamma = gamma.expand_dims(-1)
            beta = beta.expand_dims(-1)
        return F.broadcast_add(F.broadcast_mul(x, 1 + gamma), beta)
