"""Modern Hopfield retrieval: the state is moved towards the softmax-weighted stored patterns for a fixed number of steps, with beta = 1/sqrt(d)."""
from mxnet.gluon import nn


INPUTS = [(2, 4), (5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, steps=3, rate=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.steps = steps
        self.rate = rate

    def hybrid_forward(self, F, xi, patterns):
        beta = xi.shape[-1] ** -0.5
        for _ in range(self.steps):
            att = F.softmax(beta * F.dot(xi, patterns, transpose_b=True), axis=-1)
            xi += self.rate * (F.dot(att, patterns) - xi)
        return xi
