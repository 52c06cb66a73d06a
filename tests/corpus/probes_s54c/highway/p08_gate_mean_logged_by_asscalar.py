"""Highway layer that records its mean gate activation for monitoring: `self.gate_mean = t.mean().asscalar()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8)]


class MonitoredHighway(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        self.gate_mean = None
        with self.name_scope():
            self.h = nn.Dense(units, activation="tanh")
            self.t = nn.Dense(units, activation="sigmoid")

    def hybrid_forward(self, F, x):
        t = self.t(x)
        self.gate_mean = t.mean().asscalar()
        return t * self.h(x) + (1 - t) * x


Net = MonitoredHighway
