"""Event timestamps `(N, E, 1)` shifted with a plain `t - F.min(t, axis=1, keepdims=True)` (`(N, 1, 1)`) and scaled by the python window length."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 4)]


class TimeShifted(HybridBlock):
    def __init__(self, bins=3, window=2.0, **kwargs):
        super(TimeShifted, self).__init__(**kwargs)
        self.bins, self.window = bins, window
        with self.name_scope():
            self.fc = nn.Dense(6)

    def hybrid_forward(self, F, events):
        x, y, t, p = F.split(events, num_outputs=4, axis=2)
        tn = (t - F.min(t, axis=1, keepdims=True)) / self.window * (self.bins - 1)
        hist = F.concat(*[F.sum(p * F.relu(1 - F.abs(tn - b)), axis=1) for b in range(self.bins)], dim=1)
        return self.fc(hist)


Net = TimeShifted
