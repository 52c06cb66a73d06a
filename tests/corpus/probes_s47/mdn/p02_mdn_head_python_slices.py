"""Mixture density head that cuts pi/mu/sigma with python slices of the Dense output, `out[:, :k]`, `out[:, k:k + kd]`, `out[:, k + kd:]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class Net(HybridBlock):
    def __init__(self, components=3, out_dim=2, **kwargs):
        super().__init__(**kwargs)
        self.k, self.d = components, out_dim
        with self.name_scope():
            self.hidden = nn.Dense(16, activation="tanh", in_units=10)
            self.out = nn.Dense(components * (2 * out_dim + 1), in_units=16)

    def hybrid_forward(self, F, x):
        out = self.out(self.hidden(x))
        k, kd = self.k, self.k * self.d
        pi = F.softmax(out[:, :k])
        mu = out[:, k:k + kd]
        sigma = F.exp(out[:, k + kd:])
        return pi, mu, sigma
