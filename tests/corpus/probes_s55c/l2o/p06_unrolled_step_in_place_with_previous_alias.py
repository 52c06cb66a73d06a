"""Unrolled optimizee step that keeps `prev = x`, updates `x -= self.lr * grad` in place, and returns the iterate with its step `x - prev`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Step(HybridBlock):
    def __init__(self, lr=0.1, **kwargs):
        super().__init__(**kwargs)
        self.lr = lr
        with self.name_scope():
            self.precond = nn.Dense(6, in_units=6)

    def hybrid_forward(self, F, x0):
        x = self.precond(x0)
        prev = x
        grad = 2.0 * x
        x -= self.lr * grad
        return x, x - prev


Net = Step
