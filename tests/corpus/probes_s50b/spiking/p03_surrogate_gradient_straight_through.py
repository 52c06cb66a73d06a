"""Spike function with a surrogate gradient written as a straight-through estimator: the forward value is the hard step, the gradient that of a steep sigmoid, `F.stop_gradient(hard - soft) + soft`; spike counts summed over the unrolled steps."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 10)]


def spike_fn(F, v, threshold, slope=5.0):
    soft = F.sigmoid(slope * (v - threshold))
    hard = v >= threshold
    return F.stop_gradient(hard - soft) + soft


class Net(HybridBlock):
    def __init__(self, steps=5, in_units=10, hidden=8, decay=0.9, threshold=0.3, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.decay, self.threshold = steps, decay, threshold
        with self.name_scope():
            self.fc = nn.Dense(hidden, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, x):
        cur = F.split(self.fc(x), num_outputs=self.steps, axis=1, squeeze_axis=True)
        v = F.zeros_like(cur[0])
        count = F.zeros_like(cur[0])
        for t in range(self.steps):
            v = self.decay * v + cur[t]
            s = spike_fn(F, v, self.threshold)
            v = v - s * self.threshold
            count = count + s
        return count
