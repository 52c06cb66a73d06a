"""Energy-based refinement by Langevin steps over a python step count: the closed-form energy gradient of a Hopfield energy, `F.random.normal_like` noise added only while `autograd.is_training()`."""
from mxnet import autograd, init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class LangevinRefine(HybridBlock):
    def __init__(self, num_patterns=5, dim=6, beta=2.0, steps=4, step_size=0.1, **kwargs):
        super().__init__(**kwargs)
        self.beta, self.steps, self.step_size = beta, steps, step_size
        with self.name_scope():
            self.patterns = self.params.get("patterns", shape=(num_patterns, dim), init=init.Normal(1.0))

    def grad_energy(self, F, x, patterns):
        attn = F.softmax(self.beta * F.dot(x, patterns, transpose_b=True), axis=-1)
        return x - F.dot(attn, patterns)

    def hybrid_forward(self, F, x, patterns):
        for _ in range(self.steps):
            x = x - self.step_size * self.grad_energy(F, x, patterns)
            if autograd.is_training():
                x = x + (2 * self.step_size) ** 0.5 * F.random.normal_like(x)
        return x


Net = LangevinRefine
