"""Growing NCA unrolled over a python number of steps set in `__init__`, returning every intermediate state as a list."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10, 10)]


class GrowingCA(HybridBlock):
    def __init__(self, channels=8, hidden=16, steps=4, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.rule = nn.HybridSequential()
            self.rule.add(nn.Conv2D(hidden, 3, padding=1, in_channels=channels, activation="relu"),
                          nn.Conv2D(channels, 1, in_channels=hidden, weight_initializer="zeros"))

    def hybrid_forward(self, F, x):
        states = [x]
        for _ in range(self.steps):
            x = F.clip(x + self.rule(x), -1.0, 1.0)
            states.append(x)
        return states[-1], F.stack(*states, axis=1)


Net = GrowingCA
