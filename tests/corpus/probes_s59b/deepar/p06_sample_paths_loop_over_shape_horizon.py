"""Autoregressive sampling of the prediction horizon: the loop runs `for t in range(noise.shape[1])`, each step feeding the previous mean back through a Dense cell."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8), (3, 4)]


class AncestralSampler(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cell = nn.Dense(hidden, activation="tanh")
            self.mu = nn.Dense(1)

    def hybrid_forward(self, F, state, noise):
        steps = []
        for t in range(noise.shape[1]):
            mu = self.mu(state)
            step = mu + 0.1 * F.slice_axis(noise, axis=1, begin=t, end=t + 1)
            state = self.cell(F.concat(state, step, dim=1))
            steps.append(step)
        return F.concat(*steps, dim=1)


Net = AncestralSampler
