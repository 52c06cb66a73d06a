"""Short-run Langevin sampling on a quadratic energy head: a fixed number of steps moving against the energy's gradient with Gaussian noise drawn at the sample's shape."""
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, steps=3, step_size=0.1, noise=0.01, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.steps, self.step_size, self.noise = steps, step_size, noise
        with self.name_scope():
            self.mu = self.params.get('mu', shape=(1, 4))

    def hybrid_forward(self, F, x, mu):
        for _ in range(self.steps):
            grad = F.broadcast_sub(x, mu)
            x = x - self.step_size * grad + self.noise * F.random.normal(shape=x.shape)
        return x
