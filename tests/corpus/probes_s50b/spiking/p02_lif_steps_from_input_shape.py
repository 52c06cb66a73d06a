"""LIF layer that reads its number of time steps from the input (`for t in range(x.shape[1])`) and takes each step with `slice_axis`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 10)]


class Net(HybridBlock):
    def __init__(self, in_units=10, hidden=12, decay=0.8, threshold=0.5, **kwargs):
        super().__init__(**kwargs)
        self.decay, self.threshold = decay, threshold
        with self.name_scope():
            self.fc = nn.Dense(hidden, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, x):
        cur = self.fc(x)
        v = F.zeros_like(F.slice_axis(cur, axis=1, begin=0, end=1)).reshape((0, -1))
        spikes = []
        for t in range(x.shape[1]):
            v = v * self.decay + F.slice_axis(cur, axis=1, begin=t, end=t + 1).reshape((0, -1))
            s = v >= self.threshold
            v = v * (1 - s)
            spikes.append(s)
        return F.stack(*spikes, axis=1)
