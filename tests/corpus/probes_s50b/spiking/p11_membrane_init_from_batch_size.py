"""LIF layer that starts its membrane from `F.zeros((x.shape[0], self.hidden))`, the batch size read from the input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 10)]


class Net(HybridBlock):
    def __init__(self, steps=4, in_units=10, hidden=8, decay=0.8, threshold=0.5, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.hidden, self.decay, self.threshold = steps, hidden, decay, threshold
        with self.name_scope():
            self.fc = nn.Dense(hidden, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, x):
        v = F.zeros((x.shape[0], self.hidden))
        out = []
        for cur in F.split(self.fc(x), num_outputs=self.steps, axis=1, squeeze_axis=True):
            v = v * self.decay + cur
            s = v >= self.threshold
            v = v * (1 - s)
            out.append(s)
        return F.stack(*out, axis=1)
