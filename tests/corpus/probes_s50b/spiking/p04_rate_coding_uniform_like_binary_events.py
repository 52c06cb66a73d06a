"""Rate coding of binarised event frames: the firing probability (0 or 1 for events) is compared with `F.random.uniform_like` of the same shape at each of the constructor's steps, and the spike counts summed with python `sum` over the steps."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10)]


class Net(HybridBlock):
    def __init__(self, steps=4, in_units=10, hidden=6, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.fc = nn.Dense(hidden, in_units=in_units)

    def encode(self, F, prob):
        return [F.random.uniform_like(prob) < prob for _ in range(self.steps)]

    def hybrid_forward(self, F, x):
        events = x > 0
        trains = self.encode(F, events)
        rates = sum(trains) / self.steps
        return self.fc(rates)
