"""HNN exponential map at the origin and projection onto the ball: tanh(sqrt(c) |u|) u / (sqrt(c) |u|) with the (N, 1) norm meeting the (N, D) vector by `*` and `/`, then points past the boundary rescaled."""
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, c=1.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.sqrt_c = c ** 0.5
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=4)

    def hybrid_forward(self, F, u):
        u = self.fc(u)
        norm = F.maximum(F.norm(u, axis=-1, keepdims=True), 1e-5)
        x = F.tanh(self.sqrt_c * norm) * u / (self.sqrt_c * norm)
        maxnorm = (1 - 1e-3) / self.sqrt_c
        xnorm = F.maximum(F.norm(x, axis=-1, keepdims=True), 1e-5)
        return x / xnorm * F.minimum(xnorm, maxnorm)
