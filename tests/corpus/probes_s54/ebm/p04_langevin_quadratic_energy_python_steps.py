"""Deterministic Langevin refinement under a learned quadratic energy `E(x) = 0.5 x^T A x`: the analytic gradient `dot(x, A)` (A symmetrised from a Parameter) stepped for a python step count with a python step size."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 5)]


class LangevinRefine(HybridBlock):
    def __init__(self, dim=5, steps=4, step_size=0.1, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.step_size = steps, step_size
        with self.name_scope():
            self.a = self.params.get("a", shape=(dim, dim), init=init.Normal(0.2))

    def energy_grad(self, F, x, a):
        sym = 0.5 * (a + F.transpose(a))
        return F.dot(x, sym)

    def hybrid_forward(self, F, x, a):
        for _ in range(self.steps):
            x = x - self.step_size * self.energy_grad(F, x, a)
        return x


Net = LangevinRefine
