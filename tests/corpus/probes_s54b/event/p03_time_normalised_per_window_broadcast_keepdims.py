"""Event timestamps normalised per window: `F.broadcast_sub` of the `keepdims` minimum and `F.broadcast_div` by the range, then a python count of bilinear time bins summed into a histogram."""
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
        t0 = F.min(t, axis=1, keepdims=True)
        span = F.max(t, axis=1, keepdims=True) - t0 + 1e-6
        tn = F.broadcast_div(F.broadcast_sub(t, t0), span) * (self.bins - 1)
        hist = F.concat(*[F.sum(p * F.relu(1 - F.abs(tn - b)), axis=1) for b in range(self.bins)], dim=1)
        return self.fc(hist)


Net = TimeBinned
