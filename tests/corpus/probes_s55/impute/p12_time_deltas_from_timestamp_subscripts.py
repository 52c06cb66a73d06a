"""Time deltas built from timestamps with `ts[:, t] - ts[:, t - 1]` inside a python loop."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5), (2, 5, 3)]


class DeltaEncoder(HybridBlock):
    def __init__(self, seq_len=5, **kwargs):
        super().__init__(**kwargs)
        self.seq_len = seq_len
        with self.name_scope():
            self.decay = nn.Dense(3, in_units=1)

    def hybrid_forward(self, F, ts, x):
        gammas = []
        for t in range(1, self.seq_len):
            gap = F.abs(ts[:, t] - ts[:, t - 1])
            gammas.append(F.exp(-F.relu(self.decay(F.expand_dims(gap, 1)))))
        return F.stack(*gammas, axis=1) * F.slice_axis(x, axis=1, begin=1, end=None)


Net = DeltaEncoder
