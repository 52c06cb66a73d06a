"""Parametric LIF with one learned time constant per neuron, the (H,) decay reshaped to a (1, H) row and applied by `broadcast_mul`; spikes summed by `add_n`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 10)]


class Net(HybridBlock):
    def __init__(self, steps=4, in_units=10, hidden=8, threshold=0.5, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.threshold = steps, threshold
        with self.name_scope():
            self.fc = nn.Dense(hidden, flatten=False, in_units=in_units)
            self.w = self.params.get("w", shape=(hidden,), init="zeros")

    def hybrid_forward(self, F, x, w):
        decay = F.sigmoid(w).reshape((1, -1))
        v = None
        spikes = []
        for cur in F.split(self.fc(x), num_outputs=self.steps, axis=1, squeeze_axis=True):
            v = cur if v is None else F.broadcast_mul(v, decay) + cur
            s = v >= self.threshold
            v = v * (1 - s)
            spikes.append(s)
        return F.add_n(*spikes)
