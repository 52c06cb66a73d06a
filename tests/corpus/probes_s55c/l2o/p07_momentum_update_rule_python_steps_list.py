"""Learned update rule with momentum over python steps: the velocity and iterate lists grow per step, the update from a Dense on (grad, velocity) features, all iterates stacked."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class LearnedMomentum(HybridBlock):
    def __init__(self, steps=3, beta=0.9, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.beta = steps, beta
        with self.name_scope():
            self.rule = nn.Dense(1, flatten=False, in_units=2)

    def hybrid_forward(self, F, x0):
        xs, v = [x0], F.zeros_like(x0)
        for _ in range(self.steps):
            grad = 2.0 * xs[-1]
            v = self.beta * v + grad
            feats = F.stack(grad, v, axis=-1)
            xs.append(xs[-1] - 0.1 * self.rule(feats).reshape((0, -1)))
        return F.stack(*xs, axis=0)


Net = LearnedMomentum
