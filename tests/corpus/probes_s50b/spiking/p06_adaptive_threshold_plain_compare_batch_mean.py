"""Adaptive-threshold neuron whose threshold rises with the layer's mean membrane potential: `v >= self.base + F.mean(v)` compares the (N, H) potentials with a (1,) value by the plain operator."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 10)]


class Net(HybridBlock):
    def __init__(self, steps=4, in_units=10, hidden=8, decay=0.7, base=0.2, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.decay, self.base = steps, decay, base
        with self.name_scope():
            self.fc = nn.Dense(hidden, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, x):
        cur = F.split(self.fc(x), num_outputs=self.steps, axis=1, squeeze_axis=True)
        v = F.zeros_like(cur[0])
        out = []
        for t in range(self.steps):
            v = v * self.decay + cur[t]
            s = v >= self.base + F.mean(v)
            v = v * (1 - s)
            out.append(s)
        return F.stack(*out, axis=1)
