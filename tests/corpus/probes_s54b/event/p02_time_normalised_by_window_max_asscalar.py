"""Event timestamps normalised to the window with `t_max = F.max(t).asscalar()` before binning."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 4)]


class TimeBinned(HybridBlock):
    def __init__(self, bins=3, **kwargs):
        super(TimeBinned, self).__init__(**kwargs)
        self.bins = bins
        with self.name_scope():
            self.fc = nn.Dense(6)

    def hybrid_forward(self, F, events):
        x, y, t, p = F.split(events, num_outputs=4, axis=2)
        t_max = F.max(t).asscalar()
        tn = (t + 1) / (t_max + 1 + 1e-6) * (self.bins - 1)
        hist = F.concat(*[F.sum(p * F.relu(1 - F.abs(tn - b)), axis=1) for b in range(self.bins)], dim=1)
        return self.fc(hist)


Net = TimeBinned
