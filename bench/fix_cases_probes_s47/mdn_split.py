"""Mixture density head: one Dense output cut in thirds -- mixing logits, means, log scales."""
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=4, mixtures=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.params_out = nn.Dense(3 * mixtures, in_units=in_units)

    def hybrid_forward(self, F, x):
        h = self.params_out(x)
        k = h.shape[-1] // 3
        pi = F.softmax(h[:, :k], axis=-1)
        mu = h[:, k:2 * k]
        sigma = F.exp(h[:, 2 * k:])
        return F.sum(pi * mu, axis=1), F.sum(pi * sigma, axis=1)
