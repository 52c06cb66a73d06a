"""LIF layer with a hard reset by `F.where(spike, zeros_like(v), v)`, a refractory-free unroll over a constructor step count, and spike counts by python `sum` of the list of spike tensors divided by the step count (firing rates)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5, 7)]


class Net(HybridBlock):
    def __init__(self, steps=5, in_units=7, hidden=9, tau=2.0, v_th=0.4, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.decay, self.v_th = steps, 1.0 - 1.0 / tau, v_th
        with self.name_scope():
            self.fc = nn.Dense(hidden, flatten=False, in_units=in_units)
            self.readout = nn.Dense(2, in_units=hidden)

    def hybrid_forward(self, F, x):
        v = None
        spikes = []
        for cur in F.split(self.fc(x), num_outputs=self.steps, axis=1, squeeze_axis=True):
            v = cur if v is None else self.decay * v + cur
            s = v > self.v_th
            v = F.where(s, F.zeros_like(v), v)
            spikes.append(s)
        return self.readout(sum(spikes) / self.steps)
