"""Langevin refinement whose noise is drawn `F.random.normal(0, sigma, shape=x.shape)` behind the training guard, with a deterministic drift otherwise scaled by `x.shape[-1]`."""
from mxnet import autograd, init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class LangevinRefine(HybridBlock):
    def __init__(self, num_patterns=5, dim=6, beta=2.0, steps=3, step_size=0.1, **kwargs):
        super().__init__(**kwargs)
        self.beta, self.steps, self.step_size = beta, steps, step_size
        with self.name_scope():
            self.patterns = self.params.get("patterns", shape=(num_patterns, dim), init=init.Normal(1.0))

    def hybrid_forward(self, F, x, patterns):
        scale = self.step_size / x.shape[-1]
        for _ in range(self.steps):
            attn = F.softmax(self.beta * F.dot(x, patterns, transpose_b=True), axis=-1)
            x = x - scale * (x - F.dot(attn, patterns))
            if autograd.is_training():
                x = x + F.random.normal(0, (2 * self.step_size) ** 0.5, shape=x.shape)
        return x


Net = LangevinRefine
