"""Graves handwriting mixture density head: the output split along the last axis into weights, means, scales, correlations and end-of-stroke."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 8)]


class Net(nn.HybridBlock):
    def __init__(self, mixtures=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.m = mixtures
        with self.name_scope():
            self.out = nn.Dense(6 * mixtures + 1, in_units=8, flatten=False)

    def hybrid_forward(self, F, h):
        o = self.out(h)
        m = self.m
        pi = F.softmax(o[..., :m], axis=-1)
        mu = o[..., m:3 * m]
        sigma = F.exp(o[..., 3 * m:5 * m])
        rho = F.tanh(o[..., 5 * m:6 * m])
        eos = F.sigmoid(o[..., -1:])
        return F.concat(pi, mu, sigma, rho, eos, dim=-1)
