"""Rate coding of binarised event frames with `F.random.uniform(shape=x.shape)` draws at each step (the NDArray-only way to size the noise)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10)]


class Net(HybridBlock):
    def __init__(self, steps=4, in_units=10, hidden=6, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.fc = nn.Dense(hidden, in_units=in_units)

    def hybrid_forward(self, F, x):
        prob = x > 0
        total = F.zeros_like(prob)
        for _ in range(self.steps):
            total = total + (F.random.uniform(0, 1, shape=x.shape) < prob)
        return self.fc(total / self.steps)
