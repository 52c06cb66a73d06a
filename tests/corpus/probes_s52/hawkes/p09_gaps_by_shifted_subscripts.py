"""Inter-event times by NumPy-style shifted subscripts `times[:, 1:] - times[:, :-1]` before the exponential kernel."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class GapHawkes(HybridBlock):
    def __init__(self, mu=0.2, alpha=0.8, beta=1.5, **kwargs):
        super().__init__(**kwargs)
        self.mu, self.alpha, self.beta = mu, alpha, beta

    def hybrid_forward(self, F, stamps):
        times = F.cumsum(F.abs(stamps) + 0.05, axis=1)
        gaps = times[:, 1:] - times[:, :-1]
        intensity = self.mu + self.alpha * F.exp(-self.beta * gaps)
        return F.sum(F.log(intensity), axis=1) - F.sum(intensity * gaps, axis=1)


Net = GapHawkes
