"""LIF layer unrolled over a constructor number of time steps: inputs split along time by `split(num_outputs=T, squeeze_axis=True)`, membrane `v = v * decay + x_t`, spikes by `>=` against a python threshold, reset by multiplication with `1 - spike`, spikes stacked over time."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 10)]


class LIF(HybridBlock):
    def __init__(self, steps, decay=0.8, threshold=0.5, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.decay, self.threshold = steps, decay, threshold

    def hybrid_forward(self, F, currents):
        v = None
        spikes = []
        for x_t in F.split(currents, num_outputs=self.steps, axis=1, squeeze_axis=True):
            v = x_t if v is None else v * self.decay + x_t
            s = v >= self.threshold
            v = v * (1 - s)
            spikes.append(s)
        return F.stack(*spikes, axis=1)


class Net(HybridBlock):
    def __init__(self, steps=6, in_units=10, hidden=12, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(hidden, flatten=False, in_units=in_units)
            self.lif = LIF(steps)

    def hybrid_forward(self, F, x):
        return self.lif(self.fc(x))
