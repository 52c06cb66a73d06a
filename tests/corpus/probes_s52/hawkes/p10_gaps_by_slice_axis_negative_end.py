"""Inter-event times by `slice_axis(times, 1, 1, None) - slice_axis(times, 1, 0, -1)`, the graph form of the shifted subscripts."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class GapHawkes(HybridBlock):
    def __init__(self, mu=0.2, alpha=0.8, beta=1.5, **kwargs):
        super().__init__(**kwargs)
        self.mu, self.alpha, self.beta = mu, alpha, beta

    def hybrid_forward(self, F, stamps):
        times = F.cumsum(F.abs(stamps) + 0.05, axis=1)
        gaps = F.slice_axis(times, axis=1, begin=1, end=None) - F.slice_axis(times, axis=1, begin=0, end=-1)
        intensity = self.mu + self.alpha * F.exp(-self.beta * gaps)
        return F.sum(F.log(intensity), axis=1) - F.sum(intensity * gaps, axis=1)


Net = GapHawkes
