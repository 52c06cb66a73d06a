"""Deterministic Langevin refinement that updates the sample with `x -= self.step_size * grad`."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 5)]


class LangevinRefine(HybridBlock):
    def __init__(self, dim=5, steps=4, step_size=0.1, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.step_size = steps, step_size
        with self.name_scope():
            self.a = self.params.get("a", shape=(dim, dim), init=init.Normal(0.2))

    def hybrid_forward(self, F, x, a):
        x = x * 1.0
        for _ in range(self.steps):
            grad = F.dot(x, 0.5 * (a + F.transpose(a)))
            x -= self.step_size * grad
        return x


Net = LangevinRefine
