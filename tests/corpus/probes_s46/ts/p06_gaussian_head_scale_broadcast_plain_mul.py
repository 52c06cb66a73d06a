"""Gaussian head whose per-series scale (N, 1) multiplies the (N, T) mean and sigma with a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2,)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mu = nn.Dense(1, flatten=False, in_units=8)
            self.sigma = nn.Dense(1, flatten=False, in_units=8)

    def hybrid_forward(self, F, rnn_out, scale):
        s = F.abs(scale).expand_dims(axis=1) + 1.0
        mu = F.squeeze(self.mu(rnn_out), axis=-1) * s
        sigma = F.log(1 + F.exp(F.squeeze(self.sigma(rnn_out), axis=-1))) * s
        return mu, sigma
