"""DeepFactor likelihood routed through a module helper without `F`, `gaussian_nll(mu, sigma, y)` using
tensor methods (`.log()`, `**`) on three (B, T) tensors of one shape."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6), (2, 6, 2)]


def gaussian_nll(mu, sigma, y):
    return 0.5 * ((y - mu) / sigma) ** 2 + sigma.log()


class HelperGaussianNll(HybridBlock):
    def __init__(self, hidden=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.rnn = rnn.LSTM(hidden, layout="NTC")
            self.mu = nn.Dense(1, flatten=False)
            self.sigma = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, past_target, time_feat):
        h = self.rnn(time_feat)
        mu = self.mu(h).reshape((0, -1))
        sigma = F.Activation(self.sigma(h), act_type="softrelu").reshape((0, -1)) + 1e-3
        return gaussian_nll(mu, sigma, past_target).mean(axis=1)


Net = HelperGaussianNll
