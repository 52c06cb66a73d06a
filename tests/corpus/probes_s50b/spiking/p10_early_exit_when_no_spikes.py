"""Event-driven unroll that stops early once a step emits no spike at all (`if F.sum(s) == 0: break`), a shortcut from eager SNN simulators."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 10)]


class Net(HybridBlock):
    def __init__(self, steps=5, in_units=10, hidden=8, decay=0.8, threshold=0.6, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.decay, self.threshold = steps, decay, threshold
        with self.name_scope():
            self.fc = nn.Dense(hidden, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, x):
        cur = F.split(self.fc(x), num_outputs=self.steps, axis=1, squeeze_axis=True)
        v = F.zeros_like(cur[0])
        count = F.zeros_like(cur[0])
        for t in range(self.steps):
            v = v * self.decay + cur[t]
            s = v >= self.threshold
            v = v * (1 - s)
            count = count + s
            if F.sum(s) == 0:
                break
        return count
